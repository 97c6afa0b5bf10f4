import * as core from '@actions/core'
import { ApiError } from '../api/errors.js'
import type { AgentApi } from '../api/client.js'
import type { AgentJob } from '../api/types.js'
import type { Clock } from '../clock.js'
import { InputError } from '../input-error.js'
import type { AgentSettings } from '../settings.js'
import { authorizeCommenter } from './authorize.js'
import type { CommentOutcome, Requester } from './comment-body.js'
import type { GitHubContext } from './github-context.js'
import { callGitHub, describeGitHubError, type IssuesApi } from './github-issues.js'
import { planInstruction, type Instruction, type InstructionPlan } from './instruction.js'
import { MAX_PROMPT_CHARS, type BuiltPrompt } from './issue-prompt.js'
import { isTerminal, prLinkOf } from './job-status.js'
import { runAgent } from './run.js'
import { agentSummaryMarkdown } from './summary.js'
import {
  CANCELLED_COMMENT_WRITE_MS,
  COMMENT_WRITE_MS,
  TRACKING_STATE,
  TrackingComment,
  findTrackingComment,
  type FoundComment,
} from './tracking-comment.js'
import { triggerOf, type Trigger } from './trigger.js'
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
  /** The GitHub client; Octokit is loaded on the first call only (comments, permission). */
  github: () => Promise<IssuesApi>
  /** Keeps a value for the post step (`core.saveState`). */
  saveState: (name: string, value: string) => void
}

/**
 * Agent mode: decide the instruction (inputs, else the triggering issue or comment), check
 * who asked, run it, and keep the outputs and the issue's tracking comment truthful at every
 * step (`job-id` is set the moment the job exists). Throws with one clear sentence when the
 * step should fail; the summary and the comment are written either way.
 */
export async function runAgentMode(
  settings: AgentSettings,
  context: GitHubContext,
  io: AgentModeIO,
): Promise<void> {
  const trigger = triggerOf(context)
  const plan = await readTrigger(settings, trigger)
  const commenting = wantsComment(settings, trigger)
  if (plan.kind === 'skip') return skip(plan.reason, io)

  if (trigger.kind === 'comment') {
    if (!settings.githubToken) {
      throw new InputError(
        'github-token',
        "Input `github-token` is empty, but an `issue_comment` event needs it: to check that the commenter may trigger the agent and to find the issue's job.",
      )
    }
    const { comment } = trigger
    const decision = await core.group('Checking who may trigger the agent', async () => {
      const result = await authorizeCommenter(
        comment,
        settings.allowedUsers,
        async (login) => {
          const github = await io.github()
          return callGitHub((signal) => github.accessOf(login, signal), {
            clock: io.clock,
            signal: io.signal,
            timeoutMs: COMMENT_WRITE_MS,
            doing: `Checking the repository access of \`${login}\``,
          })
        },
        `${context.owner}/${context.repo}`,
      )
      if (result.allowed) core.info(result.reason)
      return result
    })
    if (!decision.allowed) return skip(decision.reason, io)
  }

  const { instruction, existing } = await chooseInstruction(plan, trigger, commenting, io)
  const requestedBy: Requester | undefined =
    trigger.kind === 'comment' && plan.kind === 'from-comment'
      ? { login: trigger.comment.author.login, url: trigger.comment.url }
      : undefined
  const tracking =
    commenting && trigger.kind !== 'other'
      ? new TrackingComment(
          {
            github: io.github,
            clock: io.clock,
            issueNumber: trigger.issue.number,
            runUrl: context.runUrl,
            saveState: (saved) => io.saveState(TRACKING_STATE, JSON.stringify(saved)),
            onUrl: (url) => io.setOutput('comment-url', url),
          },
          existing,
        )
      : undefined

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
  const onStarted = async (first: AgentJob): Promise<void> => {
    // Looking up a job that already ended: the final text is the first one worth writing.
    if (!tracking || (instruction.kind === 'wait' && settings.wait && isTerminal(first.status)))
      return
    const opening: CommentOutcome = settings.wait
      ? { kind: 'working' }
      : { kind: 'not-waiting', status: first.status }
    await tracking.start(first.id, opening, requestedBy)
  }

  let failure: string | undefined
  let commentOutcome: CommentOutcome | undefined
  try {
    const result = await runAgent(settings, instruction, {
      api: io.api,
      clock: io.clock,
      deadline: io.deadline,
      signal: io.signal,
      onJob,
      onStarted,
    })
    outcome = judge(result.job, result.waited, settings)
    commentOutcome = outcomeForComment(result.job, result.waited)
    if (result.job.status === 'failed' && settings.failOnJobFailure) failure = outcome
    else if (result.job.status === 'failed' || result.job.status === 'archived')
      core.warning(outcome)
    else core.notice(outcome)
  } catch (error) {
    const explained = explainFailure(error, job, instruction, io.signal, io.clock.now() - started)
    outcome = failure = explained.message
    if (job) commentOutcome = failureForComment(explained, job)
  } finally {
    if (tracking && job && commentOutcome) {
      // After cancellation the runner allows ~7 s before SIGTERM: keep the last write short.
      const budget = io.signal.aborted ? CANCELLED_COMMENT_WRITE_MS : COMMENT_WRITE_MS
      await tracking.finish(job.id, commentOutcome, budget)
    }
    await io.writeSummary(
      agentSummaryMarkdown({
        job,
        action: instruction.kind,
        durationMs: io.clock.now() - started,
        outcome,
        commentUrl: tracking?.url,
      }),
    )
  }
  if (failure) throw new Error(failure)
}

