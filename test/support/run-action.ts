/**
 * Runs the bundled action (`dist/index.js`) as a child process the way the GitHub runner does:
 * a clean environment, `INPUT_*` variables (names uppercased, hyphens kept, action.yml defaults
 * applied), fresh `GITHUB_OUTPUT` / `GITHUB_STEP_SUMMARY` / `GITHUB_STATE` / `GITHUB_ENV` /
 * `GITHUB_PATH` files, an event payload file, the workspace as working directory, and for a
 * post step the saved state as `STATE_*` variables. Afterwards it parses the files back.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'

/** Absolute path of the repository root (no trailing slash). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]+$/, '')

export type StdoutLineHandler = (line: string, child: ChildProcess) => void

export interface RunActionOptions {
  /** Inputs by their action.yml names, e.g. `{ 'project-id': 'p1' }`. */
  inputs: Record<string, string>
  /**
   * Extra environment, applied last (e.g. a fake's `env`, `GITHUB_API_URL`); `undefined`
   * removes a variable the harness would set.
   */
  env?: Record<string, string | undefined>
  /** The triggering event; default `workflow_dispatch` with `{}`. */
  event?: { name: string; payload: object }
  /**
   * Script to run; default `<repo>/dist/index.js` (for a post run: action.yml's `runs.post`
   * when it names one).
   */
  entry?: string
  /** Run as the post step: `state` (saved by a previous main run) arrives as `STATE_*`. */
  post?: boolean
  state?: Record<string, string>
  /** Kill the child (SIGKILL) and reject after this long. Default 20 s. */
  timeoutMs?: number
  /** Called for every complete stdout line; lets a test signal the child (see `signalWhen`). */
  onStdoutLine?: StdoutLineHandler
  /** Called as soon as the child is spawned, before it has run a line of its own. */
  onSpawn?: (child: ChildProcess) => void
  /** Working directory; default the workspace (`GITHUB_WORKSPACE`), as on the runner. */
  cwd?: string
  /**
   * action.yml whose input defaults are applied like the runner does (for inputs not given).
   * Default `<repo>/action.yml` when it exists; `false` applies none.
   */
  actionYml?: string | false
  /** What `${{ github.token }}` in an action.yml default evaluates to. */
  githubToken?: string
  /** Node binary; default `process.execPath` (Node 24 under `npm exec vitest`). */
  nodePath?: string
}

export interface WorkflowCommand {
  command: string
  properties: Record<string, string>
  message: string
}

export interface RunActionResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  /** Parsed `GITHUB_OUTPUT`. */
  outputs: Record<string, string>
  /** Contents of `GITHUB_STEP_SUMMARY`. */
  summary: string
  /** Parsed `GITHUB_STATE` (what this run saved; pass it as `state` to a post run). */
  state: Record<string, string>
  /** Parsed `GITHUB_ENV`. */
  exportedEnv: Record<string, string>
  /** Lines of `GITHUB_PATH`. */
  addedPaths: string[]
  /** `::command props::message` lines on stdout (errors, warnings, masks, groups...). */
  commands: WorkflowCommand[]
  /** Holds the command files, `event.json`, `workspace/` and `runner-temp/`. Not deleted. */
  tmpDir: string
  workspace: string
  runnerTemp: string
  /** The environment the child was started with. */
  env: Record<string, string>
  durationMs: number
}

/** Rejection of `runAction` when the child outlived `timeoutMs`; carries what was collected. */
export class RunActionTimeoutError extends Error {
  readonly result: RunActionResult
  constructor(timeoutMs: number, result: RunActionResult) {
    super(
      `action did not finish within ${timeoutMs} ms\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`,
    )
    this.name = 'RunActionTimeoutError'
    this.result = result
  }
}

/**
 * Parses a file-command file (`GITHUB_OUTPUT`, `GITHUB_STATE`, `GITHUB_ENV`) as the runner does:
 * `name<<DELIMITER` heredoc blocks (what @actions/core writes, with `ghadelimiter_<uuid>`) and
 * `name=value` lines. Later entries win.
 */
