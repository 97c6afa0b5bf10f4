/**
 * The link check (src/shared/link-check/) against a real HTTPS preview on loopback (the test
 * certificate, trusted through the `tls` seam), over real undici connections: what a reviewer
 * reads in the report for each kind of link, what is never fetched (the canary on 127.0.0.2),
 * and the bounds a hostile page cannot move (each URL once, 4 at a time, a page that never ends,
 * a 10 GB file, 10,000 links, the deadline, cancellation).
 */
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { systemClock } from '../../../../src/shared/clock.ts'
import { runLinkCheck, writeCheckReport } from '../../../../src/shared/link-check/check.ts'
import type { LinkCheckSeams } from '../../../../src/shared/link-check/run.ts'
import type {
  LinkCheckOptions,
  LinkCheckReport,
  LinkProblem,
  UncheckedLink,
} from '../../../../src/shared/link-check/check.ts'
import {
  docsPage,
  FIXTURE_PAGE,
  FIXTURE_REMOVED,
  fixtureExpected,
  fixtureRoutes,
  startCanary,
  startPreviewSite,
  type Canary,
  type PreviewSite,
  type PreviewSiteOptions,
  type Route,
} from '../../../support/preview-site.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { TLS_CA_FILE } from '../../../support/tls-front.ts'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const NO_PROXY = { httpsProxy: '', httpProxy: '', noProxy: '' }
const ca = readFileSync(TLS_CA_FILE)

const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()))
})

async function canaryAndSite(
  routes: (canary: string) => Record<string, Route> = fixtureRoutes,
  extra: Pick<PreviewSiteOptions, 'hold' | 'latencyMs'> = {},
): Promise<{ canary: Canary; site: PreviewSite }> {
  const canary = await startCanary()
  const site = await startPreviewSite({ routes: routes(canary.origin), ...extra })
  cleanup.push(site.close, canary.close)
  return { canary, site }
}

function check(
  site: PreviewSite,
  extra: Partial<LinkCheckOptions> = {},
  seams: LinkCheckSeams = {},
): Promise<LinkCheckReport> {
  return runLinkCheck(
    {
      previewUrl: site.url,
      pages: { kind: 'paths', paths: [FIXTURE_PAGE] },
      removedPaths: FIXTURE_REMOVED,
      external: false,
      ignore: [],
      deadline: Date.now() + 20_000,
      clock: systemClock,
      signal: new AbortController().signal,
      proxy: NO_PROXY,
      ...extra,
    },
    { tls: { ca }, ...seams },
  )
}

const links = (list: LinkProblem[]) => list.map(({ link, status }) => ({ link, status }))
const unchecked = (list: UncheckedLink[]) =>
  list.map(({ link, status, cause }) => ({ link, status, cause }))
const paths = (site: PreviewSite) => site.requests.map((r) => r.path)

