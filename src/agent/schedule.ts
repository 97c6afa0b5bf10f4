/** The first gap between polls, unless `poll-interval` is shorter. */
export const FIRST_POLL_GAP_MS = 2000

/**
 * The wait before the next poll of a job that has been running `ageMs`: starts at
 * min(2 s, pollInterval) and grows with the job's age (10 % of it) up to `pollInterval`.
 * A quick job is noticed within about 2 s; a long one costs few requests, and the delay
 * in noticing its end stays within 10 % of its run time.
 */
export function pollDelay(ageMs: number, pollIntervalMs: number): number {
  const first = Math.min(FIRST_POLL_GAP_MS, pollIntervalMs)
  return Math.min(pollIntervalMs, Math.max(first, Math.round(ageMs / 10)))
}
