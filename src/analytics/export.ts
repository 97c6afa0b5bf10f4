/**
 * Analytics mode: page through the views of a date range, stream every row to the export files,
 * check the rows against the API's totals. Uploading the files is the mode's next phase (mode.ts).
 */
import path from 'node:path'
import * as core from '@actions/core'
import type { PageViewRow, ViewTotals, ViewsApi } from '../api/types.js'
import type { Clock } from '../clock.js'
import { formatInputDuration } from '../durations.js'
import type { AnalyticsSettings } from '../settings.js'
import {
  OddCounts,
  PathFingerprintSet,
  RowSums,
  TopPages,
  formatTotals,
  sameTotals,
} from './integrity.js'
import { plural } from '../plural.js'
import { PagingError, fetchPages } from './pager.js'
import { openExportWriters, type ExportWriters } from './writers.js'

export interface AnalyticsDeps {
  api: ViewsApi
  clock: Clock
  /** Cancellation (SIGINT/SIGTERM). */
  signal?: AbortSignal
  /** Epoch ms: the `timeout` input, the same deadline the API client bounds requests by. */
  deadline: number
  /** How many top pages the result keeps for the summary (default 10). */
  topN?: number
}

export interface AnalyticsResult {
  projectId: string
  /** The range actually requested. */
  dateFrom: string
  dateTo: string
  exportedAt: string
  /** Per-page rows exported. */
  rows: number
  /** Requests made (one per page). */
  pages: number
  /** The API's site-wide totals for the range, as of the last page. */
  totals: ViewTotals
  /** Sums of the exported rows (equal to `totals` on a consistent export). */
  rowSums: ViewTotals
  /** Absolute paths of the written files. */
  files: string[]
  outputDir: string
  /** Integrity warnings (also logged with core.warning). */
  warnings: string[]
  /** The highest `total` rows, highest first. */
  topPages: PageViewRow[]
}

/** A failed export. The message says how far it got and that no partial file was left behind. */
export class AnalyticsError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause })
    this.name = 'AnalyticsError'
  }
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

/** Thrown between pages once `timeout` has passed on the run's clock. */
export class ExportTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The export did not finish within the \`timeout\` of ${formatInputDuration(timeoutMs)}.`)
    this.name = 'ExportTimeoutError'
  }
}

/**
 * Exports the views of `settings.dateFrom`..`settings.dateTo` (already resolved, see range.ts):
 * one request per page, rows streamed to the files, files renamed into place only when complete.
 * Throws AnalyticsError when the export cannot finish (partial files removed). The upload is
 * the mode's business (mode.ts), once the files are complete.
 */
