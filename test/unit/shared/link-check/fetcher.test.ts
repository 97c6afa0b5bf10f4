/**
 * The link check's requests (src/shared/link-check/fetcher.ts) over real undici connections to a
 * loopback site: each URL fetched once, a 5xx asked again at most `retries` times, a host that
 * answered 429 never asked again, `perHost` at a time to one host, a body read no further than the
 * byte cap, a link to a private address never fetched, and why a URL got no answer in words a
 * reviewer reads (refused, timed out, the check ended). Retries wait on a FakeClock.
 */
import { createServer, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  Fetcher,
  withoutFragment,
  type FetcherOptions,
  type FetchLimits,
} from '../../../../src/shared/link-check/fetcher.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import {
  startCanary,
  startPreviewSite,
  type PreviewSite,
  type Route,
} from '../../../support/preview-site.ts'

const NO_PROXY = { httpsProxy: '', httpProxy: '', noProxy: '' }

const LIMITS: FetchLimits = {
  requestTimeoutMs: 10_000,
  perHost: 4,
  total: 16,
  maxBodyBytes: 2 * 1024 * 1024,
  retries: 2,
  retryDelayMs: 500,
  maxLinksPerPage: 5_000,
  maxPages: 500,
}

const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()))
})

async function site(
  routes: Record<string, Route>,
  latencyMs?: number,
): Promise<PreviewSite & { at: (path: string) => URL }> {
  const started = await startPreviewSite({ routes, tls: false, latencyMs })
  cleanup.push(started.close)
  return Object.assign(started, { at: (path: string) => new URL(path, started.url) })
}

function fetcher(
  previewUrl: string,
  options: Partial<Omit<FetcherOptions, 'limits'>> & { limits?: Partial<FetchLimits> } = {},
): { fetcher: Fetcher; clock: FakeClock } {
  const clock = options.clock instanceof FakeClock ? options.clock : new FakeClock()
  const made = new Fetcher({
    previewOrigin: new URL(previewUrl).origin,
    proxy: NO_PROXY,
    clock,
    deadline: clock.now() + 60_000,
    stop: new AbortController().signal,
    ...options,
    limits: { ...LIMITS, ...options.limits },
  })
  cleanup.push(() => made.close())
  return { fetcher: made, clock }
}

const paths = (s: PreviewSite) => s.requests.map((r) => r.path)

describe('each URL is fetched once', () => {
  it('one request for a URL asked for again, with another fragment or none', async () => {
    const s = await site({ '/guide': { html: '<h1 id="install">Install</h1>' } })
    const { fetcher: f } = fetcher(s.url)
    const [a, b, c] = await Promise.all([
      f.get(s.at('/guide#install'), 'ids'),
      f.get(s.at('/guide#usage'), 'ids'),
      f.get(s.at('/guide'), 'ids'),
    ])
    expect(paths(s)).toEqual(['/guide'])
    expect(a).toBe(b)
    expect(b).toBe(c)
    expect(a.status).toBe(200)
    expect(a.document?.ids.has('install')).toBe(true)
    expect(withoutFragment(s.at('/guide?x=1#install'))).toBe(`${s.url}/guide?x=1`)
  })

  it('a page being checked that is first reached as a link is read as a page (its links too)', async () => {
    const s = await site({ '/guide': { html: '<a href="/install">Install</a>' } })
    const { fetcher: f } = fetcher(s.url)
    f.pages.add(`${s.url}/guide`)
    const hop = await f.get(s.at('/guide#top'), 'ids')
    expect(hop.mode).toBe('page')
    expect(hop.document?.links).toEqual(['/install'])
  })
})

describe('retries: a 5xx is asked again, twice at most; nothing else is', () => {
  it('a 503 three times is the answer, after two waits of the retry delay, doubled', async () => {
    const s = await site({ '/down': { status: 503 } })
    const { fetcher: f, clock } = fetcher(s.url)
    const hop = await f.get(s.at('/down'), 'status')
    expect(hop.status).toBe(503)
    expect(paths(s)).toEqual(['/down', '/down', '/down'])
    expect(clock.sleeps).toEqual([500, 1_000])
  })

  it('`retries: 0` asks once; a 404 is never asked again', async () => {
    const s = await site({ '/down': { status: 502 } })
    const { fetcher: f } = fetcher(s.url, { limits: { retries: 0 } })
    expect((await f.get(s.at('/down'), 'status')).status).toBe(502)
    expect((await f.get(s.at('/missing'), 'status')).status).toBe(404)
    expect(paths(s)).toEqual(['/down', '/missing'])
  })
})

describe('a 429 never makes the check hammer', () => {
  it('is not waited out, and the host is not asked again in this run', async () => {
    const s = await site({ '/busy': { status: 429 }, '/other': { html: '<p>ok</p>' } })
    const { fetcher: f, clock } = fetcher(s.url)
    expect((await f.get(s.at('/busy'), 'status')).status).toBe(429)
    const after = await f.get(s.at('/other'), 'page')
    expect(after).toMatchObject({
      status: null,
      failure: {
        kind: 'rate-limited',
        reason: 'not asked: the host answered 429 to an earlier request of this check',
      },
    })
    expect(paths(s)).toEqual(['/busy'])
    expect(clock.sleeps).toEqual([])
  })
})

