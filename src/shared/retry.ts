/**
 * The one retry policy of every request the action sends (the Mintlify client, GitHub, the link
 * check, the bundle download): which failed tries go again, how long to wait first (the server's
 * `Retry-After` or rate-limit reset, else backoff with jitter), never past the deadline. Each
 * client passes data only: its limits (RetryLimits) and, per request, whether it may reach the
 * server twice. Network errors are told apart here, by their class and code, never their text.
 * docs/reliability.md says what each client's limits promise.
 */
import type { Clock } from './clock.js'

/** What a network failure was, as far as retrying it goes. */
export type NetworkKind =
  /** The host name does not resolve. */
  | 'unresolved'
  | 'refused'
  /** No route to the network or host. */
  | 'unreachable'
  /** The connection was cut (reset, closed, a broken pipe). */
  | 'reset'
  /** Connecting, or a silence, outlasted its bound; or the try's own bound ran out. */
  | 'timeout'
  /** The TLS handshake or the certificate failed. */
  | 'tls'
  /** The proxy refused the tunnel (407, 403, ...): asking again will not help. */
  | 'proxy-refused'
  /** The proxy could not reach the server (502, 503, 504 to CONNECT): nothing was sent. */
  | 'proxy-failed'
  | 'other'

/** Every network failure that may pass; a proxy's refusal never does. */
const PASSING_NETWORK_FAULTS: readonly NetworkKind[] = [
  'unresolved',
  'refused',
  'unreachable',
  'reset',
  'timeout',
  'tls',
  'proxy-failed',
  'other',
]

/** The proxy answered the tunnel request (CONNECT) with another status than 200. */
export class TunnelRefusedError extends Error {
  readonly status: number

  constructor(status: number) {
    super(`the proxy answered HTTP ${status} to the tunnel request`)
    this.name = 'TunnelRefusedError'
    this.status = status
  }
}

export interface NetworkFault {
  kind: NetworkKind
  /** The error's code (`ECONNREFUSED`, `UND_ERR_SOCKET`), for messages. */
  code: string | undefined
  /** It failed before the request was written: the server cannot have acted on it. */
  neverLeft: boolean
  /** For a tunnel the proxy refused or could not open: the proxy's status. */
  proxyStatus?: number
}

const KIND_OF_CODE: Readonly<Record<string, NetworkKind>> = {
  ENOTFOUND: 'unresolved',
  EAI_AGAIN: 'unresolved',
  EAI_NODATA: 'unresolved',
  EAI_NONAME: 'unresolved',
  ECONNREFUSED: 'refused',
  ENETUNREACH: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ECONNRESET: 'reset',
  ECONNABORTED: 'reset',
  EPIPE: 'reset',
  UND_ERR_SOCKET: 'reset',
  UND_ERR_CLOSED: 'reset',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
}

/** Codes of a connection that failed before anything was written to it. */
const NEVER_LEFT_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NODATA',
  'EAI_NONAME',
  'ECONNREFUSED',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
])

/**
 * What a network error was, from its class and code: the error itself, its `cause` chain (fetch
 * wraps the socket's error, Octokit wraps fetch's) and an AggregateError's `errors` (a host with
 * several addresses), a few levels deep.
 */
export function networkFault(error: unknown): NetworkFault {
  let code: string | undefined
  let tunnel: TunnelRefusedError | undefined
  const visit = (value: unknown, depth: number): void => {
    if (depth > 4 || typeof value !== 'object' || value === null) return
    if (value instanceof TunnelRefusedError) tunnel ??= value
    if ('code' in value && typeof value.code === 'string') code ??= value.code
    if ('errors' in value && Array.isArray(value.errors)) {
      for (const inner of value.errors.slice(0, 10)) visit(inner, depth + 1)
    }
    if ('cause' in value) visit(value.cause, depth + 1)
  }
  visit(error, 0)
  if (tunnel) {
    const failed = tunnel.status === 502 || tunnel.status === 503 || tunnel.status === 504
    const kind = failed ? 'proxy-failed' : 'proxy-refused'
    return { kind, code, neverLeft: true, proxyStatus: tunnel.status }
  }
  const tls = code !== undefined && /^ERR_TLS|CERT|SSL/.test(code)
  const kind = tls ? 'tls' : ((code === undefined ? undefined : KIND_OF_CODE[code]) ?? 'other')
  return { kind, code, neverLeft: code !== undefined && NEVER_LEFT_CODES.has(code) }
}

