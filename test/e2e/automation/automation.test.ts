/**
 * Automation mode, end to end against the simulator: the trigger sent once, the run's ids as
 * outputs, its job followed like an agent job when the API answers for it, and a clear failure
 * for an automation that cannot run. Every run is the action's own wiring in this process on a
 * FakeClock (polls, Retry-After and `timeout` take no real time); the sub-action's own entry
 * runs as a process in action/sub-actions.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { errorsOf, useSimulator, warningsOf, noticesOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'

const fast = { mode: 'automation', 'poll-interval': '200ms' }
const INSTANCE_ID = /^[0-9a-f]{24}$/

type Ctx = ReturnType<typeof useSimulator>
/** The action's run in this process, on a fresh FakeClock unless one is given. */
const inProcess = (ctx: Ctx, inputs: Record<string, string>, clock = new FakeClock()) =>
  ctx.runInProcess(inputs, { clock })
const routes = (ctx: Ctx) => ctx.sim.requests.map((r) => r.route)
const triggers = (ctx: Ctx) => ctx.sim.requests.filter((r) => r.route === 'automation')

describe('automation: trigger, follow, verdicts', () => {
  const ctx = useSimulator({
    automations: {
      'auto-fails': { jobScript: [{ status: 'active', polls: 1 }, { status: 'failed' }] },
      'auto-forever': { jobScript: [{ status: 'active' }] },
    },
  })

  it('runs a followable automation and waits for its job: completed, pr-link set', async () => {
    const result = await inProcess(ctx, { ...fast, 'automation-id': 'auto-docs-sync' })
    expect(result.code).toBe(0)
    const [run] = ctx.sim.automationRuns
    expect(ctx.sim.automationRuns).toHaveLength(1)
    expect(triggers(ctx)).toHaveLength(1)
    expect(triggers(ctx)[0]).toMatchObject({
      method: 'POST',
      path: `/v1/workflow/${ctx.sim.projectId}/auto-docs-sync/trigger`,
    })
    expect(result.outputs).toMatchObject({
      'instance-id': run!.instanceId,
      'job-id': run!.jobId,
      status: 'completed',
      'pr-link': expect.stringMatching(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/),
    })
    expect(result.outputs['instance-id']).toMatch(INSTANCE_ID)
    expect(JSON.parse(result.outputs.job ?? '{}')).toMatchObject({
      id: run!.jobId,
      status: 'completed',
    })
    // After the trigger, only polls of the run's job.
    expect(
      routes(ctx)
        .slice(1)
        .every((r) => r === 'get'),
    ).toBe(true)
    expect(noticesOf(result)).toEqual([
      `Automation run ${run!.instanceId} completed, with the pull request ${result.outputs['pr-link']}.`,
    ])
    expect(result.summary).toMatch(/^## Automation run/)
    expect(result.summary).toContain('| Automation | `auto-docs-sync` |')
    expect(result.summary).toContain(`| Run | \`${run!.instanceId}\` |`)
    expect(result.summary).toContain(`| Job | \`${run!.jobId}\` |`)
    expect(result.summary).toContain(result.outputs['pr-link'])
  })

  it('an unfollowable run: one notice that it is followed on the dashboard, exit 0', async () => {
    const result = await inProcess(ctx, { ...fast, 'automation-id': 'auto-unfollowable' })
    expect(result.code).toBe(0)
    const [run] = ctx.sim.automationRuns
    expect(result.outputs).toMatchObject({
      'instance-id': run!.instanceId,
      'job-id': run!.jobId,
      status: 'queued',
    })
    expect(noticesOf(result)).toEqual([
      expect.stringMatching(
        new RegExp(
          `Automation run ${run!.instanceId} is queued; the API does not answer for its job ${run!.jobId}, so it is followed on the dashboard's Automation Runs page`,
        ),
      ),
    ])
    expect(errorsOf(result)).toEqual([])
    expect(warningsOf(result)).toEqual([])
    // One look at the job, no polling of a job the API does not know.
    expect(routes(ctx)).toEqual(['automation', 'get'])
  })

  it('with wait: false, returns after the trigger without looking at the job', async () => {
    const result = await inProcess(ctx, {
      ...fast,
      'automation-id': 'auto-docs-sync',
      wait: 'false',
    })
    expect(result.code).toBe(0)
    expect(routes(ctx)).toEqual(['automation'])
    const [run] = ctx.sim.automationRuns
    expect(result.outputs).toMatchObject({
      'instance-id': run!.instanceId,
      'job-id': run!.jobId,
      status: 'queued',
    })
    expect(noticesOf(result)).toEqual([expect.stringMatching(/is queued; not waiting for it/)])
  })

  it.each([
    ['auto-inactive', 'Automation is not active'],
    ['auto-not-scheduled', 'Only automations with a custom schedule can be triggered'],
  ])('%s: a 400 names the cause and the hint, and nothing runs', async (id, apiError) => {
    const result = await inProcess(ctx, { ...fast, 'automation-id': id })
    expect(result.code).toBe(1)
    expect(routes(ctx)).toEqual(['automation'])
    expect(errorsOf(result)).toEqual([
      expect.stringContaining(`Running automation ${id} failed: HTTP 400 ("${apiError}")`),
    ])
    expect(errorsOf(result)[0]).toMatch(/must be active and on a custom schedule/)
    expect(errorsOf(result)[0]).toMatch(/the automation did not run/)
    expect(result.outputs['instance-id'] ?? '').toBe('')
    expect(ctx.sim.automationRuns).toHaveLength(0)
  })

  it('an unknown automation id: a 404 naming `automation-id`', async () => {
    const result = await inProcess(ctx, { ...fast, 'automation-id': 'auto-nope' })
    expect(result.code).toBe(1)
    expect(triggers(ctx)).toHaveLength(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/HTTP 404 \("Automation not found"\).*check `automation-id`/),
    ])
  })

  it.each([
    [
      401,
      { 'api-key': 'mint_expired_key_123' },
      /HTTP 401 \("Invalid API key"\).*invalid or expired/,
    ],
    [403, {}, /HTTP 403 \("Forbidden.*"\).*scope.*allow-list/],
  ])('%i: one trigger request and the hint', async (status, inputs, text) => {
    if (status === 403) ctx.sim.fault({ route: 'automation', status: 403 })
    const result = await inProcess(ctx, { ...fast, 'automation-id': 'auto-docs-sync', ...inputs })
    expect(result.code).toBe(1)
    expect(routes(ctx)).toEqual(['automation'])
    expect(errorsOf(result)).toEqual([expect.stringMatching(text)])
  })

  it('without automation-id: refused before any request', async () => {
    const result = await inProcess(ctx, { ...fast })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([expect.stringMatching(/`automation-id` is required/)])
    expect(ctx.sim.requests).toEqual([])
  })

  it('a failed job fails the step, unless fail-on-job-failure is false', async () => {
    const failed = await inProcess(ctx, { ...fast, 'automation-id': 'auto-fails' })
    expect(failed.code).toBe(1)
    expect(failed.outputs.status).toBe('failed')
    expect(failed.outputs['job-id']).toBe(ctx.sim.automationRuns[0]!.jobId)
    expect(errorsOf(failed)).toEqual([expect.stringMatching(/Automation run \w+ failed \(job /)])

    const tolerated = await inProcess(ctx, {
      ...fast,
      'automation-id': 'auto-fails',
      'fail-on-job-failure': 'false',
    })
    expect(tolerated.code).toBe(0)
    expect(tolerated.outputs.status).toBe('failed')
  })

  it('times out on a job that never ends, keeping instance-id and job-id', async () => {
    const result = await inProcess(ctx, { ...fast, 'automation-id': 'auto-forever', timeout: '2s' })
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(5000)
    const [run] = ctx.sim.automationRuns
    expect(result.outputs).toMatchObject({
      'instance-id': run!.instanceId,
      'job-id': run!.jobId,
      status: 'active',
    })
    expect(errorsOf(result)).toEqual([expect.stringContaining(run!.jobId)])
    expect(triggers(ctx)).toHaveLength(1)
  })

  it('429 with Retry-After: retried once after the wait, one run', async () => {
    ctx.sim.fault({ route: 'automation', status: 429, headers: { 'retry-after': '1' } })
    const clock = new FakeClock()
    const result = await inProcess(
      ctx,
      { ...fast, 'automation-id': 'auto-docs-sync', wait: 'false' },
      clock,
    )
    expect(result.code).toBe(0)
    expect(triggers(ctx).map((r) => r.status)).toEqual([429, 202])
    expect(clock.sleeps).toEqual([1000])
    expect(ctx.sim.automationRuns).toHaveLength(1)
  })

  it('429 without Retry-After and a short timeout: fails at once, the automation did not run', async () => {
    ctx.sim.fault({ route: 'automation', status: 429 })
    const result = await inProcess(ctx, {
      ...fast,
      'automation-id': 'auto-docs-sync',
      timeout: '5s',
    })
    expect(result.code).toBe(1)
    expect(triggers(ctx)).toHaveLength(1)
    expect(result.durationMs).toBeLessThan(4000)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/HTTP 429.*leaves no time to retry.*the automation did not run/),
    ])
  })

  it('500 on the trigger: not repeated, says the automation may or may not be running', async () => {
    ctx.sim.fault({ route: 'automation', status: 500 })
    const result = await inProcess(ctx, { ...fast, 'automation-id': 'auto-docs-sync' })
    expect(result.code).toBe(1)
    expect(triggers(ctx)).toHaveLength(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/HTTP 500.*may or may not be running.*Automation Runs/),
    ])
  })
})