/** Plans the instruction; for an issue event, inside a log group that names the issue. */
async function readTrigger(settings: AgentSettings, trigger: Trigger): Promise<InstructionPlan> {
  if (trigger.kind === 'other') return planInstruction(settings, trigger)
  const title =
    trigger.kind === 'issue'
      ? `Reading issue #${trigger.issue.number}`
      : `Reading the comment on issue #${trigger.issue.number}`
  return core.group(title, async () => {
    const plan = planInstruction(settings, trigger)
    if (plan.kind === 'ready' && plan.built) reportPrompt(plan.built, 'issue')
    else if (plan.kind === 'from-comment') reportPrompt(plan.followUp, 'comment')
    else if (plan.kind === 'ready') {
      core.info(
        'The instruction comes from the inputs (`prompt`, `job-id`); the event text is not used.',
      )
    }
    return plan
  })
}

/** Whether to keep a tracking comment; says why not when the user asked for one. */
function wantsComment(settings: AgentSettings, trigger: Trigger): boolean {
  if (settings.comment === 'false') return false
  if (trigger.kind === 'other') {
    if (settings.comment === 'true') {
      core.warning(
        `\`comment: true\` needs an issue to comment on, and this \`${trigger.eventName}\` event has none: no tracking comment is written.`,
      )
    }
    return false
  }
  if (!settings.githubToken) {
    core.warning('Input `github-token` is empty: no tracking comment is written.')
    return false
  }
  return true
}

interface Chosen {
  instruction: Instruction
  /** This issue's tracking comment of the job, to edit instead of posting another. */
  existing?: FoundComment
}

/**
 * A comment follows up the job recorded in the issue's tracking comment, or creates a job when
 * the issue has none. A follow-up or wait on an issue also edits that job's comment when there
 * is one; not finding it (or failing to look) only means a new comment.
 */
async function chooseInstruction(
  plan: Exclude<InstructionPlan, { kind: 'skip' }>,
  trigger: Trigger,
  commenting: boolean,
  io: AgentModeIO,
): Promise<Chosen> {
  const find = { clock: io.clock, signal: io.signal }
  if (plan.kind === 'from-comment' && trigger.kind !== 'other') {
    const issue = trigger.issue
    const found = await core.group(`Finding the job of issue #${issue.number}`, async () => {
      const result = await findTrackingComment(await io.github(), issue.number, find)
      core.info(
        result
          ? `The tracking comment ${result.url} records job ${result.jobId}: sending the comment to it as a follow-up.`
          : 'This issue has no tracking comment: creating a new job from the comment.',
      )
      return result
    })
    return found
      ? {
          instruction: { kind: 'follow-up', jobId: found.jobId, prompt: plan.followUp.prompt },
          existing: found,
        }
      : { instruction: { kind: 'create', prompt: plan.create.prompt } }
  }
  if (plan.kind !== 'ready') throw new Error('unreachable: a comment plan without a comment')
  const { instruction } = plan
  if (!commenting || instruction.kind === 'create' || trigger.kind === 'other') {
    return { instruction }
  }
  try {
    const existing = await findTrackingComment(await io.github(), trigger.issue.number, {
      ...find,
      jobId: instruction.jobId,
    })
    return { instruction, existing }
  } catch (error) {
    core.info(
      `${describeGitHubError(error, 'Looking for the tracking comment of the job').message} A new comment is posted instead.`,
    )
    return { instruction }
  }
}

