/**
 * The simulator's automation trigger (Mintlify's "External API",
 * test/openapi/external-openapi.json): `POST /v1/workflow/{projectId}/{automationId}/trigger`
 * queues a run of a scheduled automation. Whether the run's `jobId` can be followed on the agent
 * job route is unconfirmed, so an automation says whether it is `followable`: a followable run's
 * job is registered with the agent jobs (agent-jobs.ts) and follows a job script there; an
 * unfollowable run's jobId is unknown to them (GET answers 404). Built-in automations and the
 * options are described in api-simulator.ts.
 */
import { randomBytes } from 'node:crypto'
import type { AgentJobs, JobScript } from './agent-jobs.ts'
import type { Reply } from './query.ts'

type AutomationState = 'active' | 'inactive' | 'not-custom-schedule'

export interface AutomationOptions {
  /** Default 'active'. */
  state?: AutomationState
  /** Whether GET /v2/agent/{projectId}/job/{jobId} answers the run's job (default true). */
  followable?: boolean
  /** The followed job's script (default: the `jobScript` option, else the default script). */
  jobScript?: JobScript
}

export interface AutomationsOptions {
  /** Automations by id, beside (and overriding) the built-in ones. */
  automations?: Readonly<Record<string, AutomationOptions>>
}

/** One accepted trigger. */
export interface AutomationRun {
  automationId: string
  schemaId: string
  instanceId: string
  jobId: string
  /** True when the agent job routes answer `jobId`. */
  followable: boolean
}

/** Automations every simulator knows without options. */
const BUILTIN_AUTOMATIONS: Readonly<Record<string, AutomationOptions>> = {
  'auto-docs-sync': { state: 'active', followable: true },
  'auto-unfollowable': { state: 'active', followable: false },
  'auto-inactive': { state: 'inactive' },
  'auto-not-scheduled': { state: 'not-custom-schedule' },
}

const NOT_FOUND: Reply = { status: 404, body: { error: 'Automation not found' } }
const INACTIVE: Reply = { status: 400, body: { error: 'Automation is not active' } }
const NOT_SCHEDULED: Reply = {
  status: 400,
  body: { error: 'Only automations with a custom schedule can be triggered' },
}

export class Automations {
  /** Every accepted trigger, in order. */
  readonly runs: AutomationRun[] = []
  readonly #automations: Readonly<Record<string, AutomationOptions>>
  readonly #jobs: AgentJobs
  #unfollowableCounter = 0

  constructor(options: AutomationsOptions, jobs: AgentJobs) {
    this.#automations = { ...BUILTIN_AUTOMATIONS, ...options.automations }
    this.#jobs = jobs
  }

  /** POST /v1/workflow/{projectId}/{automationId}/trigger. */
  trigger(automationId: string): Reply {
    const automation = Object.hasOwn(this.#automations, automationId)
      ? this.#automations[automationId]
      : undefined
    if (!automation) return NOT_FOUND
    const state = automation.state ?? 'active'
    if (state === 'inactive') return INACTIVE
    if (state === 'not-custom-schedule') return NOT_SCHEDULED
    const followable = automation.followable ?? true
    const jobId = followable
      ? this.#jobs.register(automation.jobScript)
      : `job_u${++this.#unfollowableCounter}_${randomBytes(4).toString('hex')}`
    const run: AutomationRun = {
      automationId,
      schemaId: automationId,
      instanceId: randomBytes(12).toString('hex'),
      jobId,
      followable,
    }
    this.runs.push(run)
    return {
      status: 202,
      body: { schemaId: run.schemaId, instanceId: run.instanceId, jobId: run.jobId },
    }
  }
}
