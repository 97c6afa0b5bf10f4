/**
 * The sync (src/analytics/history/sync.ts, plan.ts, refresh.ts) against a fake store and a fake
 * analytics API, both our own seams: which days it asks for and in what order (new days, older
 * days, the feedback refresh, the lookback), where each dataset starts, how a day's rows become
 * the store's rows, what a day costs, and where it stops (the budget at the first piece that does
 * not fit, a value a column cannot hold, a failed write, the timeout, a cancellation), never
 * storing half a day.
 */
import { describe, expect, it } from 'vitest'
import { BudgetSpentError, RequestBudget } from '../../../../src/shared/mintlify/budget.ts'
import type {
  AnalyticsApi,
  AnalyticsRequest,
} from '../../../../src/shared/mintlify/analytics-api.ts'
import type { ViewsPage, ViewsQuery } from '../../../../src/shared/mintlify/schemas.ts'
import { addDays } from '../../../../src/analytics/history/days.ts'
import { StoreValueError } from '../../../../src/analytics/history/rows.ts'
import type {
  AnalyticsStore,
  StoredRange,
  StoreRow,
  TableBatch,
} from '../../../../src/analytics/history/store.ts'
import { syncStore, type SyncPlan } from '../../../../src/analytics/history/sync.ts'
import type { TableName } from '../../../../src/analytics/history/tables.ts'
import { FakeClock } from '../../../support/fake-clock.ts'

type Query = Record<string, string | number>
type Serve = (endpoint: string, query: Query) => unknown

/** Page views of a day: `pages` paths, counts that differ by day. */
function viewsOf(day: string, pages = 3): ViewsPage['views'] {
  const n = Number(day.slice(-2))
  return Array.from({ length: pages }, (_, i) => ({
    path: `/p${i}`,
    human: n * 10 + i,
    ai: i,
    total: n * 10 + 2 * i,
  }))
}

const defaultServe: Serve = (endpoint, query) => {
  const day = String(query.dateFrom)
  switch (endpoint) {
    case 'views': {
      const rows = viewsOf(day)
      const offset = Number(query.offset)
      const limit = Number(query.limit)
      return {
        totals: { human: 1, ai: 2, total: 3 },
        views: rows.slice(offset, offset + limit),
        hasMore: offset + limit < rows.length,
      }
    }
    case 'feedback':
      return {
        feedback: [
          {
            id: `fb_${day}`,
            path: '/p0',
            comment: null,
            createdAt: `${day}T12:00:00Z`,
            source: 'contextual',
            status: 'pending',
            helpful: true,
            contact: 'reader@example.com',
          },
          {
            id: `fb_undated_${day}`,
            path: '/p1',
            comment: 'no time',
            createdAt: null,
            source: 'agent',
            status: 'pending',
          },
        ],
        nextCursor: null,
        hasMore: false,
      }
    case 'searches':
      return {
        searches: [
          {
            searchQuery: 'sso',
            hits: 4,
            ctr: 0.5,
            topClickedPage: null,
            lastSearchedAt: `${day}T09:30:00+02:00`,
          },
        ],
        totalSearches: 4,
        nextCursor: null,
      }
    case 'assistant/caller-stats':
      return { web: 1, api: 2, other: 3, total: 6 }
    case 'feedback/by-page':
      return {
        feedback: [{ path: '/p0', thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 }],
        hasMore: true,
      }
    default:
      throw new Error(`no fake for ${endpoint}`)
  }
}

/** The client's budget rule: one unit per request, none sent once spent. */
class FakeApi implements AnalyticsApi {
  readonly requests: { endpoint: string; query: Query }[] = []
  readonly budget: RequestBudget
  serve: Serve

  constructor(limit = 1000, serve: Serve = defaultServe) {
    this.budget = new RequestBudget(limit)
    this.serve = serve
  }

  private answer(endpoint: string, query: Query): unknown {
    if (!this.budget.take()) throw new BudgetSpentError(`Getting ${endpoint}`, this.budget.limit)
    this.requests.push({ endpoint, query })
    return this.serve(endpoint, query)
  }

  async getViews(_projectId: string, query: ViewsQuery): Promise<ViewsPage> {
    return this.answer('views', { ...query }) as ViewsPage
  }

  async getAnalytics<T>(_projectId: string, request: AnalyticsRequest<T>): Promise<T> {
    return this.answer(request.endpoint, request.query) as T
  }
}

