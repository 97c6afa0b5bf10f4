import * as core from '@actions/core'
import * as v from 'valibot'
import type { Clock } from '../clock.js'
import { formatDuration } from '../durations.js'
import { plural } from '../plural.js'
import { quoteShort } from '../text.js'
import { urlCheck } from '../url.js'
import { USER_AGENT } from '../version.js'
import { BudgetSpentError, RequestBudget } from './budget.js'
import { ApiError } from './errors.js'
import { redactParsed, serverText } from './redact.js'
import { checkedJob, checkedPreview, checkedDeployment } from './server-urls.js'
import { MAX_ATTEMPTS, parseRetryAfter, rateLimitDelay, serverErrorDelay } from './retry.js'
import type { ProxySettings } from './proxy.js'
import {
  SendFailure,
  Transport,
  type Answer,
  type OutgoingRequest,
  type ProxyInUse,
} from './transport.js'
import {
  AgentJobSchema,
  ErrorBodySchema,
  SAFE_ID,
  ViewsPageSchema,
  describeIssue,
} from './schemas.js'
import type { AgentJob, ViewsApi, ViewsPage, ViewsQuery } from './types.js'
import {
  DeploymentSchema,
  QueuedAutomationRunSchema,
  QueuedDeploymentSchema,
  QueuedPreviewSchema,
  type Deployment,
  type QueuedAutomationRun,
  type QueuedDeployment,
  type QueuedPreview,
} from './deployment-schemas.js'
import {
  StaticExportBundleSchema,
  StaticExportJobSchema,
  type StaticExportBundle,
  type StaticExportJob,
  type StaticExportRequest,
} from './static-export-schemas.js'

export interface ClientOptions {
  baseUrl: string
  apiKey: string
  /** Epoch ms after which no request starts and no retry is waited for (the `timeout` input). */
  deadline: number
  clock: Clock
  /** Longest time one request may take, connecting and reading the whole body included. */
  requestTimeoutMs?: number
  connectTimeoutMs?: number
  /** Largest response body read; a larger one is a failure, never buffered whole. */
  maxBodyBytes?: number
  /** For jitter; injectable so tests are deterministic. */
  random?: () => number
  /** The runner's proxy settings (`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`), read by main.ts. */
  proxy?: ProxySettings
  /** Analytics requests this client may send, retries included (`max-requests`); default no cap. */
  budget?: RequestBudget
}

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

/**
 * Deployments and previews, as the deploy and preview modes (and agent mode's `preview: true`)
 * see them. Each trigger is sent once: retried only after a 429 or when it provably never left.
 */
export interface DeploymentApi {
  queueDeployment(projectId: string, signal?: AbortSignal): Promise<QueuedDeployment>
  queuePreview(projectId: string, branch: string, signal?: AbortSignal): Promise<QueuedPreview>
  getDeploymentStatus(statusId: string, signal?: AbortSignal): Promise<Deployment>
}

/** Automations, as automation mode sees them: a run is a trigger, sent once like the others. */
export interface AutomationApi {
  runAutomation(
    projectId: string,
    automationId: string,
    signal?: AbortSignal,
  ): Promise<QueuedAutomationRun>
}

/**
 * The Static Export API's operations. The job POST is a trigger: sent once, retried only after a
 * 429 or when it provably never left. The bundle POST makes a new link to the same archive: safe
 * to repeat.
 */
export interface StaticExportApi {
  startStaticExport(request: StaticExportRequest, signal?: AbortSignal): Promise<StaticExportJob>
  getStaticExport(exportId: string, signal?: AbortSignal): Promise<StaticExportJob>
  requestStaticExportBundle(exportId: string, signal?: AbortSignal): Promise<StaticExportBundle>
}

/** Static export is an Enterprise feature: a 403 says so and where to ask. */
const STATIC_EXPORT_403 =
  "static export is an Enterprise feature that is not enabled for this organization (ask Mintlify's sales or your account team to enable it), or the API key lacks the scope, or this runner's IP is not on the key's allow-list"

