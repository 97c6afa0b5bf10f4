import * as core from '@actions/core'
import type { getOctokit } from '@actions/github'
import type { Clock } from '../clock.js'
import { parseRetryAfter } from '../mintlify/retry.js'
import { formatDuration } from '../durations.js'
import { USER_AGENT } from '../version.js'
import { previewCalls, type PreviewCallsApi } from './preview-calls.js'
import { accountOf, type Account } from './trigger.js'
import { errorMessage, oneLine } from '../text.js'
import { urlCheck, type UrlCheck } from '../url.js'

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

/** One page of an issue's comments (oldest first, as GitHub lists them). */
export interface CommentPage {
  comments: IssueComment[]
  /** The number of the last page, from the `Link` header (this page's number when it is last). */
  lastPage: number
}

/** A pull request's head and base, as far as checking a comment's commit needs them. */
export interface PullRequestHead {
  /** The head commit: 40 hex digits. */
  headSha: string
  /** `owner/repo` of the head branch; undefined when GitHub names none (a deleted fork). */
  headRepoFullName: string | undefined
  baseRepoFullName: string | undefined
  /** `open` or `closed`. */
  state: string
}

/** Comments per page when listing: GitHub's maximum. */
const COMMENTS_PER_PAGE = 100

/** The slice of GitHub's REST API agent mode uses; every call is bounded by `signal`. */
export interface IssuesApi {
  createComment(issueNumber: number, body: string, signal: AbortSignal): Promise<IssueComment>
  updateComment(commentId: number, body: string, signal: AbortSignal): Promise<IssueComment>
  getComment(commentId: number, signal: AbortSignal): Promise<IssueComment>
  /**
   * Page `page` (from 1) of the issue's comments, COMMENTS_PER_PAGE a page, oldest first. One
   * request, bounded by `signal` (Octokit's paginator would not pass it on to each page).
   */
  listCommentsPage(issueNumber: number, page: number, signal: AbortSignal): Promise<CommentPage>
  /** `GET /repos/{owner}/{repo}/pulls/{n}`, its answer checked. */
  getPullRequest(pullNumber: number, signal: AbortSignal): Promise<PullRequestHead>
  accessOf(login: string, signal: AbortSignal): Promise<RepositoryAccess>
  /** Who the token acts as, when GitHub says (a PAT); undefined for app and workflow tokens. */
  authenticatedLogin(signal: AbortSignal): Promise<string | undefined>
}

/** Every call of the client: the issue calls, and the calls around a preview. */
export type GitHubClient = IssuesApi & PreviewCallsApi

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
export function lazyGitHub(connection: GitHubConnection): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined
  return () => (client ??= connect(connection))
}

async function connect({ token, apiUrl, owner, repo }: GitHubConnection): Promise<GitHubClient> {
  const { getOctokit } = await import('@actions/github')
  const octokit: Octokit = getOctokit(token, {
    baseUrl: apiUrl,
    userAgent: USER_AGENT,
    // Octokit's deprecation notices are not the user's to act on: keep them out of annotations.
    log: { debug: core.debug, info: core.debug, warn: core.info, error: core.info },
  })
  const repository = { owner, repo }
  // One check per connection, so per run: a link GitHub sends again is warned about once.
  const serverUrl = urlCheck()
  return {
    ...commentCalls(octokit, repository, serverUrl),
    ...accessCalls(octokit, repository),
    ...previewCalls(octokit, repository),
  }
}

/** The repository every call names. */
interface Repository {
  owner: string
  repo: string
}

type CommentData = Awaited<ReturnType<Octokit['rest']['issues']['getComment']>>['data']

function toComment(data: CommentData, serverUrl: UrlCheck): IssueComment {
  return {
    id: data.id,
    // GitHub is a server like any other: its links are https or dropped (`comment-url`).
    url: serverUrl(data.html_url, 'the comment link GitHub') ?? '',
    body: data.body ?? '',
    author: data.user ? accountOf(data.user) : { login: '', isBot: false },
  }
}