/** An in-memory store: each write recorded, ranges as the interface says. */
class FakeStore implements AnalyticsStore {
  readonly description = 'fake store'
  readonly days: { date: string; batches: readonly TableBatch[] }[] = []
  readonly items: TableBatch[] = []
  readonly rangeMap = new Map<TableName, StoredRange>()
  failOn?: string

  constructor(ranges: Partial<Record<TableName, [string, string]>> = {}) {
    for (const [table, [first, last]] of Object.entries(ranges)) {
      this.rangeMap.set(table as TableName, { first, last })
    }
  }

  async ranges(): Promise<Map<TableName, StoredRange>> {
    return new Map(this.rangeMap)
  }

  async writeDay(_projectId: string, date: string, batches: readonly TableBatch[]): Promise<void> {
    if (date === this.failOn) throw new Error('disk full')
    this.days.push({ date, batches })
    for (const { table } of batches) {
      const range = this.rangeMap.get(table)
      this.rangeMap.set(table, {
        first: range && range.first < date ? range.first : date,
        last: range && range.last > date ? range.last : date,
      })
    }
  }

  async writeItems(_projectId: string, batch: TableBatch): Promise<void> {
    this.items.push(batch)
  }

  async close(): Promise<void> {}

  rowsOf(table: TableName, date?: string): StoreRow[] {
    return this.days
      .filter((day) => date === undefined || day.date === date)
      .flatMap((day) => day.batches.filter((b) => b.table === table).flatMap((b) => b.rows))
  }
}

const PLAN: SyncPlan = {
  projectId: 'proj_1',
  datasets: ['views'],
  dateFrom: '2026-10-01',
  dateTo: '2026-10-04',
  backfill: false,
  lookbackDays: 3,
  feedbackRefreshDays: 0,
  pageSize: 2,
  includeContact: false,
}

function sync(plan: Partial<SyncPlan>, api = new FakeApi(), store = new FakeStore()) {
  const log = { infos: [] as string[], warnings: [] as string[] }
  const clock = new FakeClock()
  const run = syncStore(
    { ...PLAN, ...plan },
    {
      api,
      budget: api.budget,
      clock,
      signal: new AbortController().signal,
      deadline: clock.now() + 60_000,
      store,
      log: { info: (m) => log.infos.push(m), warning: (m) => log.warnings.push(m) },
    },
  )
  return { run, api, store, log }
}

const asked = (api: FakeApi) => api.requests.map((r) => `${r.endpoint} ${String(r.query.dateFrom)}`)

