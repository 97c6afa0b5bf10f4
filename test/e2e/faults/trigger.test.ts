/**
 * Fault matrix, the triggers of deploy, preview and automation modes: every way the one POST
 * that queues a deployment, a preview or an automation run can go wrong, end to end against the
 * simulator, each run the action's own wiring in this process on a FakeClock (backoffs and
 * Retry-After take no real time; a request held by the server is still bounded in real time). Whatever happens, the server sees at most one trigger that could
 * have queued something (a trigger is retried only after a 429 or when it provably never left),
 * and every failure says whether something may be queued.
 */
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startApiSimulator, type ApiSimulator } from '../../sim/index.ts'
import { errorsOf, useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { RunActionResult } from '../../support/run-action.ts'
import type { Mode } from '../../../src/shared/catalogue.ts'
import type { SimRoute } from '../../sim/routes.ts'

const ctx = useSimulator()

/** A mode whose run starts with one POST that queues something: its trigger's faults. */
interface TriggerMode {
  name: Mode
  inputs: Record<string, string>
  route: SimRoute
  /** What the failure says when the server provably did nothing / may have acted. */
  none: RegExp
  unknown: RegExp
  /** Deployments, previews or runs the server queued. */
  queued: (sim: ApiSimulator) => number
}

const TRIGGER_MODES: TriggerMode[] = [
  {
    name: 'deploy',
    inputs: { mode: 'deploy' },
    route: 'deploy',
    none: /no deployment was queued/,
    unknown: /a deployment may or may not be queued: check the dashboard/,
    queued: (sim) => sim.deployments.size,
  },
  {
    name: 'preview',
    inputs: { mode: 'preview', branch: 'docs/faults', check: 'off' },
    route: 'preview',
    none: /no preview was queued/,
    unknown: /a preview may or may not be queued: check the dashboard/,
    queued: (sim) => sim.deployments.size,
  },
  {
    name: 'automation',
    inputs: { mode: 'automation', 'automation-id': 'auto-docs-sync' },
    route: 'automation',
    none: /the automation did not run/,
    unknown: /the automation may or may not be running/,
    queued: (sim) => sim.automationRuns.length,
  },
]

const TRIGGER_ROUTES = new Set<string>(TRIGGER_MODES.map((mode) => mode.route))
const triggersOf = (sim: ApiSimulator) =>
  sim.requests.filter((r) => r.route !== undefined && TRIGGER_ROUTES.has(r.route))

/** The never-trigger-twice rule: at most one trigger the server may have acted on. */
function expectAtMostOneTrigger(sim: ApiSimulator): void {
  const mayHaveActed = triggersOf(sim).filter(
    (r) => !(r.status !== undefined && r.status >= 400 && r.status < 500),
  )
  expect(mayHaveActed.length, 'triggers the server may have acted on').toBeLessThanOrEqual(1)
  expect(sim.deployments.size + sim.automationRuns.length, 'queued').toBeLessThanOrEqual(1)
}

afterEach(() => expectAtMostOneTrigger(ctx.sim))

/** Exit 1 with one `::error::` line and no stack trace; returns the line. */
function oneError(result: RunActionResult): string {
  expect(result.code).toBe(1)
  const errors = errorsOf(result)
  expect(errors).toHaveLength(1)
  expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /)
  return errors[0]!
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe.each(TRIGGER_MODES)('faults: the $name trigger', (mode) => {
  const triggers = () => triggersOf(ctx.sim)
  const run = (inputs: Record<string, string> = {}, clock = new FakeClock()) =>
    ctx.runInProcess({ 'poll-interval': '200ms', ...mode.inputs, ...inputs }, { clock })

  it.each([500, 502, 503, 504])(
    '%i: not repeated, says it may or may not be queued',
    async (status) => {
      ctx.sim.fault({ route: mode.route, status })
      const result = await run()
      const message = oneError(result)
      expect(message).toMatch(new RegExp(`HTTP ${status}`))
      expect(message).toMatch(mode.unknown)
      expect(triggers()).toHaveLength(1)
      expect(mode.queued(ctx.sim)).toBe(0)
      expect(result.outputs['status-id'] ?? '').toBe('')
    },
  )

  it('connection reset mid-body (the server queued it): not repeated, says it may be queued', async () => {
    ctx.sim.fault({ route: mode.route, reset: 'mid-body' })
    const result = await run()
    const message = oneError(result)
    expect(message).toMatch(/the connection failed/)
    expect(message).toMatch(mode.unknown)
    expect(triggers()).toHaveLength(1)
    // The server did queue it: the case the rule is for.
    expect(mode.queued(ctx.sim)).toBe(1)
  })

  it('no answer within the timeout after sending (queued): not repeated', async () => {
    ctx.sim.fault({ route: mode.route, delayMs: 5000 })
    // The shortest `timeout`: the held request is bounded in real time, whatever the clock.
    const result = await run({ timeout: '1s' })
    const message = oneError(result)
    expect(message).toMatch(/no complete response within \d+\.\d s/)
    expect(message).toMatch(mode.unknown)
    expect(triggers()).toHaveLength(1)
    expect(result.durationMs).toBeLessThan(4500)
  })

  it('connection closed after the request was sent, before any answer: not repeated', async () => {
    ctx.sim.fault({ route: mode.route, reset: 'before-response' })
    const result = await run()
    const message = oneError(result)
    expect(message).toMatch(/the connection failed/)
    // The request left: the server may have acted on it, so it is not sent again.
    expect(message).toMatch(mode.unknown)
    expect(triggers()).toHaveLength(1)
  })

  it('connection refused, then the server comes up: retried, queued exactly once', async () => {
    const port = await closedPort()
    let late: ApiSimulator | undefined
    let starting: Promise<ApiSimulator> | undefined
    // The wait before the second try ends once the server is up (a FakeClock's ends at once).
    const clock = new (class extends FakeClock {
      override async sleep(ms: number, signal?: AbortSignal): Promise<void> {
        await starting
        return super.sleep(ms, signal)
      }
    })()
    try {
      const result = await ctx.runInProcess(
        {
          ...mode.inputs,
          'base-url': `http://127.0.0.1:${port}`,
          wait: 'false',
          timeout: '20s',
        },
        {
          clock,
          onLogLine: (line) => {
            // Nothing was listening for the first try: the server comes up before the second.
            if (!starting && /could not connect \(ECONNREFUSED\); trying again/.test(line)) {
              starting = startApiSimulator({ apiKey: ctx.sim.apiKey, port })
            }
          },
        },
      )
      late = await starting
      expect(result.code).toBe(0)
      expect(late).toBeDefined()
      expect(triggersOf(late!)).toHaveLength(1)
      expect(mode.queued(late!)).toBe(1)
      expectAtMostOneTrigger(late!)
    } finally {
      await (late ?? (await starting))?.close()
    }
  })

  it('server not listening at all: retries, then fails saying nothing was queued', async () => {
    const port = await closedPort()
    const result = await ctx.runInProcess(
      { ...mode.inputs, 'base-url': `http://127.0.0.1:${port}`, timeout: '3s' },
      { clock: new FakeClock() },
    )
    const message = oneError(result)
    expect(message).toMatch(/could not connect \(ECONNREFUSED\)/)
    expect(message).toMatch(mode.none)
    expect(result.stdout).toMatch(/could not connect \(ECONNREFUSED\); trying again/)
    expect(result.durationMs).toBeLessThan(6000)
  })

  it('429 with Retry-After: waits, then exactly one more trigger, queued once', async () => {
    ctx.sim.fault({ route: mode.route, status: 429, headers: { 'retry-after': '1' } })
    const clock = new FakeClock()
    const result = await run({ wait: 'false' }, clock)
    expect(result.code).toBe(0)
    expect(triggers().map((r) => r.status)).toEqual([429, 202])
    expect(clock.sleeps).toEqual([1000])
    expect(mode.queued(ctx.sim)).toBe(1)
  })

  it('429 without Retry-After and a short timeout: one request, fails at once', async () => {
    ctx.sim.fault({ route: mode.route, status: 429 })
    const result = await run({ timeout: '5s' })
    const message = oneError(result)
    expect(message).toMatch(/HTTP 429.*`timeout` leaves no time to retry/)
    expect(message).toMatch(mode.none)
    expect(triggers()).toHaveLength(1)
    expect(result.durationMs).toBeLessThan(4000)
  })
})
