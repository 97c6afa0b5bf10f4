import { describe, expect, it } from 'vitest'
import {
  backoffDelay,
  parseRetryAfter,
  rateLimitDelay,
  serverErrorDelay,
} from '../../../../src/shared/mintlify/retry.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const options = { baseMs: 1000, maxMs: 30_000 }

describe('retry policy', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('3', NOW)).toBe(3000)
    expect(parseRetryAfter('0', NOW)).toBe(0)
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', NOW)).toBe(5000)
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', NOW)).toBe(0)
    expect(parseRetryAfter('soon', NOW)).toBeUndefined()
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined()
  })

  it('backs off exponentially with jitter between half and all of the step, up to the cap', () => {
    expect(backoffDelay(1, options, () => 0)).toBe(500)
    expect(backoffDelay(1, options, () => 1)).toBe(1000)
    expect(backoffDelay(3, options, () => 1)).toBe(4000)
    expect(backoffDelay(20, options, () => 1)).toBe(30_000)
    expect(backoffDelay(20, options, () => 0)).toBe(15_000)
  })

  it("prefers the server's Retry-After to its own backoff", () => {
    expect(rateLimitDelay(4, 1500, () => 1)).toBe(1500)
    expect(serverErrorDelay(4, 1500, () => 1)).toBe(1500)
    expect(serverErrorDelay(4, undefined, () => 1)).toBe(8000)
  })

  it('never retries a 429 sooner than 1 s, whatever Retry-After says', () => {
    // Retry-After: 0 or a date in the past parse to 0: useless, so the client backs off itself.
    expect(rateLimitDelay(1, 0, () => 0)).toBe(1000)
    expect(rateLimitDelay(1, 0, () => 1)).toBe(2000)
    expect(rateLimitDelay(3, 0, () => 1)).toBe(8000)
    expect(rateLimitDelay(1, 200, () => 1)).toBe(1000)
    expect(rateLimitDelay(1, undefined, () => 0)).toBe(1000)
    // Backoff grows to a minute, jittered, and stays there.
    expect(rateLimitDelay(30, undefined, () => 1)).toBe(60_000)
    expect(rateLimitDelay(30, undefined, () => 0)).toBe(30_000)
  })

  it('backs off 5xx and network errors up to a minute, bounding a silly Retry-After', () => {
    expect(serverErrorDelay(30, undefined, () => 1)).toBe(60_000)
    expect(serverErrorDelay(1, 86_400_000, () => 1)).toBe(60_000)
    expect(serverErrorDelay(1, 100, () => 1)).toBe(1000)
  })
})
