/**
 * A hostile or broken API server, end to end against the simulator (docs/reliability.md and
 * docs/security.md list each row with its test): whatever the server does, the step ends within
 * `timeout` plus a few seconds, never hammers on 429, reads a bounded body, retries only what is
 * safe, and lets no server text carry the key anywhere. Nothing here is about the process: every
 * run is the bundle's wiring in process (test/support/in-process.ts), on a FakeClock where the
 * wait is ours (Retry-After, backoff, polls), on the real clock where the server's drip is the
 * wait (undici's timers are real).
 */
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  errorsOf,
  expectAtMostOneCreate,
  expectFailureSaysWhetherJobExists,
  useSimulator,
} from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { startTlsFront, TLS_CA_FILE, type TlsFront } from '../../support/tls-front.ts'

const ctx = useSimulator({ views: { rows: 300 } })
const fast = { 'poll-interval': '200ms' }
/** In process on a FakeClock: waits we decide (Retry-After, backoff, polls) take no real time. */
const run = (inputs: Record<string, string>, clock = new FakeClock()) =>
  ctx.runInProcess(inputs, { clock })
/**
 * In process on the real clock: the server's drip is a real wait, bounded by `timeout` (a second:
 * in process, the first request leaves at once).
 */
const runOnRealClock = (inputs: Record<string, string>) => ctx.runInProcess(inputs)
const routed = (route: string) => ctx.sim.requests.filter((r) => r.route === route)
const linesMatching = (text: string, pattern: RegExp) =>
  text.split('\n').filter((line) => pattern.test(line))

afterEach(() => expectAtMostOneCreate(ctx.sim))

describe('faults: hostile API, 429 never makes the action hammer', () => {
  it('Retry-After 0 and a date in the past: waits at least 1 s each time, one log line per wait', async () => {
    ctx.sim.fault({ route: 'create', status: 429, headers: { 'retry-after': '0' } })
    ctx.sim.fault({
      route: 'create',
      status: 429,
      headers: { 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' },
    })
    const clock = new FakeClock()
    const result = await run({ prompt: 'Rate limited', wait: 'false' }, clock)
    expect(result.code).toBe(0)
    const creates = routed('create')
    expect(creates.map((r) => r.status)).toEqual([429, 429, 201])
    // The only waits of the run: one before each create that followed a 429.
    expect(clock.sleeps).toEqual([expect.any(Number), expect.any(Number)])
    for (const ms of clock.sleeps) expect(ms).toBeGreaterThanOrEqual(1000)
    expect(linesMatching(result.stdout, /HTTP 429; waiting/)).toHaveLength(2)
  })
})

describe('faults: hostile API, one deadline covers the whole request', () => {
  it('a poll whose body drips one byte at a time: the step ends at `timeout`, naming the job', async () => {
    ctx.sim.fault({ route: 'get', stream: 'drip', dripMs: 100, times: Infinity })
    const result = await runOnRealClock({ prompt: 'Dripping', timeout: '1s', ...fast })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(/^Timed out after 1\.\d s waiting for job job_\w+/)
    expect(result.durationMs).toBeLessThan(1000 + 3000)
    expect(result.outputs['job-id']).toMatch(/^job_/)
  })

  it('an export page whose body drips: the step ends at `timeout` and leaves no file', async () => {
    ctx.sim.fault({ route: 'views', stream: 'drip', dripMs: 100, times: Infinity })
    const result = await runOnRealClock({
      mode: 'analytics',
      'date-from': '2026-10-01',
      'date-to': '2026-10-02',
      'upload-artifact': 'false',
      timeout: '1s',
    })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/no complete response within|`timeout`/),
    ])
    expect(result.durationMs).toBeLessThan(1000 + 3000)
  })

  it('an endless body: read up to the 4 MiB cap once, then one clear error naming the cap', async () => {
    ctx.sim.fault({ route: 'get', stream: 'endless', times: Infinity })
    const result = await run({ prompt: 'Endless', ...fast })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(/larger than the 4 MiB this action reads from one response/)
    // Not retried: a body over the cap is not a passing fault, and downloading it again costs.
    expect(routed('get')).toHaveLength(1)
  })
})