/** Creating, editing, reading and listing an issue's comments. */
function commentCalls(
  octokit: Octokit,
  repository: Repository,
  serverUrl: UrlCheck,
): Pick<IssuesApi, 'createComment' | 'updateComment' | 'getComment' | 'listCommentsPage'> {
  return {
    async createComment(issueNumber, body, signal) {
      try {
        const { data } = await octokit.rest.issues.createComment({
          ...repository,
          issue_number: issueNumber,
          body,
          request: { signal },
        })
        return toComment(data, serverUrl)
      } catch (error) {
        // A create is not replay-safe, whoever calls it: callGitHub reads this mark.
        markNotReplaySafe(error)
        throw error
      }
    },
    async updateComment(commentId, body, signal) {
      const { data } = await octokit.rest.issues.updateComment({
        ...repository,
        comment_id: commentId,
        body,
        request: { signal },
      })
      return toComment(data, serverUrl)
    },
    async getComment(commentId, signal) {
      const { data } = await octokit.rest.issues.getComment({
        ...repository,
        comment_id: commentId,
        request: { signal },
      })
      return toComment(data, serverUrl)
    },
    async listCommentsPage(issueNumber, page, signal) {
      const response = await octokit.rest.issues.listComments({
        ...repository,
        issue_number: issueNumber,
        per_page: COMMENTS_PER_PAGE,
        page,
        request: { signal },
      })
      return {
        comments: response.data.map((data) => toComment(data, serverUrl)),
        lastPage: lastPageOf(response.headers.link, page),
      }
    },
  }
}

