/**
 * Fault matrix, analytics export: server trouble and inconsistent data while paging, end to end
 * against the simulator (docs/reliability.md lists each row with its test). The runs go through
 * the bundle's wiring in process on a FakeClock (test/support/in-process.ts), so backoffs and
 * Retry-After take no real time; the cancellation (SIGINT, then SIGTERM) runs the bundle as a
 * process.
 * Every scenario that succeeds wrote exactly the rows the server holds, each once, in every
 * format; every one that fails says so clearly and leaves nothing that looks like a complete
 * export (no `page-views-*` file; partial files are hidden `.partial` ones, and removed).
 */
import { readdir, readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PageViewRow } from '../../../src/shared/mintlify/schemas.ts'
import {
  cancelAfter,
  errorsOf,
  useSimulator,
  warningsOf,
  type SimContext,
} from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { RunActionResult } from '../../support/run-action.ts'

const ROWS = 550
const PAGE = 100
const FROM = '2026-10-01'
const TO = '2026-11-01'
const inputs = {
  mode: 'analytics',
  'date-from': FROM,
  'date-to': TO,
  'page-size': String(PAGE),
  format: 'json,csv,ndjson',
  'upload-artifact': 'false',
}

// ---- reading the export back, independently of the code that wrote it ------------------------

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += c
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}

function rowsOf(file: string, text: string): PageViewRow[] {
  if (file.endsWith('.json')) return (JSON.parse(text) as { views: PageViewRow[] }).views
  if (file.endsWith('.ndjson')) {
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as PageViewRow)
  }
  const [header, ...records] = parseCsv(text)
  expect(header).toEqual(['path', 'human', 'ai', 'total'])
  return records.map(([path, human, ai, total]) => ({
    path: path ?? '',
    human: Number(human),
    ai: Number(ai),
    total: Number(total),
  }))
}

/** The run succeeded and every written format holds exactly `expected`, row for row. */
async function expectExactExport(result: RunActionResult, expected: PageViewRow[]): Promise<void> {
  expect(errorsOf(result)).toEqual([])
  expect(result.code).toBe(0)
  expect(result.outputs.rows).toBe(String(expected.length))
  const files = JSON.parse(result.outputs.files ?? '[]') as string[]
  expect(files.map((f) => basename(f).replace(/^.*\./, ''))).toEqual([
    'json',
    'csv',
    'ndjson',
    'md',
  ])
  for (const file of files.filter((f) => !f.endsWith('.md'))) {
    const rows = rowsOf(file, await readFile(file, 'utf8'))
    expect(rows.length, file).toBe(expected.length)
    expect(rows, file).toEqual(expected)
  }
}

/** The run failed with one clear line and left no file that looks like a complete export. */
async function expectCleanFailure(result: RunActionResult, message: RegExp): Promise<string> {
  expect(result.code).toBe(1)
  const errors = errorsOf(result)
  expect(errors).toEqual([expect.stringMatching(message)])
  expect(errors[0]).toMatch(/No export file was left behind/)
  expect(result.outputs.files).toBeUndefined()
  expect(result.outputs.rows).toBeUndefined()
  expect(result.outputs).toMatchObject({ 'date-from': FROM, 'date-to': TO, 'artifact-id': '' })
  const dir = join(result.runnerTemp, 'page-views')
  const left = await readdir(dir).catch(() => [])
  expect(left.filter((f) => f.startsWith('page-views-'))).toEqual([])
  expect(
    left.filter((f) => f.endsWith('.partial')),
    'partial files are removed',
  ).toEqual([])
  expect(result.summary).toMatch(/Docs analytics export failed/)
  return errors[0]!
}

/** One export run in process, on a clock whose waits take no real time. */
function exportRun(ctx: SimContext, extra: Record<string, string> = {}): Promise<RunActionResult> {
  return ctx.runInProcess({ ...inputs, ...extra }, { clock: new FakeClock() })
}

function viewsOf(ctx: SimContext) {
  return ctx.sim.requests.filter((r) => r.route === 'views')
}

/** Each offset was answered 200 exactly once: no page fetched twice, none skipped. */
function expectEachPageOnce(ctx: SimContext, pages: number): void {
  const ok = viewsOf(ctx)
    .filter((r) => r.status === 200 && r.fault === undefined)
    .map((r) => Number(r.query.offset))
  expect(ok).toEqual(Array.from({ length: pages }, (_, i) => i * PAGE))
}

// ---- the matrix -------------------------------------------------------------------------------

