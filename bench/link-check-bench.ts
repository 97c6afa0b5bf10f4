/**
 * The link check's speed (issue 33): 50 changed pages with 40 links each, on an HTTPS site
 * answering every request 50 ms late (test/support/preview-site.ts, in this process), checked by
 * `checkPreviewLinks` in a child (bench/link-check.ts); then the floor (bench/floor-link-check.mjs)
 * makes the very requests the site saw from the check, 4 at a time, in a child of its own. The
 * two take turns, round after round, so each pair sees the same machine.
 */
import { join } from 'node:path'
import { TLS_CA_FILE } from '../test/support/tls-front.ts'
import { startPreviewSite, type Route } from '../test/support/preview-site.ts'
import type { LinkCheckRequest, LinkCheckResult } from './link-check.ts'
import { benchDir, spawnNode } from './proc.ts'

export const LINK_CHECK_PAGES = 50
export const LINKS_PER_PAGE = 40
export const SITE_LATENCY_MS = 50
/** Pages the changed pages link to, images, and the filler that makes a page ~30 kB. */
const REFERENCE_PAGES = 150
const IMAGES = 30
const FILLER = `<p>${'Docs text without links. '.repeat(40)}</p>`.repeat(30)

export interface LinkCheckRound {
  check: LinkCheckResult
  /** Requests the site saw from the check, and how many distinct URLs they were. */
  requests: number
  distinct: number
  floor: { wallMs: number; requests: number }
}

/** A small deterministic generator (a linear congruential one), so every run checks one site. */
function generator(seed: number): (below: number) => number {
  let state = seed
  return (below) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    // The high bits: the low bits of this generator repeat with a short period.
    return Math.floor(state / 65_536) % below
  }
}

/**
 * The site: each changed page holds 40 links: 28 to reference pages, 6 to anchors on them,
 * 3 to anchors on itself and 3 images. Pages share many targets, as a docs site's pages do.
 */
function benchSite(): { routes: Record<string, Route>; pages: string[] } {
  const pick = generator(33)
  const routes: Record<string, Route> = {}
  const sections = (n: number): string =>
    Array.from(
      { length: n },
      (_, j) => `<h2 id="section-${j}">Section ${j}</h2>${FILLER.slice(0, 3000)}`,
    ).join('')
  for (let k = 0; k < REFERENCE_PAGES; k++) {
    routes[`/reference/r-${k}`] = {
      html: `<html><body><h1>Reference ${k}</h1>${sections(3)}${FILLER}</body></html>`,
    }
  }
  for (let k = 0; k < IMAGES; k++) {
    routes[`/images/img-${k}.png`] = { status: 200, type: 'image/png', body: 'P'.repeat(2048) }
  }
  const pages: string[] = []
  for (let i = 0; i < LINK_CHECK_PAGES; i++) {
    const links: string[] = []
    for (let n = 0; n < 28; n++) links.push(`<a href="/reference/r-${pick(REFERENCE_PAGES)}">r</a>`)
    for (let n = 0; n < 6; n++) {
      links.push(`<a href="/reference/r-${pick(REFERENCE_PAGES)}#section-${pick(3)}">s</a>`)
    }
    for (let n = 0; n < 3; n++) links.push(`<a href="#section-${n}">here</a>`)
    for (let n = 0; n < 3; n++) links.push(`<img src="/images/img-${pick(IMAGES)}.png">`)
    const path = `/guides/page-${i}`
    routes[path] = {
      html: `<html><body><h1>Page ${i}</h1>${sections(3)}<p>${links.join(' ')}</p>${FILLER}</body></html>`,
    }
    pages.push(path)
  }
  return { routes, pages }
}

export async function runLinkCheckBench(rounds: number): Promise<LinkCheckRound[]> {
  const { routes, pages } = benchSite()
  const site = await startPreviewSite({ routes, latencyMs: SITE_LATENCY_MS })
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_EXTRA_CA_CERTS: TLS_CA_FILE,
  }
  const result = async (args: string[], what: string): Promise<string> => {
    const r = await spawnNode({ args, env, cwd: join(benchDir, '..'), timeoutMs: 180_000 })
    const line = r.stdout.split('\n').find((l) => l.startsWith('RESULT '))
    if (r.code !== 0 || !line) {
      throw new Error(`${what} failed (exit ${r.code ?? r.signal}): ${r.stderr.slice(-2000)}`)
    }
    return line.slice('RESULT '.length)
  }
  try {
    const results: LinkCheckRound[] = []
    for (let round = 0; round < rounds; round++) {
      site.requests.length = 0
      const request: LinkCheckRequest = { previewUrl: site.url, pages }
      const hooks = join(benchDir, '..', 'test', 'support', 'ts-hooks.mjs')
      const check = JSON.parse(
        await result(
          ['--import', hooks, join(benchDir, 'link-check.ts'), JSON.stringify(request)],
          'the link check',
        ),
      ) as LinkCheckResult
      const asked = site.requests.map((r) => r.path)
      const distinct = [...new Set(asked)]
      const floorArgs = { origin: site.url, paths: distinct }
      const floor = JSON.parse(
        await result(
          [join(benchDir, 'floor-link-check.mjs'), JSON.stringify(floorArgs)],
          'the floor',
        ),
      ) as LinkCheckRound['floor']
      results.push({ check, requests: asked.length, distinct: distinct.length, floor })
    }
    return results
  } finally {
    await site.close()
  }
}
