/**
 * Links to other hosts (`check-external: true`), against a site on 127.0.0.3 that a test stands
 * in for the Internet (the `treatAsPublic` seam) and a resolver seam for its names: what each
 * answer means, no hammering after a 429, and the private-network rule applied to the addresses a
 * name resolves to, at connect time (a canary on 127.0.0.2 behind a public-looking name must see
 * nothing). Through a proxy, the rule applies to the hostname and literal addresses, and the
 * proxy never sees a request for them.
 */
import type { LookupAddress } from 'node:dns'
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { systemClock } from '../../../../src/shared/clock.ts'
import type { Resolver } from '../../../../src/shared/link-check/addresses.ts'
import { runLinkCheck } from '../../../../src/shared/link-check/check.ts'
import type { CheckLimits } from '../../../../src/shared/link-check/run.ts'
import type { ProxySettings } from '../../../../src/shared/mintlify/proxy.ts'
import { startForwardProxy } from '../../../support/forward-proxy.ts'
import {
  startCanary,
  startPreviewSite,
  type Canary,
  type PreviewSite,
  type Route,
} from '../../../support/preview-site.ts'
import { TLS_CA_FILE } from '../../../support/tls-front.ts'

const ca = readFileSync(TLS_CA_FILE)
const NO_PROXY: ProxySettings = { httpsProxy: '', httpProxy: '', noProxy: '' }

const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()))
})

/** The other site's answers, by path. */
const OTHER_ROUTES: Record<string, Route> = {
  '/ok': { status: 200, body: 'fine' },
  '/moved': { redirect: '/nowhere', status: 301 },
  '/missing': { status: 404 },
  '/gone': { status: 410 },
  '/down': { status: 503 },
  '/login': { status: 401 },
  '/forbidden': { status: 403 },
  '/busy': { status: 429 },
  '/teapot': { status: 418 },
}

interface World {
  canary: Canary
  other: PreviewSite
  preview: PreviewSite
  /** Names to addresses, for the resolver seam. */
  resolve: Resolver
  otherPort: string
}

async function world(
  linksOf: (w: { other: string; canaryPort: string }) => string[],
): Promise<World> {
  const canary = await startCanary()
  const other = await startPreviewSite({ routes: OTHER_ROUTES, tls: false, host: '127.0.0.3' })
  const otherPort = new URL(other.url).port
  const canaryPort = new URL(canary.origin).port
  const hrefs = linksOf({ other: `http://docs.example.test:${otherPort}`, canaryPort })
  const preview = await startPreviewSite({
    routes: { '/p': { html: hrefs.map((href) => `<a href="${href}">x</a>`).join('\n') } },
  })
  cleanup.push(preview.close, other.close, canary.close)
  const addresses: Record<string, string> = {
    'docs.example.test': '127.0.0.3',
    'innocent.example.test': '127.0.0.2',
  }
  const resolve: Resolver = (hostname, _options, callback) => {
    const address = addresses[hostname]
    if (!address) {
      callback(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
        [],
      )
      return
    }
    callback(null, [{ address, family: 4 } satisfies LookupAddress])
  }
  return { canary, other, preview, resolve, otherPort }
}

function check(
  w: World,
  external: boolean,
  proxy: ProxySettings = NO_PROXY,
  limits: Partial<CheckLimits> = {},
) {
  return runLinkCheck(
    {
      previewUrl: w.preview.url,
      pages: { kind: 'paths', paths: ['/p'] },
      removedPaths: [],
      external,
      ignore: [],
      deadline: Date.now() + 20_000,
      clock: systemClock,
      signal: new AbortController().signal,
      proxy,
    },
    {
      tls: { ca },
      resolve: w.resolve,
      treatAsPublic: ['127.0.0.3'],
      limits: { retryDelayMs: 10, ...limits },
    },
  )
}

const summary = (problems: { link: string; status: number | null; reason: string }[]) =>
  problems.map(({ link, status, reason }) => `${new URL(link).pathname} ${status} ${reason}`)

