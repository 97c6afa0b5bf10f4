import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { AgentJob } from '../../src/api/types.ts'
import { FOLLOW_UP_GRACE_MS, JobTimeoutError, waitForJob } from '../../src/job-wait.ts'
import { pollDelay } from '../../src/poll.ts'
import { FakeClock } from '../support/fake-clock.ts'

// @actions/core logs workflow commands to stdout: capture them instead of printing.
let stdout: MockInstance<typeof process.stdout.write>
beforeEach(() => {
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
})
afterEach(() => stdout.mockRestore())
const logged = () => stdout.mock.calls.map((call) => String(call[0]))

const job = (status: string, prLink: string | null = null): AgentJob => ({
  id: 'job_1',
  status,
  prLink,
})

/** A job API that answers polls from a script, the last answer repeating. */
function scripted(...answers: AgentJob[]) {
  let polls = 0
  return {
    get polls() {
      return polls
    },
    getJob: async () => answers[Math.min(polls++, answers.length - 1)] as AgentJob,
  }
}

function options(api: ReturnType<typeof scripted>, clock: FakeClock, extra = {}) {
  return {
    api,
    clock,
    projectId: 'p',
    pollIntervalMs: 10_000,
    deadline: clock.now() + 30 * 60_000,
    onJob: vi.fn(),
    ...extra,
  }
}

describe('waitForJob', () => {
  it('polls until a terminal status and reports every job object', async () => {
    const clock = new FakeClock()
    const api = scripted(job('active'), job('active'), job('completed', 'https://x/pull/1'))
    const opts = options(api, clock)
    const last = await waitForJob(job('active'), opts)
    expect(last.prLink).toBe('https://x/pull/1')
    expect(api.polls).toBe(3)
    expect(opts.onJob).toHaveBeenCalledTimes(3)
    expect(clock.sleeps).toEqual([2000, 2000, 2000])
  })

  it('treats an unknown status as still running and warns once', async () => {
    const clock = new FakeClock()
    const api = scripted(job('queued'), job('queued'), job('failed'))
    const last = await waitForJob(job('active'), options(api, clock))
    expect(last.status).toBe('failed')
    expect(
      logged().filter((line) => line.startsWith('::warning::') && line.includes('queued')),
    ).toHaveLength(1)
  })

  it('times out with the job id and last status, saying the job may still finish', async () => {
    const clock = new FakeClock()
    const api = scripted(job('active'))
    const promise = waitForJob(
      job('active'),
      options(api, clock, { deadline: clock.now() + 60_000 }),
    )
    await expect(promise).rejects.toThrow(JobTimeoutError)
    await expect(promise).rejects.toThrow(/job_1 \(last status: active\); the job may still finish/)
    expect(clock.now()).toBe(Date.parse('2026-11-21T10:01:00Z'))
  })

  describe('after a follow-up', () => {
    const old = job('completed', 'https://x/pull/1')

    it('does not take the old completed state for the answer', async () => {
      const clock = new FakeClock()
      const api = scripted(old, old, job('active'), job('completed', 'https://x/pull/2'))
      const last = await waitForJob(old, options(api, clock, { afterFollowUp: old }))
      expect(last.prLink).toBe('https://x/pull/2')
      expect(api.polls).toBe(4)
    })

    it('accepts a changed terminal state without seeing active', async () => {
      const clock = new FakeClock()
      const api = scripted(old, job('completed', 'https://x/pull/2'))
      const last = await waitForJob(old, options(api, clock, { afterFollowUp: old }))
      expect(last.prLink).toBe('https://x/pull/2')
    })

    it('accepts an unchanged terminal state after the grace period', async () => {
      const clock = new FakeClock()
      const start = clock.now()
      const api = scripted(old)
      const last = await waitForJob(old, options(api, clock, { afterFollowUp: old }))
      expect(last).toEqual(old)
      expect(clock.now() - start).toBeGreaterThanOrEqual(FOLLOW_UP_GRACE_MS)
      expect(clock.now() - start).toBeLessThan(FOLLOW_UP_GRACE_MS + 10_000)
    })
  })
})

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
