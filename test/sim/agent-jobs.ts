/**
 * The simulator's agent-job routes: create, poll and message, each job following a script.
 * The lifecycle, prompt markers and follow-up options are described in api-simulator.ts.
 */
import { randomBytes } from 'node:crypto'
import type { AgentJob } from '../../src/shared/mintlify/schemas.ts'
import type { Reply } from './query.ts'
import { validScript } from './scripts.ts'

export interface JobStep {
  /** Any string: the API's four statuses, or one it may add later (e.g. 'queued'). */
  status: string
  prLink?: string | null
  /** GETs that show this step before the next one; default 1, 0 skips it. */
  polls?: number
}
export type JobScript = readonly JobStep[]

export interface AgentJobsOptions {
  jobScript?: JobScript
  followUpScript?: JobScript
  followUpStaleGets?: number
  followUpAck?: 'active' | 'current'
}

export const SIM_REPOSITORY = 'https://github.com/acme/docs'
export const SIM_MODEL = 'sonnet'

const DEFAULT_JOB_SCRIPT: JobScript = [{ status: 'active', polls: 2 }, { status: 'completed' }]
const DEFAULT_FOLLOW_UP_SCRIPT: JobScript = DEFAULT_JOB_SCRIPT

const BUILTIN_SCRIPTS: Readonly<Record<string, JobScript>> = {
  completed: DEFAULT_JOB_SCRIPT,
  failed: [
    { status: 'active', polls: 2 },
    { status: 'failed', prLink: null },
  ],
  'no-changes': [
    { status: 'active', polls: 2 },
    { status: 'completed', prLink: null },
  ],
  archived: [
    { status: 'active', polls: 2 },
    { status: 'archived', prLink: null },
  ],
  'never-ends': [{ status: 'active' }],
  'unknown-status': [
    { status: 'active', polls: 1 },
    { status: 'queued', polls: 2 },
    { status: 'completed' },
  ],
}

/** The script chosen by a `[sim:...]` marker in a prompt, if any. */
function scriptFromPrompt(prompt: string): JobScript | undefined {
  for (const m of prompt.matchAll(/\[sim:([a-z-]+)(?:=(\d+))?\]/g)) {
    const [, name = '', n] = m
    if (name === 'polls' && n !== undefined) {
      return [{ status: 'active', polls: Number(n) }, { status: 'completed' }]
    }
    const script = BUILTIN_SCRIPTS[name]
    if (script && n === undefined) return script
  }
  return undefined
}

/** A job as the server holds it: what it shows, and where it is in its script. */
interface JobRecord {
  view: AgentJob
  script: JobScript
  step: number
  servedInStep: number
  /** Step whose prLink / archivedAt were last applied (-1: none yet). */
  enteredStep: number
  staleLeft: number
  stale: AgentJob | undefined
}

/** What a job route asks, with its JSON body. */
export type JobRequest =
  | { route: 'create'; body: unknown }
  | { route: 'get'; jobId: string }
  | { route: 'message'; jobId: string; body: unknown }

const NO_PROMPT: Reply = {
  status: 400,
  body: { error: 'Invalid request: prompt must be a non-empty string' },
}
const NO_JOB: Reply = { status: 404, body: { error: 'Job not found' } }

export class AgentJobs {
  /** Jobs by id, as last shown to a client (or as created). */
  readonly shown = new Map<string, AgentJob>()
  readonly #records = new Map<string, JobRecord>()
  readonly #jobScript: JobScript
  readonly #followUpScript: JobScript
  readonly #followUpStaleGets: number
  readonly #followUpAck: 'active' | 'current'
  #jobCounter = 0
  #prCounter = 0

