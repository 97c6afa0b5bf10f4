/**
 * One GitHub call bounded as a whole: by its own limit and the time the step has left, every
 * try and wait included; retried only when that is safe; its failure a GitHubError with one
 * sentence that says what to do.
 */
import type { Clock } from '../clock.js'
import { formatDuration } from '../durations.js'
import {
  answerFault,
  networkFault,
  retrying,
  RETRY_DEFAULTS,
  type Fault,
  type RetryLimits,
  type WaitHeaders,
} from '../retry.js'
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
  /** What the retry policy weighs; none for a failure of our own making (an answer refused). */
  readonly fault: Fault

  constructor(
    message: string,
    problem: GitHubProblem,
    status?: number,
    retryAfterMs?: number,
    cause?: unknown,
    mayHaveActed = true,
    fault: Fault = {},
  ) {
    super(message, { cause })
    this.name = 'GitHubError'
    this.problem = problem
    this.status = status
    this.retryAfterMs = retryAfterMs
    this.mayHaveActed = mayHaveActed
    this.fault = fault
  }
}

/**
 * GitHub's retries (docs/reliability.md): after a 5xx, a network error or a short rate limit, a
 * create only when GitHub provably did nothing; 5 tries at most however much time is left (GitHub
 * punishes hammering), a wait at most 5 s (a longer one becomes a warning) and half a second left
 * for the try after it.
 */
export const GITHUB_RETRIES: RetryLimits = {
  ...RETRY_DEFAULTS,
  attempts: { max: 5 },
  // A secondary rate limit is a 403 that says so.
  rateLimitStatuses: [403, 429],
  backoff: { baseMs: 1_000, maxMs: 5_000, jitter: 0 },
  // GitHub's advice for a rate limit without a wait: at least a minute, longer than a call waits.
  rateLimit: { baseMs: 60_000, maxMs: 60_000, jitter: 0 },
  maxWaitMs: 5_000,
  minTryMs: 500,
}

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
  const tried = await retrying(
    async (attempt) => {
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
      try {
        return { ok: true, value: await call(signal) }
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
        // A failed create is never replay-safe, whoever calls it.
        const marked = typeof error === 'object' && error !== null && notReplaySafe.has(error)
        return {
          ok: false,
          failure,
          fault: failure.fault,
          replaySafe: options.replaySafe ?? !marked,
        }
      }
    },
    {
      limits: GITHUB_RETRIES,
      clock,
      deadline: end,
      replaySafe: options.replaySafe ?? true,
      signal: options.signal,
      onWait: (failure, wait) =>
        options.log.info(
          `${failure.message} Retrying in ${formatDuration(wait.ms)} (try ${wait.attempt + 1} of at most ${GITHUB_RETRIES.attempts.max}).`,
        ),
    },
  )
  if (tried.ok) return tried.value
  if (tried.why === 'cancelled') throw cancelled(options.signal?.reason)
  throw tried.failure
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
    const { kind, neverLeft } = networkFault(error)
    return new GitHubError(
      `${doing} failed: ${reason}${neverLeft ? ' (the request never reached GitHub)' : ''}.`,
      'other',
      undefined,
      undefined,
      error,
      !neverLeft,
      { network: kind, neverLeft },
    )
  }
  const text = `${doing} failed: HTTP ${status}${quoted}.`
  const refused = status >= 400 && status < 500
  const headers = waitHeaders(response?.headers ?? {})
  const fault = answerFault({ status, headers, text: apiMessage }, GITHUB_RETRIES, now)
  if (fault.rateLimited) {
    return new GitHubError(text, 'rate-limited', status, fault.serverWaitMs, error, false, fault)
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
  // A 5xx may say when to come back (503).
  const serverWaitMs = status >= 500 ? fault.serverWaitMs : undefined
  return new GitHubError(text, problem, status, serverWaitMs, error, !refused, fault)
}

/** The headers of Octokit's answer that say when to come back, as text. */
function waitHeaders(headers: Record<string, string | number | undefined>): WaitHeaders {
  const text = (name: keyof WaitHeaders): string | undefined =>
    headers[name] === undefined ? undefined : String(headers[name])
  return {
    'retry-after': text('retry-after'),
    'x-ratelimit-remaining': text('x-ratelimit-remaining'),
    'x-ratelimit-reset': text('x-ratelimit-reset'),
  }
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

function responseOf(error: unknown): ErrorResponse | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined
  const response = error.response
  if (typeof response !== 'object' || response === null) return undefined
  const headers =
    'headers' in response && typeof response.headers === 'object' && response.headers !== null
      ? (response.headers as Record<string, string | number | undefined>)
      : {}
  const data = 'data' in response ? response.data : undefined
  if (typeof data === 'string') return { message: data || undefined, headers }
  if (typeof data !== 'object' || data === null || !('message' in data)) {
    return { message: undefined, headers }
  }
  if (typeof data.message !== 'string') return { message: undefined, headers }
  const details = validationDetails(error)
  return { message: details ? `${data.message}: ${details}` : data.message, headers }
}

/**
 * GitHub's 422 says "Validation Failed" and puts the reason in `errors[].message` ("body is too
 * long (maximum is 65536 characters)"): the first three of an Octokit error's, each cut to 200
 * characters, joined by `; ` ('' when it has none).
 */
export function validationDetails(error: unknown): string {
  const data = responseData(error)
  const errors = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : []
  if (!Array.isArray(errors)) return ''
  return errors
    .slice(0, 3)
    .map((item: unknown) =>
      typeof item === 'object' && item !== null && 'message' in item ? item.message : undefined,
    )
    .filter((detail): detail is string => typeof detail === 'string' && detail !== '')
    .map((detail) => detail.slice(0, 200))
    .join('; ')
}

/** The body of an Octokit error's answer, when it has one. */
function responseData(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined
  const { response } = error
  return typeof response === 'object' && response !== null && 'data' in response
    ? response.data
    : undefined
}
