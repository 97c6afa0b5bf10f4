/**
 * Analytics-history mode into Postgres (`store: postgres://...`), end to end: the bundle syncs the simulator's datasets into a real
 * Postgres server (test/support/postgres.ts) as a role of its own, whose password the leak scan
 * looks for in everything the run leaves (the log, the command files, the workspace, the
 * database's rows). A re-run, a run killed mid-day then run again, and a connection Postgres
 * closes mid-day all leave exactly the rows the API served, one per key. The bundle runs as a
 * process where the process is what is tested (a kill, the connection); waits run in process
 * on a FakeClock.
 */
import type { ChildProcess } from 'node:child_process'
import { beforeAll, describe, expect, it } from 'vitest'
import { openPostgresStore } from '../../../src/analytics/history/postgres/store.ts'
import { postgresUrlSecrets } from '../../../src/analytics/history/postgres/url.ts'
import { addDays } from '../../../src/analytics/history/days.ts'
import type { TableName } from '../../../src/analytics/history/tables.ts'
import { systemClock } from '../../../src/shared/clock.ts'
import { assertNoLeak, errorsOf, useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { readStore } from '../../support/parquet-store.ts'
import {
  POSTGRES_START_MS,
  readCursors,
  readPostgresStore,
  testRoleDatabase,
  useSilentServer,
  whileADayWaits,
  type PostgresServer,
  type StoredRow,
} from '../../support/postgres.ts'
import type { RunActionResult } from '../../support/run-action.ts'

const ctx = useSimulator({
  views: { rows: 300 },
  analytics: {
    visitors: { rows: 200 },
    searches: { rows: 120 },
    feedback: { rows: 93 },
    assistant: { rows: 155 },
  },
})

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03']
const RANGE = { 'date-from': DAYS[0]!, 'date-to': addDays(DAYS.at(-1)!, 1) }

function syncInputs(store: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    mode: 'analytics-history',
    datasets: 'all',
    store,
    ...RANGE,
    'max-requests': '1000',
    ...extra,
  }
}

interface Database {
  server: PostgresServer
  url: string
  name: string
  password: string
}

/** A database owned by a sync role of its own, its tables created (so a test can lock one). */
async function storeDatabase(prefix: string): Promise<Database> {
  const database = await testRoleDatabase(prefix)
  const store = await openPostgresStore({
    url: database.url,
    deadline: Date.now() + 20_000,
    signal: new AbortController().signal,
    clock: systemClock,
    warning: () => undefined,
  })
  await store.close()
  return database
}

/** JSON with every object's keys sorted. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, inner]) => [key, sortedKeys(inner)]),
  )
}

/** JSON text compared by value: JSONB keeps the value, not the text's key order or spacing. */
function canonical(rows: StoredRow[]): StoredRow[] {
  return rows.map((row) =>
    typeof row.sources === 'string'
      ? { ...row, sources: JSON.stringify(sortedKeys(JSON.parse(row.sources))) }
      : row,
  )
}

/**
 * The run left the password nowhere (nor, so, the URL), the stored rows included; the
 * `::add-mask::` lines of the URL's secret forms aside, which only the runner reads. The URL's
 * other parts (host, port, database) are not secret: messages name the database by them.
 */
async function expectNoLeak(
  result: RunActionResult,
  url: string,
  password: string,
  database?: Database,
): Promise<void> {
  const masks = new Set(postgresUrlSecrets(url).map((secret) => `::add-mask::${secret}`))
  const stdout = result.stdout
    .split('\n')
    .filter((line) => !masks.has(line))
    .join('\n')
  const stored = database ? await readPostgresStore(database.server, database.name) : {}
  await assertNoLeak({ ...result, stdout }, [password], { 'the database': JSON.stringify(stored) })
}

/** Every row of every table, keyed the same way for two stores. */
async function snapshot(database: Database): Promise<Record<TableName, StoredRow[]>> {
  const stored = await readPostgresStore(database.server, database.name)
  return Object.fromEntries(
    Object.entries(stored).map(([table, rows]) => [table, canonical(rows)]),
  ) as Record<TableName, StoredRow[]>
}

