import { describe, expect, it } from 'vitest'
import { pollDelay } from '../../src/agent/wait.ts'

describe('poll schedule', () => {
  it('starts at min(2 s, poll-interval)', () => {
    expect(pollDelay(0, 10_000)).toBe(2000)
    expect(pollDelay(0, 500)).toBe(500)
  })

  it('grows with the job age, up to poll-interval', () => {
    expect(pollDelay(20_000, 10_000)).toBe(2000)
    expect(pollDelay(50_000, 10_000)).toBe(5000)
    expect(pollDelay(600_000, 10_000)).toBe(10_000)
  })

  it('notices the end of a job within max(2 s, 10 % of its age) and polls a 30 min job < 200 times', () => {
    let age = 0
    let polls = 0
    while (age < 30 * 60_000) {
      const gap = pollDelay(age, 10_000)
      expect(gap).toBeLessThanOrEqual(Math.min(10_000, Math.max(2000, age / 10 + 1)))
      age += gap
      polls++
    }
    expect(polls).toBeLessThan(200)
  })
})
