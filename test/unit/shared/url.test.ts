import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkedJob,
  checkedPreview,
  checkedDeployment,
} from '../../../src/shared/mintlify/server-urls.ts'
import { httpsUrl } from '../../../src/shared/markdown.ts'
import { parseHttpsUrl, urlCheck } from '../../../src/shared/url.ts'

/** A fresh check (a run of its own) with its warnings collected, so none is deduplicated. */
let calls = 0
function check(value: string | null | undefined): { url: string | undefined; warnings: string[] } {
  const warnings: string[] = []
  const url = urlCheck((message) => warnings.push(message))(value, `the test URL ${++calls}`)
  return { url, warnings }
}

describe('a URL from a server', () => {
  it.each([
    'https://acme-docs-new-quickstart.mintlify.app',
    'https://github.com/acme/docs/pull/7',
    'https://acme.mintlify.app/guides/setup?x=1#top',
    'https://xn--bcher-kva.example/',
  ])('keeps the https URL %s as it is, without a warning', (value) => {
    expect(check(value)).toEqual({ url: value, warnings: [] })
  })

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.domain)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://evil.example'],
    ['ftp://files.example/x'],
    ['//evil.example/x'],
    ['/relative/path'],
    ['https://'],
    ['https:evil.example'],
    ['https://.example/'],
    ['https://evil..example/'],
    ['HTTPS://evil.example/'],
    ['https://user:pass@evil.example/'],
    ['https://token@evil.example/'],
    ['https://evil.example/\nmore'],
    ['https://evil.example/\tx'],
    [' https://evil.example/'],
    ['https://evil.example/ x'],
    ['https://evil.example\u0000.com/'],
    [`https://evil.example/${'a'.repeat(3_000)}`],
    ['not a url'],
  ])('drops %j with one warning that names what it dropped', (value) => {
    const { url, warnings } = check(value)
    expect(url).toBeUndefined()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^Dropped the test URL \d+ the server sent \(".*"\): only https/)
  })

  it('shows a dropped value shortened, on one line, with nothing invisible', () => {
    const hostile = `javascript:alert(1)//\n::error::forged\u200b${'x'.repeat(500)}`
    const { warnings } = check(hostile)
    expect(warnings[0]!.length).toBeLessThan(200)
    expect(warnings[0]).not.toMatch(/[\n\u200b]/)
    expect(warnings[0]).toContain('javascript:alert(1)//')
    expect(warnings[0]).toContain('…')
  })

  it('says nothing about a missing URL', () => {
    expect(check(undefined)).toEqual({ url: undefined, warnings: [] })
    expect(check(null)).toEqual({ url: undefined, warnings: [] })
    expect(check('')).toEqual({ url: undefined, warnings: [] })
  })

  it('warns once per value, however often the server sends it (a job is read at every poll)', () => {
    const warnings: string[] = []
    const serverUrl = urlCheck((message) => warnings.push(message))
    for (let poll = 0; poll < 5; poll++) serverUrl('http://once.example/', 'the polled URL')
    serverUrl('http://twice.example/', 'the polled URL')
    expect(warnings).toHaveLength(2)
  })

  it('warns again in the next run: what was said is kept per run, not per process', () => {
    const warnings: string[] = []
    const warn = (message: string) => warnings.push(message)
    const firstRun = urlCheck(warn)
    const secondRun = urlCheck(warn)
    firstRun('http://again.example/', 'the preview URL')
    firstRun('http://again.example/', 'the preview URL')
    secondRun('http://again.example/', 'the preview URL')
    expect(warnings).toHaveLength(2)
    expect(warnings[1]).toBe(warnings[0])
  })

  // URL-ish text: the characters that make a URL, and those that break one.
  const urlish = fc.tuple(
    fc.constantFrom('https://', 'http://', 'javascript:', 'data:', 'https:', 'https://u:p@', ''),
    fc.string({
      unit: fc.constantFrom(...'ab1.-/:@?#%[] \n\t\u0000\u200b'.split('')),
      maxLength: 40,
    }),
  )

  it('never lets anything but an https URL with a host and no credentials through', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 100 }),
          urlish.map(([a, b]) => a + b),
        ),
        (value) => {
          const url = urlCheck(() => {})(value, 'the property URL')
          if (url === undefined) return
          expect(url).toBe(value)
          const parsed = new URL(url)
          expect(parsed.protocol).toBe('https:')
          expect(parsed.hostname).not.toBe('')
          expect(parsed.username + parsed.password).toBe('')
          expect(url).not.toMatch(/[\s\p{Cc}]/u)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('is the check the Markdown links use: a link target is always a safe server URL', () => {
    fc.assert(
      fc.property(
        urlish.map(([a, b]) => a + b),
        (value) => {
          if (httpsUrl(value) !== undefined) expect(parseHttpsUrl(value)).toBeDefined()
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe("the URLs in Mintlify's answers", () => {
  const serverUrl = urlCheck(() => {})

  it('a queued preview keeps an https URL and loses any other', () => {
    const good = 'https://acme-x.mintlify.app'
    expect(checkedPreview({ statusId: 's1', previewUrl: good }, serverUrl)).toEqual({
      statusId: 's1',
      previewUrl: good,
    })
    expect(
      checkedPreview({ statusId: 's1', previewUrl: 'javascript:alert(1)' }, serverUrl),
    ).toEqual({
      statusId: 's1',
    })
  })

  it("a job's pull request link that is not https becomes no link", () => {
    expect(
      checkedJob({ id: 'j', status: 'completed', prLink: 'data:text/html,x' }, serverUrl),
    ).toEqual({
      id: 'j',
      status: 'completed',
      prLink: null,
    })
    const job = { id: 'j', status: 'completed', prLink: 'https://github.com/a/b/pull/1' }
    expect(checkedJob(job, serverUrl)).toEqual(job)
  })

  it('a deployment loses insecure screenshots and avatar, and keeps the rest', () => {
    const deployment = {
      status: 'success',
      screenshot: 'http://shots.example/1.png',
      screenshotLight: 'javascript:alert(1)',
      screenshotDark: 'https://shots.example/1-dark.png',
      author: { name: 'Ada', avatarUrl: 'http://avatars.example/ada.png' },
    }
    expect(checkedDeployment(deployment, serverUrl)).toEqual({
      status: 'success',
      screenshotDark: 'https://shots.example/1-dark.png',
      author: { name: 'Ada' },
    })
    expect(checkedDeployment({ status: 'queued', author: null }, serverUrl)).toEqual({
      status: 'queued',
      author: null,
    })
    expect(checkedDeployment({ status: 'queued' }, serverUrl)).toEqual({ status: 'queued' })
  })
})
