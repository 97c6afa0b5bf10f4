/**
 * The simulator's analytics datasets against the vendor's analytics.openapi.json: every answer
 * (200 and 400) validates, paging to the end gives every row exactly once, filters and cursor
 * anomalies behave as documented in test/sim/analytics-datasets.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiSimulator, type ApiSimulator, type DatasetRoute } from '../sim/index.ts'
import { validateRequest, validateResponse } from '../support/openapi.ts'

let sim: ApiSimulator
beforeAll(async () => {
  sim = await startApiSimulator({
    analytics: { searches: { rows: 230 }, assistant: { rows: 1500 } },
  })
})
afterAll(async () => {
  await sim.close()
})

const RANGE = 'dateFrom=2026-10-01&dateTo=2026-11-01'
const ENDPOINT: Record<DatasetRoute, string> = {
  visitors: 'visitors',
  searches: 'searches',
  feedback: 'feedback',
  'feedback-by-page': 'feedback/by-page',
  assistant: 'assistant',
  'assistant-callers': 'assistant/caller-stats',
}

async function get(
  route: DatasetRoute,
  query: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const path = `/v1/analytics/${sim.projectId}/${ENDPOINT[route]}?${query}`
  const headers = { authorization: `Bearer ${sim.apiKey}` }
  const res = await fetch(sim.url + path, { headers })
  const body = (await res.json()) as Record<string, unknown>
  expect(
    validateResponse({
      method: 'GET',
      path,
      status: res.status,
      body,
      headers: Object.fromEntries(res.headers),
    }),
  ).toEqual([])
  if (res.status === 200) expect(validateRequest({ method: 'GET', path, headers })).toEqual([])
  return { status: res.status, body }
}

/** Follows `nextCursor` to the end; returns every row and the number of requests. */
async function walk(
  route: 'searches' | 'feedback' | 'assistant',
  key: string,
  query: string,
  limit: number,
) {
  const rows: unknown[] = []
  let cursor: string | null = null
  let requests = 0
  do {
    const { status, body } = await get(
      route,
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
    expect(status).toBe(200)
    requests++
    rows.push(...(body[key] as unknown[]))
    cursor = body.nextCursor as string | null
  } while (cursor !== null && requests < 100)
  return { rows, requests }
}

describe('the simulator serves every analytics dataset as documented', () => {
  it('visitors: offset paging, deduplicated totals', async () => {
    const rows: unknown[] = []
    for (let offset = 0; ; offset += 250) {
      const { body } = await get('visitors', `${RANGE}&limit=250&offset=${offset}`)
      rows.push(...(body.visitors as unknown[]))
      if (!body.hasMore) break
    }
    expect(rows).toEqual(
      sim.expectedRows('visitors', { dateFrom: '2026-10-01', dateTo: '2026-11-01' }),
    )
    expect(rows).toHaveLength(1234)
    const totals = sim.expectedVisitorTotals('2026-10-01', '2026-11-01')
    const sum = (rows as { total: number }[]).reduce((s, r) => s + r.total, 0)
    expect(totals.total).toBeLessThan(sum)
  })

  it('searches: cursor paging to the end, hits descending, totalSearches', async () => {
    const { rows, requests } = await walk('searches', 'searches', RANGE, 100)
    expect(requests).toBe(3)
    expect(rows).toEqual(
      sim.expectedRows('searches', { dateFrom: '2026-10-01', dateTo: '2026-11-01' }),
    )
    const hits = (rows as { hits: number }[]).map((r) => r.hits)
    expect(hits).toEqual([...hits].sort((a, b) => b - a))
    const { body } = await get('searches', `${RANGE}&limit=1`)
    expect(body.totalSearches).toBe(sim.expectedSearchTotal('2026-10-01', '2026-11-01'))
  })

  it('feedback: every variant, filters applied before paging', async () => {
    const { rows } = await walk('feedback', 'feedback', RANGE, 100)
    expect(rows).toEqual(
      sim.expectedRows('feedback', { dateFrom: '2026-10-01', dateTo: '2026-11-01' }),
    )
    expect(new Set((rows as { source: string }[]).map((r) => r.source))).toEqual(
      new Set(['code_snippet', 'contextual', 'agent', 'thumbs_only']),
    )
    expect(rows.some((r) => typeof (r as { contact?: unknown }).contact === 'string')).toBe(true)
    const filtered = await walk(
      'feedback',
      'feedback',
      `${RANGE}&source=contextual&status=pending,resolved`,
      7,
    )
    expect(filtered.rows).toEqual(
      sim.expectedRows('feedback', {
        dateFrom: '2026-10-01',
        dateTo: '2026-11-01',
        source: 'contextual',
        status: 'pending,resolved',
      }),
    )
    expect(filtered.rows.length).toBeGreaterThan(0)
  })

  it('feedback by page: one answer, the top pages, hasMore when cut', async () => {
    const { body } = await get('feedback-by-page', `${RANGE}&limit=5`)
    const all = sim.expectedRows('feedback-by-page', {
      dateFrom: '2026-10-01',
      dateTo: '2026-11-01',
    })
    expect(body).toEqual({ feedback: all.slice(0, 5), hasMore: true })
  })

  it('assistant: ULID cursors, every conversation once', async () => {
    const { rows, requests } = await walk('assistant', 'conversations', RANGE, 1000)
    expect(requests).toBe(2)
    expect(rows).toEqual(
      sim.expectedRows('assistant', { dateFrom: '2026-10-01', dateTo: '2026-11-01' }),
    )
    expect(
      rows.some((r) => (r as { resolutionStatus: string }).resolutionStatus === 'unanswered'),
    ).toBe(true)
  })

  it('assistant callers: one object whose total is the sum', async () => {
    const { body } = await get('assistant-callers', RANGE)
    expect(body.total).toBe((body.web as number) + (body.api as number) + (body.other as number))
  })

  it('a range is the sum of its days: the same events, ids and times, and counts that add up', async () => {
    const days = ['2026-10-01', '2026-10-02', '2026-10-03']
    const range = { dateFrom: days[0], dateTo: '2026-10-04' }
    const dayQuery = (day: string) => ({
      dateFrom: day,
      dateTo: `2026-10-0${Number(day.slice(-1)) + 1}`,
    })
    for (const route of ['feedback', 'assistant'] as const) {
      const byDay = days.flatMap((day) => sim.expectedRows(route, dayQuery(day)))
      expect(byDay, route).toEqual(sim.expectedRows(route, range))
      expect(byDay.length, route).toBeGreaterThan(days.length)
    }
    type Counts = Record<string, number | string | null>
    const sumOf = (route: DatasetRoute, key: string, count: string) => {
      const sums = new Map<string, number>()
      for (const day of days) {
        for (const row of sim.expectedRows(route, dayQuery(day)) as Counts[]) {
          const id = String(row[key] ?? '')
          sums.set(id, (sums.get(id) ?? 0) + Number(row[count]))
        }
      }
      return sums
    }
    const whole = (route: DatasetRoute, key: string, count: string) =>
      new Map(
        (sim.expectedRows(route, range) as Counts[]).map((row) => [
          String(row[key] ?? ''),
          Number(row[count]),
        ]),
      )
    // Visitors' `total` is deduplicated: like real unique visitors, a range's is not the sum of
    // its days. Their human and AI counts are.
    for (const count of ['human', 'ai']) {
      expect(sumOf('visitors', 'path', count)).toEqual(whole('visitors', 'path', count))
    }
    expect(sumOf('searches', 'searchQuery', 'hits')).toEqual(
      whole('searches', 'searchQuery', 'hits'),
    )
    expect(sumOf('assistant-callers', 'x', 'total')).toEqual(
      whole('assistant-callers', 'x', 'total'),
    )
    // A search's last time in the range is its time on the range's last day; the most searched
    // come first, as the API documents.
    const lastDay = new Map(
      (sim.expectedRows('searches', dayQuery('2026-10-03')) as Counts[]).map((row) => [
        row.searchQuery,
        row.lastSearchedAt,
      ]),
    )
    const searches = sim.expectedRows('searches', range) as Counts[]
    for (const row of searches) expect(row.lastSearchedAt).toBe(lastDay.get(row.searchQuery))
    const hits = searches.map((row) => Number(row.hits))
    expect(hits).toEqual([...hits].sort((a, b) => b - a))
  })

  it('an empty range serves nothing', async () => {
    const empty = 'dateFrom=2020-01-01&dateTo=2020-02-01'
    expect((await get('searches', empty)).body).toEqual({
      searches: [],
      totalSearches: 0,
      nextCursor: null,
    })
    expect((await get('assistant', empty)).body).toEqual({
      conversations: [],
      nextCursor: null,
      hasMore: false,
    })
  })

  it.each([
    ['searches', `${RANGE}&limit=101`],
    ['feedback', `${RANGE}&source=email`],
    ['feedback', `${RANGE}&status=open`],
    ['assistant', `${RANGE}&cursor=not-a-ulid`],
    ['searches', `${RANGE}&cursor=bm9wZQ`],
    ['visitors', 'dateFrom=2026-11-01&dateTo=2026-10-01'],
  ] as const)('%s?%s: 400 with details', async (route, query) => {
    const { status, body } = await get(route, query)
    expect(status).toBe(400)
    expect(body.error).toBe('Invalid query parameters')
    expect((body.details as unknown[]).length).toBeGreaterThan(0)
  })
})
