import { describe, expect, it } from 'vitest'
import type { DatasetPage } from '../../../src/analytics/datasets/dataset.ts'
import { PagingError, fetchCursorPages, type PagerOptions } from '../../../src/analytics/pager.ts'

const QUIET: PagerOptions = { now: () => 0, log: () => undefined, warn: () => undefined }

/** A cursor API over `n` numbered rows, `limit` per page; cursors are "c<offset>". */
function cursorApi(n: number, limit: number) {
  const cursors: (string | undefined)[] = []
  const fetch = async (cursor: string | undefined): Promise<DatasetPage<number>> => {
    cursors.push(cursor)
    const start = cursor === undefined ? 0 : Number(cursor.slice(1))
    const rows = Array.from(
      { length: Math.max(0, Math.min(limit, n - start)) },
      (_, i) => start + i,
    )
    const more = start + limit < n
    return {
      rows,
      hasMore: more,
      nextCursor: more ? `c${start + limit}` : null,
      trailer: {},
    }
  }
  return { fetch, cursors }
}

async function collect(
  fetch: (cursor: string | undefined, signal: AbortSignal) => Promise<DatasetPage<number>>,
): Promise<number[]> {
  const rows: number[] = []
  for await (const { page } of fetchCursorPages(fetch, undefined, QUIET)) rows.push(...page.rows)
  return rows
}

describe('cursor paging', () => {
  for (const [n, limit, requests] of [
    [0, 100, 1],
    [100, 100, 1],
    [101, 100, 2],
    [1500, 1000, 2],
    [230, 100, 3],
  ] as const) {
    it(`${n} rows, ${limit} per page: ${requests} requests, every row once`, async () => {
      const api = cursorApi(n, limit)
      expect(await collect(api.fetch)).toEqual(Array.from({ length: n }, (_, i) => i))
      expect(api.cursors).toHaveLength(requests)
      expect(api.cursors[0]).toBeUndefined()
    })
  }

  it('stops after the second identical page, whatever fresh cursor it names', async () => {
    let calls = 0
    const ignoresCursor = async () => {
      calls++
      return { rows: [1, 2, 3], hasMore: true, nextCursor: `fresh-${calls}`, trailer: {} }
    }
    const err = await collect(ignoresCursor).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PagingError)
    expect((err as Error).message).toBe(
      'The API returned the same 3 rows for two cursors in a row: it seems to ignore `cursor`, so paging would never end. Stopped after 2 requests and 6 rows.',
    )
    expect(calls).toBe(2)
  })

  it('stops when a cursor comes back again (a loop)', async () => {
    const api = cursorApi(1000, 100)
    const looping = async (cursor: string | undefined) => {
      const page = await api.fetch(cursor)
      return api.cursors.length >= 3 ? { ...page, nextCursor: 'c200' } : page
    }
    const err = await collect(looping).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PagingError)
    expect((err as Error).message).toBe(
      'The API returned a `nextCursor` it had already given, so paging would never end. Stopped after 3 requests and 300 rows.',
    )
    expect(api.cursors).toEqual([undefined, 'c100', 'c200'])
  })

  it('stops at the second empty page that still names a next page', async () => {
    let call = 0
    const endless = async (): Promise<DatasetPage<number>> => {
      call++
      return {
        rows: call === 1 ? [1, 2] : [],
        hasMore: true,
        nextCursor: `fresh-${call}`,
        trailer: {},
      }
    }
    await expect(collect(endless)).rejects.toThrow(
      'The API returned two empty pages in a row that still name a next page, so paging would never end. Stopped after 3 requests and 2 rows.',
    )
    expect(call).toBe(3)
  })

  it('fails when hasMore comes without a cursor: rows would be missing', async () => {
    const broken = async (): Promise<DatasetPage<number>> => ({
      rows: [1],
      hasMore: true,
      nextCursor: null,
      trailer: {},
    })
    await expect(collect(broken)).rejects.toThrow(/\(`hasMore`\) but gave no `nextCursor`/)
  })

  it('hasMore false ends the walk even when a cursor is named', async () => {
    let calls = 0
    const done = async (): Promise<DatasetPage<number>> => {
      calls++
      return { rows: [1], hasMore: false, nextCursor: 'ignored', trailer: {} }
    }
    expect(await collect(done)).toEqual([1])
    expect(calls).toBe(1)
  })
})
