import * as core from '@actions/core'
import type { getOctokit } from '@actions/github'
import type { Clock } from '../clock.js'
import { parseRetryAfter } from '../api/retry.js'
import { formatDuration } from '../durations.js'
import { USER_AGENT } from '../version.js'
import { accountOf, type Account } from './trigger.js'
import { errorMessage } from '../text.js'

/** An issue comment, as far as the tracking comment needs it. */
export interface IssueComment {
  id: number
  /** `html_url`: where a reader finds it. */
  url: string
  body: string
  author: Account
}

/** A user's access to the repository: `permission` is admin, write, read or none. */
export interface RepositoryAccess {
  permission: string
  /** `role_name`: also `maintain`, `triage` or a custom role. */
  roleName: string
}

/** The slice of GitHub's REST API agent mode uses; every call is bounded by `signal`. */
export interface IssuesApi {
  createComment(issueNumber: number, body: string, signal: AbortSignal): Promise<IssueComment>
  updateComment(commentId: number, body: string, signal: AbortSignal): Promise<IssueComment>
  getComment(commentId: number, signal: AbortSignal): Promise<IssueComment>
  /** The issue's comments, oldest first; at most `maxPages` pages of 100. */
  listComments(issueNumber: number, maxPages: number, signal: AbortSignal): Promise<IssueComment[]>
  accessOf(login: string, signal: AbortSignal): Promise<RepositoryAccess>
  /** Who the token acts as, when GitHub says (a PAT); undefined for app and workflow tokens. */
  authenticatedLogin(signal: AbortSignal): Promise<string | undefined>
  /** A pull request's head commit and repositories (`GET /repos/{o}/{r}/pulls/{n}`). */
  getPullRequest(number: number, signal: AbortSignal): Promise<PullRequestHead>
}

/** What a run needs to know of a pull request as it is now. */
export interface PullRequestHead {
  headSha: string
  headRepoFullName: string
  baseRepoFullName: string
  state: string
}

export interface GitHubConnection {
  token: string
  /** REST API origin (`GITHUB_API_URL`). */
  apiUrl: string
  owner: string
  repo: string
}

type Octokit = ReturnType<typeof getOctokit>

/**
 * Returns a function that connects on its first call and hands back the same client after.
 * `@actions/github` (Octokit) is imported only then: agent mode without comments, analytics
 * mode and a post step with nothing to do never pay for loading it.
 */
export function lazyGitHub(connection: GitHubConnection): () => Promise<IssuesApi> {
  let client: Promise<IssuesApi> | undefined
  return () => (client ??= connect(connection))
}

