/**
 * One deployment from trigger to verdict, as deploy mode, preview mode and agent mode's
 * `preview: true` run it: queue it once (or resume a `status-id`), set the outputs the moment
 * each is known, wait for the verdict, and work out once how it ended.
 */
import { ApiError } from '../mintlify/errors.js'
import type { Deployment } from '../mintlify/deployment-schemas.js'
import { formatDuration } from '../durations.js'
import type { Level, Outcome } from '../mode-contract.js'
import type { SetOutput } from '../runner.js'
import { WaitTimeoutError } from '../poll.js'
import { errorMessage } from '../text.js'
import { cleanLine } from '../untrusted-text.js'
import {
  deploymentOutput,
  isVerdict,
  logTail,
  setDeploymentOutputs,
  waitForVerdict,
  type DeploymentWaitDeps,
} from './wait.js'

// The deployment layer as a caller loads it lazily (agent mode's `preview: true`): one import, so
// one chunk in the bundle, the build log's writer with it.
export { logBuildLog } from './wait.js'

interface Queued {
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

/** The outputs a deployment sets (a preview's URL, when the API gives one). */
type DeploymentOutput =
  'status' | 'status-id' | 'subdomain' | 'commit-sha' | 'deployment' | 'preview-url'

export interface DeploymentDeps extends DeploymentWaitDeps {
  setOutput: SetOutput<DeploymentOutput>
}

/** How a deployment run ended: the state a comment shows, and one sentence for every reader. */
export type DeploymentState = 'queued' | 'ready' | 'failed' | 'timed-out' | 'cancelled' | 'error'

export interface DeploymentOutcome extends Outcome<DeploymentState> {
  statusId?: string
  previewUrl?: string
  /** The deployment as last read, when it was read. */
  deployment?: Deployment
  durationMs: number
}

/** Runs the request to its end. Never throws: a failure is an outcome with its sentence. */
export async function followDeployment(
  request: DeploymentRequest,
  deps: DeploymentDeps,
): Promise<DeploymentOutcome> {
  const { clock, signal, log, setOutput } = deps
  const started = clock.now()
  let queued: Queued | undefined = request.statusId ? { statusId: request.statusId } : undefined
  let lastSeen: Deployment | undefined
  const end = (state: DeploymentState, level: Level, sentence: string) => {
    // Written once, when the run ends: the deployment carries the whole build log so far, and a
    // copy at every poll made GITHUB_OUTPUT grow by the log's size each time.
    if (lastSeen) setOutput('deployment', deploymentOutput(lastSeen))
    return endOf(state, level, sentence)
  }
  const endOf = (state: DeploymentState, level: Level, sentence: string) => ({
    state,
    level,
    sentence,
    statusId: queued?.statusId,
    previewUrl: queued?.previewUrl,
    deployment: lastSeen,
    durationMs: clock.now() - started,
  })
  try {
    if (!queued) {
      queued = await log.group(`Queueing the ${request.noun.toLowerCase()}`, async () => {
        const answer = await request.queue(signal)
        log.info(queuedLine(request.noun, answer.statusId, answer.previewUrl))
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
    const onDeployment = (latest: Deployment): void => {
      lastSeen = latest
      setDeploymentOutputs(setOutput, latest)
    }
    if (!request.wait) {
      const deployment = await deps.api.getDeploymentStatus(statusId, signal)
      onDeployment(deployment)
      if (deployment.status === 'failure') {
        const took = formatDuration(clock.now() - started)
        return end('failed', 'failure', failureSentence(request.noun, statusId, deployment, took))
      }
      return end(
        isVerdict(deployment.status) ? verdictState(deployment) : 'queued',
        'notice',
        notWaitingStatus(request.noun, statusId, deployment.status),
      )
    }
    const finished = await waitForVerdict(
      {
        statusId,
        noun: request.noun,
        pollIntervalMs: request.pollIntervalMs,
        justQueued: !request.statusId,
        startedAt: started,
        onDeployment,
      },
      deps,
    )
    const took = formatDuration(clock.now() - started)
    if (finished.status === 'success') {
      const sentence = succeededSentence(request.noun, statusId, took, queued.previewUrl)
      return end('ready', 'notice', sentence)
    }
    return end('failed', 'failure', failureSentence(request.noun, statusId, finished, took))
  } catch (error) {
    if (signal.aborted) {
      const known = queued && { statusId: queued.statusId, resumed: !!request.statusId }
      return end('cancelled', 'failure', cancelledSentence(request.noun, known, error))
    }
    if (error instanceof WaitTimeoutError) return end('timed-out', 'failure', error.message)
    const message = errorMessage(error)
    // A poll that failed after the deployment was queued: say how to pick it up again.
    if (queued && error instanceof ApiError) {
      return end('error', 'failure', failedAfterQueued(message, request.noun, queued.statusId))
    }
    return end('error', 'failure', message)
  }
}

function verdictState(deployment: Deployment): DeploymentState {
  return deployment.status === 'success' ? 'ready' : 'failed'
}

// What a deployment run tells its reader, one function a sentence, apart from the control flow
// above. `noun` is `Deployment` or `Preview`; server text (the summary, the build log) is cleaned
// to one line before it joins a sentence.

/** The log line once the trigger is answered. */
function queuedLine(noun: string, statusId: string, previewUrl?: string): string {
  return `${noun} ${statusId} is queued${previewUrl ? `; it will be at ${previewUrl}` : ''}.`
}

/** `wait: false` after queueing: how a later step picks it up. */
function notWaitingForQueued(noun: string, statusId: string): string {
  return `${noun} ${statusId} is queued; not waiting for its verdict (\`wait: false\`): to wait for it in a later step, set \`status-id: ${statusId}\`.`
}

/** `wait: false` with a `status-id`: where it stands, read once. */
function notWaitingStatus(noun: string, statusId: string, status: string): string {
  return `${noun} ${statusId} is ${status}; not waiting (\`wait: false\`).`
}

function succeededSentence(
  noun: string,
  statusId: string,
  took: string,
  previewUrl?: string,
): string {
  const where = previewUrl ? `: ${previewUrl}` : ''
  return `${noun} ${statusId} succeeded after ${took}${where}.`
}

/** "Deployment X failed after 2m: <summary>. The log ends: <last lines>": server text, one line. */
function failureSentence(
  noun: string,
  statusId: string,
  deployment: Deployment,
  took: string,
): string {
  const summary = deployment.summary ? `: ${cleanLine(deployment.summary, 300)}` : ''
  const tail = logTail(deployment, 3).map((line) => cleanLine(line, 200))
  const log = tail.length > 0 ? ` The log ends: ${tail.join(' / ')}` : ''
  return `${noun} ${statusId} failed after ${took}${summary}.${log}`
}

/**
 * Cancelled: whether something may be queued, with its id when known. Before the id is known,
 * the trigger's own error says it: no deployment was queued (the request provably never left),
 * or one may be (it left, and the answer was cut short).
 */
function cancelledSentence(
  noun: string,
  queued: { statusId: string; resumed: boolean } | undefined,
  error: unknown,
): string {
  const lower = noun.toLowerCase()
  if (queued) {
    const when = queued.resumed ? 'while waiting for the' : 'after the'
    return `The run was cancelled ${when} ${lower} was queued. ${noun} ${queued.statusId} may still finish: wait for it with \`status-id: ${queued.statusId}\`.`
  }
  if (error instanceof ApiError && error.effect) {
    return `The run was cancelled while queueing the ${lower}; ${error.effect}.`
  }
  return `The run was cancelled while queueing the ${lower}; a ${lower} may or may not be queued: check the dashboard before running again.`
}

/** A request that failed once it was queued: its message, and how to pick it up again. */
function failedAfterQueued(message: string, noun: string, statusId: string): string {
  return `${message} ${noun} ${statusId} was queued: to wait for it, set \`status-id: ${statusId}\`.`
}
