/**
 * `preview: true`: once the agent's pull request exists, the preview of its branch (the job's
 * `source.ref`), so the issue, the pull request and the rendered change meet in one thread. A
 * preview that fails or cannot be built is a warning: the job did its work. Once the preview is
 * ready its links are checked (`check`), and with `commit-status` / `github-deployment` GitHub
 * shows it on the pull request's head commit, as in preview mode.
 */
import { isBranchName } from '../shared/branch.js'
import {
  checkReadyPreview,
  checksPreview,
  surfaceVerdict,
  withCheck,
} from '../shared/deployment/check-verdict.js'
import { readChange } from '../shared/deployment/changes.js'
import type { CheckLinks } from '../shared/deployment/link-check.js'
import { callGitHub } from '../shared/github/call.js'
import { GITHUB_CALL_TIMEOUT_MS } from '../shared/github/own-comments.js'
import {
  PreviewSurfaces,
  surfacesAsked,
  type SavedSurfaces,
} from '../shared/github/preview-surfaces.js'
import { inRepository, pullRequestOf } from '../shared/github/pull-request.js'
import { errorMessage } from '../shared/text.js'
import type { AgentSettings } from './inputs.js'
import type { Conclusion } from './conclusion.js'
import type { ModeDeps } from '../shared/mode-contract.js'
import type { DeploymentApi } from '../shared/mintlify/deployment-api.js'

/** What the preview of the agent's branch gets from agent mode. */
type BranchPreviewDeps = Omit<
  ModeDeps<'agent', Pick<DeploymentApi, 'queuePreview' | 'getDeploymentStatus'>>,
  'saveState'
> & {
  /** Keeps what the post step needs to finish GitHub's surfaces. */
  saveSurfaces: (saved: SavedSurfaces | undefined) => void
  /** Stands in for the link check (tests). */
  checkLinks?: CheckLinks
}

/** The conclusion with its preview, when `preview: true` and the job opened a pull request here. */
export async function withPreview(
  settings: AgentSettings,
  conclusion: Conclusion,
  deps: BranchPreviewDeps,
): Promise<Conclusion> {
  if (!settings.preview || conclusion.state !== 'completed') return conclusion
  const { job } = conclusion
  if (!job.prLink || conclusion.elsewhere) return conclusion
  const branch = job.source?.ref ?? ''
  if (!isBranchName(branch)) {
    const sentence = `${conclusion.sentence} No preview: the job names no branch for its pull request.`
    return { ...conclusion, level: 'warning', sentence }
  }
  const { context } = deps
  const pr = pullRequestOf(job.prLink, context.serverUrl)
  const pullRequest = pr && inRepository(pr, context.owner, context.repo) ? pr.number : undefined
  const surfaces = await surfacesOf(settings, pullRequest, deps)
  // Loaded only with `preview: true`: agent mode's start-up pays nothing for it otherwise.
  const { followDeployment, logBuildLog } = await import('../shared/deployment/follow.js')
  const outcome = await followDeployment(
    {
      noun: 'Preview',
      queue: (signal) => deps.api.queuePreview(settings.projectId, branch, signal),
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
      onQueued: async (queued) => surfaces?.building(queued.previewUrl),
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
  const check = checksPreview(settings.previewCheck, outcome)
    ? await checkReadyPreview(
        settings.previewCheck,
        outcome,
        // The pages of the agent's pull request (its files as GitHub lists them).
        await readChange(
          {
            pullRequest,
            github: settings.githubToken ? deps.github : undefined,
            deployment: outcome.deployment,
            workspace: context.workspace,
            commitName: "the preview's commit",
          },
          deps,
        ),
        deps,
      )
    : undefined
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
  deps: BranchPreviewDeps,
): Promise<PreviewSurfaces | undefined> {
  const { context, log } = deps
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
      log: deps.log,
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
    runUrl: context.runUrl,
    saveState: deps.saveSurfaces,
  })
}
