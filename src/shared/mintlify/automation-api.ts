/** Automations: run one now. */
import { QueuedAutomationRunSchema, type QueuedAutomationRun } from './deployment-schemas.js'
import { pathSegment, TRIGGER_WINDOW_MS, type ApiClient } from './request.js'

/** Automations, as automation mode sees them: a run is a trigger, sent once like the others. */
export interface AutomationApi {
  runAutomation(
    projectId: string,
    automationId: string,
    signal?: AbortSignal,
  ): Promise<QueuedAutomationRun>
}

/** The automation operations over `client`. */
export function automationApi(client: ApiClient): AutomationApi {
  return {
    runAutomation: (
      projectId: string,
      automationId: string,
      signal?: AbortSignal,
    ): Promise<QueuedAutomationRun> => {
      return client.request(
        {
          method: 'POST',
          path: `/v1/workflow/${pathSegment(projectId)}/${pathSegment(automationId)}/trigger`,
          operation: `Running automation ${automationId}`,
          schema: QueuedAutomationRunSchema,
          replaySafe: false,
          rateLimitWindowMs: TRIGGER_WINDOW_MS,
          hints: {
            400: 'the automation must be active and on a custom schedule (check its settings on the dashboard)',
            404: 'check `automation-id` and `project-id`: this project has no automation with that id',
          },
          effect: {
            none: 'the automation did not run',
            unknown:
              'the request may have reached the server, so the automation may or may not be running (each run spends credits): check Automation Runs on the dashboard before running again',
          },
        },
        signal,
      )
    },
  }
}
