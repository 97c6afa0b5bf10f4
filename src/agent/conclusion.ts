/**
 * How an agent run ended, worked out once and then shown three ways: the log line (or the
 * step's failure), the job's comments and the step summary.
 */
import { ApiError } from '../shared/mintlify/errors.js'
import type { AgentJob } from '../shared/mintlify/schemas.js'
import type { PreviewCheck } from '../shared/deployment/link-check.js'
import type { GitHubContext } from '../shared/github/context.js'
import { inRepository, pullRequestOf } from '../shared/github/pull-request.js'
import type { AgentSettings } from './inputs.js'
import { errorMessage, withoutTrailing } from '../shared/text.js'
import type { Instruction } from './run.js'
import { WaitTimeoutError } from '../shared/poll.js'
import type { Outcome } from '../shared/mode-contract.js'

/** How an agent run ended; `state` is what the tracking comment's marker records. */
export type Conclusion = Omit<Outcome, 'state'> &
  (
    | { state: 'not-waiting'; job: AgentJob }
    /**
     * `elsewhere`: the pull request is in this other repository (`owner/repo`). `preview`: the
     * preview of its branch (`preview: true`).
     */
    | { state: 'completed'; job: AgentJob; elsewhere?: string; preview?: PreviewLink }
    | { state: 'failed'; job: AgentJob }
    | { state: 'archived'; job: AgentJob }
    | { state: 'timed-out'; job: AgentJob }
    /** `job`: the job as last seen, when it existed before the run stopped. */
    | { state: 'cancelled'; job: AgentJob | undefined }
    | { state: 'error'; job: AgentJob | undefined }
  )

/** The preview of the agent's pull request branch, as its comments and the summary show it. */
export interface PreviewLink {
  url: string | undefined
  /** `ready`, `failed`, `queued` (not waited for) or why it was not followed to the end. */
  state: string
  sentence: string
  /** The link check of the ready preview (`check`), when one ran or was skipped. */
  check?: PreviewCheck
}

/** A conclusion about a job that exists: what a comment can show. */
export type JobConclusion = Conclusion & { job: AgentJob }

/** A run whose job reached the end of what this run waits for (a terminal status, or none). */
export function concludeRun(
  job: AgentJob,
  waited: boolean,
  settings: AgentSettings,
  context: GitHubContext,
): JobConclusion {
  if (!waited) {
    return {
      state: 'not-waiting',
      job,
      level: 'notice',
      sentence: `Job ${job.id} is ${job.status}; not waiting for it (\`wait: false\`).`,
    }
  }
  switch (job.status) {
    case 'completed': {
      const pr = job.prLink ? pullRequestOf(job.prLink, context.serverUrl) : undefined
      const elsewhere =
        pr && context.owner && !inRepository(pr, context.owner, context.repo)
          ? `${pr.owner}/${pr.repo}`
          : undefined
      return {
        state: 'completed',
        job,
        ...(elsewhere ? { elsewhere } : {}),
        level: 'notice',
        sentence: job.prLink
          ? `Job ${job.id} completed and opened a pull request: ${job.prLink}`
          : `Job ${job.id} completed without changes: no pull request was opened.`,
      }
    }
    case 'archived':
      return {
        state: 'archived',
        job,
        level: 'warning',
        sentence: `Job ${job.id} was archived before it finished.`,
      }
    case 'failed':
      return {
        state: 'failed',
        job,
        level: settings.failOnJobFailure ? 'failure' : 'warning',
        sentence: settings.failOnJobFailure
          ? `Job ${job.id} failed on Mintlify's side; see the job on the dashboard, or set \`fail-on-job-failure: false\` to let the step pass.`
          : `Job ${job.id} failed on Mintlify's side (the step passes: \`fail-on-job-failure\` is false).`,
      }
    default:
      return {
        state: 'error',
        job,
        level: 'failure',
        sentence: `Job ${job.id} ended with status ${job.status}.`,
      }
  }
}

/** A run that stopped on an error: what went wrong and, once a job exists, where it stands. */
export function concludeFailure(
  error: unknown,
  job: AgentJob | undefined,
  instruction: Instruction,
  cancelled: boolean,
): Conclusion {
  // Thrown only by the wait, so once the job exists.
  if (job && error instanceof WaitTimeoutError) {
    return { state: 'timed-out', job, level: 'failure', sentence: error.message }
  }
  if (cancelled || (error instanceof ApiError && error.kind === 'aborted')) {
    return {
      state: 'cancelled',
      job,
      level: 'failure',
      sentence: job
        ? `The run was cancelled while waiting for job ${job.id} (last status: ${job.status}); the job keeps running on Mintlify: wait for it in another run with \`job-id: ${job.id}\`.`
        : instruction.kind === 'create'
          ? 'The run was cancelled while creating the agent job; the job may or may not exist: check the dashboard before running again.'
          : 'The run was cancelled before the job could be read.',
    }
  }
  const message = errorMessage(error)
  return {
    state: 'error',
    job,
    level: 'failure',
    sentence:
      job && instruction.kind !== 'wait'
        ? `${withoutTrailing(message, '.')}; job ${job.id} was last seen ${job.status} and may still finish: wait for it with \`job-id: ${job.id}\`.`
        : message,
  }
}