describe('bounds a hostile site cannot move', () => {
  it('at most `perHost` requests to one host at a time', async () => {
    const routes = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`/p${i}`, { html: `<p>${i}</p>` }]),
    )
    const s = await site(routes, 20)
    const { fetcher: f } = fetcher(s.url, { limits: { perHost: 3 } })
    const hops = await Promise.all(Object.keys(routes).map((path) => f.get(s.at(path), 'ids')))
    expect(hops.every((hop) => hop.status === 200)).toBe(true)
    expect(s.requests).toHaveLength(12)
    expect(s.maxInFlight).toBe(3)
  })

  it('an HTML page is read to the byte cap and no further; its ids past the cap are not seen', async () => {
    const filler = 'x'.repeat(4_000)
    const s = await site({
      '/long': { html: `<h2 id="early">A</h2><p>${filler}</p><h2 id="late">B</h2>` },
    })
    const { fetcher: f } = fetcher(s.url, { limits: { maxBodyBytes: 1_024 } })
    const hop = await f.get(s.at('/long'), 'ids')
    expect(hop.cut).toBe('size')
    expect(hop.document?.ids.has('early')).toBe(true)
    expect(hop.document?.ids.has('late')).toBe(false)
  })

  it('a link target that is not HTML is not read; a status read reads no body', async () => {
    const s = await site({
      '/file.zip': { huge: true },
      '/page': { html: '<h1 id="a">A</h1>' },
    })
    const { fetcher: f } = fetcher(s.url)
    const zip = await f.get(s.at('/file.zip'), 'ids')
    expect(zip).toEqual({ status: 200, mode: 'ids' })
    const page = await f.get(s.at('/page'), 'status')
    expect(page).toEqual({ status: 200, mode: 'status' })
    // Of the 10 GB announced, what reached the kernel's buffers before the hang-up, no more.
    expect(s.hugeBytesSent).toBeLessThan(64 * 1024 * 1024)
  })

  it('a redirect keeps its Location resolved against the URL, and drops one that is not http(s)', async () => {
    const s = await site({
      '/old': { redirect: 'new#part' },
      '/script': { redirect: 'javascript:alert(1)' },
    })
    const { fetcher: f } = fetcher(s.url)
    expect((await f.get(s.at('/old'), 'ids')).location?.href).toBe(`${s.url}/new#part`)
    const script = await f.get(s.at('/script'), 'ids')
    expect(script.status).toBe(301)
    expect(script.location).toBeUndefined()
    // Not followed here: whoever follows a redirect fetches its target as another URL.
    expect(paths(s)).toEqual(['/old', '/script'])
  })
})

describe('a link on a private network is never fetched', () => {
  it('an address or a name on a private network is refused, saying why; the canary sees nothing', async () => {
    const canary = await startCanary()
    cleanup.push(canary.close)
    const s = await site({})
    const { fetcher: f } = fetcher(s.url)
    const literal = await f.get(new URL(`${canary.origin}/secret`), 'status')
    expect(literal).toMatchObject({ status: null, failure: { kind: 'private' } })
    expect(literal.failure?.reason).toMatch(/private network/)
    const metadata = await f.get(new URL('http://169.254.169.254/latest/meta-data/'), 'status')
    expect(metadata.failure?.kind).toBe('private')
    const internal = await f.get(new URL('http://intranet.internal/'), 'status')
    expect(internal.failure?.kind).toBe('private')
    expect(canary.requests).toEqual([])
  })

  it('a name that resolves to a private address fails in the connection itself, naming the address', async () => {
    const canary = await startCanary()
    cleanup.push(canary.close)
    const s = await site({})
    const port = new URL(canary.origin).port
    const { fetcher: f } = fetcher(s.url, {
      resolve: (_name, _options, callback) => callback(null, [{ address: '127.0.0.2', family: 4 }]),
    })
    const hop = await f.get(new URL(`http://docs.example.com:${port}/`), 'status')
    expect(hop.failure).toMatchObject({
      kind: 'private',
      reason: '127.0.0.2 is a private network address',
    })
    expect(canary.requests).toEqual([])
  })
})

describe('no answer: why, in a sentence', () => {
  it('a refused connection is a network failure, not retried', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const url = `http://127.0.0.1:${port}`
    const { fetcher: f, clock } = fetcher(url)
    const hop = await f.get(new URL(`${url}/page`), 'page')
    expect(hop.failure).toMatchObject({
      kind: 'network',
      reason: 'the connection was refused',
    })
    expect(clock.sleeps).toEqual([])
  })

  it('no answer within `requestTimeoutMs` is a timeout; a shorter time left ends the link as the check', async () => {
    const s = await site({ '/slow': { html: '<p>late</p>' } }, 5_000)
    const { fetcher: timedOut } = fetcher(s.url, { limits: { requestTimeoutMs: 50, retries: 0 } })
    expect((await timedOut.get(s.at('/slow'), 'page')).failure).toEqual({
      kind: 'timeout',
      reason: 'no answer in time',
    })
    const clock = new FakeClock()
    const { fetcher: ending } = fetcher(s.url, { clock, deadline: clock.now() + 50 })
    expect((await ending.get(s.at('/slow'), 'page')).failure).toEqual({
      kind: 'stopped',
      reason: 'the check ended first',
    })
  })

  it('once the check is stopped, nothing more is asked', async () => {
    const s = await site({ '/page': { html: '<p>ok</p>' } })
    const stop = new AbortController()
    stop.abort(new Error('cancelled'))
    const { fetcher: f } = fetcher(s.url, { stop: stop.signal })
    expect((await f.get(s.at('/page'), 'page')).failure?.kind).toBe('stopped')
    expect(s.requests).toEqual([])
  })
})