async function connect({ token, apiUrl, owner, repo }: GitHubConnection): Promise<IssuesApi> {
  const { getOctokit } = await import('@actions/github')
  const octokit: Octokit = getOctokit(token, {
    baseUrl: apiUrl,
    userAgent: USER_AGENT,
    // Octokit's deprecation notices are not the user's to act on: keep them out of annotations.
    log: { debug: core.debug, info: core.debug, warn: core.info, error: core.info },
  })
  const repository = { owner, repo }
  type CommentData = Awaited<ReturnType<Octokit['rest']['issues']['getComment']>>['data']
  const toComment = (data: CommentData): IssueComment => ({
    id: data.id,
    url: data.html_url,
    body: data.body ?? '',
    author: data.user ? accountOf(data.user) : { login: '', isBot: false },
  })
  return {
    async createComment(issueNumber, body, signal) {
      const { data } = await octokit.rest.issues.createComment({
        ...repository,
        issue_number: issueNumber,
        body,
        request: { signal },
      })
      return toComment(data)
    },
    async updateComment(commentId, body, signal) {
      const { data } = await octokit.rest.issues.updateComment({
        ...repository,
        comment_id: commentId,
        body,
        request: { signal },
      })
      return toComment(data)
    },
    async getComment(commentId, signal) {
      const { data } = await octokit.rest.issues.getComment({
        ...repository,
        comment_id: commentId,
        request: { signal },
      })
      return toComment(data)
    },
    async listComments(issueNumber, maxPages, signal) {
      const comments: IssueComment[] = []
      let pages = 0
      for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...repository,
        issue_number: issueNumber,
        per_page: 100,
        request: { signal },
      })) {
        comments.push(...page.data.map(toComment))
        if (++pages >= maxPages) break
      }
      return comments
    },
    async accessOf(login, signal) {
      try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
          ...repository,
          username: login,
          request: { signal },
        })
        return { permission: data.permission, roleName: data.role_name }
      } catch (error) {
        // No such user (renamed or deleted since commenting): no access.
        if (statusOf(error) === 404) return { permission: 'none', roleName: 'none' }
        throw error
      }
    },
    async getPullRequest(number, signal) {
      const { data } = await octokit.rest.pulls.get({
        ...repository,
        pull_number: number,
        request: { signal },
      })
      return {
        headSha: data.head.sha,
        headRepoFullName: data.head.repo?.full_name ?? '',
        baseRepoFullName: data.base.repo.full_name,
        state: data.state,
      }
    },
    async authenticatedLogin(signal) {
      try {
        const { data } = await octokit.rest.users.getAuthenticated({ request: { signal } })
        return data.login
      } catch {
        // Installation tokens (GITHUB_TOKEN, apps) may not call GET /user.
        return undefined
      }
    },
  }
}

/** Why a GitHub request failed, in the terms the caller acts on. */
export type GitHubProblem =
  /** 403 without rate limiting: the token lacks a permission. */
  | 'forbidden'
  /** 404/410: the issue or comment was deleted, or the token cannot see it. */
  | 'gone'
  /** 401: the token is invalid. */
  | 'unauthorized'
  /** Primary or secondary rate limit (403/429 with a reset, a Retry-After or saying so). */
  | 'rate-limited'
  /** The call ran out of time, or the run was cancelled. */
  | 'timeout'
  | 'other'

export class GitHubError extends Error {
  readonly problem: GitHubProblem
  readonly status: number | undefined
  /** For 'rate-limited': how long GitHub asks to wait. */
  readonly retryAfterMs: number | undefined

  constructor(
    message: string,
    problem: GitHubProblem,
    status?: number,
    retryAfterMs?: number,
    cause?: unknown,
  ) {
    super(message, { cause })
    this.name = 'GitHubError'
    this.problem = problem
    this.status = status
    this.retryAfterMs = retryAfterMs
  }
}

/** The longest Retry-After worth waiting for inside a run; longer ones become a warning. */
const MAX_RATE_LIMIT_WAIT_MS = 5_000
/** GitHub's advice for a secondary rate limit without Retry-After: wait at least a minute. */
const SECONDARY_LIMIT_DEFAULT_WAIT_MS = 60_000

export interface CallOptions {
  clock: Clock
  /** Budget for the call, a retry after a short rate limit included. */
  timeoutMs: number
  /** Epoch ms: the call's budget is the smaller of `timeoutMs` and the time left until then. */
  deadline?: number
  /** The run's cancellation, for calls that should stop with it; omit for final updates. */
  signal?: AbortSignal
  /** "Posting the tracking comment": starts the error message. */
  doing: string
}

/**
 * Makes one GitHub call within a time budget, waiting once for a short rate limit (GitHub's
 * secondary limits ask for a few seconds). Failures become a GitHubError with one sentence.
 */
