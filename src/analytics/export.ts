/**
 * One dataset's export: page through the range, stream every row to the files, audit the pages,
 * and rename the files into place only when the dataset is whole. The mode (mode.ts) runs one
 * export per dataset, then uploads.
 */
import type { AnalyticsApi } from '../shared/mintlify/analytics-api.js'
import type { ViewTotals } from '../shared/mintlify/schemas.js'
import type { Clock } from '../shared/clock.js'
import { formatInputDuration } from '../shared/durations.js'
import { plural } from '../shared/plural.js'
import type { Log } from '../shared/runner.js'
import type { ExportFormat } from './formats.js'
import type { Comparison, Dataset, DatasetPage } from './datasets/dataset.js'
import { ExportAudit, formatTotals } from './integrity.js'
import { PagingError, fetchCursorPages, fetchPages, type FetchedPage } from './pager.js'
import { describeRange, type DateRange } from './range.js'
import { openExportWriters, type ExportWriters } from './writers.js'
import { asSentence, errorMessage } from '../shared/text.js'
import { holdYoungGeneration } from './young-generation.js'

export interface ExportDeps {
  api: AnalyticsApi
  clock: Clock
  /** Cancellation (SIGINT/SIGTERM). */
  signal?: AbortSignal
  /** Epoch ms: the `timeout` input, the same deadline the API client bounds requests by. */
  deadline: number
  log: Log
}

/** Where and how the files of a run are written. */
export interface ExportTarget {
  projectId: string
  formats: readonly ExportFormat[]
  outputDir: string
  /** Rows per request of `/views` and `/visitors` (the `page-size` input). */
  pageSize: number
  timeoutMs: number
  /** ISO date-time the run's export started, in every JSON file. */
  exportedAt: string
}

/** What one dataset's export produced. */
export interface DatasetExport {
  /** Rows written. */
  rows: number
  /**
   * Requests that answered a page, the period before included for a comparison (retries are
   * counted by the request budget, not here).
   */
  requests: number
  /** Views and visitors: the API's site-wide totals for the range, as of the last page. */
  totals?: ViewTotals
  /** Absolute paths of the written files. */
  files: string[]
  /** Integrity warnings (also logged as warnings). */
  warnings: string[]
  /** What a reader of the files must know (a one-request dataset that was cut short). */
  notes: string[]
  /** What the JSON file holds after the rows (`totals`, `totalSearches`, ...). */
  trailer: Record<string, unknown>
}

/** How the rows are changed on their way to the files (a comparison adds columns and rows). */
export interface RowHooks<Row> {
  /** The rows as they will be written. */
  decorate?(rows: readonly Row[]): readonly Row[]
  /** Rows to write after the last page. */
  finish?(): readonly Row[]
  /** Sees every row as written (the digest). */
  observe?(rows: readonly Row[]): void
}

/** A failed export. The message says how far it got and that no partial file was left behind. */
export class AnalyticsError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause })
    this.name = 'AnalyticsError'
  }
}

/** Thrown between pages once `timeout` has passed on the run's clock. */
class ExportTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The export did not finish within the \`timeout\` of ${formatInputDuration(timeoutMs)}.`)
    this.name = 'ExportTimeoutError'
  }
}

/** Warnings are logged at once and kept for the digest. */
function warningLog(log: Log): { warnings: string[]; warn: (message: string) => void } {
  const warnings: string[] = []
  return {
    warnings,
    warn: (message) => {
      warnings.push(message)
      log.warning(message)
    },
  }
}

/**
 * Every page of `dataset` for `range`, in order, each audited; stops between pages once
 * `timeout` has passed (read from the injected clock: no timer, so fake clocks work).
 */
async function* auditedPages<Row>(
  dataset: Dataset<Row>,
  range: DateRange,
  target: ExportTarget,
  deps: ExportDeps,
  audit: ExportAudit<Row>,
  warn: (message: string) => void,
): AsyncGenerator<FetchedPage<Row>, void, undefined> {
  const { api, clock, signal } = deps
  const options = { now: () => clock.now(), log: deps.log.info, warn }
  const { paging } = dataset
  const pages =
    paging.kind === 'cursor'
      ? fetchCursorPages<Row>(
          (cursor, s) =>
            dataset.fetch(api, target.projectId, { range, limit: paging.limit, cursor }, s),
          signal,
          options,
        )
      : paging.kind === 'offset'
        ? fetchPages<Row>(
            (offset, limit, s) => dataset.fetch(api, target.projectId, { range, limit, offset }, s),
            target.pageSize,
            signal,
            options,
          )
        : onePage(dataset, range, target, deps)
  for await (const fetched of pages) {
    audit.observe(fetched)
    yield fetched
    holdYoungGeneration()
    if (fetched.page.hasMore && clock.now() >= deps.deadline) {
      throw new ExportTimeoutError(target.timeoutMs)
    }
  }
  audit.assertComplete()
}

/** A one-request dataset: a single page, whatever it says about more. */
async function* onePage<Row>(
  dataset: Dataset<Row>,
  range: DateRange,
  target: ExportTarget,
  deps: ExportDeps,
): AsyncGenerator<FetchedPage<Row>, void, undefined> {
  const limit = dataset.paging.kind === 'single' ? (dataset.paging.limit ?? 0) : 0
  const page: DatasetPage<Row> = await dataset.fetch(
    deps.api,
    target.projectId,
    { range, limit },
    deps.signal,
  )
  yield { page: { ...page, hasMore: false }, offset: 0, number: 1 }
  if (page.hasMore) {
    deps.log.info(
      `The API has more than ${limit} rows of ${dataset.title}; it serves the first ones only.`,
    )
  }
}

