/**
 * Deploy mode: queue a deployment of the deployment branch (or take `status-id`), wait for its
 * verdict, show its log and commit, and fail the step when it fails.
 */
import { followDeployment } from '../deployment/follow.js'
import { deploymentSections } from '../deployment/report.js'
import { logBuildLog } from '../deployment/wait.js'
import type { DeploySettings } from '../settings.js'
import { endStep, headingOf } from './conclude.js'
import type { ShipDeps } from './deps.js'

export async function runDeployMode(settings: DeploySettings, deps: ShipDeps): Promise<void> {
  const noun = 'Deployment'
  const outcome = await followDeployment(
    {
      noun,
      statusId: settings.statusId || undefined,
      queue: (signal) => deps.api.queueDeployment(settings.projectId, signal),
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
    },
    deps,
  )
  if (outcome.status) await logBuildLog(noun, outcome.status)
  if (outcome.statusId) {
    await deps.writeSummary(
      [
        `## ${headingOf(noun, outcome)}`,
        '',
        ...deploymentSections({ noun, ...outcome, statusId: outcome.statusId }),
      ].join('\n'),
    )
  }
  endStep(outcome)
}