/**
 * The documented rate-limit windows: deployments and automation runs share 10 requests per 10 s
 * per organisation, previews 5 per minute. A 429 without `Retry-After` waits a whole window.
 */
const TRIGGER_WINDOW_MS = 10_000
const PREVIEW_WINDOW_MS = 60_000

/** One analytics endpoint's request: `endpoint` is the path after `/v1/analytics/{projectId}/`. */
export interface AnalyticsRequest<T> {
  endpoint: AnalyticsEndpoint
  query: Record<string, string | number>
  /** "Getting searches (page 3)": starts every error message. */
  operation: string
  schema: v.GenericSchema<unknown, T>
  /** A check beyond the shape; returns why the answer is wrong. Default: every number finite. */
  check?: (value: T) => string | undefined
}

export type AnalyticsEndpoint =
  | 'views'
  | 'visitors'
  | 'searches'
  | 'feedback'
  | 'feedback/by-page'
  | 'assistant'
  | 'assistant/caller-stats'

/** The analytics operations, as the exporter sees them (retries and the budget inside). */
export interface AnalyticsApi extends ViewsApi {
  getAnalytics<T>(projectId: string, request: AnalyticsRequest<T>, signal?: AbortSignal): Promise<T>
}

interface Call<T> {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number>
  body?: unknown
  /** "Creating the agent job": starts every error message. */
  operation: string
  schema: v.GenericSchema<unknown, T>
  /** A check beyond the shape (the job asked for); returns why the answer is wrong. */
  check?: (value: T) => string | undefined
  /**
   * False for requests that must not reach the server twice (creating a job, sending a
   * follow-up): they are retried only when the server provably did not act on them.
   */
  replaySafe: boolean
  /**
   * For a request that is not replay-safe: what its failure means for the user, when the server
   * provably did not act on it (`none`) and when it may have (`unknown`).
   */
  effect?: { none: string; unknown: string }
  /** Counts against the analytics budget, every attempt. */
  budgeted?: boolean
  /** The endpoint's rate-limit window: a 429 without `Retry-After` waits this long. */
  rateLimitWindowMs?: number
  /** Hints for statuses whose meaning is particular to this request (404: which id). */
  hints?: Readonly<Record<number, string>>
}

/** Largest response body read: a 250-row page is about 50 KB and a job object under 10 KB. */
const MAX_BODY_BYTES = 4 * 1024 ** 2

/**
 * Client of Mintlify's REST API over undici: bearer auth, one kept-alive connection,
 * timeouts, response checks, and retries that never outlive the overall deadline.
 */
