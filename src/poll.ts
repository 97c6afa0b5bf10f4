/**
 * Waiting on something the API runs (an agent job, a deployment): one schedule and one loop for
 * every mode, bounded by `timeout` and cancellation.
 */
import { ApiError } from './api/errors.js'
import type { Clock } from './clock.js'

/** The first gap between polls, unless `poll-interval` is shorter. */
const FIRST_POLL_GAP_MS = 2000

/**
 * The wait before the next poll of something that has been running `ageMs`: starts at
 * min(2 s, pollInterval) and grows with its age (10 % of it) up to `pollInterval`. A quick one is
 * noticed within about 2 s; a long one costs few requests, and the delay in noticing its end
 * stays within 10 % of its run time.
 */
export function pollDelay(ageMs: number, pollIntervalMs: number): number {
  const first = Math.min(FIRST_POLL_GAP_MS, pollIntervalMs)
  return Math.min(pollIntervalMs, Math.max(first, Math.round(ageMs / 10)))
}

export interface PollOptions<T> {
  pollIntervalMs: number
  /** Epoch ms: the `timeout` input. */
  deadline: number
  /** Epoch ms the wait began: the schedule grows with the age. */
  startedAt: number
  clock: Clock
  signal?: AbortSignal
  /** One poll (the client retries inside it). */
  get: (signal?: AbortSignal) => Promise<T>
  /** Whether `value` ends the wait. */
  done: (value: T) => boolean
  /** Called with every value polled, before `done` is asked. */
  onValue: (value: T) => void
}

/** The wait ran into `timeout`; `last` is the last value seen. */
export class PollTimeout<T> {
  readonly last: T
  constructor(last: T) {
    this.last = last
  }
}

/**
 * Whether `error`, thrown by a request once a wait has begun, is the wait running into `timeout`:
 * every request is cut short at the deadline, so a request that timed out during the wait means
 * the wait timed out, whatever request was in flight. Each waiter reports it as its own timeout.
 */
export function isWaitTimeout(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'timeout'
}

/**
 * Polls from `first` until `done` or the deadline: no poll is started that could not end before
 * it. Returns the last value, or a PollTimeout with it when the deadline came first.
 */
export async function pollUntil<T>(first: T, options: PollOptions<T>): Promise<T | PollTimeout<T>> {
  const { clock, deadline, signal } = options
  let value = first
  while (!options.done(value)) {
    const now = clock.now()
    const gap = pollDelay(now - options.startedAt, options.pollIntervalMs)
    if (now + gap >= deadline) {
      // No poll would fit before `timeout`: wait it out, then report where things stand.
      await clock.sleep(Math.max(0, deadline - now), signal)
      return new PollTimeout(value)
    }
    await clock.sleep(gap, signal)
    value = await options.get(signal)
    options.onValue(value)
  }
  return value
}
