import { describe, expect, it } from 'vitest'
import type { PageViewRow, ViewsPage, ViewsQuery } from '../../../src/shared/mintlify/schemas.ts'
import {
  PagingError,
  fetchPages,
  type FetchedPage,
  type OffsetFetch,
  type PagerOptions,
} from '../../../src/analytics/pager.ts'
import { FakeViewsApi, generatedRow } from './fake-views.ts'

const RANGE = { dateFrom: '2026-11-14', dateTo: '2026-11-21' }

/** The page-views request the exporter makes, over the fake. */
function viewsOf(api: FakeViewsApi): OffsetFetch<PageViewRow> {
  return async (offset, limit, signal) => {
    const page = await api.getViews('proj', { ...RANGE, limit, offset }, signal)
    return { rows: page.views, hasMore: page.hasMore, totals: page.totals, trailer: {} }
  }
}

const QUIET: PagerOptions = { now: () => 0, log: () => undefined, warn: () => undefined }

async function collect(
  api: FakeViewsApi,
  pageSize: number,
  options: Partial<PagerOptions> = {},
): Promise<{ pages: FetchedPage<PageViewRow>[]; rows: PageViewRow[] }> {
  const pages: FetchedPage<PageViewRow>[] = []
  const rows: PageViewRow[] = []
  for await (const page of fetchPages(viewsOf(api), pageSize, undefined, {
    ...QUIET,
    ...options,
  })) {
    pages.push(page)
    rows.push(...page.page.rows)
  }
  return { pages, rows }
}

describe('request count', () => {
  const cases: [number, number, number][] = [
    // [rows, pageSize, requests]
    [0, 250, 1],
    [1, 250, 1],
    [249, 250, 1],
    [250, 250, 1],
    [251, 250, 2],
    [500, 250, 2],
    [501, 250, 3],
    [10, 1, 10],
    [0, 1, 1],
    [7, 3, 3],
    [9, 3, 3],
    [1000, 100, 10],
  ]
  for (const [n, pageSize, requests] of cases) {
    it(`${n} rows with page size ${pageSize}: ${requests} requests`, async () => {
      const api = new FakeViewsApi(n)
      const { pages, rows } = await collect(api, pageSize)
      expect(api.queries).toHaveLength(requests)
      expect(requests).toBe(Math.max(1, Math.ceil(n / pageSize)))
      expect(pages).toHaveLength(requests)
      expect(rows).toEqual(Array.from({ length: n }, (_, i) => generatedRow(i)))
      api.queries.forEach((q, i) => {
        expect(q).toEqual({ ...RANGE, limit: pageSize, offset: i * pageSize })
      })
      expect(pages.map((p) => p.offset)).toEqual(api.queries.map((q) => q.offset))
      expect(pages.map((p) => p.number)).toEqual(pages.map((_, i) => i + 1))
    })
  }

  it('follows hasMore after a short page', async () => {
    const api = new FakeViewsApi(600)
    // The server filtered page 2 down to 3 rows but says there is more.
    api.override = (call, q) =>
      call === 1
        ? { totals: api.totals, views: [generatedRow(q.offset)], hasMore: true }
        : undefined
    await collect(api, 250)
    expect(api.queries.map((q) => q.offset)).toEqual([0, 250, 500])
  })

  it('tolerates one empty page that says hasMore', async () => {
    const api = new FakeViewsApi(750)
    api.override = (call) =>
      call === 1 ? { totals: api.totals, views: [], hasMore: true } : undefined
    const { rows } = await collect(api, 250)
    expect(api.queries).toHaveLength(3)
    expect(rows).toHaveLength(500)
  })
})

describe('guards', () => {
  it('stops a server that ignores offset', async () => {
    const api = new FakeViewsApi(100_000)
    api.override = (_call, q) => {
      const views = Array.from({ length: q.limit }, (_, i) => generatedRow(i))
      return { totals: api.totals, views, hasMore: true }
    }
    const err = await collect(api, 250).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PagingError)
    expect((err as PagingError).message).toBe(
      'The API returned the same 250 rows for offset 250 as for offset 0: it seems to ignore `offset`, so paging would never end. Stopped after 2 requests and 250 rows.',
    )
    expect(api.queries).toHaveLength(2)
  })

  it('stops a server that ignores offset later on', async () => {
    const api = new FakeViewsApi(100_000)
    api.override = (call, q) => {
      if (call < 5) return undefined
      const start = 4 * q.limit
      const views = Array.from({ length: q.limit }, (_, i) => generatedRow(start + i))
      return { totals: api.totals, views, hasMore: true }
    }
    const err = await collect(api, 100).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PagingError)
    expect((err as Error).message).toMatch(
      /offset 500 as for offset 400.*after 6 requests and 500 rows/,
    )
  })

  it('stops after two empty pages in a row that still say hasMore', async () => {
    const api = new FakeViewsApi(300)
    api.override = (call) =>
      call >= 1 ? { totals: api.totals, views: [], hasMore: true } : undefined
    const err = await collect(api, 250).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PagingError)
    expect((err as Error).message).toBe(
      'The API returned two empty pages in a row (offsets 250 and 500) that still say `hasMore`, so paging would never end. Stopped after 3 requests and 250 rows.',
    )
    expect(api.queries).toHaveLength(3)
  })

  it('does not trip on 2000 legitimate pages', async () => {
    const api = new FakeViewsApi(500_000)
    // The pages' numbers, not their rows: half a million rows held made this test mostly GC.
    const pages: number[] = []
    for await (const { number } of fetchPages(viewsOf(api), 250, undefined, QUIET)) {
      pages.push(number)
    }
    expect(pages).toHaveLength(2000)
    expect(api.queries).toHaveLength(2000)
    expect(api.queries.at(-1)?.offset).toBe(499_750)
  })

  it('does not trip on a million rows of equal counts', async () => {
    // Equal counts everywhere; only the paths differ.
    const api = new FakeViewsApi(1_000_000, (i) => ({ path: `/p${i}`, human: 1, ai: 1, total: 2 }))
    let rows = 0
    for await (const { page } of fetchPages(viewsOf(api), 250, undefined, QUIET)) {
      rows += page.rows.length
    }
    expect(rows).toBe(1_000_000)
    expect(api.queries).toHaveLength(4000)
  })

  it('a repeated last page (hasMore false) ends normally', async () => {
    const api = new FakeViewsApi(500)
    api.override = (call) =>
      call === 1 ? { totals: api.totals, views: rowsRange(0, 250), hasMore: false } : undefined
    const { rows } = await collect(api, 250)
    expect(rows).toHaveLength(500)
    expect(api.queries).toHaveLength(2)
  })
})

