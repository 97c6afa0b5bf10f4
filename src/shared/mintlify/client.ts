/**
 * The one client every API file (agent-api.ts, deployment-api.ts, ...) sends its requests through:
 * Mintlify's REST API over undici with bearer auth, one kept-alive connection, timeouts,
 * response checks, and retries that never outlive the overall deadline.
 */
import * as v from 'valibot'
import type { Clock } from '../clock.js'
import { formatDuration } from '../durations.js'
import { plural } from '../plural.js'
import type { Log } from '../runner.js'
import { answerFault, retrying, RETRY_DEFAULTS, type RetryLimits, type Wait } from '../retry.js'
import { urlCheck, type UrlCheck } from '../url.js'
import { USER_AGENT } from '../version.js'
import { BudgetSpentError, RequestBudget } from './budget.js'
import { aborted, errorText, Failure, parseJson } from './failure.js'
import { redactParsed, serverText } from './redact.js'
import type { ApiClient, ApiRequest } from './request.js'
import type { ProxySettings } from './proxy.js'
import { describeIssue } from './schemas.js'
import { SendFailure, Transport, type Answer, type OutgoingRequest } from './transport.js'

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
  /** The runner's proxy settings (`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`), read by the step. */
  proxy?: ProxySettings
  /** Analytics requests this client may send, retries included (`max-requests`); default no cap. */
  budget?: RequestBudget
  /** Retries are logged; a URL an answer carries that is not https is warned about. */
  log: Log
}

/** Largest response body read: a 250-row page is about 50 KB and a job object under 10 KB. */
const MAX_BODY_BYTES = 4 * 1024 ** 2

/**
 * The API's retries (docs/reliability.md): a 429 as long as `timeout` allows, never sooner than
 * a second; a poll or a page (replay-safe) through 5xx, network errors and timeouts until
 * `timeout`, backing off with jitter up to a minute; a create or follow-up only when it provably
 * never left, and a garbled answer, 5 tries at most.
 */
export const API_RETRIES: RetryLimits = {
  ...RETRY_DEFAULTS,
  attempts: { max: Number.POSITIVE_INFINITY, doubtful: 5 },
  backoff: { baseMs: 1000, maxMs: 60_000, jitter: 0.5 },
  // A rate limit without Retry-After backs off harder.
  rateLimit: { baseMs: 2000, maxMs: 60_000, jitter: 0.5 },
}

