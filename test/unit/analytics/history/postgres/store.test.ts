/**
 * The Postgres store against a real server (test/support/postgres.ts): the schema it creates,
 * what a day replaces and what an item upserts, the stored ranges (and an older `sync_state`
 * given its first days), the ranges it refuses, and a day that fails halfway.
 * Faults of the connection, the lock and the role are in faults.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../../../../src/shared/clock.ts'
import {
  openPostgresStore,
  PostgresStoreError,
} from '../../../../../src/analytics/history/postgres/store.ts'
import type { AnalyticsStore, StoreRow } from '../../../../../src/analytics/history/store.ts'
import { STORE_TABLES } from '../../../../../src/analytics/history/tables.ts'
import {
  asSuperuser,
  POSTGRES_START_MS,
  testDatabase,
  type PostgresServer,
} from '../../../../support/postgres.ts'

let server: PostgresServer
let database: string
let url: string

beforeAll(async () => {
  ;({ server, url, name: database } = await testDatabase('store'))
}, POSTGRES_START_MS)

function open(): Promise<AnalyticsStore> {
  return openPostgresStore({
    url,
    deadline: systemClock.now() + 20_000,
    signal: new AbortController().signal,
    clock: systemClock,
    warning: () => undefined,
  })
}

async function withStore<T>(work: (store: AnalyticsStore) => Promise<T>): Promise<T> {
  const store = await open()
  try {
    return await work(store)
  } finally {
    await store.close()
  }
}

function select<Row>(sql: string, values: unknown[] = []): Promise<Row[]> {
  return asSuperuser(
    server,
    async (client) => (await client.query(sql, values)).rows as Row[],
    database,
  )
}

/** The day the tests run on, for the ranges' check. */
const TODAY = '2026-11-21'

const views = (project: string, date: string, path: string, total: number): StoreRow => ({
  project_id: project,
  date,
  path,
  human: total - 1,
  ai: 1,
  total,
})

const feedback = (id: string, date: string, status: string): StoreRow => ({
  project_id: 'p1',
  date,
  id,
  path: '/quickstart',
  created_at: `${date}T08:30:00.000Z`,
  source: 'thumbs',
  status,
  helpful: true,
  comment: 'Clear, thanks',
  code: null,
  filename: null,
  lang: null,
  contact: null,
})

describe('openPostgresStore', () => {
  it('creates the schema, one table per dataset with its key and column types, and sync_state', async () => {
    await withStore(async () => undefined)
    const columns = await select<{ table_name: string; column_name: string; data_type: string }>(
      "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'mintlify_analytics' ORDER BY table_name, ordinal_position",
    )
    const tables = new Set(columns.map((column) => column.table_name))
    expect([...tables].sort()).toEqual([...Object.keys(STORE_TABLES), 'sync_state'].sort())
    const typeOf = (table: string, column: string): string | undefined =>
      columns.find((c) => c.table_name === table && c.column_name === column)?.data_type
    expect(typeOf('page_views', 'total')).toBe('bigint')
    expect(typeOf('page_views', 'date')).toBe('date')
    expect(typeOf('searches', 'ctr')).toBe('double precision')
    expect(typeOf('searches', 'last_searched_at')).toBe('timestamp with time zone')
    expect(typeOf('feedback', 'helpful')).toBe('boolean')
    expect(typeOf('assistant_conversations', 'sources')).toBe('jsonb')
    expect(typeOf('sync_state', 'synced_through')).toBe('date')
    expect(typeOf('sync_state', 'first_day')).toBe('date')
    const keys = await select<{ table_name: string; key: string }>(
      `SELECT tc.table_name, string_agg(kcu.column_name, ',' ORDER BY kcu.ordinal_position) AS key
       FROM information_schema.table_constraints tc JOIN information_schema.key_column_usage kcu
       ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       WHERE tc.table_schema = 'mintlify_analytics' AND tc.constraint_type = 'PRIMARY KEY' GROUP BY tc.table_name`,
    )
    const keyOf = new Map(keys.map((row) => [row.table_name, row.key]))
    for (const [name, table] of Object.entries(STORE_TABLES))
      expect(keyOf.get(name)).toBe(table.key.join(','))
    expect(keyOf.get('sync_state')).toBe('project_id,table_name')
    // A second open finds everything in place.
    await withStore(async (store) => expect(await store.ranges('p1', TODAY)).toEqual(new Map()))
  })
})

