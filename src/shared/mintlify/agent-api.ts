/** The agent's jobs: create one, send it a follow-up, read it. */
import { pathSegment, type ApiClient } from './request.js'
import { AgentJobSchema, type AgentJob } from './schemas.js'
import { checkedJob } from './server-urls.js'

/** The agent-job operations, as the agent runner sees them. */
export interface AgentApi {
  createJob(projectId: string, prompt: string, signal?: AbortSignal): Promise<AgentJob>
  sendMessage(
    projectId: string,
    jobId: string,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<AgentJob>
  getJob(projectId: string, jobId: string, signal?: AbortSignal): Promise<AgentJob>
}

/** The agent's operations over `client`. A create or follow-up is sent once (see client.ts). */
export function agentApi(client: ApiClient): AgentApi {
  return {
    createJob: (projectId: string, prompt: string, signal?: AbortSignal): Promise<AgentJob> => {
      return client
        .request(
          {
            method: 'POST',
            path: `/v2/agent/${pathSegment(projectId)}/job`,
            body: { prompt },
            operation: 'Creating the agent job',
            schema: AgentJobSchema,
            replaySafe: false,
            effect: {
              none: 'no job was created',
              unknown:
                'the request may have reached the server, so the job may or may not exist: check the dashboard before running again',
            },
          },
          signal,
        )
        .then((answer) => checkedJob(answer, client.urls))
    },

    sendMessage: (
      projectId: string,
      jobId: string,
      prompt: string,
      signal?: AbortSignal,
    ): Promise<AgentJob> => {
      return client
        .request(
          {
            method: 'POST',
            path: `/v2/agent/${pathSegment(projectId)}/job/${pathSegment(jobId)}/message`,
            body: { prompt },
            operation: `Sending the follow-up to job ${jobId}`,
            schema: AgentJobSchema,
            check: sameJob(jobId),
            replaySafe: false,
            effect: {
              none: `job ${jobId} did not get the follow-up`,
              unknown: `the request may have reached the server, so job ${jobId} may or may not have the follow-up: check the job on the dashboard before sending it again`,
            },
          },
          signal,
        )
        .then((answer) => checkedJob(answer, client.urls))
    },

    getJob: (projectId: string, jobId: string, signal?: AbortSignal): Promise<AgentJob> => {
      return client
        .request(
          {
            method: 'GET',
            path: `/v2/agent/${pathSegment(projectId)}/job/${pathSegment(jobId)}`,
            operation: `Getting job ${jobId}`,
            schema: AgentJobSchema,
            check: sameJob(jobId),
            replaySafe: true,
          },
          signal,
        )
        .then((answer) => checkedJob(answer, client.urls))
    },
  }
}

/** A job answer must be about the job asked for: another job's pull request is not ours. */
function sameJob(jobId: string): (job: AgentJob) => string | undefined {
  return (job) =>
    job.id === jobId ? undefined : `it is about job ${job.id}, not the job asked for, ${jobId}`
}
