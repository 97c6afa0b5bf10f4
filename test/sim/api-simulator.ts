/**
 * Loopback simulator of the parts of Mintlify's REST API that the action uses (see
 * the service's public docs and the vendored OpenAPI documents in test/openapi/):
 *
 *   POST /v2/agent/{projectId}/job               {prompt}  -> 201 AgentJob
 *   GET  /v2/agent/{projectId}/job/{id}                     -> 200 AgentJob | 404
 *   POST /v2/agent/{projectId}/job/{id}/message  {prompt}  -> 200 AgentJob | 404
 *   GET  /v1/analytics/{projectId}/views?dateFrom&dateTo&limit&offset -> 200 page | 400
 *   GET  /v1/analytics/{projectId}/{visitors,searches,feedback,feedback/by-page,assistant,
 *        assistant/caller-stats} -> 200 | 400 (see analytics-datasets.ts)
 *
 * Every route needs `Authorization: Bearer <apiKey>` (else 401), an unknown project id is a
 * 404 "Project not found", an unknown route a 404 "Not found". Bodies are always JSON.
 *
 * JOB LIFECYCLE. A JobScript is a list of steps `{status, prLink?, polls?}`: each step is shown
 * for `polls` GETs (default 1; 0 skips the step), then the next step follows; the last step is
 * kept forever. Create (and message) answer `active` with prLink null; GETs follow the script.
 * A step's `prLink`: left out -> a fresh `https://github.com/acme/docs/pull/<n>` when the status
 * is `completed`, else null; a string -> used as is, with `{n}` replaced by a fresh PR number;
 * null -> null. `archivedAt` is set while the status is `archived`, else null.
 *
 * PROMPT MARKERS (in the create or message prompt) pick a built-in script, taking precedence
 * over the `jobScript` / `followUpScript` options:
 *   [sim:completed]       active 2 polls, then completed with a new PR link (the default)
 *   [sim:failed]          active 2 polls, then failed (prLink null)
 *   [sim:no-changes]      active 2 polls, then completed with prLink null
 *   [sim:archived]        active 2 polls, then archived (prLink null, archivedAt set)
 *   [sim:never-ends]      active forever
 *   [sim:unknown-status]  active 1 poll, then 'queued' (not in the API's enum) 2 polls, then
 *                         completed with a new PR link
 *   [sim:polls=N]         active N polls, then completed with a new PR link
 * Unknown markers are ignored.
 *
 * FOLLOW-UPS. `POST .../message` restarts the job on the follow-up script (marker, else
 * `followUpScript`, else active 2 polls then completed with a NEW PR link). With
 * `followUpStaleGets: k`, the first k GETs after the message still show the job exactly as it
 * was before the message (old status, old prLink), as the real API may do. The message
 * response itself shows `active` (option `followUpAck: 'active'`, the default) or, with
 * `followUpAck: 'current'`, the job as it was before the message.
 *
 * FAULTS (`sim.fault(f)`): queued in order. For each request, the FIRST queued fault whose
 * `route` matches ('any' matches every request, even unknown routes) is the candidate; if it
 * still has `afterRequests` to skip, that count goes down and the request is served normally
 * (no later fault is looked at). Otherwise the fault applies, its `times` goes down (default 1;
 * Infinity allowed), and it leaves the queue at 0. Faults act before auth and validation: they
 * model the network, proxies and server trouble. A faulted request is still recorded in
 * `requests`, with `fault` set.
 * - Side effects (creating a job, a message restarting a job, a GET advancing the script, a
 *   views request counting towards `shiftAfterRequests`) happen ONLY for faults where the
 *   server did the work but the client never got a clean answer: `reset: 'mid-body'` and
 *   faults with only `delayMs` (+ `headers`). For those, the request is handled normally first
 *   (so a created job exists at once, even if the client gives up waiting), then the answer is
 *   delayed / cut. This is what the client's "never create twice" rule is about.
 * - Every other fault answers instead of the server, with no side effect:
 *   `reset: 'before-response'` destroys the socket without a byte; `redirectTo` answers
 *   `status ?? 307` with that Location; `malformed` answers `status ?? 200` with a truncated
 *   JSON body ('truncated'), an HTML page ('html'), plain text ('not-json') or valid JSON of
 *   the wrong shape ('schema');
 *   `status`/`body` answer that (a status without body gets `{"error": <usual message>}`, a
 *   body without status is a 200; a string body is sent raw). `headers` are added to (and
 *   override) the answer's headers. `delayMs` waits before any of these.
 *
 * Latency: `latencyMs` is added before every answer, `newConnectionCostMs` before the answer to
 * the first request of each new TCP connection (modelling the connection round trip).
 */