export class MintlifyClient
  implements AgentApi, AnalyticsApi, DeploymentApi, AutomationApi, StaticExportApi
{
  private readonly options: Required<ClientOptions>
  /** One connection: sequential requests reuse one socket (and one TLS handshake). */
  private readonly transport: Transport
  /** This run's check of the URLs in answers: a dropped URL is warned about once per run. */
  private readonly serverUrl = urlCheck()

  constructor(options: ClientOptions) {
    this.options = {
      requestTimeoutMs: 30_000,
      connectTimeoutMs: 10_000,
      maxBodyBytes: MAX_BODY_BYTES,
      random: Math.random,
      proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
      budget: new RequestBudget(Number.POSITIVE_INFINITY),
      ...options,
    }
    this.transport = new Transport(this.options)
  }

  createJob(projectId: string, prompt: string, signal?: AbortSignal): Promise<AgentJob> {
    return this.call(
      {
        method: 'POST',
        path: `/v2/agent/${enc(projectId)}/job`,
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
    ).then((answer) => checkedJob(answer, this.serverUrl))
  }

  sendMessage(
    projectId: string,
    jobId: string,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<AgentJob> {
    return this.call(
      {
        method: 'POST',
        path: `/v2/agent/${enc(projectId)}/job/${enc(jobId)}/message`,
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
    ).then((answer) => checkedJob(answer, this.serverUrl))
  }

  getJob(projectId: string, jobId: string, signal?: AbortSignal): Promise<AgentJob> {
    return this.call(
      {
        method: 'GET',
        path: `/v2/agent/${enc(projectId)}/job/${enc(jobId)}`,
        operation: `Getting job ${jobId}`,
        schema: AgentJobSchema,
        check: sameJob(jobId),
        replaySafe: true,
      },
      signal,
    ).then((answer) => checkedJob(answer, this.serverUrl))
  }

  queueDeployment(projectId: string, signal?: AbortSignal): Promise<QueuedDeployment> {
    return this.call(
      {
        method: 'POST',
        path: `/v1/project/update/${enc(projectId)}`,
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
  }

  queuePreview(projectId: string, branch: string, signal?: AbortSignal): Promise<QueuedPreview> {
    return this.call(
      {
        method: 'POST',
        path: `/v1/project/preview/${enc(projectId)}`,
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
    ).then((answer) => checkedPreview(answer, this.serverUrl))
  }

  getDeploymentStatus(statusId: string, signal?: AbortSignal): Promise<Deployment> {
    return this.call(
      {
        method: 'GET',
        path: `/v1/project/update-status/${enc(statusId)}`,
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
    ).then((answer) => checkedDeployment(answer, this.serverUrl))
  }

  runAutomation(
    projectId: string,
    automationId: string,
    signal?: AbortSignal,
  ): Promise<QueuedAutomationRun> {
    return this.call(
      {
        method: 'POST',
        path: `/v1/workflow/${enc(projectId)}/${enc(automationId)}/trigger`,
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
  }

  startStaticExport(request: StaticExportRequest, signal?: AbortSignal): Promise<StaticExportJob> {
    return this.call(
      {
        method: 'POST',
        path: '/v1/static-export/jobs',
        body: request,
        operation: `Starting the static export of ${request.domain}`,
        schema: StaticExportJobSchema,
        replaySafe: false,
        hints: {
          400: "check `domain` (the deployment's hostname, e.g. docs.example.com) and `paths` (page paths such as guides/getting-started)",
          403: STATIC_EXPORT_403,
        },
        effect: {
          none: 'no export was started',
          unknown:
            'the request may have reached the server, so an export job may or may not exist: check the dashboard before running again',
        },
      },
      signal,
    )
  }

  getStaticExport(exportId: string, signal?: AbortSignal): Promise<StaticExportJob> {
    return this.call(
      {
        method: 'GET',
        path: `/v1/static-export/jobs/${enc(exportId)}`,
        operation: `Getting export ${exportId}`,
        schema: StaticExportJobSchema,
        check: sameExport(exportId),
        replaySafe: true,
        hints: { 403: STATIC_EXPORT_403, 404: 'check `export-id`: no export job has this id' },
      },
      signal,
    )
  }

  requestStaticExportBundle(exportId: string, signal?: AbortSignal): Promise<StaticExportBundle> {
    return this.call(
      {
        method: 'POST',
        path: `/v1/static-export/jobs/${enc(exportId)}/bundle`,
        operation: `Asking for the bundle of export ${exportId}`,
        schema: StaticExportBundleSchema,
        check: sameExport(exportId),
        replaySafe: true,
        hints: {
          403: STATIC_EXPORT_403,
          404: 'check `export-id`: no export job has this id',
          409: 'the export has not finished yet',
        },
      },
      signal,
    )
  }

  getViews(projectId: string, query: ViewsQuery, signal?: AbortSignal): Promise<ViewsPage> {
    return this.getAnalytics(
      projectId,
      {
        endpoint: 'views',
        query: { ...query },
        operation: `Getting page views (offset ${query.offset})`,
        schema: ViewsPageSchema,
      },
      signal,
    )
  }

  getAnalytics<T>(
    projectId: string,
    request: AnalyticsRequest<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    return this.call(
      {
        method: 'GET',
        path: `/v1/analytics/${enc(projectId)}/${request.endpoint}`,
        query: request.query,
        operation: request.operation,
        schema: request.schema,
        check: request.check ?? finiteNumbers,
        replaySafe: true,
        budgeted: true,
      },
      signal,
    )
  }

  async close(): Promise<void> {
    await this.transport.close()
  }

  private async call<T>(call: Call<T>, signal?: AbortSignal): Promise<T> {
    const { clock, deadline, random } = this.options
    const started = clock.now()
    let rateLimited = 0
    let failed = 0
    for (let attempt = 1; ; attempt++) {
      if (call.budgeted && !this.options.budget.take()) {
        throw new BudgetSpentError(call.operation, this.options.budget.limit)
      }
      const answer = await this.attempt(call, signal)
      if (answer.ok) {
        if (failed > 0) {
          core.info(
            `${call.operation}: answered after ${plural(failed, 'failed try', 'failed tries')} over ${formatDuration(clock.now() - started)}.`,
          )
        }
        return answer.value
      }
      const { error } = answer
      if (!this.retryable(call, error, attempt)) throw error.toApiError(call)

      const delay = error.rateLimited
        ? rateLimitDelay(++rateLimited, error.retryAfterMs, random, call.rateLimitWindowMs)
        : serverErrorDelay(++failed, error.retryAfterMs, random)
      if (clock.now() + delay >= deadline) {
        throw error.toApiError(call, {
          gaveUp: `the \`timeout\` leaves no time to retry${error.retryAfterMs !== undefined ? ` after the server's Retry-After of ${formatDuration(delay)}` : ''}`,
        })
      }
      // One line per wait for a rate limit (each says how long and why); one line per outage
      // otherwise, with the later tries in the debug log, so a long outage cannot flood the log.
      if (error.rateLimited) {
        core.info(
          `${call.operation}: ${error.summary}; waiting ${formatDuration(delay)}${error.retryAfterMs && error.retryAfterMs > 0 ? ' as the server asked' : ''} before trying again.`,
        )
      } else if (failed === 1) {
        core.info(
          `${call.operation}: ${error.summary}; trying again, backing off up to a minute between tries${call.replaySafe ? ' until `timeout`' : ''}.`,
        )
      } else {
        core.debug(
          `${call.operation}: ${error.summary}; try ${attempt + 1} in ${formatDuration(delay)}.`,
        )
      }
      try {
        await clock.sleep(delay, signal)
      } catch {
        // Between tries: the last one was not acted on (a 429, or it never left).
        throw aborted(call, false)
      }
    }
  }

  /**
   * A 429 waits as long as `timeout` allows. A request that provably never left is retried (a
   * create or follow-up a few times: the server cannot have acted on it). A request that may safely reach
   * the server twice (a poll, a page) is retried for 5xx, network errors and timeouts until
   * `timeout`; a malformed body only a few times. A create or follow-up that may have reached the
   * server is never retried.
   */
  private retryable<T>(call: Call<T>, error: Failure, attempt: number): boolean {
    if (error.rateLimited) return true
    if (error.notSent) return error.transient && (call.replaySafe || attempt < MAX_ATTEMPTS)
    if (!call.replaySafe || !error.transient) return false
    return error.kind !== 'malformed' || attempt < MAX_ATTEMPTS
  }

  /** ` through the proxy host:port`, or '' without a proxy: for failure messages. */
  private via(): string {
    return this.transport.proxy ? ` through the proxy ${this.transport.proxy.host}` : ''
  }

  /** One try: sent within the time left, its answer read as the value or as a Failure. */
  private async attempt<T>(call: Call<T>, signal?: AbortSignal): Promise<Attempt<T>> {
    const { clock, deadline } = this.options
    const remaining = deadline - clock.now()
    if (remaining <= 0) {
      return {
        ok: false,
        error: new Failure('the `timeout` ran out', { kind: 'timeout', notSent: true }),
      }
    }
    const sent = await this.send(call, remaining, signal)
    if (!sent.ok) return sent
    const { status, text, retryAfter } = sent.value
    if (status >= 200 && status < 300) return this.valueOf(call, status, text)
    return { ok: false, error: this.httpFailure(status, text, retryAfter) }
  }

  /**
   * Sends the request with one deadline for the whole of it (connecting, the headers and every
   * byte of the body): the time left, at most `requestTimeoutMs`. A cancelled run throws.
   */
  private async send<T>(
    call: Call<T>,
    remaining: number,
    signal?: AbortSignal,
  ): Promise<{ ok: true; value: Answer } | { ok: false; error: Failure }> {
    const { clock, requestTimeoutMs } = this.options
    const timeout = Math.max(1, Math.min(requestTimeoutMs, remaining))
    // A timer of our own, cleared when the request settles: `AbortSignal.timeout` would keep one
    // timer per request alive until it fired, thousands of them in a long export.
    // The run's cancellation is forwarded to it by hand, for as long as the request lasts:
    // `AbortSignal.any` cost about 40 µs a request in a long export, each signal tracked until
    // garbage collection.
    const expiry = new AbortController()
    const timer = setTimeout(
      () => expiry.abort(new DOMException('The request timed out', 'TimeoutError')),
      timeout,
    ).unref()
    const cancel = (): void => expiry.abort(signal?.reason)
    if (signal?.aborted) cancel()
    else signal?.addEventListener('abort', cancel, { once: true })
    const started = clock.now()
    try {
      const answer = await this.transport.send(this.outgoing(call), expiry.signal)
      core.debug(`${call.method} ${call.path} -> ${answer.status} in ${clock.now() - started} ms`)
      return { ok: true, value: answer }
    } catch (failure) {
      if (signal?.aborted) {
        throw aborted(call, !(failure instanceof SendFailure && failure.notSent))
      }
      if (!(failure instanceof SendFailure)) throw failure
      return { ok: false, error: this.sendFailure(failure, expiry.signal.aborted, timeout) }
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', cancel)
    }
  }

  /** The request as it goes out: the query in the path, the key in the header, JSON. */
  private outgoing<T>(call: Call<T>): OutgoingRequest {
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(call.query ?? {})) query.set(name, String(value))
    const search = query.size > 0 ? `?${query}` : ''
    return {
      method: call.method,
      path: call.path + search,
      headers: {
        authorization: `Bearer ${this.options.apiKey}`,
        accept: 'application/json',
        'user-agent': USER_AGENT,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    }
  }

  /** No whole answer: a body over the cap, the request's own deadline, or the network. */
  private sendFailure(failure: SendFailure, timedOut: boolean, timeout: number): Failure {
    if (failure.tooLarge) {
      return new Failure(
        `the response body is larger than the ${formatBytes(this.options.maxBodyBytes)} this action reads from one response, far above any real answer`,
        { kind: 'malformed', status: failure.status, cause: failure.cause },
      )
    }
    if (timedOut) {
      return new Failure(`no complete response within ${formatDuration(timeout)}${this.via()}`, {
        kind: 'timeout',
        transient: true,
        notSent: failure.notSent,
        cause: failure.cause,
      })
    }
    return Failure.fromNetwork(failure.cause, failure.notSent, this.transport.proxy)
  }

  /** A 2xx: its body as the documented shape, redacted, and passing the call's check. */
  private valueOf<T>(call: Call<T>, status: number, text: string): Attempt<T> {
    const { apiKey } = this.options
    const parsed = parseJson(text)
    const checked = parsed.ok ? v.safeParse(call.schema, parsed.value) : undefined
    // Server strings leave the process as outputs, summary and issue comments: redact them all.
    const value = checked?.success ? redactParsed(checked.output, text, apiKey) : undefined
    const mismatch = value === undefined ? undefined : call.check?.(value)
    if (value !== undefined && mismatch === undefined) return { ok: true, value }
    // The check quotes the value it did not expect: server text, so it is cleaned like one.
    const why =
      mismatch ??
      (checked?.issues ? serverText(describeIssue(checked.issues), apiKey) : 'the body is not JSON')
    return {
      ok: false,
      error: new Failure(`the response does not match the API's documented shape (${why})`, {
        kind: 'malformed',
        status,
        // A garbled body may be a passing fault; an answer that fails a check (about another
        // job, counts JSON cannot hold) comes back the same when asked again.
        transient: mismatch === undefined,
      }),
    }
  }

  /** Any other status: a redirect is never followed; a 429 or 5xx may be tried again. */
  private httpFailure(status: number, text: string, retryAfter: string | undefined): Failure {
    const apiError = errorText(text, this.options.apiKey)
    if (status >= 300 && status < 400) {
      return new Failure(
        `HTTP ${status} redirect, not followed (the API key is never sent to another address)`,
        { kind: 'http', status },
      )
    }
    return new Failure(`HTTP ${status}`, {
      kind: 'http',
      status,
      apiError,
      rateLimited: status === 429,
      transient: status >= 500,
      retryAfterMs: parseRetryAfter(retryAfter, this.options.clock.now()),
    })
  }
}

/** One try's result: the value, or why there is none. */
type Attempt<T> = { ok: true; value: T } | { ok: false; error: Failure }

function formatBytes(bytes: number): string {
  return bytes % 1024 ** 2 === 0 ? `${bytes / 1024 ** 2} MiB` : `${bytes} bytes`
}

/** One failed try, before the client decides whether to retry it. */
class Failure {
  readonly summary: string
  readonly kind: ApiError['kind']
  readonly status: number | undefined
  readonly apiError: string | undefined
  readonly rateLimited: boolean
  /** Worth another try for a request that may safely be repeated. */
  readonly transient: boolean
  /** The request provably never reached the server. */
  readonly notSent: boolean
  readonly retryAfterMs: number | undefined
  readonly cause: unknown

  constructor(
    summary: string,
    details: {
      kind: ApiError['kind']
      status?: number
      apiError?: string
      rateLimited?: boolean
      transient?: boolean
      notSent?: boolean
      retryAfterMs?: number
      cause?: unknown
    },
  ) {
    this.summary = summary
    this.kind = details.kind
    this.status = details.status
    this.apiError = details.apiError
    this.rateLimited = details.rateLimited ?? false
    this.transient = details.transient ?? false
    this.notSent = details.notSent ?? false
    this.retryAfterMs = details.retryAfterMs
    this.cause = details.cause
  }

  static fromNetwork(cause: unknown, notSent: boolean, proxy: ProxyInUse | undefined): Failure {
    const code = errorCode(cause) ?? 'no code'
    const tunnel = proxy ? proxyTunnelStatus(cause) : undefined
    if (proxy && tunnel !== undefined) {
      const refused = `the proxy ${proxy.host} answered HTTP ${tunnel} to the tunnel request`
      // A 502, 503 or 504 from the proxy means it could not reach the API: nothing was sent, and
      // it may pass, like a reset. Anything else is the proxy's refusal: asking again won't help.
      if (tunnel === 502 || tunnel === 503 || tunnel === 504) {
        return new Failure(refused, { kind: 'network', transient: true, notSent: true, cause })
      }
      const advice =
        tunnel === 407
          ? `it wants credentials: set them in ${proxy.variable} as \`http://user:password@host:port\``
          : `check ${proxy.variable}, or name the API's host in NO_PROXY to reach it directly`
      return new Failure(`${refused}, refusing it; ${advice}`, {
        kind: 'network',
        notSent: true,
        cause,
      })
    }
    const via = proxy ? ` through the proxy ${proxy.host}` : ''
    return new Failure(
      notSent ? `could not connect${via} (${code})` : `the connection failed${via} (${code})`,
      { kind: 'network', transient: true, notSent, cause },
    )
  }

  toApiError<T>(call: Call<T>, extra?: { gaveUp: string }): ApiError {
    const summary = extra ? `${this.summary}; ${extra.gaveUp}` : this.summary
    // A create or follow-up that may have reached the server: its effect is unknown.
    const rejected = this.status !== undefined && this.status >= 400 && this.status < 500
    const effectUnknown = !call.replaySafe && !this.notSent && !rejected
    return new ApiError(summary, {
      kind: this.kind,
      operation: call.operation,
      status: this.status,
      apiError: this.apiError,
      hint: this.status === undefined ? undefined : call.hints?.[this.status],
      // Every failed create or follow-up says whether the server may have acted on it.
      effect: effectUnknown ? call.effect?.unknown : call.effect?.none,
      cause: this.cause,
    })
  }
}

/**
 * The run was cancelled during `call`. A create or trigger says, as every failure of one does,
 * whether the server may have acted: `mayHaveLeft` unless the request provably never left.
 */
function aborted<T>(call: Call<T>, mayHaveLeft: boolean): ApiError {
  const summary = mayHaveLeft
    ? 'the run was cancelled after the request was sent'
    : 'the run was cancelled before the request was sent'
  return new ApiError(call.effect ? summary : 'the run was cancelled', {
    kind: 'aborted',
    operation: call.operation,
    effect: mayHaveLeft ? call.effect?.unknown : call.effect?.none,
  })
}

/**
 * An id as a URL path segment. Ids come from inputs, the server or a tracking comment; only the
 * characters of a safe segment pass (no `..`, no `/`, no lone surrogate), so none can turn the
 * URL into another path.
 */
function enc(id: string): string {
  if (!SAFE_ID.test(id)) {
    throw new Error(
      `The id ${quoteShort(id)} is not a valid id (at most 128 letters, digits and \`. _ ~ -\`).`,
    )
  }
  return id
}

/**
 * Every number of an analytics answer must be finite: `1e309` in the body parses to Infinity,
 * which no file can hold faithfully. Refused once, not retried: asking again returns the same
 * page. Returns where the first one is, e.g. `views.3.total`.
 */
function finiteNumbers(value: unknown): string | undefined {
  // The walk that builds the path runs only on the rare answer that has such a number.
  if (!hasNonFinite(value)) return undefined
  return `${(nonFinitePath(value) ?? []).join('.')} is not a finite number`
}

/**
 * Whether any number in a parsed JSON value is not finite. It runs on every field of every page,
 * the export's hottest loop: arrays by index (a `for...in` over an array walks string keys) and
 * nothing allocated.
 */
function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value)
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (hasNonFinite(value[i])) return true
    return false
  }
  const record = value as Record<string, unknown>
  for (const key in record) if (Object.hasOwn(record, key) && hasNonFinite(record[key])) return true
  return false
}

/** The keys that lead to the first number that is not finite, or undefined. */
function nonFinitePath(value: unknown): string[] | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : []
  if (value === null || typeof value !== 'object') return undefined
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    const path = nonFinitePath((value as Record<string, unknown>)[key])
    if (path) {
      path.unshift(key)
      return path
    }
  }
  return undefined
}

/** An export answer must be about the export asked for: another export's bundle is not ours. */
function sameExport(exportId: string): (value: { jobId: string }) => string | undefined {
  return (value) =>
    value.jobId === exportId
      ? undefined
      : `it is about export ${value.jobId}, not the one asked for, ${exportId}`
}

/** A job answer must be about the job asked for: another job's pull request is not ours. */
function sameJob(jobId: string): (job: AgentJob) => string | undefined {
  return (job) =>
    job.id === jobId ? undefined : `it is about job ${job.id}, not the job asked for, ${jobId}`
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The API's own `error` text, when the body is the documented `{"error": string}`. */
function errorText(text: string, apiKey: string): string | undefined {
  const parsed = parseJson(text)
  if (!parsed.ok) return undefined
  const body = v.safeParse(ErrorBodySchema, parsed.value)
  if (!body.success) return undefined
  const details = body.output.details?.map((d) => d.message).join('; ')
  return serverText(details ? `${body.output.error}: ${details}` : body.output.error, apiKey)
}

/** The status a proxy answered to CONNECT, from undici's `Proxy response (NNN) !== 200 ...`. */
function proxyTunnelStatus(error: unknown): number | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    const prefix = 'Proxy response ('
    if (e.message.startsWith(prefix)) {
      const status = Number(e.message.slice(prefix.length, prefix.length + 3))
      if (Number.isInteger(status)) return status
    }
    e = e.cause
  }
  return undefined
}

export function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'code' in e && typeof e.code === 'string') return e.code
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined
  }
  return undefined
}
