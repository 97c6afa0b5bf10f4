import * as core from '@actions/core'
import { ApiError } from '../api/errors.js'
import type { AgentApi } from '../api/client.js'
import type { AgentJob } from '../api/types.js'
import type { Clock } from '../clock.js'
import type { AgentSettings } from '../settings.js'
import { resolveInstruction, type Instruction } from './instruction.js'
import { prLinkOf } from './job-status.js'
import { runAgent } from './run.js'
import { agentSummaryMarkdown } from './summary.js'
import { JobTimeoutError } from './wait.js'

/** What agent mode needs from the outside, handed in by main.ts. */
export interface AgentModeIO {
  api: AgentApi
  clock: Clock
  /** Epoch ms: the `timeout` input, shared with the API client. */
  deadline: number
  signal: AbortSignal
  setOutput: (name: string, value: string) => void
  writeSummary: (markdown: string) => Promise<void>
}

/**
 * Agent mode: decide the instruction, run it, and keep the outputs truthful at every step
 * (`job-id` is set the moment the job exists). Throws with one clear sentence when the step
 * should fail; the summary is written either way.
 */
export async function runAgentMode(settings: AgentSettings, io: AgentModeIO): Promise<void> {
  const instruction = resolveInstruction(settings)
  const started = io.clock.now()
  let job: AgentJob | undefined
  let outcome = 'The job did not start.'
  const onJob = (latest: AgentJob): void => {
    job = latest
    io.setOutput('job-id', latest.id)
    io.setOutput('status', latest.status)
    io.setOutput('pr-link', prLinkOf(latest))
    io.setOutput('job', JSON.stringify(latest))
  }

  let failure: string | undefined
  try {
    const result = await runAgent(settings, instruction, {
      api: io.api,
      clock: io.clock,
      deadline: io.deadline,
      signal: io.signal,
      onJob,
    })
    outcome = judge(result.job, result.waited, settings)
    if (result.job.status === 'failed' && settings.failOnJobFailure) failure = outcome
    else if (result.job.status === 'failed' || result.job.status === 'archived')
      core.warning(outcome)
    else core.notice(outcome)
  } catch (error) {
    outcome = failure = explainFailure(error, job, instruction, io.signal, io.clock.now() - started)
  } finally {
    await io.writeSummary(
      agentSummaryMarkdown({
        job,
        action: instruction.kind,
        durationMs: io.clock.now() - started,
        outcome,
      }),
    )
  }
  if (failure) throw new Error(failure)
}

function judge(job: AgentJob, waited: boolean, settings: AgentSettings): string {
  if (!waited) return `Job ${job.id} is ${job.status}; not waiting for it (\`wait: false\`).`
  switch (job.status) {
    case 'completed':
      return job.prLink
        ? `Job ${job.id} completed and opened a pull request: ${job.prLink}`
        : `Job ${job.id} completed without changes: no pull request was opened.`
    case 'archived':
      return `Job ${job.id} was archived before it finished.`
    case 'failed':
      return settings.failOnJobFailure
        ? `Job ${job.id} failed on Mintlify's side; see the job on the dashboard, or set \`fail-on-job-failure: false\` to let the step pass.`
        : `Job ${job.id} failed on Mintlify's side (the step passes: \`fail-on-job-failure\` is false).`
    default:
      return `Job ${job.id} ended with status ${job.status}.`
  }
}

/** One sentence saying what went wrong and, once a job exists, where it stands. */
function explainFailure(
  error: unknown,
  job: AgentJob | undefined,
  instruction: Instruction,
  signal: AbortSignal,
  elapsedMs: number,
): string {
  if (error instanceof JobTimeoutError) return error.message
  // A poll cut short by `timeout` is a timeout of the wait, whatever request was in flight.
  if (job && error instanceof ApiError && error.kind === 'timeout') {
    return new JobTimeoutError(job, elapsedMs).message
  }
  const cancelled = signal.aborted || (error instanceof ApiError && error.kind === 'aborted')
  if (cancelled) {
    if (job) {
      return `The run was cancelled while waiting for job ${job.id} (last status: ${job.status}); the job keeps running on Mintlify: wait for it in another run with \`job-id: ${job.id}\`.`
    }
    return instruction.kind === 'create'
      ? 'The run was cancelled while creating the agent job; the job may or may not exist: check the dashboard before running again.'
      : 'The run was cancelled before the job could be read.'
  }
  const message = error instanceof Error ? error.message : String(error)
  if (job && instruction.kind !== 'wait') {
    return `${message.replace(/\.$/, '')}; job ${job.id} was last seen ${job.status} and may still finish: wait for it with \`job-id: ${job.id}\`.`
  }
  return message
}