import { randomBytes } from 'node:crypto'
import { createServer, STATUS_CODES } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { performance } from 'node:perf_hooks'
import type { AgentJob, PageViewRow, ViewTotals } from '../../src/api/types.ts'
import { dataDaysInRange, parseApiDate, ViewsDataset } from './views-dataset.ts'
import {
  AnalyticsData,
  type AnalyticsDataOptions,
  type DatasetQuery,
  type DatasetRoute,
} from './analytics-datasets.ts'
import type { ViewsDatasetOptions } from './views-dataset.ts'

export type { ViewsDatasetOptions } from './views-dataset.ts'
export { DATA_END, DATA_START, INSERTED_PATH } from './views-dataset.ts'

export interface JobStep {
  /** Any string: the API's four statuses, or one it may add later (e.g. 'queued'). */
  status: string
  prLink?: string | null
  /** GETs that show this step before the next one; default 1, 0 skips it. */
  polls?: number
}
export type JobScript = readonly JobStep[]

export type SimRoute = 'create' | 'get' | 'message' | 'views' | DatasetRoute
export type { AnalyticsDataOptions, DatasetQuery, DatasetRoute } from './analytics-datasets.ts'

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

export interface SimulatorOptions {
  apiKey?: string
  projectId?: string
  /** Port to listen on (default 0: a free port). */
  port?: number
  latencyMs?: number
  newConnectionCostMs?: number
  jobScript?: JobScript
  followUpScript?: JobScript
  followUpStaleGets?: number
  followUpAck?: 'active' | 'current'
  views?: ViewsDatasetOptions
  /** The other analytics endpoints (see analytics-datasets.ts). */
  analytics?: AnalyticsDataOptions
  /** true: one line per request on stderr; a function: receives those lines. */
  log?: boolean | ((line: string) => void)
}

export interface RecordedRequest {
  method: string
  /** Path as sent (not decoded), without the query string. */
  path: string
  /** Query parameters (the last value when one is repeated). */
  query: Record<string, string>
  /** Header names lowercased; repeated headers joined with ', '. */
  headers: Record<string, string>
  /** Parsed JSON body; the raw text when not JSON; undefined when empty. */
  body: unknown
  /** 1 for the first TCP connection accepted, 2 for the next, ... */
  connectionId: number
  /** Arrival time, ms since the simulator started. */
  time: number
  route: SimRoute | undefined
  /** The fault that applied to this request, if any. */
  fault?: Fault
  /** Status answered (set when the answer's head is written; unset after a reset before it). */
  status?: number
}

export interface ApiSimulator {
  readonly url: string
  readonly apiKey: string
  readonly projectId: string
  readonly requests: RecordedRequest[]
  /** TCP connections accepted so far. */
  readonly connections: number
  /** Jobs by id, as last shown to a client (or as created). */
  readonly jobs: ReadonlyMap<string, AgentJob>
  /** Faults still queued. */
  readonly pendingFaults: number
  fault(f: Fault): void
  clearFaults(): void
  /**
   * The rows the server serves for this range (dates as in the query; omitted = whole data), in
   * order: `duplicatePathAt` and an insertion by `shiftAfterRequests` (once it happened) are
   * included; paging anomalies (ignoreOffset, empty pages, hasMoreForever) are not.
   */
  expectedViews(dateFrom?: string, dateTo?: string): PageViewRow[]
  /** The same rows, lazily (for big datasets). */
  iterateExpectedViews(dateFrom?: string, dateTo?: string): Generator<PageViewRow>
  /** The totals served for this range (`totalsOffBy` included). */
  expectedTotals(dateFrom?: string, dateTo?: string): ViewTotals
  /** Every row another analytics endpoint serves for `query`, in order, as served. */
  expectedRows(route: DatasetRoute, query?: DatasetQuery): unknown[]
  /** `/visitors` site-wide totals (deduplicated: not the sum of the rows). */
  expectedVisitorTotals(dateFrom?: string, dateTo?: string): ViewTotals
  /** `/searches` `totalSearches`. */
  expectedSearchTotal(dateFrom?: string, dateTo?: string): number
  /** Clears the recorded requests (the array is emptied in place). */
  reset(): void
  /** Stops listening and destroys open sockets. */
  close(): Promise<void>
}

