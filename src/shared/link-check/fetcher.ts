/**
 * The link check's requests: each URL fetched at most once per run (GET only; at most two
 * retries of a 5xx or a reset, as retry.ts decides), at most 4 at a time per host, each bounded
 * by 10 s and the time left, a body read only as far as needed (an HTML page to 2 MiB, anything
 * else not at all), and nothing on a private network but the preview itself (addresses.ts). A
 * redirect is not followed here: its target is another URL, fetched (once) by whoever follows it.
 */
import type { Dispatcher } from 'undici'
import type { Clock } from '../clock.js'
import { ProxyRoutes, type ProxySettings } from '../mintlify/proxy.js'
import {
  answerFault,
  networkFault,
  retrying,
  RETRY_DEFAULTS,
  type Fault,
  type NetworkKind,
  type RetryLimits,
} from '../retry.js'
import { USER_AGENT } from '../version.js'
import {
  guardedLookup,
  PrivateAddressError,
  privateHostReason,
  type Resolver,
} from './addresses.js'
import { htmlReader, type DocumentFindings } from './html.js'
import { sitemapReader, type SitemapFindings } from './sitemap.js'
import { Slots, type Priority } from './slots.js'

export interface FetchLimits {
  /** Longest wait for one whole answer (the time left, when that is shorter). */
  requestTimeoutMs: number
  perHost: number
  /** Requests in flight at once, over every host. */
  total: number
  /** An HTML page or a sitemap is read to here; the rest is not. */
  maxBodyBytes: number
  /** Retries of a 5xx or a reset, after the first request. */
  retries: number
  /** The wait before the first retry (doubled before the second). */
  retryDelayMs: number
  /** Distinct links kept from one page. */
  maxLinksPerPage: number
  /** Pages kept from the sitemap. */
  maxPages: number
}

/** How much of an answer to read: a page's links, a link target's ids, or its status only. */
export type ReadMode = 'page' | 'ids' | 'status' | 'sitemap'

/** Why a URL got no answer. */
type FailureKind = 'private' | 'timeout' | 'stopped' | 'network' | 'rate-limited'

interface Failure {
  kind: FailureKind
  /** One short sentence, from fixed text and error codes only (never a server's words). */
  reason: string
  /** What the network did, for the retry policy. */
  network?: NetworkKind
}

/** What one URL answered (after its retries). */
export interface Hop {
  /** The answer's status, null when there was none. */
  status: number | null
  /** A 3xx answer's Location, resolved against the URL; undefined when absent or not http(s). */
  location?: URL
  failure?: Failure
  /** An HTML page's contents (a 2xx `text/html` answer read as `page` or `ids`). */
  document?: DocumentFindings
  sitemap?: SitemapFindings
  /** The body was cut (over the byte cap, or the time ran out while reading it). */
  cut?: 'size' | 'time'
  /** The read asked for, to tell a page from a link target fetched first. */
  mode: ReadMode
}

export interface FetcherOptions {
  previewOrigin: string
  proxy: ProxySettings
  clock: Clock
  deadline: number
  /** Fires when the check must end (deadline or cancellation). */
  stop: AbortSignal
  limits: FetchLimits
  /**
   * Test seams: TLS options for the connections (a test CA), name resolution, and loopback
   * addresses standing in for public ones (another host in a test).
   */
  tls?: { ca: string | Buffer }
  resolve?: Resolver
  treatAsPublic?: readonly string[]
}

/** Small bodies of answers not read are still drained, so the connection can be reused. */
const DRAIN_BYTES = 64 * 1024
const HTML_TYPES = ['text/html', 'application/xhtml+xml']

class RequestTimeout extends Error {}

export class Fetcher {
  private readonly options: FetcherOptions
  private readonly answers = new Map<string, Promise<Hop>>()
  /** Hosts that answered 429: never asked again in this run (a 429 never makes us hammer). */
  private readonly limitedHosts = new Set<string>()
  private readonly slots: Slots
  private readonly preview: ProxyRoutes
  private readonly others: ProxyRoutes
  private readonly retries: RetryLimits

  constructor(options: FetcherOptions) {
    this.options = options
    this.slots = new Slots(options.limits.perHost, options.limits.total)
    const { perHost, requestTimeoutMs } = options.limits
    const common = {
      connections: perHost,
      // HTTP/1.1 only: one request per connection, so `perHost` connections are the bound.
      allowH2: false,
      connect: { timeout: requestTimeoutMs, ...(options.tls ?? {}) },
    }
    // A loopback preview (tests) is never behind the runner's proxy, as for the API.
    this.preview = new ProxyRoutes(options.proxy, common)
    this.others = new ProxyRoutes(options.proxy, {
      ...common,
      connect: { ...common.connect, lookup: guardedLookup(options.resolve, options.treatAsPublic) },
    })
    this.retries = retryLimits(options.limits)
  }