export function parseCommandFile(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line.trim() === '') continue
    const eq = line.indexOf('=')
    const heredoc = line.indexOf('<<')
    if (heredoc >= 0 && (eq < 0 || heredoc < eq)) {
      const name = line.slice(0, heredoc)
      const delimiter = line.slice(heredoc + 2)
      if (name === '' || delimiter === '') throw new Error(`Invalid file command line: ${line}`)
      const value: string[] = []
      let closed = false
      for (i++; i < lines.length; i++) {
        const next = lines[i] ?? ''
        if (next === delimiter) {
          closed = true
          break
        }
        value.push(next)
      }
      if (!closed) throw new Error(`Matching delimiter not found: ${delimiter}`)
      out[name] = value.join('\n')
    } else if (eq > 0) {
      out[line.slice(0, eq)] = line.slice(eq + 1)
    } else {
      throw new Error(`Invalid file command line: ${line}`)
    }
  }
  return out
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

function unescapeProperty(s: string): string {
  return unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',')
}

/** Parses `::name k=v,k2=v2::message` workflow commands out of stdout. */
export function parseWorkflowCommands(stdout: string): WorkflowCommand[] {
  const out: WorkflowCommand[] = []
  for (const line of stdout.split(/\r?\n/)) {
    const m = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line)
    if (!m) continue
    const properties: Record<string, string> = {}
    for (const pair of (m[2] ?? '').split(',')) {
      const eq = pair.indexOf('=')
      if (eq > 0) properties[pair.slice(0, eq).trim()] = unescapeProperty(pair.slice(eq + 1))
    }
    out.push({ command: m[1] ?? '', properties, message: unescapeData(m[3] ?? '') })
  }
  return out
}

interface ActionYml {
  inputs?: Record<string, { default?: unknown } | null>
  runs?: { main?: unknown; post?: unknown }
}

/** Each action.yml parsed once: the suites run hundreds of steps from a handful of them. */
const parsedActions = new Map<string, ActionYml | null>()

function parseAction(actionYmlText: string): ActionYml | null {
  let action = parsedActions.get(actionYmlText)
  if (action === undefined) {
    action = parseYaml(actionYmlText) as ActionYml | null
    parsedActions.set(actionYmlText, action)
  }
  return action
}

/** The `default:` of every input of an action.yml; inputs without one are left unset, as the runner does. */
export function readActionDefaults(actionYmlText: string): Record<string, string> {
  const action = parseAction(actionYmlText)
  const defaults: Record<string, string> = {}
  for (const [name, input] of Object.entries(action?.inputs ?? {})) {
    const value = input?.default
    if (value !== undefined && value !== null) defaults[name] = String(value)
  }
  return defaults
}

/** `runs.main` or `runs.post` of an action.yml, if it names one. */
export function readEntry(actionYmlText: string, step: 'main' | 'post'): string | undefined {
  const entry = parseAction(actionYmlText)?.runs?.[step]
  return typeof entry === 'string' ? entry : undefined
}

function evaluateDefault(value: string, context: Record<string, string>): string {
  return value.replace(
    /\$\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g,
    (_, name: string) => context[name] ?? '',
  )
}

/** Variables inherited from the parent: the bare minimum for a process to run. */
const INHERITED = [
  'PATH',
  'HOME',
  'TMPDIR',
  'SystemRoot',
  'SYSTEMROOT',
  'windir',
  'TEMP',
  'TMP',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
  'ComSpec',
  'PATHEXT',
]

/**
 * Where the tests' processes keep Node's compile cache (`NODE_COMPILE_CACHE`): vitest's workers
 * (vitest.config.ts) and the spawned runs.
 */
export const COMPILE_CACHE = join(tmpdir(), 'docs-action-test-compile-cache')

async function readIfExists(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8')
  } catch {
    return ''
  }
}

/** A run made ready the way the runner does it, before the process starts. */
export interface PreparedRun {
  /** Holds the command files, `event.json`, `workspace/` and `runner-temp/`. */
  tmpDir: string
  workspace: string
  runnerTemp: string
  /** The command files the runner hands the step. */
  paths: { output: string; summary: string; state: string; env: string; path: string }
  /** The whole environment of the step: runner variables, `INPUT_*`, `STATE_*`. */
  env: Record<string, string>
  /** The script to run (`dist/index.js`, or the build named by ACTION_DIST). */
  entry: string
}

