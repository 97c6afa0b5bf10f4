/**
 * The simulator's rate limits, per organisation (the simulator is one organisation): deployments
 * and automation triggers share one limit, previews have their own; analytics requests, when a
 * test asks for it, share the API's 100 an hour. A request counts on arrival (once
 * authenticated), whatever its answer; a 429 does not count. The rules and defaults are
 * described in api-simulator.ts.
 */
import { performance } from 'node:perf_hooks'
import type { Reply } from './query.ts'
import type { SimRoute } from './routes.ts'

interface RateLimit {
  /** Requests allowed within any window of `windowMs`. */
  limit: number
  windowMs: number
}

export interface RateLimitOptions {
  /** Deployments and automation triggers together (default 10 per 10 s). */
  deploy?: Partial<RateLimit>
  /** Preview deployments (default 5 per 60 s). */
  preview?: Partial<RateLimit>
  /**
   * Every analytics endpoint together, as the API's 100 an hour per organisation (no limit unless
   * given: most tests send more than a real hour allows).
   */
  analytics?: Partial<RateLimit>
}

export interface RateLimitsOptions {
  rateLimits?: RateLimitOptions
  /** Send `Retry-After` (whole seconds) with a 429 (default false: the API documents none). */
  retryAfter?: boolean
}

type LimitName = 'deploy' | 'preview' | 'analytics'

const DEFAULTS: Readonly<Record<LimitName, RateLimit>> = {
  deploy: { limit: 10, windowMs: 10_000 },
  preview: { limit: 5, windowMs: 60_000 },
  analytics: { limit: 100, windowMs: 3_600_000 },
}

/** Which limit a route counts towards, if any. */
const LIMITED: Partial<Record<SimRoute, LimitName>> = {
  deploy: 'deploy',
  automation: 'deploy',
  preview: 'preview',
  views: 'analytics',
  visitors: 'analytics',
  searches: 'analytics',
  feedback: 'analytics',
  'feedback-by-page': 'analytics',
  assistant: 'analytics',
  'assistant-callers': 'analytics',
}

/** A sliding window: the arrival times of the requests it let through. */
class Window {
  readonly #limit: number
  readonly #windowMs: number
  readonly #arrivals: number[] = []

  constructor(limit: RateLimit, name: string) {
    if (!Number.isInteger(limit.limit) || limit.limit < 0) {
      throw new Error(`rateLimits.${name}.limit must be an integer >= 0`)
    }
    if (!(limit.windowMs > 0)) throw new Error(`rateLimits.${name}.windowMs must be > 0`)
    this.#limit = limit.limit
    this.#windowMs = limit.windowMs
  }

  /** Counts the request and answers undefined, or answers the ms until one is allowed. */
  take(now: number): number | undefined {
    while (this.#arrivals.length > 0 && (this.#arrivals[0] ?? 0) <= now - this.#windowMs) {
      this.#arrivals.shift()
    }
    if (this.#arrivals.length < this.#limit) {
      this.#arrivals.push(now)
      return undefined
    }
    const oldest = this.#arrivals[0] ?? now
    return oldest + this.#windowMs - now
  }
}

export class RateLimits {
  readonly #windows: Partial<Record<LimitName, Window>>
  readonly #retryAfter: boolean
  readonly #now: () => number

  /**
   * `clock`: the windows' clock, in ms (the simulator's `clock`; default `performance.now`). A
   * test that must not depend on how fast processes start gives its own.
   */
  constructor(options: RateLimitsOptions = {}, clock?: () => number) {
    const limits = options.rateLimits ?? {}
    this.#windows = {
      deploy: new Window({ ...DEFAULTS.deploy, ...limits.deploy }, 'deploy'),
      preview: new Window({ ...DEFAULTS.preview, ...limits.preview }, 'preview'),
      ...(limits.analytics
        ? { analytics: new Window({ ...DEFAULTS.analytics, ...limits.analytics }, 'analytics') }
        : {}),
    }
    this.#retryAfter = options.retryAfter === true
    this.#now = clock ?? (() => performance.now())
  }

  /** A 429 when the route is over its limit; else undefined (and the request counted). */
  check(route: SimRoute): Reply | undefined {
    const kind = LIMITED[route]
    const window = kind === undefined ? undefined : this.#windows[kind]
    if (window === undefined) return undefined
    const waitMs = window.take(this.#now())
    if (waitMs === undefined) return undefined
    return {
      status: 429,
      body: { error: 'Too many requests' },
      headers: this.#retryAfter
        ? { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) }
        : undefined,
    }
  }
}