const byPath = (a: { path: unknown }, b: { path: unknown }): number =>
  String(a.path) < String(b.path) ? -1 : String(a.path) > String(b.path) ? 1 : 0

let reference: Promise<Record<TableName, StoredRow[]>> | undefined

/** What an uninterrupted sync of the range stores (the first test that needs it runs it). */
function uninterrupted(): Promise<Record<TableName, StoredRow[]>> {
  reference ??= (async () => {
    const database = await storeDatabase('e2e_reference')
    const result = await ctx.run(syncInputs(database.url))
    expect(result.code, result.stdout).toBe(0)
    return snapshot(database)
  })()
  return reference
}

function datasetRows(store: Record<TableName, StoredRow[]>): number {
  return Object.entries(store)
    .filter(([table]) => table !== 'daily_totals')
    .reduce((sum, [, rows]) => sum + rows.length, 0)
}

beforeAll(async () => {
  await testRoleDatabase('warmup')
}, POSTGRES_START_MS)

describe('a Postgres store, end to end', () => {
  it('syncs every dataset day by day: exactly the rows the API served, one per key, the same as a Parquet store', async () => {
    const database = await storeDatabase('e2e_sync')
    const result = await ctx.run(syncInputs(database.url))
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs).toMatchObject({ 'synced-through': DAYS.at(-1), 'backlog-days': '0' })
    await expectNoLeak(result, database.url, database.password, database)
    const stored = await snapshot(database)
    reference ??= Promise.resolve(stored)
    // Page views: per day, the rows the API serves for that day.
    for (const day of DAYS) {
      const served = ctx.sim.expectedViews(day, addDays(day, 1))
      const views = stored.page_views
        .filter((row) => row.date === day)
        .map(({ path, human, ai, total }) => ({ path, human, ai, total }))
      expect(views.sort(byPath), day).toEqual([...served].sort(byPath))
    }
    // `rows` counts the datasets' rows (daily_totals holds the totals served beside them), and
    // the feedback refresh's, which reads every item of these days again.
    expect(Number(result.outputs.rows)).toBe(datasetRows(stored) + stored.feedback.length)
    expect(await readCursors(database.server, database.name)).toEqual(
      Object.fromEntries(
        Object.keys(stored).map((table) => [`${ctx.sim.projectId}/${table}`, DAYS.at(-1)]),
      ),
    )
    // The same sync into a Parquet folder holds the same rows, row for row (in process: the
    // store, not the process, is compared).
    const parquet = await ctx.runInProcess(syncInputs('history'))
    expect(parquet.code).toBe(0)
    const files = await readStore(`${parquet.workspace}/history`)
    for (const [table, rows] of Object.entries(files)) {
      expect(stored[table as TableName], table).toEqual(canonical(rows))
    }
  })

  it('a re-run reads the lookback again and leaves the same rows, one per key', async () => {
    const database = await storeDatabase('e2e_rerun')
    // In process: what the store keeps is what is tested, not the process.
    expect((await ctx.runInProcess(syncInputs(database.url))).code).toBe(0)
    const again = await ctx.runInProcess(syncInputs(database.url))
    expect(again.code, again.stdout).toBe(0)
    // lookback-days 3 (the default): the three days are read and stored again, and the feedback
    // refreshed.
    const reference = await uninterrupted()
    expect(again.outputs.rows).toBe(String(datasetRows(reference) + reference.feedback.length))
    expect(await snapshot(database)).toEqual(await uninterrupted())
    await expectNoLeak(again, database.url, database.password, database)
  })

  // Spawned: a SIGKILL is about the process.
  it('a run killed while a day is written stores nothing of it; the next run stores exactly the API rows', async () => {
    const database = await storeDatabase('e2e_kill')
    let child: ChildProcess | undefined
    const killed = (await whileADayWaits(
      database.server,
      database.name,
      () => ctx.run(syncInputs(database.url), { onSpawn: (spawned) => (child = spawned) }),
      async () => {
        child?.kill('SIGKILL')
      },
    )) as RunActionResult
    if (killed instanceof Error) throw killed
    expect(killed.signal).toBe('SIGKILL')
    expect(await readCursors(database.server, database.name)).toEqual({})
    expect(Object.values(await snapshot(database)).flat()).toEqual([])
    const rerun = await ctx.runInProcess(syncInputs(database.url))
    expect(rerun.code, rerun.stdout).toBe(0)
    expect(await snapshot(database)).toEqual(await uninterrupted())
    await expectNoLeak(rerun, database.url, database.password, database)
  })

  // Spawned: the connection is the process's.
  it('Postgres closing the connection mid-day: the day is rolled back, the run fails saying so, a re-run completes', async () => {
    const database = await storeDatabase('e2e_closed')
    const result = (await whileADayWaits(
      database.server,
      database.name,
      () => ctx.run(syncInputs(database.url)),
      async (pid, admin) => {
        await admin.query('SELECT pg_terminate_backend($1)', [pid])
      },
    )) as RunActionResult
    expect(result.code).toBe(1)
    const errors = errorsOf(result)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(
      `The Postgres \`store\` (127.0.0.1:${database.server.port}/${database.name}) closed the connection while storing ${DAYS[0]}: terminating connection due to administrator command; ${DAYS[0]} was rolled back and the next run loads it again.`,
    )
    expect(result.outputs['synced-through']).toBe('')
    expect(Object.values(await snapshot(database)).flat()).toEqual([])
    await expectNoLeak(result, database.url, database.password, database)
    const rerun = await ctx.runInProcess(syncInputs(database.url))
    expect(rerun.code, rerun.stdout).toBe(0)
    expect(await snapshot(database)).toEqual(await uninterrupted())
  })

  it('a second sync of the same database waits within `timeout`, then fails saying another sync holds the store', async () => {
    const database = await storeDatabase('e2e_lock')
    const first = await openPostgresStore({
      url: database.url,
      deadline: Date.now() + 20_000,
      signal: new AbortController().signal,
      clock: systemClock,
      warning: () => undefined,
    })
    try {
      const result = await ctx.runInProcess(syncInputs(database.url, { timeout: '5m' }), {
        clock: new FakeClock(),
      })
      expect(result.code).toBe(1)
      expect(errorsOf(result)[0]).toMatch(
        /^Another sync holds the Postgres `store` \(127\.0\.0\.1:\d+\/e2e_lock_\w+\): its lock was still taken when the `timeout` ran out/,
      )
      // No request was spent: the store is opened before the first day is asked for.
      expect(ctx.sim.requests).toEqual([])
      await expectNoLeak(result, database.url, database.password, database)
    } finally {
      await first.close()
    }
  })
})

