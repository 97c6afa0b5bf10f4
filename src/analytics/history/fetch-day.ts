/**
 * One dataset's one UTC day (`dateFrom=D`, `dateTo=D+1`), every page, through the same pager as
 * the export (one request per page, no page twice, the client's retries and request budget); and
 * the pages of any range, for the feedback refresh (refresh.ts).
 * A day is held in memory until it is stored: memory follows the rows of a day, not of a sync.
 */
import type { AnalyticsApi } from '../../shared/mintlify/analytics-api.js'
import type { ViewTotals } from '../../shared/mintlify/schemas.js'
import type { Clock } from '../../shared/clock.js'
import type { Dataset, DatasetPage } from '../datasets/dataset.js'
import { fetchCursorPages, fetchPages, type FetchedPage, type PagerOptions } from '../pager.js'
import type { DateRange } from '../range.js'
import { holdYoungGeneration } from '../young-generation.js'
import { addDays } from './days.js'
import type { ServedDay } from './rows.js'

export interface DayFetchDeps {
  api: AnalyticsApi
  projectId: string
  /** Rows per request of `/views` and `/visitors` (`page-size`). */
  pageSize: number
  clock: Clock
  signal: AbortSignal
  /** Oddities of a page that do not stop the day (a page larger than asked). */
  warn: (message: string) => void
}

export interface FetchedDay<Row> extends ServedDay<Row> {
  rows: Row[]
  /** Pages answered (the budget counts every attempt, retries included). */
  requests: number
  totals?: ViewTotals
  /** A one-request dataset whose answer said there was more (the API's top 100 pages). */
  capped: boolean
}

/** The pages of `dataset` for `range`, as the pager walks them (a day, or the feedback refresh's range). */
export function pagesOf<Row>(
  dataset: Dataset<Row>,
  range: DateRange,
  deps: DayFetchDeps,
): AsyncGenerator<FetchedPage<Row>, void, undefined> {
  const { api, projectId, signal } = deps
  const options: PagerOptions = {
    now: () => deps.clock.now(),
    log: () => undefined,
    warn: deps.warn,
  }
  const { paging } = dataset
  switch (paging.kind) {
    case 'cursor':
      return fetchCursorPages<Row>(
        (cursor, s) => dataset.fetch(api, projectId, { range, limit: paging.limit, cursor }, s),
        signal,
        options,
      )
    case 'offset':
      return fetchPages<Row>(
        (offset, limit, s) => dataset.fetch(api, projectId, { range, limit, offset }, s),
        deps.pageSize,
        signal,
        options,
      )
    case 'single':
      return (async function* single(): AsyncGenerator<FetchedPage<Row>, void, undefined> {
        const limit = paging.limit ?? 0
        const page: DatasetPage<Row> = await dataset.fetch(api, projectId, { range, limit }, signal)
        yield { page, offset: 0, number: 1 }
      })()
  }
}

/** Every row `dataset` serves for the UTC day `day`. */
export async function fetchDay<Row>(
  dataset: Dataset<Row>,
  day: string,
  deps: DayFetchDeps,
): Promise<FetchedDay<Row>> {
  const range = { dateFrom: day, dateTo: addDays(day, 1) }
  const served: FetchedDay<Row> = { rows: [], requests: 0, trailer: {}, capped: false }
  for await (const { page } of pagesOf(dataset, range, deps)) {
    for (const row of page.rows) served.rows.push(row)
    served.requests++
    served.totals = page.totals ?? served.totals
    served.trailer = page.trailer
    served.capped ||= dataset.paging.kind === 'single' && page.hasMore
    // A sync of a hundred days collects as often as an export of a million rows: the same bound.
    holdYoungGeneration()
  }
  return served
}