/** What a pull request's head is, and who may do what in the repository. */
function accessCalls(
  octokit: Octokit,
  repository: Repository,
): Pick<IssuesApi, 'getPullRequest' | 'accessOf' | 'authenticatedLogin'> {
  return {
    async getPullRequest(pullNumber, signal) {
      const { data } = await octokit.rest.pulls.get({
        ...repository,
        pull_number: pullNumber,
        request: { signal },
      })
      return pullRequestHeadOf(data, pullNumber)
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
    async authenticatedLogin(signal) {
      try {
        const { data } = await octokit.rest.users.getAuthenticated({ request: { signal } })
        return data.login
      } catch (error) {
        // Installation tokens (GITHUB_TOKEN, apps) may not call GET /user: GitHub refuses it.
        // Anything else (a timeout, a 5xx, a rate limit) is not an answer: callGitHub decides.
        const status = statusOf(error)
        const response = responseOf(error)
        const refused = status !== undefined && status >= 400 && status < 500
        const limited =
          refused && rateLimitWait(status, response, response?.message, 0) !== undefined
        if (!refused || limited || signal.aborted) throw error
        return undefined
      }
    },
  }
}

/** Errors of requests that make something happen (a create); see callGitHub. */
const notReplaySafe = new WeakSet<object>()

function markNotReplaySafe(error: unknown): void {
  if (typeof error === 'object' && error !== null) notReplaySafe.add(error)
}

/** More characters than any `Link` header GitHub sends: a longer one is not read. */
const MAX_LINK_HEADER_LENGTH = 4_000

/**
 * The last page's number from a `Link` header (`<url?page=30>; rel="last"`), else the next
 * page's, else `page` (GitHub sends no `last` on the last page). Split on commas and semicolons,
 * no regex over the header: it comes from the server.
 */
export function lastPageOf(link: unknown, page: number): number {
  if (typeof link !== 'string' || link.length > MAX_LINK_HEADER_LENGTH) return page
  const pages = new Map<string, number>()
  for (const part of link.split(',')) {
    const [target = '', ...params] = part.split(';').map((piece) => piece.trim())
    if (!target.startsWith('<') || !target.endsWith('>')) continue
    const rels = params
      .filter((param) => param.startsWith('rel='))
      .flatMap((param) => param.slice('rel='.length).replaceAll('"', '').split(' '))
    let number: number
    try {
      number = Number(new URL(target.slice(1, -1)).searchParams.get('page'))
    } catch {
      continue
    }
    if (!Number.isSafeInteger(number) || number < 1) continue
    for (const rel of rels) pages.set(rel, number)
  }
  return Math.max(page, pages.get('last') ?? pages.get('next') ?? page)
}

const SHA = /^[0-9a-f]{40}$/
const FULL_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/

/** `owner/repo` of a pull request's head or base `repo`, when GitHub names one. */
function fullNameOf(side: unknown): string | undefined {
  if (typeof side !== 'object' || side === null || !('repo' in side)) return undefined
  const repo = side.repo
  if (typeof repo !== 'object' || repo === null || !('full_name' in repo)) return undefined
  const name = repo.full_name
  return typeof name === 'string' && FULL_NAME.test(name) ? name : undefined
}

/** The checked head of a pull request answer; a GitHubError when it holds no valid commit. */
function pullRequestHeadOf(data: unknown, pullNumber: number): PullRequestHead {
  const field = (value: unknown, name: string): unknown =>
    typeof value === 'object' && value !== null && name in value
      ? (value as Record<string, unknown>)[name]
      : undefined
  const head = field(data, 'head')
  const sha = field(head, 'sha')
  const state = field(data, 'state')
  if (typeof sha !== 'string' || !SHA.test(sha) || typeof state !== 'string') {
    throw new GitHubError(
      `Reading pull request #${pullNumber} failed: GitHub's answer names no valid head commit.`,
      'other',
      undefined,
      undefined,
      undefined,
      false,
    )
  }
  return {
    headSha: sha,
    headRepoFullName: fullNameOf(head),
    baseRepoFullName: fullNameOf(field(data, 'base')),
    state: state.slice(0, 20),
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
  /** 422: GitHub refused the request as invalid (e.g. a comment body over its limit). */
  | 'invalid'
  /** The call ran out of time, or the run was cancelled. */
  | 'timeout'
  | 'other'

export class GitHubError extends Error {
  readonly problem: GitHubProblem
  readonly status: number | undefined
  /** For 'rate-limited': how long GitHub asks to wait. */
  readonly retryAfterMs: number | undefined
  /**
   * Whether GitHub may have carried the request out: false when it refused it (a 4xx, a rate
   * limit) or the request provably never left; true after a 5xx, a reset or a timeout. For a
   * create, true means: list the comments again before creating another.
   */
  readonly mayHaveActed: boolean

  constructor(
    message: string,
    problem: GitHubProblem,
    status?: number,
    retryAfterMs?: number,
    cause?: unknown,
    mayHaveActed = true,
  ) {
    super(message, { cause })
    this.name = 'GitHubError'
    this.problem = problem
    this.status = status
    this.retryAfterMs = retryAfterMs
    this.mayHaveActed = mayHaveActed
  }
}

/** The longest Retry-After worth waiting for inside a run; longer ones become a warning. */
const MAX_RATE_LIMIT_WAIT_MS = 5_000
/** GitHub's advice for a secondary rate limit without Retry-After: wait at least a minute. */
const SECONDARY_LIMIT_DEFAULT_WAIT_MS = 60_000
/** First wait after a 5xx or a network error; doubled each retry, up to MAX_RATE_LIMIT_WAIT_MS. */
const SERVER_ERROR_FIRST_WAIT_MS = 1_000
/** Tries of one call at most, however much time is left: GitHub punishes hammering. */
const MAX_ATTEMPTS = 5
/** A retry is not worth starting with less time left than this after its wait. */
const MIN_ATTEMPT_MS = 500

export interface CallOptions {
  clock: Clock
  /** The call's own bound, retries and their waits included. */
  timeoutMs: number
  /**
   * Epoch ms: the run's deadline (the `timeout` input). The call gets the shorter of
   * `timeoutMs` and the time left before it. Omit it for the final write after cancellation or
   * timeout, which keeps its own short bound.
   */
  deadline?: number
  /** The run's cancellation, for calls that should stop with it; omit for final updates. */
  signal?: AbortSignal
  /** What `deadline` is, for the message when it ran out; default the step's `timeout`. */
  deadlineName?: string
  /** "Posting the tracking comment": starts the error message. */
  doing: string
  /**
   * False for a request that makes something happen (creating a comment): retried only when
   * it provably never left or GitHub said it did nothing (a rate limit). Default true, except
   * that a failed `createComment` is always treated as not replay-safe.
   */
  replaySafe?: boolean
}

/**
 * Makes one GitHub call within its time limit: the shorter of `timeoutMs` and the time left
 * before `deadline`, every try and wait included. A read or an edit is retried after a 5xx, a
 * network error or a short rate limit (never sooner than GitHub asks, never past the time
 * limit), a create only when GitHub provably did nothing; one log line per retry. Failures
 * become a GitHubError with one sentence, which says when GitHub was the slow side.
 */
export async function callGitHub<T>(
  call: (signal: AbortSignal) => Promise<T>,
  options: CallOptions,
): Promise<T> {
  const { clock, doing } = options
  const start = clock.now()
  const ownEnd = start + options.timeoutMs
  const end = options.deadline === undefined ? ownEnd : Math.min(ownEnd, options.deadline)
  const boundByStep = options.deadline !== undefined && options.deadline < ownEnd
  const stepNote = boundByStep
    ? ` (what was left of ${options.deadlineName ?? "the step's `timeout`"})`
    : ''
  const cancelled = (cause: unknown): GitHubError =>
    new GitHubError(
      `${doing} failed: the run was cancelled.`,
      'timeout',
      undefined,
      undefined,
      cause,
    )
  for (let attempt = 1; ; attempt++) {
    if (options.signal?.aborted) throw cancelled(options.signal.reason)
    const left = end - clock.now()
    if (left <= 0) {
      throw new GitHubError(
        attempt === 1
          ? `${doing} failed: the step's \`timeout\` had run out before GitHub was asked.`
          : `${doing} failed: GitHub did not answer within ${formatDuration(end - start)}${stepNote}.`,
        'timeout',
        undefined,
        undefined,
        undefined,
        attempt > 1,
      )
    }
    const timeout = AbortSignal.timeout(left)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    let wait: number
    try {
      return await call(signal)
    } catch (error) {
      if (options.signal?.aborted) throw cancelled(error)
      if (timeout.aborted) {
        throw new GitHubError(
          `${doing} failed: GitHub did not answer within ${formatDuration(end - start)}${stepNote}.`,
          'timeout',
          undefined,
          undefined,
          error,
        )
      }
      const failure = describeGitHubError(error, doing, clock.now())
      const replaySafe =
        options.replaySafe ??
        !(typeof error === 'object' && error !== null && notReplaySafe.has(error))
      const next = attempt < MAX_ATTEMPTS ? retryWait(failure, attempt, replaySafe) : undefined
      if (next === undefined || clock.now() + next + MIN_ATTEMPT_MS > end) throw failure
      core.info(
        `${failure.message} Retrying in ${formatDuration(next)} (try ${attempt + 1} of at most ${MAX_ATTEMPTS}).`,
      )
      wait = next
    }
    try {
      await clock.sleep(wait, options.signal)
    } catch (error) {
      throw cancelled(error)
    }
  }
}

/** The wait before the next try, or undefined when this failure is not retried. */
function retryWait(failure: GitHubError, attempt: number, replaySafe: boolean): number | undefined {
  if (failure.problem === 'rate-limited') {
    // GitHub did nothing: even a create may go again, but never sooner than it asks.
    const wait = failure.retryAfterMs ?? Infinity
    return wait <= MAX_RATE_LIMIT_WAIT_MS ? Math.max(SERVER_ERROR_FIRST_WAIT_MS, wait) : undefined
  }
  const transient =
    failure.problem === 'other' && (failure.status === undefined || failure.status >= 500)
  if (!transient) return undefined
  if (!replaySafe && failure.mayHaveActed) return undefined
  if (failure.retryAfterMs !== undefined) {
    return failure.retryAfterMs <= MAX_RATE_LIMIT_WAIT_MS
      ? Math.max(SERVER_ERROR_FIRST_WAIT_MS, failure.retryAfterMs)
      : undefined
  }
  return Math.min(MAX_RATE_LIMIT_WAIT_MS, SERVER_ERROR_FIRST_WAIT_MS * 2 ** (attempt - 1))
}

/**
 * Error codes of a connection that failed before the request was written: the request provably
 * never left, so GitHub cannot have acted on it.
 */
const NEVER_LEFT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
])

/**
 * Whether a network error happened before the request left. Octokit wraps fetch's
 * `TypeError('fetch failed')` as a RequestError (status 500, no response) whose `cause` is that
 * TypeError, whose `cause` carries the socket's `code`; a connection to several addresses fails
 * with an AggregateError whose `errors` do.
 */
function neverLeft(error: unknown): boolean {
  const codes: string[] = []
  const visit = (value: unknown, depth: number): void => {
    if (depth > 4 || typeof value !== 'object' || value === null) return
    if ('code' in value && typeof value.code === 'string') codes.push(value.code)
    if ('errors' in value && Array.isArray(value.errors)) {
      for (const inner of value.errors.slice(0, 10)) visit(inner, depth + 1)
    }
    if ('cause' in value) visit(value.cause, depth + 1)
  }
  visit(error, 0)
  return codes.length > 0 && codes.some((code) => NEVER_LEFT_CODES.has(code))
}

/** Longest server text quoted in a failure's one-line message. */
const SHOWN_CHARS = 200

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
  const quoted = apiMessage ? ` ("${oneLine(apiMessage, SHOWN_CHARS)}")` : ''
  if (status === undefined || (status === 500 && !response)) {
    const reason = oneLine(errorMessage(error), SHOWN_CHARS)
    const left = neverLeft(error)
    return new GitHubError(
      `${doing} failed: ${reason}${left ? ' (the request never reached GitHub)' : ''}.`,
      'other',
      undefined,
      undefined,
      error,
      !left,
    )
  }
  const text = `${doing} failed: HTTP ${status}${quoted}.`
  const refused = status >= 400 && status < 500
  const retryAfterMs = rateLimitWait(status, response, apiMessage, now)
  if (retryAfterMs !== undefined) {
    return new GitHubError(text, 'rate-limited', status, retryAfterMs, error, false)
  }
  const problem: GitHubProblem =
    status === 401
      ? 'unauthorized'
      : status === 403
        ? 'forbidden'
        : status === 404 || status === 410
          ? 'gone'
          : status === 422
            ? 'invalid'
            : 'other'
  // A 5xx may say when to come back (503): kept for the retry's wait.
  const serverRetryAfter =
    status >= 500 ? retryAfterOf(response?.headers['retry-after'], now) : undefined
  return new GitHubError(text, problem, status, serverRetryAfter, error, !refused)
}

