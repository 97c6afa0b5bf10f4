/**
 * The link check's speed, two cases on one kind of site: 50 changed pages with 40 links each
 * (issue 33), and 25 pages (1,000 links) with `check-ignore` given 100 patterns (issue 37). An
 * HTTPS site answers every request 50 ms late (test/support/preview-site.ts, in this process);
 * `checkPreviewLinks` runs in a child (bench/link-check.ts); then the floor
 * (bench/floor-link-check.mjs) makes the very requests the site saw from the check, 4 at a time,
 * in a child of its own. The two take turns, round after round, so each pair sees the same
 * machine.
 *
 *   node bench/link-check-bench.ts [--quick] [--out FILE]
 *
 * runs both cases alone and puts their section in place in bench/RESULTS.md (bench/run.ts runs
 * them with the rest).
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TLS_CA_FILE } from '../test/support/tls-front.ts'
import { startPreviewSite, type Route } from '../test/support/preview-site.ts'
import type { LinkCheckRequest, LinkCheckResult } from './link-check.ts'
import { benchDir, spawnNode } from './proc.ts'
import { int, marked, ms, ratio, runAlone, table, verdict } from './report.ts'
import { median } from './startup-bench.ts'

const LINKS_PER_PAGE = 40
const SITE_LATENCY_MS = 50
/** Issues 33 and 37: the check's wall against the floor's (the same requests, 4 at a time). */
const LINK_CHECK_TARGET = 1.3
const LINK_CHECK_ROUNDS = 5
/** Pages the changed pages link to, images, and the filler that makes a page ~30 kB. */
const REFERENCE_PAGES = 150
const IMAGES = 30
const FILLER = `<p>${'Docs text without links. '.repeat(40)}</p>`.repeat(30)

/** One case: how many changed pages, and the `check-ignore` lines. */
interface LinkCheckCase {
  pages: number
  ignore: string[]
}

/**
 * `check-ignore` of the second case: 100 lines as a team might grow them (partner sites that
 * block bots, archived PDFs, a status page, the pages that ship next week), the one that matches
 * the site's unserved pages last, so every link is tried against all of them.
 */
const IGNORE_PATTERNS = [
  ...Array.from({ length: 49 }, (_, k) => `^https://partner-${k}\\.example\\.com/`),
  ...Array.from({ length: 49 }, (_, k) => `/archive/v${k}/[^?#]*\\.pdf$`),
  '^https://status\\.example\\.com/',
  '^https://[^/]+/coming-soon/',
]

const CASES = {
  plain: { pages: 50, ignore: [] },
  ignore: { pages: 25, ignore: IGNORE_PATTERNS },
} satisfies Record<string, LinkCheckCase>

interface LinkCheckRound {
  check: LinkCheckResult
  /** Requests the site saw from the check, and how many distinct URLs they were. */
  requests: number
  distinct: number
  floor: { wallMs: number; requests: number }
}

export type LinkCheckBench = Record<keyof typeof CASES, LinkCheckRound[]>

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
 * 3 to anchors on itself and 3 images; pages share many targets, as a docs site's pages do.
 * With `ignore` lines, 4 of the 28 are instead links the lines name: 2 to pages that ship next
 * week (not served: broken if they were checked) and 2 to partner sites.
 */