/** One failed try, as the policy weighs it: facts about it, no verdict. */
export interface Fault {
  /** The answer's status, when one came. */
  status?: number
  /** No whole answer: what the network did (`timeout` too when the try's own bound ran out). */
  network?: NetworkKind
  /** The request provably never reached the server. */
  neverLeft?: boolean
  /** The server said "not now" (a 429; GitHub's rate limits): it did nothing. */
  rateLimited?: boolean
  /** How long the server asked to wait (Retry-After, a rate-limit reset), in ms from now. */
  serverWaitMs?: number
  /** A whole answer that could not be read (a garbled 2xx body): it may pass. */
  garbled?: boolean
  /** The answer was larger than the client reads: it is not downloaded again. */
  oversized?: boolean
}

/** An answer's headers that say when to come back, as the client read them. */
export interface WaitHeaders {
  'retry-after'?: string
  'x-ratelimit-remaining'?: string
  'x-ratelimit-reset'?: string
}

/** Longest header value read as a wait: an HTTP date is 29 characters. */
const MAX_WAIT_HEADER_CHARS = 64

/**
 * `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date. Undefined when absent
 * or unreadable; 0 for "now" or a date in the past; a wait too long to be real stays long, for
 * the deadline or the limits to refuse.
 */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  const text = value?.trim()
  if (!text || text.length > MAX_WAIT_HEADER_CHARS) return undefined
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const date = Date.parse(text)
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return undefined
  return Math.max(0, date - now)
}

/**
 * How long the server asked to wait: `Retry-After`, else the reset time of a rate limit that is
 * spent (GitHub's `x-ratelimit-remaining: 0` with `x-ratelimit-reset` in epoch seconds).
 */
export function serverWait(headers: WaitHeaders, now: number): number | undefined {
  const retryAfter = parseRetryAfter(headers['retry-after'], now)
  if (retryAfter !== undefined) return retryAfter
  if (headers['x-ratelimit-remaining']?.trim() !== '0') return undefined
  const reset = headers['x-ratelimit-reset']?.trim() ?? ''
  if (!/^\d{1,12}(?:\.\d{1,6})?$/.test(reset)) return undefined
  return Math.max(0, Number(reset) * 1000 - now)
}

/**
 * The fault of an answer with an error status. A status of `limits.rateLimitStatuses` is a rate
 * limit when it is a 429, says when to come back, or its text says so (GitHub's secondary limit
 * is a 403 "You have exceeded a secondary rate limit").
 */
export function answerFault(
  answer: { status: number; headers?: WaitHeaders; text?: string },
  limits: Pick<RetryLimits, 'rateLimitStatuses'>,
  now: number,
): Fault {
  const { status, headers = {} } = answer
  const serverWaitMs = serverWait(headers, now)
  const rateLimited =
    limits.rateLimitStatuses.includes(status) &&
    (status === 429 ||
      serverWaitMs !== undefined ||
      headers['x-ratelimit-remaining']?.trim() === '0' ||
      /rate limit/i.test((answer.text ?? '').slice(0, 1000)))
  return { status, rateLimited, serverWaitMs }
}

/** Exponential backoff: the n-th wait is `baseMs * 2^(n-1)`, capped at `maxMs`. */
export interface Backoff {
  baseMs: number
  maxMs: number
  /**
   * The share of each wait taken off at random, so runners failing together spread out: 0.5
   * waits between half and all of it; 0 waits exactly.
   */
  jitter: number
}

