/** Automation mode's registry entry: its reader and its run, loaded when it runs. */
import type { ModeEntry } from '../action/entry.js'
import type { AgentApi, AutomationApi } from '../shared/mintlify/client.js'
import { readAutomationSettings, type AutomationSettings } from './inputs.js'

export const automationEntry: ModeEntry<
  'automation',
  AutomationSettings,
  AutomationApi & Pick<AgentApi, 'getJob'>
> = {
  mode: 'automation',
  read: readAutomationSettings,
  // The run, then its job, followed as an agent job.
  api: (client) => client,
  run: async (settings, deps) => {
    const { runAutomationMode } = await import('./mode.js')
    return runAutomationMode(settings, deps)
  },
}
