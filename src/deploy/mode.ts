/**
 * Deploy mode: queue a deployment of the deployment branch (or take `status-id`), wait for its
 * verdict, show its log and commit, and end as the deployment did (a failed one fails the step).
 */
import type { DeploymentApi } from '../shared/mintlify/deployment-api.js'
import { followDeployment, type DeploymentOutcome } from '../shared/deployment/follow.js'
import { readChange } from '../shared/deployment/changes.js'
import { deploymentSections, headingOf } from '../shared/deployment/report.js'
import { logBuildLog } from '../shared/deployment/wait.js'
import type { ModeDeps } from '../shared/mode-contract.js'
import type { DeploySettings } from './inputs.js'

/** What deploy mode gets from the step. */
export type DeployDeps = ModeDeps<'deploy', DeploymentApi>

export async function runDeployMode(
  settings: DeploySettings,
  deps: DeployDeps,
): Promise<DeploymentOutcome> {
  const noun = 'Deployment'
  const outcome = await followDeployment(
    {
      noun,
      statusId: settings.statusId || undefined,
      queue: (signal) => deps.api.queueDeployment(settings.projectId, signal),
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
    },
    {
      ...deps,
      // A deployment of the deployment branch has no preview URL to set.
      setOutput: (name, value) => {
        if (name !== 'preview-url') deps.setOutput(name, value)
      },
    },
  )
  if (outcome.deployment) await logBuildLog(noun, outcome.deployment, deps.log)
  if (outcome.statusId) {
    // The pages its commit changed (no pull request is looked up for a deployment).
    const change = await readChange(
      {
        pullRequest: undefined,
        github: undefined,
        deployment: outcome.deployment,
        workspace: deps.context.workspace,
        commitName: "the deployment's commit",
      },
      deps,
    )
    await deps.writeSummary(
      [
        `## ${headingOf(noun, outcome)}`,
        '',
        ...deploymentSections({ noun, ...outcome, statusId: outcome.statusId, change }),
      ].join('\n'),
    )
  }
  return outcome
}
