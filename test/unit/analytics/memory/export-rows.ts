/**
 * Exports N generated rows through the page-views export into a directory, then prints a JSON line with
 * the result. Run under `--max-old-space-size=48` to show that the export streams.
 * Usage: node --import ../../../support/ts-hooks.mjs export-rows.ts <rows> <outputDir> <formats> [keep]
 * With `keep`, every served row is also retained: the control that must run out of heap.
 */
import { loadDataset } from '../../../../src/analytics/datasets/catalogue.ts'
import { systemClock } from '../../../../src/shared/clock.ts'
import { exportDataset } from '../../../../src/analytics/export.ts'
import type { AnalyticsApi } from '../../../../src/shared/mintlify/analytics-api.ts'
import type { ExportFormat } from '../../../../src/analytics/formats.ts'
import { FakeViewsApi } from '../fake-views.ts'

const [rowsArg, outputDir, formatsArg, keepArg] = process.argv.slice(2)
const n = Number(rowsArg)
const fake = new FakeViewsApi(n, (i) => ({
  path: `/docs/section-${i % 1000}/a "quoted", page-${i}/straße`,
  human: i % 97,
  ai: i % 13,
  total: (i % 97) + (i % 13),
}))
const kept: unknown[] = []
const api: AnalyticsApi = {
  async getViews(projectId, query) {
    const page = await fake.getViews(projectId, query)
    if (keepArg === 'keep') kept.push(...page.views)
    return page
  },
  getAnalytics: (projectId, request) => fake.getAnalytics(projectId, request),
}
const views = await loadDataset('views', { includeContact: false, compare: false })
const result = await exportDataset(
  views,
  { dateFrom: '2026-01-01', dateTo: '2026-02-01' },
  {
    projectId: 'proj',
    formats: (formatsArg ?? 'json,csv,ndjson').split(',') as ExportFormat[],
    outputDir: outputDir as string,
    pageSize: 250,
    timeoutMs: 3_600_000,
    exportedAt: new Date().toISOString(),
  },
  {
    api,
    clock: { ...systemClock, sleep: async () => undefined },
    deadline: Date.now() + 3_600_000,
    // The log is not what is measured: nothing is kept of it.
    log: {
      info: () => undefined,
      debug: () => undefined,
      notice: () => undefined,
      warning: () => undefined,
      setSecret: () => undefined,
      group: (_title, work) => work(),
    },
  },
)
process.stdout.write(
  `RESULT ${JSON.stringify({ kept: kept.length, rows: result.rows, requests: result.requests, warnings: result.warnings, files: result.files, heapUsed: process.memoryUsage().heapUsed })}\n`,
)
