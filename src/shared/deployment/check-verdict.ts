/**
 * What a preview's link check changes about how the run ends, shared by preview mode and agent
 * mode's `preview: true`: the sentence gains the check's result, `fail-on-broken` turns a broken
 * link on the preview's own host into the step's failure, and the commit status and GitHub
 * deployment get their verdict (a broken link on the preview's host is a failure there whatever
 * `fail-on-broken` says: branch protection decides what it blocks).
 */
import type { SurfaceVerdict } from '../github/preview-surfaces.js'
import type { PreviewCheckSettings } from '../inputs.js'
import type { Outcome } from '../mode-contract.js'
import { cleanLine } from '../untrusted-text.js'
import type { Change } from './changes.js'
import type { DeploymentOutcome, DeploymentState } from './follow.js'
import type { PreviewCheck, PreviewCheckDeps } from './link-check.js'
import { counted, whatHappened } from './link-problem.js'

/** How many links on the preview's own host are broken: the ones the change itself broke. */
function brokenOnPreview(check: PreviewCheck | undefined): number {
  return check?.kind === 'checked' ? check.report.counts.brokenOnPreviewHost : 0
}

/** The check's result as one plain sentence, for the log and the step's annotation. */
function checkSentence(check: PreviewCheck): string {
  if (check.kind === 'skipped') return `Links not checked: ${check.reason}`
  if (check.nothingToCheck) return `Link check: ${check.nothingToCheck}`
  const { report } = check
  const broken = report.counts.broken
  const first = report.broken[0]
  const example = first
    ? ` (${cleanLine(first.page, 120)} links to ${cleanLine(first.link, 120)}: ${cleanLine(whatHappened(first), 120)}${broken > 1 ? `, and ${broken - 1} more` : ''})`
    : ''
  const found = broken === 0 ? 'no broken links' : `${counted(broken, 'broken link')}${example}`
  const unfinished = report.unfinished ? '; the check stopped early, see the report' : ''
  if (report.checkedPages === 0 && broken === 0) {
    return `Link check: no page could be checked${unfinished}.`
  }
  return `Link check: ${counted(report.checkedPages, 'page')} checked, ${found}${unfinished}.`
}

/**
 * The run's outcome with the check: its sentence added, and a failure when `failOnBroken` and a
 * link on the preview's host is broken (the comment and summary are written by then).
 */
export function withCheck<S extends string>(
  outcome: Outcome<S>,
  check: PreviewCheck | undefined,
  failOnBroken: boolean,
): Outcome<S> {
  if (!check) return outcome
  const sentence = `${outcome.sentence} ${checkSentence(check)}`
  const broken = brokenOnPreview(check)
  if (failOnBroken && broken > 0 && outcome.level !== 'failure') {
    return {
      ...outcome,
      level: 'failure',
      sentence: `${sentence} The step fails: ${counted(broken, 'link')} on the preview's own pages ${broken === 1 ? 'is' : 'are'} broken and \`fail-on-broken\` is true.`,
    }
  }
  return { ...outcome, sentence }
}

/** What the commit status and the deployment say once the preview's run has ended. */
export function surfaceVerdict(
  state: DeploymentState,
  check: PreviewCheck | undefined,
): SurfaceVerdict {
  switch (state) {
    case 'ready': {
      const broken = brokenOnPreview(check)
      if (broken > 0) {
        return {
          state: 'failure',
          description: `Preview ready; ${counted(broken, 'broken link')} on its pages.`,
        }
      }
      const checked =
        check?.kind === 'checked' && check.report.checkedPages > 0
          ? `; ${counted(check.report.checkedPages, 'page')} checked, no broken links`
          : ''
      return { state: 'success', description: `Preview ready${checked}.` }
    }
    case 'queued':
      return { state: 'error', description: "This run did not wait for the preview's verdict." }
    case 'failed':
      return { state: 'failure', description: 'The preview failed to build.' }
    case 'timed-out':
      return {
        state: 'error',
        description: "The preview was still building at the step's timeout.",
      }
    case 'cancelled':
      return {
        state: 'error',
        description: "The workflow run was cancelled before the preview's verdict.",
      }
    case 'error':
      return {
        state: 'error',
        description: "The preview's verdict could not be read; see the workflow run.",
      }
  }
}

// The link check of a preview once it is ready, as preview mode and agent mode's `preview: true`
// start it. The check's code (and its HTML parser) is loaded only when a check runs.

/** Whether `checkReadyPreview` will check anything: the preview is ready and `check` is on. */
export function checksPreview(settings: PreviewCheckSettings, outcome: DeploymentOutcome): boolean {
  return outcome.state === 'ready' && settings.check !== 'off'
}

/**
 * Checks the preview `outcome` left, when it is ready and `check` asks for it: the pages of
 * `change`, the list the comment shows (changes.ts).
 */
export async function checkReadyPreview(
  settings: PreviewCheckSettings,
  outcome: DeploymentOutcome,
  change: Change | undefined,
  deps: PreviewCheckDeps,
): Promise<PreviewCheck | undefined> {
  if (!checksPreview(settings, outcome)) return undefined
  const { checkPreview } = await import('./link-check.js')
  return checkPreview(
    {
      settings,
      previewUrl: outcome.previewUrl,
      statusId: outcome.statusId ?? 'preview',
      change,
    },
    deps,
  )
}
