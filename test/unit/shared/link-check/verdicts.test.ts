/**
 * What one link's answers mean (src/shared/link-check/verdicts.ts): redirects followed on the
 * preview's host (at most 5, a loop stopped), a removed page that must redirect, a `#fragment`
 * that must name an element, and another host's statuses as broken, fine or not checked, each
 * with the sentence a reviewer reads. Chains are fetched from a loopback site by the real
 * fetcher; answers that never came are the fetcher's own failures, written out.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { Fetcher, type Hop } from '../../../../src/shared/link-check/fetcher.ts'
import {
  externalVerdict,
  land,
  previewVerdict,
  type Verdict,
} from '../../../../src/shared/link-check/verdicts.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { startPreviewSite, type PreviewSite, type Route } from '../../../support/preview-site.ts'

const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()))
})

/** A loopback preview serving `routes`, and a fetcher for it. */
async function preview(
  routes: Record<string, Route>,
): Promise<{ site: PreviewSite; fetcher: Fetcher; at: (path: string) => URL }> {
  const site = await startPreviewSite({ routes, tls: false })
  const clock = new FakeClock()
  const fetcher = new Fetcher({
    previewOrigin: site.url,
    proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
    clock,
    deadline: clock.now() + 60_000,
    stop: new AbortController().signal,
    limits: {
      requestTimeoutMs: 10_000,
      perHost: 4,
      total: 16,
      maxBodyBytes: 64 * 1024,
      retries: 2,
      retryDelayMs: 500,
      maxLinksPerPage: 100,
      maxPages: 10,
    },
  })
  cleanup.push(() => fetcher.close(), site.close)
  return { site, fetcher, at: (path) => new URL(path, site.url) }
}

/** The verdict on `path#fragment` of the preview, as the check gives it. */
async function verdictOn(
  routes: Record<string, Route>,
  link: string,
  removed = false,
): Promise<Verdict> {
  const { site, fetcher, at } = await preview(routes)
  const url = at(link)
  const landing = await land(fetcher, url, site.url, 'ids')
  return previewVerdict(landing, url.hash.slice(1), removed, undefined)
}

describe('land: redirects on the preview host', () => {
  it('follows a chain to its page, each hop fetched once', async () => {
    const { site, fetcher, at } = await preview({
      '/a': { redirect: '/b' },
      '/b': { redirect: '/c', status: 308 },
      '/c': { html: '<h1 id="top-title">C</h1>' },
    })
    const landing = await land(fetcher, at('/a'), site.url, 'ids')
    expect(landing.first.status).toBe(301)
    expect(landing.last.status).toBe(200)
    expect(landing.lastUrl.pathname).toBe('/c')
    expect(landing.problem).toBeUndefined()
    await land(fetcher, at('/b'), site.url, 'ids')
    expect(site.requests.map((r) => r.path)).toEqual(['/a', '/b', '/c'])
  })

  it('stops at a loop, at more than 5 redirects, and at a redirect without a Location', async () => {
    const chain = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`/r${i}`, { redirect: `/r${i + 1}` }]),
    )
    expect(await verdictOn({ '/x': { redirect: '/y' }, '/y': { redirect: '/x' } }, '/x')).toEqual({
      kind: 'broken',
      status: 301,
      reason: 'a redirect loop',
    })
    expect(await verdictOn(chain, '/r0')).toEqual({
      kind: 'broken',
      status: 301,
      reason: 'more than 5 redirects',
    })
    expect(await verdictOn({ '/nowhere': { status: 302 } }, '/nowhere')).toEqual({
      kind: 'broken',
      status: 302,
      reason: 'a redirect without a usable Location',
    })
  })

  it('a redirect to another host leaves the chain there: the link is as good as that host', async () => {
    const { site, fetcher, at } = await preview({ '/away': { redirect: 'https://example.com/x' } })
    const landing = await land(fetcher, at('/away'), site.url, 'ids')
    expect(landing.offHost?.href).toBe('https://example.com/x')
    const broken: Verdict = { kind: 'broken', status: 404, reason: 'the site answered 404' }
    expect(previewVerdict(landing, '', false, undefined)).toEqual({ kind: 'ok' })
    expect(previewVerdict(landing, '', false, broken)).toBe(broken)
  })
})

