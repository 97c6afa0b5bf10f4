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

/** 5xx and network errors: quick first retry, a few more spaced out. */
export const SERVER_ERROR_BACKOFF: BackoffOptions = { baseMs: 1000, maxMs: 30_000 }
/** 429 without Retry-After: back off harder, up to a minute (API-FACTS.md). */
export const RATE_LIMIT_BACKOFF: BackoffOptions = { baseMs: 2000, maxMs: 60_000 }
/** Tries of one request for 5xx, network errors and malformed bodies; 429 is bounded by `timeout` only. */
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
 * or unparsable (the caller then backs off on its own).
 */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined
  const text = value.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const date = Date.parse(text)
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return undefined
  return Math.max(0, date - now)
}

/** The wait before the next try: the server's `Retry-After` when it gave one, else backoff. */
export function retryDelay(
  retry: number,
  retryAfterMs: number | undefined,
  options: BackoffOptions,
  random: () => number,
): number {
  return retryAfterMs ?? backoffDelay(retry, options, random)
}