function retryAfterOf(header: string | number | undefined, now: number): number | undefined {
  return header === undefined ? undefined : parseRetryAfter(String(header), now)
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
      ? withDetails(data.message, 'errors' in data ? data.errors : undefined)
      : typeof data === 'string' && data
        ? data
        : undefined
  return { message, headers }
}

/**
 * GitHub's 422 says "Validation Failed" and puts the reason in `errors[].message` ("body is too
 * long (maximum is 65536 characters)"): the first few reasons are added.
 */
function withDetails(message: string, errors: unknown): string {
  if (!Array.isArray(errors)) return message
  const details = errors
    .slice(0, 3)
    .map((item: unknown) =>
      typeof item === 'object' && item !== null && 'message' in item ? item.message : undefined,
    )
    .filter((detail): detail is string => typeof detail === 'string' && detail !== '')
  return details.length > 0 ? `${message}: ${details.join('; ')}` : message
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
  // The same parser as the Mintlify client's: delta-seconds or an HTTP date.
  const retryAfter = retryAfterOf(headers['retry-after'], now)
  if (retryAfter !== undefined) return retryAfter
  if (String(headers['x-ratelimit-remaining']) === '0') {
    const reset = Number(headers['x-ratelimit-reset']) * 1000
    return Number.isFinite(reset) ? Math.max(0, reset - now) : SECONDARY_LIMIT_DEFAULT_WAIT_MS
  }
  if (status === 429 || /rate limit/i.test(message ?? '')) return SECONDARY_LIMIT_DEFAULT_WAIT_MS
  return undefined
}
