/**
 * Preview mode: build the preview of a branch (the `branch` input, else the event's), wait for
 * its verdict, and keep one comment on the pull request saying where it is and how it went.
 */
import { followDeployment, type DeploymentOutcome } from '../shared/deployment/follow.js'
import { deploymentSections, headingOf } from '../shared/deployment/report.js'
import { logBuildLog } from '../shared/deployment/wait.js'
import type { GitHubContext } from '../shared/github/context.js'
import {
  byDependabot,
  eventBranch,
  eventPullRequest,
  type EventPullRequest,
} from '../shared/github/event-branch.js'
import { InputError, missingApiKey } from '../shared/inputs.js'
import { code, link, text } from '../shared/markdown.js'
import { capitalized } from '../shared/text.js'
import type { Outcome } from '../shared/mode-contract.js'
import type { PreviewSettings } from './inputs.js'
import type { PreviewDeps, SavedPreview } from './deps.js'
import { PreviewComment } from './comment.js'
import { keepsComment } from '../shared/github/kept-comment.js'
import { checkSection, checkSummarySection } from '../shared/deployment/check-markdown.js'
import { surfaceVerdict, withCheck } from '../shared/deployment/check-verdict.js'
import type { SavedKeptComment } from '../shared/github/kept-comment.js'
import { savedParts } from '../shared/saved-state.js'
import type { Change } from '../shared/deployment/changes.js'
import { changeOf, checkWhenReady, surfacesOf } from './check.js'

const NOUN = 'Preview'

/** What the comment and the summary show below the verdict, once known. */
interface Shown {
  change?: Change
  checkLines?: readonly string[]
}

export async function runPreviewMode(
  settings: PreviewSettings,
  deps: PreviewDeps,
): Promise<Outcome> {
  const { context } = deps
  const save = savedParts<SavedPreview>(deps.saveState)
  const pullRequest = eventPullRequest(context)
  const skipped = noPreview(settings, context, pullRequest)
  if (skipped) return skipPreview(skipped, settings, context, pullRequest, deps)
  const branch = settings.branch || eventBranch(context)
  if (pullRequest?.fromFork && settings.branch) {
    deps.log.notice(
      `Pull request #${pullRequest.number} comes from a fork: building the \`branch\` input, \`${settings.branch}\`, a branch of this repository; the fork's own head branch is never previewed.`,
    )
  }
  if (!settings.statusId && !branch) {
    throw new InputError(
      'branch',
      `Input \`branch\` is required in preview mode on a \`${context.eventName || 'manual'}\` event, which names no branch: set it, e.g. \`branch: \${{ github.head_ref || github.ref_name }}\`.`,
    )
  }
  const comment = commentOn(settings, pullRequest, context.sha, deps, save('comment'))
  const surfaces = surfacesOf(settings, pullRequest, deps, save('surfaces'))
  const render = (outcome: DeploymentOutcome, more: Shown = {}, heading = '###'): string =>
    [
      `${heading} ${headingOf(NOUN, outcome)}${branch ? ` for ${code(branch)}` : ''}`,
      '',
      ...deploymentSections({
        noun: NOUN,
        ...outcome,
        statusId: outcome.statusId ?? '',
        afterSentence: more.checkLines,
        change: more.change,
      }),
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
        await surfaces?.building(previewUrl)
      },
    },
    deps,
  )
  // One list of changed pages for the comment, the summary and the check.
  const change = await changeOf(settings, outcome, { pullRequest, comment }, deps)
  const check = await checkWhenReady(
    settings,
    { outcome, change },
    comment,
    (checkLines) => render(outcome, { change, checkLines }),
    deps,
  )
  const shown = { change, checkLines: check ? checkSection(check) : undefined }
  if (outcome.statusId) await comment?.show(render(outcome, shown), true)
  await surfaces?.finish(surfaceVerdict(outcome.state, check), outcome.previewUrl)
  if (outcome.deployment) await logBuildLog(NOUN, outcome.deployment, deps.log)
  if (outcome.statusId) {
    const leftAlone = comment?.leftAlone ? `\n${text(comment.leftAlone, 600)}\n` : ''
    // The summary lists the links not checked too; the comment keeps to its line.
    const summaryLines = check ? checkSummarySection(check) : undefined
    await deps.writeSummary(
      `${render(outcome, { ...shown, checkLines: summaryLines }, '##')}\n${leftAlone}`,
    )
  }
  return withCheck(outcome, check, settings.previewCheck.failOnBroken)
}

/**
 * Nothing wrong with the run, and nothing to build: say why everywhere a reader looks. Under a
 * "No preview" heading the reason stands alone; the log line says "No preview: <reason>".
 */
