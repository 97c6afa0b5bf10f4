/** Deploy mode's settings and how they are read from its inputs, before any request. */
import {
  identifier,
  waitSettings,
  type CommonSettings,
  type InputSource,
  type WaitSettings,
} from '../shared/inputs.js'
import type { InputOf } from '../shared/catalogue.js'

/** Deploy mode: queue a deployment of the deployment branch, or wait for `status-id`. */
export interface DeploySettings extends CommonSettings, WaitSettings {
  mode: 'deploy'
  /** The `status-id` input; empty when not given. */
  statusId: string
}

export function readDeploySettings(
  source: InputSource<InputOf<'deploy'>>,
  common: CommonSettings,
): DeploySettings {
  return {
    ...common,
    mode: 'deploy',
    ...waitSettings(source),
    statusId: identifier(source, 'status-id', false),
  }
}
