/**
 * The request budget and the comparison with the previous period, end to end against the
 * simulator, in process on a FakeClock (test/support/in-process.ts: the bundle's wiring; nothing
 * here is about the process). Page views: the figures come from the simulator's own dataset,
 * summed here independently of the action.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { PageViewRow } from '../../../src/shared/mintlify/schemas.ts'
import { errorsOf, useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { parseExport } from '../../support/exports.ts'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'budget-compare-'))
  dirs.push(dir)
  return dir
}

const ctx = useSimulator({ views: { rows: 600 } })
const views = () => ctx.sim.requests.filter((r) => r.route === 'views')

function run(inputs: Record<string, string>) {
  return ctx.runInProcess(
    { mode: 'analytics', 'upload-artifact': 'false', ...inputs },
    { clock: new FakeClock() },
  )
}

describe('analytics mode: max-requests', () => {
  it('stops before the request that would exceed it, leaves nothing that looks complete', async () => {
    const outputDir = await tempDir()
    // 600 rows at 100 per request need 6 requests; 4 are allowed.
    const result = await run({
      'date-from': '2026-10-01',
      'date-to': '2026-11-01',
      'page-size': '100',
      'max-requests': '4',
      'output-dir': outputDir,
    })
    expect(result.code).toBe(1)
    expect(views()).toHaveLength(4)
    expect(result.outputs.requests).toBe('4')
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /^Exporting page views failed: Getting page views \(offset 400\) was not sent: the run has used all 4 analytics requests that `max-requests` allows\. .*The `max-requests` budget of 4 ran out before views was whole\. No dataset is whole\. Not exported: views\.$/,
      ),
    ])
    expect(await readdir(outputDir)).toEqual([])
  })

  it('refuses a plan whose floor is above it before any request', async () => {
    const result = await run({
      datasets: 'views',
      compare: 'previous',
      'max-requests': '1',
    })
    expect(result.code).toBe(1)
    expect(ctx.sim.requests).toEqual([])
    expect(errorsOf(result)).toEqual([
      'Input `max-requests` (1) is below the 2 requests these datasets need at least; raise it or export fewer datasets. No request was made.',
    ])
  })

  it('counts retries: a 503 then the page is two requests', async () => {
    ctx.sim.fault({ route: 'views', status: 503, afterRequests: 1 })
    const result = await run({ 'date-from': '2026-10-01', 'date-to': '2026-11-01' })
    expect(result.code).toBe(0)
    expect(views()).toHaveLength(4)
    expect(result.outputs.requests).toBe('4')
    expect(JSON.parse(result.outputs.datasets ?? '{}')).toMatchObject({
      views: { rows: 600, requests: 3 },
    })
  })
})

/** Sums by path, computed here from the simulator's rows. */
function byPath(rows: readonly PageViewRow[]): Map<string, number> {
  const totals = new Map<string, number>()
  for (const row of rows) totals.set(row.path, (totals.get(row.path) ?? 0) + row.total)
  return totals
}

describe('analytics mode: the years asked about', () => {
  it.each([
    ['compare', { 'date-from': '2000-01-01', 'date-to': '2000-03-01', compare: 'previous' }],
    ['date-from', { 'date-from': '0001-01-01', 'date-to': '0002-01-01', compare: 'previous' }],
  ])(
    'a range that would reach before 2000 names `%s`, before any request',
    async (input, inputs) => {
      const result = await run(inputs)
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(new RegExp(`^Input \\\`${input}\\\` .*2000-01-01`)),
      ])
      expect(ctx.sim.requests).toEqual([])
    },
  )
})

describe('analytics mode: compare: previous', () => {
  it('adds previous and change per page, previous totals, and names the period', async () => {
    const outputDir = await tempDir()
    // The simulator's data starts on 2025-11-21: the previous period has 4 days of it, this one 10.
    const result = await run({
      'date-from': '2025-11-25',
      'date-to': '2025-12-05',
      compare: 'previous',
      format: 'json,csv',
      'output-dir': outputDir,
    })
    expect(errorsOf(result)).toEqual([])
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({
      'previous-date-from': '2025-11-15',
      'previous-date-to': '2025-11-25',
    })
    // Both periods asked for, each to its last page.
    const periods = views().map((r) => `${r.query.dateFrom}..${r.query.dateTo}`)
    expect(new Set(periods)).toEqual(new Set(['2025-11-15..2025-11-25', '2025-11-25..2025-12-05']))
    expect(result.outputs.requests).toBe(String(views().length))

    const now = ctx.sim.expectedViews('2025-11-25', '2025-12-05')
    const before = ctx.sim.expectedViews('2025-11-15', '2025-11-25')
    const nowTotals = ctx.sim.expectedTotals('2025-11-25', '2025-12-05')
    const beforeTotals = ctx.sim.expectedTotals('2025-11-15', '2025-11-25')
    expect(nowTotals.total).not.toBe(beforeTotals.total)
    expect(result.outputs).toMatchObject({
      total: String(nowTotals.total),
      'total-previous': String(beforeTotals.total),
      'human-previous': String(beforeTotals.human),
      'ai-previous': String(beforeTotals.ai),
      'total-change': String(nowTotals.total - beforeTotals.total),
    })

    const previous = byPath(before)
    const files = JSON.parse(result.outputs.files ?? '[]') as string[]
    const json = JSON.parse(await readFile(files[0]!, 'utf8')) as {
      views: (PageViewRow & { previous: number; change: number })[]
    }
    const expectedRows = [
      ...now.map((row) => ({
        ...row,
        previous: previous.get(row.path) ?? 0,
        change: row.total - (previous.get(row.path) ?? 0),
      })),
      ...[...previous]
        .filter(([path]) => !now.some((row) => row.path === path))
        .map(([path, total]) => ({
          path,
          human: 0,
          ai: 0,
          total: 0,
          previous: total,
          change: -total,
        })),
    ]
    expect(json.views).toEqual(expectedRows)
    const csv = await readFile(files[1]!, 'utf8')
    expect(csv.split('\n')[0]).toBe('path,human,ai,total,previous,change')
    expect(parseExport(basename(files[1]!), csv).rows).toHaveLength(expectedRows.length)
    expect(result.summary).toContain(
      '**Compared with:** 2025-11-15 to 2025-11-24 (UTC, both included)',
    )
    expect(result.summary).toContain('### Biggest movers')
  })
})