function reportPrompt(built: BuiltPrompt, source: 'issue' | 'comment'): void {
  // The text itself is not logged: a line of it starting with `::` would be a workflow command.
  core.info(`The ${source} makes a ${built.prompt.length}-character prompt.`)
  if (built.hiddenBlocks > 0 || built.invisibleChars > 0) {
    core.info(
      `Removed what a reader cannot see: ${built.hiddenBlocks} HTML comment(s) or hidden link definition(s), ${built.invisibleChars} invisible character(s).`,
    )
  }
  if (built.truncatedFrom !== undefined) {
    core.warning(
      `The ${source} text makes a ${built.truncatedFrom}-character prompt; only the first ${MAX_PROMPT_CHARS} characters were sent to the agent.`,
    )
  }
}

/** Nothing to do, by design: a notice, a summary line, and the step succeeds. */
async function skip(reason: string, io: AgentModeIO): Promise<void> {
  core.notice(reason)
  await io.writeSummary(
    agentSummaryMarkdown({ job: undefined, action: 'none', durationMs: 0, outcome: reason }),
  )
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

function outcomeForComment(job: AgentJob, waited: boolean): CommentOutcome {
  if (!waited) return { kind: 'not-waiting', status: job.status }
  switch (job.status) {
    case 'completed':
      return { kind: 'completed', prLink: prLinkOf(job) }
    case 'failed':
      return { kind: 'failed' }
    case 'archived':
      return { kind: 'archived' }
    default:
      return { kind: 'error', status: job.status, message: `Job ended with status ${job.status}.` }
  }
}

interface ExplainedFailure {
  kind: 'timed-out' | 'cancelled' | 'error'
  message: string
}

function failureForComment(failure: ExplainedFailure, job: AgentJob): CommentOutcome {
  switch (failure.kind) {
    case 'timed-out':
      return { kind: 'timed-out', status: job.status }
    case 'cancelled':
      return { kind: 'cancelled', status: job.status }
    case 'error':
      return { kind: 'error', status: job.status, message: failure.message }
  }
}

/** One sentence saying what went wrong and, once a job exists, where it stands. */
function explainFailure(
  error: unknown,
  job: AgentJob | undefined,
  instruction: Instruction,
  signal: AbortSignal,
  elapsedMs: number,
): ExplainedFailure {
  if (error instanceof JobTimeoutError) return { kind: 'timed-out', message: error.message }
  // A poll cut short by `timeout` is a timeout of the wait, whatever request was in flight.
  if (job && error instanceof ApiError && error.kind === 'timeout') {
    return { kind: 'timed-out', message: new JobTimeoutError(job, elapsedMs).message }
  }
  const cancelled = signal.aborted || (error instanceof ApiError && error.kind === 'aborted')
  if (cancelled) {
    if (job) {
      return {
        kind: 'cancelled',
        message: `The run was cancelled while waiting for job ${job.id} (last status: ${job.status}); the job keeps running on Mintlify: wait for it in another run with \`job-id: ${job.id}\`.`,
      }
    }
    return {
      kind: 'cancelled',
      message:
        instruction.kind === 'create'
          ? 'The run was cancelled while creating the agent job; the job may or may not exist: check the dashboard before running again.'
          : 'The run was cancelled before the job could be read.',
    }
  }
  const message = error instanceof Error ? error.message : String(error)
  if (job && instruction.kind !== 'wait') {
    return {
      kind: 'error',
      message: `${message.replace(/\.$/, '')}; job ${job.id} was last seen ${job.status} and may still finish: wait for it with \`job-id: ${job.id}\`.`,
    }
  }
  return { kind: 'error', message }
}
