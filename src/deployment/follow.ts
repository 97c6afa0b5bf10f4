/**
 * One deployment from trigger to verdict, as deploy mode, preview mode and agent mode's
 * `preview: true` run it: queue it once (or resume a `status-id`), set the outputs the moment
 * each is known, wait for the verdict, and work out once how it ended.
 */
import * as core from '@actions/core'
import { ApiError } from '../api/errors.js'
import type { DeploymentStatus } from '../api/deployment-schemas.js'
import { formatDuration } from '../durations.js'
import type { Level, Outcome } from '../outcome.js'
import type { SetOutput } from '../outputs.js'
import { isWaitTimeout } from '../poll.js'
import { errorMessage } from '../text.js'
import {
  cancelledSentence,
  failedAfterQueued,
  failureSentence,
  notWaitingForQueued,
  notWaitingStatus,
  queuedLine,
  succeededSentence,
} from './sentences.js'
import {
  DeploymentTimeoutError,
  deploymentOutput,
  isVerdict,
  setDeploymentOutputs,
  waitForVerdict,
  type DeploymentWaitDeps,
} from './wait.js'

export interface Queued {
  statusId: string
  /** A preview's URL, known before its build ends. */
  previewUrl?: string
}

export interface DeploymentRequest {
  /** `Deployment` or `Preview`: how the log and messages name it. */
  noun: string
  /** An existing deployment to wait for (`status-id`): nothing is queued. */
  statusId?: string
  /** Queues it: sent once, never retried by us (the client retries only what never left). */
  queue: (signal: AbortSignal) => Promise<Queued>
  wait: boolean
  pollIntervalMs: number
  /** Called once it is queued (or resumed), before the wait: a comment can say "building". */
  onQueued?: (queued: Queued) => Promise<void>
}

export interface DeploymentDeps extends DeploymentWaitDeps {
  setOutput: SetOutput
}

/** How a deployment run ended: the state a comment shows, and one sentence for every reader. */
export type DeploymentState = 'queued' | 'ready' | 'failed' | 'timed-out' | 'cancelled' | 'error'

export interface DeploymentOutcome extends Outcome<DeploymentState> {
  statusId?: string
  previewUrl?: string
  /** The last status seen, when one was read. */
  status?: DeploymentStatus
  durationMs: number
}

/** Runs the request to its end. Never throws: a failure is an outcome with its sentence. */
export async function followDeployment(
  request: DeploymentRequest,
  deps: DeploymentDeps,
): Promise<DeploymentOutcome> {
  const { clock, signal } = deps
  const setOutput = deps.setOutput
  const started = clock.now()
  let queued: Queued | undefined = request.statusId ? { statusId: request.statusId } : undefined
  let status: DeploymentStatus | undefined
  const end = (state: DeploymentState, level: Level, sentence: string) => {
    // Written once, when the run ends: the status object carries the whole build log so far, and
    // a copy at every poll made GITHUB_OUTPUT grow by the log's size each time.
    if (status) deps.setOutput('deployment', deploymentOutput(status))
    return endOf(state, level, sentence)
  }
  const endOf = (state: DeploymentState, level: Level, sentence: string) => ({
    state,
    level,
    sentence,
    statusId: queued?.statusId,
    previewUrl: queued?.previewUrl,
    status,
    durationMs: clock.now() - started,
  })
  try {
    if (!queued) {
      queued = await core.group(`Queueing the ${request.noun.toLowerCase()}`, async () => {
        const answer = await request.queue(signal)
        core.info(queuedLine(request.noun, answer.statusId, answer.previewUrl))
        return answer
      })
      setOutput('status', 'queued')
    }
    setOutput('status-id', queued.statusId)
    if (queued.previewUrl) setOutput('preview-url', queued.previewUrl)
    await request.onQueued?.(queued)
    if (!request.wait && !request.statusId) {
      return end('queued', 'notice', notWaitingForQueued(request.noun, queued.statusId))
    }
    const { statusId } = queued
    const onStatus = (latest: DeploymentStatus): void => {
      status = latest
      setDeploymentOutputs(setOutput, latest)
    }
    if (!request.wait) {
      const current = await deps.api.getDeploymentStatus(statusId, signal)
      onStatus(current)
      if (current.status === 'failure') {
        const took = formatDuration(clock.now() - started)
        return end('failed', 'failure', failureSentence(request.noun, statusId, current, took))
      }
      return end(
        isVerdict(current.status) ? verdictState(current) : 'queued',
        'notice',
        notWaitingStatus(request.noun, statusId, current.status),
      )
    }
    const last = await waitForVerdict(
      {
        statusId,
        noun: request.noun,
        pollIntervalMs: request.pollIntervalMs,
        justQueued: !request.statusId,
        onStatus,
      },
      deps,
    )
    const took = formatDuration(clock.now() - started)
    if (last.status === 'success') {
      const sentence = succeededSentence(request.noun, statusId, took, queued.previewUrl)
      return end('ready', 'notice', sentence)
    }
    return end('failed', 'failure', failureSentence(request.noun, statusId, last, took))
  } catch (error) {
    if (signal.aborted) {
      const known = queued && { statusId: queued.statusId, resumed: !!request.statusId }
      return end('cancelled', 'failure', cancelledSentence(request.noun, known, error))
    }
    if (error instanceof DeploymentTimeoutError) return end('timed-out', 'failure', error.message)
    if (queued && request.wait && isWaitTimeout(error)) {
      const last = status ?? { status: request.statusId ? 'unknown' : 'queued' }
      const waited = clock.now() - started
      const timedOut = new DeploymentTimeoutError(request.noun, queued.statusId, last, waited)
      return end('timed-out', 'failure', timedOut.message)
    }
    const message = errorMessage(error)
    // A poll that failed after the deployment was queued: say how to pick it up again.
    if (queued && error instanceof ApiError) {
      return end('error', 'failure', failedAfterQueued(message, request.noun, queued.statusId))
    }
    return end('error', 'failure', message)
  }
}

function verdictState(status: DeploymentStatus): DeploymentState {
  return status.status === 'success' ? 'ready' : 'failed'
}
