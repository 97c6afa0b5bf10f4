/**
 * `preview: true`: once the agent's pull request exists, the preview of its branch (the job's
 * `source.ref`), so the issue, the pull request and the rendered change meet in one thread. A
 * preview that fails or cannot be built is a warning: the job did its work. Once the preview is
 * ready its links are checked (`check`), and with `commit-status` / `github-deployment` GitHub
 * shows it on the pull request's head commit, as in preview mode.
 */
import { isBranchName } from '../shared/branch.js'
import { surfaceVerdict, withCheck } from '../shared/deployment/check-verdict.js'
import { checkReadyPreview, type Log } from '../shared/deployment/check-ready.js'
import { callGitHub } from '../shared/github/client.js'
import type { GitHubContext } from '../shared/github/context.js'
import { GITHUB_CALL_TIMEOUT_MS } from '../shared/github/own-comments.js'
import { PreviewSurfaces, surfacesAsked } from '../shared/github/preview-surfaces.js'
import { inRepository, pullRequestOf } from '../shared/github/pull-request.js'
import { errorMessage } from '../shared/text.js'
import type { AgentSettings } from './inputs.js'
import type { Conclusion } from './conclusion.js'
import type { AgentModeDeps } from './deps.js'

/** The conclusion with its preview, when `preview: true` and the job opened a pull request here. */
export async function withPreview(
  settings: AgentSettings,
  conclusion: Conclusion,
  context: GitHubContext,
  deps: AgentModeDeps,
  log: Log,
): Promise<Conclusion> {
  if (!settings.preview || conclusion.state !== 'completed') return conclusion
  const { job } = conclusion
  if (!job.prLink || conclusion.elsewhere) return conclusion
  const branch = job.source?.ref ?? ''
  if (!deps.previews || !isBranchName(branch)) {
    const sentence = `${conclusion.sentence} No preview: the job names no branch for its pull request.`
    return { ...conclusion, level: 'warning', sentence }
  }
  const previews = deps.previews
  const pr = pullRequestOf(job.prLink, context.serverUrl)
  const pullRequest = pr && inRepository(pr, context.owner, context.repo) ? pr.number : undefined
  const surfaces = await surfacesOf(settings, pullRequest, context, deps, log)
  // Loaded only with `preview: true`: agent mode's start-up pays nothing for it otherwise.
  const { followDeployment, logBuildLog } = await import('../shared/deployment/index.js')
  const outcome = await followDeployment(
    {
      noun: 'Preview',
      queue: (signal) => previews.queuePreview(settings.projectId, branch, signal),
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
      onQueued: async (queued) => surfaces?.building(queued.previewUrl),
    },
    // Only `preview-url`: `status` and the rest are the job's outputs in agent mode.
    {
      ...deps,
      api: previews,
      setOutput: (name, value) => {
        if (name === 'preview-url') deps.setOutput(name, value)
      },
    },
  )
  if (outcome.deployment) await logBuildLog('Preview', outcome.deployment)
  const check = await checkReadyPreview(
    settings.previewCheck,
    outcome,
    {
      pullRequest,
      github: settings.githubToken ? deps.github : undefined,
      workspace: context.workspace,
    },
    { ...deps, info: log.info },
  )
  await surfaces?.finish(surfaceVerdict(outcome.state, check), outcome.previewUrl)
  const checked = withCheck(outcome, check, settings.previewCheck.failOnBroken)
  const preview = {
    url: outcome.previewUrl,
    state: outcome.state,
    sentence: checked.sentence,
    ...(check ? { check } : {}),
  }
  // A preview that failed is a warning (the job did its work); `fail-on-broken` asked for more.
  const failsOnBroken = checked.level === 'failure' && outcome.level !== 'failure'
  return {
    ...conclusion,
    preview,
    sentence: `${conclusion.sentence} ${checked.sentence}`,
    level: failsOnBroken ? 'failure' : outcome.level === 'failure' ? 'warning' : conclusion.level,
  }
}

/**
 * The commit status and deployment `commit-status` and `github-deployment` ask for, on the head
 * of the agent's pull request (read from GitHub); undefined when not asked or not possible (one
 * warning says why).
 */
async function surfacesOf(
  settings: AgentSettings,
  pullRequest: number | undefined,
  context: GitHubContext,
  deps: AgentModeDeps,
  log: Log,
): Promise<PreviewSurfaces | undefined> {
  const asked = surfacesAsked(settings.previewCheck)
  if (!asked) return undefined
  const missing = !settings.wait
    ? "this run does not wait for the preview's verdict (`wait: false`)"
    : !settings.githubToken
      ? 'input `github-token` is empty'
      : pullRequest === undefined
        ? "the agent's pull request is not one of this repository"
        : undefined
  if (missing || pullRequest === undefined) {
    log.warning(`${asked}: ${missing}, so GitHub is not told.`)
    return undefined
  }
  let sha: string
  try {
    const github = await deps.github()
    const head = await callGitHub((signal) => github.getPullRequest(pullRequest, signal), {
      clock: deps.clock,
      signal: deps.signal,
      deadline: deps.deadline,
      timeoutMs: GITHUB_CALL_TIMEOUT_MS,
      doing: `Reading the head commit of pull request #${pullRequest}`,
    })
    sha = head.headSha
  } catch (error) {
    log.warning(`${errorMessage(error)} ${asked}: GitHub is not told.`)
    return undefined
  }
  return new PreviewSurfaces(settings.previewCheck, sha, {
    ...deps,
    warning: log.warning,
    runUrl: context.runUrl,
  })
}
