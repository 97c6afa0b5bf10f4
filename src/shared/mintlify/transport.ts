/**
 * Sending one request to the API and reading its answer, and nothing else: what the answer
 * means is the client's to decide (client.ts), and whether to try again the retry policy's
 * (../retry.ts). One kept-alive connection, through the runner's proxy when it has one; every
 * phase of a request, the proxy tunnel included, ends when its signal fires; at most
 * `maxBodyBytes` of a body are read; and a probe says whether the request was written to a
 * connection at all.
 */
import diagnostics from 'node:diagnostics_channel'
import type { Dispatcher } from 'undici'
import { dispatcherFor, proxyUrlFor, type ProxySettings } from './proxy.js'

export interface TransportOptions {
  baseUrl: string
  proxy: ProxySettings
  connectTimeoutMs: number
  /** Largest response body read; a larger one is a failure, never buffered whole. */
  maxBodyBytes: number
}

export interface OutgoingRequest {
  method: 'GET' | 'POST'
  /** Path and query string, e.g. `/v2/agent/p/job?x=1`. */
  path: string
  headers: Record<string, string>
  body?: string
}

export interface Answer {
  status: number
  /** The `Retry-After` header, when there is one. */
  retryAfter: string | undefined
  /** The whole body, as text. */
  text: string
}

/** A request that got no whole answer: why, and whether it provably never left. */
export class SendFailure extends Error {
  /** The request was never written to a connection: the server cannot have acted on it. */
  readonly notSent: boolean
  /** The answer's status, when the headers arrived before the failure. */
  readonly status: number | undefined
  /** The body was larger than the transport reads. */
  readonly tooLarge: boolean

  constructor(cause: unknown, details: { notSent: boolean; status?: number; tooLarge?: boolean }) {
    super('the request got no whole answer', { cause })
    this.name = 'SendFailure'
    this.notSent = details.notSent
    this.status = details.status
    this.tooLarge = details.tooLarge ?? false
  }
}

/** Where a proxy is, for messages: its `host:port` (no credentials) and the variable naming it. */
export interface ProxyInUse {
  host: string
  variable: 'HTTPS_PROXY' | 'HTTP_PROXY'
}

export class Transport {
  private readonly options: TransportOptions
  private dispatcher: Dispatcher
  /** Set when requests to the API go through a proxy. */
  readonly proxy: ProxyInUse | undefined

  constructor(options: TransportOptions) {
    this.options = options
    this.proxy = proxyFor(options)
    this.dispatcher = this.createDispatcher()
  }

  /**
   * Sends `request` and reads the whole answer, or throws a SendFailure. When `signal` fires the
   * request ends at once, whatever phase it is in: undici aborts a request only once it sits on
   * a connected socket, so one still waiting for its connection (a proxy that never answers
   * CONNECT, say) is cut loose here, and the dispatcher, its sockets and tunnel with it, is
   * replaced by a fresh one.
   */
  async send(request: OutgoingRequest, signal: AbortSignal): Promise<Answer> {
    const probe = new SendProbe()
    const url = new URL(this.options.baseUrl + request.path)
    let reader!: AnswerReader
    const answer = new Promise<Answer>((resolve, reject) => {
      reader = new AnswerReader(this.options.maxBodyBytes, signal, resolve, reject)
    })
    // Read (and rethrown) below; never an unhandled rejection when the headers never came.
    answer.catch(() => undefined)
    try {
      probe.watch(() =>
        this.dispatcher.dispatch(
          {
            origin: url.origin,
            path: `${url.pathname}${url.search}`,
            method: request.method,
            headers: request.headers,
            body: request.body,
          },
          reader,
        ),
      )
      await this.untilAborted(reader.started, signal)
      return await answer
    } catch (cause) {
      throw new SendFailure(cause, {
        notSent: !probe.sent,
        status: reader.status,
        tooLarge: cause instanceof BodyTooLargeError,
      })
    } finally {
      reader.finish()
    }
  }

