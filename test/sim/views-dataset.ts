/**
 * The simulator's page-view dataset: deterministic, lazy (a row is computed from (seed, page,
 * days) on demand, so a million rows cost no memory), and filtered by date range.
 *
 * Dates follow the model in dates.ts, the days' shape site-days.ts; `/views` queries the rules
 * in query.ts.
 * - A range holding no data day serves 0 rows and zero totals. Otherwise a page's counts are the
 *   sums of its days' counts, so a range is the sum of its days. Each page has a per-day rate
 *   (people, AI); on a realistic day it draws `rate x` the day's factors (weekday, growth, its
 *   noise group, its trend, the share served so far), at least one view by people.
 * - Every page is served for every range with data, except the `new` page (realistic, the page
 *   at NEW_PAGE_INDEX) in a range that ends before it exists: `rows` is the number of pages
 *   served for any range after 2026-10-12.
 * - Totals are the sums of the served rows (per day, from pages grouped by rate, so a million
 *   rows sum in a few thousand steps), unless `totalsOffBy`.
 */
import type { PageViewRow, ViewTotals } from '../../src/shared/mintlify/schemas.ts'
import { expectedRange, invalidQuery, QueryReader, type QueryRange, type Reply } from './query.ts'
import { factorSlot, hash32, NOISE_GROUPS, type SiteDays, type Trend, TRENDS } from './site-days.ts'

export interface ViewsDatasetOptions {
  /**
   * Pages of the site (default 1234): the rows of any range with data (realistic: any range that
   * holds a day from 2026-10-12 on; before, the new page is not served).
   */
  rows?: number
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

/** The realistic site's pages that are going somewhere, by index: their trend and path. */
const TRENDING: ReadonlyMap<number, { trend: Trend; path: string }> = new Map([
  [9, { trend: 'new', path: '/docs/guides/agent-workflows' }],
  [11, { trend: 'rising', path: '/docs/ai/mcp-server' }],
  [18, { trend: 'rising', path: '/docs/ai/llms-txt' }],
  [27, { trend: 'rising', path: '/docs/guides/assistant' }],
  [8, { trend: 'fading', path: '/docs/legacy/v1-migration' }],
  [15, { trend: 'fading', path: '/docs/guides/classic-editor' }],
  [21, { trend: 'fading', path: '/docs/integrations/legacy-widget' }],
])
/** The realistic site's page that appears on NEW_PAGE_DAY. */
const NEW_PAGE_INDEX = 9

/** The views dataset's pages, by index, for the datasets that name pages. */
export interface SitePages {
  count: number
  path(index: number): string
  trend(index: number): Trend
}

/** Pages whose paths and rates a dataset keeps once made (`#basePath`, `#basePage`). */
const KEPT_PATHS = 10_000

/** The highest per-day rate of a page: the first page's people (50 * 20 + 59). */
const MAX_RATE = 1059

/** A page's per-day rates and what moves them. */
interface Page {
  human: number
  ai: number
  trend: Trend
  group: number
}

/** Pages with the same rate, trend and noise group, counted: they draw the same each day. */
interface RateGroup {
  rate: number
  trend: Trend
  group: number
  pages: number
}

/** People's views of a page with this rate on a day with this factor: someone reads it every day. */
function drawPeople(rate: number, factor: number): number {
  return factor === 0 ? 0 : Math.max(1, Math.floor(rate * factor))
}

export class ViewsDataset {
  readonly options: Readonly<ViewsDatasetOptions>
  readonly baseRows: number
  readonly #site: SiteDays
  /** Views requests served so far (drives `shiftAfterRequests`). */
  #served = 0
  #shifted = false
  #groups: { human: RateGroup[]; ai: RateGroup[] } | undefined
  /** Totals of settled days (they never change). */
  readonly #settledTotals = new Map<number, { human: number; ai: number }>()
  #lastTotals: { first: number; end: number; now: number; human: number; ai: number } | undefined

  constructor(site: SiteDays, options: ViewsDatasetOptions = {}) {
    const rows = options.rows ?? 1234
    if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`views.rows must be >= 0`)
    this.options = options
    this.baseRows = rows
    this.#site = site
  }

  /** Pages of the site (N): every one is served for a range after the new page appeared. */
  get size(): number {
    return this.baseRows + (this.#shifted ? 1 : 0)
  }

  /** Counts a served request towards `shiftAfterRequests`. */
  #noteServed(): void {
    this.#served++
    const after = this.options.shiftAfterRequests
    if (after !== undefined && !this.#shifted && this.#served >= after) {
      this.#shifted = true
      this.#groups = undefined
      this.#settledTotals.clear()
      this.#lastTotals = undefined
    }
  }