export async function callGitHub<T>(
  call: (signal: AbortSignal) => Promise<T>,
  options: CallOptions,
): Promise<T> {
  const { clock } = options
  const deadline = Math.min(clock.now() + options.timeoutMs, options.deadline ?? Infinity)
  for (let attempt = 1; ; attempt++) {
    const timeout = AbortSignal.timeout(Math.max(1, deadline - clock.now()))
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    try {
      return await call(signal)
    } catch (error) {
      const stopped = options.signal?.aborted
        ? 'cancelled'
        : timeout.aborted
          ? 'timeout'
          : undefined
      const failure = describeGitHubError(error, options.doing, clock.now(), stopped)
      const wait = failure.retryAfterMs ?? Infinity
      const fits = clock.now() + wait + 1_000 < deadline
      if (
        attempt > 1 ||
        failure.problem !== 'rate-limited' ||
        wait > MAX_RATE_LIMIT_WAIT_MS ||
        !fits
      )
        throw failure
      core.info(`${failure.message} Retrying in ${formatDuration(wait)}.`)
      await clock.sleep(wait, options.signal)
    }
  }
}

/**
 * Turns an Octokit error into a GitHubError saying what failed and with what status; `now`
 * (the injected clock) dates a rate limit's `Retry-After` or reset time.
 */
export function describeGitHubError(
  error: unknown,
  doing: string,
  now: number,
  stopped?: 'timeout' | 'cancelled',
): GitHubError {
  if (error instanceof GitHubError) return error
  if (stopped) {
    const why = stopped === 'cancelled' ? 'the run was cancelled' : 'it ran out of time'
    return new GitHubError(`${doing} failed: ${why}.`, 'timeout', undefined, undefined, error)
  }
  const status = statusOf(error)
  const response = responseOf(error)
  const apiMessage = response?.message
  const quoted = apiMessage ? ` ("${apiMessage.slice(0, 200)}")` : ''
  if (status === undefined || (status === 500 && !response)) {
    const reason = errorMessage(error)
    return new GitHubError(`${doing} failed: ${reason}.`, 'other', undefined, undefined, error)
  }
  const text = `${doing} failed: HTTP ${status}${quoted}.`
  const retryAfterMs = rateLimitWait(status, response, apiMessage, now)
  if (retryAfterMs !== undefined) {
    return new GitHubError(text, 'rate-limited', status, retryAfterMs, error)
  }
  const problem: GitHubProblem =
    status === 401
      ? 'unauthorized'
      : status === 403
        ? 'forbidden'
        : status === 404 || status === 410
          ? 'gone'
          : 'other'
  return new GitHubError(text, problem, status, undefined, error)
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const status = Number(error.status)
  return Number.isInteger(status) ? status : undefined
}

interface ErrorResponse {
  message: string | undefined
  headers: Record<string, string | number | undefined>
}

function responseOf(error: unknown): ErrorResponse | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined
  const response = error.response
  if (typeof response !== 'object' || response === null) return undefined
  const headers =
    'headers' in response && typeof response.headers === 'object' && response.headers !== null
      ? (response.headers as Record<string, string | number | undefined>)
      : {}
  const data = 'data' in response ? response.data : undefined
  const message =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message
      : typeof data === 'string' && data
        ? data
        : undefined
  return { message, headers }
}

/** How long GitHub asks to wait, when the answer is a rate limit; undefined otherwise. */
function rateLimitWait(
  status: number,
  response: ErrorResponse | undefined,
  message: string | undefined,
  now: number,
): number | undefined {
  if (status !== 403 && status !== 429) return undefined
  const headers = response?.headers ?? {}
  const header = headers['retry-after']
  // The same parser as the Mintlify client's: delta-seconds or an HTTP date.
  const retryAfter = header === undefined ? undefined : parseRetryAfter(String(header), now)
  if (retryAfter !== undefined) return retryAfter
  if (String(headers['x-ratelimit-remaining']) === '0') {
    const reset = Number(headers['x-ratelimit-reset']) * 1000
    return Number.isFinite(reset) ? Math.max(0, reset - now) : SECONDARY_LIMIT_DEFAULT_WAIT_MS
  }
  if (status === 429 || /rate limit/i.test(message ?? '')) return SECONDARY_LIMIT_DEFAULT_WAIT_MS
  return undefined
}