describe('a Postgres store unreachable', () => {
  const silent = useSilentServer()

  // Spawned: `timeout` is about the process's own clock.
  it('a server that never answers fails within `timeout`, naming `store`, with no password anywhere', async () => {
    const port = silent.port()
    const password = 'pgsecret-0f3a9c7e51b2d4086e1f2a3b'
    const url = `postgres://docs_sync:${password}@127.0.0.1:${port}/analytics?sslmode=disable`
    const started = Date.now()
    const result = await ctx.run(syncInputs(url, { timeout: '2s' }))
    expect(Date.now() - started).toBeLessThan(6_000)
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      `The \`timeout\` ran out while connecting to the Postgres \`store\` (127.0.0.1:${port}/analytics).`,
    ])
    expect(ctx.sim.requests).toEqual([])
    await expectNoLeak(result, url, password)
  })
})

describe('store: postgres with a key the API refuses', () => {
  it("a 403 names the key's read scope and its IP allow-list, and leaves the store as it was", async () => {
    const database = await storeDatabase('e2e_forbidden')
    ctx.sim.fault({ route: 'views', status: 403 })
    const result = await ctx.runInProcess(syncInputs(database.url, { datasets: 'views' }), {
      clock: new FakeClock(),
    })
    expect(result.code).toBe(1)
    const [error] = errorsOf(result)
    expect(error).toContain('403')
    expect(error).toContain(
      "the API key lacks the scope for this request (GET needs read, POST needs write) or this runner's IP is not on the key's allow-list",
    )
    expect(await readCursors(database.server, database.name)).toEqual({})
    await expectNoLeak(result, database.url, database.password, database)
  })
})
