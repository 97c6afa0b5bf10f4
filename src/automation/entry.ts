/** Automation mode's registry entry: its reader and its run, loaded when it runs. */
import { runLoaded, type ModeEntry } from '../shared/mode-contract.js'
import { agentApi, type AgentApi } from '../shared/mintlify/agent-api.js'
import { automationApi, type AutomationApi } from '../shared/mintlify/automation-api.js'
import { readAutomationSettings, type AutomationSettings } from './inputs.js'

export const automationEntry: ModeEntry<
  'automation',
  AutomationSettings,
  AutomationApi & Pick<AgentApi, 'getJob'>
> = {
  mode: 'automation',
  read: readAutomationSettings,
  // The run, then its job, followed as an agent job.
  api: (client) => ({ ...automationApi(client), ...agentApi(client) }),
  run: runLoaded(async () => (await import('./mode.js')).runAutomationMode),
}
