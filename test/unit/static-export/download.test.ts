/** The bundle link: which links are fetched at all, and how a link is shown (never its query). */
import { describe, expect, it } from 'vitest'
import { checkLink, linkShown } from '../../../src/static-export/download.ts'

const SIGNED =
  'https://mintlify-static-exports.s3.amazonaws.com/se_1/bundle.tar.gz?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=abcdef0123456789'

const API = 'https://api.mintlify.com'
const LOOPBACK_API = 'http://127.0.0.1:3000'

describe('checkLink', () => {
  it('takes https, and plain http to loopback only when the API is on loopback too', () => {
    expect(checkLink(SIGNED, API).hostname).toBe('mintlify-static-exports.s3.amazonaws.com')
    expect(checkLink('http://127.0.0.1:8080/b.tar.gz?X-Amz-Signature=1', LOOPBACK_API).port).toBe(
      '8080',
    )
    expect(checkLink('http://localhost/b.tar.gz', 'https://localhost:8443').hostname).toBe(
      'localhost',
    )
    expect(() => checkLink('http://127.0.0.1:8080/b.tar.gz', API)).toThrow(
      "The API answered a plain-http bundle link to this runner's loopback (http://127.0.0.1:8080/b.tar.gz) while `base-url` is not on loopback; it was refused without fetching it.",
    )
  })

  it('bounds a refused data: link in its message', () => {
    const link = `data:application/gzip;base64,${'A'.repeat(7_000)}`
    let message = ''
    try {
      checkLink(link, API)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^The API answered a bundle link that is not https \(data, data:/)
    expect(message.length).toBeLessThan(400)
    expect(message).toContain('…')
  })

  it.each([
    [
      'http://mintlify-static-exports.s3.amazonaws.com/b.tar.gz?X-Amz-Signature=secret',
      /not https \(http, http:\/\/mintlify-static-exports\.s3\.amazonaws\.com\/b\.tar\.gz\?…\)/,
    ],
    ['ftp://example.com/b.tar.gz', /not https \(ftp/],
    ['file:///etc/passwd', /not https \(file, file:\/\/\/etc\/passwd\)/],
    ['https://user:pass@example.com/b.tar.gz', /credentials in it/],
    ['not a url', /not a URL/],
  ])('refuses %s without quoting its query', (link, why) => {
    expect(() => checkLink(link, API)).toThrow(why)
    try {
      checkLink(link, API)
    } catch (error) {
      expect(String(error)).not.toContain('secret')
      expect(String(error)).not.toContain('user:pass')
    }
  })
})

describe('linkShown', () => {
  it('is the origin and path, the signing query hidden', () => {
    const shown = linkShown(new URL(SIGNED))
    expect(shown).toBe('https://mintlify-static-exports.s3.amazonaws.com/se_1/bundle.tar.gz?…')
    expect(shown).not.toMatch(/Amz|abcdef/)
  })
})