describe('writeDay', () => {
  it("replaces a day's rows of a table kept by day, leaving other days and projects alone", async () => {
    await withStore(async (store) => {
      await store.writeDay('p1', '2026-03-01', [
        {
          table: 'page_views',
          rows: [views('p1', '2026-03-01', '/a', 5), views('p1', '2026-03-01', '/b', 3)],
        },
      ])
      await store.writeDay('p1', '2026-03-02', [
        { table: 'page_views', rows: [views('p1', '2026-03-02', '/a', 7)] },
      ])
      await store.writeDay('p2', '2026-03-01', [
        { table: 'page_views', rows: [views('p2', '2026-03-01', '/a', 9)] },
      ])
      // The day read again: /b is gone from the API's answer, /a changed.
      await store.writeDay('p1', '2026-03-01', [
        { table: 'page_views', rows: [views('p1', '2026-03-01', '/a', 6)] },
      ])
    })
    const rows = await select(
      `SELECT project_id, to_char("date", 'YYYY-MM-DD') AS date, path, human, ai, total FROM mintlify_analytics.page_views ORDER BY project_id, "date", path`,
    )
    expect(rows).toEqual([
      { project_id: 'p1', date: '2026-03-01', path: '/a', human: '5', ai: '1', total: '6' },
      { project_id: 'p1', date: '2026-03-02', path: '/a', human: '6', ai: '1', total: '7' },
      { project_id: 'p2', date: '2026-03-01', path: '/a', human: '8', ai: '1', total: '9' },
    ])
  })

  it('upserts items by key: an item seen again keeps one row, with the newer values and day', async () => {
    await withStore(async (store) => {
      await store.writeDay('p1', '2026-03-10', [
        {
          table: 'feedback',
          rows: [feedback('f1', '2026-03-10', 'pending'), feedback('f2', '2026-03-10', 'pending')],
        },
      ])
      await store.writeDay('p1', '2026-03-11', [
        {
          table: 'feedback',
          rows: [{ ...feedback('f1', '2026-03-11', 'resolved'), comment: null }],
        },
      ])
    })
    const rows = await select(
      `SELECT id, to_char("date", 'YYYY-MM-DD') AS date, status, comment, created_at FROM mintlify_analytics.feedback WHERE project_id = 'p1' ORDER BY id`,
    )
    expect(rows).toEqual([
      {
        id: 'f1',
        date: '2026-03-11',
        status: 'resolved',
        comment: null,
        created_at: new Date('2026-03-11T08:30:00Z'),
      },
      // Not served again, so not deleted: items are kept by key, not by day.
      {
        id: 'f2',
        date: '2026-03-10',
        status: 'pending',
        comment: 'Clear, thanks',
        created_at: new Date('2026-03-10T08:30:00Z'),
      },
    ])
  })

  it('keeps JSON as JSONB and times as instants', async () => {
    const turn: StoreRow = {
      project_id: 'p1',
      date: '2026-03-12',
      id: 'c1',
      timestamp: '2026-03-12T23:59:59.250Z',
      query: 'How do I "deploy"?',
      response: 'Run mint deploy.\nThen wait.',
      response_type: 'answer',
      resolution_status: 'resolved',
      query_category: null,
      page_url: null,
      sources: JSON.stringify([{ title: 'Deploy', url: 'https://docs.example.com/deploy' }]),
    }
    await withStore((store) =>
      store.writeDay('p1', '2026-03-12', [{ table: 'assistant_conversations', rows: [turn] }]),
    )
    const [row] = await select<Record<string, unknown>>(
      `SELECT sources->0->>'url' AS url, "timestamp", response FROM mintlify_analytics.assistant_conversations WHERE id = 'c1'`,
    )
    expect(row).toEqual({
      url: 'https://docs.example.com/deploy',
      timestamp: new Date('2026-03-12T23:59:59.250Z'),
      response: turn.response,
    })
  })

  it("grows each written table's stored range to hold the day, at either end, never shrinking it", async () => {
    await withStore(async (store) => {
      await store.writeDay('p3', '2026-04-05', [
        { table: 'page_views', rows: [views('p3', '2026-04-05', '/a', 2)] },
        { table: 'visitors', rows: [] },
      ])
      // An older day (a backfill) moves the first day; a day inside (the lookback) moves nothing.
      await store.writeDay('p3', '2026-04-03', [
        { table: 'page_views', rows: [views('p3', '2026-04-03', '/a', 1)] },
      ])
      await store.writeDay('p3', '2026-04-04', [{ table: 'page_views', rows: [] }])
      expect(await store.ranges('p3', TODAY)).toEqual(
        new Map([
          ['page_views', { first: '2026-04-03', last: '2026-04-05' }],
          ['visitors', { first: '2026-04-05', last: '2026-04-05' }],
        ]),
      )
    })
  })

  it('writeItems upserts items by key, in one row whatever their day, and moves no range', async () => {
    await withStore(async (store) => {
      await store.writeDay('p8', '2026-04-10', [
        {
          table: 'feedback',
          rows: [{ ...feedback('f8', '2026-04-10', 'pending'), project_id: 'p8' }],
        },
      ])
      await store.writeItems('p8', {
        table: 'feedback',
        rows: [{ ...feedback('f8', '2026-04-09', 'resolved'), project_id: 'p8' }],
      })
      expect(await store.ranges('p8', TODAY)).toEqual(
        new Map([['feedback', { first: '2026-04-10', last: '2026-04-10' }]]),
      )
    })
    const rows = await select(
      `SELECT id, to_char("date", 'YYYY-MM-DD') AS date, status FROM mintlify_analytics.feedback WHERE project_id = 'p8'`,
    )
    expect(rows).toEqual([{ id: 'f8', date: '2026-04-09', status: 'resolved' }])
  })

  it('stores nothing of a day that fails halfway, and names the table and the day', async () => {
    await withStore(async (store) => {
      await store.writeDay('p4', '2026-05-01', [
        { table: 'page_views', rows: [views('p4', '2026-05-01', '/old', 1)] },
      ])
      const failure = await store
        .writeDay('p4', '2026-05-02', [
          { table: 'page_views', rows: [views('p4', '2026-05-02', '/new', 4)] },
          { table: 'visitors', rows: [{ ...views('p4', '2026-05-02', '/x', 2), human: 1.5 }] },
        ])
        .catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(PostgresStoreError)
      expect(failure).toMatchObject({ failure: 'value', day: '2026-05-02' })
      expect((failure as Error).message).toMatch(
        /^A value could not be stored while storing 2026-05-02 \(visitors\) in the Postgres `store` \(127\.0\.0\.1:\d+\/store_\w+\): invalid input syntax for type bigint: "1\.5"; 2026-05-02 was rolled back and the next run loads it again\.$/,
      )
      // The same store goes on after the failed day.
      expect(await store.ranges('p4', TODAY)).toEqual(
        new Map([['page_views', { first: '2026-05-01', last: '2026-05-01' }]]),
      )
      await store.writeDay('p4', '2026-05-03', [{ table: 'page_views', rows: [] }])
    })
    const rows = await select<{ path: string }>(
      `SELECT path FROM mintlify_analytics.page_views WHERE project_id = 'p4'`,
    )
    expect(rows.map((row) => row.path)).toEqual(['/old'])
  })

  it('refuses a text with a NUL character handed to it (rows.ts makes each one U+FFFD first)', async () => {
    await withStore(async (store) => {
      const failure = await store
        .writeDay('p5', '2026-05-02', [
          { table: 'page_views', rows: [views('p5', '2026-05-02', '/a\u0000b', 4)] },
        ])
        .catch((error: unknown) => error)
      expect(failure).toMatchObject({ failure: 'value', day: '2026-05-02' })
      expect(await store.ranges('p5', TODAY)).toEqual(new Map())
    })
  })

  it("refuses a row of another day in a table kept by day (it would escape the day's DELETE)", async () => {
    await withStore(async (store) => {
      const failure = await store
        .writeDay('p6', '2026-05-02', [
          { table: 'page_views', rows: [views('p6', '2026-05-01', '/a', 4)] },
        ])
        .catch((error: unknown) => error)
      expect(failure).toMatchObject({ failure: 'value', day: '2026-05-02' })
      expect(await store.ranges('p6', TODAY)).toEqual(new Map())
    })
  })

  it('writes a day of more rows than one INSERT carries', async () => {
    const rows = Array.from({ length: 12_345 }, (_, i) =>
      views('p7', '2026-06-01', `/page-${i}`, i + 1),
    )
    await withStore((store) => store.writeDay('p7', '2026-06-01', [{ table: 'page_views', rows }]))
    const [count] = await select<{ n: string; sum: string }>(
      `SELECT count(*) AS n, sum(total) AS sum FROM mintlify_analytics.page_views WHERE project_id = 'p7'`,
    )
    expect(count).toEqual({ n: '12345', sum: String((12_345 * 12_346) / 2) })
  })
})

