import { describe, expect, it } from 'vitest'
import { proxyUrlFor, readProxySettings } from '../../../../src/shared/mintlify/proxy.ts'

describe('readProxySettings', () => {
  it('reads lower case first, and no proxy as empty strings', () => {
    expect(readProxySettings({})).toEqual({
      settings: { httpsProxy: '', httpProxy: '', noProxy: '' },
      secrets: [],
      normalized: {},
    })
    const reading = readProxySettings({
      https_proxy: 'http://a:3128',
      HTTPS_PROXY: 'http://b:3128',
      HTTP_PROXY: 'http://c:3128',
      NO_PROXY: '.corp',
    })
    expect(reading.settings).toEqual({
      httpsProxy: 'http://a:3128',
      httpProxy: 'http://c:3128',
      noProxy: '.corp',
    })
  })

  it('reads a value without a scheme as http://, and says which variables every client must see', () => {
    const reading = readProxySettings({ HTTPS_PROXY: 'ci:p%40ss@proxy.corp:3128' })
    expect(reading.settings.httpsProxy).toBe('http://ci:p%40ss@proxy.corp:3128')
    expect(reading.normalized).toEqual({ HTTPS_PROXY: 'http://ci:p%40ss@proxy.corp:3128' })
    // Masked as written and decoded.
    expect(reading.secrets).toEqual(['p%40ss', 'p@ss'])
  })

  it('refuses what is not an http(s) proxy URL with one sentence naming the variable', () => {
    expect(() => readProxySettings({ https_proxy: 'socks5://u:pw@h:1080' })).toThrow(
      /^The https_proxy environment variable names a socks5 proxy \(socks5:\/\/h:1080\); only http:\/\/ and https:\/\/ proxies are supported/,
    )
    expect(() => readProxySettings({ HTTP_PROXY: 'http://exa mple:80' })).toThrow(
      /^The HTTP_PROXY environment variable is not a proxy URL/,
    )
    // The message never repeats a password.
    try {
      readProxySettings({ HTTP_PROXY: 'ftp://u:hunter2@h' })
    } catch (error) {
      expect(String(error)).not.toContain('hunter2')
    }
  })
})

describe('proxyUrlFor: the way out for each URL', () => {
  const settings = (noProxy: string) => ({
    httpsProxy: 'http://secure:3128',
    httpProxy: 'http://plain:3128',
    noProxy,
  })
  const via = (url: string, noProxy = '') => proxyUrlFor(new URL(url), settings(noProxy))

  it('takes HTTPS_PROXY for https, HTTP_PROXY for http, and HTTP_PROXY when HTTPS_PROXY is unset', () => {
    expect(via('https://api.mintlify.com/v1')).toBe('http://secure:3128')
    expect(via('http://docs.example.com/')).toBe('http://plain:3128')
    const plainOnly = { httpsProxy: '', httpProxy: 'http://plain:3128', noProxy: '' }
    expect(proxyUrlFor(new URL('https://api.mintlify.com'), plainOnly)).toBe('http://plain:3128')
    const none = { httpsProxy: '', httpProxy: '', noProxy: '' }
    expect(proxyUrlFor(new URL('https://api.mintlify.com'), none)).toBeUndefined()
  })

  it("reaches this runner's loopback directly: no proxy can reach it", () => {
    for (const url of ['http://localhost:8080', 'https://127.0.0.1:3000', 'http://[::1]:80']) {
      expect(via(url), url).toBeUndefined()
    }
    // A name that starts like a loopback address is a name like any other.
    expect(via('https://127.0.0.1.example.com')).toBe('http://secure:3128')
  })

  it('reads NO_PROXY as curl and @actions/http-client do: a host covers its subdomains', () => {
    const noProxy = 'example.com, .corp  *.internal.test,10.0.0.5,[::2]:8443,cdn.test:8080'
    expect(via('https://example.com', noProxy)).toBeUndefined()
    expect(via('https://api.example.com', noProxy)).toBeUndefined()
    expect(via('https://notexample.com', noProxy)).toBe('http://secure:3128')
    expect(via('https://wiki.corp', noProxy)).toBeUndefined()
    expect(via('https://a.b.internal.test', noProxy)).toBeUndefined()
    expect(via('http://10.0.0.5:8080', noProxy)).toBeUndefined()
    expect(via('https://[::2]:8443', noProxy)).toBeUndefined()
    expect(via('https://[::2]', noProxy)).toBe('http://secure:3128')
    // A port narrows an entry to it: the default port counts.
    expect(via('http://cdn.test:8080', noProxy)).toBeUndefined()
    expect(via('http://cdn.test', noProxy)).toBe('http://plain:3128')
    expect(via('https://example.com', 'example.com:443')).toBeUndefined()
    expect(via('https://anything.test', '*')).toBeUndefined()
    expect(via('https://API.Example.COM', 'EXAMPLE.com')).toBeUndefined()
  })
})
