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
 * The analytics data has real days (site-days.ts; `days: 'flat'` for every day the same):
 * weekdays and weekends, growth, pages rising and fading and one appearing, searches nobody
 * clicked, late data on the last two days and feedback triaged days later by the simulator's
 * clock, all from `seed`: the same request gets the same answer in every run.
 * and the "External API" (test/openapi/external-openapi.json), with their route names:
 *   [deploy]        POST /v1/project/update/{projectId}  -> 202 {statusId}
 *   [deploy-status] GET  /v1/project/update-status/{statusId}  -> 200 status | 404
 *   [preview]       POST /v1/project/preview/{projectId}  {branch}
 *                        -> 202 {statusId, previewUrl} | 400 | 403
 *   [automation]    POST /v1/workflow/{projectId}/{automationId}/trigger
 *                        -> 202 {schemaId, instanceId, jobId} | 400 | 404
 *
 * Every route needs `Authorization: Bearer <apiKey>` (else 401), an unknown project id is a
 * 404 "Project not found", an unknown route a 404 "Not found". Bodies are always JSON.
 *
 * This file is the server: it records each request, applies faults and latency, checks the key
 * and the rate limits (rate-limits.ts) and hands the request to its route (routes.ts): the jobs
 * (agent-jobs.ts), `/views` (views-dataset.ts), another analytics endpoint
 * (analytics-datasets.ts), deployments and previews (deployments.ts) or automation triggers
 * (automations.ts). Faults are queued and answered in faults.ts; dates and query rules are in
 * dates.ts and query.ts.
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
 * DEPLOYMENTS. `POST .../update` queues a deployment of `deploymentBranch` (default 'main'),
 * `POST .../preview` one of the body's `branch` (a missing, empty or blank branch is a 400
 * "branch is required"; with `previews: false` every preview request is a 403 "Preview
 * deployments are not available on your current plan"). Each answers a new status id (24 hex
 * digits) at once; a preview also its URL, `https://<subdomain>-<slug>.mintlify.app` (slug: the
 * branch lowercased, each run of non-alphanumerics one `-`, no `-` at the ends; `subdomain`
 * option, default 'acme'), the same for every (re)deployment of the branch. Every status id
 * answers on `GET .../update-status/{statusId}` (an unknown one: 404 "Status not found"),
 * following a DeploymentScript: steps `{status, polls?, summary?}` shown like job steps (the
 * status at creation is the first shown step's; `polls` GETs per step, default 1, 0 skips it;
 * the last step is kept forever). A status object has every documented field:
 * `_id`, `projectId`, `createdAt`, `endedAt` (only once `success` or `failure`), `status`,
 * `summary`, `logs` (lines added on entering each step and on each GET while `in_progress`;
 * a failure's end in `error ...` lines), `subdomain` (a preview's: `<subdomain>-<slug>`),
 * `screenshot`/`screenshotLight`/`screenshotDark` (only while `success`), `author` (null with
 * `nullAuthor: true`), `commit {sha, ref (the branch), message, filesChanged}`, `source: 'api'`.
 * Scenarios (`deployScenario` for deployments, default 'success'; `deploymentScript` wins):
 *   success         queued 1 poll, in_progress 2 polls, success
 *   failure         queued 1 poll, in_progress 2 polls, failure ("Build failed: 2 errors")
 *   never-ends      queued 1 poll, in_progress forever
 *   unknown-status  queued 1 poll, 'skipped' (not in the API's enum) 2 polls, success
 *   skipped         'skipped' forever
 *   slow            queued `slowPolls` polls (default 5), in_progress `slowPolls`, success
 * A preview's script: `previewScripts[branch]` (a script or a scenario name), else the first
 * BRANCH MARKER the branch contains (case-insensitive): `sim-failure`, `sim-never-ends`,
 * `sim-unknown-status`, `sim-skipped`, `sim-slow`; else success. Its `previewUrl` is
 * `https://<subdomain>-<branch slug>.mintlify.app`, or `previewUrls[branch]` when given (any
 * string: a hostile server's `javascript:` or `http:` URL), or with `docsSite` the URL of that
 * site, served on loopback.
 * `hostileText: true` puts hostile text (HOSTILE_TEXT in deployments.ts: HTML and Markdown
 * injection, @mentions, HTML comment markers, backticks, pipes, `::error::` lines, bidi and
 * zero-width characters) and the API key into every summary, the logs (before each step's lines),
 * the commit message, the author's name (its avatarUrl breaks out of an attribute) and extra
 * file paths (in `filesChanged.added`). `insecureScreenshots: true` makes the screenshots
 * `http://...`, `javascript:...`, `http://...`.
 *
 * AUTOMATIONS. `POST .../trigger` of an automation (option `automations`, by id, merged over the
 * built-in ones) answers 202 `{schemaId: <automationId>, instanceId, jobId}`; a state
 * 'inactive' or 'not-custom-schedule' is a 400, an id not in the list a 404 "Automation not
 * found". Built-in: `auto-docs-sync` (active, followable), `auto-unfollowable` (active, not
 * followable), `auto-inactive` (400), `auto-not-scheduled` (400). A followable run's jobId is a
 * job of the agent job routes, following the automation's `jobScript` (else the `jobScript`
 * option, else the default: active 2 polls, completed with a PR link); an unfollowable run's
 * jobId looks the same but GET answers 404 "Job not found" (whether the real API lets a client
 * follow it is unconfirmed).
 *
 * STATIC EXPORT (static-export.ts): the three routes of the Static Export API, `static-export-start`,
 * `-get` and `-bundle` (option `staticExport`; `sim.staticExports.bundleConflicts` adds 409s),
 * and the storage host its links point to (`sim.storage`: expiring presigned links, Range,
 * resets mid-body, hostile archives, size lies).
 *
 * RATE LIMITS, per organisation (the simulator is one): deployments and automation triggers
 * share 10 per 10 s, previews have 5 per 60 s (`rateLimits: {deploy?: {limit?, windowMs?},
 * preview?: ...}`), over a sliding window; every analytics route shares 100 an hour, as the API
 * says, only when `rateLimits.analytics` is given (`{}` for the API's numbers). A request counts on arrival once its key is good
 * (before the project check, whatever its answer); over the limit it is a 429 "Too many
 * requests" with no side effect (it does not count either); `retryAfter: true` adds
 * `Retry-After` in whole seconds (default false: the API documents none). Status GETs are not
 * limited.
 *
 * FAULTS (`sim.fault(f)`): queued in order. For each request, the FIRST queued fault whose
 * `route` matches ('any' matches every request, even unknown routes) is the candidate; if it
 * still has `afterRequests` to skip, that count goes down and the request is served normally
 * (no later fault is looked at). Otherwise the fault applies, its `times` goes down (default 1;
 * Infinity allowed), and it leaves the queue at 0. Faults act before auth and validation: they
 * model the network, proxies and server trouble. A faulted request is still recorded in
 * `requests`, with `fault` set.
 * - Side effects (creating a job, a message restarting a job, a GET advancing the script, a
 *   views request counting towards `shiftAfterRequests`, queueing a deployment or an
 *   automation run, counting towards a rate limit) happen ONLY for faults where the
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
 * CLOCK (`clock`, epoch ms): what time it is for the server. The rate limits' windows and the
 * analytics' late days and feedback triage follow it. Without one, the rate limits run on real
 * time and the analytics sit at 2026-11-21T10:00:00Z (DEFAULT_NOW in dates.ts, where
 * test/support/fake-clock.ts starts): a test whose runs move a FakeClock passes
 * `clock: () => clock.now()` so the data moves with it.
 *
 * Latency: `latencyMs` is added before every answer, `newConnectionCostMs` before the answer to
 * the first request of each new TCP connection (modelling the connection round trip).
 */
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { performance } from 'node:perf_hooks'
import type { AgentJob, PageViewRow, ViewTotals } from '../../src/shared/mintlify/schemas.ts'
import { flatHeaders, readBody } from '../fakes/http-util.ts'
import { AgentJobs, type AgentJobsOptions } from './agent-jobs.ts'
import { type AutomationRun, Automations, type AutomationsOptions } from './automations.ts'
import {
  AnalyticsData,
  type AnalyticsDataOptions,
  type DatasetQuery,
  type DatasetRoute,
} from './analytics-datasets.ts'
import {
  type DeploymentStatus,
  Deployments,
  type DeploymentsOptions,
  type PreviewRecord,
} from './deployments.ts'
import { type Fault, faultReply, FaultQueue, serverStillWorks, withFaultHeaders } from './faults.ts'
import type { Reply } from './query.ts'
import { RateLimits, type RateLimitsOptions } from './rate-limits.ts'
import { matchRoute, type RouteMatch, type SimRoute } from './routes.ts'
import { ViewsDataset, type ViewsDatasetOptions } from './views-dataset.ts'
import { DEFAULT_NOW_MS } from './dates.ts'
import { type DaysShape, SiteDays } from './site-days.ts'
import { StaticExports, type StaticExportOptions, type StorageHost } from './static-export.ts'
import { startPreviewSite, type PreviewSite, type Route } from '../support/preview-site.ts'

export interface SimulatorOptions
  extends AgentJobsOptions, DeploymentsOptions, AutomationsOptions, RateLimitsOptions {
  apiKey?: string
  projectId?: string
  /** Port to listen on (default 0: a free port). */
  port?: number
  latencyMs?: number
  newConnectionCostMs?: number
  /** The server's clock, epoch ms (see CLOCK above). */
  clock?: () => number
  /**
   * How the analytics days look (site-days.ts): `realistic` (the default) or `flat` (every day
   * the same, settled at once: a range's counts are a rate times its days).
   */
  days?: DaysShape
  /** The analytics data's seed (default 1): another seed, another site of the same shape. */
  seed?: number
  views?: ViewsDatasetOptions
  /** The other analytics endpoints (see analytics-datasets.ts). */
  analytics?: AnalyticsDataOptions
  /** The Static Export API (see static-export.ts). */
  staticExport?: StaticExportOptions
  /**
   * A docs site to serve as every preview (but the branches of `previewUrls`): an HTTPS server
   * on loopback with the test certificate, which a run trusts through `NODE_EXTRA_CA_CERTS`
   * (`TLS_CA_FILE`), so the preview's link check has pages to read (the demo's and `npm run
   * try`'s `docsSiteRoutes()`). It stops with the simulator.
   */
  docsSite?: Readonly<Record<string, Route>>
  /** true: one line per request on stderr; a function: receives those lines. */
  log?: boolean | ((line: string) => void)
}

interface RecordedRequest {
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
  /** Deployments and previews by status id, as last shown to a client (or as created). */
  readonly deployments: ReadonlyMap<string, DeploymentStatus>
  /** Previews by branch: the URL and every status id, in order. */
  readonly previews: ReadonlyMap<string, PreviewRecord>
  /** Accepted automation triggers, in order. */
  readonly automationRuns: readonly AutomationRun[]
  /** Static export jobs, and what the bundle route adds (409s). */
  readonly staticExports: StaticExports
  /** The storage host of the bundle links. */
  readonly storage: StorageHost
  /** The project's subdomain (the `subdomain` option). */
  readonly subdomain: string
  /** The preview URL the simulator gives a branch. */
  previewUrlFor(branch: string): string
  /** The docs site every preview serves (the `docsSite` option), and what it was asked. */
  readonly docsSite: PreviewSite | undefined
  /** Faults still queued. */
  readonly pendingFaults: number
  fault(f: Fault): void
  clearFaults(): void
  /**
   * The rows the server serves for this range (dates as in the query; omitted = whole data), in
   * order, now (by the simulator's clock: the late days as they are at this instant; every
   * `expected...` answers that way): `duplicatePathAt` and an insertion by `shiftAfterRequests`
   * (once it happened) are included; paging anomalies (ignoreOffset, empty pages,
   * hasMoreForever) are not.
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
  /** Moves every feedback item's status one step, as a team triaging it would. */
  reviseFeedback(): void
  /** Clears the recorded requests (the array is emptied in place). */
  reset(): void
  /** Stops listening and destroys open sockets. */
  close(): Promise<void>
}

const DEFAULT_API_KEY = 'mint_simulator_key_0123456789abcdef'
const DEFAULT_PROJECT_ID = 'proj_sim'

/** The body as sent: parsed JSON, or the raw text when it is not JSON (undefined when empty). */
type RequestBody = { json: true; value: unknown } | { json: false; text: string }

function parseBody(raw: Buffer): RequestBody {
  if (raw.length === 0) return { json: true, value: undefined }
  const text = raw.toString('utf8')
  try {
    return { json: true, value: JSON.parse(text) as unknown }
  } catch {
    return { json: false, text }
  }
}

export async function startApiSimulator(options: SimulatorOptions = {}): Promise<ApiSimulator> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID
  const latencyMs = options.latencyMs ?? 0
  const newConnectionCostMs = options.newConnectionCostMs ?? 0
  const agentJobs = new AgentJobs(options)
  const docsSite = options.docsSite
    ? await startPreviewSite({ routes: options.docsSite })
    : undefined
  const deployments = new Deployments(options, { projectId, apiKey, previewUrl: docsSite?.url })
  const automations = new Automations(options, agentJobs)
  const rateLimits = new RateLimits(options, options.clock)
  const site = new SiteDays({
    shape: options.days ?? 'realistic',
    seed: options.seed ?? 1,
    clock: options.clock ?? (() => DEFAULT_NOW_MS),
  })
  const views = new ViewsDataset(site, options.views)
  const analytics = new AnalyticsData(site, views.pages, options.analytics)
  const faults = new FaultQueue()
  const staticExports = await StaticExports.start(options.staticExport)
  const log =
    options.log === true
      ? (line: string): void => void process.stderr.write(`${line}\n`)
      : typeof options.log === 'function'
        ? options.log
        : undefined

  const t0 = performance.now()
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  const socketIds = new WeakMap<Socket, number>()
  const answeredSockets = new WeakSet<Socket>()
  const sleepers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>()
  let connections = 0
  let closed = false

  /** A wait that `close()` cuts short. */
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

  /** The server's own answer: auth, project, then the route's handler. */
  function serve(
    match: RouteMatch | undefined,
    url: URL,
    headers: Record<string, string>,
    body: RequestBody,
  ): Reply {
    if (!match) return { status: 404, body: { error: 'Not found' } }
    const auth = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')
    if (auth?.[1]?.trim() !== apiKey) return { status: 401, body: { error: 'Invalid API key' } }
    const limited = rateLimits.check(match.route)
    if (limited) return limited
    if (match.projectId !== undefined && match.projectId !== projectId) {
      return { status: 404, body: { error: 'Project not found' } }
    }
    const jobId = match.jobId ?? ''
    switch (match.route) {
      case 'deploy':
        return deployments.deploy()
      case 'deploy-status':
        return deployments.status(match.statusId ?? '')
      case 'preview':
        if (!body.json) return { status: 400, body: { error: 'Invalid JSON in request body' } }
        return deployments.preview(body.value)
      case 'automation':
        return automations.trigger(match.automationId ?? '')
      case 'static-export-start':
        if (!body.json) return { status: 400, body: { error: 'Invalid JSON in request body' } }
        return staticExports.start(body.value)
      case 'static-export-get':
        return staticExports.get(match.exportId ?? '')
      case 'static-export-bundle':
        return staticExports.bundle(match.exportId ?? '')
      case 'views':
        return views.handle(url.searchParams)
      case 'get':
        return agentJobs.handle({ route: 'get', jobId })
      case 'create':
      case 'message':
        if (!body.json) return { status: 400, body: { error: 'Invalid JSON in request body' } }
        return match.route === 'create'
          ? agentJobs.handle({ route: 'create', body: body.value })
          : agentJobs.handle({ route: 'message', jobId, body: body.value })
      default:
        return analytics.handle(match.route, url.searchParams)
    }
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

  /**
   * Waits until `due` (ms on performance.now()), to within a fraction of a millisecond: a timer
   * alone fires a millisecond or two late, which a benchmark of `requests × latency` would count
   * against the client.
   */
  async function sleepUntil(due: number): Promise<void> {
    const left = due - performance.now()
    if (left > 2) await sleep(left - 1.5)
    while (!closed && performance.now() < due) {
      await new Promise<void>((resolve) => setImmediate(resolve))
    }
  }

  /** Sends the answer, or (`cut`) half of its body and then drops the connection. */
  function send(
    res: ServerResponse,
    record: RecordedRequest,
    reply: Reply,
    cut = false,
    encoded = encode(reply),
  ): void {
    if (res.destroyed || closed) return
    const { head, payload } = encoded
    record.status = reply.status
    res.writeHead(reply.status, head)
    if (!cut) {
      res.end(payload)
      return
    }
    res.write(payload.subarray(0, Math.max(1, Math.floor(payload.length / 2))), () => {
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
    const arrived = performance.now()
    const time = arrived - t0
    const method = req.method ?? 'GET'
    const target = req.url ?? '/'
    const url = target.startsWith('/')
      ? new URL(`http://127.0.0.1${target}`)
      : new URL(target, 'http://127.0.0.1')
    const headers = flatHeaders(req)
    const raw = await readBody(req)
    if (closed) return
    const body = parseBody(raw)
    const match = matchRoute(method, url.pathname)
    const route = match?.route
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: body.json ? body.value : body.text,
      connectionId: socketIds.get(socket) ?? 0,
      time,
      route,
    }
    requests.push(record)
    const fault = faults.take(route)
    if (fault) record.fault = { ...fault }
    const started = performance.now()
    res.on('close', () => {
      const ms = Math.round(performance.now() - started)
      const note = fault ? ` fault ${JSON.stringify(fault)}` : ''
      const status = record.status ?? 'reset'
      log?.(`[sim] ${method} ${url.pathname}${url.search} -> ${status} (${ms} ms)${note}`)
    })
    const delay = latencyMs + (firstOnConnection ? newConnectionCostMs : 0) + (fault?.delayMs ?? 0)
    const cut = fault?.reset === 'mid-body'

    if (!fault || serverStillWorks(fault)) {
      // The work happens at once (a created job exists even if the client gives up waiting).
      const reply = withFaultHeaders(serve(match, url, headers, body), fault)
      // Latency counts from the request's arrival: serving and encoding happen within it.
      const encoded = encode(reply)
      await sleepUntil(arrived + delay)
      send(res, record, reply, cut, encoded)
      return
    }
    await sleep(delay)
    if (closed) return
    if (fault.reset === 'before-response') socket.destroy()
    else if (fault.stream !== undefined) streamForever(res, record, fault)
    else send(res, record, faultReply(fault, route), cut)
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

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    projectId,
    requests,
    get connections() {
      return connections
    },
    jobs: agentJobs.shown,
    deployments: deployments.shown,
    previews: deployments.previews,
    automationRuns: automations.runs,
    staticExports,
    storage: staticExports.storage,
    subdomain: deployments.subdomain,
    previewUrlFor: (branch) => deployments.previewUrlFor(branch),
    docsSite,
    get pendingFaults() {
      return faults.pending
    },
    fault: (f) => faults.add(f),
    clearFaults: () => faults.clear(),
    expectedViews: (dateFrom, dateTo) => [...views.expectedRows(dateFrom, dateTo)],
    iterateExpectedViews: (dateFrom, dateTo) => views.expectedRows(dateFrom, dateTo),
    expectedTotals: (dateFrom, dateTo) => views.expectedTotals(dateFrom, dateTo),
    expectedRows: (route, query) => analytics.expectedRows(route, query),
    expectedVisitorTotals: (dateFrom, dateTo) => analytics.expectedVisitorTotals(dateFrom, dateTo),
    expectedSearchTotal: (dateFrom, dateTo) => analytics.expectedSearchTotal(dateFrom, dateTo),
    reviseFeedback: () => analytics.reviseFeedback(),
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
      await Promise.all([done, staticExports.storage.close(), docsSite?.close()])
    },
  }
}
