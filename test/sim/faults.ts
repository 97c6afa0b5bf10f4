/**
 * The simulator's faults: a queue of them, and the answer each gives instead of the server.
 * The rules (which fault applies, which ones still let the server do its work) are described
 * in api-simulator.ts.
 */
import { STATUS_CODES } from 'node:http'
import type { Reply } from './query.ts'
import { SIM_MODEL, SIM_REPOSITORY } from './agent-jobs.ts'
import type { SimRoute } from './routes.ts'

export interface Fault {
  route: SimRoute | 'any'
  /** Requests this fault applies to (default 1; Infinity for all). */
  times?: number
  status?: number
  /** JSON value, or a string sent as is. */
  body?: unknown
  headers?: Record<string, string>
  /** Wait before answering (or before resetting). */
  delayMs?: number
  malformed?: 'truncated' | 'html' | 'not-json' | 'schema'
  reset?: 'before-response' | 'mid-body'
  /** Matching requests to let through before this fault applies. */
  afterRequests?: number
  /** Answer 307 with this Location. */
  redirectTo?: string
  /**
   * Answer the head (`status`, default 200), then a body that never ends: `drip` sends one byte
   * every `dripMs` (default 1000), `endless` sends 64 KiB chunks as fast as the client reads.
   */
  stream?: 'drip' | 'endless'
  dripMs?: number
}

interface QueuedFault {
  fault: Fault
  left: number
  skip: number
}

export class FaultQueue {
  readonly #queued: QueuedFault[] = []

  get pending(): number {
    return this.#queued.length
  }

  add(fault: Fault): void {
    const times = fault.times ?? 1
    if (!(times >= 1)) throw new Error('fault.times must be >= 1')
    this.#queued.push({ fault: { ...fault }, left: times, skip: fault.afterRequests ?? 0 })
  }

  clear(): void {
    this.#queued.length = 0
  }

  /** The fault that applies to this request, if any (see the rules in api-simulator.ts). */
  take(route: SimRoute | undefined): Fault | undefined {
    const index = this.#queued.findIndex((q) => q.fault.route === 'any' || q.fault.route === route)
    const queued = this.#queued[index]
    if (!queued) return undefined
    if (queued.skip > 0) {
      queued.skip--
      return undefined
    }
    queued.left--
    if (queued.left <= 0) this.#queued.splice(index, 1)
    return queued.fault
  }
}

/**
 * True for the faults where the server still does the work and only the answer is late or
 * cut: the client cannot know whether its request took effect.
 */
export function serverStillWorks(fault: Fault): boolean {
  return (
    fault.status === undefined &&
    fault.body === undefined &&
    fault.malformed === undefined &&
    fault.redirectTo === undefined &&
    fault.stream === undefined &&
    fault.reset !== 'before-response'
  )
}

/** The answer a fault gives instead of the server (not for resets and streams). */
export function faultReply(fault: Fault, route: SimRoute | undefined): Reply {
  let reply: Reply
  if (fault.redirectTo !== undefined) {
    reply = {
      status: fault.status ?? 307,
      body: { error: 'Temporary Redirect' },
      headers: { location: fault.redirectTo },
    }
  } else if (fault.malformed !== undefined) {
    reply = malformedReply(fault.malformed, route)
    if (fault.status !== undefined) reply.status = fault.status
  } else {
    const status = fault.status ?? 200
    reply = { status, body: fault.body ?? { error: errorMessageFor(status) } }
  }
  return withFaultHeaders(reply, fault)
}

/** `fault.headers` added to (and overriding) the answer's. */
export function withFaultHeaders(reply: Reply, fault: Fault | undefined): Reply {
  return fault?.headers ? { ...reply, headers: { ...reply.headers, ...fault.headers } } : reply
}

