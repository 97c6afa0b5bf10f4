/**
 * One link check from start to end (src/shared/link-check/run.ts), on a loopback preview: what
 * becomes of a page to check that is not one (not HTML, or on another host), how a page's links
 * are read (against its `<base href>`, a link that is no URL, a removed page however its path is
 * written), and the report of a run cancelled before it began. check.test.ts shows the bounds
 * and the report through check.ts; these are the run's own decisions.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { LinkCheckRun } from '../../../../src/shared/link-check/run.ts'
import type { LinkCheckOptions, LinkCheckReport } from '../../../../src/shared/link-check/types.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { docsPage, startPreviewSite, type Route } from '../../../support/preview-site.ts'

const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()))
})

/** Runs a check of `paths` on a loopback preview serving `routes`; returns its report. */
async function check(
  routes: Record<string, Route>,
  paths: string[],
  options: Partial<LinkCheckOptions> = {},
): Promise<{ report: LinkCheckReport; requested: string[] }> {
  const site = await startPreviewSite({ routes, tls: false })
  cleanup.push(site.close)
  const clock = new FakeClock()
  const run = new LinkCheckRun(
    {
      previewUrl: site.url,
      pages: { kind: 'paths', paths },
      removedPaths: [],
      external: false,
      ignore: [],
      deadline: clock.now() + 60_000,
      clock,
      signal: new AbortController().signal,
      proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
      ...options,
    },
    {},
  )
  try {
    return { report: await run.run(), requested: site.requests.map((r) => r.path) }
  } finally {
    await run.close()
  }
}

const problems = (list: { link: string; reason: string }[]) =>
  list.map(({ link, reason }) => `${link}: ${reason}`)

describe('a page to check that is not one', () => {
  it('is listed as not read, saying why, and its links are not looked for', async () => {
    const { report } = await check(
      {
        '/guide.pdf': { status: 200, body: '%PDF-1.7', type: 'application/pdf' },
        '/moved': { redirect: 'https://elsewhere.example.com/guide' },
        '/fine': { html: docsPage('Fine', '<p>no links</p>') },
        '/': { html: docsPage('Home', '') },
        '/guides/install': { html: docsPage('Install', '') },
      },
      ['/guide.pdf', '/moved', '/fine'],
    )
    expect(report.checkedPages).toBe(1)
    expect(problems(report.notChecked)).toEqual([
      '/guide.pdf: the page was not checked: it is not an HTML page',
      '/moved: the page was not checked: it redirects to another host',
    ])
    expect(report.counts.notCheckedBy).toEqual({ 'unread-page': 2 })
    expect(report.unfinished).toBeUndefined()
  })
})

describe("a page's links", () => {
  it("are resolved against the page's <base href>, and one that is no URL is broken", async () => {
    const { report, requested } = await check(
      {
        '/guides/page': {
          html: '<base href="/reference/"><a href="api">API</a><a href="http://[::1">bad</a>',
        },
        '/reference/api': { html: '<h1>API</h1>' },
      },
      ['/guides/page'],
    )
    expect(requested).toEqual(['/guides/page', '/reference/api'])
    expect(problems(report.broken)).toEqual(['http://[::1: not a valid URL'])
    expect(report.checkedLinks).toBe(1)
  })

  it('a <base href> that is not a web URL is ignored: links stay relative to the page', async () => {
    const { requested } = await check(
      {
        '/guides/page': { html: '<base href="javascript:alert(1)"><a href="next">Next</a>' },
        '/guides/next': { html: '<h1>Next</h1>' },
      },
      ['/guides/page'],
    )
    expect(requested).toEqual(['/guides/page', '/guides/next'])
  })

  it('a link to a removed page is broken however its path is written, unless it redirects', async () => {
    const { report } = await check(
      {
        '/guides/page': {
          html: '<a href="/old/">Old</a> <a href="old#part">Old again</a> <a href="/moved">Moved</a>',
        },
        '/old/': { html: '<h1 id="part">Still served</h1>' },
        '/guides/old': { html: '<h1 id="part">Still served</h1>' },
        '/moved': { redirect: '/new' },
        '/new': { html: '<h1>New</h1>' },
      },
      ['/guides/page'],
      { removedPaths: ['old', '/guides/old/', '/moved'] },
    )
    expect(problems(report.broken)).toEqual([
      '/old/: this change removed the page, with no redirect',
      '/guides/old#part: this change removed the page, with no redirect',
    ])
  })
})

describe('a run cancelled before it began', () => {
  it('fetches nothing and reports every page as left, saying why', async () => {
    const cancelled = new AbortController()
    cancelled.abort()
    const { report, requested } = await check(
      { '/a': { html: '<a href="/b">b</a>' } },
      ['/a', '/b'],
      { signal: cancelled.signal },
    )
    expect(requested).toEqual([])
    expect(report.checkedPages).toBe(0)
    expect(report.unfinished).toEqual({
      reason: 'the run was cancelled',
      pagesLeft: 2,
      linksLeft: 0,
    })
  })
})
