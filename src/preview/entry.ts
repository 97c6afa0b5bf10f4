/** Preview mode's registry entry: its reader, its run and its post step, each loaded when used. */
import type { ModeEntry } from '../shared/mode-contract.js'
import { deploymentApi, type DeploymentApi } from '../shared/mintlify/deployment-api.js'
import { savedPart } from '../shared/saved-state.js'
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
  run: async (settings, deps) => {
    const { runPreviewMode } = await import('./mode.js')
    return runPreviewMode(settings, deps)
  },
  post: async (saved, deps) => {
    const { finishLeftoverPreviewComment } = await import('./comment.js')
    const comment = savedPart(saved, 'comment')
    if (comment) await finishLeftoverPreviewComment(comment, deps)
    const surfaces = savedPart(saved, 'surfaces')
    if (!surfaces) return
    const { finishLeftoverSurfaces } = await import('../shared/github/preview-surfaces.js')
    await finishLeftoverSurfaces(surfaces, deps)
  },
}
