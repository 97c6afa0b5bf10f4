/**
 * One GitHub call bounded as a whole: by its own limit and the time the step has left, every
 * try and wait included; retried only when that is safe; its failure a GitHubError with one
 * sentence that says what to do.
 */
import type { Clock } from '../clock.js'
import { formatDuration } from '../durations.js'
import { parseRetryAfter } from '../mintlify/retry.js'
import type { Log } from '../runner.js'
import { errorMessage, oneLine } from '../text.js'

/** Errors of requests that make something happen (a create); see callGitHub. */
const notReplaySafe = new WeakSet<object>()

export function markNotReplaySafe(error: unknown): void {
  if (typeof error === 'object' && error !== null) notReplaySafe.add(error)
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
  /** Says each retry and why. */
  log: Log
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
      options.log.info(
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

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const status = Number(error.status)
  return Number.isInteger(status) ? status : undefined
}

interface ErrorResponse {
  message: string | undefined
  headers: Record<string, string | number | undefined>
}

export function responseOf(error: unknown): ErrorResponse | undefined {
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
export function rateLimitWait(
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
