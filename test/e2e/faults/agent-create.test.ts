/**
 * Fault matrix, agent mode, creating a job: every way the create request can go wrong, and the
 * runner cancelling, end to end against the simulator (docs/reliability.md lists each row with
 * its test). Whatever happens, the server sees at most one create that could have created a job
 * (retries only after a 429 or a refused connection), and every failure says whether a job may
 * exist. The runs are in process on a FakeClock (a Retry-After or a backoff takes no time, and
 * shows in the clock's sleeps; a held response still takes its real time), except the one whose
 * subject is the process: the runner's SIGINT and SIGTERM reaching the bundle.
 */
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { cancelWhen } from '../../support/run-action.ts'
import {
  errorsOf,
  expectAtMostOneCreate,
  expectFailureSaysWhetherJobExists,
  useSimulator,
} from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { abortWhen, type InProcessOptions } from '../../support/in-process.ts'

const ctx = useSimulator()
const fast = { 'poll-interval': '200ms' }
const run = (inputs: Record<string, string>, options: Partial<InProcessOptions> = {}) =>
  ctx.runInProcess(inputs, { clock: new FakeClock(), ...options })

const creates = () => ctx.sim.requests.filter((r) => r.route === 'create')

afterEach(() => expectAtMostOneCreate(ctx.sim))

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('faults: agent mode, creating a job', () => {
  it('429 with Retry-After: waits as told, then creates the job once', async () => {
    ctx.sim.fault({ route: 'create', status: 429, headers: { 'retry-after': '1' } })
    const clock = new FakeClock()
    const result = await run({ prompt: 'Rate limited', wait: 'false' }, { clock })
    expect(result.code).toBe(0)
    expect(creates().map((r) => r.status)).toEqual([429, 201])
    // The one wait between the creates, on the injected clock: at least the second asked for.
    expect(clock.sleeps).toHaveLength(1)
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(950)
    expect(result.outputs['job-id']).toBe([...ctx.sim.jobs.keys()][0])
  })

  it('429 without Retry-After: backs off on its own, then creates the job once', async () => {
    ctx.sim.fault({ route: 'create', status: 429 })
    const clock = new FakeClock()
    const result = await run({ prompt: 'Rate limited', wait: 'false' }, { clock })
    expect(result.code).toBe(0)
    expect(creates().map((r) => r.status)).toEqual([429, 201])
    // RATE_LIMIT_BACKOFF: 2 s, jittered down to no less than half of it.
    expect(clock.sleeps).toHaveLength(1)
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(950)
    expect(result.stdout).toMatch(/HTTP 429; waiting \d+\.\d s before trying again/)
  })

  it('429 until `timeout`: gives up before the deadline and says no job was created', async () => {
    ctx.sim.fault({
      route: 'create',
      status: 429,
      times: Infinity,
      headers: { 'retry-after': '1' },
    })
    const clock = new FakeClock()
    const start = clock.now()
    const result = await run({ prompt: 'Rate limited for good', timeout: '3s' }, { clock })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(/HTTP 429.*leaves no time to retry.*Retry-After.*no job was created/)
    expect(creates().length).toBeGreaterThanOrEqual(2)
    expect(creates().every((r) => r.status === 429)).toBe(true)
    // Gave up before the deadline, on the step's clock.
    expect(clock.now() - start).toBeLessThan(3000)
    expect(result.outputs['job-id'] ?? '').toBe('')
  })

  it.each([500, 502, 503, 504])(
    '%i: does not repeat the create, and says a job may exist',
    async (status) => {
      ctx.sim.fault({ route: 'create', status })
      const result = await run({ prompt: 'Server error', ...fast })
      const message = expectFailureSaysWhetherJobExists(result)
      expect(message).toMatch(new RegExp(`HTTP ${status}.*server error.*may or may not exist`))
      expect(creates()).toHaveLength(1)
    },
  )

  it('connection reset after the request was sent (job created): no retry, says a job may exist', async () => {
    ctx.sim.fault({ route: 'create', reset: 'mid-body' })
    const result = await run({ prompt: 'Cut off', ...fast })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(
      /Creating the agent job failed: the connection failed.*may or may not exist/,
    )
    expect(creates()).toHaveLength(1)
    // The server did create it: this is the case the never-create-twice rule is for.
    expect(ctx.sim.jobs.size).toBe(1)
  })

  it('connection closed before any answer: no retry, says a job may exist', async () => {
    ctx.sim.fault({ route: 'create', reset: 'before-response' })
    const result = await run({ prompt: 'Dropped', ...fast })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(/the connection failed.*may or may not exist/)
    expect(creates()).toHaveLength(1)
  })

  it('server not listening: retries (nothing was sent), then fails clearly', async () => {
    const port = await closedPort()
    const clock = new FakeClock()
    const start = clock.now()
    const result = await run(
      { prompt: 'Nobody home', 'base-url': `http://127.0.0.1:${port}`, timeout: '3s' },
      { clock },
    )
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(/could not connect \(ECONNREFUSED\).*no job was created/)
    expect(result.stdout).toMatch(/could not connect \(ECONNREFUSED\); trying again/)
    expect(clock.sleeps.length).toBeGreaterThanOrEqual(1)
    expect(clock.now() - start).toBeLessThanOrEqual(3000)
  })

  it('slow response past the request timeout (job created): no retry, says a job may exist', async () => {
    // The request's own timer is real: `timeout` 1 s makes it 1 s of real time.
    ctx.sim.fault({ route: 'create', delayMs: 5000 })
    const result = await run({ prompt: 'Slow server', timeout: '1s' })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(/no complete response within \d+\.\d s.*may or may not exist/)
    expect(creates()).toHaveLength(1)
    expect(result.durationMs).toBeLessThan(3000)
  })

  it("400: shows the API's `error` text and says no job was created", async () => {
    ctx.sim.fault({
      route: 'create',
      status: 400,
      body: { error: 'Invalid request: prompt must be at most 10000 characters' },
    })
    const result = await run({ prompt: 'Too long' })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(
      /HTTP 400 \("Invalid request: prompt must be at most 10000 characters"\); the API rejected the request.*no job was created/,
    )
    expect(creates()).toHaveLength(1)
  })

  it.each([
    [
      401,
      { 'api-key': 'mint_expired_key_123' },
      /HTTP 401 \("Invalid API key"\).*invalid or expired/,
    ],
    [403, {}, /HTTP 403 \("Forbidden.*"\).*scope.*allow-list/],
    [404, { 'project-id': 'no_such_project' }, /HTTP 404 \("Project not found"\).*`project-id`/],
  ])('%i: explains it and says no job was created', async (status, inputs, text) => {
    if (status === 403) ctx.sim.fault({ route: 'create', status: 403 })
    const result = await run({ prompt: 'Hello', ...inputs })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(text)
    expect(message).toMatch(/no job was created/)
    expect(creates()).toHaveLength(1)
  })
})

