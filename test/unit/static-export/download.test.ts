/**
 * The bundle link: which links are fetched at all, and how a link is shown (never its query);
 * and the download's waits, decided by the one retry policy, against a loopback storage host.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLink, downloadBundle, linkShown } from '../../../src/static-export/download.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { startLoopback, type Loopback, type Reply } from '../shared/mintlify/loopback.ts'

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

describe('downloadBundle: waits', () => {
  const bundle = randomBytes(64 * 1024)
  const whole: Reply = (res) => {
    res.writeHead(200, { 'content-length': String(bundle.length) })
    res.end(bundle)
  }
  const status =
    (code: number, headers: Record<string, string> = {}): Reply =>
    (res) => {
      res.writeHead(code, { 'content-length': '0', ...headers })
      res.end()
    }
  const open: Loopback[] = []
  const folders: string[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((host) => host.close()))
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })

  async function download(deadlineMs: number, ...replies: Reply[]) {
    const host = await startLoopback(...replies)
    open.push(host)
    const folder = await mkdtemp(join(tmpdir(), 'download-test-'))
    folders.push(folder)
    const clock = new FakeClock()
    const target = join(folder, 'bundle.tar.gz')
    const result = downloadBundle({
      url: new URL(`${host.url}/exports/se_1/bundle.tar.gz?X-Amz-Signature=abc`),
      sizeBytes: bundle.length,
      target,
      clock,
      deadline: clock.now() + deadlineMs,
      signal: new AbortController().signal,
      proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
    })
    return { result, clock, host, target }
  }

  it("waits out a storage host's 429 as long as it asks, then downloads", async () => {
    const { result, clock, host, target } = await download(
      60_000,
      status(429, { 'retry-after': '3' }),
      whole,
    )
    const sha256 = createHash('sha256').update(bundle).digest('hex')
    await expect(result).resolves.toMatchObject({ bytes: bundle.length, sha256 })
    expect(clock.sleeps).toEqual([3000])
    expect(host.requests).toHaveLength(2)
    expect(await readFile(target)).toEqual(bundle)
  })

  it('starts no wait past the deadline, and says so', async () => {
    const { result, clock, host } = await download(2000, status(503, { 'retry-after': '5' }), whole)
    await expect(result).rejects.toThrow(
      /failed: the storage host answered HTTP 503, after 0 of \d+ bytes; the `timeout` leaves no time to try again\.$/,
    )
    expect(clock.sleeps).toEqual([])
    expect(host.requests).toHaveLength(1)
  })

  it('gives up after four tries in a row that bring nothing', async () => {
    const { result, clock, host } = await download(60_000, status(502))
    await expect(result).rejects.toThrow(/4 tries in a row brought nothing\.$/)
    expect(host.requests).toHaveLength(4)
    expect(clock.sleeps).toEqual([250, 500, 1000])
  })
})
