/**
 * Fault matrix, agent mode, polling a job: server trouble and odd answers while waiting, end to
 * end through the action's wiring against the simulator (docs/reliability.md lists each row with
 * its test). A poll may be repeated (GET is safe); the job is still created only once, and a
 * failure names the job and how to wait for it. Every run is in process on a FakeClock (retries,
 * backoffs and polls take no time; a held response still takes its real time): the process and
 * its signals are test/e2e/faults/agent-create.test.ts's.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  expectAtMostOneCreate,
  expectFailureSaysWhetherJobExists,
  useSimulator,
  warningsOf,
} from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'

const ctx = useSimulator()
const fast = { 'poll-interval': '200ms' }
const run = (inputs: Record<string, string>) => ctx.runInProcess(inputs, { clock: new FakeClock() })

const gets = () => ctx.sim.requests.filter((r) => r.route === 'get')

afterEach(() => expectAtMostOneCreate(ctx.sim))

describe('faults: agent mode, polling a job', () => {
  it.each([500, 502, 503, 504])('%i on a poll: retries the poll and finishes', async (status) => {
    ctx.sim.fault({ route: 'get', status, afterRequests: 1 })
    const result = await run({ prompt: 'Flaky polls', ...fast })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expect(gets().filter((r) => r.status === status)).toHaveLength(1)
    expect(result.stdout).toMatch(new RegExp(`Getting job job_\\w+: HTTP ${status}; trying again`))
  })

  it.each(['before-response', 'mid-body'] as const)(
    'connection reset (%s) on a poll: retries the poll and finishes',
    async (reset) => {
      ctx.sim.fault({ route: 'get', reset, afterRequests: 1 })
      const result = await run({ prompt: 'Reset polls', ...fast })
      expect(result.code).toBe(0)
      expect(result.outputs.status).toBe('completed')
      expect(result.stdout).toMatch(/Getting job job_\w+: the connection failed .*; trying again/)
    },
  )

  it('slow poll responses within the timeout: waits for them', async () => {
    // Held in real time (the request's own timer): long next to a poll, short for the suite.
    ctx.sim.fault({ route: 'get', delayMs: 600, afterRequests: 1 })
    const result = await run({ prompt: 'Slow polls', ...fast })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
  })

  it('a poll slower than the time left: times out naming the job and its last status', async () => {
    // On the system clock: the held poll uses up the time left in real time, which a FakeClock
    // would not see pass (the poll would then be retried within a `timeout` not yet spent).
    // `timeout: 1s` keeps that real wait short.
    ctx.sim.fault({ route: 'get', delayMs: 10_000, afterRequests: 1 })
    const result = await ctx.runInProcess({ prompt: 'Stuck poll', timeout: '1s', ...fast })
    const message = expectFailureSaysWhetherJobExists(result)
    const jobId = result.outputs['job-id']
    expect(message).toMatch(
      new RegExp(`Timed out after .* waiting for job ${jobId} \\(last status: active\\)`),
    )
    expect(result.outputs.status).toBe('active')
    expect(result.durationMs).toBeLessThan(3000)
  })

  it.each(['truncated', 'html', 'not-json', 'schema'] as const)(
    'a %s 200 body on a poll: retries the poll and finishes',
    async (malformed) => {
      ctx.sim.fault({ route: 'get', malformed, afterRequests: 1 })
      const result = await run({ prompt: 'Garbled polls', ...fast })
      expect(result.code).toBe(0)
      expect(result.outputs.status).toBe('completed')
      expect(result.stdout).toMatch(/does not match the API's documented shape .*; trying again/)
    },
  )

  it('a 404 mid-job: fails, keeps job-id, and says how to wait for the job', async () => {
    ctx.sim.fault({ route: 'get', status: 404, body: { error: 'Job not found' }, afterRequests: 1 })
    const result = await run({ prompt: 'Vanishing job', ...fast })
    const message = expectFailureSaysWhetherJobExists(result)
    const jobId = result.outputs['job-id']
    expect(jobId).toMatch(/^job_/)
    expect(message).toMatch(/HTTP 404 \("Job not found"\)/)
    expect(message).toContain(`job-id: ${jobId}`)
    expect(result.outputs.status).toBe('active')
  })

  it('an unknown status value: warns once, keeps polling, and finishes', async () => {
    const result = await run({ prompt: 'New state [sim:unknown-status]', ...fast })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expect(warningsOf(result).filter((w) => w.includes('"queued"'))).toHaveLength(1)
  })

  it('a job that never ends: times out with job-id and last status set', async () => {
    const result = await run({ prompt: 'Forever [sim:never-ends]', timeout: '2s', ...fast })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(/Timed out after .* \(last status: active\); the job may still finish/)
    expect(result.outputs.status).toBe('active')
  })

  it.each([
    ['[sim:completed]', 0, 'completed', /\/pull\/\d+$/, /opened a pull request/],
    ['[sim:no-changes]', 0, 'completed', /^$/, /without changes/],
    ['[sim:archived]', 0, 'archived', /^$/, /archived/],
    ['[sim:failed]', 1, 'failed', /^$/, /failed/],
  ])('a job that ends %s: exit %i, status %s', async (marker, code, status, prLink, summary) => {
    const result = await run({ prompt: `Work ${marker}`, ...fast })
    expect(result.code).toBe(code)
    expect(result.outputs.status).toBe(status)
    expect(result.outputs['pr-link']).toMatch(prLink)
    expect(result.summary).toMatch(summary)
    if (code !== 0) expectFailureSaysWhetherJobExists(result)
  })
})