describe('links to other hosts', () => {
  it('are not fetched without check-external', async () => {
    const w = await world(({ other }) => [`${other}/missing`, `${other}/ok`])
    const report = await check(w, false)
    expect(report).toMatchObject({ checkedLinks: 0, broken: [] })
    // Each listed as not checked, with why.
    expect(summary(report.notChecked)).toEqual([
      '/missing null on another host, and `check-external` is false',
      '/ok null on another host, and `check-external` is false',
    ])
    expect(report.counts.notCheckedBy).toEqual({ 'other-host': 2 })
    expect(w.other.requests).toEqual([])
  })

  it('with check-external: 2xx/3xx fine, 404/410/5xx broken, 401/403 and the rest not checked', async () => {
    // (A 429 would stop every request to the host after it: the next test.)
    const paths = Object.keys(OTHER_ROUTES).filter((path) => path !== '/busy')
    const w = await world(({ other }) => paths.map((path) => `${other}${path}`))
    const report = await check(w, true)
    expect(summary(report.broken)).toEqual([
      '/missing 404 the site answered 404',
      '/gone 410 the site answered 410',
      '/down 503 the site answered 503, also when asked again',
    ])
    expect(summary(report.notChecked)).toEqual([
      '/login 401 the site answered 401 (it refuses automated requests)',
      '/forbidden 403 the site answered 403 (it refuses automated requests)',
      '/teapot 418 the site answered 418 (its answer does not tell)',
    ])
    expect(report.broken.every((p) => !p.onPreviewHost)).toBe(true)
    // A 3xx is fine as it is: its target is not fetched. A 5xx is asked three times in all.
    const asked = w.other.requests.map((r) => r.path)
    expect(asked).not.toContain('/nowhere')
    expect(asked.filter((p) => p === '/down')).toHaveLength(3)
  })

  it('after a 429, asks that host nothing more', async () => {
    const w = await world(({ other }) => [`${other}/busy`, `${other}/ok?a`, `${other}/ok?b`])
    // One request at a time, in the page's order: the 429 comes before the others would start.
    const report = await check(w, true, NO_PROXY, { perHost: 1 })
    expect(w.other.requests.map((r) => r.path)).toEqual(['/busy'])
    expect(summary(report.notChecked)).toEqual([
      '/busy 429 the site answered 429 (it asked for fewer requests)',
      '/ok null not asked: the host answered 429 to an earlier request of this check',
      '/ok null not asked: the host answered 429 to an earlier request of this check',
    ])
  })

  it('a name that resolves to a private address is refused at connect time; the canary sees nothing', async () => {
    const w = await world(({ canaryPort }) => [`http://innocent.example.test:${canaryPort}/secret`])
    const report = await check(w, true)
    expect(summary(report.notChecked)).toEqual([
      '/secret null never fetched: 127.0.0.2 is a private network address',
    ])
    expect(w.canary.requests).toEqual([])
  })

  it('a name that does not resolve is broken', async () => {
    const w = await world(() => ['https://nowhere.example.test/page'])
    const report = await check(w, true)
    expect(summary(report.broken)).toEqual([
      '/page null the site could not be reached: the host name does not resolve',
    ])
  })

  it('through a proxy: private hostnames and addresses never reach it, other links go through it', async () => {
    const proxy = await startForwardProxy()
    cleanup.push(proxy.close)
    const w = await world(({ other, canaryPort }) => [
      `http://127.0.0.2:${canaryPort}/literal`,
      `http://localhost:${canaryPort}/named`,
      `http://intranet:${canaryPort}/single-label`,
      `${other}/ok`,
    ])
    const report = await check(w, true, {
      httpProxy: proxy.url,
      httpsProxy: proxy.url,
      noProxy: '',
    })
    expect(summary(report.notChecked)).toEqual([
      '/literal null never fetched: 127.0.0.2 is a private network address',
      '/named null never fetched: its host name is one only a private network resolves',
      '/single-label null never fetched: its host name is one only a private network resolves',
    ])
    const seen = proxy.received()
    expect(seen).toContain(`docs.example.test:${w.otherPort}`)
    expect(seen).not.toContain(new URL(w.canary.origin).port)
    // The loopback preview is reached directly, never through the proxy.
    expect(seen).not.toContain(new URL(w.preview.url).host)
    expect(w.canary.requests).toEqual([])
  })
})