export const DEFAULT_API_KEY = 'mint_simulator_key_0123456789abcdef'
export const DEFAULT_PROJECT_ID = 'proj_sim'
export const SIM_REPOSITORY = 'https://github.com/acme/docs'
export const SIM_MODEL = 'sonnet'

export const DEFAULT_JOB_SCRIPT: JobScript = [
  { status: 'active', polls: 2 },
  { status: 'completed' },
]
export const DEFAULT_FOLLOW_UP_SCRIPT: JobScript = DEFAULT_JOB_SCRIPT

export const BUILTIN_SCRIPTS: Readonly<Record<string, JobScript>> = {
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
export function scriptFromPrompt(prompt: string): JobScript | undefined {
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

interface Reply {
  status: number
  /** JSON value, or a string sent as is. */
  body: unknown
  headers?: Record<string, string>
}

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

interface QueuedFault {
  fault: Fault
  left: number
  skip: number
}

interface RouteMatch {
  route: SimRoute
  projectId: string
  jobId?: string
}

function validateScript(script: JobScript, name: string): void {
  if (script.length === 0) throw new Error(`${name} must have at least one step`)
  for (const s of script) {
    if (typeof s.status !== 'string' || s.status === '') {
      throw new Error(`${name}: every step needs a status`)
    }
    if (s.polls !== undefined && (!Number.isInteger(s.polls) || s.polls < 0)) {
      throw new Error(`${name}: polls must be an integer >= 0`)
    }
  }
}

function cloneJob(job: AgentJob): AgentJob {
  return { ...job, source: job.source ? { ...job.source } : undefined }
}

function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  let segs: string[]
  try {
    segs = pathname.split('/').slice(1).map(decodeURIComponent)
  } catch {
    return undefined
  }
  const [v, area, projectId, kind, id, extra, ...rest] = segs
  if (projectId === undefined || projectId === '' || rest.length > 0) return undefined
  if (v === 'v2' && area === 'agent' && kind === 'job') {
    if (id === undefined && method === 'POST') return { route: 'create', projectId }
    if (id !== undefined && id !== '' && extra === undefined && method === 'GET') {
      return { route: 'get', projectId, jobId: id }
    }
    if (id !== undefined && id !== '' && extra === 'message' && method === 'POST') {
      return { route: 'message', projectId, jobId: id }
    }
  }
  if (v === 'v1' && area === 'analytics' && method === 'GET' && extra === undefined) {
    const route = ANALYTICS_ROUTES[`${kind}${id === undefined ? '' : `/${id}`}`]
    if (route) return { route, projectId }
  }
  return undefined
}

const ANALYTICS_ROUTES: Readonly<Record<string, 'views' | DatasetRoute>> = {
  views: 'views',
  visitors: 'visitors',
  searches: 'searches',
  feedback: 'feedback',
  'feedback/by-page': 'feedback-by-page',
  assistant: 'assistant',
  'assistant/caller-stats': 'assistant-callers',
}

function routeOf(method: string, pathname: string): SimRoute | undefined {
  return matchRoute(method, pathname)?.route
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
const HTML_PAGE =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n' +
  '<body><center><h1>502 Bad Gateway</h1></center><hr><center>cloudflare</center></body></html>\n'

function malformedReply(kind: NonNullable<Fault['malformed']>, route: SimRoute | undefined): Reply {
  const sample = route === 'views' ? SAMPLE_VIEWS_JSON : SAMPLE_JOB_JSON
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
      return {
        status: 200,
        body:
          route === 'views'
            ? { totals: { human: 'many' }, rows: [{ url: '/docs', count: 3 }], next: null }
            : { job: { id: 42, state: 'done' } },
      }
  }
}

function firstHeaderValues(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  return Buffer.concat(chunks)
}

type ParsedBody = { ok: true; value: unknown } | { ok: false; text: string }

function parseBody(buf: Buffer): ParsedBody {
  if (buf.length === 0) return { ok: true, value: undefined }
  const text = buf.toString('utf8')
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, text }
  }
}

function promptOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const prompt = (body as Record<string, unknown>).prompt
  return typeof prompt === 'string' && prompt.length > 0 ? prompt : undefined
}

const INT_RE = /^\d+$/

export async function startApiSimulator(options: SimulatorOptions = {}): Promise<ApiSimulator> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID
  const latencyMs = options.latencyMs ?? 0
  const newConnectionCostMs = options.newConnectionCostMs ?? 0
  const jobScript = options.jobScript ?? DEFAULT_JOB_SCRIPT
  const followUpScript = options.followUpScript ?? DEFAULT_FOLLOW_UP_SCRIPT
  const followUpStaleGets = options.followUpStaleGets ?? 0
  const followUpAck = options.followUpAck ?? 'active'
  validateScript(jobScript, 'jobScript')
  validateScript(followUpScript, 'followUpScript')
  const dataset = new ViewsDataset(options.views)
  const analytics = new AnalyticsData(options.analytics)
  const log =
    options.log === true
      ? (line: string): void => void process.stderr.write(`${line}\n`)
      : typeof options.log === 'function'
        ? options.log
        : undefined

  const t0 = performance.now()
  const requests: RecordedRequest[] = []
  const jobRecords = new Map<string, JobRecord>()
  const jobs = new Map<string, AgentJob>()
  const faults: QueuedFault[] = []
  const sockets = new Set<Socket>()
  const socketIds = new WeakMap<Socket, number>()
  const answeredSockets = new WeakSet<Socket>()
  const sleepers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>()
  let connections = 0
  let jobCounter = 0
  let prCounter = 0
  let closed = false

  const sleep = (ms: number): Promise<void> =>
    ms <= 0
      ? Promise.resolve()
      : new Promise((resolve) => {
          const entry = {
            timer: setTimeout(() => {
              sleepers.delete(entry)
              resolve()
            }, ms),
            resolve,
          }
          sleepers.add(entry)
        })

  // ---- jobs ---------------------------------------------------------------------------------

  function publish(id: string, shown: AgentJob): AgentJob {
    jobs.set(id, cloneJob(shown))
    return cloneJob(shown)
  }

  function resolvePrLink(step: JobStep): string | null {
    if (step.prLink === null) return null
    if (step.prLink === undefined) {
      return step.status === 'completed' ? `${SIM_REPOSITORY}/pull/${++prCounter}` : null
    }
    return step.prLink.includes('{n}')
      ? step.prLink.replaceAll('{n}', String(++prCounter))
      : step.prLink
  }

  function createJob(prompt: string): AgentJob {
    const id = `job_${++jobCounter}_${randomBytes(4).toString('hex')}`
    const view: AgentJob = {
      id,
      status: 'active',
      source: { repository: SIM_REPOSITORY, ref: 'main' },
      model: SIM_MODEL,
      prLink: null,
      createdAt: new Date().toISOString(),
      archivedAt: null,
    }
    const rec: JobRecord = {
      view,
      script: scriptFromPrompt(prompt) ?? jobScript,
      step: 0,
      servedInStep: 0,
      enteredStep: -1,
      staleLeft: 0,
      stale: undefined,
    }
    jobRecords.set(id, rec)
    return publish(id, view)
  }

  function pollJob(id: string, rec: JobRecord): AgentJob {
    if (rec.staleLeft > 0 && rec.stale) {
      rec.staleLeft--
      return publish(id, rec.stale)
    }
    const last = rec.script.length - 1
    while (rec.step < last && rec.script[rec.step]?.polls === 0) {
      rec.step++
      rec.servedInStep = 0
    }
    const step = rec.script[rec.step] ?? { status: 'active' }
    if (rec.enteredStep !== rec.step) {
      rec.enteredStep = rec.step
      rec.view.status = step.status
      rec.view.prLink = resolvePrLink(step)
      rec.view.archivedAt =
        step.status === 'archived' ? (rec.view.archivedAt ?? new Date().toISOString()) : null
    }
    rec.servedInStep++
    if (rec.step < last && rec.servedInStep >= (step.polls ?? 1)) {
      rec.step++
      rec.servedInStep = 0
    }
    return publish(id, rec.view)
  }

  function messageJob(id: string, rec: JobRecord, prompt: string): AgentJob {
    const before = cloneJob(rec.view)
    rec.stale = followUpStaleGets > 0 ? before : undefined
    rec.staleLeft = followUpStaleGets
    rec.script = scriptFromPrompt(prompt) ?? followUpScript
    rec.step = 0
    rec.servedInStep = 0
    rec.enteredStep = -1
    rec.view = { ...cloneJob(rec.view), status: 'active', prLink: null, archivedAt: null }
    return publish(id, followUpAck === 'current' ? before : rec.view)
  }

  // ---- views --------------------------------------------------------------------------------

  function daysFor(dateFrom: string | undefined, dateTo: string | undefined): number {
    const from = dateFrom === undefined ? undefined : parseApiDate(dateFrom)
    const to = dateTo === undefined ? undefined : parseApiDate(dateTo)
    if (
      (dateFrom !== undefined && from === undefined) ||
      (dateTo !== undefined && to === undefined)
    ) {
      throw new Error(`invalid date range ${dateFrom} .. ${dateTo}`)
    }
    return dataDaysInRange(from, to)
  }

  function handleViews(url: URL): Reply {
    const details: { message: string }[] = []
    const params = url.searchParams
    for (const name of ['dateFrom', 'dateTo', 'limit', 'offset']) {
      if (params.getAll(name).length > 1)
        details.push({ message: `${name} must be given at most once` })
    }
    const single = (name: string): string | undefined => params.get(name) ?? undefined
    const limitText = single('limit')
    const offsetText = single('offset')
    const dateFrom = single('dateFrom')
    const dateTo = single('dateTo')
    let limit = 50
    let offset = 0
    if (limitText !== undefined) {
      limit = INT_RE.test(limitText) ? Number(limitText) : NaN
      if (!(limit >= 1 && limit <= 250)) {
        details.push({ message: 'limit must be an integer between 1 and 250' })
      }
    }
    if (offsetText !== undefined) {
      offset = INT_RE.test(offsetText) ? Number(offsetText) : NaN
      if (!Number.isSafeInteger(offset)) {
        details.push({ message: 'offset must be an integer greater than or equal to 0' })
      }
    }
    const from = dateFrom === undefined ? undefined : parseApiDate(dateFrom)
    const to = dateTo === undefined ? undefined : parseApiDate(dateTo)
    if (dateFrom !== undefined && from === undefined) {
      details.push({ message: 'dateFrom must be an ISO 8601 date-time or YYYY-MM-DD' })
    }
    if (dateTo !== undefined && to === undefined) {
      details.push({ message: 'dateTo must be an ISO 8601 date-time or YYYY-MM-DD' })
    }
    if (from !== undefined && to !== undefined && !(from < to)) {
      details.push({ message: 'dateFrom must be before dateTo' })
    }
    if (details.length > 0) {
      return { status: 400, body: { error: 'Invalid query parameters', details } }
    }
    const days = dataDaysInRange(from, to)
    const totals = dataset.totals(days)
    const page = dataset.page(days, limit, offset)
    dataset.noteServed()
    return { status: 200, body: { totals, views: page.views, hasMore: page.hasMore } }
  }

  // ---- dispatch -----------------------------------------------------------------------------

  function handleNormally(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body: ParsedBody,
  ): Reply {
    const match = matchRoute(method, url.pathname)
    if (!match) return { status: 404, body: { error: 'Not found' } }
    const auth = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')
    if (auth?.[1]?.trim() !== apiKey) return { status: 401, body: { error: 'Invalid API key' } }
    if (match.projectId !== projectId) return { status: 404, body: { error: 'Project not found' } }
    if (match.route === 'views') return handleViews(url)
    if (match.route !== 'get' && match.route !== 'create' && match.route !== 'message') {
      return analytics.handle(match.route, url.searchParams)
    }
    if (match.route === 'get') {
      const rec = jobRecords.get(match.jobId ?? '')
      if (!rec) return { status: 404, body: { error: 'Job not found' } }
      return { status: 200, body: pollJob(match.jobId ?? '', rec) }
    }
    if (!body.ok) return { status: 400, body: { error: 'Invalid JSON in request body' } }
    if (match.route === 'message') {
      const rec = jobRecords.get(match.jobId ?? '')
      if (!rec) return { status: 404, body: { error: 'Job not found' } }
      const prompt = promptOf(body.value)
      if (prompt === undefined) {
        return {
          status: 400,
          body: { error: 'Invalid request: prompt must be a non-empty string' },
        }
      }
      return { status: 200, body: messageJob(match.jobId ?? '', rec, prompt) }
    }
    const prompt = promptOf(body.value)
    if (prompt === undefined) {
      return { status: 400, body: { error: 'Invalid request: prompt must be a non-empty string' } }
    }
    return { status: 201, body: createJob(prompt) }
  }

  function takeFault(route: SimRoute | undefined): Fault | undefined {
    const index = faults.findIndex((q) => q.fault.route === 'any' || q.fault.route === route)
    const queued = faults[index]
    if (!queued) return undefined
    if (queued.skip > 0) {
      queued.skip--
      return undefined
    }
    queued.left--
    if (queued.left <= 0) faults.splice(index, 1)
    return queued.fault
  }

  function encode(reply: Reply): { head: Record<string, string>; payload: Buffer } {
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null)
    const payload = Buffer.from(text, 'utf8')
    const head: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      ...reply.headers,
      'content-length': String(payload.length),
    }
    return { head, payload }
  }

  function send(res: ServerResponse, record: RecordedRequest, reply: Reply): void {
    if (res.destroyed || closed) return
    const { head, payload } = encode(reply)
    record.status = reply.status
    res.writeHead(reply.status, head)
    res.end(payload)
  }

  function sendPartial(res: ServerResponse, record: RecordedRequest, reply: Reply): void {
    if (res.destroyed || closed) return
    const { head, payload } = encode(reply)
    record.status = reply.status
    res.writeHead(reply.status, head)
    const cut = Math.max(1, Math.floor(payload.length / 2))
    res.write(payload.subarray(0, cut), () => {
      // Give the partial body a moment on the wire, then cut the connection.
      setTimeout(() => res.socket?.destroy(), 10)
    })
  }

  /** A body that never ends, until the client hangs up or the simulator closes. */
  function streamForever(res: ServerResponse, record: RecordedRequest, fault: Fault): void {
    const status = fault.status ?? 200
    record.status = status
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    res.write('{"id":"')
    if (fault.stream === 'drip') {
      const timer = setInterval(() => {
        if (res.destroyed || closed) clearInterval(timer)
        else res.write('x')
      }, fault.dripMs ?? 1000)
      res.on('close', () => clearInterval(timer))
      return
    }
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const pump = (): void => {
      while (!res.destroyed && !closed) {
        if (!res.write(chunk)) {
          res.once('drain', pump)
          return
        }
      }
    }
    pump()
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const socket = req.socket
    const firstOnConnection = !answeredSockets.has(socket)
    answeredSockets.add(socket)
    const time = performance.now() - t0
    const method = req.method ?? 'GET'
    const target = req.url ?? '/'
    const url = target.startsWith('/')
      ? new URL(`http://127.0.0.1${target}`)
      : new URL(target, 'http://127.0.0.1')
    const headers = firstHeaderValues(req)
    const raw = await readBody(req)
    if (closed) return
    const body = parseBody(raw)
    const route = routeOf(method, url.pathname)
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: body.ok ? body.value : body.text,
      connectionId: socketIds.get(socket) ?? 0,
      time,
      route,
    }
    requests.push(record)
    const fault = takeFault(route)
    if (fault) record.fault = { ...fault }
    const baseDelay = latencyMs + (firstOnConnection ? newConnectionCostMs : 0)
    const started = performance.now()
    res.on('close', () => {
      const ms = Math.round(performance.now() - started)
      const note = fault ? ` fault ${JSON.stringify(fault)}` : ''
      const status = record.status ?? 'reset'
      log?.(`[sim] ${method} ${url.pathname}${url.search} -> ${status} (${ms} ms)${note}`)
    })

    const sideEffectFault =
      fault !== undefined &&
      fault.status === undefined &&
      fault.body === undefined &&
      fault.malformed === undefined &&
      fault.redirectTo === undefined &&
      fault.stream === undefined &&
      (fault.reset === undefined || fault.reset === 'mid-body')

    if (!fault || sideEffectFault) {
      const reply = handleNormally(method, url, headers, body)
      if (fault?.headers) reply.headers = { ...reply.headers, ...fault.headers }
      await sleep(baseDelay + (fault?.delayMs ?? 0))
      if (fault?.reset === 'mid-body') sendPartial(res, record, reply)
      else send(res, record, reply)
      return
    }

    await sleep(baseDelay + (fault.delayMs ?? 0))
    if (closed) return
    if (fault.reset === 'before-response') {
      socket.destroy()
      return
    }
    if (fault.stream !== undefined) {
      streamForever(res, record, fault)
      return
    }
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
    if (fault.headers) reply.headers = { ...reply.headers, ...fault.headers }
    if (fault.reset === 'mid-body') sendPartial(res, record, reply)
    else send(res, record, reply)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify({ error: 'Internal server error' }))
      }
      process.stderr.write(`[sim] handler error: ${String(err)}\n`)
    })
  })
  server.keepAliveTimeout = 5_000
  server.on('connection', (socket: Socket) => {
    connections++
    socketIds.set(socket, connections)
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  return {
    url: origin,
    apiKey,
    projectId,
    requests,
    get connections() {
      return connections
    },
    jobs,
    get pendingFaults() {
      return faults.length
    },
    fault(f: Fault): void {
      const times = f.times ?? 1
      if (!(times >= 1)) throw new Error('fault.times must be >= 1')
      faults.push({ fault: { ...f }, left: times, skip: f.afterRequests ?? 0 })
    },
    clearFaults(): void {
      faults.length = 0
    },
    expectedViews(dateFrom?: string, dateTo?: string): PageViewRow[] {
      return [...dataset.rows(daysFor(dateFrom, dateTo))]
    },
    iterateExpectedViews(dateFrom?: string, dateTo?: string): Generator<PageViewRow> {
      return dataset.rows(daysFor(dateFrom, dateTo))
    },
    /** The totals served for this range (`totalsOffBy` included). */
    expectedRows: (route, query) => analytics.expectedRows(route, query),
    expectedVisitorTotals: (dateFrom, dateTo) => analytics.expectedVisitorTotals(dateFrom, dateTo),
    expectedSearchTotal: (dateFrom, dateTo) => analytics.expectedSearchTotal(dateFrom, dateTo),
    expectedTotals(dateFrom?: string, dateTo?: string): ViewTotals {
      return dataset.totals(daysFor(dateFrom, dateTo))
    },
    reset(): void {
      requests.length = 0
    },
    async close(): Promise<void> {
      if (closed) return
      closed = true
      for (const s of sleepers) {
        clearTimeout(s.timer)
        s.resolve()
      }
      sleepers.clear()
      const done = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      for (const s of sockets) s.destroy()
      await done
    },
  }
}
