/**
 * Waiting for an agent job (agent mode, and automation mode's run): which statuses end a job,
 * and the wait itself (until a terminal status or `timeout`).
 */
import * as core from '@actions/core'
import type { AgentApi } from './api/client.js'
import type { AgentJob, KnownJobStatus } from './api/types.js'
import type { Clock } from './clock.js'
import { formatDuration } from './durations.js'
import type { SetOutput } from './outputs.js'
import { pollUntil, PollTimeout } from './poll.js'
import { quoteShort } from './text.js'

const TERMINAL: ReadonlySet<string> = new Set<KnownJobStatus>(['completed', 'archived', 'failed'])
const KNOWN: ReadonlySet<string> = new Set<KnownJobStatus>([
  'active',
  'completed',
  'archived',
  'failed',
])

/** A status the API may add later is not terminal: keep polling until `timeout`. */
export function isTerminal(status: string): boolean {
  return TERMINAL.has(status)
}

function isKnownStatus(status: string): boolean {
  return KNOWN.has(status)
}

/** The pull request link, or '' when the job has none. */
function prLinkOf(job: AgentJob): string {
  return job.prLink ?? ''
}

/**
 * Sets `job-id`, `status`, `pr-link` and `job` from a job object, at every one received, so the
 * outputs stay truthful at every moment (main.ts's setter writes each only when it changes).
 */
export function setJobOutputs(setOutput: SetOutput, job: AgentJob): void {
  setOutput('job-id', job.id)
  setOutput('status', job.status)
  setOutput('pr-link', prLinkOf(job))
  setOutput('job', JSON.stringify(job))
}

/** How long a terminal status that did not change after a follow-up is doubted. */
export const FOLLOW_UP_GRACE_MS = 30_000

export interface WaitOptions {
  api: Pick<AgentApi, 'getJob'>
  projectId: string
  pollIntervalMs: number
  /** Epoch ms: the `timeout` input. */
  deadline: number
  /** Epoch ms the step started, for the durations in the log and the timeout message. */
  startedAt?: number
  clock: Clock
  signal?: AbortSignal
  /** Called with every job object received, so outputs stay truthful at every moment. */
  onJob: (job: AgentJob) => void
  /**
   * Set after a follow-up: the job as the message response showed it. The API may still
   * report the old terminal state for a moment; it counts only once the job was seen
   * `active`, its status or `prLink` changed, or FOLLOW_UP_GRACE_MS passed.
   */
  afterFollowUp?: AgentJob
}

export class JobTimeoutError extends Error {
  readonly job: AgentJob
  constructor(job: AgentJob, waitedMs: number) {
    super(
      `Timed out after ${formatDuration(waitedMs)} waiting for job ${job.id} (last status: ${job.status}); the job may still finish: raise \`timeout\`, or wait for it in a later step with \`job-id: ${job.id}\`.`,
    )
    this.name = 'JobTimeoutError'
    this.job = job
  }
}

/**
 * Polls a job until a terminal status (or `deadline`), logging each change of status with
 * the elapsed time. Returns the last job object.
 */
export async function waitForJob(first: AgentJob, options: WaitOptions): Promise<AgentJob> {
  const { clock } = options
  const started = options.startedAt ?? clock.now()
  const followUp = options.afterFollowUp
  let sawActive = first.status === 'active'
  let job = first
  const warned = new Set<string>()
  const describe = (j: AgentJob): string =>
    `Job ${j.id}: ${j.status} after ${formatDuration(clock.now() - started)}`

  const settled = (j: AgentJob): boolean => {
    if (!isTerminal(j.status)) return false
    if (!followUp || sawActive) return true
    const changed = j.status !== followUp.status || (j.prLink ?? null) !== (followUp.prLink ?? null)
    return changed || clock.now() - started >= FOLLOW_UP_GRACE_MS
  }

  core.info(describe(job))
  const last = await pollUntil(job, {
    ...options,
    startedAt: started,
    get: (poll) => options.api.getJob(options.projectId, job.id, poll),
    done: settled,
    onValue: (next) => {
      if (next.status === 'active') sawActive = true
      if (!isKnownStatus(next.status) && !warned.has(next.status)) {
        warned.add(next.status)
        core.warning(
          `Job ${next.id} reports the status ${quoteShort(next.status)}, which this action does not know; treating it as still running.`,
        )
      }
      if (next.status !== job.status || next.prLink !== job.prLink) core.info(describe(next))
      job = next
      options.onJob(job)
    },
  })
  if (last instanceof PollTimeout) throw new JobTimeoutError(last.last, clock.now() - started)
  return last
}