describe("previewVerdict: a link to the preview's own host", () => {
  it('must answer 2xx: another status is broken, naming it; a 429 is not checked', async () => {
    expect(await verdictOn({}, '/missing')).toEqual({
      kind: 'broken',
      status: 404,
      reason: 'the preview answered 404',
    })
    expect(await verdictOn({ '/busy': { status: 429 } }, '/busy')).toEqual({
      kind: 'notChecked',
      status: 429,
      reason: 'the preview asked for fewer requests (429)',
      cause: 'inconclusive',
    })
  })

  it('a page this change removed must redirect: served as it was, or gone, it is broken', async () => {
    const routes: Record<string, Route> = {
      '/old': { html: '<p>still here</p>' },
      '/moved': { redirect: '/new' },
      '/new': { html: '<p>new</p>' },
    }
    expect(await verdictOn(routes, '/old', true)).toEqual({
      kind: 'broken',
      status: 200,
      reason: 'this change removed the page, with no redirect',
    })
    expect(await verdictOn(routes, '/gone', true)).toEqual({
      kind: 'broken',
      status: 404,
      reason: 'this change removed the page, and the preview answered 404',
    })
    expect(await verdictOn(routes, '/moved', true)).toEqual({ kind: 'ok' })
  })

  it('a #fragment must name an element of the page it lands on; #top always does', async () => {
    const routes: Record<string, Route> = {
      '/page': { html: '<h2 id="install">Install</h2><a name="legacy"></a><h2 id="ünï">U</h2>' },
      '/to-page': { redirect: '/page' },
      '/logo.png': { status: 200, body: 'png', type: 'image/png' },
    }
    for (const ok of ['/page#install', '/page#legacy', '/page#top', '/page#%C3%BCn%C3%AF']) {
      expect(await verdictOn(routes, ok), ok).toEqual({ kind: 'ok' })
    }
    expect(await verdictOn(routes, '/to-page#install')).toEqual({ kind: 'ok' })
    expect(await verdictOn(routes, '/page#usage')).toEqual({
      kind: 'broken',
      status: 200,
      reason: 'no element on the page has this anchor',
    })
    // Not an HTML page: its fragments are not element ids.
    expect(await verdictOn(routes, '/logo.png#anything')).toEqual({ kind: 'ok' })
  })

  it('an anchor past what was read (a page cut at the byte cap) is not checked, saying why', async () => {
    const routes: Record<string, Route> = {
      '/long': { html: `<p>${'x'.repeat(100 * 1024)}</p><h2 id="end">End</h2>` },
    }
    expect(await verdictOn(routes, '/long#end')).toEqual({
      kind: 'notChecked',
      status: 200,
      reason: 'the anchor is not in what was read (the page was not read whole)',
      cause: 'bound',
    })
  })
})

describe('externalVerdict: a link to another host', () => {
  const hop = (status: number): Hop => ({ status, mode: 'status' })

  it('2xx and 3xx are fine; 404, 410 and a 5xx after retries are broken', () => {
    for (const status of [200, 204, 301, 308]) {
      expect(externalVerdict(hop(status)), String(status)).toEqual({ kind: 'ok' })
    }
    expect(externalVerdict(hop(404))).toEqual({
      kind: 'broken',
      status: 404,
      reason: 'the site answered 404',
    })
    expect(externalVerdict(hop(410)).kind).toBe('broken')
    expect(externalVerdict(hop(503))).toEqual({
      kind: 'broken',
      status: 503,
      reason: 'the site answered 503, also when asked again',
    })
  })

  it('401, 403, 429 and other 4xx do not tell: not checked, with the reason', () => {
    const whys: [number, string][] = [
      [401, 'it refuses automated requests'],
      [403, 'it refuses automated requests'],
      [429, 'it asked for fewer requests'],
      [400, 'its answer does not tell'],
    ]
    for (const [status, why] of whys) {
      expect(externalVerdict(hop(status))).toEqual({
        kind: 'notChecked',
        status,
        reason: `the site answered ${status} (${why})`,
        cause: 'inconclusive',
      })
    }
  })

  it('no answer: private never fetched, unreachable broken, no time not checked, the check ended unfinished', () => {
    const failed = (kind: NonNullable<Hop['failure']>['kind'], reason: string): Hop => ({
      status: null,
      mode: 'status',
      failure: { kind, reason },
    })
    expect(externalVerdict(failed('private', '10.0.0.1 is a private network address'))).toEqual({
      kind: 'notChecked',
      status: null,
      reason: 'never fetched: 10.0.0.1 is a private network address',
      cause: 'private',
    })
    expect(externalVerdict(failed('network', 'the host name does not resolve'))).toEqual({
      kind: 'broken',
      status: null,
      reason: 'the site could not be reached: the host name does not resolve',
    })
    expect(externalVerdict(failed('timeout', 'no answer in time'))).toEqual({
      kind: 'notChecked',
      status: null,
      reason: 'no answer in time',
      cause: 'inconclusive',
    })
    expect(externalVerdict(failed('stopped', 'the check ended first'))).toEqual({
      kind: 'unfinished',
    })
  })

  it('the preview unreachable is said as the preview', async () => {
    const { site, fetcher } = await preview({})
    await site.close()
    const url = new URL('/page', site.url)
    const landing = await land(fetcher, url, site.url, 'ids')
    expect(previewVerdict(landing, '', false, undefined)).toEqual({
      kind: 'broken',
      status: null,
      reason: 'the preview could not be reached: the connection was refused',
    })
  })
})