describe('the link check on the fixture site', () => {
  it('names each broken link (page, link, status, why) and each link it would not fetch', async () => {
    const { canary, site } = await canaryAndSite()
    const report = await check(site)
    const expected = fixtureExpected(canary.origin)
    expect(links(report.broken)).toEqual(expected.broken)
    expect(unchecked(report.notChecked)).toEqual(expected.notChecked)
    expect(report.counts).toEqual({
      broken: expected.broken.length,
      brokenOnPreviewHost: expected.broken.length,
      notChecked: 9,
      notCheckedBy: { 'not-web': 3, 'other-host': 1, private: 5 },
    })
    expect(report.unlisted).toBeUndefined()
    expect(report.broken.map((p) => [p.page, p.onPreviewHost])).toEqual(
      expected.broken.map(() => [FIXTURE_PAGE, true]),
    )
    const reasons = Object.fromEntries(report.broken.map((p) => [p.link, p.reason]))
    expect(reasons).toMatchObject({
      '/guides/install#no-such-heading': 'no element on the page has this anchor',
      '/guides/missing': 'the preview answered 404',
      '/loop/a': 'a redirect loop',
      '/hops/1': 'more than 5 redirects',
      '/guides/removed': 'this change removed the page, with no redirect',
      '/guides/deleted': 'this change removed the page, and the preview answered 404',
    })
    const why = Object.fromEntries(report.notChecked.map((p) => [p.link, p.reason]))
    expect(why).toMatchObject({
      'mailto:docs@example.com': 'not a web link: only http and https links are checked',
      'https://example.com/elsewhere': 'on another host, and `check-external` is false',
      [`${canary.origin}/secret`]: 'never fetched: 127.0.0.2 is a private network address',
    })
    expect(report).toMatchObject({ checkedPages: 1 })
    expect(report.unfinished).toBeUndefined()
    expect(canary.requests).toEqual([])
  })

  it('fetches each URL once, with GET only, and never another host without check-external', async () => {
    const { site } = await canaryAndSite()
    await check(site)
    expect(site.requests.every((r) => r.method === 'GET')).toBe(true)
    expect(new Set(paths(site)).size).toBe(site.requests.length)
    // Stylesheets and scripts are not links; mailto:, tel: and javascript: are skipped.
    expect(paths(site)).not.toContain('/_next/static/app.js')
    // The 10 GB file: its headers answer; what was sent before the connection closed is the
    // kernel's buffers' worth, not the file.
    expect(paths(site)).toContain('/files/big.zip')
    expect(site.hugeBytesSent).toBeLessThan(64 * 1024 * 1024)
  })

  it('asks one host at most 4 things at a time, and reads every page before the links', async () => {
    const many = (): Record<string, Route> => {
      const routes: Record<string, Route> = {}
      const targets = Array.from({ length: 30 }, (_, i) => `/t/${i}`)
      for (const t of [...targets, '/', '/guides/install']) routes[t] = { html: docsPage('T', '') }
      for (let p = 0; p < 6; p++) {
        routes[`/p/${p}`] = {
          html: docsPage('P', targets.map((t) => `<a href="${t}">x</a>`).join('')),
        }
      }
      return routes
    }
    const { site } = await canaryAndSite(many, { latencyMs: 20 })
    const pages = Array.from({ length: 6 }, (_, p) => `/p/${p}`)
    const report = await check(site, { pages: { kind: 'paths', paths: pages } })
    expect(report).toMatchObject({ checkedPages: 6, broken: [] })
    expect(site.maxInFlight).toBe(4)
    // Six pages, then the 30 pages they link to, the home page and the install page.
    expect(paths(site).slice(0, 6).sort()).toEqual(pages)
    expect(site.requests).toHaveLength(6 + 30 + 2)
  })

  it('retries a 5xx or a reset twice, then calls the link broken', async () => {
    const routes = (): Record<string, Route> => ({
      '/p': { html: '<a href="/down">down</a> <a href="/reset">reset</a>' },
      '/down': { status: 503 },
      '/reset': { hangUp: true },
    })
    const { site } = await canaryAndSite(routes)
    const report = await check(
      site,
      { pages: { kind: 'paths', paths: ['/p'] } },
      { limits: { retryDelayMs: 10 } },
    )
    expect(paths(site).filter((p) => p === '/down')).toHaveLength(3)
    expect(paths(site).filter((p) => p === '/reset')).toHaveLength(3)
    expect(report.broken.map(({ link, status, reason }) => ({ link, status, reason }))).toEqual([
      { link: '/down', status: 503, reason: 'the preview answered 503' },
      {
        link: '/reset',
        status: null,
        reason: 'the preview could not be reached: the connection was reset',
      },
    ])
  })

  it('a page that never ends is cut at the request bound; the check goes on', async () => {
    const { site } = await canaryAndSite()
    const started = Date.now()
    // A bound every other request meets many times over, even on a busy machine.
    const report = await check(
      site,
      { pages: { kind: 'paths', paths: ['/guides/dripping', FIXTURE_PAGE] } },
      { limits: { requestTimeoutMs: 1_500 } },
    )
    // Cut at the bound: the page drips until the check's 20 s deadline otherwise.
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(report.notChecked[0]).toMatchObject({
      page: '/guides/dripping',
      reason: 'the page did not arrive whole in time: the links in the rest of it were not checked',
    })
    expect(report.checkedPages).toBe(2)
    expect(report.broken).toHaveLength(fixtureExpected('').broken.length)
  })

  it('reads a page to 2 MiB: links past that are not checked, and the report says so', async () => {
    const filler = `<p>${'x'.repeat(1024 * 1024)}</p>`
    const big = (): Record<string, Route> => ({
      '/big': {
        html: `<a href="/early">early</a>${filler}${filler}${filler}<a href="/late">late</a>`,
      },
    })
    const { site } = await canaryAndSite(big)
    const report = await check(site, { pages: { kind: 'paths', paths: ['/big'] } })
    expect(paths(site)).toEqual(['/big', '/early'])
    expect(report.broken.map((p) => p.link)).toEqual(['/early'])
    expect(report.notChecked).toMatchObject([
      {
        page: '/big',
        reason: 'the page is larger than 2 MiB: the links in the rest of it were not checked',
      },
    ])
  })

  it('ends at the deadline and says what it left', async () => {
    // The page is answered; every link the site would answer is held: only the deadline ends it.
    const { site } = await canaryAndSite(fixtureRoutes, { hold: (path) => path !== FIXTURE_PAGE })
    const started = Date.now()
    const report = await check(site, { deadline: Date.now() + 500 })
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(450)
    // At the deadline, not at the requests' 10 s bound.
    expect(took).toBeLessThan(5_000)
    // The page was read: its anchors on itself are checked, and none of the links the site
    // holds.
    expect(report).toMatchObject({ checkedPages: 1, checkedLinks: 3 })
    expect(links(report.broken)).toEqual([{ link: '/guides/quickstart#nowhere', status: 200 }])
    expect(report.unfinished).toEqual({ reason: 'the time ran out', pagesLeft: 0, linksLeft: 17 })
  })

  it('ends on cancellation and says so', async () => {
    // The run is cancelled once the page's request is in flight, which the site holds.
    const cancel = new AbortController()
    const { site } = await canaryAndSite(fixtureRoutes, {
      hold: () => {
        cancel.abort(new Error('SIGINT'))
        return true
      },
    })
    const started = Date.now()
    const report = await check(site, { signal: cancel.signal })
    // At the cancellation, not at the requests' 10 s bound.
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(report).toMatchObject({ checkedPages: 0, checkedLinks: 0 })
    expect(report.unfinished).toEqual({
      reason: 'the run was cancelled',
      pagesLeft: 1,
      linksLeft: 0,
    })
  })

  it('10,000 links on one page change nothing but the report, which lists each bound it met', async () => {
    const flood = (): Record<string, Route> => ({
      '/flood': {
        html: docsPage(
          'Flood',
          Array.from({ length: 10_000 }, (_, i) => `<a href="/f/${i}">${i}</a>`).join(''),
        ),
      },
    })
    const { site } = await canaryAndSite(flood)
    const report = await check(
      site,
      { pages: { kind: 'paths', paths: ['/flood'] } },
      { limits: { maxLinks: 40, maxLinksPerPage: 1_000 } },
    )
    expect(site.requests.length).toBeLessThanOrEqual(41)
    expect(report.checkedLinks).toBe(40)
    expect(report.broken).toHaveLength(40)
    // Every link is accounted for, each bound named as what it is.
    expect(report.counts.notCheckedBy).toEqual({ bound: 1 + 1_000 - 40 })
    expect(report.notChecked[0]).toMatchObject({
      link: '/flood',
      cause: 'bound',
      reason: 'the page holds more than 1,000 links: the 9,002 past them were not checked',
    })
    expect(report.notChecked.at(-1)).toMatchObject({
      link: '/f/997',
      cause: 'bound',
      reason: "past the check's limit of 40 links",
    })
    expect(report.unfinished).toBeUndefined()
  })

  it('a link longer than 2,048 characters is listed as that, never fetched, never matched', async () => {
    const long = `/guides/${'x'.repeat(2_100)}`
    const routes = (): Record<string, Route> => ({
      '/p': {
        html: docsPage('P', `<a href="${long}">long</a> <a href="?${'q'.repeat(2_040)}">q</a>`),
      },
    })
    const { site } = await canaryAndSite(routes)
    const everything = { line: 1, source: '.*', regexp: /.*/u }
    const report = await check(site, {
      pages: { kind: 'paths', paths: ['/p'] },
      ignore: [everything],
    })
    // `?q…` is short as written, and longer than the bound once resolved against its page; the
    // navigation's links are ignored: `.*` ran on them, and on nothing longer.
    expect(unchecked(report.notChecked)).toEqual([
      { link: '/', status: null, cause: 'ignored' },
      { link: '/guides/install', status: null, cause: 'ignored' },
      { link: `/p?${'q'.repeat(496)}…`, status: null, cause: 'bound' },
      { link: `${long.slice(0, 300)}…`, status: null, cause: 'bound' },
    ])
    expect(report.notChecked.slice(2).map((p) => p.reason)).toEqual([
      'longer than 2,048 characters',
      'longer than 2,048 characters',
    ])
    expect(paths(site)).toEqual(['/p'])
  })

  it('past 5,000 problems every one is still counted: 6,000 broken links are 6,000', async () => {
    // The red team's repro: three changed pages, each with the same 2,000 links to a missing
    // page (one anchor each: 2,000 links, one request).
    const missing = Array.from({ length: 2_000 }, (_, i) => `<a href="/gone#s${i}">${i}</a>`)
    const routes = (): Record<string, Route> => ({
      '/a': { html: missing.join('') },
      '/b': { html: missing.join('') },
      '/c': { html: missing.join('') },
    })
    const { site } = await canaryAndSite(routes)
    const report = await check(site, { pages: { kind: 'paths', paths: ['/a', '/b', '/c'] } })
    expect(report.counts).toMatchObject({ broken: 6_000, brokenOnPreviewHost: 6_000 })
    expect(report.broken).toHaveLength(5_000)
    expect(report.unlisted).toEqual({ broken: 1_000, notChecked: 0 })
    expect(site.requests).toHaveLength(3 + 1)
  })

  it('runs on an injected clock (a test’s, whose waits return at once) as on the real one', async () => {
    const { canary, site } = await canaryAndSite()
    const clock = new FakeClock()
    const report = await check(site, { clock, deadline: clock.now() + 60_000 })
    expect(links(report.broken)).toEqual(fixtureExpected(canary.origin).broken)
    expect(report.unfinished).toBeUndefined()
  })

  it('reads every page of the sitemap, on the preview host whatever host it names', async () => {
    const sitemap = (): Record<string, Route> => ({
      '/sitemap.xml': {
        status: 200,
        type: 'application/xml',
        body: `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://docs.example.com/sitemap-0.xml</loc></sitemap></sitemapindex>`,
      },
      '/sitemap-0.xml': {
        status: 200,
        type: 'application/xml',
        body: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://docs.example.com/</loc></url><url><loc>https://docs.example.com/a</loc></url>
<url><loc>https://docs.example.com/b</loc></url></urlset>`,
      },
      '/': { html: docsPage('Home', '<a href="/a">a</a>') },
      '/a': { html: docsPage('A', '<a href="/gone">gone</a>') },
      '/b': { html: docsPage('B', '') },
      '/guides/install': { html: docsPage('Install', '') },
    })
    const { site } = await canaryAndSite(sitemap)
    const report = await check(site, { pages: { kind: 'sitemap' } })
    expect(report.checkedPages).toBe(3)
    expect(report.broken.map((p) => [p.page, p.link])).toEqual([['/a', '/gone']])

    const limited = await check(site, { pages: { kind: 'sitemap' } }, { limits: { maxPages: 2 } })
    expect(limited.checkedPages).toBe(2)
    expect(limited.unfinished).toEqual({ reason: 'the 2-page limit', pagesLeft: 1, linksLeft: 0 })
  })

  it('says so when the sitemap cannot be read', async () => {
    const { site } = await canaryAndSite(() => ({}))
    const report = await check(site, { pages: { kind: 'sitemap' } })
    expect(report.checkedPages).toBe(0)
    expect(report.notChecked).toEqual([
      {
        page: '/sitemap.xml',
        link: '/sitemap.xml',
        status: 404,
        reason: 'the sitemap could not be read: the preview answered 404',
        onPreviewHost: true,
        cause: 'unread-page',
      },
    ])
  })

  it('a changed page the preview does not serve is reported, not checked', async () => {
    const { site } = await canaryAndSite()
    const report = await check(site, { pages: { kind: 'paths', paths: ['/guides/not-built'] } })
    expect(report.checkedPages).toBe(0)
    expect(report.notChecked).toMatchObject([
      {
        page: '/guides/not-built',
        status: 404,
        reason: 'the page was not checked: the preview answered 404',
      },
    ])
  })

  it('checks nothing on a preview URL that is not https (plain http only on loopback)', async () => {
    const { site } = await canaryAndSite()
    for (const previewUrl of ['http://docs.example.com', 'javascript:alert(1)', 'not a URL']) {
      const report = await check(site, { previewUrl })
      expect(report).toEqual({
        checkedPages: 0,
        checkedLinks: 0,
        counts: { broken: 0, brokenOnPreviewHost: 0, notChecked: 0, notCheckedBy: {} },
        broken: [],
        notChecked: [],
        unfinished: { reason: 'the preview URL is not an https URL', pagesLeft: 1, linksLeft: 0 },
      })
    }
    expect(site.requests).toEqual([])
  })

  it('writes the report as JSON', async () => {
    const { site } = await canaryAndSite()
    const report = await check(site)
    const file = join(await mkdtemp(join(tmpdir(), 'link-check-')), 'nested', 'report.json')
    await writeCheckReport(report, file)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(report)
  })
})