/** A client's limits: what it retries, and how long and how often it may wait. */
export interface RetryLimits {
  attempts: {
    /** Tries of one request at most, the first included (Infinity: until the deadline). */
    max: number
    /**
     * Tries at most after failures only a proof makes safe or that rarely pass: a request that
     * is not replay-safe and provably never left, and a garbled answer. Default `max`.
     */
    doubtful?: number
  }
  /** Error statuses a replay-safe request is tried again after. */
  errorStatuses: { min: number; max: number }
  /**
   * Statuses that may be a rate limit (see answerFault), waited out even for a create: 429, and
   * GitHub's 403; none for a client that never asks a limited host again.
   */
  rateLimitStatuses: readonly number[]
  /** Network failures tried again (a create only when it provably never left). */
  network: readonly NetworkKind[]
  /** Waits after an error status, a network failure or a garbled answer. */
  backoff: Backoff
  /** Waits after a rate limit the server gave no wait for. */
  rateLimit: Backoff
  /** A longer wait, asked or our own, ends the tries (the deadline bounds every wait besides). */
  maxWaitMs: number
  /** Time a try needs after its wait: a wait that leaves less before the deadline is not begun. */
  minTryMs: number
}

/**
 * What a client retries unless it says otherwise: a replay-safe request after a 5xx (a server's
 * passing trouble), a 429 as a rate limit, every network failure that may pass; a wait as long as
 * the deadline allows. A client's limits spread these and name what it does differently.
 */
export const RETRY_DEFAULTS = {
  errorStatuses: { min: 500, max: 599 },
  rateLimitStatuses: [429],
  network: PASSING_NETWORK_FAULTS,
  maxWaitMs: Number.POSITIVE_INFINITY,
  minTryMs: 0,
} satisfies Omit<RetryLimits, 'attempts' | 'backoff' | 'rateLimit'>

/** A 429 is never retried sooner than this, whatever the server says (0, a date in the past). */
const RATE_LIMIT_FLOOR_MS = 1000

/** What the request is and what it met before: the n-th try, tries failed and rate limited. */
export interface TryCount {
  /** This try's number, from 1. */
  attempt: number
  /** Tries that failed, this one included, rate limits apart (the backoff's n). */
  failed: number
  /** Tries answered with a rate limit, this one included. */
  limited: number
}

export interface RetryContext {
  replaySafe: boolean
  /** The endpoint's rate-limit window: a rate limit without a server wait waits it out whole. */
  rateLimitWindowMs?: number
  now: number
  deadline: number
  random: () => number
}

export type Decision =
  | { retry: true; waitMs: number; asked: boolean }
  | { retry: false; why: 'final' | 'attempts' | 'too-long' | 'deadline'; waitMs?: number }

/** Whether to try again after `fault`, and after how long. */
export function decideRetry(
  fault: Fault,
  count: TryCount,
  limits: RetryLimits,
  context: RetryContext,
): Decision {
  const cap = retryCap(fault, context.replaySafe, limits)
  if (cap === undefined) return { retry: false, why: 'final' }
  if (count.attempt >= cap) return { retry: false, why: 'attempts' }
  const asked =
    fault.serverWaitMs !== undefined && fault.serverWaitMs > 0
      ? Math.max(RATE_LIMIT_FLOOR_MS, fault.serverWaitMs)
      : undefined
  let waitMs: number
  if (fault.rateLimited) {
    // Without a usable wait, an endpoint with a documented window waits it out whole: a limit
    // per organisation may be spent by other runs too.
    waitMs =
      asked ??
      Math.max(
        RATE_LIMIT_FLOOR_MS,
        context.rateLimitWindowMs ?? 0,
        backoffDelay(count.limited, limits.rateLimit, context.random),
      )
  } else if (asked === undefined) {
    waitMs = backoffDelay(count.failed, limits.backoff, context.random)
  } else {
    // After an error, a server's wait within `maxWaitMs` is held to the backoff's cap: a hostile
    // value can neither make us hammer nor park us.
    waitMs = asked > limits.maxWaitMs ? asked : Math.min(limits.backoff.maxMs, asked)
  }
  if (waitMs > limits.maxWaitMs) return { retry: false, why: 'too-long', waitMs }
  if (context.now + waitMs + limits.minTryMs >= context.deadline) {
    return { retry: false, why: 'deadline', waitMs }
  }
  return { retry: true, waitMs, asked: asked !== undefined }
}

