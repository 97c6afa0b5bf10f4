import type { Clock } from '../../shared/clock.js'
import type { Log } from '../../shared/runner.js'
import { threadName } from '../../shared/github/trigger.js'
import {
  renderTrackingComment,
  type CommentFacts,
  type CommentState,
  type Requester,
} from './body.js'
import { isTrackingMarker, markerPrefix, readMarker, startsWithMarker } from './marker.js'
import type { IssueComment, IssuesApi } from '../../shared/github/client.js'
import { KeptComment, type SavedKeptComment } from '../../shared/github/kept-comment.js'
import { ownComments } from '../../shared/github/own-comments.js'

/** What the post step needs to finish a comment the main step left saying "working". */
export interface SavedTrackingComment extends SavedKeptComment {
  jobId: string
}

export interface TrackingCommentDeps {
  github: () => Promise<IssuesApi>
  clock: Clock
  log: Log
  /** The run's cancellation and `timeout` (epoch ms): they bound every write but the last. */
  signal: AbortSignal
  deadline: number
  issueNumber: number
  runUrl: string
  /**
   * What this run does to the job (`runRecord`), added to the comment's records so a re-run
   * does not do it twice; undefined when the run only waits.
   */
  record?: string
  /** Keeps what the post step needs; only the run's own tracking comment has one. */
  saveState?: (saved: SavedTrackingComment | undefined) => void
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
 * text changes (GitHub's secondary rate limits punish chatty writers). Kept by
 * shared/github/kept-comment.ts: a create GitHub answers too late is found by its marker (the job id)
 * and edited, never posted twice. It speaks for a job, not a commit: the runs that write it
 * (the one that created the job, later follow-ups and re-runs) act on that job in turn.
 * Writing it never fails the step: problems become warnings that say how to fix them.
 */
export class TrackingComment {
  private readonly deps: TrackingCommentDeps
  private readonly existing: IssueComment | undefined
  private kept: KeptComment | undefined
  private facts: CommentFacts | undefined
  /** The records the comment carries, this run's included. */
  private readonly records: string[]
  private readonly pullRequest: { issue?: number } | undefined

  /** `existing`: this issue's tracking comment for the job, found earlier; edited, not reposted. */
  constructor(deps: TrackingCommentDeps, existing?: IssueComment) {
    this.deps = deps
    this.existing = existing
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
    return this.kept?.url || this.existing?.url || ''
  }

  /** The job exists: say so (`working`, or `not-waiting` when the run will not wait). */
  async start(jobId: string, state: CommentState, requestedBy?: Requester): Promise<void> {
    this.facts = { ...this.factsOf(jobId), requestedBy }
    await this.show(state)
  }

  /** The run is over: show how it ended. `timeoutMs` is shorter after cancellation. */
  async finish(jobId: string, state: CommentState, timeoutMs: number): Promise<void> {
    this.facts ??= this.factsOf(jobId)
    await this.show(state, timeoutMs)
  }

  private async show(state: CommentState, finalTimeoutMs?: number): Promise<void> {
    const verb = this.url ? 'Updating' : 'Posting'
    await this.deps.log.group(`${verb} the tracking comment on ${this.where}`, () =>
      this.write(state, finalTimeoutMs),
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

  private keptFor(jobId: string): KeptComment {
    const { saveState } = this.deps
    // A job the thread did not track before has no comment yet: nothing to look for.
    this.kept ??= new KeptComment(
      {
        github: this.deps.github,
        clock: this.deps.clock,
        log: this.deps.log,
        signal: this.deps.signal,
        deadline: this.deps.deadline,
        thread: this.deps.issueNumber,
        prefix: markerPrefix(jobId),
        isMarker: isTrackingMarker,
        name: 'the tracking comment',
        saveState: (saved) => saveState?.(saved && { ...saved, jobId }),
        onUrl: this.deps.onUrl,
        permissionAdvice: this.pullRequest
          ? 'The token may not comment on pull requests: add `permissions: pull-requests: write` to the job so that `/docs` comments in the review reach the agent, or set `comment: false`.'
          : 'The token may not write issue comments: add `permissions: issues: write` to the workflow or job (`pull-requests: write` for comments on pull requests), or set `comment: false`.',
      },
      this.existing ?? null,
    )
    return this.kept
  }

  private async write(state: CommentState, finalTimeoutMs?: number): Promise<void> {
    const facts = this.facts
    if (!facts) return
    const kept = this.keptFor(facts.jobId)
    const body = renderTrackingComment(state, facts)
    const final = finalTimeoutMs !== undefined || state.state !== 'working'
    const posting = !kept.url
    const written = await kept.write(body, {
      final,
      timeoutMs: finalTimeoutMs,
      // What the post step writes should this step die before the job's end is shown.
      leftover: final ? undefined : renderTrackingComment({ state: 'stopped' }, facts),
    })
    if (written.kind === 'unchanged') {
      this.deps.log.info('The tracking comment already says this; not editing it.')
    } else if (written.kind === 'written') {
      this.deps.log.info(`${posting ? 'Posted' : 'Updated'} the tracking comment: ${written.url}`)
    }
  }
}

export interface FindOptions {
  clock: Clock
  log: Log
  signal: AbortSignal
  /** Epoch ms: the run's deadline; bounds the whole search. */
  deadline?: number
  /** Only a comment tracking this job. */
  jobId?: string
  /** Only a comment that carries this record (`runRecord`). */
  record?: string
}

export interface FoundComment extends IssueComment {
  jobId: string
}

/** The thread's newest tracking comment we can trust (see shared/github/own-comments.ts). */
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
