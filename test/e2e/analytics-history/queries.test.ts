/**
 * What the docs give a data person, run as they would run it: the reader grant of
 * docs/analytics-postgres.md (read from the doc, run by a superuser before or after the first
 * sync), then every SQL query of docs/analytics.md and docs/analytics-postgres.md, in Postgres as
 * the read-only role and in DuckDB over a Parquet store of the same days, after syncs through the
 * action's wiring. The range starts on a Thursday and ends on a Tuesday, so the weekly queries
 * must keep to the two whole weeks in it.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DuckDBInstance } from '@duckdb/node-api'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../src/analytics/history/days.ts'
import { STORE_TABLES, type TableName } from '../../../src/analytics/history/tables.ts'
import type { SearchRow } from '../../../src/shared/mintlify/analytics-schemas.ts'
import { useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import {
  asSuperuser,
  POSTGRES_START_MS,
  postgresUrl,
  testDatabase,
  type PostgresServer,
} from '../../support/postgres.ts'
import { repoRoot } from '../../support/run-action.ts'

const ctx = useSimulator({
  views: { rows: 40 },
  analytics: {
    visitors: { rows: 30 },
    searches: { rows: 25 },
    feedback: { rows: 20 },
    assistant: { rows: 80 },
  },
})

/** Thursday 2026-10-01 to Tuesday 2026-10-20: whole weeks from Monday 10-05 and 10-12. */
const FROM = '2026-10-01'
const TO = '2026-10-21'
const WHOLE_WEEKS = ['2026-10-05', '2026-10-12']

const SYNC_PASSWORD = 'docs-sync-pw-Lq72'
const READER_PASSWORD = 'reader-pw-Hx58'

let server: PostgresServer
let scratch: string
beforeAll(async () => {
  ;({ server } = await testDatabase('queries'))
  scratch = await mkdtemp(join(tmpdir(), 'store-queries-'))
}, POSTGRES_START_MS)
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

interface DocQuery {
  /** What the first line says it runs in: `Postgres`, `DuckDB` or `Postgres and DuckDB`. */
  runs: string
  title: string
  sql: string
}

/** Every ```sql block of the store's docs. */
async function documentedSql(): Promise<string[]> {
  const blocks: string[] = []
  for (const file of ['docs/analytics.md', 'docs/analytics-postgres.md']) {
    const text = await readFile(join(repoRoot, file), 'utf8')
    for (const match of text.matchAll(/```sql\n([\s\S]*?)```/g)) blocks.push(match[1] ?? '')
  }
  return blocks
}

async function grantBlock(): Promise<string> {
  const grants = (await documentedSql()).filter((sql) => sql.includes('CREATE ROLE docs_sync'))
  expect(grants).toHaveLength(1)
  return grants[0] ?? ''
}

/** The example queries, each labelled by its first line (`-- Postgres and DuckDB: ...`). */
async function documentedQueries(): Promise<DocQuery[]> {
  return (await documentedSql())
    .filter((sql) => !sql.includes('CREATE ROLE docs_sync'))
    .map((sql) => {
      const label = /^-- (Postgres and DuckDB|Postgres|DuckDB): (.+)\n/.exec(sql)
      expect(label, `a query's first line says where it runs:\n${sql}`).not.toBeNull()
      return {
        runs: label?.[1] ?? '',
        title: label?.[2] ?? '',
        sql: sql.replaceAll('your-project-id', ctx.sim.projectId),
      }
    })
}

/** Syncs the range into `store` through the action's wiring. */
async function sync(store: string): Promise<void> {
  const result = await ctx.runInProcess(
    {
      mode: 'analytics-history',
      datasets: 'all',
      store,
      'date-from': FROM,
      'date-to': TO,
      'max-requests': '1000',
    },
    { clock: new FakeClock() },
  )
  expect(result.code, result.stdout.slice(-2000)).toBe(0)
}

type Row = Record<string, string | number | null>

/** A value as the test compares it: numbers as numbers, whatever their SQL type. */
function plain(value: unknown): string | number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value)
  const text = String(value)
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text
}

const plainRows = (rows: Record<string, unknown>[]): Row[] =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)])),
  )

