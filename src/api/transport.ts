/**
 * Sending one request to the API and reading its answer, and nothing else: what the answer
 * means (success, retry, failure) is the client's to decide (client.ts). One kept-alive
 * connection, through the runner's proxy when it has one; every phase of a request, the proxy
 * tunnel included, ends when its signal fires; at most `maxBodyBytes` of a body are read; and a
 * probe says whether the request was written to a connection at all.
 */
import diagnostics from 'node:diagnostics_channel'
import { Agent, EnvHttpProxyAgent, type Dispatcher } from './undici.js'
import type { ProxySettings } from './proxy.js'

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
    let status: number | undefined
    try {
      const responding = probe.watch(() =>
        this.dispatcher.request({
          origin: url.origin,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal,
        }),
      )
      const response = await this.untilAborted(responding, signal)
      status = response.statusCode
      const header = response.headers['retry-after']
      const text = await readCapped(
        response.body,
        response.headers['content-length'],
        this.options.maxBodyBytes,
      )
      return { status, retryAfter: Array.isArray(header) ? header[0] : header, text }
    } catch (cause) {
      throw new SendFailure(cause, {
        notSent: !probe.sent,
        status,
        tooLarge: cause instanceof BodyTooLargeError,
      })
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
    const agentOptions = {
      connections: 1,
      connect: { timeout: this.options.connectTimeoutMs },
      keepAliveTimeout: 30_000,
    }
    if (!this.proxy) return new Agent(agentOptions)
    const { httpsProxy, httpProxy, noProxy } = this.options.proxy
    return new EnvHttpProxyAgent({
      ...agentOptions,
      // Empty strings, not undefined: undici would otherwise read process.env itself.
      httpProxy,
      httpsProxy,
      noProxy,
      proxyTunnel: true,
    })
  }
}

function proxyFor({ baseUrl, proxy }: TransportOptions): ProxyInUse | undefined {
  const target = new URL(baseUrl)
  const useHttps = target.protocol === 'https:' && proxy.httpsProxy !== ''
  const url = useHttps ? proxy.httpsProxy : proxy.httpProxy
  if (!url || isLoopback(target.hostname)) return undefined
  return { host: new URL(url).host, variable: useHttps ? 'HTTPS_PROXY' : 'HTTP_PROXY' }
}

function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host.startsWith('127.') || host === '[::1]'
}

/**
 * Tells whether undici wrote a request to a socket. Its diagnostics channels announce each
 * request as it is created (synchronously, inside `request()`) and again when its headers are
 * written to an established connection (after TCP connect, the proxy's tunnel and the TLS
 * handshake). A failure before that point (refused, reset during the handshake, a tunnel the
 * proxy refused, DNS) provably sent nothing, so even a create may be retried; after it, the
 * server may have acted.
 */
class SendProbe {
  private static watching: SendProbe | undefined
  private static subscribed = false
  private static readonly sending = new WeakMap<object, SendProbe>()
  private request: object | undefined
  sent = false

  watch<R>(start: () => Promise<R>): Promise<R> {
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
      if (probe && created && !probe.request) {
        probe.request = created
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

/** The body as text, reading at most `cap` bytes: a larger body is abandoned, not buffered. */
async function readCapped(
  body: Dispatcher.ResponseData['body'],
  contentLength: string | string[] | undefined,
  cap: number,
): Promise<string> {
  if (Number(contentLength) > cap) {
    body.destroy()
    throw new BodyTooLargeError()
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > cap) {
      body.destroy()
      throw new BodyTooLargeError()
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
