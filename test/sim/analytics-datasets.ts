/**
 * The simulator's analytics endpoints besides `/views` (see views-dataset.ts), as route handlers:
 *
 *   GET /v1/analytics/{p}/visitors?dateFrom&dateTo&limit(1..250, 50)&offset    offset paging
 *   GET /v1/analytics/{p}/searches?dateFrom&dateTo&limit(1..100, 50)&cursor    opaque cursor
 *   GET /v1/analytics/{p}/feedback?dateFrom&dateTo&source&status&limit(1..100, 50)&cursor
 *   GET /v1/analytics/{p}/feedback/by-page?dateFrom&dateTo&source&status&limit(1..100, 10)
 *   GET /v1/analytics/{p}/assistant?dateFrom&dateTo&limit(1..1000, 100)&cursor   ULID cursor
 *   GET /v1/analytics/{p}/assistant/caller-stats?dateFrom&dateTo
 *
 * Shapes follow test/openapi/analytics.openapi.json; the rows are analytics-rows.ts's, for the
 * range at the simulator's now. Bad queries answer 400 `{error, details}` like `/views`.
 * Feedback by page counts the same feedback rows the `/feedback` endpoint serves.
 */
import { expectedRange, invalidQuery, QueryReader, type QueryRange, type Reply } from './query.ts'
import {
  AnalyticsRows,
  type AnalyticsRowsOptions,
  type FeedbackRow,
  type SearchRow,
  SOURCES,
  STATUSES,
  type TrafficRow,
  ulidOf,
} from './analytics-rows.ts'
import type { SiteDays } from './site-days.ts'
import type { SitePages } from './views-dataset.ts'

export type DatasetRoute =
  'visitors' | 'searches' | 'feedback' | 'feedback-by-page' | 'assistant' | 'assistant-callers'

export interface AnalyticsDataOptions extends AnalyticsRowsOptions {
  /** A server that pages wrongly on one cursor endpoint, from page `afterPages + 1` on. */
  cursorAnomaly?: {
    route: 'searches' | 'feedback' | 'assistant'
    /**
     * `repeat`: the next cursor is the one just received; `never-ends`: past the data, empty
     * pages with fresh cursors (and hasMore) forever; `more-without-cursor`: hasMore true and
     * nextCursor null (feedback, assistant); `ignores-cursor`: the first page again, whatever
     * the cursor, each time with a fresh next cursor.
     */
    kind: 'repeat' | 'never-ends' | 'more-without-cursor' | 'ignores-cursor'
    afterPages?: number
  }
}

export interface DatasetQuery {
  dateFrom?: string
  dateTo?: string
  source?: string
  status?: string
}

/** `limit`'s maximum and default per route (caller stats take no limit). */
const LIMITS: Readonly<
  Record<Exclude<DatasetRoute, 'assistant-callers'>, { max: number; fallback: number }>
> = {
  visitors: { max: 250, fallback: 50 },
  searches: { max: 100, fallback: 50 },
  feedback: { max: 100, fallback: 50 },
  'feedback-by-page': { max: 100, fallback: 10 },
  assistant: { max: 1000, fallback: 100 },
}
const ULID_RE = /^[0-9A-HJKMNP-TV-Z]{26}$/i

export class AnalyticsData {
  private readonly options: AnalyticsDataOptions
  private readonly site: SiteDays
  private readonly rows: AnalyticsRows
  /** Pages served per cursor route, for `cursorAnomaly.afterPages`. */
  private readonly pagesServed = new Map<string, number>()

  /** Every feedback item's status moves one step: what a re-read of a past day sees. */
  reviseFeedback(): void {
    this.rows.reviseFeedback()
  }

  constructor(site: SiteDays, pages: SitePages, options: AnalyticsDataOptions = {}) {
    this.options = options
    this.site = site
    this.rows = new AnalyticsRows(site, pages, options)
  }