/** `work` as a reader logged in with its own role, a member of `docs_reader`. */
async function asReader<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: postgresUrl(server, database, `${database}_analyst`, READER_PASSWORD),
    // Days as written (YYYY-MM-DD), not as local midnights.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.DATE
          ? (text: string) => text
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The doc's grant as a superuser, and what the docs ask next: a password, a reader login. */
async function grantAsDocumented(database: string): Promise<void> {
  const block = await grantBlock()
  await asSuperuser(
    server,
    async (client) => {
      await client.query(block)
      await client.query(`ALTER ROLE docs_sync PASSWORD '${SYNC_PASSWORD}'`)
      await client.query(
        `CREATE ROLE ${database}_analyst LOGIN PASSWORD '${READER_PASSWORD}' IN ROLE docs_reader`,
      )
    },
    database,
  )
}

/** The reader reads every table of the store and may write none. */
async function expectReadOnly(database: string): Promise<void> {
  await asReader(database, async (client) => {
    for (const table of [...Object.keys(STORE_TABLES), 'sync_state']) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM mintlify_analytics.${table}`,
      )
      // sync_state: one cursor per table; every dataset's table holds rows of these days.
      expect(Number(rows[0]?.n), table).toBeGreaterThan(0)
    }
    await expect(client.query(`DELETE FROM mintlify_analytics.page_views`)).rejects.toThrow(
      /permission denied for table page_views/,
    )
  })
}

/** The views the simulator served per whole week and page, as `week path` -> views. */
function expectedWeeklyViews(): Map<string, number> {
  const expected = new Map<string, number>()
  for (const week of WHOLE_WEEKS) {
    for (let i = 0; i < 7; i++) {
      const day = addDays(week, i)
      for (const row of ctx.sim.expectedViews(day, addDays(day, 1))) {
        const key = `${week} ${row.path}`
        expected.set(key, (expected.get(key) ?? 0) + row.total)
      }
    }
  }
  return expected
}

/** The searches the simulator served per whole week and term, as `week term` -> hits. */
function expectedWeeklyHits(): Map<string, number> {
  const expected = new Map<string, number>()
  for (const week of WHOLE_WEEKS) {
    for (let i = 0; i < 7; i++) {
      const day = addDays(week, i)
      const rows = ctx.sim.expectedRows('searches', {
        dateFrom: day,
        dateTo: addDays(day, 1),
      }) as SearchRow[]
      for (const row of rows) {
        const key = `${week} ${row.searchQuery}`
        expected.set(key, (expected.get(key) ?? 0) + row.hits)
      }
    }
  }
  return expected
}

async function duckdbRows(folder: string, queries: DocQuery[]): Promise<Map<string, Row[]>> {
  const instance = await DuckDBInstance.create(':memory:')
  const connection = await instance.connect()
  const results = new Map<string, Row[]>()
  try {
    for (const query of queries) {
      const sql = query.sql.replaceAll("'docs-analytics/", `'${folder}/`)
      const reader = await connection.runAndReadAll(sql)
      results.set(query.title, plainRows(reader.getRowObjectsJson()))
    }
  } finally {
    connection.closeSync()
    instance.closeSync()
  }
  return results
}