  /** The first pages' rates, made once, as their paths are (`#basePath`): every row names one. */
  readonly #pages: Page[] = []

  #basePage(i: number): Page {
    if (i >= KEPT_PATHS) return this.#makePage(i)
    return (this.#pages[i] ??= this.#makePage(i))
  }

  #makePage(i: number): Page {
    const seed = this.#site.seed
    const head = i < 50 ? (50 - i) * 20 : 0
    const human = head + (hash32(seed, i, 1) % 60)
    const ai = hash32(seed, i, 2) % 5 === 0 ? 0 : hash32(seed, i, 3) % 25
    const trend = this.#site.flat ? 'steady' : (TRENDING.get(i)?.trend ?? 'steady')
    return { human, ai, trend, group: this.#site.flat ? 0 : hash32(seed, i, 5) % NOISE_GROUPS }
  }

  /**
   * The first pages' paths, made once: every day's rows name them (a night asks a dozen days). A
   * benchmark's millions of pages make theirs each time rather than keep them all.
   */
  readonly #paths: string[] = []

  #basePath(i: number): string {
    if (i >= KEPT_PATHS) return this.#makePath(i)
    return (this.#paths[i] ??= this.#makePath(i))
  }

  #makePath(i: number): string {
    const special = SPECIAL_PATHS[i]
    if (special !== undefined) return special
    const trending = this.#site.flat ? undefined : TRENDING.get(i)
    if (trending) return trending.path
    const h = hash32(this.#site.seed, i, 4)
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

  #page(index: number): Page {
    if (this.#shifted) {
      return index === 0
        ? { human: 7, ai: 3, trend: 'steady', group: 0 }
        : this.#basePage(index - 1)
    }
    return this.#basePage(index)
  }