describe('the stored ranges in sync_state', () => {
  it('an older sync_state, without first_day, gets each table its first day: the first in its rows, else its cursor', async () => {
    const older = await testDatabase('older')
    await withStoreAt(older.url, (store) =>
      store.writeDay('p1', '2026-03-05', [
        { table: 'page_views', rows: [views('p1', '2026-03-05', '/a', 1)] },
        { table: 'visitors', rows: [] },
      ]),
    )
    await asSuperuser(
      older.server,
      async (client) => {
        await client.query(
          `INSERT INTO mintlify_analytics.page_views VALUES ('p1', '2026-03-02', '/a', 1, 0, 1)`,
        )
        // As the store was before first_day: the cursors only.
        await client.query('ALTER TABLE mintlify_analytics.sync_state DROP COLUMN first_day')
      },
      older.name,
    )
    await withStoreAt(older.url, async (store) =>
      expect(await store.ranges('p1', TODAY)).toEqual(
        new Map([
          ['page_views', { first: '2026-03-02', last: '2026-03-05' }],
          ['visitors', { first: '2026-03-05', last: '2026-03-05' }],
        ]),
      ),
    )
  })

  it('a first_day column an owner added by hand, as the refusal tells them to, is filled on the next open', async () => {
    const byHand = await testDatabase('byhand')
    await withStoreAt(byHand.url, (store) =>
      store.writeDay('p1', '2026-03-05', [
        { table: 'page_views', rows: [views('p1', '2026-03-05', '/a', 1)] },
      ]),
    )
    await asSuperuser(
      byHand.server,
      async (client) => {
        await client.query(
          `INSERT INTO mintlify_analytics.page_views VALUES ('p1', '2026-03-01', '/a', 1, 0, 1)`,
        )
        // What the sync's refusal asks of an owner: the column, empty.
        await client.query('ALTER TABLE mintlify_analytics.sync_state DROP COLUMN first_day')
        await client.query('ALTER TABLE mintlify_analytics.sync_state ADD COLUMN first_day date')
      },
      byHand.name,
    )
    await withStoreAt(byHand.url, async (store) =>
      expect(await store.ranges('p1', TODAY)).toEqual(
        new Map([['page_views', { first: '2026-03-01', last: '2026-03-05' }]]),
      ),
    )
  })

  it.each([
    ['2099-01-01', /says page_views is stored through 2099-01-01, after today \(2026-11-21, UTC\)/],
    ['infinity', /gives page_views a last day "[^"]*", which is not a calendar day/],
    ['1999-12-31', /gives page_views the day 1999-12-31, before 2000-01-01/],
  ])(
    'a cursor of %s is refused before any request, naming the table it is in',
    async (day, problem) => {
      const bad = await testDatabase('badcursor')
      await withStoreAt(bad.url, async () => undefined)
      await asSuperuser(
        bad.server,
        (client) =>
          client.query(
            `INSERT INTO mintlify_analytics.sync_state (project_id, table_name, synced_through, first_day, updated_at) VALUES ('p1', 'page_views', $1, '2026-01-01', now())`,
            [day],
          ),
        bad.name,
      )
      const error = await withStoreAt(bad.url, (store) => store.ranges('p1', TODAY)).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(PostgresStoreError)
      expect((error as Error).message).toMatch(
        /^The table mintlify_analytics\.sync_state of the Postgres `store` \(127\.0\.0\.1:\d+\/badcursor_\w+\) /,
      )
      expect((error as Error).message).toMatch(problem)
    },
  )
})

async function withStoreAt<T>(at: string, work: (store: AnalyticsStore) => Promise<T>): Promise<T> {
  const store = await openPostgresStore({
    url: at,
    deadline: systemClock.now() + 20_000,
    signal: new AbortController().signal,
    clock: systemClock,
    warning: () => undefined,
  })
  try {
    return await work(store)
  } finally {
    await store.close()
  }
}
