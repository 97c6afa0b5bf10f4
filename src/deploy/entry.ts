/** Deploy mode's registry entry: its reader and its run, loaded when it runs. */
import type { ModeEntry } from '../action/entry.js'
import type { DeploymentApi } from '../shared/mintlify/client.js'
import { readDeploySettings, type DeploySettings } from './inputs.js'

export const deployEntry: ModeEntry<'deploy', DeploySettings, DeploymentApi> = {
  mode: 'deploy',
  read: readDeploySettings,
  api: (client) => client,
  run: async (settings, deps) => {
    const { runDeployMode } = await import('./mode.js')
    return runDeployMode(settings, deps)
  },
}
