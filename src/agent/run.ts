import type { AgentApi } from '../shared/mintlify/agent-api.js'
import type { AgentJob } from '../shared/mintlify/schemas.js'
import type { Clock } from '../shared/clock.js'
import type { Log } from '../shared/runner.js'
import type { AgentSettings } from './inputs.js'
import { waitForJob } from '../shared/job-wait.js'

/** What the agent is asked to do in this run (docs/design.md, "Where the instruction comes from"). */
export type Instruction =
  | { kind: 'create'; prompt: string }
  | { kind: 'follow-up'; jobId: string; prompt: string }
  | { kind: 'wait'; jobId: string }

export interface RunDeps {
  api: AgentApi
  clock: Clock
  log: Log
  /** Epoch ms at which waiting gives up (the `timeout` input). */
  deadline: number
  /** Epoch ms the step started: every duration the user sees counts from here. */
  startedAt: number
  signal?: AbortSignal
  /** Every job object received, as soon as it arrives (outputs). */
  onJob: (job: AgentJob) => void
  /**
   * Awaited once the job exists, outside the start log group and before any waiting (the
   * tracking comment is posted here, so it exists as early as the job does).
   */
  onStarted?: (job: AgentJob) => Promise<void>
}

/** Where this run left the job. */
export interface JobRun {
  job: AgentJob
  /** False when `wait: false` returned before a terminal status. */
  waited: boolean
}

/** Creates a job, sends a follow-up, or picks up an existing job; then waits for it. */
export async function runAgent(
  settings: AgentSettings,
  instruction: Instruction,
  deps: RunDeps,
): Promise<JobRun> {
  const { api, signal, onJob, log } = deps
  const { projectId } = settings

  const first = await log.group(startTitle(instruction), async () => {
    const job = await start(api, projectId, instruction, signal)
    onJob(job)
    log.info(`Job ${job.id} is ${job.status}.`)
    return job
  })
  await deps.onStarted?.(first)
  if (!settings.wait) return { job: first, waited: false }

  const job = await log.group(`Waiting for job ${first.id}`, () =>
    waitForJob(first, {
      api,
      projectId,
      log,
      pollIntervalMs: settings.pollIntervalMs,
      deadline: deps.deadline,
      startedAt: deps.startedAt,
      clock: deps.clock,
      signal,
      onJob,
      afterFollowUp: instruction.kind === 'follow-up' ? first : undefined,
    }),
  )
  return { job, waited: true }
}

function start(
  api: AgentApi,
  projectId: string,
  instruction: Instruction,
  signal?: AbortSignal,
): Promise<AgentJob> {
  switch (instruction.kind) {
    case 'create':
      return api.createJob(projectId, instruction.prompt, signal)
    case 'follow-up':
      return api.sendMessage(projectId, instruction.jobId, instruction.prompt, signal)
    case 'wait':
      return api.getJob(projectId, instruction.jobId, signal)
  }
}

function startTitle(instruction: Instruction): string {
  switch (instruction.kind) {
    case 'create':
      return 'Creating the agent job'
    case 'follow-up':
      return `Sending a follow-up to job ${instruction.jobId}`
    case 'wait':
      return `Looking up job ${instruction.jobId}`
  }
}