const ERROR_MESSAGES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Invalid API key',
  403: 'Forbidden: this API key is not allowed to perform this request',
  404: 'Not found',
  408: 'Request timeout',
  409: 'Conflict',
  429: 'Rate limit exceeded',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
}

function errorMessageFor(status: number): string {
  return ERROR_MESSAGES[status] ?? STATUS_CODES[status] ?? `HTTP ${status}`
}

const SAMPLE_JOB_JSON = JSON.stringify({
  id: 'job_0_00000000',
  status: 'active',
  source: { repository: SIM_REPOSITORY, ref: 'main' },
  model: SIM_MODEL,
  prLink: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  archivedAt: null,
})
const SAMPLE_VIEWS_JSON = JSON.stringify({
  totals: { human: 30, ai: 12, total: 42 },
  views: [
    { path: '/docs/café', human: 20, ai: 2, total: 22 },
    { path: '/docs/日本語', human: 10, ai: 10, total: 20 },
  ],
  hasMore: false,
})
const SAMPLE_STATUS_JSON = JSON.stringify({
  _id: '00000001a1b2c3d4e5f60718',
  projectId: 'proj_sim',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'in_progress',
  summary: 'Deployment in progress',
  logs: ['Cloning https://github.com/acme/docs@0123456', 'Installing dependencies'],
  subdomain: 'acme',
  author: null,
  commit: { sha: '0123456789abcdef0123456789abcdef01234567', ref: 'main', message: 'Update' },
  source: 'api',
})
const SAMPLE_DEPLOY_JSON = JSON.stringify({ statusId: '00000001a1b2c3d4e5f60718' })
const SAMPLE_PREVIEW_JSON = JSON.stringify({
  statusId: '00000001a1b2c3d4e5f60718',
  previewUrl: 'https://acme-feature-x.mintlify.app',
})
const SAMPLE_TRIGGER_JSON = JSON.stringify({
  schemaId: 'auto-docs-sync',
  instanceId: '0a1b2c3d4e5f60718293a4b5',
  jobId: 'job_0_00000000',
})

/** A well-formed answer of the route, as JSON text (what 'truncated' cuts in half). */
function sampleFor(route: SimRoute | undefined): string {
  switch (route) {
    case 'views':
      return SAMPLE_VIEWS_JSON
    case 'deploy-status':
      return SAMPLE_STATUS_JSON
    case 'deploy':
      return SAMPLE_DEPLOY_JSON
    case 'preview':
      return SAMPLE_PREVIEW_JSON
    case 'automation':
      return SAMPLE_TRIGGER_JSON
    default:
      return SAMPLE_JOB_JSON
  }
}

/** Valid JSON of a shape the route's documents forbid. */
function wrongShapeFor(route: SimRoute | undefined): unknown {
  switch (route) {
    case 'views':
      return { totals: { human: 'many' }, rows: [{ url: '/docs', count: 3 }], next: null }
    case 'deploy-status':
      return { _id: 42, status: ['success'], logs: 'none', commit: 'main' }
    case 'deploy':
    case 'preview':
      return { statusId: 42, previewUrl: false }
    case 'automation':
      return { schemaId: null, jobId: 7 }
    default:
      return { job: { id: 42, state: 'done' } }
  }
}

const HTML_PAGE =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n' +
  '<body><center><h1>502 Bad Gateway</h1></center><hr><center>cloudflare</center></body></html>\n'

function malformedReply(kind: NonNullable<Fault['malformed']>, route: SimRoute | undefined): Reply {
  const sample = sampleFor(route)
  switch (kind) {
    case 'truncated':
      return { status: 200, body: sample.slice(0, Math.floor(sample.length / 2)) }
    case 'html':
      return {
        status: 200,
        body: HTML_PAGE,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }
    case 'not-json':
      return {
        status: 200,
        body: 'upstream connect error or disconnect/reset before headers. reset reason: overflow',
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      }
    case 'schema':
      return { status: 200, body: wrongShapeFor(route) }
  }
}