describe('the docs, run as a data person runs them', () => {
  it('the reader grant works before the first sync, and every documented query runs in psql as the reader and in DuckDB, whole weeks only', async () => {
    const { name } = await testDatabase('reader_before')
    await grantAsDocumented(name)
    await sync(postgresUrl(server, name, 'docs_sync', SYNC_PASSWORD))
    await expectReadOnly(name)

    const folder = join(scratch, 'docs-analytics')
    await mkdir(folder)
    await sync(folder)

    const queries = await documentedQueries()
    expect(queries.map((query) => query.runs).sort()).toEqual([
      'DuckDB',
      'DuckDB',
      'DuckDB',
      'Postgres',
      'Postgres and DuckDB',
      'Postgres and DuckDB',
      'Postgres and DuckDB',
      'Postgres and DuckDB',
    ])
    const inPostgres = new Map<string, Row[]>()
    await asReader(name, async (client) => {
      for (const query of queries.filter((q) => q.runs.startsWith('Postgres'))) {
        const { rows } = await client.query<Record<string, unknown>>(query.sql)
        inPostgres.set(query.title, plainRows(rows))
      }
    })
    const inDuckdb = await duckdbRows(
      folder,
      queries.filter((q) => q.runs !== 'Postgres'),
    )

    // Both stores answer the shared queries alike.
    for (const query of queries.filter((q) => q.runs === 'Postgres and DuckDB')) {
      expect(inDuckdb.get(query.title), query.title).toEqual(inPostgres.get(query.title))
    }
    const byTitle = (start: string): Row[] => {
      const title = [...inPostgres.keys()].find((key) => key.startsWith(start)) ?? ''
      return inPostgres.get(title) ?? []
    }

    // Views per page and week: the views served, in the two whole weeks only.
    const weekly = byTitle('views per page and week')
    expect(new Map(weekly.map((row) => [`${row.week} ${row.path}`, row.views]))).toEqual(
      expectedWeeklyViews(),
    )

    // Week over week: two whole weeks, the second's change against the first.
    const weeks = byTitle('week over week')
    expect(weeks.map((row) => row.week)).toEqual(WHOLE_WEEKS)
    const [first, second] = weeks.map((row) => Number(row.views))
    expect(weeks[1]?.change).toBe((second ?? 0) - (first ?? 0))
    expect(weeks[0]?.change).toBeNull()

    // Searches: times searched per whole week and term; ctr stays a rate from 0 to 1.
    const searches = byTitle("each whole week's search terms")
    expect(new Map(searches.map((row) => [`${row.week} ${row.search_query}`, row.hits]))).toEqual(
      expectedWeeklyHits(),
    )
    for (const row of searches) expect(Number(row.ctr)).toBeGreaterThanOrEqual(0)
    for (const row of searches) expect(Number(row.ctr)).toBeLessThanOrEqual(1)

    // Questions per page: the assistant's full URLs made paths, every turn with a page counted.
    const perPage = byTitle('questions asked to the assistant per page')
    const turns = ctx.sim.expectedRows('assistant', { dateFrom: FROM, dateTo: TO }) as {
      pageUrl: string | null
      sources: { url: string }[]
      resolutionStatus: string
      query: string
    }[]
    expect(perPage.reduce((sum, row) => sum + Number(row.questions), 0)).toBe(
      turns.filter((turn) => turn.pageUrl !== null).length,
    )
    // Paths, the host taken out (the site's home page is `/`).
    for (const row of perPage) expect(String(row.path)).toMatch(/^\/(?!\/)/)
    for (const row of perPage) expect(String(row.path)).not.toContain('://')

    // Views per day, read straight from a clone of the branch: every day the API served.
    const daily = [...inDuckdb.entries()].find(([title]) => title.startsWith('views per day'))
    const expectedDaily: Row[] = []
    for (let day = FROM; day < TO; day = addDays(day, 1)) {
      const views = ctx.sim.expectedViews(day, addDays(day, 1))
      expectedDaily.push({ date: day, views: views.reduce((sum, row) => sum + row.total, 0) })
    }
    expect(daily?.[1]).toEqual(expectedDaily)

    // Unanswered questions with their first cited page (the key is `url`), in both stores.
    const unanswered = byTitle('the questions the assistant could not answer')
    const duck = [...inDuckdb.entries()].find(([title]) => title.startsWith('the questions'))
    expect(unanswered.length).toBeGreaterThan(0)
    expect(unanswered.some((row) => row.first_source !== null)).toBe(true)
    const firstSource = new Map(turns.map((turn) => [turn.query, turn.sources[0]?.url ?? null]))
    for (const row of unanswered) expect(row.first_source).toBe(firstSource.get(String(row.query)))
    expect(duck?.[1].map((row) => [row.query, row.first_source])).toEqual(
      unanswered.map((row) => [row.query, row.first_source]),
    )
  })

  it('the reader grant works after the first sync too', async () => {
    const { name } = await testDatabase('reader_after')
    // The team's sync role, made before the docs' block, with what a first sync needs.
    await asSuperuser(
      server,
      async (client) => {
        const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = 'docs_sync'")
        if (exists.rowCount === 0) await client.query('CREATE ROLE docs_sync LOGIN')
        await client.query(`ALTER ROLE docs_sync PASSWORD '${SYNC_PASSWORD}'`)
        await client.query(`GRANT CREATE ON DATABASE ${name} TO docs_sync`)
      },
      name,
    )
    await sync(postgresUrl(server, name, 'docs_sync', SYNC_PASSWORD))
    await grantAsDocumented(name)
    await expectReadOnly(name)
    // And the sync goes on as before, the grant changing nothing of its own.
    await sync(postgresUrl(server, name, 'docs_sync', SYNC_PASSWORD))
    const tables = Object.keys(STORE_TABLES) as TableName[]
    await asReader(name, async (client) => {
      const { rows } = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM mintlify_analytics.sync_state',
      )
      expect(Number(rows[0]?.n)).toBe(tables.length)
    })
  })
})