  /**
   * The pages being checked (URLs without fragment): one reached first as a link is read as a
   * page all the same, since it is fetched only once.
   */
  readonly pages = new Set<string>()

  /** The answer of `url` (its fragment ignored): fetched on the first call, remembered after. */
  get(url: URL, mode: ReadMode): Promise<Hop> {
    const key = withoutFragment(url)
    let answer = this.answers.get(key)
    if (!answer) {
      answer = this.fetch(new URL(key), mode === 'ids' && this.pages.has(key) ? 'page' : mode)
      this.answers.set(key, answer)
    }
    return answer
  }

  async close(): Promise<void> {
    await Promise.all([this.preview.destroy(), this.others.destroy()]).catch(() => undefined)
  }

  private async fetch(url: URL, mode: ReadMode): Promise<Hop> {
    const onPreview = url.origin === this.options.previewOrigin
    const refused = onPreview ? undefined : privateHostReason(url.hostname)
    if (refused) return { status: null, mode, failure: { kind: 'private', reason: refused } }
    const priority: Priority = mode === 'page' || mode === 'sitemap' ? 'page' : 'link'
    const { clock, deadline, stop } = this.options
    const tried = await retrying(
      async () => {
        const hop = await this.attempt(url, mode, priority, onPreview)
        const fault = faultOf(hop, this.retries, clock.now())
        return fault ? { ok: false, failure: hop, fault } : { ok: true, value: hop }
      },
      { limits: this.retries, clock, deadline, replaySafe: true, signal: stop },
    )
    return tried.ok ? tried.value : tried.failure
  }

  /** One request, within a slot, the per-request bound and the check's end. */
  private async attempt(
    url: URL,
    mode: ReadMode,
    priority: Priority,
    onPreview: boolean,
  ): Promise<Hop> {
    const { stop, clock, deadline, limits } = this.options
    let release: () => void
    try {
      release = await this.slots.acquire(url.host, priority, stop)
    } catch {
      return stopped(mode)
    }
    if (this.limitedHosts.has(url.host)) {
      release()
      return rateLimited(mode)
    }
    // A real timer, as for the API's requests: it bounds real I/O, which an injected clock
    // (a test's, whose sleeps return at once) does not measure.
    const timeout = new AbortController()
    const bound = Math.max(0, Math.min(limits.requestTimeoutMs, deadline - clock.now()))
    const timer = setTimeout(() => timeout.abort(new RequestTimeout()), bound)
    const signal = AbortSignal.any([stop, timeout.signal])
    const dispatcher = (onPreview ? this.preview : this.others).for(url)
    const pending = dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*;q=0.8' },
      signal,
    })
    try {
      return await this.read(url, await untilAborted(pending, signal), mode, signal)
    } catch (error) {
      // An answer that arrives after its wait ended is dropped unread.
      pending.then(
        (late) => drop(late.body),
        () => undefined,
      )
      if (stop.aborted) return stopped(mode)
      // A bound shorter than a request's own is the check's end: the link is left, not timed out.
      if (timeout.signal.aborted) {
        return bound < limits.requestTimeoutMs ? stopped(mode) : timedOut(mode)
      }
      return { status: null, mode, failure: networkFailure(error) }
    } finally {
      clearTimeout(timer)
      release()
    }
  }

  /** Reads as much of the answer as `mode` needs; the rest is never downloaded. */
  private async read(
    url: URL,
    answer: Dispatcher.ResponseData,
    mode: ReadMode,
    signal: AbortSignal,
  ): Promise<Hop> {
    const { statusCode: status, headers, body } = answer
    const hop: Hop = { status, mode }
    if (status === 429) this.limitedHosts.add(url.host)
    if (status >= 300 && status < 400) hop.location = locationOf(headers.location, url)
    const ok = status >= 200 && status < 300
    const type = String(headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase()
    const isHtml = HTML_TYPES.includes(type ?? '')
    if (!ok || mode === 'status' || (mode !== 'sitemap' && !isHtml)) {
      await dispose(body, headers['content-length'])
      return hop
    }
    const reader =
      mode === 'sitemap'
        ? await sitemapReader(this.options.limits.maxPages)
        : await htmlReader({
            links: mode === 'page',
            maxLinks: this.options.limits.maxLinksPerPage,
          })
    hop.cut = await this.stream(body, reader, signal)
    const findings = reader.end()
    if ('ids' in findings) hop.document = findings
    else hop.sitemap = findings
    return hop
  }

  /** Feeds the body to `reader` up to the byte cap: 'size' or 'time' when it was cut. */
  private async stream(
    body: Dispatcher.ResponseData['body'],
    reader: { write(chunk: Uint8Array): void },
    signal: AbortSignal,
  ): Promise<'size' | 'time' | undefined> {
    let left = this.options.limits.maxBodyBytes
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        if (chunk.length > left) {
          reader.write(chunk.subarray(0, left))
          return 'size'
        }
        left -= chunk.length
        reader.write(chunk)
      }
      return undefined
    } catch (error) {
      if (signal.aborted) return 'time'
      throw error
    } finally {
      drop(body)
    }
  }
}

