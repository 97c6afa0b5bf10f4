/**
 * The link check (src/link-check/) against a real HTTPS preview on loopback (the test
 * certificate, trusted through the `tls` seam), with real undici connections: what a reviewer
 * reads in the report for each kind of link, what is never fetched (the canary on 127.0.0.2),
 * and the bounds a hostile page cannot move.
 */
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { systemClock } from '../../../src/clock.ts'
import { runLinkCheck } from '../../../src/link-check/check.ts'
import type { LinkCheckOptions } from '../../../src/link-check/types.ts'
import type { LinkCheckSeams } from '../../../src/link-check/run.ts'
import { TLS_CA_FILE } from '../../support/tls-front.ts'
import {
  FIXTURE_PAGE,
  FIXTURE_REMOVED,
  fixtureExpected,
  fixtureRoutes,
  startCanary,
  startPreviewSite,
  type Canary,
  type PreviewSite,
} from '../../support/preview-site.ts'

const NO_PROXY = { httpsProxy: '', httpProxy: '', noProxy: '' }
const ca = readFileSync(TLS_CA_FILE)

let canary: Canary
let site: PreviewSite

beforeEach(async () => {
  canary = await startCanary()
  site = await startPreviewSite({ routes: fixtureRoutes(canary.origin) })
})
afterEach(async () => {
  await site.close()
  await canary.close()
})

function options(extra: Partial<LinkCheckOptions> = {}): LinkCheckOptions {
  return {
    previewUrl: site.url,
    pages: { kind: 'paths', paths: [FIXTURE_PAGE] },
    removedPaths: FIXTURE_REMOVED,
    external: false,
    deadline: Date.now() + 20_000,
    clock: systemClock,
    signal: new AbortController().signal,
    proxy: NO_PROXY,
    ...extra,
  }
}

function check(extra: Partial<LinkCheckOptions> = {}, seams: LinkCheckSeams = {}) {
  return runLinkCheck(options(extra), { tls: { ca }, ...seams })
}

describe('the link check on the fixture site', () => {
  it('reports each broken link and each link it would not fetch, with its status', async () => {
    const report = await check()
    const expected = fixtureExpected(canary.origin)
    const pick = (list: typeof report.broken) => list.map(({ link, status }) => ({ link, status }))
    expect(pick(report.broken)).toEqual(expected.broken)
    expect(pick(report.notChecked)).toEqual(expected.notChecked)
    expect(report.broken.every((p) => p.page === FIXTURE_PAGE)).toBe(true)
    console.log(report)
    expect(canary.requests).toEqual([])
  })
})