/**
 * Everything the runner does before it starts the step: a temp directory with the command files,
 * the event payload, a clean environment and the inputs with action.yml's defaults applied.
 * runAction uses it, and so does the benchmark, which spawns the process its own way.
 */
export async function prepareRun(
  options: Pick<
    RunActionOptions,
    'inputs' | 'env' | 'event' | 'entry' | 'post' | 'state' | 'actionYml' | 'githubToken'
  >,
): Promise<PreparedRun> {
  const tmpDir = await mkdtemp(join(tmpdir(), 'run-action-'))
  const files = join(tmpDir, 'files')
  const workspace = join(tmpDir, 'workspace')
  const runnerTemp = join(tmpDir, 'runner-temp')
  await Promise.all([mkdir(files), mkdir(workspace), mkdir(runnerTemp)])
  const paths = {
    output: join(files, 'output'),
    summary: join(files, 'step_summary'),
    state: join(files, 'state'),
    env: join(files, 'env'),
    path: join(files, 'path'),
  }
  await Promise.all(Object.values(paths).map((p) => writeFile(p, '')))
  const event = options.event ?? { name: 'workflow_dispatch', payload: {} }
  const eventPath = join(tmpDir, 'event.json')
  await writeFile(eventPath, JSON.stringify(event.payload, null, 2))

  const env: Record<string, string> = {}
  for (const key of INHERITED) {
    const value = process.env[key]
    if (value !== undefined) env[key] = value
  }
  Object.assign(env, {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: paths.output,
    GITHUB_STEP_SUMMARY: paths.summary,
    GITHUB_STATE: paths.state,
    GITHUB_ENV: paths.env,
    GITHUB_PATH: paths.path,
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_RUN_ID: '9100000001',
    GITHUB_RUN_NUMBER: '42',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_GRAPHQL_URL: 'https://api.github.com/graphql',
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_ACTOR: 'octocat',
    GITHUB_TRIGGERING_ACTOR: 'octocat',
    GITHUB_WORKFLOW: 'Docs agent',
    GITHUB_JOB: 'docs',
    GITHUB_ACTION: '__acme_docs-action',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_RETENTION_DAYS: '90',
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'GitHub Actions 1',
    RUNNER_ENVIRONMENT: 'github-hosted',
  })
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) Reflect.deleteProperty(env, key)
    else env[key] = value
  }

  const actionYml =
    options.actionYml === undefined ? join(repoRoot, 'action.yml') : options.actionYml
  const inputs: Record<string, string> = {}
  const actionYmlText =
    actionYml !== false && existsSync(actionYml) ? readFileSync(actionYml, 'utf8') : undefined
  if (actionYmlText !== undefined) {
    const context: Record<string, string> = {
      'github.token': options.githubToken ?? 'ghs_runActionHarnessToken',
      'github.repository': env['GITHUB_REPOSITORY'] ?? '',
      'github.workspace': workspace,
      'github.server_url': env['GITHUB_SERVER_URL'] ?? '',
      'github.api_url': env['GITHUB_API_URL'] ?? '',
      'github.run_id': env['GITHUB_RUN_ID'] ?? '',
      'github.event_name': event.name,
      'github.actor': env['GITHUB_ACTOR'] ?? '',
      'runner.temp': runnerTemp,
    }
    for (const [name, value] of Object.entries(readActionDefaults(actionYmlText))) {
      inputs[name] = evaluateDefault(value, context)
    }
  }
  Object.assign(inputs, options.inputs)
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  if (options.post) {
    for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value
  }

  // The action.yml's own entry (`dist/index.js`, a sub-action's `../dist/deploy.js`, `post`),
  // in the bundle under test.
  const declared =
    actionYmlText !== undefined
      ? readEntry(actionYmlText, options.post ? 'post' : 'main')
      : undefined
  // ACTION_DIST points the suites at another build of the bundle (parallel work on one tree).
  const distDir = process.env.ACTION_DIST ?? join(repoRoot, 'dist')
  const entry =
    options.entry ?? join(distDir, declared?.replace(/^(\.\.?\/)*dist\//, '') ?? 'index.js')
  return { tmpDir, workspace, runnerTemp, paths, env, entry }
}

export async function runAction(options: RunActionOptions): Promise<RunActionResult> {
  const started = Date.now()
  const { tmpDir, workspace, runnerTemp, paths, env, entry } = await prepareRun(options)
  const timeoutMs = options.timeoutMs ?? 20_000
  // Node's compile cache, shared by every spawned run: less CPU at each start. Not in
  // prepareRun's environment, which the benchmark uses: a runner starts cold.
  const childEnv = { NODE_COMPILE_CACHE: COMPILE_CACHE, ...env }
  const child = spawn(options.nodePath ?? process.execPath, [entry], {
    cwd: options.cwd ?? workspace,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  options.onSpawn?.(child)
  let stdout = ''
  let stderr = ''
  let pending = ''
  const emitLine = (line: string): void => {
    options.onStdoutLine?.(line, child)
  }
  child.stdout.setEncoding('utf8')
  child.stderr.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk
    pending += chunk
    const lines = pending.split(/\r?\n/)
    pending = lines.pop() ?? ''
    for (const line of lines) emitLine(line)
  })
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk
  })

  let timedOut = false
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      const timer = setTimeout(() => {
        timedOut = true
        child.kill('SIGKILL')
      }, timeoutMs)
      child.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
      child.once('close', (code, signal) => {
        clearTimeout(timer)
        resolve({ code, signal })
      })
    },
  )
  if (pending !== '') emitLine(pending)

  const [outputText, summary, stateText, envText, pathText] = await Promise.all([
    readIfExists(paths.output),
    readIfExists(paths.summary),
    readIfExists(paths.state),
    readIfExists(paths.env),
    readIfExists(paths.path),
  ])
  const result: RunActionResult = {
    ...exit,
    stdout,
    stderr,
    outputs: parseCommandFile(outputText),
    summary,
    state: parseCommandFile(stateText),
    exportedEnv: parseCommandFile(envText),
    addedPaths: pathText.split(/\r?\n/).filter((l) => l !== ''),
    commands: parseWorkflowCommands(stdout),
    tmpDir,
    workspace,
    runnerTemp,
    env: childEnv,
    durationMs: Date.now() - started,
  }
  if (timedOut) throw new RunActionTimeoutError(timeoutMs, result)
  return result
}

