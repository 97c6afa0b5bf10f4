/**
 * The simulator's page-view dataset: deterministic, lazy (row i is computed from (seed, i) on
 * demand, so a million rows cost no memory), and filtered by date range.
 *
 * Dates follow the model in dates.ts; `/views` queries the rules in query.ts.
 * - A range holding no data day serves 0 rows and zero totals. Otherwise every row is served,
 *   each with a fixed per-day rate multiplied by the number of data days in the range, so
 *   different ranges give different (but exactly predictable) numbers.
 * - Totals are the sums of the served rows (computed once, cached), unless `totalsOffBy`.
 */
import type { PageViewRow, ViewTotals } from '../../src/shared/mintlify/types.ts'
import { expectedRange, invalidQuery, QueryReader, type Reply } from './query.ts'

export interface ViewsDatasetOptions {
  /** Number of distinct paths (rows) for any range with data. Default 1234. */
  rows?: number
  /** Changes paths and counts. Default 1. */
  seed?: number
  /** Added to `totals.total` only: the totals then match neither `human + ai` nor the rows. */
  totalsOffBy?: number
  /** The row at this index (>= 1) repeats the previous row's path. */
  duplicatePathAt?: number
  /** Every request is served the first page (offset treated as 0). */
  ignoreOffset?: boolean
  /** Every page with offset > 0 is empty and says hasMore: true. */
  emptyPagesWithHasMore?: boolean
  /** hasMore is always true; pages past the end are empty. */
  hasMoreForever?: boolean
  /**
   * After this many views requests have been served (normally, or with a side-effect fault),
   * a new row is inserted at index 0 (data moving while a client pages): every later row
   * moves down by one and the row count grows by one.
   */
  shiftAfterRequests?: number
}

/** Paths that every dataset starts with, so that even a 10-row dataset exercises escaping. */
const SPECIAL_PATHS: readonly string[] = [
  '/',
  '/docs/café',
  '/docs/日本語',
  '/docs/pricing, plans & "quotes"',
  '/docs/getting started',
  '/docs/emoji 🚀 guide',
  '/api-reference/endpoint/create-agent-job',
]
const SECTIONS: readonly string[] = [
  'guides',
  'api-reference',
  'quickstart',
  'integrations',
  'components',
  'settings',
  'changelog',
]
export const INSERTED_PATH = '/docs/inserted-while-paging'

/** A 32-bit integer hash of (seed, i, salt); stable across runs and platforms. */
function hash32(seed: number, i: number, salt: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b)
  h ^= Math.imul((i | 0) + 0x632be5ab, 0xc2b2ae35)
  h ^= Math.imul(salt + 1, 0x27d4eb2f)
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b)
  h ^= h >>> 16
  return h >>> 0
}

interface Rates {
  human: number
  ai: number
}

export class ViewsDataset {
  readonly options: Readonly<ViewsDatasetOptions>
  readonly baseRows: number
  readonly seed: number
  /** Views requests served so far (drives `shiftAfterRequests`). */
  #served = 0
  #shifted = false
  #rateSums: Rates | undefined

