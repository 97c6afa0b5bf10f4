/**
 * The retry policy, kept pure so it can be tested without a server. The client decides *whether*
 * a failure may be retried (see client.ts: a job is never created twice); this decides *when*.
 */

export interface BackoffOptions {
  /** Delay before the first retry, before jitter. */
  baseMs: number
  /** Longest delay between two tries. */
  maxMs: number
}

/** 5xx, network errors and timeouts: quick first retry, then spaced out up to a minute. */
const SERVER_ERROR_BACKOFF: BackoffOptions = { baseMs: 1000, maxMs: 60_000 }
/** 429 without a usable Retry-After: back off harder, up to a minute (docs/design.md, "The API"). */
const RATE_LIMIT_BACKOFF: BackoffOptions = { baseMs: 2000, maxMs: 60_000 }
/**
 * The documented rate-limit windows: deployments and automation runs share 10 requests per 10 s
 * per organisation, previews 5 per minute. A 429 without `Retry-After` waits a whole window.
 */
export const TRIGGER_WINDOW_MS = 10_000
export const PREVIEW_WINDOW_MS = 60_000

/** A 429 is never retried sooner than this, whatever `Retry-After` says (0, a past date). */
const RATE_LIMIT_FLOOR_MS = 1000
/**
 * Tries of a request that is not bounded by `timeout` alone: a create or follow-up that provably
 * never left, and a malformed 2xx body (a server bug that retrying rarely fixes).
 */
export const MAX_ATTEMPTS = 5

/**
 * Exponential backoff with jitter: the n-th retry (1-based) waits between half and all of
 * `baseMs * 2^(n-1)`, capped at `maxMs`, so many runners retrying at once spread out.
 */
export function backoffDelay(retry: number, options: BackoffOptions, random: () => number): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, retry - 1))
  return Math.round(ceiling * (0.5 + 0.5 * random()))
}

/**
 * `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date. Undefined when absent
 * or unparsable (the caller then backs off on its own); 0 for "now" or a date in the past.
 */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined
  const text = value.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const date = Date.parse(text)
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return undefined
  return Math.max(0, date - now)
}

/**
 * The wait before the next try after a 429: the server's `Retry-After` when it is usable (more
 * than zero), else exponential backoff, at least the endpoint's rate-limit window; never less
 * than RATE_LIMIT_FLOOR_MS, so a server that says "retry now" cannot make us hammer its rate limit.
 */
export function rateLimitDelay(
  retry: number,
  retryAfterMs: number | undefined,
  random: () => number,
  windowMs = 0,
): number {
  if (retryAfterMs !== undefined && retryAfterMs > 0) {
    return Math.max(RATE_LIMIT_FLOOR_MS, retryAfterMs)
  }
  // Without a usable Retry-After, an endpoint with a documented window waits it out whole: a
  // trigger's limit is per organisation, so other runs may be using the same window.
  return Math.max(RATE_LIMIT_FLOOR_MS, windowMs, backoffDelay(retry, RATE_LIMIT_BACKOFF, random))
}

/** The wait before the next try after a 5xx, a network error or a timeout. */
export function serverErrorDelay(
  retry: number,
  retryAfterMs: number | undefined,
  random: () => number,
): number {
  // A 503 may say when to come back: honoured between the 429 floor and the backoff's cap, so a
  // hostile value can neither make us hammer nor park us.
  if (retryAfterMs !== undefined && retryAfterMs > 0) {
    return Math.min(SERVER_ERROR_BACKOFF.maxMs, Math.max(RATE_LIMIT_FLOOR_MS, retryAfterMs))
  }
  return backoffDelay(retry, SERVER_ERROR_BACKOFF, random)
}