/**
 * Exports `dataset` for `range` into its files (`<stem>-<from>-<to>.<ext>`), renamed into place
 * only when the dataset is whole. Throws AnalyticsError when it cannot finish (partial files
 * removed), naming the dataset and how far it got.
 */
export async function exportDataset<Row>(
  dataset: Dataset<Row>,
  range: DateRange,
  target: ExportTarget,
  deps: ExportDeps,
  hooks: RowHooks<Row> = {},
): Promise<DatasetExport> {
  const { warnings, warn } = warningLog(deps.log)
  const notes: string[] = []
  const audit = new ExportAudit(dataset, target.pageSize)
  let written = 0
  let files: string[] = []
  let trailer: Record<string, unknown> = {}
  let cutShort = false
  let writers: ExportWriters<Row> | undefined
  const title = dataset.title
  try {
    await deps.log.group(`Exporting ${title} from ${describeRange(range)}`, async () => {
      deps.log.info(
        `Project ${target.projectId}, formats ${target.formats.join(', ')}, into ${target.outputDir}`,
      )
      writers = await openExportWriters(
        target.outputDir,
        target.formats,
        { projectId: target.projectId, ...range, exportedAt: target.exportedAt },
        dataset.layout,
      )
      for await (const { page } of auditedPages(dataset, range, target, deps, audit, warn)) {
        const rows = hooks.decorate ? hooks.decorate(page.rows) : page.rows
        hooks.observe?.(rows)
        written += rows.length
        await writers.writeRows(rows)
        trailer = page.trailer
        cutShort ||= page.trailer.hasMore === true
      }
      const extra = hooks.finish?.() ?? []
      if (extra.length > 0) {
        hooks.observe?.(extra)
        written += extra.length
        await writers.writeRows(extra)
      }
      files = await writers.complete(trailer)
      deps.log.info(`Wrote ${plural(written, 'row')} to ${files.join(', ')}`)
    })
  } catch (err) {
    await writers?.abort()
    if (!writers) {
      throw new AnalyticsError(
        `Cannot write the export files to \`output-dir\` (${target.outputDir}): ${errorMessage(err)}. No request was made.`,
        err,
      )
    }
    const reason = asSentence(errorMessage(err))
    const progress =
      err instanceof PagingError
        ? ''
        : ` Stopped after ${plural(audit.pages, 'page')} (${plural(audit.rows, 'row')}${dataset.paging.kind === 'offset' ? `; next offset ${audit.pages * target.pageSize}` : ''}).`
    throw new AnalyticsError(
      `Exporting ${title} failed: ${reason}${progress} No export file was left behind (partial files are removed).`,
      err,
    )
  }

  if (cutShort) {
    notes.push(
      `The ${title} file holds the top ${plural(dataset.paging.kind === 'single' ? (dataset.paging.limit ?? 0) : 0, 'page')} only: the API serves no more in one answer and has no next page.`,
    )
  }
  await deps.log.group('Checking the export', async () => {
    for (const warning of audit.warnings()) warn(warning)
    if (audit.coverage) deps.log.info(audit.coverage)
    deps.log.info(
      warnings.length > 0
        ? plural(warnings.length, 'warning')
        : audit.totals && dataset.traffic?.rowsAddUp
          ? `${plural(audit.rows, 'row')} match the API's totals (${formatTotals(audit.totals)})`
          : `${plural(audit.rows, 'row')}, no repeated row`,
    )
  })
  return {
    rows: written,
    requests: audit.pages,
    totals: audit.totals,
    files,
    warnings,
    notes,
    trailer,
  }
}

/** The period before, as far as a comparison needs it: its totals and each key's count. */
export interface PreviousPeriod {
  totals: ViewTotals
  /** The compared count by key (`total` by path for views and visitors). */
  byKey: Map<string, number>
  requests: number
  warnings: string[]
}

/**
 * Reads the period before of a comparable dataset into memory (one number per key: the
 * comparison needs every key of both periods before the first row can say its change).
 */
export async function readPreviousPeriod<Row>(
  dataset: Dataset<Row>,
  comparison: Comparison<Row>,
  range: DateRange,
  target: ExportTarget,
  deps: ExportDeps,
): Promise<PreviousPeriod> {
  const { warnings, warn } = warningLog(deps.log)
  const audit = new ExportAudit(dataset, target.pageSize)
  const byKey = new Map<string, number>()
  try {
    await deps.log.group(
      `Reading ${dataset.title} of the previous period, ${describeRange(range)}`,
      async () => {
        for await (const { page } of auditedPages(dataset, range, target, deps, audit, warn)) {
          for (const row of page.rows) {
            const key = comparison.key(row)
            byKey.set(key, (byKey.get(key) ?? 0) + comparison.count(row))
          }
        }
        for (const warning of audit.warnings()) warn(`Previous period: ${warning}`)
      },
    )
  } catch (err) {
    throw new AnalyticsError(
      `Reading ${dataset.title} of the previous period (${describeRange(range)}) failed: ${asSentence(errorMessage(err))} No ${dataset.title} file was written.`,
      err,
    )
  }
  return {
    totals: audit.totals ?? { human: 0, ai: 0, total: 0 },
    byKey,
    requests: audit.pages,
    warnings,
  }
}

/**
 * The hooks that give each row the count its key had in the period before, then a row for every
 * key seen only in the period before, in the order the API served them.
 */
export function compareWith<Row>(
  comparison: Comparison<Row>,
  previous: PreviousPeriod,
): RowHooks<Row> {
  const left = new Map(previous.byKey)
  return {
    decorate: (rows) =>
      rows.map((row) => {
        const key = comparison.key(row)
        const before = previous.byKey.get(key) ?? 0
        left.delete(key)
        return comparison.withPrevious(row, before)
      }),
    finish: () => [...left].map(([key, before]) => comparison.onlyBefore(key, before)),
  }
}
