/** Deployments and previews: queue one, read its status. */
import {
  DeploymentSchema,
  QueuedDeploymentSchema,
  QueuedPreviewSchema,
  type Deployment,
  type QueuedDeployment,
  type QueuedPreview,
} from './deployment-schemas.js'
import { pathSegment, PREVIEW_WINDOW_MS, TRIGGER_WINDOW_MS, type ApiClient } from './request.js'
import { checkedDeployment, checkedPreview } from './server-urls.js'

/**
 * Deployments and previews, as the deploy and preview modes (and agent mode's `preview: true`)
 * see them. Each trigger is sent once: retried only after a 429 or when it provably never left.
 */
export interface DeploymentApi {
  queueDeployment(projectId: string, signal?: AbortSignal): Promise<QueuedDeployment>
  queuePreview(projectId: string, branch: string, signal?: AbortSignal): Promise<QueuedPreview>
  getDeploymentStatus(statusId: string, signal?: AbortSignal): Promise<Deployment>
}

/** The deployment operations over `client`. */
export function deploymentApi(client: ApiClient): DeploymentApi {
  return {
    queueDeployment: (projectId: string, signal?: AbortSignal): Promise<QueuedDeployment> => {
      return client.request(
        {
          method: 'POST',
          path: `/v1/project/update/${pathSegment(projectId)}`,
          operation: 'Queueing the deployment',
          schema: QueuedDeploymentSchema,
          replaySafe: false,
          rateLimitWindowMs: TRIGGER_WINDOW_MS,
          hints: { 404: 'check `project-id`: the project was not found' },
          effect: {
            none: 'no deployment was queued',
            unknown:
              'the request may have reached the server, so a deployment may or may not be queued: check the dashboard before running again',
          },
        },
        signal,
      )
    },

    queuePreview: (
      projectId: string,
      branch: string,
      signal?: AbortSignal,
    ): Promise<QueuedPreview> => {
      return client
        .request(
          {
            method: 'POST',
            path: `/v1/project/preview/${pathSegment(projectId)}`,
            body: { branch },
            operation: `Queueing the preview of branch ${branch}`,
            schema: QueuedPreviewSchema,
            replaySafe: false,
            rateLimitWindowMs: PREVIEW_WINDOW_MS,
            hints: {
              403: "the organization's plan has no preview deployments, the API key lacks the write scope, or this runner's IP is not on the key's allow-list",
              404: 'check `project-id`: the project was not found',
            },
            effect: {
              none: 'no preview was queued',
              unknown:
                'the request may have reached the server, so a preview may or may not be queued: check the dashboard before running again',
            },
          },
          signal,
        )
        .then((answer) => checkedPreview(answer, client.urls))
    },

    getDeploymentStatus: (statusId: string, signal?: AbortSignal): Promise<Deployment> => {
      return client
        .request(
          {
            method: 'GET',
            path: `/v1/project/update-status/${pathSegment(statusId)}`,
            operation: `Getting deployment ${statusId}`,
            schema: DeploymentSchema,
            check: (deployment) =>
              deployment._id === undefined || deployment._id === statusId
                ? undefined
                : `it is about deployment ${deployment._id}, not the one asked for, ${statusId}`,
            replaySafe: true,
            hints: { 404: 'check `status-id`: no deployment has this status id' },
          },
          signal,
        )
        .then((answer) => checkedDeployment(answer, client.urls))
    },
  }
}