export async function runAnalytics(
  settings: AnalyticsSettings,
  deps: AnalyticsDeps,
): Promise<AnalyticsResult> {
  const { projectId, dateFrom, dateTo } = settings
  const exportedAt = new Date(deps.clock.now()).toISOString()
  const warnings: string[] = []
  const warn = (message: string): void => {
    warnings.push(message)
    core.warning(message)
  }

  const sums = new RowSums()
  const top = new TopPages(deps.topN ?? 10)
  const seen = new PathFingerprintSet()
  const odd = new OddCounts()
  let duplicates = 0
  let duplicateExample: { path: string; row: number } | undefined
  let firstTotals: ViewTotals | undefined
  let totals: ViewTotals | undefined
  let totalsChanges = 0
  let rows = 0
  let pages = 0
  let files: string[] = []
  /** The first page that held fewer rows than asked for yet said `hasMore`: rows may be skipped. */
  let gap: { offset: number; count: number } | undefined

  // The client bounds each request and its retries by the same deadline; this check stops
  // between pages, read from the injected clock (no timer, so fake clocks work).
  const deadlineAt = deps.deadline
  let writers: ExportWriters | undefined
  try {
    await core.group(`Exporting page views from ${dateFrom} to ${dateTo} (exclusive)`, async () => {
      core.info(
        `Project ${projectId}, ${settings.pageSize} rows per request, formats ${settings.formats.join(', ')}, into ${settings.outputDir}`,
      )
      writers = await openExportWriters(settings.outputDir, settings.formats, {
        projectId,
        dateFrom,
        dateTo,
        exportedAt,
      })
      const pager = fetchPages(
        deps.api,
        projectId,
        { dateFrom, dateTo },
        settings.pageSize,
        deps.signal,
        { now: () => deps.clock.now(), warn },
      )
      for await (const { page, offset } of pager) {
        pages++
        if (page.hasMore && page.views.length < settings.pageSize) {
          gap ??= { offset, count: page.views.length }
        }
        if (!totals) {
          firstTotals = page.totals
        } else if (!sameTotals(totals, page.totals)) {
          totalsChanges++
        }
        totals = page.totals
        for (const row of page.views) {
          rows++
          sums.add(row)
          top.add(row)
          odd.observe(row, rows)
          if (seen.add(row.path) === false) {
            duplicates++
            duplicateExample ??= { path: row.path, row: rows }
          }
        }
        await writers.writeRows(page.views)
        if (page.hasMore && deps.clock.now() >= deadlineAt) {
          throw new ExportTimeoutError(settings.timeoutMs)
        }
      }
      // A short page that says `hasMore` skips whatever rows its offset range held, unless the
      // server filtered them out. When the rows then do not add up to the totals, rows may be
      // missing: fail before the files are renamed into place, rather than look complete.
      if (gap && totals && !sameTotals(sums, totals)) {
        throw new PagingError(
          `The API returned ${plural(gap.count, 'row')} for offset ${gap.offset} (limit ${settings.pageSize}) but said more were coming (\`hasMore\`), and the exported rows add up to ${formatTotals(sums)} while the API's totals are ${formatTotals(totals)}: rows may be missing, so the export is not complete. Run it again later.`,
          { pages, rows, offset: gap.offset },
        )
      }
      // The pager always yields at least one page (an empty range still has its totals).
      files = await writers.complete(totals ?? { human: 0, ai: 0, total: 0 })
      core.info(`Wrote ${plural(rows, 'row')} to ${files.join(', ')}`)
    })
  } catch (err) {
    await writers?.abort()
    if (!writers) {
      throw new AnalyticsError(
        `Cannot write the export files to \`output-dir\` (${settings.outputDir}): ${errorMessage(err)}. No request was made.`,
        err,
      )
    }
    const cause = err
    const reason = errorMessage(cause).replace(/([^.])$/, '$1.')
    const progress =
      err instanceof PagingError
        ? ''
        : ` Stopped after ${plural(pages, 'page')} (${plural(rows, 'row')}; next offset ${pages * settings.pageSize}).`
    throw new AnalyticsError(
      `Exporting page views failed: ${reason}${progress} No export file was left behind (partial files are removed).`,
      cause,
    )
  }

  const finalTotals = totals ?? { human: 0, ai: 0, total: 0 }
  await core.group('Checking the export', async () => {
    if (!sameTotals(sums, finalTotals)) {
      warn(
        `The exported rows add up to ${formatTotals(sums)}, but the API's totals for the range are ${formatTotals(finalTotals)}. The rows are kept as served.`,
      )
    }
    if (totalsChanges > 0 && firstTotals) {
      warn(
        `The API's totals changed ${plural(totalsChanges, 'time')} while paging (first page: ${formatTotals(firstTotals)}; last page: ${formatTotals(finalTotals)}): the data moved during the export, so rows may mix before and after.`,
      )
    }
    if (duplicates > 0 && duplicateExample) {
      warn(
        `${plural(duplicates, 'row')} repeated a path already exported, e.g. ${JSON.stringify(duplicateExample.path)} (row ${duplicateExample.row}). The rows are kept as served.`,
      )
    }
    for (const warning of odd.warnings()) warn(warning)
    if (seen.saturated) {
      core.info(`The repeated-path check covered the first ${seen.size} distinct paths only.`)
    }
    core.info(
      warnings.length === 0
        ? `${plural(rows, 'row')} match the API's totals (${formatTotals(finalTotals)})`
        : `${plural(warnings.length, 'warning')}`,
    )
  })

  return {
    projectId,
    dateFrom,
    dateTo,
    exportedAt,
    rows,
    pages,
    totals: { human: finalTotals.human, ai: finalTotals.ai, total: finalTotals.total },
    rowSums: { human: sums.human, ai: sums.ai, total: sums.total },
    files,
    outputDir: path.resolve(settings.outputDir),
    warnings,
    topPages: top.sorted(),
  }
}
