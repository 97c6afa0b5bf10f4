import * as core from '@actions/core'
import { ApiError } from '../api/errors.js'
import type { AgentJob } from '../api/types.js'
import { InputError } from '../input-error.js'
import { STATE_KEYS, type OutputName, type SetOutput } from '../outputs.js'
import type { AgentSettings } from '../settings.js'
import { authorizeCommenter } from './authorize.js'
import { type CommentOutcome, type Requester } from './comment/body.js'
import { readMarker, runRecord } from './comment/marker.js'
import type { GitHubContext } from '../github/context.js'
import { callGitHub, describeGitHubError } from '../github/client.js'
import { inRepository, pullRequestOf } from '../github/pull-request.js'
import type { Instruction } from './instruction.js'
import { isTerminal, prLinkOf } from './wait.js'
import { runAgent } from './run.js'
import { agentSummaryMarkdown } from './summary.js'
import {
  CANCELLED_COMMENT_WRITE_MS,
  COMMENT_WRITE_MS,
  TrackingComment,
  findTrackingComment,
  type FoundComment,
} from './comment/tracking.js'
import { chooseInstruction, readInstruction, wantsComment } from './plan.js'
import { triggerOf } from '../github/trigger.js'
import type { AgentModeIO } from './io.js'
import { JobTimeoutError } from './wait.js'
import { errorMessage, withoutTrailing } from '../text.js'

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
  const plan = await readInstruction(settings, trigger)
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

  const run = { id: context.runId, attempt: context.runAttempt }
  const chosen = await chooseInstruction(plan, trigger, commenting, run, io)
  if ('skip' in chosen) return skip(chosen.skip, io)
  const { instruction, existing, resumedFrom } = chosen
  const fromComment = trigger.kind === 'comment' && plan.kind === 'from-comment'
  const onPullRequest = trigger.kind === 'comment' && trigger.on === 'pull-request'
  // On a pull request, the tracking comment is the one that names the job and its issue.
  const origin = onPullRequest && existing ? readMarker(existing.body)?.issue : undefined
  const requestedBy: Requester | undefined = fromComment
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
            record:
              instruction.kind === 'wait' || !context.runId
                ? undefined
                : runRecord(context.runId, fromComment ? trigger.comment.id : undefined),
            saveState: (saved) => io.saveState(STATE_KEYS.trackingComment, JSON.stringify(saved)),
            onUrl: (url) => io.setOutput('comment-url', url),
            pullRequest: onPullRequest ? { issue: origin } : undefined,
          },
          existing,
        )
      : undefined

  const started = io.clock.now()
  let job: AgentJob | undefined
  // One sentence on how the run ended: the notice, the summary, or the failure.
  let conclusion = 'The job did not start.'
  // Each output is written when its value changes, not on every poll: GITHUB_OUTPUT is a file
  // the runner reads whole, and a long wait would otherwise fill it with copies.
  const written = new Map<OutputName, string>()
  const setOutput: SetOutput = (name, value) => {
    if (written.get(name) === value) return
    written.set(name, value)
    io.setOutput(name, value)
  }
  const onJob = (latest: AgentJob): void => {
    job = latest
    setOutput('job-id', latest.id)
    setOutput('status', latest.status)
    setOutput('pr-link', prLinkOf(latest))
    setOutput('job', JSON.stringify(latest))
  }
  const onStarted = async (first: AgentJob): Promise<void> => {
    if (instruction.kind === 'create' && !tracking) {
      // Nothing else records the job: a re-run would create another, so say how to resume.
      core.info(
        `Nothing records job ${first.id} for a re-run of this workflow: to wait for it from a re-run or another workflow, set \`job-id: ${first.id}\`.`,
      )
    }
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
      startedAt: started,
      onJob,
      onStarted,
    })
    conclusion = judge(result.job, result.waited, settings)
    commentOutcome = outcomeForComment(result.job, result.waited, context)
    if (result.job.status === 'failed' && settings.failOnJobFailure) failure = conclusion
    else if (result.job.status === 'failed' || result.job.status === 'archived')
      core.warning(conclusion)
    else core.notice(conclusion)
  } catch (error) {
    const explained = explainFailure(error, job, instruction, io.signal, io.clock.now() - started)
    conclusion = failure = explained.message
    if (job) commentOutcome = failureForComment(explained, job)
  } finally {
    if (job && commentOutcome) {
      // After cancellation the runner allows ~7 s before SIGTERM: keep the last write short.
      const budget = io.signal.aborted ? CANCELLED_COMMENT_WRITE_MS : COMMENT_WRITE_MS
      if (tracking) await tracking.finish(job.id, commentOutcome, budget)
      if (tracking && origin !== undefined) {
        await updateIssueComment(origin, job.id, commentOutcome, budget, context, io)
      }
      const ownIssue = trigger.kind === 'other' || onPullRequest ? undefined : trigger.issue.number
      // Only runs that keep a tracking comment (issue and pull request events) comment on the
      // pull request: a workflow started by hand or on a schedule asked for no comments.
      if (tracking && !io.signal.aborted) {
        await commentOnPullRequest(job, commentOutcome, ownIssue ?? origin, context, io, {
          skip: onPullRequest && trigger.kind === 'comment' ? trigger.issue.number : undefined,
        })
      }
    }
    await io.writeSummary(
      agentSummaryMarkdown({
        job,
        action: resumedFrom ? 'resume' : instruction.kind,
        durationMs: io.clock.now() - started,
        conclusion,
        commentUrl: tracking?.url,
        resumeHint: instruction.kind === 'create' && !tracking,
      }),
    )
  }
  if (failure) throw new Error(failure)
}