  /** Closes the connection at once: nothing is left to wait for when the run ends. */
  async close(): Promise<void> {
    await this.dispatcher.destroy()
  }

  /** `responding`, unless `signal` fires first: then the dispatcher is replaced. */
  private untilAborted<T>(responding: Promise<T>, signal: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        reject(signal.reason as Error)
        responding.catch(() => undefined)
        const stale = this.dispatcher
        this.dispatcher = this.createDispatcher()
        stale.destroy().catch(() => undefined)
      }
      if (signal.aborted) return onAbort()
      signal.addEventListener('abort', onAbort, { once: true })
      responding.then(
        (value) => {
          signal.removeEventListener('abort', onAbort)
          resolve(value)
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort)
          reject(error as Error)
        },
      )
    })
  }

  /**
   * One kept-alive connection to the API, through the runner's proxy when it has one (as
   * `@actions/http-client` does for the GitHub and artifact clients): `NO_PROXY` is honoured, a
   * loopback API is always reached directly (a proxy cannot reach this runner's loopback), and
   * every proxied request goes through a CONNECT tunnel, so the key travels inside TLS and never
   * reaches the proxy in the clear.
   */
  private createDispatcher(): Dispatcher {
    return dispatcherFor(new URL(this.options.baseUrl), this.options.proxy, {
      connections: 1,
      connect: { timeout: this.options.connectTimeoutMs },
      keepAliveTimeout: 30_000,
    })
  }
}

function proxyFor({ baseUrl, proxy }: TransportOptions): ProxyInUse | undefined {
  const target = new URL(baseUrl)
  const url = proxyUrlFor(target, proxy)
  if (!url) return undefined
  const viaHttps = target.protocol === 'https:' && url === proxy.httpsProxy
  return { host: new URL(url).host, variable: viaHttps ? 'HTTPS_PROXY' : 'HTTP_PROXY' }
}

/**
 * Tells whether undici wrote a request to a socket. Its diagnostics channels announce each
 * request as it is created (synchronously, inside `dispatch()`) and again when its headers are
 * written to an established connection (after TCP connect, the proxy's tunnel and the TLS
 * handshake). A failure before that point (refused, reset during the handshake, a tunnel the
 * proxy refused, DNS) provably sent nothing, so even a create may be retried; after it, the
 * server may have acted.
 */
class SendProbe {
  private static watching: SendProbe | undefined
  private static subscribed = false
  /**
   * The probe of each request undici created, weakly. A probe must not point back at its
   * request: V8's young-generation collector keeps an entry whose value reaches its key, so the
   * request, and through it the answer's headers and the socket buffer they sit in, lived until
   * the next full collection (about 20 kB a page, tens of MiB during a long export).
   */
  private static readonly sending = new WeakMap<object, SendProbe>()
  private attached = false
  sent = false

  watch<R>(start: () => R): R {
    SendProbe.subscribe()
    SendProbe.watching = this
    try {
      return start()
    } finally {
      SendProbe.watching = undefined
    }
  }

  private static subscribe(): void {
    if (SendProbe.subscribed) return
    SendProbe.subscribed = true
    diagnostics.subscribe('undici:request:create', (message) => {
      const probe = SendProbe.watching
      const created = requestOf(message)
      if (probe && created && !probe.attached) {
        probe.attached = true
        SendProbe.sending.set(created, probe)
      }
    })
    diagnostics.subscribe('undici:client:sendHeaders', (message) => {
      const sent = requestOf(message)
      const probe = sent ? SendProbe.sending.get(sent) : undefined
      if (probe) probe.sent = true
    })
  }
}

function requestOf(message: unknown): object | undefined {
  if (typeof message !== 'object' || message === null || !('request' in message)) return undefined
  const { request } = message
  return typeof request === 'object' && request !== null ? request : undefined
}

