/** Preview mode's registry entry: its reader, its run and its post step, each loaded when used. */
import type { ModeEntry } from '../action/entry.js'
import { deploymentApi, type DeploymentApi } from '../shared/mintlify/deployment-api.js'
import type { SavedKeptComment } from '../shared/github/kept-comment.js'
import { readPreviewSettings, type PreviewSettings } from './inputs.js'

export const previewEntry: ModeEntry<'preview', PreviewSettings, DeploymentApi, SavedKeptComment> =
  {
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
      await finishLeftoverPreviewComment(saved, deps)
    },
  }
