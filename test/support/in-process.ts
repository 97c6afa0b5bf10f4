/**
 * Runs the action in the test's own process: the same wiring as the bundle (main.ts's `mainStep`,
 * with a runner that keeps what it is given), the same inputs and event as `runAction` prepares,
 * real loopback servers and the real undici and Octokit clients, but with an injected clock (a
 * FakeClock makes every backoff, poll gap and `Retry-After` take no real time) and no process.
 *
 * Use it where the process boundary is not what is tested: retries, polls, timeouts and
 * Retry-After windows, and what a post step does with the state it is given (`post: true`,
 * main.ts's `postStep`). Signals, exit codes, the post step's entry (its exit before loading the
 * bundle), stdout draining and the bundle itself stay with `runAction`, one spawned test per
 * behaviour. The result has `runAction`'s shape, so the suites' helpers (`errorsOf`,
 * `assertNoLeak`, ...) read it the same way.
 */
import { basename } from 'node:path'
import v8 from 'node:v8'
import { isMode, type Mode } from '../../src/shared/catalogue.ts'
import { mainStep, postStep } from '../../src/action/main.ts'
import type { Runner } from '../../src/action/runner.ts'
import { systemClock, type Clock } from '../../src/shared/clock.ts'
import { recordingLog } from './recording-log.ts'
import {
  parseWorkflowCommands,
  prepareRun,
  type RunActionOptions,
  type RunActionResult,
} from './run-action.ts'

export interface InProcessOptions extends Pick<
  RunActionOptions,
  'inputs' | 'env' | 'event' | 'entry' | 'actionYml' | 'githubToken' | 'post' | 'state'
> {
  /** Default the system clock; a FakeClock runs every wait at once. */
  clock?: Clock
  /** Aborts the run as the runner's SIGINT does. */
  signal?: AbortSignal
  /** Called with every line the run writes to the log, as it is written. */
  onLogLine?: (line: string) => void
  /**
   * Set in this process's environment for the run, then put back: for a library that reads it
   * from there rather than from the runner the wiring is given (`@actions/artifact` and its
   * service, a fake's `env`). Runs that pass it must not overlap.
   */
  processEnv?: Record<string, string>
}

/**
 * Runs one step in process (the post step with `post`, reading `state`); resolves with what a
 * spawned run would have left.
 */
export async function runInProcess(options: InProcessOptions): Promise<RunActionResult> {
  const started = Date.now()
  const prepared = await prepareRun(options)
  const { env } = prepared
  const entry = basename(prepared.entry, '.js')
  const fixedMode: Mode | undefined = isMode(entry) ? entry : undefined
  const input = (name: string): string =>
    (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
  const outputs: Record<string, string> = {}
  const state: Record<string, string> = {}
  // What the post step reads: the main step's saved state, as the runner hands it over.
  const saved = options.post ? (options.state ?? {}) : state
  let summary = ''
  let code = 0
  // The log as the runner's stdout would hold it: kept for the result, not printed.
  const log = recordingLog(options.onLogLine)
  const runner: Runner = {
    ...log,
    input,
    env,
    // The clients of this process read the real environment: nothing is exported here.
    exportProxyVariables: () => undefined,
    setOutput: (name, value) => {
      outputs[name] = value
    },
    saveState: (name, value) => {
      state[name] = value
    },
    getState: (name) => saved[name] ?? '',
    appendSummary: async (markdown) => {
      summary += markdown
    },
    // The exit code is kept here instead of on the test's process.
    setFailed: (message) => {
      log.error(message)
      code = 1
    },
  }
  const clock = options.clock ?? systemClock
  const outerEnv = Object.keys(options.processEnv ?? {}).map((name) => ({
    name,
    value: process.env[name],
  }))
  Object.assign(process.env, options.processEnv)
  try {
    if (options.post) await postStep(runner, clock)
    else
      await mainStep(
        { runner, clock, signal: options.signal ?? new AbortController().signal },
        fixedMode,
      )
  } finally {
    // A sync into a Parquet folder bounds the old generation's growth for the rest of its
    // process (src/analytics/history/old-generation.ts); here that process is the test worker,
    // whose next files would collect several times as often: V8's own growth is put back.
    v8.setFlagsFromString('--heap-growing-percent=0')
    for (const { name, value } of outerEnv) {
      if (value === undefined) Reflect.deleteProperty(process.env, name)
      else process.env[name] = value
    }
  }
  const stdout = log.text()
  return {
    code,
    signal: null,
    stdout,
    stderr: '',
    outputs,
    summary,
    state,
    exportedEnv: {},
    addedPaths: [],
    commands: parseWorkflowCommands(stdout),
    tmpDir: prepared.tmpDir,
    workspace: prepared.workspace,
    runnerTemp: prepared.runnerTemp,
    env,
    durationMs: Date.now() - started,
  }
}

/**
 * `signal` and `onLogLine` for `runInProcess` that cancel the run as the runner's SIGINT does,
 * as soon as a log line matches `pattern` (after `delayMs` when given: lets a request the server
 * holds be surely in flight). For cases where what the step does on cancellation is the subject,
 * not the signal's delivery to a process.
 */
export function abortWhen(
  pattern: RegExp,
  delayMs?: number,
): Required<Pick<InProcessOptions, 'signal' | 'onLogLine'>> {
  const controller = new AbortController()
  const abort = (): void => controller.abort(new Error('cancelled by SIGINT'))
  let seen = false
  return {
    signal: controller.signal,
    onLogLine: (line) => {
      if (seen || !pattern.test(line)) return
      seen = true
      if (delayMs === undefined) abort()
      else setTimeout(abort, delayMs)
    },
  }
}