class BodyTooLargeError extends Error {
  constructor() {
    super('response body over the cap')
  }
}

/**
 * Reads one answer for undici's `dispatch()`: its status and `Retry-After`, then its body as
 * text, at most `cap` bytes (a larger body is abandoned, never buffered whole).
 *
 * A handler of our own rather than undici's `request()`: that one gives every answer a Readable
 * body and an AsyncResource, and with them each answer's bytes (the socket's read buffer, about
 * 20 kB a page) outlived the young generation and waited for the next full collection, tens of
 * MiB of them during a long export; what this handler holds dies young. It keeps nothing of the
 * raw headers (they point into that buffer) but the two values it reads, and lets go of the rest
 * (the chunks, undici's abort function, the settle functions) as soon as the answer is settled,
 * removing its listener from the signal then, so nothing that still reaches the handler
 * afterwards (undici's request object, the signal) keeps an answer alive.
 */
class AnswerReader implements Dispatcher.DispatchHandlers {
  /** The answer's status, once its headers have arrived. */
  status: number | undefined
  /** Settles when the headers have arrived, or the request failed before. */
  readonly started: Promise<void>
  private readonly cap: number
  private readonly signal: AbortSignal
  private abort: ((error: Error) => void) | undefined
  private retryAfter: string | undefined
  private chunks: Buffer[] = []
  private size = 0
  private start: (() => void) | undefined
  private resolve: ((answer: Answer) => void) | undefined
  private reject: ((error: unknown) => void) | undefined

  constructor(
    cap: number,
    signal: AbortSignal,
    resolve: (answer: Answer) => void,
    reject: (error: unknown) => void,
  ) {
    this.cap = cap
    this.signal = signal
    this.resolve = resolve
    this.reject = reject
    this.started = new Promise<void>((started) => {
      this.start = started
    })
    signal.addEventListener('abort', this.onAbort, { once: true })
  }

  onConnect(abort: (error?: Error) => void): void {
    this.abort = abort
    if (this.signal.aborted) this.onAbort()
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[]): boolean {
    // A 1xx is not the answer: the final headers follow.
    if (statusCode < 200) return true
    this.status = statusCode
    this.retryAfter = headerOf(rawHeaders, 'retry-after')
    this.start?.()
    if (Number(headerOf(rawHeaders, 'content-length')) > this.cap) {
      this.abort?.(new BodyTooLargeError())
      return false
    }
    return true
  }

  onData(chunk: Buffer): boolean {
    this.size += chunk.length
    if (this.size > this.cap) {
      this.chunks = []
      this.abort?.(new BodyTooLargeError())
      return false
    }
    this.chunks.push(chunk)
    return true
  }

  onComplete(): void {
    const { chunks, size, resolve } = this
    // Most answers arrive in one chunk: decoded as it is, without a copy of the whole body.
    const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)
    const answer = {
      status: this.status ?? 0,
      retryAfter: this.retryAfter,
      text: body.toString('utf8'),
    }
    this.finish()
    resolve?.(answer)
  }

  onError(error: Error): void {
    const { reject, start } = this
    this.finish()
    start?.()
    reject?.(error)
  }

  /** Lets go of the answer, the request and the signal (again harmlessly once done). */
  finish(): void {
    this.signal.removeEventListener('abort', this.onAbort)
    this.chunks = []
    this.abort = undefined
    this.start = undefined
    this.resolve = undefined
    this.reject = undefined
  }

  /** Ends the request with the signal's reason, whatever phase it is in. */
  private readonly onAbort = (): void => {
    this.abort?.(this.signal.reason as Error)
  }
}

/** The first value of header `name` (lower case) among undici's raw `[name, value, ...]`. */
function headerOf(raw: Buffer[], name: string): string | undefined {
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]?.toString('latin1').toLowerCase() === name) return raw[i + 1]?.toString('latin1')
  }
  return undefined
}
