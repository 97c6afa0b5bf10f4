/** Deploy mode's registry entry: its reader and its run, loaded when it runs. */
import { runLoaded, type ModeEntry } from '../shared/mode-contract.js'
import { deploymentApi, type DeploymentApi } from '../shared/mintlify/deployment-api.js'
import { readDeploySettings, type DeploySettings } from './inputs.js'

export const deployEntry: ModeEntry<'deploy', DeploySettings, DeploymentApi> = {
  mode: 'deploy',
  read: readDeploySettings,
  api: deploymentApi,
  run: runLoaded(async () => (await import('./mode.js')).runDeployMode),
}