/** The most tries `fault` allows, or undefined when it is never tried again. */
function retryCap(fault: Fault, replaySafe: boolean, limits: RetryLimits): number | undefined {
  const { max, doubtful = max } = limits.attempts
  if (fault.oversized) return undefined
  // The server did nothing: even a create may go again.
  if (fault.rateLimited) return max
  if (fault.network !== undefined) {
    if (!limits.network.includes(fault.network)) return undefined
    if (replaySafe) return max
    return fault.neverLeft ? doubtful : undefined
  }
  if (!replaySafe) return undefined
  if (fault.garbled) return doubtful
  const { status } = fault
  const { errorStatuses } = limits
  return status !== undefined && status >= errorStatuses.min && status <= errorStatuses.max
    ? max
    : undefined
}

/** The n-th wait (from 1) of `backoff`, jittered with `random` (in [0, 1)). */
export function backoffDelay(n: number, backoff: Backoff, random: () => number): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, n - 1))
  return Math.round(ceiling * (1 - backoff.jitter + backoff.jitter * random()))
}

/** One try's outcome. `progressed` (a resumed transfer) starts the count of tries again. */
export type TryOutcome<T, F> =
  | { ok: true; value: T }
  | { ok: false; failure: F; fault: Fault; progressed?: boolean; replaySafe?: boolean }

/** A wait about to begin, for the client's log. */
export interface Wait extends TryCount {
  ms: number
  /** The wait is the server's own. */
  asked: boolean
  rateLimited: boolean
}

export interface RetryRun<F> {
  limits: RetryLimits
  clock: Clock
  deadline: number
  /** A try that failed may reach the server again; a try's outcome may say otherwise. */
  replaySafe: boolean
  rateLimitWindowMs?: number
  /** For jitter; injectable so tests are deterministic. */
  random?: () => number
  /** Ends a wait at once. */
  signal?: AbortSignal
  onWait?: (failure: F, wait: Wait) => void
}

export type Retried<T, F> =
  | { ok: true; value: T; failed: number }
  | {
      ok: false
      failure: F
      fault: Fault
      /** Why the tries ended: the decision's reason, or a cancelled wait. */
      why: Extract<Decision, { retry: false }>['why'] | 'cancelled'
      waitMs?: number
    }

/**
 * Tries `once` until it succeeds or the policy says to stop, waiting on `clock` in between. What
 * `once` throws ends the tries at once (a cancellation, a failure that is not a try's).
 */
export async function retrying<T, F>(
  once: (attempt: number) => Promise<TryOutcome<T, F>>,
  run: RetryRun<F>,
): Promise<Retried<T, F>> {
  const { clock, limits, random = Math.random } = run
  const count: TryCount = { attempt: 0, failed: 0, limited: 0 }
  for (;;) {
    count.attempt++
    const outcome = await once(count.attempt)
    if (outcome.ok) return { ok: true, value: outcome.value, failed: count.failed }
    const { failure, fault } = outcome
    if (outcome.progressed) Object.assign(count, { attempt: 0, failed: 0 })
    if (fault.rateLimited) count.limited++
    else count.failed++
    const decision = decideRetry(fault, count, limits, {
      replaySafe: outcome.replaySafe ?? run.replaySafe,
      rateLimitWindowMs: run.rateLimitWindowMs,
      now: clock.now(),
      deadline: run.deadline,
      random,
    })
    if (!decision.retry) {
      return { ok: false, failure, fault, why: decision.why, waitMs: decision.waitMs }
    }
    const { waitMs: ms, asked } = decision
    run.onWait?.(failure, { ...count, ms, asked, rateLimited: fault.rateLimited === true })
    try {
      await clock.sleep(ms, run.signal)
    } catch {
      return { ok: false, failure, fault, why: 'cancelled' }
    }
  }
}
