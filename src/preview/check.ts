/**
 * Preview mode's part of the link check and of GitHub's surfaces: which commit the status and
 * the deployment speak for, the change the preview shows (one list of pages for the comment, the
 * summary and the check), and the check of the ready preview with the comment saying so while
 * it runs. The check itself and what it means for the outcome are shared with agent mode
 * (src/shared/deployment/).
 */
import { checkReadyPreview, checksPreview } from '../shared/deployment/check-verdict.js'
import type { DeploymentOutcome } from '../shared/deployment/follow.js'
import type { PreviewCheck } from '../shared/deployment/link-check.js'
import { readChange, type Change } from '../shared/deployment/changes.js'
import type { EventPullRequest } from '../shared/github/event-branch.js'
import {
  PreviewSurfaces,
  surfacesAsked,
  type SavedSurfaces,
} from '../shared/github/preview-surfaces.js'
import type { PreviewComment } from './comment.js'
import type { PreviewSettings } from './inputs.js'
import type { PreviewDeps } from './deps.js'

/**
 * The commit status and deployment `commit-status` and `github-deployment` ask for, on the
 * commit previewed: the pull request's head, or the pushed commit when the event's branch is
 * built. Undefined when neither is asked for, the run does not wait for the verdict, or the
 * commit or the token is unknown (then one warning says so).
 */
export function surfacesOf(
  settings: PreviewSettings,
  pullRequest: EventPullRequest | undefined,
  deps: PreviewDeps,
  saveState: (saved: SavedSurfaces | undefined) => void,
): PreviewSurfaces | undefined {
  const { context, log } = deps
  const asked = surfacesAsked(settings.previewCheck)
  if (!asked) return undefined
  const sha = pullRequest ? pullRequest.headSha : settings.branch ? undefined : context.sha
  const missing = !settings.wait
    ? "this run does not wait for the preview's verdict (`wait: false`)"
    : !sha
      ? "the commit previewed is unknown (the pull request's head on a `pull_request` event, the pushed commit when the event's own branch is built)"
      : !settings.githubToken
        ? 'input `github-token` is empty'
        : undefined
  if (missing || !sha) {
    log.warning(`${asked}: ${missing}, so GitHub is not told.`)
    return undefined
  }
  return new PreviewSurfaces(settings.previewCheck, sha, {
    ...deps,
    runUrl: context.runUrl,
    saveState,
  })
}

/**
 * The change the preview shows, read once the verdict is in, when the comment and the summary
 * list its pages or the check needs them: the pull request's files when there is a comment on it
 * or a check (they then agree with the summary too); otherwise the commit's, which the summary
 * names as such, and GitHub is not asked.
 */
export async function changeOf(
  settings: PreviewSettings,
  outcome: DeploymentOutcome,
  on: { pullRequest: EventPullRequest | undefined; comment: PreviewComment | undefined },
  deps: PreviewDeps,
): Promise<Change | undefined> {
  const checks = checksPreview(settings.previewCheck, outcome)
  if (!outcome.deployment && !checks) return undefined
  const asksGitHub = settings.githubToken !== '' && (checks || on.comment !== undefined)
  return readChange(
    {
      pullRequest: on.pullRequest?.number,
      github: asksGitHub ? deps.github : undefined,
      deployment: outcome.deployment,
      workspace: deps.context.workspace,
      commitName: "the preview's commit",
    },
    deps,
  )
}

/**
 * Checks the preview once it is ready (as `check` asks), the pages of `change`; meanwhile the
 * comment says the links are being checked, and should the step die before the end, that they
 * were not. `render` draws the comment with a check's lines below the verdict.
 */
export async function checkWhenReady(
  settings: PreviewSettings,
  ready: { outcome: DeploymentOutcome; change: Change | undefined },
  comment: PreviewComment | undefined,
  render: (checkLines: readonly string[]) => string,
  deps: PreviewDeps,
): Promise<PreviewCheck | undefined> {
  const { outcome, change } = ready
  if (!checksPreview(settings.previewCheck, outcome)) return undefined
  if (outcome.previewUrl) {
    await comment?.show(
      render(['**Link check:** checking the links of the preview…', '']),
      false,
      render(['**Links not checked:** the workflow run stopped before the check ended.', '']),
    )
  }
  return checkReadyPreview(settings.previewCheck, outcome, change, deps)
}
