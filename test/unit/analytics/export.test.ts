import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/shared/mintlify/errors.ts'
import type { AnalyticsSettings } from '../../../src/analytics/inputs.ts'
import {
  AnalyticsError,
  exportDataset,
  type DatasetExport,
  type ExportDeps,
} from '../../../src/analytics/export.ts'
import { loadDataset } from '../../../src/analytics/datasets/catalogue.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { recordingLog, type RecordingLog } from '../../support/recording-log.ts'
import { FakeViewsApi, generatedRow, parseCsv, rowsOf, sumRows } from './fake-views.ts'

let log: RecordingLog
let dir: string
beforeEach(async () => {
  log = recordingLog()
  dir = await mkdtemp(path.join(tmpdir(), 'export-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})
const logged = (): string => log.text()

function settings(overrides: Partial<AnalyticsSettings> = {}): AnalyticsSettings {
  return {
    mode: 'analytics',
    apiKey: 'mint_x',
    projectId: 'proj_1',
    baseUrl: 'http://127.0.0.1:1',
    timeoutMs: 30 * 60_000,
    dateFrom: '2026-11-14',
    dateTo: '2026-11-21',
    pageSize: 250,
    formats: ['json', 'csv', 'ndjson'],
    outputDir: dir,
    uploadArtifact: true,
    artifactName: 'page-views-proj_1-2026-11-14-2026-11-21',
    retentionDays: undefined,
    datasets: ['views'],
    maxRequests: 100,
    includeContact: false,
    previousRange: undefined,
    ...overrides,
  }
}

const VIEWS = await loadDataset('views', { includeContact: false, compare: false })

/** The page-views export with the deadline main.ts would compute from `timeout`. */
function exportWith(
  options: AnalyticsSettings,
  deps: Omit<ExportDeps, 'deadline' | 'log'>,
): Promise<DatasetExport> {
  return exportDataset(
    VIEWS,
    { dateFrom: options.dateFrom, dateTo: options.dateTo },
    {
      projectId: options.projectId,
      formats: options.formats,
      outputDir: options.outputDir,
      pageSize: options.pageSize,
      timeoutMs: options.timeoutMs,
      exportedAt: new Date(deps.clock.now()).toISOString(),
    },
    { ...deps, log, deadline: deps.clock.now() + options.timeoutMs },
  )
}

describe('exportDataset (page views)', () => {
  it('exports every row in max(1, ceil(N / page size)) requests', async () => {
    const api = new FakeViewsApi(501)
    const result = await exportWith(settings({ retentionDays: 7 }), {
      api,
      clock: new FakeClock(),
    })
    expect(api.queries.map((q) => q.offset)).toEqual([0, 250, 500])
    const rows = rowsOf(501)
    expect(result).toMatchObject({ rows: 501, requests: 3, totals: sumRows(rows), warnings: [] })
    expect(result.files).toEqual(
      ['json', 'csv', 'ndjson'].map((e) => path.join(dir, `page-views-2026-11-14-2026-11-21.${e}`)),
    )

    const json = JSON.parse(await readFile(result.files[0] as string, 'utf8')) as {
      views: unknown
      totals: unknown
      projectId: string
      exportedAt: string
    }
    expect(json.exportedAt).toBe('2026-11-21T10:00:00.000Z')
    expect(json.views).toEqual(rows)
    expect(json.totals).toEqual(sumRows(rows))
    const [, ...records] = parseCsv(await readFile(result.files[1] as string, 'utf8'))
    expect(records.map((r) => r[0])).toEqual(rows.map((r) => r.path))

    const text = logged()
    expect(text).toContain(
      '::group::Exporting page views from 2026-11-14 to 2026-11-20 (UTC, both included)',
    )
    expect(text).toContain('::group::Checking the export')
    expect(text).toContain('501 rows match the API')
  })

  it('an empty range makes one request and writes empty files', async () => {
    const api = new FakeViewsApi(0)
    const result = await exportWith(settings({ uploadArtifact: false }), {
      api,
      clock: new FakeClock(),
    })
    expect(api.queries).toHaveLength(1)
    expect(result.rows).toBe(0)
    expect(result.totals).toEqual({ human: 0, ai: 0, total: 0 })
    expect(await readFile(result.files[1] as string, 'utf8')).toBe('path,human,ai,total\n')
  })

  it('warns when rows do not add up to totals, keeping the rows', async () => {
    const api = new FakeViewsApi(10, generatedRow, { human: 1, ai: 2, total: 3 })
    const result = await exportWith(settings({ uploadArtifact: false }), {
      api,
      clock: new FakeClock(),
    })
    const sums = sumRows(rowsOf(10))
    expect(result.rows).toBe(10)
    expect(result.warnings).toEqual([
      `The exported rows add up to human ${sums.human}, ai ${sums.ai}, total ${sums.total}, but the API's totals for the range are human 1, ai 2, total 3. The rows are kept as served.`,
    ])
    expect(logged()).toContain('::warning::The exported rows add up to')
  })

  it('warns about repeated paths with a count and an example', async () => {
    const api = new FakeViewsApi(600, (i) => ({
      path: i === 300 || i === 550 ? '/docs/page-0' : `/p${i}`,
      human: 1,
      ai: 0,
      total: 1,
    }))
    const result = await exportWith(settings({ uploadArtifact: false }), {
      api,
      clock: new FakeClock(),
    })
    expect(result.rows).toBe(600)
    expect(result.warnings).toEqual([
      '1 row repeated a path already exported, e.g. "/docs/page-0" (row 551). The rows are kept as served.',
    ])
  })

  it('warns when totals change between pages, reporting the last totals', async () => {
    const api = new FakeViewsApi(600)
    const first = { ...api.totals }
    const getViews = api.getViews.bind(api)
    api.getViews = async (p, q) => {
      if (q.offset === 500)
        api.totals = { human: first.human + 5, ai: first.ai, total: first.total + 5 }
      return getViews(p, q)
    }
    const result = await exportWith(settings({ uploadArtifact: false }), {
      api,
      clock: new FakeClock(),
    })
    expect(result.totals).toEqual({ human: first.human + 5, ai: first.ai, total: first.total + 5 })
    expect(result.warnings).toHaveLength(2)
    expect(result.warnings[0]).toMatch(/^The exported rows add up to/)
    expect(result.warnings[1]).toBe(
      `The API's totals changed 1 time while paging (first page: human ${first.human}, ai ${first.ai}, total ${first.total}; last page: human ${first.human + 5}, ai ${first.ai}, total ${first.total + 5}): the data moved during the export, so rows may mix before and after.`,
    )
  })

  it('a failing request fails the export, says how far it got, and leaves no file', async () => {
    const api = new FakeViewsApi(1000)
    const getViews = api.getViews.bind(api)
    api.getViews = async (p, q) => {
      if (q.offset === 500) {
        api.queries.push(q)
        throw new ApiError('HTTP 500', {
          kind: 'http',
          operation: 'Fetching page views',
          status: 500,
        })
      }
      return getViews(p, q)
    }
    const err = await exportWith(settings(), {
      api,
      clock: new FakeClock(),
    }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AnalyticsError)
    expect((err as AnalyticsError).message).toBe(
      'Exporting page views failed: Fetching page views failed: HTTP 500; the API had a server error. Stopped after 2 pages (500 rows; next offset 500). No export file was left behind (partial files are removed).',
    )
    expect((err as AnalyticsError).cause).toBeInstanceOf(ApiError)
    expect(api.queries).toHaveLength(3)
    expect(await readdir(dir)).toEqual([])
  })

  it('an output-dir that cannot be written fails before any request', async () => {
    const { writeFile } = await import('node:fs/promises')
    await writeFile(path.join(dir, 'file'), 'x')
    const api = new FakeViewsApi(10)
    const outputDir = path.join(dir, 'file', 'sub')
    const err = await exportWith(settings({ outputDir }), { api, clock: new FakeClock() }).catch(
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(AnalyticsError)
    expect((err as Error).message).toMatch(
      new RegExp(
        `^Cannot write the export files to \`output-dir\` \\(${outputDir}\\): .*(EEXIST|ENOTDIR).*\\. No request was made\\.$`,
      ),
    )
    expect(api.queries).toHaveLength(0)
  })

  it('a server paging forever fails with the guard message and leaves no file', async () => {
    const api = new FakeViewsApi(10_000)
    api.override = (_c, q) => ({
      totals: api.totals,
      views: rowsOf(q.limit),
      hasMore: true,
    })
    const err = await exportWith(settings(), { api, clock: new FakeClock() }).catch(
      (e: unknown) => e,
    )
    expect((err as Error).message).toBe(
      'Exporting page views failed: The API returned the same 250 rows for offset 250 as for offset 0: it seems to ignore `offset`, so paging would never end. Stopped after 2 requests and 250 rows. No export file was left behind (partial files are removed).',
    )
    expect(await readdir(dir)).toEqual([])
  })

  it('stops between pages once the timeout has passed on the clock', async () => {
    const clock = new FakeClock()
    const api = new FakeViewsApi(5000)
    const getViews = api.getViews.bind(api)
    api.getViews = async (p, q) => {
      clock.time += 60_000 // each request takes a minute
      return getViews(p, q)
    }
    const err = await exportWith(settings({ timeoutMs: 5 * 60_000 }), { api, clock }).catch(
      (e: unknown) => e,
    )
    // Page 5 was requested while page 4 was written; the clock passed 5 min with it.
    expect(api.queries).toHaveLength(5)
    expect((err as Error).message).toBe(
      'Exporting page views failed: The export did not finish within the `timeout` of 5m. Stopped after 4 pages (1000 rows; next offset 1000). No export file was left behind (partial files are removed).',
    )
    expect(await readdir(dir)).toEqual([])
  })

  it('a last page past the deadline still completes the export', async () => {
    const clock = new FakeClock()
    const api = new FakeViewsApi(250)
    const getViews = api.getViews.bind(api)
    api.getViews = async (p, q) => {
      clock.time += 10 * 60_000
      return getViews(p, q)
    }
    const result = await exportWith(settings({ timeoutMs: 60_000, uploadArtifact: false }), {
      api,
      clock,
    })
    expect(result.rows).toBe(250)
  })

  it('cancellation removes the partial files', async () => {
    const controller = new AbortController()
    const api = new FakeViewsApi(1000)
    const getViews = api.getViews.bind(api)
    api.getViews = async (p, q) => {
      if (q.offset === 250) controller.abort(new Error('The run was cancelled'))
      return getViews(p, q)
    }
    const err = await exportWith(settings(), {
      api,
      clock: new FakeClock(),
      signal: controller.signal,
    }).catch((e: unknown) => e)
    expect((err as Error).message).toMatch(
      // Cancelled while page 2 was on its way: only page 1 had been handled.
      /^Exporting page views failed: The run was cancelled\. Stopped after 1 page \(250 rows; next offset 250\)/,
    )
    expect(api.queries).toHaveLength(2)
    expect(await readdir(dir)).toEqual([])
  })
})