type LinePredicate = string | RegExp | ((line: string) => boolean)

function matches(predicate: LinePredicate, line: string): boolean {
  if (typeof predicate === 'string') return line.includes(predicate)
  if (predicate instanceof RegExp) return predicate.test(line)
  return predicate(line)
}

/** An `onStdoutLine` handler that sends `signal` once, at the first line matching `predicate`. */
export function signalWhen(
  predicate: LinePredicate,
  signal: NodeJS.Signals = 'SIGINT',
): StdoutLineHandler {
  let sent = false
  return (line, child) => {
    if (sent || !matches(predicate, line)) return
    sent = true
    child.kill(signal)
  }
}

/**
 * An `onStdoutLine` handler that cancels like the runner, at the first line matching
 * `predicate`: SIGINT, SIGTERM 7.5 s later, SIGKILL 2.5 s after that (while the child lives).
 */
export function cancelWhen(
  predicate: LinePredicate,
  timing: { sigtermAfterMs?: number; killAfterMs?: number } = {},
): StdoutLineHandler {
  let sent = false
  return (line, child) => {
    if (sent || !matches(predicate, line)) return
    sent = true
    const timers: NodeJS.Timeout[] = []
    child.once('exit', () => timers.forEach((t) => clearTimeout(t)))
    child.kill('SIGINT')
    const term = timing.sigtermAfterMs ?? 7_500
    timers.push(setTimeout(() => child.kill('SIGTERM'), term))
    timers.push(setTimeout(() => child.kill('SIGKILL'), term + (timing.killAfterMs ?? 2_500)))
  }
}
