import * as core from '@actions/core'
import type { DeploymentOutcome } from '../deployment/follow.js'

/** Ends the step as the outcome says: a failure throws its sentence for main.ts to report. */
export function endStep(outcome: Pick<DeploymentOutcome, 'level' | 'sentence'>): void {
  if (outcome.level === 'failure') throw new Error(outcome.sentence)
  if (outcome.level === 'warning') core.warning(outcome.sentence)
  else core.notice(outcome.sentence)
}

/** The summary's heading for a deployment's or preview's outcome. */
export function headingOf(noun: string, outcome: DeploymentOutcome): string {
  switch (outcome.state) {
    case 'queued':
      return `${noun} queued`
    case 'ready':
      return noun === 'Preview' ? 'Preview ready' : 'Deployment succeeded'
    case 'failed':
      return `${noun} failed`
    case 'timed-out':
      return `${noun} still running at \`timeout\``
    case 'cancelled':
      return `${noun}: run cancelled`
    case 'error':
      return `${noun} not followed to the end`
  }
}