describe('faults: export, server trouble mid-export', () => {
  const ctx = useSimulator({ views: { rows: ROWS } })
  const expected = () => ctx.sim.expectedViews(FROM, TO)

  it('429 mid-export: waits for Retry-After, loses and repeats nothing', async () => {
    ctx.sim.fault({
      route: 'views',
      status: 429,
      headers: { 'retry-after': '1' },
      afterRequests: 2,
    })
    const result = await exportRun(ctx)
    await expectExactExport(result, expected())
    expectEachPageOnce(ctx, 6)
    expect(viewsOf(ctx).map((r) => r.status)).toEqual([200, 200, 429, 200, 200, 200, 200])
  })

  it('503 mid-export: retries the page, loses and repeats nothing', async () => {
    ctx.sim.fault({ route: 'views', status: 503, afterRequests: 3 })
    const result = await exportRun(ctx)
    await expectExactExport(result, expected())
    expectEachPageOnce(ctx, 6)
    expect(result.stdout).toMatch(/Getting page views \(offset 300\): HTTP 503; trying again/)
  })

  it.each(['mid-body', 'before-response'] as const)(
    'connection reset (%s) mid-export: retries the page, loses and repeats nothing',
    async (reset) => {
      ctx.sim.fault({ route: 'views', reset, afterRequests: 1 })
      const result = await exportRun(ctx)
      await expectExactExport(result, expected())
      expectEachPageOnce(ctx, 6)
      expect(result.stdout).toMatch(/offset 100\): the connection failed .*; trying again/)
    },
  )

  it.each(['truncated', 'schema'] as const)(
    'a %s JSON page: retries the page, loses and repeats nothing',
    async (malformed) => {
      ctx.sim.fault({ route: 'views', malformed, afterRequests: 4 })
      const result = await exportRun(ctx)
      await expectExactExport(result, expected())
      expectEachPageOnce(ctx, 6)
      expect(result.stdout).toMatch(/offset 400\): the response does not match .*; trying again/)
    },
  )

  it('503 until `timeout`: fails clearly, nothing looks complete', async () => {
    ctx.sim.fault({
      route: 'views',
      status: 503,
      headers: { 'retry-after': '1' },
      times: Infinity,
      afterRequests: 2,
    })
    const result = await exportRun(ctx, { timeout: '3s' })
    await expectCleanFailure(
      result,
      /offset 200\) failed: HTTP 503.*leaves no time to retry.*Stopped after 2 pages \(200 rows; next offset 200\)/,
    )
    expect(result.durationMs).toBeLessThan(6000)
  })

  it("400 mid-export: fails with the API's text, nothing looks complete", async () => {
    ctx.sim.fault({
      route: 'views',
      status: 400,
      body: { error: 'Invalid query parameters', details: [{ message: 'offset is too large' }] },
      afterRequests: 3,
    })
    const result = await exportRun(ctx)
    await expectCleanFailure(
      result,
      /HTTP 400 \("Invalid query parameters: offset is too large"\).*Stopped after 3 pages/,
    )
  })

  it('one empty page that says hasMore, rows then short of the totals: fails, nothing looks complete', async () => {
    ctx.sim.fault({
      route: 'views',
      body: { totals: ctx.sim.expectedTotals(FROM, TO), views: [], hasMore: true },
      afterRequests: 2,
    })
    const result = await exportRun(ctx)
    await expectCleanFailure(
      result,
      /returned 0 rows for offset 200 \(limit 100\) but said more were coming.*rows may be missing/,
    )
  })

  it('SIGINT then SIGTERM mid-export: stops within 7 s, partial files removed', async () => {
    ctx.sim.fault({ route: 'views', delayMs: 10_000, afterRequests: 2 })
    // The debug line of the second page; the third is then held by the server for 10 s.
    const secondPage = cancelAfter(/^::debug::GET \/v1\/analytics\/.* -> 200/, 2, 300)
    const result = await ctx.run(inputs, { onStdoutLine: secondPage })
    expect(result.durationMs).toBeLessThan(7000)
    expect(result.signal).not.toBe('SIGKILL')
    if (result.signal === null) {
      await expectCleanFailure(result, /cancelled/)
    } else {
      // The SIGTERM landed after the action had finished and let go of its handlers.
      expect(result.signal).toBe('SIGTERM')
      expect(errorsOf(result)).toEqual([expect.stringMatching(/cancelled.*No export file/)])
    }
    expect(viewsOf(ctx)).toHaveLength(3)
  })
})

describe('faults: export, rows that do not add up to totals', () => {
  const ctx = useSimulator({ views: { rows: ROWS, totalsOffBy: 7 } })

  it('keeps every row as served and warns', async () => {
    const result = await exportRun(ctx)
    await expectExactExport(result, ctx.sim.expectedViews(FROM, TO))
    expect(warningsOf(result)).toEqual([
      expect.stringMatching(/exported rows add up to .* but the API's totals .* are .*total \d+/),
    ])
    expect(result.outputs.total).toBe(String(ctx.sim.expectedTotals(FROM, TO).total))
  })
})

describe('faults: export, a path seen twice', () => {
  const ctx = useSimulator({ views: { rows: ROWS, duplicatePathAt: 130 } })

  it('keeps both rows as served and warns', async () => {
    const expected = ctx.sim.expectedViews(FROM, TO)
    expect(expected[130]!.path).toBe(expected[129]!.path)
    const result = await exportRun(ctx)
    await expectExactExport(result, expected)
    expect(warningsOf(result)).toContainEqual(
      expect.stringMatching(/1 row repeated a path already exported.*\(row 131\)/),
    )
  })
})

describe('faults: export, empty pages that say hasMore', () => {
  const ctx = useSimulator({ views: { rows: ROWS, emptyPagesWithHasMore: true } })

  it('stops at the second empty page, fails clearly, nothing looks complete', async () => {
    const result = await exportRun(ctx)
    await expectCleanFailure(result, /two empty pages in a row \(offsets 100 and 200\)/)
    expect(viewsOf(ctx)).toHaveLength(3)
  })
})

describe('faults: export, hasMore forever', () => {
  const ctx = useSimulator({ views: { rows: ROWS, hasMoreForever: true } })

  it('stops two empty pages past the end, fails clearly, nothing looks complete', async () => {
    const result = await exportRun(ctx)
    await expectCleanFailure(result, /two empty pages in a row \(offsets 600 and 700\)/)
    expect(viewsOf(ctx)).toHaveLength(8)
  })
})

describe('faults: export, a server that ignores offset', () => {
  const ctx = useSimulator({ views: { rows: ROWS, ignoreOffset: true } })

  it('stops at the repeated page, fails clearly, nothing looks complete', async () => {
    const result = await exportRun(ctx)
    await expectCleanFailure(result, /same 100 rows for offset 100 as for offset 0/)
    expect(viewsOf(ctx)).toHaveLength(2)
  })
})
