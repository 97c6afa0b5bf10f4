/** Automation mode's settings and how they are read from its inputs, before any request. */
import {
  InputError,
  boolean,
  identifier,
  waitSettings,
  type CommonSettings,
  type InputSource,
  type WaitSettings,
} from '../shared/inputs.js'
import type { InputOf } from '../shared/catalogue.js'

/** Automation mode: run an automation now, and follow its job when the API knows it. */
export interface AutomationSettings extends CommonSettings, WaitSettings {
  mode: 'automation'
  automationId: string
  failOnJobFailure: boolean
}

export function readAutomationSettings(
  source: InputSource<InputOf<'automation'>>,
  common: CommonSettings,
): AutomationSettings {
  const automationId = identifier(source, 'automation-id', false)
  if (!automationId) {
    throw new InputError(
      'automation-id',
      "Input `automation-id` is required in automation mode: copy it from the automation's settings panel on the dashboard's Automations page.",
    )
  }
  return {
    ...common,
    mode: 'automation',
    ...waitSettings(source),
    automationId,
    failOnJobFailure: boolean(source, 'fail-on-job-failure', true),
  }
}