describe('faults: hostile API, a short outage while polling', () => {
  it('six 503s in a row: polls until the API is back, one log line for the outage', async () => {
    ctx.sim.fault({
      route: 'get',
      status: 503,
      headers: { 'retry-after': '1' },
      times: 6,
      afterRequests: 1,
    })
    const result = await run({ prompt: 'Outage', timeout: '60s', ...fast })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expect(routed('get').filter((r) => r.status === 503)).toHaveLength(6)
    expect(linesMatching(result.stdout, /^Getting job .*HTTP 503; trying again/)).toHaveLength(1)
    expect(result.stdout).toMatch(/answered after 6 failed tries/)
  })
})

describe('faults: hostile API, odd answers', () => {
  it('a job object that echoes the key: outputs and summary carry it redacted, unknown fields dropped', async () => {
    const key = ctx.sim.apiKey
    ctx.sim.fault({
      route: 'get',
      times: Infinity,
      body: {
        id: 'job_echo',
        status: 'completed',
        prLink: `https://github.com/acme/docs/pull/7?token=${key}`,
        model: `model-${encodeURIComponent(key)}`,
        echoedHeaders: { authorization: `Bearer ${key}` },
      },
    })
    // The leak scan of useSimulator checks every output, the summary and the log for the key.
    const result = await run({ 'job-id': 'job_echo', ...fast })
    expect(result.code).toBe(0)
    expect(result.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/7?token=***')
    const job = JSON.parse(result.outputs.job!) as Record<string, unknown>
    expect(job).toMatchObject({ id: 'job_echo', model: 'model-***' })
    expect(job).not.toHaveProperty('echoedHeaders')
  })

  it('a poll answer about another job: malformed, never adopted', async () => {
    ctx.sim.fault({ route: 'get', times: Infinity, body: { id: 'job_other', status: 'completed' } })
    const result = await run({ 'job-id': 'job_mine', ...fast })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /Getting job job_mine failed: .*about job job_other, not the job asked for/,
      ),
    ])
    expect(result.outputs['pr-link'] ?? '').toBe('')
    expect(result.outputs['job-id'] ?? '').toBe('')
  })

  it('a created job whose id is `..`: refused before it is put in a URL', async () => {
    ctx.sim.fault({ route: 'create', status: 201, body: { id: '..', status: 'active' } })
    const result = await run({ prompt: 'Path trick', ...fast })
    const message = expectFailureSaysWhetherJobExists(result)
    expect(message).toMatch(/id: Invalid id: not a safe path segment.*may or may not exist/)
    expect(ctx.sim.requests.filter((r) => r.route !== 'create')).toHaveLength(0)
  })

  it('a lone surrogate in prLink: the job still completes, with a summary', async () => {
    ctx.sim.fault({
      route: 'get',
      times: Infinity,
      body: {
        id: 'job_odd',
        status: 'completed',
        prLink: 'https://github.com/acme/docs/pull/3\ud800',
      },
    })
    const result = await run({ 'job-id': 'job_odd', ...fast })
    expect(result.code).toBe(0)
    expect(result.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/3\ufffd')
    expect(result.summary).toMatch(/job_odd/)
  })
})

// The test certificate, trusted here as NODE_EXTRA_CA_CERTS makes a spawned run trust it.
const defaultCAs = getCACertificates('default')
beforeAll(() => setDefaultCACertificates([...defaultCAs, readFileSync(TLS_CA_FILE, 'utf8')]))
afterAll(() => setDefaultCACertificates(defaultCAs))

let front: TlsFront | undefined
afterEach(async () => {
  await front?.close()
  front = undefined
})

describe('faults: hostile network, a request that provably never left', () => {
  it('a reset during the TLS handshake: the create is retried (nothing was sent), one job', async () => {
    front = await startTlsFront(Number(new URL(ctx.sim.url).port), 1)
    const result = await run({
      prompt: 'Through TLS',
      wait: 'false',
      'base-url': `https://127.0.0.1:${front.port}`,
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/Creating the agent job: could not connect \(ECONNRESET\)/)
    expect(routed('create')).toHaveLength(1)
    expect(ctx.sim.jobs.size).toBe(1)
  })
})
