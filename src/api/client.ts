import * as core from '@actions/core'
import { Agent, request } from 'undici'
import * as v from 'valibot'
import type { Clock } from '../clock.js'
import { formatDuration } from '../durations.js'
import { USER_AGENT } from '../version.js'
import { ApiError } from './errors.js'
import {
  MAX_ATTEMPTS,
  RATE_LIMIT_BACKOFF,
  SERVER_ERROR_BACKOFF,
  parseRetryAfter,
  retryDelay,
} from './retry.js'
import { AgentJobSchema, ErrorBodySchema, ViewsPageSchema, describeIssue } from './schemas.js'
import type { AgentJob, ViewsApi, ViewsPage, ViewsQuery } from './types.js'

export interface ClientOptions {
  baseUrl: string
  apiKey: string
  /** Epoch ms after which no request starts and no retry is waited for (the `timeout` input). */
  deadline: number
  clock: Clock
  /** Longest wait for one response (headers, then body). */
  requestTimeoutMs?: number
  connectTimeoutMs?: number
  /** For jitter; injectable so tests are deterministic. */
  random?: () => number
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

interface Call<T> {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number>
  body?: unknown
  /** "Creating the agent job": starts every error message. */
  operation: string
  schema: v.GenericSchema<unknown, T>
  /**
   * False for requests that must not reach the server twice (creating a job, sending a
   * follow-up): they are retried only when the server provably did not act on them.
   */
  replaySafe: boolean
  /**
   * For a request that is not replay-safe: what its failure means for the user, when the server
   * provably did not act on it (`none`) and when it may have (`unknown`).
   */
  outcome?: { none: string; unknown: string }
}

/** Network failures that happen before a byte of the request left: safe to retry any request. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
])
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])

/**
 * Client of Mintlify's REST API over undici: bearer auth, one kept-alive connection,
 * timeouts, response checks, and retries that never outlive the overall deadline.
 */
export class MintlifyClient implements AgentApi, ViewsApi {
  private readonly options: Required<ClientOptions>
  /** One connection: sequential requests reuse one socket (and one TLS handshake). */
  private readonly dispatcher: Agent

