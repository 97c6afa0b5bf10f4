/**
 * Every comment a run keeps about its job, in one place: the tracking comment on the thread
 * that triggered the run (an issue, or the agent's pull request for a review follow-up), the
 * tracking comment on the issue the job came from (for a follow-up sent from its pull request),
 * and the comment on the pull request the agent opened, which names its job so that `/docs`
 * comments in the review reach it. None of them is ever a reason for the step to fail.
 */
import type { AgentJob } from '../../shared/mintlify/schemas.js'
import type { Clock } from '../../shared/clock.js'
import type { Log } from '../../shared/runner.js'
import { type IssuesApi } from '../../shared/github/client.js'
import { describeGitHubError } from '../../shared/github/call.js'
import type { GitHubContext } from '../../shared/github/context.js'
import { inRepository, pullRequestOf } from '../../shared/github/pull-request.js'
import { threadName } from '../../shared/github/trigger.js'
import type { Conclusion } from '../conclusion.js'
import type { CommentState, Requester } from './body.js'
import { readMarker } from './marker.js'
import { GITHUB_CALL_TIMEOUT_MS, LAST_WRITE_TIMEOUT_MS } from '../../shared/github/own-comments.js'
import {
  findTrackingComment,
  TrackingComment,
  type FoundComment,
  type SavedTrackingComment,
} from './tracking.js'

export interface JobCommentsDeps {
  github: () => Promise<IssuesApi>
  clock: Clock
  log: Log
  signal: AbortSignal
  /** Epoch ms (the `timeout` input). */
  deadline: number
  context: GitHubContext
  saveState: (saved: SavedTrackingComment | undefined) => void
  /** The `comment-url` output. */
  onUrl: (url: string) => void
}

/** Where the run was triggered and what it does to the job, as far as the comments care. */
export interface CommentedThread {
  /** The issue or pull request the trigger is on. */
  number: number
  onPullRequest: boolean
  /** That thread's tracking comment of the job, found earlier: edited, not reposted. */
  existing?: FoundComment
  /** What this run does to the job (`runRecord`), so a re-run does not do it twice. */
  record?: string
  /** Who asked, when a comment did. */
  requestedBy?: Requester
}

export class JobComments {
  private readonly deps: JobCommentsDeps
  private readonly thread: CommentedThread
  private readonly tracking: TrackingComment
  /** For a follow-up from the agent's pull request: the issue its job came from. */
  private readonly originIssue: number | undefined

  constructor(deps: JobCommentsDeps, thread: CommentedThread) {
    this.deps = deps
    this.thread = thread
    this.originIssue = thread.onPullRequest
      ? readMarker(thread.existing?.body ?? '')?.issue
      : undefined
    this.tracking = new TrackingComment(
      {
        github: deps.github,
        clock: deps.clock,
        log: deps.log,
        signal: deps.signal,
        deadline: deps.deadline,
        issueNumber: thread.number,
        runUrl: deps.context.runUrl,
        record: thread.record,
        saveState: deps.saveState,
        onUrl: deps.onUrl,
        pullRequest: thread.onPullRequest ? { issue: this.originIssue } : undefined,
      },
      thread.existing,
    )
  }

  /** The tracking comment's link; '' until it is written. */
  get url(): string {
    return this.tracking.url
  }

  /** The job exists: the thread's comment says it is working (or that the run does not wait). */
  async start(job: AgentJob, state: CommentState): Promise<void> {
    await this.tracking.start(job.id, state, this.thread.requestedBy)
  }

  /**
   * The run is over: every comment shows how it ended. After cancellation only the thread's
   * comment is written, within the runner's grace period.
   */
  async finish(conclusion: Conclusion, cancelled: boolean): Promise<void> {
    const { job } = conclusion
    if (!job) return
    const state = { ...conclusion, job }
    const timeoutMs = cancelled ? LAST_WRITE_TIMEOUT_MS : GITHUB_CALL_TIMEOUT_MS
    await this.tracking.finish(job.id, state, timeoutMs)
    if (this.originIssue !== undefined) {
      await this.showOn(this.originIssue, job.id, state, timeoutMs, { onPullRequest: false })
    }
    if (!cancelled) await this.showOnAgentPullRequest(job, state)
  }

  /**
   * The comment on the pull request the agent opened in this repository, posted once and then
   * edited: it names the job and the issue, so `/docs` comments in the review reach the same job.
   * Never for a pull request in another repository (the docs repository connected in Mintlify
   * may not be this one), nor when that pull request is the thread this run was triggered on.
   */
  private async showOnAgentPullRequest(job: AgentJob, state: CommentState): Promise<void> {
    const { context } = this.deps
    const pr = job.prLink ? pullRequestOf(job.prLink, context.serverUrl) : undefined
    if (!pr || !inRepository(pr, context.owner, context.repo)) return
    if (this.thread.onPullRequest && pr.number === this.thread.number) return
    const issue = this.thread.onPullRequest ? this.originIssue : this.thread.number
    await this.showOn(pr.number, job.id, state, GITHUB_CALL_TIMEOUT_MS, {
      onPullRequest: true,
      issue,
      postWhenMissing: true,
    })
  }

  /**
   * Shows `state` in the job's comment on issue or pull request `number`: found by its marker
   * (written by a bot or the token's user), edited when its text changes, posted when missing if
   * asked to. Reading or writing it never fails the step.
   */
  private async showOn(
    number: number,
    jobId: string,
    state: CommentState,
    timeoutMs: number,
    options: { onPullRequest: boolean; issue?: number; postWhenMissing?: boolean },
  ): Promise<void> {
    const { clock, signal, log } = this.deps
    let existing: FoundComment | undefined
    try {
      existing = await findTrackingComment(await this.deps.github(), number, {
        clock,
        log,
        signal,
        jobId,
      })
    } catch (error) {
      const where = threadName(options.onPullRequest, number)
      const reading = describeGitHubError(error, `Reading the comments of ${where}`, clock.now())
      log.warning(
        options.onPullRequest
          ? `${reading.message} The pull request gets no comment naming its job, so \`/docs\` comments on it cannot reach the agent.`
          : reading.message,
      )
      return
    }
    if (!existing && !options.postWhenMissing) return
    const issue = existing ? readMarker(existing.body)?.issue : options.issue
    const comment = new TrackingComment(
      {
        github: this.deps.github,
        clock,
        log,
        signal,
        deadline: this.deps.deadline,
        issueNumber: number,
        runUrl: this.deps.context.runUrl,
        pullRequest: options.onPullRequest ? { issue } : undefined,
      },
      existing,
    )
    await comment.finish(jobId, state, timeoutMs)
  }
}
