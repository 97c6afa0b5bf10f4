/** Preview mode's registry entry: its reader, its run and its post step, each loaded when used. */
import { commentAndSurfacesPost, runLoaded, type ModeEntry } from '../shared/mode-contract.js'
import { deploymentApi, type DeploymentApi } from '../shared/mintlify/deployment-api.js'
import { readPreviewSettings, type PreviewSettings } from './inputs.js'
import type { SavedPreview } from './deps.js'

export const previewEntry: ModeEntry<
  'preview',
  PreviewSettings,
  DeploymentApi,
  Partial<SavedPreview>
> = {
  mode: 'preview',
  read: readPreviewSettings,
  // A fork's pull request gets no secrets: the mode says so and passes (mode.ts).
  apiKeyOptional: true,
  api: deploymentApi,
  githubToken: (settings) => settings.githubToken,
  run: runLoaded(async () => (await import('./mode.js')).runPreviewMode),
  post: commentAndSurfacesPost(
    async () => (await import('./comment.js')).finishLeftoverPreviewComment,
  ),
}