describe('faults: agent mode, sending a follow-up', () => {
  const messages = () => ctx.sim.requests.filter((r) => r.route === 'message')

  async function existingJob(): Promise<string> {
    const created = await run({ prompt: 'First', wait: 'false' })
    return created.outputs['job-id'] ?? ''
  }

  it('500: does not repeat the follow-up, and says the job may or may not have it', async () => {
    const jobId = await existingJob()
    ctx.sim.fault({ route: 'message', status: 500 })
    const result = await run({ prompt: 'Also this', 'job-id': jobId, ...fast })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toHaveLength(1)
    expect(errorsOf(result)[0]).toMatch(
      new RegExp(`HTTP 500.*job ${jobId} may or may not have the follow-up: check the job`),
    )
    expect(messages()).toHaveLength(1)
  })

  it('429 then 200: waits, and sends the follow-up once it is accepted', async () => {
    const jobId = await existingJob()
    ctx.sim.fault({ route: 'message', status: 429, headers: { 'retry-after': '0' } })
    const result = await run({ prompt: 'Also this', 'job-id': jobId, wait: 'false' })
    expect(result.code).toBe(0)
    expect(messages().map((r) => r.status)).toEqual([429, 200])
  })

  it('404: says the job did not get the follow-up', async () => {
    const result = await run({ prompt: 'Also this', 'job-id': 'job_missing' })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toHaveLength(1)
    expect(errorsOf(result)[0]).toMatch(
      /HTTP 404 \("Job not found"\).*job job_missing did not get the follow-up/,
    )
  })
})

describe('faults: agent mode, the runner cancels', () => {
  // Spawned: the runner's signals reaching the bundle's process are the subject.
  it('SIGINT then SIGTERM while polling: truthful outputs within 7 s', async () => {
    // SIGTERM right behind SIGINT, while the action is still winding down.
    const cancel = cancelWhen(/Job job_\w+: active after/, {
      sigtermAfterMs: 20,
      killAfterMs: 6000,
    })
    let signalledAt: number | undefined
    const result = await ctx.run(
      { prompt: 'Slow [sim:never-ends]', ...fast },
      {
        onStdoutLine: (line, child) => {
          cancel(line, child)
          // `killed`: the SIGINT was just sent.
          if (signalledAt === undefined && child.killed) signalledAt = Date.now()
        },
      },
    )
    // Within 7 s of the runner's SIGINT (the step's start may be slow on a loaded machine).
    expect(signalledAt).toBeDefined()
    expect(Date.now() - signalledAt!).toBeLessThan(7000)
    const message = expectFailureSaysWhetherJobExists(result, true)
    const jobId = result.outputs['job-id']
    expect(message).toMatch(
      new RegExp(`cancelled while waiting for job ${jobId}.*job-id: ${jobId}`),
    )
    expect(result.outputs.status).toBe('active')
    expect(result.summary).toContain(jobId)
  })

  // In process: what the step says is the subject; the signals' delivery is the test above's.
  it('cancelled while creating: says the job may or may not exist', async () => {
    ctx.sim.fault({ route: 'create', delayMs: 10_000 })
    const result = await run(
      { prompt: 'Slow create', ...fast },
      // The server holds the create for 10 s: 300 ms in, it is surely in flight.
      abortWhen(/Creating the agent job/, 300),
    )
    expect(result.durationMs).toBeLessThan(7000)
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(/cancelled while creating the agent job; the job may or may not exist/)
    expect(creates()).toHaveLength(1)
  })
})