  /** Answers one request of `route`. */
  handle(route: DatasetRoute, params: URLSearchParams): Reply {
    const query = new QueryReader(params)
    const range = query.range()
    const limit =
      route === 'assistant-callers' ? 0 : query.limit(LIMITS[route].max, LIMITS[route].fallback)
    const filters = { source: query.single('source'), status: query.single('status') }
    if (route === 'feedback' || route === 'feedback-by-page') {
      if (
        filters.source !== undefined &&
        !(SOURCES as readonly string[]).includes(filters.source)
      ) {
        query.details.push({ message: `source must be one of ${SOURCES.join(', ')}` })
      }
      for (const status of filters.status?.split(',') ?? []) {
        if (!(STATUSES as readonly string[]).includes(status.trim())) {
          query.details.push({
            message: `status must be a comma-separated list of ${STATUSES.join(', ')}`,
          })
          break
        }
      }
    }
    const cursor = query.single('cursor')
    const offset = route === 'visitors' ? query.offset() : 0
    if (!range || query.details.length > 0) return invalidQuery(query.details)
    const now = this.site.now()
    switch (route) {
      case 'visitors': {
        const rows = this.rows.visitors(range, now)
        return {
          status: 200,
          body: {
            totals: visitorTotals(rows),
            visitors: rows.slice(offset, offset + limit),
            hasMore: offset + limit < rows.length,
          },
        }
      }
      case 'searches':
      case 'feedback':
        return this.cursorPage(route, range, now, limit, cursor, filters)
      case 'assistant':
        return this.assistantPage(range, now, limit, cursor)
      case 'feedback-by-page': {
        const pages = byPage(this.rows.feedback(range, now, filters))
        return {
          status: 200,
          body: { feedback: pages.slice(0, limit), hasMore: pages.length > limit },
        }
      }
      case 'assistant-callers':
        return { status: 200, body: this.rows.callers(range, now) }
    }
  }

  /**
   * Every row `route` serves for `query`, in order, as served (feedback by page: all pages), in
   * an array of the caller's own (the server keeps the rows it built).
   */
  expectedRows(route: DatasetRoute, query: DatasetQuery = {}): unknown[] {
    const range = expectedRange(query.dateFrom, query.dateTo)
    const filters = { source: query.source, status: query.status }
    const now = this.site.now()
    switch (route) {
      case 'visitors':
        return [...this.rows.visitors(range, now)]
      case 'searches':
        return [...this.rows.searches(range, now)]
      case 'feedback':
        return [...this.rows.feedback(range, now, filters)]
      case 'feedback-by-page':
        return byPage(this.rows.feedback(range, now, filters))
      case 'assistant':
        return [...this.rows.assistant(range, now)]
      case 'assistant-callers':
        return [this.rows.callers(range, now)]
    }
  }

  expectedVisitorTotals(
    dateFrom?: string,
    dateTo?: string,
  ): { human: number; ai: number; total: number } {
    return visitorTotals(this.expectedRows('visitors', { dateFrom, dateTo }) as TrafficRow[])
  }

  expectedSearchTotal(dateFrom?: string, dateTo?: string): number {
    return (this.expectedRows('searches', { dateFrom, dateTo }) as SearchRow[]).reduce(
      (s, r) => s + r.hits,
      0,
    )
  }

  private invalid(message: string): Reply {
    return invalidQuery([{ message }])
  }

  // ---- cursor paging --------------------------------------------------------------------------

  private anomaly(route: string): AnalyticsDataOptions['cursorAnomaly'] | undefined {
    const anomaly = this.options.cursorAnomaly
    if (anomaly?.route !== route) return undefined
    const served = this.pagesServed.get(route) ?? 0
    return served >= (anomaly.afterPages ?? 1) ? anomaly : undefined
  }

  private cursorPage(
    route: 'searches' | 'feedback',
    range: QueryRange,
    now: number,
    limit: number,
    cursor: string | undefined,
    filters: { source?: string; status?: string },
  ): Reply {
    const context = `${route}|${range.key}|${filters.source ?? ''}|${filters.status ?? ''}`
    let offset = 0
    if (cursor !== undefined) {
      const decoded = decodeCursor(cursor)
      if (!decoded || decoded.c !== context)
        return this.invalid('cursor is invalid or from another query')
      offset = decoded.o
    }
    const rows =
      route === 'searches'
        ? this.rows.searches(range, now)
        : this.rows.feedback(range, now, filters)
    const anomaly = this.anomaly(route)
    const served = (this.pagesServed.get(route) ?? 0) + 1
    this.pagesServed.set(route, served)
    if (anomaly?.kind === 'ignores-cursor') offset = 0
    const page = rows.slice(offset, offset + limit)
    let more = offset + limit < rows.length
    let next: string | null = more ? encodeCursor({ c: context, o: offset + limit }) : null
    if (anomaly?.kind === 'ignores-cursor') {
      more = true
      next = encodeCursor({ c: context, o: 1_000_000 + served })
    } else if (anomaly?.kind === 'repeat' && cursor !== undefined) {
      next = cursor
      more = true
    } else if (anomaly?.kind === 'never-ends') {
      more = true
      next = encodeCursor({ c: context, o: offset + limit })
    } else if (anomaly?.kind === 'more-without-cursor') {
      more = true
      next = null
    }
    if (route === 'searches') {
      const totalSearches = rows.reduce((sum, row) => sum + (row as SearchRow).hits, 0)
      return { status: 200, body: { searches: page, totalSearches, nextCursor: next } }
    }
    return { status: 200, body: { feedback: page, nextCursor: next, hasMore: more } }
  }