async function skipPreview(
  skipped: NoPreview,
  settings: PreviewSettings,
  context: GitHubContext,
  pullRequest: EventPullRequest | undefined,
  deps: PreviewDeps,
): Promise<Outcome> {
  const markdown = capitalized(skipped.reason((value) => code(value)))
  await deps.writeSummary(`## No preview\n\n${markdown}\n`)
  if (skipped.comment && pullRequest) {
    const run = context.runUrl ? `\n\n<sub>${link('Workflow run', context.runUrl)}</sub>` : ''
    await commentOn(settings, pullRequest, context.sha, deps, (saved) =>
      deps.saveState(saved && { comment: saved }),
    )?.show(`### No preview\n\n${markdown}${run}`, true)
  }
  const sentence = `No preview: ${skipped.reason((value) => `\`${value}\``)}`
  return { state: 'skipped', level: 'notice', sentence }
}

/** Why this run builds nothing and passes; `quote` renders a value as inline code. */
interface NoPreview {
  /** Why, after "No preview: " (so in lower case); `quote` renders a value as inline code. */
  reason: (quote: (value: string) => string) => string
  /** Whether to say it on the pull request too (the token of this event may write). */
  comment: boolean
}

/**
 * Runs that must not (or cannot) build a preview, decided from the event before any request.
 * Mintlify builds branches of the connected repository only, so a fork's head branch is never
 * sent: the same name here is another branch (the fork's `main` would build this `main`, its
 * `release/unannounced` an unannounced branch of this repository, linked on a public pull
 * request). The `branch` input is the workflow author's choice and still counts, unless it names
 * the fork's head branch (as `github.head_ref` does). Fork and Dependabot runs of `pull_request`
 * get no secrets: a missing key there is expected, not an error.
 */
function noPreview(
  settings: PreviewSettings,
  context: GitHubContext,
  pullRequest: EventPullRequest | undefined,
): NoPreview | undefined {
  const noKey = !settings.apiKey
  if (pullRequest?.fromFork) {
    const chosen =
      settings.statusId !== '' ||
      (settings.branch !== '' && settings.branch !== pullRequest.headRef)
    if (chosen && !noKey) return undefined
    const { number, headRef, headRepository } = pullRequest
    return {
      reason: (quote) => {
        const from = headRepository
          ? `a fork (${quote(headRepository)})`
          : 'a deleted fork (the event names no head repository)'
        const same = headRef
          ? ` The fork's branch ${quote(headRef)} would build this repository's ${quote(headRef)} instead.`
          : ''
        const input =
          settings.branch && settings.branch === headRef
            ? ` The \`branch\` input names the fork's head branch (as \`github.head_ref\` does), so it is not used either.`
            : ''
        const secrets = noKey ? ' Its workflows get no secrets either, so `api-key` is empty.' : ''
        return `pull request #${number} comes from ${from}, and Mintlify builds branches of this repository only, so previews of fork pull requests are not possible.${same}${input}${secrets} To preview the change, push it to a branch of this repository.`
      },
      // On `pull_request` a fork's token is read-only; `pull_request_target` runs with ours.
      comment: context.eventName === 'pull_request_target' && settings.comment !== 'false',
    }
  }
  if (!noKey) return undefined
  if (byDependabot(context)) {
    return {
      reason: () =>
        "Dependabot's runs get Dependabot's secrets only, so `api-key` is empty. Add `MINTLIFY_API_KEY` to the repository's Dependabot secrets to preview its pull requests, or skip the step for it (`if: github.actor != 'dependabot[bot]'`).",
      comment: false,
    }
  }
  throw missingApiKey()
}

/**
 * The pull request's preview comment, when `comment` asks for one and there is a pull request.
 * It speaks for the pull request's head commit as the event saw it (else `GITHUB_SHA`).
 */
function commentOn(
  settings: PreviewSettings,
  pullRequest: EventPullRequest | undefined,
  runSha: string | undefined,
  deps: PreviewDeps,
  saveState: (saved: SavedKeptComment | undefined) => void,
): PreviewComment | undefined {
  const keeps = keepsComment({
    setting: settings.comment,
    hasThread: pullRequest !== undefined,
    token: settings.githubToken,
    what: 'preview comment',
    log: deps.log,
    noThread:
      '`comment: true`, but this event is not about a pull request (`pull_request` or `pull_request_target`): no preview comment is written.',
  })
  if (!keeps || pullRequest === undefined) return undefined
  return new PreviewComment({
    github: deps.github,
    clock: deps.clock,
    log: deps.log,
    signal: deps.signal,
    deadline: deps.deadline,
    pullRequest: pullRequest.number,
    projectId: settings.projectId,
    sha: pullRequest.headSha ?? runSha,
    onUrl: (url) => deps.setOutput('comment-url', url),
    saveState,
  })
}
