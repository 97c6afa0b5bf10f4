/**
 * What a dataset is: one analytics endpoint, how it pages, how its rows land in the files, and
 * (for views and visitors) how a period compares with the one before. Each dataset is a file of
 * its own beside this one; catalogue.ts lists them.
 */
import type { AnalyticsApi } from '../../shared/mintlify/analytics-api.js'
import type { PageViewRow, ViewTotals } from '../../shared/mintlify/schemas.js'
import type { DateRange } from '../range.js'
import type { CsvColumn, CsvValue, FileLayout } from '../writers.js'

/** One answer of a paged endpoint, in the shape the exporter walks. */
export interface DatasetPage<Row> {
  rows: Row[]
  /** Offset paging and single requests: the API's `hasMore`. */
  hasMore: boolean
  /** Cursor paging: the cursor of the next page, null on the last. */
  nextCursor?: string | null
  /** Views and visitors: the API's site-wide totals for the range. */
  totals?: ViewTotals
  /** Values the JSON file keeps after the rows (`totals`, `totalSearches`, ...). */
  trailer: Record<string, unknown>
}

type Paging =
  { kind: 'offset' } | { kind: 'cursor'; limit: number } | { kind: 'single'; limit?: number }

/** Where one request starts: an offset, or a cursor (none for the first page). */
export interface PageRequest {
  range: DateRange
  limit: number
  offset?: number
  cursor?: string
}

export interface DatasetOptions {
  /** Keep feedback's `contact` (readers' email addresses); left out by default. */
  includeContact: boolean
  /** Comparable datasets carry `previous` and `change` columns. */
  compare: boolean
}

/** What a plan or a log line needs to know of any dataset, whatever its rows. */
interface DatasetInfo {
  /** "page views": for log lines, the plan and failures. */
  title: string
  paging: Paging
  /** Whether `compare: previous` also reads the period before. */
  comparable: boolean
}

export interface Dataset<Row> extends DatasetInfo {
  layout: FileLayout<Row>
  /** A key that no two rows of a clean export share, for the repeated-row check. */
  identity(row: Row): string
  /**
   * Views and visitors: per-page counts beside site-wide totals. `rowsAddUp`: the rows' sums
   * must equal the totals (views; visitors are deduplicated site-wide, so theirs do not).
   */
  traffic?: { rowsAddUp: boolean; counts(row: Row): PageViewRow }
  /** Set when `comparable`: how a row of this period meets the same page of the period before. */
  comparison?: Comparison<Row>
  fetch(
    api: AnalyticsApi,
    projectId: string,
    request: PageRequest,
    signal?: AbortSignal,
  ): Promise<DatasetPage<Row>>
}

/** How rows of two periods are compared: by a key, on one count. */
export interface Comparison<Row> {
  key(row: Row): string
  count(row: Row): number
  /** The row as written, with the count it had in the period before (0 when it had none). */
  withPrevious(row: Row, previous: number): Row
  /** A row for a key seen only in the period before. */
  onlyBefore(key: string, previous: number): Row
}

export function column<Row>(name: string, value: (row: Row) => CsvValue): CsvColumn<Row> {
  return { name, value }
}

export function dateQuery(request: PageRequest): Record<string, string | number> {
  return { dateFrom: request.range.dateFrom, dateTo: request.range.dateTo }
}

export function cursorQuery(request: PageRequest): Record<string, string | number> {
  const query = { ...dateQuery(request), limit: request.limit }
  return request.cursor === undefined ? query : { ...query, cursor: request.cursor }
}
