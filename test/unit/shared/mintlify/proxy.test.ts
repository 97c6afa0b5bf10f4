import { describe, expect, it } from 'vitest'
import { readProxySettings } from '../../../../src/shared/mintlify/proxy.ts'

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