  constructor(options: ViewsDatasetOptions = {}) {
    const rows = options.rows ?? 1234
    if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`views.rows must be >= 0`)
    this.options = options
    this.baseRows = rows
    this.seed = options.seed ?? 1
  }

  /** Rows served for a range with data (N). */
  get size(): number {
    return this.baseRows + (this.#shifted ? 1 : 0)
  }

  /** Counts a served request towards `shiftAfterRequests`. */
  #noteServed(): void {
    this.#served++
    const after = this.options.shiftAfterRequests
    if (after !== undefined && !this.#shifted && this.#served >= after) {
      this.#shifted = true
      this.#rateSums = undefined
    }
  }

  #baseRates(i: number): Rates {
    const head = i < 50 ? (50 - i) * 20 : 0
    const human = head + (hash32(this.seed, i, 1) % 60)
    const ai = hash32(this.seed, i, 2) % 5 === 0 ? 0 : hash32(this.seed, i, 3) % 25
    return { human, ai }
  }

  #basePath(i: number): string {
    const special = SPECIAL_PATHS[i]
    if (special !== undefined) return special
    const h = hash32(this.seed, i, 4)
    switch (h % 12) {
      case 0:
        return `/docs/café/page-${i}`
      case 1:
        return `/docs/日本語/ページ-${i}`
      case 2:
        return `/docs/a,b/page-${i}`
      case 3:
        return `/docs/"quoted"/page-${i}`
      case 4:
        return `/docs/with space/page-${i}`
      default:
        return `/docs/${SECTIONS[(h >>> 8) % SECTIONS.length] ?? 'guides'}/page-${i}`
    }
  }

  #rates(index: number): Rates {
    if (this.#shifted) return index === 0 ? { human: 7, ai: 3 } : this.#baseRates(index - 1)
    return this.#baseRates(index)
  }

  #pathAt(index: number): string {
    if (this.#shifted) return index === 0 ? INSERTED_PATH : this.#basePath(index - 1)
    return this.#basePath(index)
  }

  path(index: number): string {
    const dup = this.options.duplicatePathAt
    if (dup !== undefined && dup >= 1 && index === dup) return this.#pathAt(index - 1)
    return this.#pathAt(index)
  }

  /** Row `index` (0 <= index < size) for a range with `days` data days. */
  row(index: number, days: number): PageViewRow {
    const r = this.#rates(index)
    const human = r.human * days
    const ai = r.ai * days
    return { path: this.path(index), human, ai, total: human + ai }
  }

  totals(days: number): ViewTotals {
    if (!this.#rateSums) {
      let human = 0
      let ai = 0
      for (let i = 0; i < this.size; i++) {
        const r = this.#rates(i)
        human += r.human
        ai += r.ai
      }
      this.#rateSums = { human, ai }
    }
    const human = days > 0 ? this.#rateSums.human * days : 0
    const ai = days > 0 ? this.#rateSums.ai * days : 0
    return { human, ai, total: human + ai + (this.options.totalsOffBy ?? 0) }
  }

  /** Number of rows served for a range with `days` data days. */
  count(days: number): number {
    return days > 0 ? this.size : 0
  }

  *rows(days: number): Generator<PageViewRow> {
    const n = this.count(days)
    for (let i = 0; i < n; i++) yield this.row(i, days)
  }

  /** One page, with the anomaly options applied. */
  page(days: number, limit: number, offset: number): { views: PageViewRow[]; hasMore: boolean } {
    const n = this.count(days)
    const o = this.options
    if (o.emptyPagesWithHasMore && offset > 0) return { views: [], hasMore: true }
    const start = o.ignoreOffset ? 0 : offset
    const end = Math.min(start + limit, n)
    const views: PageViewRow[] = []
    for (let i = start; i < end; i++) views.push(this.row(i, days))
    return { views, hasMore: o.hasMoreForever === true || start + views.length < n }
  }

  /** Answers `GET /views` (a valid query also counts towards `shiftAfterRequests`). */
  handle(params: URLSearchParams): Reply {
    const query = new QueryReader(params)
    const limit = query.limit(250, 50)
    const offset = query.offset()
    const range = query.range()
    if (!range || query.details.length > 0) return invalidQuery(query.details)
    const totals = this.totals(range.days)
    const page = this.page(range.days, limit, offset)
    this.#noteServed()
    return { status: 200, body: { totals, views: page.views, hasMore: page.hasMore } }
  }

  /** The rows served for this range (dates as in a query), lazily. */
  expectedRows(dateFrom?: string, dateTo?: string): Generator<PageViewRow> {
    return this.rows(expectedRange(dateFrom, dateTo).days)
  }

  /** The totals served for this range (`totalsOffBy` included). */
  expectedTotals(dateFrom?: string, dateTo?: string): ViewTotals {
    return this.totals(expectedRange(dateFrom, dateTo).days)
  }
}
