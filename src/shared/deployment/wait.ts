/**
 * A deployment (of the deployment branch, or a branch's preview) after its trigger: waiting for
 * its verdict, its outputs, and its logs. Shared by deploy and preview modes and by agent mode's
 * `preview: true`.
 */
import type { DeploymentApi } from '../mintlify/deployment-api.js'
import type { Deployment } from '../mintlify/deployment-schemas.js'
import type { Clock } from '../clock.js'
import { waitFor } from '../poll.js'
import { OUTPUT_MAX_BYTES, type Log, type SetOutput } from '../runner.js'
import { byteLength } from '../text.js'

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
  log: Log
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
  /** Epoch ms of the trigger (or resume): the log and the timeout count durations from it. */
  startedAt?: number
  /** Called with every deployment read, so the outputs stay truthful at every moment. */
  onDeployment: (deployment: Deployment) => void
}

/**
 * Polls the deployment until a verdict (or `timeout`, then a WaitTimeoutError), logging each
 * change of status once and warning once about each status the API does not document. Returns
 * the deployment as last read.
 */
export function waitForVerdict(
  wait: DeploymentWait,
  deps: DeploymentWaitDeps,
): Promise<Deployment> {
  return waitFor(
    {
      noun: wait.noun,
      id: wait.statusId,
      known: KNOWN,
      ending: VERDICTS,
      resume: { input: 'status-id', does: 'wait for it' },
      unknownNote: 'the dashboard shows skipped deployments so',
    },
    {
      ...deps,
      pollIntervalMs: wait.pollIntervalMs,
      startedAt: wait.startedAt,
      first: wait.justQueued ? { status: 'queued' } : undefined,
      get: (signal) => deps.api.getDeploymentStatus(wait.statusId, signal),
      onValue: wait.onDeployment,
    },
  )
}

/**
 * Sets `status`, `subdomain` and `commit-sha` from a deployment, at every one read (each
 * is written only when it changes). The `deployment` output, which carries the growing build
 * log, is written once, when the run ends: see `deploymentOutput`.
 */
export function setDeploymentOutputs(
  setOutput: SetOutput<'status' | 'subdomain' | 'commit-sha'>,
  deployment: Deployment,
): void {
  setOutput('status', deployment.status)
  setOutput('subdomain', deployment.subdomain ?? '')
  setOutput('commit-sha', deployment.commit?.sha ?? '')
}

/**
 * The `deployment` output: the deployment as JSON, within `maxBytes`. A build log too long
 * for it keeps its last lines that fit, with `logsTruncated: true` and `logsOmitted` (the lines
 * left out); the whole log is in the step log. Always valid JSON.
 */
export function deploymentOutput(deployment: Deployment, maxBytes = OUTPUT_MAX_BYTES): string {
  const whole = JSON.stringify(deployment)
  const logs = deployment.logs ?? []
  if (byteLength(whole) <= maxBytes || logs.length === 0) return whole
  // The size without any line, then the last lines while they fit (one comma each).
  const sizeOf = (omitted: number): number =>
    byteLength(
      JSON.stringify({ ...deployment, logs: [], logsTruncated: true, logsOmitted: omitted }),
    )
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
    ...deployment,
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
export async function logBuildLog(noun: string, deployment: Deployment, log: Log): Promise<void> {
  const logs = deployment.logs ?? []
  if (logs.length === 0) return
  await log.group(`${noun} log (${logs.length} lines)`, async () => {
    for (const line of logs) log.info(`│ ${logLine(line)}`)
  })
}

/** The last lines of the build log, one line each, for a failure's message. */
export function logTail(deployment: Deployment, lines = LOG_TAIL_LINES): string[] {
  return (deployment.logs ?? []).slice(-lines).map(logLine)
}

function logLine(line: string): string {
  const flat = line.replace(/\p{Cc}/gu, ' ')
  return flat.length > 500 ? `${flat.slice(0, 499)}…` : flat
}
