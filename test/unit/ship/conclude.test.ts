/**
 * src/ship/conclude.ts: how a deploy or preview run ends the step (a failure is the sentence the
 * job fails with; a warning or notice is an annotation) and the heading its summary opens with.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { DeploymentOutcome, DeploymentState } from '../../../src/deployment/follow.ts'
import { endStep, headingOf } from '../../../src/ship/conclude.ts'

let stdout: MockInstance<typeof process.stdout.write>
beforeEach(() => {
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
})
afterEach(() => stdout.mockRestore())
const annotations = (): string[] =>
  stdout.mock.calls
    .map((c) => String(c[0]))
    .filter((line) => /^::(notice|warning|error)/.test(line))

function outcome(state: DeploymentState): DeploymentOutcome {
  return { state, level: 'notice', sentence: 'x', durationMs: 0 }
}

describe('endStep', () => {
  it('fails the step with the outcome sentence as it is, and annotates nothing itself', () => {
    const sentence = 'Deployment st_1 failed after 1m 2s: Build failed.'
    expect(() => endStep({ level: 'failure', sentence })).toThrow(new Error(sentence))
    // main.ts reports the error once; a second annotation here would show it twice.
    expect(annotations()).toEqual([])
  })

  it('passes a warning as a warning annotation and anything else as a notice', () => {
    expect(() => endStep({ level: 'warning', sentence: 'Careful: it was skipped.' })).not.toThrow()
    expect(() => endStep({ level: 'notice', sentence: 'Deployment st_1 succeeded.' })).not.toThrow()
    expect(annotations()).toEqual([
      '::warning::Careful: it was skipped.\n',
      '::notice::Deployment st_1 succeeded.\n',
    ])
  })
})

describe('headingOf', () => {
  it.each<[DeploymentState, string, string]>([
    ['queued', 'Deployment queued', 'Preview queued'],
    ['ready', 'Deployment succeeded', 'Preview ready'],
    ['failed', 'Deployment failed', 'Preview failed'],
    ['timed-out', 'Deployment still running at `timeout`', 'Preview still running at `timeout`'],
    ['cancelled', 'Deployment: run cancelled', 'Preview: run cancelled'],
    ['error', 'Deployment not followed to the end', 'Preview not followed to the end'],
  ])('%s: "%s" / "%s"', (state, deployment, preview) => {
    expect(headingOf('Deployment', outcome(state))).toBe(deployment)
    expect(headingOf('Preview', outcome(state))).toBe(preview)
  })
})