function rowsRange(from: number, to: number): PageViewRow[] {
  return Array.from({ length: to - from }, (_, i) => generatedRow(from + i))
}

describe('errors, cancellation, logging', () => {
  it('does not retry: a client error ends the walk after that one request', async () => {
    const api = new FakeViewsApi(1000)
    const getViews = api.getViews.bind(api)
    api.getViews = async (p, q) => {
      if (q.offset === 500) {
        api.queries.push(q)
        throw new Error('boom')
      }
      return getViews(p, q)
    }
    await expect(collect(api, 250)).rejects.toThrow('boom')
    expect(api.queries.map((q) => q.offset)).toEqual([0, 250, 500])
  })

  it('once the signal aborts, stops and aborts the next page already under way', async () => {
    const api = new FakeViewsApi(1000)
    const signals: (AbortSignal | undefined)[] = []
    const getViews = api.getViews.bind(api)
    api.getViews = async (p: string, q: ViewsQuery, signal?: AbortSignal) => {
      signals.push(signal)
      return getViews(p, q)
    }
    const controller = new AbortController()
    const seen: number[] = []
    const walk = async (): Promise<void> => {
      for await (const { offset } of fetchPages(viewsOf(api), 250, controller.signal, QUIET)) {
        seen.push(offset)
        if (offset === 250) controller.abort(new Error('cancelled'))
      }
    }
    await expect(walk()).rejects.toThrow('cancelled')
    expect(seen).toEqual([0, 250])
    // Page 3 was requested while page 2 was being handled; the abort reached it.
    expect(api.queries.map((q) => q.offset)).toEqual([0, 250, 500])
    expect(signals[2]?.aborted).toBe(true)
  })

  it('requests the next page before handing this one over, one request at a time', async () => {
    const api = new FakeViewsApi(750)
    const order: string[] = []
    const getViews = api.getViews.bind(api)
    let inFlight = 0
    api.getViews = async (p, q) => {
      inFlight++
      expect(inFlight).toBe(1)
      order.push(`request ${q.offset}`)
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight--
      return getViews(p, q)
    }
    for await (const { offset } of fetchPages(viewsOf(api), 250, undefined, QUIET)) {
      order.push(`page ${offset}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(order).toEqual([
      'request 0',
      'request 250',
      'page 0',
      'request 500',
      'page 250',
      'page 500',
    ])
  })

  it('logs every 10 pages, every 5 s, and the final count', async () => {
    const lines: string[] = []
    let t = 0
    const api = new FakeViewsApi(250 * 25)
    const getViews = api.getViews.bind(api)
    api.getViews = async (p, q) => {
      // The request for page 13 takes 6 s (it starts as soon as page 12 arrives).
      t += q.offset === 12 * 250 ? 6000 : 10
      return getViews(p, q)
    }
    await collect(api, 250, { log: (m) => lines.push(m), now: () => t })
    expect(lines).toEqual([
      'Fetched 10 pages, 2500 rows so far',
      'Fetched 12 pages, 3000 rows so far',
      'Fetched 22 pages, 5500 rows so far',
      'Fetched 6250 rows in 25 requests',
    ])
  })

  it('warns once about pages larger than the limit', async () => {
    const warnings: string[] = []
    const api = new FakeViewsApi(20)
    api.override = (call, q): ViewsPage | undefined =>
      call < 2
        ? { totals: api.totals, views: rowsRange(q.offset, q.offset + 10), hasMore: true }
        : undefined
    await collect(api, 5, { warn: (m) => warnings.push(m) })
    expect(warnings).toEqual([
      'The API returned 10 rows for limit 5 at offset 0; rows are kept as served, but pages may overlap.',
    ])
  })

  it('rejects a bad page size', async () => {
    await expect(collect(new FakeViewsApi(1), 0)).rejects.toThrow(RangeError)
  })
})