  private assistantPage(
    range: QueryRange,
    now: number,
    limit: number,
    cursor: string | undefined,
  ): Reply {
    if (cursor !== undefined && !ULID_RE.test(cursor)) return this.invalid('cursor must be a ULID')
    const rows = this.rows.assistant(range, now)
    const start = cursor === undefined ? 0 : rows.findIndex((row) => row.id > cursor.toUpperCase())
    const anomaly = this.anomaly('assistant')
    const served = (this.pagesServed.get('assistant') ?? 0) + 1
    this.pagesServed.set('assistant', served)
    const from = anomaly?.kind === 'ignores-cursor' ? 0 : start < 0 ? rows.length : start
    const page = rows.slice(from, from + limit)
    let more = from + limit < rows.length
    let next: string | null = more ? (page.at(-1)?.id ?? null) : null
    if (anomaly?.kind === 'ignores-cursor') {
      more = true
      next = ulidOf(2_000_000 + served)
    } else if (anomaly?.kind === 'repeat' && cursor !== undefined) {
      next = cursor
      more = true
    } else if (anomaly?.kind === 'never-ends') {
      more = true
      next = page.at(-1)?.id ?? ulidOf(1_000_000 + (this.pagesServed.get('assistant') ?? 0))
    } else if (anomaly?.kind === 'more-without-cursor') {
      more = true
      next = null
    }
    return { status: 200, body: { conversations: page, nextCursor: next, hasMore: more } }
  }
}

/** The totals of each range's rows (the server keeps them), worked out once for all its pages. */
const totalsOf = new WeakMap<readonly TrafficRow[], { human: number; ai: number; total: number }>()

function visitorTotals(rows: readonly TrafficRow[]): { human: number; ai: number; total: number } {
  let totals = totalsOf.get(rows)
  if (!totals) totalsOf.set(rows, (totals = sumTotals(rows)))
  return { ...totals }
}

function sumTotals(rows: readonly TrafficRow[]): { human: number; ai: number; total: number } {
  const sum = (field: 'human' | 'ai' | 'total'): number =>
    Math.round(rows.reduce((s, row) => s + row[field], 0) * 0.8)
  return { human: sum('human'), ai: sum('ai'), total: sum('total') }
}

function byPage(
  rows: readonly FeedbackRow[],
): { path: string; thumbsUp: number; thumbsDown: number; code: number; total: number }[] {
  const pages = new Map<
    string,
    { path: string; thumbsUp: number; thumbsDown: number; code: number; total: number }
  >()
  for (const row of rows) {
    const page = pages.get(row.path) ?? {
      path: row.path,
      thumbsUp: 0,
      thumbsDown: 0,
      code: 0,
      total: 0,
    }
    if (row.source === 'contextual' && row.helpful === true) page.thumbsUp++
    if (row.source === 'contextual' && row.helpful === false) page.thumbsDown++
    if (row.source === 'code_snippet') page.code++
    page.total++
    pages.set(row.path, page)
  }
  return [...pages.values()].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
}

function encodeCursor(value: { c: string; o: number }): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function decodeCursor(cursor: string): { c: string; o: number } | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (
      typeof value === 'object' &&
      value !== null &&
      'c' in value &&
      'o' in value &&
      typeof value.c === 'string' &&
      typeof value.o === 'number' &&
      Number.isSafeInteger(value.o) &&
      value.o >= 0
    ) {
      return { c: value.c, o: value.o }
    }
  } catch {
    // not a cursor we issued
  }
  return undefined
}
