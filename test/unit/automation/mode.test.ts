/**
 * src/automation/mode.ts against fakes of its own seams (their deps, an injected clock): the
 * automation runs once, its job is followed when the API answers for it, and the step ends with
 * the sentence and outputs a user reads.
 */
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/shared/mintlify/errors.ts'
import type { Outcome } from '../../../src/shared/mode-contract.ts'
import type { AutomationSettings } from '../../../src/automation/inputs.ts'
import { runAutomationMode } from '../../../src/automation/mode.ts'
import { COMMON, fakeTriggerDeps } from '../../support/fake-trigger-deps.ts'

const SETTINGS: AutomationSettings = {
  ...COMMON,
  mode: 'automation',
  automationId: 'auto-docs-sync',
  failOnJobFailure: true,
}
const PR = 'https://github.com/acme/docs/pull/12'

/** The sentence the step fails with: an outcome's, or a thrown error's (main.ts fails on both). */
async function failureOf(run: Promise<Outcome>): Promise<string> {
  const ended = await run.then(
    (outcome) => (outcome.level === 'failure' ? outcome.sentence : 'expected the run to fail'),
    (e: unknown) => (e as Error).message,
  )
  return ended
}

describe('automation mode', () => {
  it('runs the automation once and follows its job to the pull request', async () => {
    const fake = fakeTriggerDeps()
    fake.api.jobs = [
      { id: 'job_1', status: 'active' },
      { id: 'job_1', status: 'completed', prLink: PR },
    ]
    const outcome = await runAutomationMode(SETTINGS, fake.deps)
    expect(fake.api.calls).toEqual([
      'runAutomation proj_1 auto-docs-sync',
      'getJob proj_1 job_1',
      'getJob proj_1 job_1',
    ])
    expect(Object.fromEntries(fake.outputs)).toMatchObject({
      'instance-id': 'run_1',
      'job-id': 'job_1',
      status: 'completed',
      'pr-link': PR,
    })
    expect(JSON.parse(fake.outputs.get('job') ?? '')).toMatchObject({ status: 'completed' })
    expect(outcome).toEqual({
      state: 'completed',
      level: 'notice',
      sentence: `Automation run run_1 completed, with the pull request ${PR}.`,
    })
    expect(fake.summaries).toHaveLength(1)
    expect(fake.summaries[0]).toMatch(/^## Automation run\n/)
    expect(fake.summaries[0]).toContain('`auto-docs-sync`')
  })

  it('fails with the failed job named, unless `fail-on-job-failure` is false', async () => {
    const failing = fakeTriggerDeps()
    failing.api.jobs = [{ id: 'job_1', status: 'failed' }]
    expect(await failureOf(runAutomationMode(SETTINGS, failing.deps))).toBe(
      'Automation run run_1 failed (job job_1).',
    )
    expect(failing.outputs.get('status')).toBe('failed')

    const tolerant = fakeTriggerDeps()
    tolerant.api.jobs = [{ id: 'job_1', status: 'failed' }]
    expect(
      await runAutomationMode({ ...SETTINGS, failOnJobFailure: false }, tolerant.deps),
    ).toEqual({
      state: 'failed',
      level: 'notice',
      sentence: 'Automation run run_1 failed (job job_1).',
    })
  })

  it('warns about an archived job instead of passing it silently', async () => {
    const fake = fakeTriggerDeps()
    fake.api.jobs = [{ id: 'job_1', status: 'archived' }]
    expect(await runAutomationMode(SETTINGS, fake.deps)).toEqual({
      state: 'archived',
      level: 'warning',
      sentence: 'Automation run run_1 ended archived.',
    })
  })

  it('when the API names no job, passes and says where the run is followed', async () => {
    const fake = fakeTriggerDeps()
    fake.api.run = { instanceId: 'run_1' }
    const outcome = await runAutomationMode(SETTINGS, fake.deps)
    expect(fake.api.calls).toEqual(['runAutomation proj_1 auto-docs-sync'])
    expect(fake.outputs.has('job-id')).toBe(false)
    expect(outcome).toEqual({
      state: 'queued',
      level: 'notice',
      sentence:
        "Automation run run_1 is queued; the API named no job for it, so it is followed on the dashboard's Automation Runs page.",
    })
  })

  it('when the API does not answer for the job (404), passes and says where it is followed', async () => {
    const fake = fakeTriggerDeps()
    fake.api.jobs = [
      new ApiError('HTTP 404', { kind: 'http', status: 404, operation: 'Getting job job_1' }),
    ]
    const outcome = await runAutomationMode(SETTINGS, fake.deps)
    expect(fake.api.count('getJob')).toBe(1)
    expect(outcome).toMatchObject({
      level: 'notice',
      sentence:
        "Automation run run_1 is queued; the API does not answer for its job job_1, so it is followed on the dashboard's Automation Runs page.",
    })
  })

  it('with `wait: false`, runs it and reads nothing more', async () => {
    const fake = fakeTriggerDeps()
    await runAutomationMode({ ...SETTINGS, wait: false }, fake.deps)
    expect(fake.api.calls).toEqual(['runAutomation proj_1 auto-docs-sync'])
    expect(fake.outputs.get('status')).toBe('queued')
    expect(fake.outputs.get('job-id')).toBe('job_1')
  })

  it('honours `timeout` on the injected clock, naming the job to wait for later', async () => {
    const fake = fakeTriggerDeps(30_000)
    fake.api.jobs = [{ id: 'job_1', status: 'active' }]
    const message = await failureOf(runAutomationMode(SETTINGS, fake.deps))
    expect(message).toMatch(
      /^Timed out after 30\.0 s waiting for job job_1 \(last status: active\).*`job-id: job_1`\.$/,
    )
    expect(fake.clock.now()).toBe(fake.deps.deadline)
    expect(fake.api.count('runAutomation')).toBe(1)
  })

  it('a poll cut short by `timeout` is a timeout of the wait, not a request failure', async () => {
    const fake = fakeTriggerDeps()
    fake.api.jobs = [
      { id: 'job_1', status: 'active' },
      new ApiError('no complete response within 2.0 s', {
        kind: 'timeout',
        operation: 'Getting job job_1',
      }),
    ]
    const message = await failureOf(runAutomationMode(SETTINGS, fake.deps))
    expect(message).toMatch(/^Timed out after .* waiting for job job_1 \(last status: active\)/)
  })

  it('never runs it again after a trigger that may have reached the server', async () => {
    const fake = fakeTriggerDeps()
    fake.api.run = new ApiError('the connection failed (ECONNRESET)', {
      kind: 'network',
      operation: 'Running automation auto-docs-sync',
      effect: 'the automation may or may not be running',
    })
    expect(await failureOf(runAutomationMode(SETTINGS, fake.deps))).toBe(
      'Running automation auto-docs-sync failed: the connection failed (ECONNRESET); the automation may or may not be running.',
    )
    expect(fake.api.calls).toEqual(['runAutomation proj_1 auto-docs-sync'])
    expect(fake.summaries).toEqual([])
  })

  it('cancelled during the wait: says the run keeps going and how to follow it', async () => {
    const fake = fakeTriggerDeps()
    fake.api.jobs = [{ id: 'job_1', status: 'active' }]
    fake.api.onCall = (method) => {
      if (method === 'getJob') fake.controller.abort(new Error('cancelled by SIGINT'))
    }
    expect(await failureOf(runAutomationMode(SETTINGS, fake.deps))).toBe(
      "The run was cancelled after automation run run_1 was queued; it keeps running as job job_1: follow it on the dashboard's Automation Runs page, or wait for it in agent mode with `job-id: job_1`.",
    )
    expect(fake.api.count('runAutomation')).toBe(1)
  })
})
