/**
 * src/deploy/mode.ts against fakes of its own seams (their deps): the deployment is queued
 * once, followed to its verdict on the injected clock, and the step ends with the sentence a
 * user reads; the outputs and the summary say where it stands.
 */
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/shared/mintlify/errors.ts'
import type { DeploymentOutcome } from '../../../src/shared/deployment/follow.ts'
import type { DeploySettings } from '../../../src/deploy/inputs.ts'
import { runDeployMode } from '../../../src/deploy/mode.ts'
import { COMMON, fakeTriggerDeps } from '../../support/fake-trigger-deps.ts'

const SETTINGS: DeploySettings = { ...COMMON, mode: 'deploy', statusId: '' }

/** The sentence the step fails with (main.ts fails the step on a `failure` outcome). */
async function failureOf(run: Promise<DeploymentOutcome>): Promise<string> {
  const outcome = await run
  expect(outcome.level).toBe('failure')
  return outcome.sentence
}

describe('deploy mode', () => {
  it('queues one deployment, polls at the interval until it succeeds, and says so', async () => {
    const fake = fakeTriggerDeps()
    fake.api.statuses = [
      { status: 'in_progress' },
      { status: 'success', subdomain: 'acme', commit: { sha: 'c'.repeat(40) } },
    ]
    await runDeployMode(SETTINGS, fake.deps)
    expect(fake.api.calls).toEqual([
      'queueDeployment proj_1',
      'getDeploymentStatus st_1',
      'getDeploymentStatus st_1',
    ])
    expect(fake.clock.sleeps).toEqual([1_000, 1_000])
    expect(Object.fromEntries(fake.outputs)).toMatchObject({
      'status-id': 'st_1',
      status: 'success',
      subdomain: 'acme',
      'commit-sha': 'c'.repeat(40),
    })
    expect(JSON.parse(fake.outputs.get('deployment') ?? '')).toMatchObject({ status: 'success' })
    expect(fake.summaries).toHaveLength(1)
    expect(fake.summaries[0]).toMatch(/^## Deployment succeeded\n/)
    expect(fake.summaries[0]).toContain('st_1')
  })

  it('waits for the `status-id` it was given and queues nothing', async () => {
    const fake = fakeTriggerDeps()
    await runDeployMode({ ...SETTINGS, statusId: 'st_9' }, fake.deps)
    expect(fake.api.count('queueDeployment')).toBe(0)
    expect(fake.api.calls).toEqual(['getDeploymentStatus st_9'])
    expect(fake.outputs.get('status-id')).toBe('st_9')
  })

  it('fails with the build summary and the end of its log, after one trigger', async () => {
    const fake = fakeTriggerDeps()
    fake.api.statuses = [
      { status: 'failure', summary: 'Build failed: 2 errors', logs: ['ok', 'error A', 'error B'] },
    ]
    const message = await failureOf(runDeployMode(SETTINGS, fake.deps))
    expect(message).toMatch(
      /^Deployment st_1 failed after .*: Build failed: 2 errors\. The log ends: ok \/ error A \/ error B$/,
    )
    expect(fake.api.count('queueDeployment')).toBe(1)
    expect(fake.outputs.get('status')).toBe('failure')
    expect(fake.summaries[0]).toMatch(/^## Deployment failed\n/)
  })

  it('honours `timeout` on the injected clock, and says how to resume', async () => {
    const fake = fakeTriggerDeps(5_000)
    fake.api.statuses = [{ status: 'in_progress' }]
    const message = await failureOf(runDeployMode(SETTINGS, fake.deps))
    expect(message).toBe(
      'Timed out after 5.0 s waiting for deployment st_1 (last status: in_progress); the deployment may still finish: raise `timeout`, or wait for it in a later step with `status-id: st_1`.',
    )
    // A poll a second, none started that could not end before the deadline, and the step ends
    // at the deadline, not later.
    expect(fake.api.count('getDeploymentStatus')).toBe(4)
    expect(fake.clock.now()).toBe(fake.deps.deadline)
    expect(fake.api.count('queueDeployment')).toBe(1)
    expect(fake.summaries[0]).toMatch(/^## Deployment still running at `timeout`\n/)
  })

  it('with `wait: false`, queues and passes without reading the status', async () => {
    const fake = fakeTriggerDeps()
    await runDeployMode({ ...SETTINGS, wait: false }, fake.deps)
    expect(fake.api.calls).toEqual(['queueDeployment proj_1'])
    expect(fake.outputs.get('status')).toBe('queued')
    expect(fake.outputs.get('status-id')).toBe('st_1')
    expect(fake.summaries[0]).toMatch(/^## Deployment queued\n/)
  })

  it('never queues again after a trigger that may have reached the server, and says so', async () => {
    const fake = fakeTriggerDeps()
    fake.api.queued = new ApiError('the connection failed (ECONNRESET)', {
      kind: 'network',
      operation: 'Queueing the deployment',
      effect: 'a deployment may or may not be queued: check the dashboard before running again',
    })
    const message = await failureOf(runDeployMode(SETTINGS, fake.deps))
    expect(message).toBe(
      'Queueing the deployment failed: the connection failed (ECONNRESET); a deployment may or may not be queued: check the dashboard before running again.',
    )
    expect(fake.api.calls).toEqual(['queueDeployment proj_1'])
    // Nothing was queued that a summary could name.
    expect(fake.summaries).toEqual([])
    expect(fake.outputs.has('status-id')).toBe(false)
  })

  it('when a poll fails after the deployment was queued, names the id to wait for', async () => {
    const fake = fakeTriggerDeps()
    fake.api.statuses = [
      new ApiError('HTTP 404', { kind: 'http', status: 404, operation: 'Getting deployment st_1' }),
    ]
    const message = await failureOf(runDeployMode(SETTINGS, fake.deps))
    expect(message).toMatch(/^Getting deployment st_1 failed: HTTP 404.*`status-id: st_1`\.$/)
    expect(fake.api.count('queueDeployment')).toBe(1)
    expect(fake.outputs.get('status-id')).toBe('st_1')
  })

  it('when the run is cancelled during the wait, says the deployment may still finish', async () => {
    const fake = fakeTriggerDeps()
    fake.api.statuses = [{ status: 'in_progress' }]
    fake.api.onCall = (method) => {
      if (method === 'getDeploymentStatus') fake.controller.abort(new Error('cancelled by SIGINT'))
    }
    const message = await failureOf(runDeployMode(SETTINGS, fake.deps))
    expect(message).toBe(
      'The run was cancelled after the deployment was queued. Deployment st_1 may still finish: wait for it with `status-id: st_1`.',
    )
    expect(fake.api.count('queueDeployment')).toBe(1)
    expect(fake.api.count('getDeploymentStatus')).toBe(1)
  })
})
