import * as core from '@actions/core'
import type { Clock } from '../../clock.js'
import { threadName } from '../../github/trigger.js'
import {
  renderTrackingComment,
  type CommentFacts,
  type CommentState,
  type Requester,
} from './body.js'
import { readMarker, startsWithMarker } from './marker.js'
import {
  callGitHub,
  describeGitHubError,
  type GitHubError,
  type IssueComment,
  type IssuesApi,
} from '../../github/client.js'
import { GITHUB_CALL_TIMEOUT_MS, ownComments } from '../../github/own-comments.js'

/** What the post step needs to finish a comment the main step left saying "working". */
export interface SavedTrackingComment {
  commentId: number
  jobId: string
  /**
   * Set when the comment is the one on a pull request the agent opened: the post step renders it
   * as such (the issue its job came from, the `/docs` line), as the main step would have.
   */
  pullRequest?: { issue?: number }
  /** True once the comment shows a final state, or cannot be written: nothing left to do. */
  settled: boolean
  /** A final text the main step could not write (rate limit, network): the post step tries. */
  pendingBody?: string
}

export interface TrackingCommentDeps {
  github: () => Promise<IssuesApi>
  clock: Clock
  issueNumber: number
  runUrl: string
  /**
   * What this run does to the job (`runRecord`), added to the comment's records so a re-run
   * does not do it twice; undefined when the run only waits.
   */
  record?: string
  /** Keeps what the post step needs; only the run's own tracking comment has one. */
  saveState?: (saved: SavedTrackingComment) => void
  /** Called with the comment's link whenever it was written (the `comment-url` output). */
  onUrl?: (url: string) => void
  /**
   * Set for the comment on a pull request the agent opened (`issueNumber` is then the pull
   * request): the issue it came from, which the comment's marker keeps.
   */
  pullRequest?: { issue?: number }
}

/**
 * One comment on the issue that tells readers where the job stands: posted (or, for a job the
 * issue already tracks, edited) when the job starts, edited when it ends, and only when its
 * text changes (GitHub's secondary rate limits punish chatty writers). Writing it never fails
 * the step: problems become warnings that say how to fix them.
 */
export class TrackingComment {
  private readonly deps: TrackingCommentDeps
  private comment: { id: number; url: string } | undefined
  private shown: string | undefined
  private facts: CommentFacts | undefined
  /** The records the comment carries, this run's included. */
  private readonly records: string[]
  private readonly pullRequest: { issue?: number } | undefined
  /** Set after a failure retrying cannot fix (no permission, issue deleted). */
  private disabled = false

  /** `existing`: this issue's tracking comment for the job, found earlier; edited, not reposted. */
  constructor(deps: TrackingCommentDeps, existing?: IssueComment) {
    this.deps = deps
    if (existing) {
      this.comment = { id: existing.id, url: existing.url }
      this.shown = existing.body
    }
    const marker = existing ? readMarker(existing.body) : undefined
    this.records = [...(marker?.records ?? [])]
    if (deps.record) this.records.push(deps.record)
    // A comment on the pull request keeps naming the issue its job came from.
    this.pullRequest =
      deps.pullRequest ?? (marker?.issue !== undefined ? { issue: marker.issue } : undefined)
  }

  /** "issue #12" or "pull request #13", for log lines. */
  private get where(): string {
    return threadName(this.pullRequest !== undefined, this.deps.issueNumber)
  }

  get url(): string {
    return this.comment?.url ?? ''
  }

  /** The job exists: say so (`working`, or `not-waiting` when the run will not wait). */
  async start(jobId: string, state: CommentState, requestedBy?: Requester): Promise<void> {
    this.facts = { ...this.factsOf(jobId), requestedBy }
    await this.show(state, GITHUB_CALL_TIMEOUT_MS)
  }

  /** The run is over: show how it ended. `timeoutMs` is shorter after cancellation. */
  async finish(jobId: string, state: CommentState, timeoutMs: number): Promise<void> {
    this.facts ??= this.factsOf(jobId)
    await this.show(state, timeoutMs)
  }

  private async show(state: CommentState, timeoutMs: number): Promise<void> {
    const verb = this.comment ? 'Updating' : 'Posting'
    await core.group(`${verb} the tracking comment on ${this.where}`, () =>
      this.write(state, timeoutMs),
    )
  }

