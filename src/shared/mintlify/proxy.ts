/**
 * The runner's proxy settings, read once by the step: `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY`
 * (lower case first, as curl and `@actions/http-client` read them); and the way out they give
 * each URL, for every client built on undici (the API's, the link check's, the bundle download).
 */
import { Agent, Pool, ProxyAgent, type Dispatcher } from 'undici'
import { InputError } from '../inputs.js'
import { TunnelRefusedError } from '../retry.js'

/** A proxy setting absent from the environment is an empty string. */
export interface ProxySettings {
  httpsProxy: string
  httpProxy: string
  noProxy: string
}

export interface ProxyReading {
  settings: ProxySettings
  /** The proxy passwords, as written and decoded: to mask before anything can print them. */
  secrets: string[]
  /**
   * The variables whose value was written without a scheme (`user:pass@proxy:3128`), with the
   * value every client must use instead (`http://user:pass@proxy:3128`).
   */
  normalized: Record<string, string>
}

const VARIABLES = {
  httpsProxy: ['https_proxy', 'HTTPS_PROXY'],
  httpProxy: ['http_proxy', 'HTTP_PROXY'],
} as const

/**
 * Reads the proxy settings. A value without `scheme://` is read as `http://`, as
 * `@actions/http-client` means to (it tries `http://` when the value is not a URL, but
 * `user:pass@host:port` parses as a URL whose scheme is `user:`); any other value that is not an
 * `http:` or `https:` URL is refused with one sentence naming the variable, before any request.
 */
export function readProxySettings(env: Readonly<Record<string, string | undefined>>): ProxyReading {
  const secrets: string[] = []
  const normalized: Record<string, string> = {}
  const read = (names: readonly [string, string]): string => {
    const name = names.find((n) => env[n]) ?? names[1]
    const raw = (env[name] ?? '').trim()
    if (raw === '') return ''
    const value = raw.includes('://') ? raw : `http://${raw}`
    let url: URL
    try {
      url = new URL(value)
    } catch {
      throw new InputError(
        name,
        `The ${name} environment variable is not a proxy URL; set it as http://host:port or http://user:password@host:port.`,
      )
    }
    if (url.password) secrets.push(...new Set([url.password, safeDecode(url.password)]))
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new InputError(
        name,
        `The ${name} environment variable names a ${url.protocol.slice(0, -1)} proxy (${url.protocol}//${url.host}); only http:// and https:// proxies are supported, as http://host:port.`,
      )
    }
    if (value !== raw) normalized[name] = value
    return value
  }
  const settings: ProxySettings = {
    httpsProxy: read(VARIABLES.httpsProxy),
    httpProxy: read(VARIABLES.httpProxy),
    noProxy: env.no_proxy || env.NO_PROXY || '',
  }
  return { settings, secrets, normalized }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * This runner's loopback (`localhost`, `127.x.x.x`, `[::1]`; not a name such as `127.example.com`):
 * never behind a proxy (no proxy can reach it).
 */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host)
}

/**
 * The proxy URL the settings name for `url` (`HTTPS_PROXY` for https, else `HTTP_PROXY`), or
 * undefined when it is reached directly: on loopback, or named by `NO_PROXY`.
 */
export function proxyUrlFor(url: URL, settings: ProxySettings): string | undefined {
  const proxy =
    url.protocol === 'https:' && settings.httpsProxy ? settings.httpsProxy : settings.httpProxy
  if (!proxy || isLoopback(url.hostname) || bypassed(url, settings.noProxy)) return undefined
  return proxy
}

/**
 * Whether `NO_PROXY` names the URL's host, as curl and `@actions/http-client` read it (so the
 * API, GitHub and the artifact service go the same way): `*`; a host, which covers its
 * subdomains too (`example.com`, `.example.com`, `*.example.com`); an address; each with an
 * optional `:port`.
 */
function bypassed(url: URL, noProxy: string): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '')
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  for (const item of noProxy.split(/[\s,]/)) {
    let entry = item.toLowerCase()
    if (entry === '*') return true
    // `host:port` and `[v6]:port`; a bare IPv6 address has colons but no port.
    const colon = entry.lastIndexOf(':')
    const ported = colon > 0 && (entry.startsWith('[') || entry.indexOf(':') === colon)
    if (ported && /^\d{1,5}$/.test(entry.slice(colon + 1))) {
      if (entry.slice(colon + 1) !== port) continue
      entry = entry.slice(0, colon)
    }
    const domain = entry.replace(/^\[|\]$/g, '').replace(/^\*?\./, '')
    if (domain && (host === domain || host.endsWith(`.${domain}`))) return true
  }
  return false
}

/**
 * The way out to `url`'s origin: a direct Agent, or through the proxy the settings name, a
 * CONNECT tunnel for every request (what goes over TLS stays inside it, the key included).
 */
export function dispatcherFor(
  url: URL,
  settings: ProxySettings,
  options: Agent.Options,
): Dispatcher {
  const proxy = proxyUrlFor(url, settings)
  return proxy ? tunnelThrough(proxy, options) : new Agent(options)
}

/** Ways out to many origins (the link check's), one dispatcher per way, each made when needed. */
export class ProxyRoutes {
  private readonly settings: ProxySettings
  private readonly options: Agent.Options
  /** By proxy URL; '' is the direct way. */
  private readonly ways = new Map<string, Dispatcher>()

  constructor(settings: ProxySettings, options: Agent.Options) {
    this.settings = settings
    this.options = options
  }

  for(url: URL): Dispatcher {
    const proxy = proxyUrlFor(url, this.settings) ?? ''
    let way = this.ways.get(proxy)
    if (!way) {
      way = proxy ? tunnelThrough(proxy, this.options) : new Agent(this.options)
      this.ways.set(proxy, way)
    }
    return way
  }

  async destroy(): Promise<void> {
    await Promise.all([...this.ways.values()].map((way) => way.destroy()))
  }
}

function tunnelThrough(proxy: string, options: Agent.Options): ProxyAgent {
  return new ProxyAgent({
    ...options,
    uri: proxy,
    proxyTunnel: true,
    // The proxy's own connections, whose CONNECT answers are read by tunnelStatus.
    clientFactory: (origin, poolOptions) =>
      new Pool(origin, poolOptions).compose(
        (dispatch) => (request, handler) => dispatch(request, tunnelStatus(handler)),
      ),
  })
}

/**
 * The CONNECT request's handler, but a refused tunnel fails with a TunnelRefusedError carrying
 * the proxy's status (undici says it in its message only), for retry.ts to tell apart.
 */
function tunnelStatus(inner: Dispatcher.DispatchHandlers): Dispatcher.DispatchHandlers {
  return {
    onConnect: (abort) => inner.onConnect?.(abort),
    onError: (error) => inner.onError?.(error),
    onUpgrade: (statusCode, headers, socket) => {
      if (statusCode === 200) return inner.onUpgrade?.(statusCode, headers, socket)
      socket.destroy()
      inner.onError?.(new TunnelRefusedError(statusCode))
    },
    onResponseStarted: () => inner.onResponseStarted?.(),
    onHeaders: (statusCode, headers, resume, statusText) =>
      inner.onHeaders?.(statusCode, headers, resume, statusText) ?? true,
    onData: (chunk) => inner.onData?.(chunk) ?? true,
    onComplete: (trailers) => inner.onComplete?.(trailers),
    onBodySent: (size, total) => inner.onBodySent?.(size, total),
  }
}
