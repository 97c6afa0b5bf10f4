/** Deploy mode's settings and how they are read from its inputs, before any request. */
import {
  deploymentWaitSettings,
  type CommonSettings,
  type DeploymentWaitSettings,
  type InputSource,
} from '../shared/inputs.js'
import type { InputOf } from '../shared/catalogue.js'

/** Deploy mode: queue a deployment of the deployment branch, or wait for `status-id`. */
export interface DeploySettings extends CommonSettings, DeploymentWaitSettings {
  mode: 'deploy'
}

export function readDeploySettings(
  source: InputSource<InputOf<'deploy'>>,
  common: CommonSettings,
): DeploySettings {
  return { ...common, mode: 'deploy', ...deploymentWaitSettings(source) }
}