  private factsOf(jobId: string): CommentFacts {
    return {
      jobId,
      runUrl: this.deps.runUrl,
      records: this.records,
      pullRequest: this.pullRequest,
    }
  }

  private async write(state: CommentState, timeoutMs: number): Promise<void> {
    const facts = this.facts
    if (this.disabled || !facts) return
    const body = renderTrackingComment(state, facts)
    const final = state.kind !== 'working'
    if (body === this.shown) {
      core.info('The tracking comment already says this; not editing it.')
      if (this.comment) this.deps.onUrl?.(this.comment.url)
      if (final) this.save(facts.jobId, true)
      return
    }
    const current = this.comment
    try {
      const written = await callGitHub(
        async (signal) => {
          const github = await this.deps.github()
          return current
            ? github.updateComment(current.id, body, signal)
            : github.createComment(this.deps.issueNumber, body, signal)
        },
        {
          clock: this.deps.clock,
          timeoutMs,
          doing: current ? 'Updating the tracking comment' : 'Posting the tracking comment',
        },
      )
      this.comment = { id: written.id, url: written.url }
      this.shown = body
      // Saved before the log line: a kill right after must find the comment in the state.
      this.save(facts.jobId, final)
      this.deps.onUrl?.(written.url)
      core.info(`${current ? 'Updated' : 'Posted'} the tracking comment: ${written.url}`)
    } catch (error) {
      const failure = describeGitHubError(
        error,
        'Writing the tracking comment',
        this.deps.clock.now(),
      )
      const permanent = ['forbidden', 'gone', 'unauthorized'].includes(failure.problem)
      if (permanent) this.disabled = true
      // After a transient failure of the final write, the post step tries once more.
      this.save(facts.jobId, permanent, !permanent && final ? body : undefined)
      core.warning(adviceFor(failure, this.comment !== undefined, this.pullRequest !== undefined))
    }
  }

  private save(jobId: string, settled: boolean, pendingBody?: string): void {
    if (!this.comment || !this.deps.saveState) return
    this.deps.saveState({
      commentId: this.comment.id,
      jobId,
      settled,
      pendingBody,
      ...(this.pullRequest ? { pullRequest: this.pullRequest } : {}),
    })
  }
}

/** One warning: what failed, and what the user can do about it. */
function adviceFor(failure: GitHubError, commentExists: boolean, onPullRequest: boolean): string {
  const stale = commentExists ? ' The comment may show an outdated state.' : ''
  switch (failure.problem) {
    case 'forbidden':
      return onPullRequest
        ? `${failure.message} The token may not comment on pull requests: add \`permissions: pull-requests: write\` to the job so that \`/docs\` comments in the review reach the agent, or set \`comment: false\`.${stale}`
        : `${failure.message} The token may not write issue comments: add \`permissions: issues: write\` to the workflow or job (\`pull-requests: write\` for comments on pull requests), or set \`comment: false\`.${stale}`
    case 'gone':
      return `${failure.message} The issue or the comment was deleted (or the token cannot see it); the job itself is unaffected.`
    case 'unauthorized':
      return `${failure.message} Check the \`github-token\` input.${stale}`
    case 'rate-limited':
      return `${failure.message} GitHub is rate limiting this token; the job itself is unaffected.${stale}`
    default:
      return `${failure.message}${stale}`
  }
}

export interface FindOptions {
  clock: Clock
  signal: AbortSignal
  /** Only a comment tracking this job. */
  jobId?: string
  /** Only a comment that carries this record (`runRecord`). */
  record?: string
}

export interface FoundComment extends IssueComment {
  jobId: string
}

/** The thread's newest tracking comment we can trust (see github/own-comments.ts). */
export async function findTrackingComment(
  github: IssuesApi,
  issueNumber: number,
  options: FindOptions,
): Promise<FoundComment | undefined> {
  for await (const comment of ownComments(github, issueNumber, {
    ...options,
    startsLikeOurs: startsWithMarker,
  })) {
    const marker = readMarker(comment.body)
    if (!marker) continue
    if (options.jobId !== undefined && marker.jobId !== options.jobId) continue
    if (options.record !== undefined && !marker.records.includes(options.record)) continue
    return { ...comment, jobId: marker.jobId }
  }
  return undefined
}
