/**
 * Waiting for an agent job (agent mode, and automation mode's run): which statuses end a job,
 * its outputs, and its wait (the shared waiter, with the follow-up grace rule).
 */
import type { AgentApi } from './mintlify/agent-api.js'
import type { AgentJob, KnownJobStatus } from './mintlify/schemas.js'
import { waitFor, type PollSchedule, type Waited } from './poll.js'
import type { Log, SetOutput } from './runner.js'

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

/**
 * Sets `job-id`, `status`, `pr-link` and `job` from a job object, at every one received, so the
 * outputs stay truthful at every moment (the step's setter writes each only when it changes).
 */
export function setJobOutputs(
  setOutput: SetOutput<'job-id' | 'status' | 'pr-link' | 'job'>,
  job: AgentJob,
): void {
  setOutput('job-id', job.id)
  setOutput('status', job.status)
  setOutput('pr-link', job.prLink ?? '')
  setOutput('job', JSON.stringify(job))
}

/** How long a terminal status that did not change after a follow-up is doubted. */
export const FOLLOW_UP_GRACE_MS = 30_000

export interface JobWaitOptions extends PollSchedule {
  api: Pick<AgentApi, 'getJob'>
  projectId: string
  log: Log
  /** Epoch ms the step started, for the durations in the log and the timeout message. */
  startedAt?: number
  /** Called with every job object received, so outputs stay truthful at every moment. */
  onJob: (job: AgentJob) => void
  /**
   * Set after a follow-up: the job as the message response showed it. The API may still
   * report the old terminal state for a moment; it counts only once the job was seen
   * `active`, its status or `prLink` changed, or FOLLOW_UP_GRACE_MS passed.
   */
  afterFollowUp?: AgentJob
}

/**
 * Polls a job until a terminal status (or `deadline`, then a WaitTimeoutError), logging each
 * change of status with the elapsed time. Returns the last job object.
 */
export function waitForJob(first: AgentJob, options: JobWaitOptions): Promise<AgentJob> {
  const { clock, afterFollowUp: followUp } = options
  const startedAt = options.startedAt ?? clock.now()
  let sawActive = first.status === 'active'
  const waited: Waited<AgentJob> = {
    noun: 'Job',
    id: first.id,
    known: KNOWN,
    ending: TERMINAL,
    resume: { input: 'job-id', does: 'wait for it' },
  }
  return waitFor(waited, {
    ...options,
    startedAt,
    first,
    get: (signal) => options.api.getJob(options.projectId, first.id, signal),
    onValue: (job) => {
      if (job.status === 'active') sawActive = true
      options.onJob(job)
    },
    counts: (job) =>
      !followUp ||
      sawActive ||
      job.status !== followUp.status ||
      (job.prLink ?? null) !== (followUp.prLink ?? null) ||
      clock.now() - startedAt >= FOLLOW_UP_GRACE_MS,
  })
}
