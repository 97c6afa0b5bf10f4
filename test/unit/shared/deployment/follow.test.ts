import { describe, expect, it } from 'vitest'
import type { Deployment } from '../../../../src/shared/mintlify/deployment-schemas.ts'
import { ApiError } from '../../../../src/shared/mintlify/errors.ts'
import { followDeployment } from '../../../../src/shared/deployment/follow.ts'
import { deploymentOutput } from '../../../../src/shared/deployment/wait.ts'
import type { OutputName } from '../../../../src/shared/catalogue.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { recordingLog } from '../../../support/recording-log.ts'

function run(getDeploymentStatus: () => Promise<Deployment>, statusId?: string) {
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
      log: recordingLog(),
      deadline: clock.now() + 60_000,
      signal: new AbortController().signal,
      setOutput: (name, value) => outputs.set(name, value),
    },
  )
  return { outcome, outputs, triggers: () => triggers }
}

describe('followDeployment', () => {
  it('reports a read cut short by `timeout` as a timeout of the wait, with the id to resume', async () => {
    const seen: Deployment[] = [{ status: 'in_progress' }]
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

describe('the deployment output', () => {
  it('is written once, when the run ends, whatever the polls saw', async () => {
    const writes: [OutputName, string][] = []
    const clock = new FakeClock()
    const logs: string[] = []
    let polls = 0
    const outcome = await followDeployment(
      {
        noun: 'Deployment',
        queue: async () => ({ statusId: 'st_1' }),
        wait: true,
        pollIntervalMs: 1000,
      },
      {
        api: {
          getDeploymentStatus: async () => {
            logs.push(`line ${++polls}`)
            return { status: polls < 4 ? 'in_progress' : 'success', logs: [...logs] }
          },
        },
        clock,
        log: recordingLog(),
        deadline: clock.now() + 60_000,
        signal: new AbortController().signal,
        setOutput: (name, value) => writes.push([name, value]),
      },
    )
    expect(outcome.state).toBe('ready')
    const deployments = writes.filter(([name]) => name === 'deployment')
    expect(deployments).toHaveLength(1)
    expect(JSON.parse(deployments[0]![1])).toEqual({
      status: 'success',
      logs: ['line 1', 'line 2', 'line 3', 'line 4'],
    })
  })

  it('keeps the last lines of a build log over the bound, as valid JSON that says so', () => {
    const logs = Array.from({ length: 5000 }, (_, i) => `step ${i} ${'x'.repeat(100)}`)
    const deployment: Deployment = { _id: 'st_1', status: 'failure', summary: 'Failed', logs }
    const output = deploymentOutput(deployment, 64 * 1024)
    expect(Buffer.byteLength(output)).toBeLessThanOrEqual(64 * 1024)
    const parsed = JSON.parse(output) as Deployment & {
      logsTruncated: boolean
      logsOmitted: number
    }
    expect(parsed).toMatchObject({
      _id: 'st_1',
      status: 'failure',
      summary: 'Failed',
      logsTruncated: true,
    })
    expect(parsed.logs!.at(-1)).toBe(logs.at(-1))
    expect(parsed.logs!.length + parsed.logsOmitted).toBe(5000)
    expect(parsed.logs!.length).toBeGreaterThan(500)
    // Within the bound: the deployment as it is.
    expect(deploymentOutput({ status: 'success', logs: ['a'] })).toBe(
      '{"status":"success","logs":["a"]}',
    )
  })
})

describe('cancelled during the trigger', () => {
  function cancelled(queue: (signal: AbortSignal) => Promise<{ statusId: string }>) {
    const clock = new FakeClock()
    const controller = new AbortController()
    return followDeployment(
      {
        noun: 'Deployment',
        queue: (signal) => {
          controller.abort(new Error('cancelled by SIGINT'))
          return queue(signal)
        },
        wait: true,
        pollIntervalMs: 1000,
      },
      {
        api: { getDeploymentStatus: () => Promise.reject(new Error('not reached')) },
        clock,
        log: recordingLog(),
        deadline: clock.now() + 60_000,
        signal: controller.signal,
        setOutput: () => undefined,
      },
    )
  }

  it('says a deployment may be queued when the request left', async () => {
    const outcome = await cancelled(() =>
      Promise.reject(
        new ApiError('the run was cancelled after the request was sent', {
          kind: 'aborted',
          operation: 'Queueing the deployment',
          effect:
            'the request may have reached the server, so a deployment may or may not be queued: check the dashboard before running again',
        }),
      ),
    )
    expect(outcome).toMatchObject({ state: 'cancelled', level: 'failure' })
    expect(outcome.sentence).toBe(
      'The run was cancelled while queueing the deployment; the request may have reached the server, so a deployment may or may not be queued: check the dashboard before running again.',
    )
  })

  it('says none was queued when the request provably never left', async () => {
    const outcome = await cancelled(() =>
      Promise.reject(
        new ApiError('the run was cancelled before the request was sent', {
          kind: 'aborted',
          operation: 'Queueing the deployment',
          effect: 'no deployment was queued',
        }),
      ),
    )
    expect(outcome.sentence).toBe(
      'The run was cancelled while queueing the deployment; no deployment was queued.',
    )
  })

  it('names the deployment once it is known', async () => {
    const outcome = await cancelled(async () => ({ statusId: 'st_7' }))
    expect(outcome).toMatchObject({ state: 'cancelled', statusId: 'st_7' })
    expect(outcome.sentence).toBe(
      'The run was cancelled after the deployment was queued. Deployment st_7 may still finish: wait for it with `status-id: st_7`.',
    )
  })
})