  constructor(options: AgentJobsOptions = {}) {
    this.#jobScript = validScript(options.jobScript ?? DEFAULT_JOB_SCRIPT, 'jobScript')
    this.#followUpScript = validScript(
      options.followUpScript ?? DEFAULT_FOLLOW_UP_SCRIPT,
      'followUpScript',
    )
    this.#followUpStaleGets = options.followUpStaleGets ?? 0
    this.#followUpAck = options.followUpAck ?? 'active'
  }

  handle(request: JobRequest): Reply {
    if (request.route === 'create') {
      const prompt = promptOf(request.body)
      if (prompt === undefined) return NO_PROMPT
      return { status: 201, body: this.#create(scriptFromPrompt(prompt) ?? this.#jobScript) }
    }
    const record = this.#records.get(request.jobId)
    if (!record) return NO_JOB
    if (request.route === 'get') return { status: 200, body: this.#poll(request.jobId, record) }
    const prompt = promptOf(request.body)
    if (prompt === undefined) return NO_PROMPT
    return { status: 200, body: this.#message(request.jobId, record, prompt) }
  }

  #publish(id: string, shown: AgentJob): AgentJob {
    this.shown.set(id, cloneJob(shown))
    return cloneJob(shown)
  }

  #prLinkOf(step: JobStep): string | null {
    if (step.prLink === null) return null
    if (step.prLink === undefined) {
      return step.status === 'completed' ? `${SIM_REPOSITORY}/pull/${++this.#prCounter}` : null
    }
    return step.prLink.includes('{n}')
      ? step.prLink.replaceAll('{n}', String(++this.#prCounter))
      : step.prLink
  }

  /**
   * Creates a job that did not come from a create request (an automation's run: see
   * automations.ts), following `script` (default: the `jobScript` option, else the default
   * script). GETs and messages then answer it like any job. Returns its id.
   */
  register(script?: JobScript): string {
    return this.#create(script ? validScript(script, 'jobScript') : this.#jobScript).id
  }

  #create(script: JobScript): AgentJob {
    const id = `job_${++this.#jobCounter}_${randomBytes(4).toString('hex')}`
    const view: AgentJob = {
      id,
      status: 'active',
      // The branch the agent works on, and its pull request's head branch.
      source: { repository: SIM_REPOSITORY, ref: `mintlify/docs-agent-${this.#jobCounter}` },
      model: SIM_MODEL,
      prLink: null,
      createdAt: new Date().toISOString(),
      archivedAt: null,
    }
    this.#records.set(id, {
      view,
      script,
      step: 0,
      servedInStep: 0,
      enteredStep: -1,
      staleLeft: 0,
      stale: undefined,
    })
    return this.#publish(id, view)
  }

  #poll(id: string, record: JobRecord): AgentJob {
    if (record.staleLeft > 0 && record.stale) {
      record.staleLeft--
      return this.#publish(id, record.stale)
    }
    const last = record.script.length - 1
    while (record.step < last && record.script[record.step]?.polls === 0) {
      record.step++
      record.servedInStep = 0
    }
    const step = record.script[record.step] ?? { status: 'active' }
    if (record.enteredStep !== record.step) {
      record.enteredStep = record.step
      record.view.status = step.status
      record.view.prLink = this.#prLinkOf(step)
      record.view.archivedAt =
        step.status === 'archived' ? (record.view.archivedAt ?? new Date().toISOString()) : null
    }
    record.servedInStep++
    if (record.step < last && record.servedInStep >= (step.polls ?? 1)) {
      record.step++
      record.servedInStep = 0
    }
    return this.#publish(id, record.view)
  }

  #message(id: string, record: JobRecord, prompt: string): AgentJob {
    const before = cloneJob(record.view)
    record.stale = this.#followUpStaleGets > 0 ? before : undefined
    record.staleLeft = this.#followUpStaleGets
    record.script = scriptFromPrompt(prompt) ?? this.#followUpScript
    record.step = 0
    record.servedInStep = 0
    record.enteredStep = -1
    record.view = { ...cloneJob(before), status: 'active', prLink: null, archivedAt: null }
    return this.#publish(id, this.#followUpAck === 'current' ? before : record.view)
  }
}

function cloneJob(job: AgentJob): AgentJob {
  return { ...job, source: job.source ? { ...job.source } : undefined }
}

function promptOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const prompt = (body as Record<string, unknown>).prompt
  return typeof prompt === 'string' && prompt.length > 0 ? prompt : undefined
}