export class MintlifyClient implements ApiClient {
  private readonly options: Required<ClientOptions>
  /** One connection: sequential requests reuse one socket (and one TLS handshake). */
  private readonly transport: Transport
  /** This run's check of the URLs in answers: a dropped URL is warned about once per run. */
  readonly urls: UrlCheck

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
    this.urls = urlCheck(this.options.log.warning)
  }

  async close(): Promise<void> {
    await this.transport.close()
  }

  async request<T>(call: ApiRequest<T>, signal?: AbortSignal): Promise<T> {
    const { clock, deadline, random, budget } = this.options
    const started = clock.now()
    const tried = await retrying(
      async () => {
        if (call.budgeted && !budget.take()) {
          throw new BudgetSpentError(call.operation, budget.limit)
        }
        const answer = await this.attempt(call, signal)
        return answer.ok ? answer : { ok: false, failure: answer.error, fault: answer.error.fault }
      },
      {
        limits: API_RETRIES,
        clock,
        deadline,
        random,
        signal,
        replaySafe: call.replaySafe,
        rateLimitWindowMs: call.rateLimitWindowMs,
        onWait: (failure, wait) => this.logWait(call, failure, wait),
      },
    )
    if (tried.ok) {
      if (tried.failed > 0) {
        this.options.log.info(
          `${call.operation}: answered after ${plural(tried.failed, 'failed try', 'failed tries')} over ${formatDuration(clock.now() - started)}.`,
        )
      }
      return tried.value
    }
    const { failure, why, waitMs = 0 } = tried
    // Between tries: the last one was not acted on (a 429, or it never left).
    if (why === 'cancelled') throw aborted(call, false)
    if (why !== 'deadline') throw failure.toApiError(call)
    const asked = failure.fault.serverWaitMs !== undefined
    throw failure.toApiError(call, {
      gaveUp: `the \`timeout\` leaves no time to retry${asked ? ` after the server's Retry-After of ${formatDuration(waitMs)}` : ''}`,
    })
  }

  /**
   * One line per wait for a rate limit (each says how long and why); one line per outage
   * otherwise, with the later tries in the debug log, so a long outage cannot flood the log.
   */
  private logWait<T>(call: ApiRequest<T>, failure: Failure, wait: Wait): void {
    const { log } = this.options
    if (wait.rateLimited) {
      log.info(
        `${call.operation}: ${failure.summary}; waiting ${formatDuration(wait.ms)}${wait.asked ? ' as the server asked' : ''} before trying again.`,
      )
    } else if (wait.failed === 1) {
      log.info(
        `${call.operation}: ${failure.summary}; trying again, backing off up to a minute between tries${call.replaySafe ? ' until `timeout`' : ''}.`,
      )
    } else {
      log.debug(
        `${call.operation}: ${failure.summary}; try ${wait.attempt + 1} in ${formatDuration(wait.ms)}.`,
      )
    }
  }

  /** ` through the proxy host:port`, or '' without a proxy: for failure messages. */
  private via(): string {
    return this.transport.proxy ? ` through the proxy ${this.transport.proxy.host}` : ''
  }

  /** One try: sent within the time left, its answer read as the value or as a Failure. */
  private async attempt<T>(call: ApiRequest<T>, signal?: AbortSignal): Promise<Attempt<T>> {
    const { clock, deadline } = this.options
    const remaining = deadline - clock.now()
    // No time for a try: nothing to retry, and nothing was sent.
    if (remaining <= 0) {
      const fault = { neverLeft: true }
      throw new Failure('the `timeout` ran out', { kind: 'timeout', fault }).toApiError(call)
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
    call: ApiRequest<T>,
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
      this.options.log.debug(
        `${call.method} ${call.path} -> ${answer.status} in ${clock.now() - started} ms`,
      )
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
  private outgoing<T>(call: ApiRequest<T>): OutgoingRequest {
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
        {
          kind: 'malformed',
          status: failure.status,
          fault: { status: failure.status, oversized: true },
          cause: failure.cause,
        },
      )
    }
    if (timedOut) {
      return new Failure(`no complete response within ${formatDuration(timeout)}${this.via()}`, {
        kind: 'timeout',
        fault: { network: 'timeout', neverLeft: failure.notSent },
        cause: failure.cause,
      })
    }
    return Failure.fromNetwork(failure.cause, failure.notSent, this.transport.proxy)
  }

  /** A 2xx: its body as the documented shape, redacted, and passing the call's check. */
  private valueOf<T>(call: ApiRequest<T>, status: number, text: string): Attempt<T> {
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
        fault: { status, garbled: mismatch === undefined },
      }),
    }
  }

  /** Any other status: a redirect is never followed; the policy weighs the rest. */
  private httpFailure(status: number, text: string, retryAfter: string | undefined): Failure {
    const apiError = errorText(text, this.options.apiKey)
    if (status >= 300 && status < 400) {
      return new Failure(
        `HTTP ${status} redirect, not followed (the API key is never sent to another address)`,
        { kind: 'http', status, fault: { status } },
      )
    }
    const headers = { 'retry-after': retryAfter }
    return new Failure(`HTTP ${status}`, {
      kind: 'http',
      status,
      apiError,
      fault: answerFault({ status, headers }, API_RETRIES, this.options.clock.now()),
    })
  }
}

/** One try's result: the value, or why there is none. */
type Attempt<T> = { ok: true; value: T } | { ok: false; error: Failure }

function formatBytes(bytes: number): string {
  return bytes % 1024 ** 2 === 0 ? `${bytes / 1024 ** 2} MiB` : `${bytes} bytes`
}
