import { describe, expect, it, vi } from 'vitest'
import type { AgentJob } from '../../../src/shared/mintlify/schemas.ts'
import { FOLLOW_UP_GRACE_MS, waitForJob } from '../../../src/shared/job-wait.ts'
import { WaitTimeoutError } from '../../../src/shared/poll.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { recordingLog } from '../../support/recording-log.ts'

// The waiter itself (statuses, warnings, log lines, timeout, cancellation) is tested in
// poll.test.ts; here, what a job adds: its statuses, its resume input and the follow-up rule.

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
    log: recordingLog(),
    projectId: 'p',
    pollIntervalMs: 10_000,
    deadline: clock.now() + 30 * 60_000,
    onJob: vi.fn(),
    ...extra,
  }
}

describe('waitForJob', () => {
  it.each(['completed', 'archived', 'failed'])(
    'polls until %s, reporting every job object',
    async (terminal) => {
      const clock = new FakeClock()
      const api = scripted(job('active'), job('active'), job(terminal, 'https://x/pull/1'))
      const opts = options(api, clock)
      const last = await waitForJob(job('active'), opts)
      expect(last).toEqual(job(terminal, 'https://x/pull/1'))
      expect(api.polls).toBe(3)
      expect(opts.onJob).toHaveBeenCalledTimes(3)
    },
  )

  it('times out naming the job and `job-id` to wait for it in a later step', async () => {
    const clock = new FakeClock()
    const api = scripted(job('active'))
    const promise = waitForJob(
      job('active'),
      options(api, clock, { deadline: clock.now() + 50_000 }),
    )
    await expect(promise).rejects.toThrow(WaitTimeoutError)
    await expect(promise).rejects.toThrow(
      'Timed out after 50.0 s waiting for job job_1 (last status: active); the job may still finish: raise `timeout`, or wait for it in a later step with `job-id: job_1`.',
    )
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