function benchSite(c: LinkCheckCase): { routes: Record<string, Route>; pages: string[] } {
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
  for (let i = 0; i < c.pages; i++) {
    const links: string[] = []
    const ignored = c.ignore.length > 0 ? 4 : 0
    for (let n = 0; n < 28 - ignored; n++) {
      links.push(`<a href="/reference/r-${pick(REFERENCE_PAGES)}">r</a>`)
    }
    if (ignored > 0) {
      links.push(
        `<a href="/coming-soon/feature-${i}">soon</a>`,
        `<a href="../coming-soon/${i}">soon</a>`,
      )
      links.push(`<a href="https://partner-${pick(49)}.example.com/docs/${i}">partner</a>`)
      links.push(`<a href="https://partner-${pick(49)}.example.com/login">partner</a>`)
    }
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

async function runCase(c: LinkCheckCase, rounds: number): Promise<LinkCheckRound[]> {
  const { routes, pages } = benchSite(c)
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
      const request: LinkCheckRequest = { previewUrl: site.url, pages, ignore: c.ignore }
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

/** Both cases, `rounds` pairs each (2 with `quick`). */
export async function runLinkCheckBench(quick: boolean): Promise<LinkCheckBench> {
  const rounds = quick ? 2 : LINK_CHECK_ROUNDS
  return { plain: await runCase(CASES.plain, rounds), ignore: await runCase(CASES.ignore, rounds) }
}

/** One case's tables: the rounds, then the targets. */
function caseTables(c: LinkCheckCase, rounds: LinkCheckRound[]): string {
  const ratios = rounds.map((x) => x.check.wallMs / x.floor.wallMs)
  const rows = rounds.map((x, i) => [
    String(i + 1),
    ms(x.check.wallMs),
    ms(x.floor.wallMs),
    ratio(ratios[i] ?? NaN),
    `${int(x.requests)} (${int(x.distinct)} distinct)`,
    `${x.check.checkedPages} pages, ${int(x.check.checkedLinks)} links, ${x.check.broken} broken, ${x.check.ignored} ignored${x.check.unfinished ? ', UNFINISHED' : ''}`,
  ])
  const middle = median(ratios)
  // The ignored links (on each page, 2 unserved pages and 2 partner links) are never fetched.
  const ignoredExpected = c.ignore.length > 0 ? c.pages * 4 : 0
  const complete = rounds.every(
    (x) =>
      x.check.checkedPages === c.pages &&
      !x.check.unfinished &&
      x.requests === x.distinct &&
      x.check.broken === 0 &&
      x.check.ignored === ignoredExpected,
  )
  const what =
    c.ignore.length > 0
      ? `every page checked, each URL requested once, the ${int(ignoredExpected)} links the patterns name ignored and none broken`
      : 'every page checked, each URL requested once, none broken'
  return [
    table(['Round', 'Check', 'Floor ¶', 'Check ÷ floor', 'Requests', 'Report'], rows),
    '',
    table(
      ['Target', 'Measured'],
      [
        [
          `**wall time** ≤ ${LINK_CHECK_TARGET} × the floor’s (median of ${rounds.length} pairs)`,
          `${ratio(middle)}: ${verdict(complete && middle <= LINK_CHECK_TARGET)}`,
        ],
        [what, verdict(complete)],
      ],
    ),
  ].join('\n')
}

function linkCheckSection(r: LinkCheckBench, note?: string): string {
  const plain = CASES.plain
  const ignore = CASES.ignore
  return [
    `### 5. Link check (the site answering in ${SITE_LATENCY_MS} ms)`,
    '',
    `#### ${plain.pages} changed pages, ${LINKS_PER_PAGE} links each`,
    '',
    caseTables(plain, r.plain),
    '',
    `#### ${ignore.pages} changed pages, ${int(ignore.pages * LINKS_PER_PAGE)} links, \`check-ignore\` with ${ignore.ignore.length} patterns`,
    '',
    caseTables(ignore, r.ignore),
    '',
    ...(note ? [note, ''] : []),
    `Check: \`checkPreviewLinks\` in a child process (bench/link-check.ts, src/ under type stripping), from the call to its return (connections closed), against an HTTPS site on loopback (test/support/preview-site.ts, the test certificate) that holds every answer's headers back ${SITE_LATENCY_MS} ms. Each changed page (about 30 kB) holds ${LINKS_PER_PAGE} links: 28 to other pages, 6 to anchors on them, 3 to anchors on itself, 3 images; the pages share many targets, so the check sends fewer requests than it checks links. In the second case 4 of each page's 28 are links the patterns name: 2 to pages the site does not serve (\`/coming-soon/…\`, one of them relative), 2 to partner sites; the ${ignore.ignore.length} lines (49 partner hosts, 49 archived-PDF paths, a status page, then \`^https://[^/]+/coming-soon/\` last, so every link is tried against all of them) are read by the action's own input reader, and each URL runs them in a \`vm\` context with the check's time bound, as in a real run.`,
    '',
    "¶ The floor (bench/floor-link-check.mjs) sends the very requests the site saw from the check in the same round, 4 at a time over kept-alive connections with Node's own HTTPS client, reads each answer to its end, and does nothing else: the least time any check of those pages could take against this site. The check cannot start a link before the page holding it has arrived, which the floor does not have to wait for.",
  ].join('\n')
}

/** The section between its markers, as RESULTS.md holds it. */
export function markedLinkCheckSection(r: LinkCheckBench, note?: string): string {
  return marked('link-check', linkCheckSection(r, note))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAlone(
    'link-check-bench.ts',
    'link-check',
    (_dist, quick) => runLinkCheckBench(quick),
    markedLinkCheckSection,
    'source',
  )
}