/** Nothing to do, by design: a notice, a summary line, and the step succeeds. */
async function skip(reason: string, io: AgentModeIO): Promise<void> {
  core.notice(reason)
  await io.writeSummary(
    agentSummaryMarkdown({ job: undefined, action: 'none', durationMs: 0, conclusion: reason }),
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

/**
 * The comment on the pull request the agent opened in this repository: it names the job (and the
 * issue it came from), so `/docs` comments in the review reach the same job. Posted once, then
 * edited with each outcome; never posted for a pull request in another repository (the docs
 * repository connected in Mintlify may not be this one), and never a reason to fail.
 */
async function commentOnPullRequest(
  job: AgentJob,
  outcome: CommentOutcome,
  issue: number | undefined,
  context: GitHubContext,
  io: AgentModeIO,
  options: { skip?: number },
): Promise<void> {
  const pr = job.prLink ? pullRequestOf(job.prLink, context.serverUrl) : undefined
  if (!pr || !inRepository(pr, context.owner, context.repo) || pr.number === options.skip) return
  await editJobComment(pr.number, job.id, outcome, COMMENT_WRITE_MS, context, io, {
    pullRequest: { issue },
    whenMissing: 'post',
  })
}

/** A follow-up from the pull request also shows its outcome on the issue the job came from. */
async function updateIssueComment(
  issue: number,
  jobId: string,
  outcome: CommentOutcome,
  budgetMs: number,
  context: GitHubContext,
  io: AgentModeIO,
): Promise<void> {
  await editJobComment(issue, jobId, outcome, budgetMs, context, io, { whenMissing: 'skip' })
}

/**
 * Shows `outcome` in the job's comment on issue or pull request `number`: found by its marker
 * (written by a bot or the token's user), edited when its text changes, posted when missing if
 * asked to. Reading or writing it never fails the step.
 */
async function editJobComment(
  number: number,
  jobId: string,
  outcome: CommentOutcome,
  budgetMs: number,
  context: GitHubContext,
  io: AgentModeIO,
  options: { pullRequest?: { issue?: number }; whenMissing: 'post' | 'skip' },
): Promise<void> {
  const where = `${options.pullRequest ? 'pull request' : 'issue'} #${number}`
  let existing: FoundComment | undefined
  try {
    existing = await findTrackingComment(await io.github(), number, {
      clock: io.clock,
      signal: io.signal,
      jobId,
    })
  } catch (error) {
    const reading = describeGitHubError(error, `Reading the comments of ${where}`, io.clock.now())
    core.warning(
      options.pullRequest
        ? `${reading.message} The pull request gets no comment naming its job, so \`/docs\` comments on it cannot reach the agent.`
        : reading.message,
    )
    return
  }
  if (!existing && options.whenMissing === 'skip') return
  const issue = existing ? readMarker(existing.body)?.issue : options.pullRequest?.issue
  const comment = new TrackingComment(
    {
      github: io.github,
      clock: io.clock,
      issueNumber: number,
      runUrl: context.runUrl,
      saveState: () => undefined,
      onUrl: () => undefined,
      pullRequest: options.pullRequest ? { issue } : undefined,
    },
    existing,
  )
  await comment.finish(jobId, outcome, budgetMs)
}

function outcomeForComment(job: AgentJob, waited: boolean, context: GitHubContext): CommentOutcome {
  if (!waited) return { kind: 'not-waiting', status: job.status }
  switch (job.status) {
    case 'completed': {
      const pr = job.prLink ? pullRequestOf(job.prLink, context.serverUrl) : undefined
      const elsewhere =
        pr && context.owner && !inRepository(pr, context.owner, context.repo)
          ? `${pr.owner}/${pr.repo}`
          : undefined
      return { kind: 'completed', prLink: prLinkOf(job), ...(elsewhere ? { elsewhere } : {}) }
    }
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
  const message = errorMessage(error)
  if (job && instruction.kind !== 'wait') {
    return {
      kind: 'error',
      message: `${withoutTrailing(message, '.')}; job ${job.id} was last seen ${job.status} and may still finish: wait for it with \`job-id: ${job.id}\`.`,
    }
  }
  return { kind: 'error', message }
}
