/**
 * The link check of a preview once it is ready, as preview mode and agent mode's `preview: true`
 * start it. The check's code (and its HTML parser) is loaded only when a check runs.
 */
import type { PreviewCheckSettings } from '../inputs.js'
import type { DeploymentOutcome } from './follow.js'
import type { Change } from './changes.js'
import type { PreviewCheck, PreviewCheckDeps } from './link-check.js'

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