describe('days, in order, from where the store is', () => {
  it('an empty store: every dataset of a day, then the next day, each request one whole UTC day', async () => {
    const { run, api, store } = sync({ datasets: ['views', 'assistant-callers'] })
    const result = await run
    expect(result.stop).toBeUndefined()
    expect(asked(api)).toEqual([
      'views 2026-10-01',
      'views 2026-10-01',
      'assistant/caller-stats 2026-10-01',
      'views 2026-10-02',
      'views 2026-10-02',
      'assistant/caller-stats 2026-10-02',
      'views 2026-10-03',
      'views 2026-10-03',
      'assistant/caller-stats 2026-10-03',
    ])
    for (const { query } of api.requests) {
      expect(query.dateTo).toBe(addDays(String(query.dateFrom), 1))
    }
    expect(store.days.map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03'])
    expect(result.rows).toBe(3 * 3 + 3)
    expect(result.datasets.map((d) => [d.name, d.range, d.days])).toEqual([
      ['views', { first: '2026-10-01', last: '2026-10-03' }, 3],
      ['assistant-callers', { first: '2026-10-01', last: '2026-10-03' }, 3],
    ])
    // A day of every dataset cost 3 requests; nothing is left.
    expect(result.dayCost).toBe(3)
    expect(result.backlog).toBe(0)
  })

  it('each table from its own range: after its last day; a table the store lacks from date-from', async () => {
    const store = new FakeStore({ page_views: ['2026-10-01', '2026-10-05'] })
    const { run, api } = sync(
      { datasets: ['views', 'assistant-callers'], dateTo: '2026-10-08', lookbackDays: 0 },
      new FakeApi(),
      store,
    )
    const result = await run
    expect([...new Set(asked(api))]).toEqual([
      ...['01', '02', '03', '04', '05'].map((d) => `assistant/caller-stats 2026-10-${d}`),
      'views 2026-10-06',
      'assistant/caller-stats 2026-10-06',
      'views 2026-10-07',
      'assistant/caller-stats 2026-10-07',
    ])
    // Days before the views' last hold the callers alone.
    expect(store.days[0]?.batches.map((b) => b.table)).toEqual(['assistant_callers'])
    // What a day costs is measured on days of every dataset only: 2 views + 1 callers.
    expect(result.dayCost).toBe(3)
  })

  it('the lookback is anchored at date-to: the stored days of [date-to - lookback, date-to), newest first, after the new day', async () => {
    const store = new FakeStore({ page_views: ['2026-09-01', '2026-10-06'] })
    const { run, api } = sync({ dateTo: '2026-10-08', lookbackDays: 3 }, new FakeApi(), store)
    const result = await run
    // A caught-up night: lookback-days days in all, the new one included.
    expect([...new Set(asked(api))]).toEqual([
      'views 2026-10-07',
      'views 2026-10-06',
      'views 2026-10-05',
    ])
    expect([result.days, result.rereads]).toEqual([1, 2])
    expect(result.datasets[0]?.range).toEqual({ first: '2026-09-01', last: '2026-10-07' })
  })

  it('a backfill reads no day again: the lookback holds only days stored before the run', async () => {
    const store = new FakeStore({ page_views: ['2026-09-01', '2026-09-20'] })
    const { run, api, log } = sync(
      { dateFrom: '2026-09-01', dateTo: '2026-10-08', lookbackDays: 3 },
      new FakeApi(1000),
      store,
    )
    const result = await run
    expect(result.rereads).toBe(0)
    expect(new Set(asked(api)).size).toBe(17)
    expect(log.infos.some((line) => line.includes('read again'))).toBe(false)
  })

  it('lookback 0 and 1 read no stored day again; a store already through date-to asks nothing', async () => {
    for (const lookbackDays of [0, 1]) {
      const store = new FakeStore({ page_views: ['2026-10-01', '2026-10-02'] })
      const first = sync({ lookbackDays }, new FakeApi(), store)
      await first.run
      expect([...new Set(asked(first.api))]).toEqual(['views 2026-10-03'])
    }
    const store = new FakeStore({ page_views: ['2026-10-01', '2026-10-03'] })
    const second = sync({ lookbackDays: 0 }, new FakeApi(), store)
    const result = await second.run
    expect(second.api.requests).toEqual([])
    expect([result.days, result.rereads, result.dayCost]).toEqual([0, 0, undefined])
  })

  it('older days only with an explicit date-from (or a period): after the new days, newest first', async () => {
    const ranges: Partial<Record<TableName, [string, string]>> = {
      page_views: ['2026-10-03', '2026-10-05'],
    }
    const plan = { dateFrom: '2026-10-01', dateTo: '2026-10-07', lookbackDays: 0 }
    const implicit = sync(plan, new FakeApi(), new FakeStore(ranges))
    expect((await implicit.run).backlog).toBe(0)
    expect([...new Set(asked(implicit.api))]).toEqual(['views 2026-10-06'])

    const explicit = sync({ ...plan, backfill: true }, new FakeApi(), new FakeStore(ranges))
    const result = await explicit.run
    expect([...new Set(asked(explicit.api))]).toEqual([
      'views 2026-10-06',
      'views 2026-10-02',
      'views 2026-10-01',
    ])
    expect(result.datasets[0]?.range).toEqual({ first: '2026-10-01', last: '2026-10-06' })
  })
})

describe('the order under max-requests: new days, older days, the feedback refresh, the lookback', () => {
  /** Feedback pages over any range: one item a day, two a page, by cursor. */
  const pagedFeedback: Serve = (endpoint, query) => {
    if (endpoint !== 'feedback') return defaultServe(endpoint, query)
    const days: string[] = []
    for (let d = String(query.dateFrom); d < String(query.dateTo); d = addDays(d, 1)) days.push(d)
    const offset = Number(query.cursor ?? 0)
    const page = days.slice(offset, offset + 2).map((day) => ({
      id: `fb_${day}`,
      path: '/p0',
      comment: null,
      createdAt: `${day}T12:00:00Z`,
      source: 'agent',
      status: 'resolved',
    }))
    const more = offset + 2 < days.length
    return { feedback: page, nextCursor: more ? String(offset + 2) : null, hasMore: more }
  }
  const ranges = (): Partial<Record<TableName, [string, string]>> => ({
    page_views: ['2026-10-03', '2026-10-05'],
    feedback: ['2026-10-03', '2026-10-05'],
  })
  const plan: Partial<SyncPlan> = {
    datasets: ['views', 'feedback'],
    dateFrom: '2026-10-01',
    dateTo: '2026-10-07',
    backfill: true,
    lookbackDays: 3,
    feedbackRefreshDays: 5,
  }

  it('in that order, the refresh one range paged by cursor, its items upserted without moving a range', async () => {
    const { run, api, store } = sync(
      plan,
      new FakeApi(1000, pagedFeedback),
      new FakeStore(ranges()),
    )
    const result = await run
    expect(result.stop).toBeUndefined()
    expect(
      api.requests.map(
        (r) => `${r.endpoint} ${String(r.query.dateFrom)}..${String(r.query.dateTo)}`,
      ),
    ).toEqual([
      // The new day, every dataset.
      'views 2026-10-06..2026-10-07',
      'views 2026-10-06..2026-10-07',
      'feedback 2026-10-06..2026-10-07',
      // The older days, newest first.
      'views 2026-10-02..2026-10-03',
      'views 2026-10-02..2026-10-03',
      'feedback 2026-10-02..2026-10-03',
      'views 2026-10-01..2026-10-02',
      'views 2026-10-01..2026-10-02',
      'feedback 2026-10-01..2026-10-02',
      // Feedback created in the 5 days before date-to, one range, three pages.
      'feedback 2026-10-02..2026-10-07',
      'feedback 2026-10-02..2026-10-07',
      'feedback 2026-10-02..2026-10-07',
      // The lookback: the days stored before the run, newest first.
      'views 2026-10-05..2026-10-06',
      'views 2026-10-05..2026-10-06',
      'feedback 2026-10-05..2026-10-06',
      'views 2026-10-04..2026-10-05',
      'views 2026-10-04..2026-10-05',
      'feedback 2026-10-04..2026-10-05',
    ])
    expect(store.items.flatMap((batch) => batch.rows.map((row) => row.id))).toEqual(
      ['02', '03', '04', '05', '06'].map((d) => `fb_2026-10-${d}`),
    )
    expect(store.items.flatMap((batch) => batch.rows.map((row) => row.status))).toEqual(
      Array(5).fill('resolved'),
    )
    expect(result.refresh).toMatchObject({
      from: '2026-10-02',
      to: '2026-10-07',
      requests: 3,
      items: 5,
      done: true,
    })
    expect(result.dayCost).toBe(3)
    expect(store.rangeMap.get('feedback')).toEqual({ first: '2026-10-01', last: '2026-10-06' })
  })

  it('stops at the first piece that does not fit, green at a whole day, never skipping ahead to cheaper work', async () => {
    // The new day takes 3 requests; an older day would take 3 more, the refresh's first page 1.
    const { run, api } = sync(plan, new FakeApi(5, pagedFeedback), new FakeStore(ranges()))
    const result = await run
    expect(result.stop).toEqual({ kind: 'budget', piece: 'older', day: '2026-10-02' })
    expect(api.requests).toHaveLength(3)
    expect(result.refresh).toBeUndefined()
    // backlog-days: the days missing in both directions; the refresh is left for the next run.
    expect(result.backlog).toBe(2)
    expect(result.refreshLeft).toBe(true)
    const off = sync(
      { ...plan, feedbackRefreshDays: 0 },
      new FakeApi(5, pagedFeedback),
      new FakeStore(ranges()),
    )
    expect((await off.run).refreshLeft).toBe(false)
  })

  it('a budget that ends mid-refresh keeps the pages read; the next run starts the refresh again', async () => {
    // Three days of 3 requests, then 2 of the refresh's 3 pages.
    const store = new FakeStore(ranges())
    const first = sync(plan, new FakeApi(11, pagedFeedback), store)
    const result = await first.run
    expect(result.stop).toMatchObject({ kind: 'budget', piece: 'refresh', lost: { spent: 2 } })
    expect(result.refresh).toMatchObject({ requests: 2, items: 4, done: false })
    expect(store.items.flatMap((batch) => batch.rows)).toHaveLength(4)
    const again = sync({ ...plan, backfill: false }, new FakeApi(1000, pagedFeedback), store)
    expect((await again.run).refresh).toMatchObject({ requests: 3, items: 5, done: true })
  })

  it('feedback-refresh-days 0, or no feedback asked: no refresh', async () => {
    for (const extra of [{ feedbackRefreshDays: 0 }, { datasets: ['views' as const] }]) {
      const { run, api } = sync(
        { ...plan, ...extra },
        new FakeApi(1000, pagedFeedback),
        new FakeStore(ranges()),
      )
      const result = await run
      expect(result.refresh).toBeUndefined()
      expect(
        api.requests.filter(
          (r) => r.query.dateFrom === '2026-10-02' && r.query.dateTo === '2026-10-07',
        ),
      ).toEqual([])
    }
  })

  it('an item without a creation time keeps the day it was stored under: the refresh leaves it', async () => {
    const undated: Serve = (endpoint, query) =>
      endpoint === 'feedback' && query.dateTo === '2026-10-07' && query.dateFrom === '2026-10-02'
        ? {
            feedback: [
              {
                id: 'fb_x',
                path: '/p',
                comment: null,
                createdAt: null,
                source: 'agent',
                status: 'resolved',
              },
            ],
            nextCursor: null,
            hasMore: false,
          }
        : pagedFeedback(endpoint, query)
    const { run, store } = sync(plan, new FakeApi(1000, undated), new FakeStore(ranges()))
    const result = await run
    expect(result.refresh).toMatchObject({ items: 0, skipped: 1, done: true })
    expect(store.items.flatMap((batch) => batch.rows)).toEqual([])
  })
})

describe("a day's rows as the store keeps them", () => {
  it('views: snake_case columns with project_id and date, and the site-wide totals in daily_totals', async () => {
    const { run, store } = sync({ dateTo: '2026-10-02' })
    await run
    expect(store.rowsOf('page_views')).toEqual(
      viewsOf('2026-10-01').map((row) => ({ project_id: 'proj_1', date: '2026-10-01', ...row })),
    )
    expect(store.rowsOf('daily_totals')).toEqual([
      { project_id: 'proj_1', date: '2026-10-01', dataset: 'views', human: 1, ai: 2, total: 3 },
    ])
  })

  it('feedback under the day of createdAt (the served day without one), no contact unless asked', async () => {
    const { run, store } = sync({ datasets: ['feedback'], dateTo: '2026-10-02' })
    await run
    expect(store.rowsOf('feedback').map((r) => [r.id, r.date, r.created_at, r.contact])).toEqual([
      ['fb_2026-10-01', '2026-10-01', '2026-10-01T12:00:00.000Z', null],
      ['fb_undated_2026-10-01', '2026-10-01', null, null],
    ])
    const withContact = sync({ datasets: ['feedback'], dateTo: '2026-10-02', includeContact: true })
    await withContact.run
    expect(withContact.store.rowsOf('feedback')[0]?.contact).toBe('reader@example.com')
  })

  it('times in UTC, searches with their total, a capped feedback-by-page day noted', async () => {
    const { run, store } = sync({
      datasets: ['searches', 'feedback-by-page'],
      dateTo: '2026-10-03',
    })
    const result = await run
    expect(store.rowsOf('searches', '2026-10-01')[0]?.last_searched_at).toBe(
      '2026-10-01T07:30:00.000Z',
    )
    expect(store.rowsOf('daily_totals', '2026-10-01')).toEqual([
      {
        project_id: 'proj_1',
        date: '2026-10-01',
        dataset: 'searches',
        human: null,
        ai: null,
        total: 4,
      },
    ])
    expect(result.datasets[1]?.capped).toEqual(['2026-10-01', '2026-10-02'])
  })

  it('a key served twice in a day keeps the first row and says so, naming the day and the key', async () => {
    const api = new FakeApi(1000, (endpoint, query) => {
      const page = defaultServe(endpoint, { ...query, offset: 0, limit: 10 }) as ViewsPage
      return { ...page, views: [...page.views, { ...page.views[0], human: 999 }], hasMore: false }
    })
    const { run, store, log } = sync({ dateTo: '2026-10-02', pageSize: 250 }, api)
    const result = await run
    expect(store.rowsOf('page_views')).toHaveLength(3)
    expect(store.rowsOf('page_views')[0]?.human).toBe(10)
    expect(result.rows).toBe(3)
    expect(result.repeated).toEqual([{ day: '2026-10-01', dataset: 'views', key: 'path "/p0"' }])
    expect(log.warnings).toEqual([
      'views of 2026-10-01: the API served path "/p0" twice; the first row was kept.',
    ])
  })
})

describe('where a sync stops, the day in progress not stored', () => {
  it('before a day the budget cannot hold, at a whole day', async () => {
    // Views take 2 requests a day: 5 requests hold two days, not a third.
    const { run, store, api } = sync({ dateTo: '2026-10-05' }, new FakeApi(5))
    const result = await run
    expect(result.stop).toEqual({ kind: 'budget', piece: 'new', day: '2026-10-03' })
    expect(store.days.map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02'])
    expect(api.requests).toHaveLength(4)
  })

  it('a budget that runs out during a day: that day is dropped, and what it spent is known', async () => {
    const { run, store } = sync({ dateTo: '2026-10-05' }, new FakeApi(1))
    const result = await run
    expect(result.stop).toEqual({
      kind: 'budget',
      piece: 'new',
      day: '2026-10-01',
      lost: { spent: 1, whole: true },
    })
    expect(store.days).toEqual([])
    expect(result.dayCost).toBeUndefined()
  })

  it('a count that is not a whole number fails the day; the range stays', async () => {
    const api = new FakeApi(1000, (endpoint, query) =>
      endpoint === 'assistant/caller-stats' && query.dateFrom === '2026-10-02'
        ? { web: 1.5, api: 2, other: 3, total: 6.5 }
        : defaultServe(endpoint, query),
    )
    const { run, store } = sync({ datasets: ['assistant-callers'] }, api)
    const result = await run
    expect(result.stop).toMatchObject({
      kind: 'failed',
      day: '2026-10-02',
      dataset: 'assistant-callers',
    })
    const error = (result.stop as { error: unknown }).error
    expect(error).toBeInstanceOf(StoreValueError)
    expect((error as Error).message).toBe(
      'column `web` of assistant_callers takes whole numbers, got 1.5',
    )
    expect(store.days.map((d) => d.date)).toEqual(['2026-10-01'])
    expect(result.datasets[0]?.range).toEqual({ first: '2026-10-01', last: '2026-10-01' })
  })

  it('a NUL character in text is stored as U+FFFD and never stops the sync', async () => {
    const api = new FakeApi(1000, (endpoint, query) => {
      const answer = defaultServe(endpoint, query) as { searches: { searchQuery: string }[] }
      answer.searches[0]!.searchQuery = 'a\u0000b'
      return answer
    })
    const { run, store } = sync({ datasets: ['searches'] }, api)
    const result = await run
    expect(result.stop).toBeUndefined()
    expect(store.days[0]?.batches[0]?.rows[0]?.search_query).toBe('a\uFFFDb')
  })

  it('a write the store refuses stops the sync there', async () => {
    const store = new FakeStore()
    store.failOn = '2026-10-02'
    const { run, api } = sync({}, new FakeApi(), store)
    const result = await run
    expect(result.stop).toMatchObject({
      kind: 'failed',
      piece: 'new',
      day: '2026-10-02',
      dataset: undefined,
    })
    expect(store.days.map((d) => d.date)).toEqual(['2026-10-01'])
    expect(asked(api).some((r) => r.endsWith('2026-10-03'))).toBe(false)
  })

  it('the timeout and a cancellation are checked before each day', async () => {
    const api = new FakeApi()
    const clock = new FakeClock()
    const controller = new AbortController()
    const store = new FakeStore()
    const deps = {
      api,
      budget: api.budget,
      clock,
      signal: controller.signal,
      deadline: clock.now() + 1000,
      store,
      log: { info: () => undefined, warning: () => undefined },
    }
    api.serve = (endpoint, query) => {
      if (query.dateFrom === '2026-10-02') clock.time += 1000
      return defaultServe(endpoint, query)
    }
    expect((await syncStore(PLAN, deps)).stop).toEqual({
      kind: 'timeout',
      piece: 'new',
      day: '2026-10-03',
    })
    controller.abort()
    const cancelled = await syncStore(PLAN, { ...deps, deadline: clock.now() + 1000 })
    expect(cancelled.stop).toMatchObject({ kind: 'cancelled' })
    expect(store.days.map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02'])
  })
})