  constructor(options: ClientOptions) {
    this.options = {
      requestTimeoutMs: 30_000,
      connectTimeoutMs: 10_000,
      random: Math.random,
      ...options,
    }
    this.dispatcher = new Agent({
      connections: 1,
      connect: { timeout: this.options.connectTimeoutMs },
      keepAliveTimeout: 30_000,
    })
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
        outcome: {
          none: 'no job was created',
          unknown:
            'the request may have reached the server, so the job may or may not exist: check the dashboard before running again',
        },
      },
      signal,
    )
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
        replaySafe: false,
        outcome: {
          none: `job ${jobId} did not get the follow-up`,
          unknown: `the request may have reached the server, so job ${jobId} may or may not have the follow-up: check the job on the dashboard before sending it again`,
        },
      },
      signal,
    )
  }

  getJob(projectId: string, jobId: string, signal?: AbortSignal): Promise<AgentJob> {
    return this.call(
      {
        method: 'GET',
        path: `/v2/agent/${enc(projectId)}/job/${enc(jobId)}`,
        operation: `Getting job ${jobId}`,
        schema: AgentJobSchema,
        replaySafe: true,
      },
      signal,
    )
  }

  getViews(projectId: string, query: ViewsQuery, signal?: AbortSignal): Promise<ViewsPage> {
    return this.call(
      {
        method: 'GET',
        path: `/v1/analytics/${enc(projectId)}/views`,
        query: { ...query },
        operation: `Getting page views (offset ${query.offset})`,
        schema: ViewsPageSchema,
        replaySafe: true,
      },
      signal,
    )
  }

  async close(): Promise<void> {
    await this.dispatcher.close()
  }

  private async call<T>(call: Call<T>, signal?: AbortSignal): Promise<T> {
    const { clock, deadline } = this.options
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(call, signal)
      if (outcome.ok) return outcome.value
      const { error } = outcome
      // 429 waits as long as `timeout` allows; other failures get a few tries, and a create or
      // follow-up only when it provably never reached the server.
      const retryable =
        error.rateLimited ||
        ((error.notSent || (call.replaySafe && error.transient)) && attempt < MAX_ATTEMPTS)
      if (!retryable) throw error.toApiError(call)

      const delay = retryDelay(
        attempt,
        error.retryAfterMs,
        error.rateLimited ? RATE_LIMIT_BACKOFF : SERVER_ERROR_BACKOFF,
        this.options.random,
      )
      if (clock.now() + delay >= deadline) {
        throw error.toApiError(call, {
          gaveUp: `the \`timeout\` leaves no time to retry${error.retryAfterMs !== undefined ? ` after the server's Retry-After of ${formatDuration(delay)}` : ''}`,
        })
      }
      core.info(
        `${call.operation}: ${error.summary}; retrying in ${formatDuration(delay)} (try ${attempt + 1}).`,
      )
      try {
        await clock.sleep(delay, signal)
      } catch {
        throw aborted(call)
      }
    }
  }

  private async attempt<T>(
    call: Call<T>,
    signal?: AbortSignal,
  ): Promise<{ ok: true; value: T } | { ok: false; error: Failure }> {
    const { clock, deadline, requestTimeoutMs, baseUrl, apiKey } = this.options
    const remaining = deadline - clock.now()
    if (remaining <= 0) {
      return {
        ok: false,
        error: new Failure('the `timeout` ran out', { kind: 'timeout', notSent: true }),
      }
    }
    const timeout = Math.max(1, Math.min(requestTimeoutMs, remaining))
    const url = new URL(baseUrl + call.path)
    for (const [name, value] of Object.entries(call.query ?? {})) {
      url.searchParams.set(name, String(value))
    }
    const started = clock.now()
    let status: number
    let text: string
    let retryAfter: string | undefined
    try {
      const response = await request(url, {
        method: call.method,
        dispatcher: this.dispatcher,
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          'user-agent': USER_AGENT,
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        headersTimeout: timeout,
        bodyTimeout: timeout,
        signal,
      })
      status = response.statusCode
      const header = response.headers['retry-after']
      retryAfter = Array.isArray(header) ? header[0] : header
      text = await response.body.text()
    } catch (cause) {
      if (signal?.aborted) throw aborted(call)
      return { ok: false, error: Failure.fromNetwork(cause, timeout) }
    }
    core.debug(`${call.method} ${url.pathname} -> ${status} in ${clock.now() - started} ms`)

    if (status >= 200 && status < 300) {
      const parsed = parseJson(text)
      const checked = parsed.ok ? v.safeParse(call.schema, parsed.value) : undefined
      if (checked?.success) return { ok: true, value: checked.output }
      // The check quotes the value it did not expect: server text, so it is cleaned like one.
      const why = checked
        ? serverText(describeIssue(checked.issues), apiKey)
        : 'the body is not JSON'
      return {
        ok: false,
        error: new Failure(`the response does not match the API's documented shape (${why})`, {
          kind: 'malformed',
          status,
          transient: true,
        }),
      }
    }
    const apiError = errorText(text, apiKey)
    if (status >= 300 && status < 400) {
      return {
        ok: false,
        error: new Failure(
          `HTTP ${status} redirect, not followed (the API key is never sent to another address)`,
          { kind: 'http', status },
        ),
      }
    }
    return {
      ok: false,
      error: new Failure(`HTTP ${status}`, {
        kind: 'http',
        status,
        apiError,
        rateLimited: status === 429,
        transient: status >= 500,
        retryAfterMs: parseRetryAfter(retryAfter, clock.now()),
      }),
    }
  }
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

  static fromNetwork(cause: unknown, timeoutMs: number): Failure {
    const code = errorCode(cause)
    if (code && TIMEOUT_CODES.has(code)) {
      return new Failure(`no response within ${formatDuration(timeoutMs)}`, {
        kind: 'timeout',
        transient: true,
        cause,
      })
    }
    const notSent = code !== undefined && NOT_SENT_CODES.has(code)
    return new Failure(
      notSent ? `could not connect (${code})` : `the connection failed (${code ?? 'no code'})`,
      { kind: 'network', transient: true, notSent, cause },
    )
  }

  toApiError<T>(call: Call<T>, extra?: { gaveUp: string }): ApiError {
    const summary = extra ? `${this.summary}; ${extra.gaveUp}` : this.summary
    // A create or follow-up that may have reached the server: its effect is unknown.
    const rejected = this.status !== undefined && this.status >= 400 && this.status < 500
    const outcomeUnknown = !call.replaySafe && !this.notSent && !rejected
    return new ApiError(summary, {
      kind: this.kind,
      operation: call.operation,
      status: this.status,
      apiError: this.apiError,
      outcomeUnknown,
      // Every failed create or follow-up says whether the server may have acted on it.
      outcome: outcomeUnknown ? call.outcome?.unknown : call.outcome?.none,
      cause: this.cause,
    })
  }
}

function aborted(call: { operation: string }): ApiError {
  return new ApiError('the run was cancelled', { kind: 'aborted', operation: call.operation })
}

function enc(segment: string): string {
  return encodeURIComponent(segment)
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

/**
 * Text from the server, made safe to print: the key redacted (error bodies may echo request
 * headers back, also URL-encoded or base64) BEFORE the text is shortened, so no piece of the key
 * survives a cut; control characters (a line break would start a new workflow command) become
 * spaces; at most `max` characters.
 */
function serverText(text: string, apiKey: string, max = 300): string {
  let clean = text
  if (apiKey) {
    const forms = new Set([
      apiKey,
      encodeURIComponent(apiKey),
      Buffer.from(apiKey).toString('base64').replace(/=+$/, ''),
      Buffer.from(apiKey).toString('base64url'),
    ])
    for (const form of forms) clean = clean.split(form).join('***')
  }
  clean = clean.replace(/\p{Cc}/gu, ' ')
  return clean.length > max ? `${clean.slice(0, max)}…` : clean
}

function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'code' in e && typeof e.code === 'string') return e.code
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined
  }
  return undefined
}
