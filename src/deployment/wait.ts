/**
 * A deployment (of the deployment branch, or a branch's preview) after its trigger: waiting for
 * its verdict, its outputs, and its logs. Shared by deploy and preview modes and by agent mode's
 * `preview: true`.
 */
import * as core from '@actions/core'
import type { DeploymentApi } from '../api/client.js'
import type { DeploymentStatus } from '../api/deployment-schemas.js'
import type { Clock } from '../clock.js'
import { formatDuration } from '../durations.js'
import { byteLength, OUTPUT_MAX_BYTES, type SetOutput } from '../outputs.js'
import { pollUntil, PollTimeout } from '../poll.js'

/** The statuses that end a deployment; any other (`queued`, `in_progress`, or one the API does not document, like a skipped deployment) does not. */
const VERDICTS: ReadonlySet<string> = new Set(['success', 'failure'])
const KNOWN: ReadonlySet<string> = new Set(['queued', 'in_progress', 'success', 'failure'])

export function isVerdict(status: string): boolean {
  return VERDICTS.has(status)
}

/** Log lines shown after a failure: the end of the build log says what went wrong. */
const LOG_TAIL_LINES = 20

export interface DeploymentWaitDeps {
  api: Pick<DeploymentApi, 'getDeploymentStatus'>
  clock: Clock
  /** Epoch ms: the `timeout` input. */
  deadline: number
  signal: AbortSignal
}

export interface DeploymentWait {
  statusId: string
  /** `Deployment` or `Preview`: how the log and messages name it. */
  noun: string
  pollIntervalMs: number
  /**
   * Queued by this run just now: the 202 said `queued`, so the first read waits the first gap,
   * as a job's first poll does after its create (no more requests than the agent's schedule).
   */
  justQueued: boolean
  /** Called with every status seen, so the outputs stay truthful at every moment. */
  onStatus: (status: DeploymentStatus) => void
}

export class DeploymentTimeoutError extends Error {
  readonly last: DeploymentStatus
  constructor(noun: string, statusId: string, last: DeploymentStatus, waitedMs: number) {
    super(
      // Under a second: what came before the wait (a slow GitHub, in its own warning) took it all.
      `${waitedMs < 1_000 ? `The step's \`timeout\` ran out before the wait for ${noun.toLowerCase()} ${statusId} could start` : `Timed out after ${formatDuration(waitedMs)} waiting for ${noun.toLowerCase()} ${statusId}`} (last status: ${last.status}); it may still finish: raise \`timeout\`, or wait for it in a later step with \`status-id: ${statusId}\`.`,
    )
    this.name = 'DeploymentTimeoutError'
    this.last = last
  }
}

/**
 * Polls the status until a verdict (or `timeout`), logging each change of status once and
 * warning once about each status the API does not document. Returns the last status.
 */
export async function waitForVerdict(
  wait: DeploymentWait,
  deps: DeploymentWaitDeps,
): Promise<DeploymentStatus> {
  const { clock, signal } = deps
  const started = clock.now()
  const warned = new Set<string>()
  let shown = ''
  const get = (poll?: AbortSignal): Promise<DeploymentStatus> =>
    deps.api.getDeploymentStatus(wait.statusId, poll)
  const see = (status: DeploymentStatus): void => {
    if (!KNOWN.has(status.status) && !warned.has(status.status)) {
      warned.add(status.status)
      core.warning(
        `${wait.noun} ${wait.statusId} reports the status "${status.status}", which the API does not document (the dashboard shows skipped deployments so); treating it as not finished and waiting until \`timeout\`.`,
      )
    }
    if (status.status !== shown) {
      shown = status.status
      core.info(
        `${wait.noun} ${wait.statusId}: ${status.status} after ${formatDuration(clock.now() - started)}`,
      )
    }
    wait.onStatus(status)
  }
  let first: DeploymentStatus
  if (wait.justQueued) {
    first = { status: 'queued' }
    shown = first.status
    core.info(`${wait.noun} ${wait.statusId}: queued after 0.0 s`)
  } else {
    first = await get(signal)
    see(first)
  }
  const last = await pollUntil(first, {
    pollIntervalMs: wait.pollIntervalMs,
    deadline: deps.deadline,
    startedAt: started,
    clock,
    signal,
    get,
    done: (status) => isVerdict(status.status),
    onValue: see,
  })
  if (last instanceof PollTimeout) {
    throw new DeploymentTimeoutError(wait.noun, wait.statusId, last.last, clock.now() - started)
  }
  return last
}

/**
 * Sets `status`, `subdomain` and `commit-sha` from a status object, at every status seen (each
 * is written only when it changes). The `deployment` output, which carries the growing build
 * log, is written once, when the run ends: see `deploymentOutput`.
 */
export function setDeploymentOutputs(setOutput: SetOutput, status: DeploymentStatus): void {
  setOutput('status', status.status)
  setOutput('subdomain', status.subdomain ?? '')
  setOutput('commit-sha', status.commit?.sha ?? '')
}

/**
 * The `deployment` output: the status object as JSON, within `maxBytes`. A build log too long
 * for it keeps its last lines that fit, with `logsTruncated: true` and `logsOmitted` (the lines
 * left out); the whole log is in the step log. Always valid JSON.
 */
export function deploymentOutput(status: DeploymentStatus, maxBytes = OUTPUT_MAX_BYTES): string {
  const whole = JSON.stringify(status)
  const logs = status.logs ?? []
  if (byteLength(whole) <= maxBytes || logs.length === 0) return whole
  // The size without any line, then the last lines while they fit (one comma each).
  const sizeOf = (omitted: number): number =>
    byteLength(JSON.stringify({ ...status, logs: [], logsTruncated: true, logsOmitted: omitted }))
  let kept = 0
  let size = sizeOf(logs.length)
  while (kept < logs.length) {
    const line = byteLength(JSON.stringify(logs[logs.length - 1 - kept])) + (kept > 0 ? 1 : 0)
    if (size + line > maxBytes) break
    size += line
    kept++
  }
  const omitted = logs.length - kept
  return JSON.stringify({
    ...status,
    logs: kept > 0 ? logs.slice(-kept) : [],
    logsTruncated: true,
    logsOmitted: omitted,
  })
}

/**
 * The build log in a collapsed group. Each line is server text, already redacted by the client:
 * control characters become spaces, and every line is prefixed, so none can start with `::` and
 * be taken for a workflow command.
 */
export async function logBuildLog(noun: string, status: DeploymentStatus): Promise<void> {
  const logs = status.logs ?? []
  if (logs.length === 0) return
  await core.group(`${noun} log (${logs.length} lines)`, async () => {
    for (const line of logs) core.info(`│ ${logLine(line)}`)
  })
}

/** The last lines of the build log, one line each, for a failure's message. */
export function logTail(status: DeploymentStatus, lines = LOG_TAIL_LINES): string[] {
  return (status.logs ?? []).slice(-lines).map(logLine)
}

function logLine(line: string): string {
  const flat = line.replace(/\p{Cc}/gu, ' ')
  return flat.length > 500 ? `${flat.slice(0, 499)}…` : flat
}