  /** The site's pages as other datasets refer to them (feedback, assistant): no anomaly. */
  get pages(): SitePages {
    return {
      count: this.baseRows,
      path: (i) => this.#basePath(i),
      trend: (i) => this.#basePage(i).trend,
    }
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

  /** The page not served in `range` (the new page before it exists), or -1. */
  #hidden(range: QueryRange): number {
    if (this.#site.flat || range.days === 0) return -1
    const index = NEW_PAGE_INDEX + (this.#shifted ? 1 : 0)
    if (index >= this.size || this.#site.exists('new', range.endDay - 1)) return -1
    return index
  }

  /** People's views of a page with this rate on `day`, served at `now`. */
  #humanOn(rate: number, trend: Trend, group: number, day: number, now: number): number {
    if (this.#site.flat) return rate
    return drawPeople(rate, this.#site.humanFactor(trend, group, day) * this.#site.served(day, now))
  }

  #aiOn(rate: number, trend: Trend, group: number, day: number, now: number): number {
    if (this.#site.flat) return rate
    return Math.floor(rate * this.#site.aiFactor(trend, group, day) * this.#site.served(day, now))
  }

  /** The row of page `index` for `range`, its days served at `now`. */
  #row(index: number, range: QueryRange, now: number): PageViewRow {
    const page = this.#page(index)
    let human = 0
    let ai = 0
    if (this.#site.flat) {
      human = page.human * range.days
      ai = page.ai * range.days
    } else {
      const factors = this.#site.rangeFactors(range.firstDay, range.endDay, now)
      const slot = factorSlot(page.trend, page.group)
      const people = factors.human[slot]!
      const bots = factors.ai[slot]!
      for (let d = 0; d < range.days; d++) {
        human += drawPeople(page.human, people[d]!)
        ai += Math.floor(page.ai * bots[d]!)
      }
    }
    return { path: this.path(index), human, ai, total: human + ai }
  }

  /**
   * Every page grouped by its people's rate, and by its AI rate (built once, O(N)): counted in
   * arrays indexed by (rate, trend, noise group), as a million pages would be slow in a Map.
   */
  #rateGroups(): { human: RateGroup[]; ai: RateGroup[] } {
    if (this.#groups) return this.#groups
    const slots = (MAX_RATE + 1) * TRENDS.length * NOISE_GROUPS
    const human = new Float64Array(slots)
    const ai = new Float64Array(slots)
    const count = (counts: Float64Array, rate: number, page: Page): void => {
      const at =
        (Math.min(rate, MAX_RATE) * TRENDS.length + TRENDS.indexOf(page.trend)) * NOISE_GROUPS +
        page.group
      counts[at] = (counts[at] ?? 0) + 1
    }
    for (let i = 0; i < this.size; i++) {
      const page = this.#page(i)
      count(human, page.human, page)
      count(ai, page.ai, page)
    }
    const groups = (counts: Float64Array): RateGroup[] => {
      const found: RateGroup[] = []
      counts.forEach((pages, at) => {
        if (pages === 0) return
        const group = at % NOISE_GROUPS
        const rest = (at - group) / NOISE_GROUPS
        const trend = TRENDS[rest % TRENDS.length] ?? 'steady'
        found.push({ rate: Math.floor(rest / TRENDS.length), trend, group, pages })
      })
      return found
    }
    this.#groups = { human: groups(human), ai: groups(ai) }
    return this.#groups
  }

  /** The sums of every page's counts on `day`, served at `now`. */
  #dayTotals(day: number, now: number): { human: number; ai: number } {
    const settled = this.#site.settled(day, day + 1, now)
    const known = settled ? this.#settledTotals.get(day) : undefined
    if (known) return known
    const groups = this.#rateGroups()
    let human = 0
    let ai = 0
    for (const g of groups.human)
      human += g.pages * this.#humanOn(g.rate, g.trend, g.group, day, now)
    for (const g of groups.ai) ai += g.pages * this.#aiOn(g.rate, g.trend, g.group, day, now)
    const totals = { human, ai }
    if (settled) this.#settledTotals.set(day, totals)
    return totals
  }

  totals(range: QueryRange, now: number): ViewTotals {
    const { human, ai } = this.#rangeTotals(range, now)
    return { human, ai, total: human + ai + (this.options.totalsOffBy ?? 0) }
  }

  /** The sums of a range's days: every page of a range carries them, so the last are kept. */
  #rangeTotals(range: QueryRange, now: number): { human: number; ai: number } {
    const last = this.#lastTotals
    if (last?.first === range.firstDay && last.end === range.endDay && last.now === now) {
      return last
    }
    let human = 0
    let ai = 0
    for (let day = range.firstDay; day < range.endDay; day++) {
      const totals = this.#dayTotals(day, now)
      human += totals.human
      ai += totals.ai
    }
    this.#lastTotals = { first: range.firstDay, end: range.endDay, now, human, ai }
    return this.#lastTotals
  }

  /** Number of rows served for `range`. */
  count(range: QueryRange): number {
    if (range.days <= 0) return 0
    return this.size - (this.#hidden(range) >= 0 ? 1 : 0)
  }

  /** The row at served position `position` of `range`. */
  #servedRow(position: number, range: QueryRange, hidden: number, now: number): PageViewRow {
    return this.#row(hidden >= 0 && position >= hidden ? position + 1 : position, range, now)
  }

  *rows(range: QueryRange, now: number): Generator<PageViewRow> {
    const n = this.count(range)
    const hidden = this.#hidden(range)
    for (let i = 0; i < n; i++) yield this.#servedRow(i, range, hidden, now)
  }

  /** One page, with the anomaly options applied. */
  page(
    range: QueryRange,
    limit: number,
    offset: number,
    now: number,
  ): { views: PageViewRow[]; hasMore: boolean } {
    const n = this.count(range)
    const o = this.options
    if (o.emptyPagesWithHasMore && offset > 0) return { views: [], hasMore: true }
    const start = o.ignoreOffset ? 0 : offset
    const end = Math.min(start + limit, n)
    const hidden = this.#hidden(range)
    const views: PageViewRow[] = []
    for (let i = start; i < end; i++) views.push(this.#servedRow(i, range, hidden, now))
    return { views, hasMore: o.hasMoreForever === true || start + views.length < n }
  }

  /** Answers `GET /views` (a valid query also counts towards `shiftAfterRequests`). */
  handle(params: URLSearchParams): Reply {
    const query = new QueryReader(params)
    const limit = query.limit(250, 50)
    const offset = query.offset()
    const range = query.range()
    if (!range || query.details.length > 0) return invalidQuery(query.details)
    const now = this.#site.now()
    const totals = this.totals(range, now)
    const page = this.page(range, limit, offset, now)
    this.#noteServed()
    return { status: 200, body: { totals, views: page.views, hasMore: page.hasMore } }
  }

  /** The rows served for this range (dates as in a query) at the simulator's now, lazily. */
  expectedRows(dateFrom?: string, dateTo?: string): Generator<PageViewRow> {
    return this.rows(expectedRange(dateFrom, dateTo), this.#site.now())
  }

  /** The totals served for this range (`totalsOffBy` included). */
  expectedTotals(dateFrom?: string, dateTo?: string): ViewTotals {
    return this.totals(expectedRange(dateFrom, dateTo), this.#site.now())
  }
}
