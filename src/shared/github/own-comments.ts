/**
 * Finding the comments this action wrote on an issue or pull request. Anyone can paste a marker
 * into a comment; only ours may steer a run (which job a follow-up goes to, which comment a
 * preview edits), so authorship is settled before a marker is parsed, and nobody else's text is
 * parsed at all.
 */
import type { Clock } from '../clock.js'
import { formatDuration } from '../durations.js'
import type { Log } from '../runner.js'
import { type IssueComment, type IssuesApi } from './client.js'
import { GitHubError, callGitHub } from './call.js'

/** Longest time one GitHub call (a read or a write, a short rate-limit wait included) may take. */
export const GITHUB_CALL_TIMEOUT_MS = 15_000
/** Longest time the last write after cancellation may take: SIGTERM comes 7.5 s after SIGINT. */
export const LAST_WRITE_TIMEOUT_MS = 4_000
/**
 * Longest time a whole search may take when the caller gives no deadline (the post step): each
 * page is bounded on its own, this bounds the walk over a long thread.
 */
const SEARCH_TIMEOUT_MS = 60_000
/**
 * Pages GitHub may claim a thread has before the search refuses it (a million comments): a
 * `Link` header is the server's word, and no real thread is longer.
 */
const MAX_COMMENT_PAGES = 10_000

export interface OwnCommentsOptions {
  clock: Clock
  log: Log
  /** The run's cancellation; omitted by a last write bounded by its `deadline` alone. */
  signal?: AbortSignal
  /** Epoch ms: the run's deadline (`timeout`); bounds every page and the whole search. */
  deadline?: number
  /** What `deadline` is, when it is not the step's `timeout`. */
  deadlineName?: string
  /** A cheap test of the body (its marker's first characters) before authorship is asked. */
  startsLikeOurs: (body: string) => boolean
}

/**
 * The thread's comments that start like ours and were written by a bot account (the workflow
 * token or an app) or by the token's own user (a PAT), newest first.
 *
 * GitHub lists a thread's comments oldest first, 100 a page. The first page says (its `Link`
 * header) how many pages there are; the walk then goes from the last page back to the second,
 * so the newest comment of ours is met first and a caller that takes it stops there, and an old
 * comment near the start is still found. Pages only grow at the end and shrink towards the
 * start, so a comment deleted meanwhile cannot hide one that is not yet read. A search that
 * cannot finish before the deadline throws a GitHubError: a caller must not take "not found"
 * for an answer it never got, and create a second comment.
 */
export async function* ownComments(
  github: IssuesApi,
  issueNumber: number,
  options: OwnCommentsOptions,
): AsyncGenerator<IssueComment> {
  const { clock, signal, log } = options
  const started = clock.now()
  const searchEnd = options.deadline ?? clock.now() + SEARCH_TIMEOUT_MS
  const call = {
    clock,
    log,
    signal,
    deadline: options.deadline,
    deadlineName: options.deadlineName,
    timeoutMs: GITHUB_CALL_TIMEOUT_MS,
    replaySafe: true,
  }
  const listing = `Listing the comments of #${issueNumber}`
  const first = await callGitHub(
    (pageSignal) => github.listCommentsPage(issueNumber, 1, pageSignal),
    { ...call, doing: listing },
  )
  const lastPage = first.lastPage
  if (lastPage > MAX_COMMENT_PAGES) {
    throw new GitHubError(
      `${listing} failed: GitHub says the thread has ${lastPage} pages of comments, more than the ${MAX_COMMENT_PAGES} the action searches.`,
      'other',
      undefined,
      undefined,
      undefined,
      false,
    )
  }
  if (lastPage > 1) {
    log.info(
      `#${issueNumber} has ${lastPage} pages of comments: looking for ours from the newest page back.`,
    )
  }
  const seen = new Set<number>()
  // Asked once, and only when a user's comment starts like ours.
  let tokenLogin: Promise<string | undefined> | undefined
  const isOurs = async (comment: IssueComment): Promise<boolean> => {
    if (seen.has(comment.id) || !options.startsLikeOurs(comment.body)) return false
    seen.add(comment.id)
    if (comment.author.isBot) return true
    tokenLogin ??= callGitHub((callSignal) => github.authenticatedLogin(callSignal), {
      ...call,
      doing: 'Asking GitHub who the token acts as',
    })
    const login = await tokenLogin
    return login !== undefined && comment.author.login.toLowerCase() === login.toLowerCase()
  }
  for (let page = lastPage; page >= 1; page--) {
    let comments: IssueComment[]
    if (page === 1) {
      comments = first.comments
    } else {
      if (clock.now() >= searchEnd) {
        throw new GitHubError(
          `${listing} failed: the search for the action's comment read ${lastPage - page + 1} of ${lastPage} pages in ${formatDuration(clock.now() - started)}, and ${options.deadline === undefined ? `its bound of ${formatDuration(SEARCH_TIMEOUT_MS)}` : "the step's `timeout`"} ran out before it could finish.`,
          'timeout',
          undefined,
          undefined,
          undefined,
          false,
        )
      }
      const doing = `${listing} (page ${page} of ${lastPage})`
      comments = (
        await callGitHub((pageSignal) => github.listCommentsPage(issueNumber, page, pageSignal), {
          ...call,
          doing,
        })
      ).comments
    }
    for (const comment of [...comments].reverse()) {
      if (await isOurs(comment)) yield comment
    }
  }
}
