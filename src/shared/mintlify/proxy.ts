/**
 * The runner's proxy settings, read once by the step: `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY`
 * (lower case first, as curl and `@actions/http-client` read them).
 */
import { InputError } from '../inputs.js'

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
