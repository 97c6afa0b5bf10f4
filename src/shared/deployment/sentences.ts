/**
 * What a deployment run tells its reader, one function a sentence, apart from the control flow
 * in follow.ts. `noun` is `Deployment` or `Preview`; server text (the summary, the build log) is
 * cleaned to one line before it joins a sentence.
 */
import type { Deployment } from '../mintlify/deployment-schemas.js'
import { ApiError } from '../mintlify/errors.js'
import { cleanLine } from '../untrusted-text.js'
import { logTail } from './wait.js'

/** The log line once the trigger is answered. */
export function queuedLine(noun: string, statusId: string, previewUrl?: string): string {
  return `${noun} ${statusId} is queued${previewUrl ? `; it will be at ${previewUrl}` : ''}.`
}

/** `wait: false` after queueing: how a later step picks it up. */
export function notWaitingForQueued(noun: string, statusId: string): string {
  return `${noun} ${statusId} is queued; not waiting for its verdict (\`wait: false\`): to wait for it in a later step, set \`status-id: ${statusId}\`.`
}

/** `wait: false` with a `status-id`: where it stands, read once. */
export function notWaitingStatus(noun: string, statusId: string, status: string): string {
  return `${noun} ${statusId} is ${status}; not waiting (\`wait: false\`).`
}

export function succeededSentence(
  noun: string,
  statusId: string,
  took: string,
  previewUrl?: string,
): string {
  const where = previewUrl ? `: ${previewUrl}` : ''
  return `${noun} ${statusId} succeeded after ${took}${where}.`
}

/** "Deployment X failed after 2m: <summary>. The log ends: <last lines>": server text, one line. */
export function failureSentence(
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
export function cancelledSentence(
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
export function failedAfterQueued(message: string, noun: string, statusId: string): string {
  return `${message} ${noun} ${statusId} was queued: to wait for it, set \`status-id: ${statusId}\`.`
}
