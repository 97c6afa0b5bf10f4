/**
 * Preview mode: build the preview of a branch (the `branch` input, else the event's), wait for
 * its verdict, and keep one comment on the pull request saying where it is and how it went.
 */
import * as core from '@actions/core'
import { followDeployment, type DeploymentOutcome } from '../deployment/follow.js'
import { deploymentSections } from '../deployment/report.js'
import { logBuildLog } from '../deployment/wait.js'
import type { GitHubContext } from '../github/context.js'
import { eventBranch, eventPullRequest, type EventPullRequest } from '../github/event-branch.js'
import { InputError, missingApiKey } from '../input-error.js'
import { code, link, text } from '../markdown.js'
import { STATE_KEYS } from '../outputs.js'
import type { PreviewSettings } from '../settings.js'
import { endStep, headingOf } from './conclude.js'
import type { ShipDeps } from './deps.js'
import { PreviewComment } from './preview-comment.js'
import { keepsComment } from '../github/kept-comment.js'

const NOUN = 'Preview'

export async function runPreviewMode(
  settings: PreviewSettings,
  context: GitHubContext,
  deps: ShipDeps,
): Promise<void> {
  const pullRequest = eventPullRequest(context)
  if (!settings.apiKey) {
    // A fork's pull request runs without the repository's secrets: nothing to do, nothing wrong.
    if (pullRequest?.fromFork) {
      core.notice(
        "No preview: this pull request comes from a fork, and workflows of fork pull requests get no secrets, so `api-key` is empty. The preview of a fork's branch can be built once its changes are on a branch of this repository.",
      )
      return
    }
    throw missingApiKey()
  }
  const branch = settings.branch || eventBranch(context)
  if (!settings.statusId && !branch) {
    throw new InputError(
      'branch',
      `Input \`branch\` is required in preview mode on a \`${context.eventName || 'manual'}\` event, which names no branch: set it, e.g. \`branch: \${{ github.head_ref || github.ref_name }}\`.`,
    )
  }
  const comment = commentOn(settings, pullRequest, context.sha, deps)
  const render = (outcome: DeploymentOutcome, heading = '###'): string =>
    [
      `${heading} ${headingOf(NOUN, outcome)}${branch ? ` for ${code(branch)}` : ''}`,
      '',
      ...deploymentSections({ noun: NOUN, ...outcome, statusId: outcome.statusId ?? '' }),
      context.runUrl ? `<sub>${link('Workflow run', context.runUrl)}</sub>` : '',
    ].join('\n')

  const outcome = await followDeployment(
    {
      noun: NOUN,
      statusId: settings.statusId || undefined,
      queue: (signal) => deps.api.queuePreview(settings.projectId, branch ?? '', signal),
      wait: settings.wait,
      pollIntervalMs: settings.pollIntervalMs,
      onQueued: async (queued) => {
        if (!settings.wait && !settings.statusId) return
        const { statusId, previewUrl } = queued
        const facts = { statusId, previewUrl, durationMs: 0 }
        await comment?.show(
          render({
            ...facts,
            state: 'queued',
            level: 'notice',
            sentence: `The preview is building${previewUrl ? `; it will be at ${previewUrl}` : ''}.`,
          }),
          false,
          // For the post step, should this step be killed before the verdict.
          render({
            ...facts,
            state: 'cancelled',
            level: 'failure',
            sentence: `The workflow run stopped before the preview's verdict. Preview ${statusId} may still finish: wait for it with \`status-id: ${statusId}\`.`,
          }),
        )
      },
    },
    deps,
  )
  if (outcome.statusId) await comment?.show(render(outcome), true)
  if (outcome.status) await logBuildLog(NOUN, outcome.status)
  if (outcome.statusId) {
    const leftAlone = comment?.leftAlone ? `\n${text(comment.leftAlone, 600)}\n` : ''
    await deps.writeSummary(`${render(outcome, '##')}\n${leftAlone}`)
  }
  endStep(outcome)
}

/**
 * The pull request's preview comment, when `comment` asks for one and there is a pull request.
 * It speaks for the pull request's head commit as the event saw it (else `GITHUB_SHA`).
 */
function commentOn(
  settings: PreviewSettings,
  pullRequest: EventPullRequest | undefined,
  runSha: string | undefined,
  deps: ShipDeps,
): PreviewComment | undefined {
  const keeps = keepsComment({
    setting: settings.comment,
    hasThread: pullRequest !== undefined,
    token: settings.githubToken,
    what: 'preview comment',
    noThread:
      '`comment: true`, but this event is not about a pull request (`pull_request` or `pull_request_target`): no preview comment is written.',
  })
  if (!keeps || pullRequest === undefined) return undefined
  return new PreviewComment({
    github: deps.github,
    clock: deps.clock,
    signal: deps.signal,
    deadline: deps.deadline,
    pullRequest: pullRequest.number,
    projectId: settings.projectId,
    sha: pullRequest.headSha ?? runSha,
    onUrl: (url) => deps.setOutput('comment-url', url),
    saveState: (saved) =>
      deps.saveState(STATE_KEYS.previewComment, saved ? JSON.stringify(saved) : ''),
  })
}
