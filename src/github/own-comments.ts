/**
 * Finding the comments this action wrote on an issue or pull request. Anyone can paste a marker
 * into a comment; only ours may steer a run (which job a follow-up goes to, which comment a
 * preview edits), so authorship is settled before a marker is parsed, and nobody else's text is
 * parsed at all.
 */
import type { Clock } from '../clock.js'
import { callGitHub, type IssueComment, type IssuesApi } from './client.js'

/** Longest time one GitHub call (a read or a write, a short rate-limit wait included) may take. */
export const GITHUB_CALL_TIMEOUT_MS = 15_000
/** Longest time the last write after cancellation may take: SIGTERM comes 7.5 s after SIGINT. */
export const LAST_WRITE_TIMEOUT_MS = 4_000
/** Pages of 100 comments searched for our comment (busy threads stay bounded). */
const MAX_COMMENT_PAGES = 30

export interface OwnCommentsOptions {
  clock: Clock
  signal: AbortSignal
  /** A cheap test of the body (its marker's first characters) before authorship is asked. */
  startsLikeOurs: (body: string) => boolean
}

/**
 * The thread's comments that start like ours and were written by a bot account (the workflow
 * token or an app) or by the token's own user (a PAT), newest first.
 */
export async function* ownComments(
  github: IssuesApi,
  issueNumber: number,
  options: OwnCommentsOptions,
): AsyncGenerator<IssueComment> {
  const call = { clock: options.clock, signal: options.signal, timeoutMs: GITHUB_CALL_TIMEOUT_MS }
  const comments = await callGitHub(
    (signal) => github.listComments(issueNumber, MAX_COMMENT_PAGES, signal),
    { ...call, doing: `Listing the comments of #${issueNumber}` },
  )
  const marked = comments.filter((comment) => options.startsLikeOurs(comment.body)).reverse()
  // Asked once, and only when a user's comment starts like ours.
  let tokenLogin: Promise<string | undefined> | undefined
  for (const comment of marked) {
    if (!comment.author.isBot) {
      tokenLogin ??= callGitHub((signal) => github.authenticatedLogin(signal), {
        ...call,
        doing: 'Asking GitHub who the token acts as',
      })
      const login = await tokenLogin
      if (!login || comment.author.login.toLowerCase() !== login.toLowerCase()) continue
    }
    yield comment
  }
}
