/**
 * src/shared/deployment/report.ts's `headingOf`: the heading a deploy or preview summary (and the
 * preview comment) opens with, for each way a deployment run can end.
 */
import { describe, expect, it } from 'vitest'
import type { DeploymentState } from '../../../../src/shared/deployment/follow.ts'
import { headingOf } from '../../../../src/shared/deployment/report.ts'

describe('headingOf', () => {
  it.each<[DeploymentState, string, string]>([
    ['queued', 'Deployment queued', 'Preview building'],
    ['ready', 'Deployment succeeded', 'Preview ready'],
    ['failed', 'Deployment failed', 'Preview failed'],
    ['timed-out', 'Deployment still running at `timeout`', 'Preview still running at `timeout`'],
    ['cancelled', 'Deployment: run cancelled', 'Preview: run cancelled'],
    ['error', 'Deployment not followed to the end', 'Preview not followed to the end'],
  ])('%s: "%s" / "%s"', (state, deployment, preview) => {
    expect(headingOf('Deployment', { state })).toBe(deployment)
    expect(headingOf('Preview', { state })).toBe(preview)
  })
})
