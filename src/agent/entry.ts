/** Agent mode's registry entry: its reader, its run and its post step, each loaded when used. */
import type { ModeEntry } from '../shared/mode-contract.js'
import { agentApi, type AgentApi } from '../shared/mintlify/agent-api.js'
import { deploymentApi, type DeploymentApi } from '../shared/mintlify/deployment-api.js'
import { savedPart } from '../shared/saved-state.js'
import type { SavedAgent } from './mode.js'
import { readAgentSettings, type AgentSettings } from './inputs.js'

export const agentEntry: ModeEntry<
  'agent',
  AgentSettings,
  AgentApi & DeploymentApi,
  Partial<SavedAgent>
> = {
  mode: 'agent',
  read: readAgentSettings,
  // The jobs, and the preview of the job's branch (`preview: true`).
  api: (client) => ({ ...agentApi(client), ...deploymentApi(client) }),
  githubToken: (settings) => settings.githubToken,
  run: async (settings, deps) => {
    const { runAgentMode } = await import('./mode.js')
    return runAgentMode(settings, deps)
  },
  post: async (saved, deps) => {
    const { finishLeftoverComment } = await import('./comment/post.js')
    const comment = savedPart(saved, 'comment')
    if (comment) await finishLeftoverComment(comment, deps)
    const surfaces = savedPart(saved, 'surfaces')
    if (!surfaces) return
    const { finishLeftoverSurfaces } = await import('../shared/github/preview-surfaces.js')
    await finishLeftoverSurfaces(surfaces, deps)
  },
}