function stopped(mode: ReadMode): Hop {
  return { status: null, mode, failure: { kind: 'stopped', reason: 'the check ended first' } }
}

function rateLimited(mode: ReadMode): Hop {
  const reason = 'not asked: the host answered 429 to an earlier request of this check'
  return { status: null, mode, failure: { kind: 'rate-limited', reason } }
}

function timedOut(mode: ReadMode): Hop {
  return { status: null, mode, failure: { kind: 'timeout', reason: 'no answer in time' } }
}

/** The check's retries: a 5xx or a reset, `retries` times, no jitter. */
function retryLimits({ retries, retryDelayMs }: FetchLimits): RetryLimits {
  const backoff = { baseMs: retryDelayMs, maxMs: Number.POSITIVE_INFINITY, jitter: 0 }
  return {
    ...RETRY_DEFAULTS,
    attempts: { max: retries + 1 },
    // A 429 is not waited out: the host is not asked again in this run (limitedHosts).
    rateLimitStatuses: [],
    network: ['reset'],
    backoff,
    rateLimit: backoff,
  }
}

/** A hop's fault for the retry policy: an error status or a network failure; else none. */
function faultOf(hop: Hop, limits: RetryLimits, now: number): Fault | undefined {
  const { status } = hop
  if (status === null) return { network: hop.failure?.network ?? 'other' }
  return status >= 400 ? answerFault({ status }, limits, now) : undefined
}

/** Why a request got no answer, from the error's class and code only (retry.ts). */
function networkFailure(error: unknown): Failure {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof PrivateAddressError) {
      return { kind: 'private', reason: `${e.address} is a private network address` }
    }
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined
  }
  const { kind: network, code = '' } = networkFault(error)
  const failure = (kind: FailureKind, reason: string): Failure => ({ kind, reason, network })
  switch (network) {
    case 'unresolved':
      return failure('network', 'the host name does not resolve')
    case 'refused':
      return failure('network', 'the connection was refused')
    case 'reset':
      return failure('network', 'the connection was reset')
    case 'timeout':
      return failure('timeout', 'no answer in time')
    case 'tls':
      return failure('network', `its TLS certificate was refused (${code})`)
    default:
      return failure('network', `the request failed${code ? ` (${code})` : ''}`)
  }
}

/** A 3xx's Location as an http(s) URL against the one asked for, or undefined. */
function locationOf(value: string | string[] | undefined, base: URL): URL | undefined {
  const text = Array.isArray(value) ? value[0] : value
  if (text === undefined || text.length > 4 * 1024) return undefined
  try {
    const target = new URL(text, base)
    return target.protocol === 'https:' || target.protocol === 'http:' ? target : undefined
  } catch {
    return undefined
  }
}

/** Drains a small body (the connection stays usable) or drops a large or unknown one. */
async function dispose(
  body: Dispatcher.ResponseData['body'],
  length: string | string[] | undefined,
): Promise<void> {
  const bytes = Number(Array.isArray(length) ? length[0] : length)
  if (Number.isFinite(bytes) && bytes <= DRAIN_BYTES) {
    await body.dump({ limit: DRAIN_BYTES }).catch(() => undefined)
  } else {
    drop(body)
  }
}

/** Closes a body not read to its end (and its connection), quietly. */
function drop(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined)
  body.destroy()
}

/** The URL as text, without its `#fragment`: the key of what was fetched. */
export function withoutFragment(url: URL): string {
  const hash = url.href.indexOf('#')
  return hash === -1 ? url.href : url.href.slice(0, hash)
}

/** `pending`, or the signal's reason once it fires (undici ignores it before a connection). */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  pending.catch(() => undefined)
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
