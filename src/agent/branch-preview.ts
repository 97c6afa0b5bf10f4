/**
 * `preview: true`: once the agent's pull request exists, the preview of its branch (the job's
 * `source.ref`), so the issue, the pull request and the rendered change meet in one thread. A
 * preview that fails or cannot be built is a warning: the job did its work.
 */
import { isBranchName } from '../shared/branch.js'
import type { AgentSettings } from './inputs.js'
import type { Conclusion } from './conclusion.js'
import type { ModeDeps } from '../action/entry.js'
import type { DeploymentApi } from '../shared/mintlify/deployment-api.js'

/** The conclusion with its preview, when `preview: true` and the job opened a pull request here. */
export async function withPreview(
  settings: AgentSettings,
  conclusion: Conclusion,
  deps: ModeDeps<'agent', Pick<DeploymentApi, 'queuePreview' | 'getDeploymentStatus'>>,
): Promise<Conclusion> {
  if (!settings.preview || conclusion.state !== 'completed') return conclusion
  const { job } = conclusion
  if (!job.prLink || conclusion.elsewhere) return conclusion
  const branch = job.source?.ref ?? ''
  if (!isBranchName(branch)) {
    const sentence = `${conclusion.sentence} No preview: the job names no branch for its pull request.`
    return { ...conclusion, level: 'warning', sentence }
  }
  // Loaded only with `preview: true`: agent mode's start-up pays nothing for it otherwise.
  const { followDeployment, logBuildLog } = await import('../shared/deployment/index.js')
  const outcome = await followDeployment(
    {
      noun: 'Preview',
      queue: (signal) => deps.api.queuePreview(settings.projectId, branch, signal),
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
    },
    // Only `preview-url`: `status` and the rest are the job's outputs in agent mode.
    {
      ...deps,
      setOutput: (name, value) => {
        if (name === 'preview-url') deps.setOutput(name, value)
      },
    },
  )
  if (outcome.deployment) await logBuildLog('Preview', outcome.deployment, deps.log)
  const preview = { url: outcome.previewUrl, state: outcome.state, sentence: outcome.sentence }
  const sentence = `${conclusion.sentence} ${outcome.sentence}`
  return {
    ...conclusion,
    preview,
    sentence,
    level: outcome.level === 'failure' ? 'warning' : conclusion.level,
  }
}
