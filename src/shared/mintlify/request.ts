/**
 * One request to Mintlify's API, as each API file (agent-api.ts, deployment-api.ts, ...) describes it,
 * and the client they all send it through (client.ts): adding an API is adding a file, not
 * editing a shared class.
 */
import type * as v from 'valibot'
import { quoteShort } from '../text.js'
import type { UrlCheck } from '../url.js'
import { SAFE_ID } from './schemas.js'

export interface ApiRequest<T> {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number>
  body?: unknown
  /** "Creating the agent job": starts every error message. */
  operation: string
  schema: v.GenericSchema<unknown, T>
  /** A check beyond the shape (the job asked for); returns why the answer is wrong. */
  check?: (value: T) => string | undefined
  /**
   * False for requests that must not reach the server twice (creating a job, sending a
   * follow-up): they are retried only when the server provably did not act on them.
   */
  replaySafe: boolean
  /**
   * For a request that is not replay-safe: what its failure means for the user, when the server
   * provably did not act on it (`none`) and when it may have (`unknown`).
   */
  effect?: { none: string; unknown: string }
  /** Counts against the analytics budget, every attempt. */
  budgeted?: boolean
  /** The endpoint's rate-limit window: a 429 without `Retry-After` waits this long. */
  rateLimitWindowMs?: number
  /** Hints for statuses whose meaning is particular to this request (404: which id). */
  hints?: Readonly<Record<number, string>>
}

/**
 * The documented rate-limit windows (`rateLimitWindowMs`): deployments and automation runs share
 * 10 requests per 10 s per organisation, previews 5 per minute.
 */
export const TRIGGER_WINDOW_MS = 10_000
export const PREVIEW_WINDOW_MS = 60_000

/** What an API file sends its requests through: bearer auth, bounds, retries, checks. */
export interface ApiClient {
  /** Sends `request` (retried as its kind allows, within `timeout`); its checked answer. */
  request<T>(request: ApiRequest<T>, signal?: AbortSignal): Promise<T>
  /** This run's check of the URLs in answers: a dropped URL is warned about once per run. */
  readonly urls: UrlCheck
}

/**
 * An id as a URL path segment. Ids come from inputs, the server or a tracking comment; only the
 * characters of a safe segment pass (no `..`, no `/`, no lone surrogate), so none can turn the
 * URL into another path.
 */
export function pathSegment(id: string): string {
  if (!SAFE_ID.test(id)) {
    throw new Error(
      `The id ${quoteShort(id)} is not a valid id (at most 128 letters, digits and \`. _ ~ -\`).`,
    )
  }
  return id
}
