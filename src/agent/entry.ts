/** Agent mode's registry entry: its reader, its run and its post step, each loaded when used. */
import { commentAndSurfacesPost, runLoaded, type ModeEntry } from '../shared/mode-contract.js'
import { agentApi, type AgentApi } from '../shared/mintlify/agent-api.js'
import { deploymentApi, type DeploymentApi } from '../shared/mintlify/deployment-api.js'
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
  run: runLoaded(async () => (await import('./mode.js')).runAgentMode),
  post: commentAndSurfacesPost(
    async () => (await import('./comment/post.js')).finishLeftoverComment,
  ),
}
