import { describe, expect, it } from 'vitest'
import type { DeploymentStatus } from '../../../src/api/deployment-schemas.ts'
import { ApiError } from '../../../src/api/errors.ts'
import { followDeployment } from '../../../src/deployment/follow.ts'
import type { OutputName } from '../../../src/outputs.ts'
import { FakeClock } from '../../support/fake-clock.ts'

function run(getDeploymentStatus: () => Promise<DeploymentStatus>, statusId?: string) {
  const clock = new FakeClock()
  const outputs = new Map<OutputName, string>()
  let triggers = 0
  const outcome = followDeployment(
    {
      noun: 'Deployment',
      statusId,
      queue: async () => {
        triggers++
        return { statusId: 'st_1' }
      },
      wait: true,
      pollIntervalMs: 1000,
    },
    {
      api: { getDeploymentStatus },
      clock,
      deadline: clock.now() + 60_000,
      signal: new AbortController().signal,
      setOutput: (name, value) => outputs.set(name, value),
    },
  )
  return { outcome, outputs, triggers: () => triggers }
}

describe('followDeployment', () => {
  it('reports a read cut short by `timeout` as a timeout of the wait, with the id to resume', async () => {
    const seen: DeploymentStatus[] = [{ status: 'in_progress' }]
    const { outcome, outputs, triggers } = run(async () => {
      const next = seen.shift()
      if (next) return next
      throw new ApiError('no complete response within 0.0 s', {
        kind: 'timeout',
        operation: 'Getting deployment st_1',
      })
    })
    const result = await outcome
    expect(result).toMatchObject({ state: 'timed-out', level: 'failure', statusId: 'st_1' })
    expect(result.sentence).toMatch(/last status: in_progress.*`status-id: st_1`/)
    expect(outputs.get('status-id')).toBe('st_1')
    expect(triggers()).toBe(1)
  })

  it('queues nothing when it resumes a status id, and reads the status at once', async () => {
    let reads = 0
    const { outcome, triggers } = run(async () => {
      reads++
      return { status: 'success' }
    }, 'st_9')
    expect(await outcome).toMatchObject({ state: 'ready', statusId: 'st_9' })
    expect(triggers()).toBe(0)
    expect(reads).toBe(1)
  })

  it('fails with the summary and the end of the log', async () => {
    const { outcome } = run(async () => ({
      status: 'failure',
      summary: 'Build failed: 2 errors',
      logs: ['one', 'two', 'error A', 'error B\u202e', 'error C'],
    }))
    const result = await outcome
    expect(result.level).toBe('failure')
    expect(result.sentence).toMatch(
      /^Deployment st_1 failed after .*: Build failed: 2 errors\. The log ends: error A \/ error B \/ error C$/,
    )
  })
})
