/**
 * src/ship/automation-mode.ts against fakes of its own seams (ShipDeps, an injected clock): the
 * automation runs once, its job is followed when the API answers for it, and the step ends with
 * the sentence and outputs a user reads.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ApiError } from '../../../src/api/errors.ts'
import type { AutomationSettings } from '../../../src/settings.ts'
import { runAutomationMode } from '../../../src/ship/automation-mode.ts'
import { COMMON, fakeShip } from './fakes.ts'

let stdout: MockInstance<typeof process.stdout.write>
beforeEach(() => {
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
})
afterEach(() => stdout.mockRestore())
const annotations = (kind: 'notice' | 'warning'): string[] =>
  stdout.mock.calls
    .map((c) => String(c[0]))
    .filter((line) => line.startsWith(`::${kind}::`))
    .map((line) => line.slice(kind.length + 4).trim())

const SETTINGS: AutomationSettings = {
  ...COMMON,
  mode: 'automation',
  automationId: 'auto-docs-sync',
  failOnJobFailure: true,
}
const PR = 'https://github.com/acme/docs/pull/12'

async function failureOf(run: Promise<void>): Promise<string> {
  const error = await run.then(
    () => new Error('expected the run to fail'),
    (e: unknown) => e,
  )
  return (error as Error).message
}

describe('automation mode', () => {
  it('runs the automation once and follows its job to the pull request', async () => {
    const ship = fakeShip()
    ship.api.jobs = [
      { id: 'job_1', status: 'active' },
      { id: 'job_1', status: 'completed', prLink: PR },
    ]
    await runAutomationMode(SETTINGS, ship.deps)
    expect(ship.api.calls).toEqual([
      'runAutomation proj_1 auto-docs-sync',
      'getJob proj_1 job_1',
      'getJob proj_1 job_1',
    ])
    expect(Object.fromEntries(ship.outputs)).toMatchObject({
      'instance-id': 'run_1',
      'job-id': 'job_1',
      status: 'completed',
      'pr-link': PR,
    })
    expect(JSON.parse(ship.outputs.get('job') ?? '')).toMatchObject({ status: 'completed' })
    expect(annotations('notice')).toEqual([
      `Automation run run_1 completed, with the pull request ${PR}.`,
    ])
    expect(ship.summaries).toHaveLength(1)
    expect(ship.summaries[0]).toMatch(/^## Automation run\n/)
    expect(ship.summaries[0]).toContain('`auto-docs-sync`')
  })

  it('fails with the failed job named, unless `fail-on-job-failure` is false', async () => {
    const failing = fakeShip()
    failing.api.jobs = [{ id: 'job_1', status: 'failed' }]
    expect(await failureOf(runAutomationMode(SETTINGS, failing.deps))).toBe(
      'Automation run run_1 failed (job job_1).',
    )
    expect(failing.outputs.get('status')).toBe('failed')

    const tolerant = fakeShip()
    tolerant.api.jobs = [{ id: 'job_1', status: 'failed' }]
    await runAutomationMode({ ...SETTINGS, failOnJobFailure: false }, tolerant.deps)
    expect(annotations('notice')).toContain('Automation run run_1 failed (job job_1).')
  })

  it('warns about an archived job instead of passing it silently', async () => {
    const ship = fakeShip()
    ship.api.jobs = [{ id: 'job_1', status: 'archived' }]
    await runAutomationMode(SETTINGS, ship.deps)
    expect(annotations('warning')).toEqual(['Automation run run_1 ended archived.'])
  })

  it('when the API names no job, passes and says where the run is followed', async () => {
    const ship = fakeShip()
    ship.api.run = { instanceId: 'run_1' }
    await runAutomationMode(SETTINGS, ship.deps)
    expect(ship.api.calls).toEqual(['runAutomation proj_1 auto-docs-sync'])
    expect(ship.outputs.has('job-id')).toBe(false)
    expect(annotations('notice')).toEqual([
      "Automation run run_1 is queued; the API named no job for it, so it is followed on the dashboard's Automation Runs page.",
    ])
  })

  it('when the API does not answer for the job (404), passes and says where it is followed', async () => {
    const ship = fakeShip()
    ship.api.jobs = [
      new ApiError('HTTP 404', { kind: 'http', status: 404, operation: 'Getting job job_1' }),
    ]
    await runAutomationMode(SETTINGS, ship.deps)
    expect(ship.api.count('getJob')).toBe(1)
    expect(annotations('notice')).toEqual([
      "Automation run run_1 is queued; the API does not answer for its job job_1, so it is followed on the dashboard's Automation Runs page.",
    ])
  })

  it('with `wait: false`, runs it and reads nothing more', async () => {
    const ship = fakeShip()
    await runAutomationMode({ ...SETTINGS, wait: false }, ship.deps)
    expect(ship.api.calls).toEqual(['runAutomation proj_1 auto-docs-sync'])
    expect(ship.outputs.get('status')).toBe('queued')
    expect(ship.outputs.get('job-id')).toBe('job_1')
  })

  it('honours `timeout` on the injected clock, naming the job to wait for later', async () => {
    const ship = fakeShip(30_000)
    ship.api.jobs = [{ id: 'job_1', status: 'active' }]
    const message = await failureOf(runAutomationMode(SETTINGS, ship.deps))
    expect(message).toMatch(
      /^Timed out after 30\.0 s waiting for job job_1 \(last status: active\).*`job-id: job_1`\.$/,
    )
    expect(ship.clock.now()).toBe(ship.deps.deadline)
    expect(ship.api.count('runAutomation')).toBe(1)
  })

  it('a poll cut short by `timeout` is a timeout of the wait, not a request failure', async () => {
    const ship = fakeShip()
    ship.api.jobs = [
      { id: 'job_1', status: 'active' },
      new ApiError('no complete response within 2.0 s', {
        kind: 'timeout',
        operation: 'Getting job job_1',
      }),
    ]
    const message = await failureOf(runAutomationMode(SETTINGS, ship.deps))
    expect(message).toMatch(/^Timed out after .* waiting for job job_1 \(last status: active\)/)
  })

  it('never runs it again after a trigger that may have reached the server', async () => {
    const ship = fakeShip()
    ship.api.run = new ApiError('the connection failed (ECONNRESET)', {
      kind: 'network',
      operation: 'Running automation auto-docs-sync',
      effect: 'the automation may or may not be running',
    })
    expect(await failureOf(runAutomationMode(SETTINGS, ship.deps))).toBe(
      'Running automation auto-docs-sync failed: the connection failed (ECONNRESET); the automation may or may not be running.',
    )
    expect(ship.api.calls).toEqual(['runAutomation proj_1 auto-docs-sync'])
    expect(ship.summaries).toEqual([])
  })

  it('cancelled during the wait: says the run keeps going and how to follow it', async () => {
    const ship = fakeShip()
    ship.api.jobs = [{ id: 'job_1', status: 'active' }]
    ship.api.onCall = (method) => {
      if (method === 'getJob') ship.controller.abort(new Error('cancelled by SIGINT'))
    }
    expect(await failureOf(runAutomationMode(SETTINGS, ship.deps))).toBe(
      "The run was cancelled after automation run run_1 was queued; it keeps running as job job_1: follow it on the dashboard's Automation Runs page, or wait for it in agent mode with `job-id: job_1`.",
    )
    expect(ship.api.count('runAutomation')).toBe(1)
  })
})
