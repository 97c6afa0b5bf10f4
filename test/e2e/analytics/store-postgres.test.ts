/**
 * `store: postgres://...` end to end: the bundle against the API simulator and a real Postgres
 * server (test/support/postgres.ts). The same sync as into a Parquet folder, killed and run again,
 * holds the same rows, one per key; the URL and its password appear in no log line, output,
 * summary or file, whatever happens.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { STORE_TABLES, type TableName } from '../../../src/analytics/store/tables.ts'
import { assertNoLeak, errorsOf, useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { readStore, sortedByKey, type ReadRow } from '../../support/parquet-store.ts'
import {
  asSuperuser,
  POSTGRES_START_MS,
  postgresUrl,
  testDatabase,
  type PostgresServer,
} from '../../support/postgres.ts'
import { repoRoot, type RunActionResult } from '../../support/run-action.ts'

const ctx = useSimulator({
  views: { rows: 300 },
  analytics: { visitors: { rows: 300 }, feedback: { rows: 120 }, assistant: { rows: 200 } },
})

let server: PostgresServer
let database: string
let url: string
beforeAll(async () => {
  ;({ server, url, name: database } = await testDatabase('e2e'))
}, POSTGRES_START_MS)

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-postgres-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const inputs = (store: string, extra: Record<string, string> = {}) => ({
  mode: 'analytics',
  datasets: 'all',
  store,
  'date-from': '2026-10-01',
  'date-to': '2026-10-05',
  ...extra,
})

/**
 * The run's texts hold neither the URL whole nor its password in any form (the host, port and
 * database name are no secret: the summary names them). The URL and the password are masked.
 */
async function expectNoSecret(result: RunActionResult, storeUrl: string): Promise<void> {
  const password = decodeURIComponent(new URL(storeUrl).password)
  const masked = result.commands.filter((c) => c.command === 'add-mask').map((c) => c.message)
  expect(masked).toEqual(expect.arrayContaining([storeUrl, password]))
  // What the runner shows: every line but the masking commands themselves.
  const stdout = result.stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
  await assertNoLeak({ ...result, stdout }, [password])
  for (const text of [stdout, result.stderr, result.summary, JSON.stringify(result.outputs)]) {
    expect(text).not.toContain(storeUrl)
  }
}

/** A value as hyparquet reads it back from the Parquet store. */
function plain(column: string, value: unknown): ReadRow[string] {
  if (value === null || value === undefined) return null
  if (value instanceof Date) {
    return column === 'date' ? value.toISOString().slice(0, 10) : value.toISOString()
  }
  if (column === 'sources') return JSON.stringify(value)
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value)
  return value as string | number | boolean
}

/** Every table of the Postgres store, as `readStore` reads a Parquet one. */
async function readDatabase(): Promise<Record<TableName, ReadRow[]>> {
  const tables = {} as Record<TableName, ReadRow[]>
  await asSuperuser(
    server,
    async (client) => {
      // Dates as days, whatever the server's time zone.
      await client.query("SET TIME ZONE 'UTC'")
      for (const table of Object.keys(STORE_TABLES) as TableName[]) {
        const { rows } = await client.query(`SELECT * FROM mintlify_analytics.${table}`)
        tables[table] = sortedByKey(
          table,
          rows.map((row: Record<string, unknown>) =>
            Object.fromEntries(
              Object.entries(row).map(([column, value]) => [column, plain(column, value)]),
            ),
          ),
        )
      }
    },
    database,
  )
  return tables
}

/** `sources` compared as JSON (Postgres's jsonb orders an object's keys its own way). */
function withParsedSources(tables: Record<TableName, ReadRow[]>) {
  return {
    ...tables,
    assistant_conversations: tables.assistant_conversations.map((row) => ({
      ...row,
      sources: JSON.parse(String(row.sources)) as unknown,
    })),
  }
}

describe('store: a Postgres database', () => {
  it('a sync killed with SIGKILL mid-day and run again holds the rows of one whole sync, the URL nowhere', async () => {
    // The bundle as a process: the kill is what is tested. Request 20 (day 2) is held.
    ctx.sim.fault({ route: 'any', afterRequests: 19, delayMs: 60_000 })
    let child: ChildProcess | undefined
    const watcher = setInterval(() => {
      if (ctx.sim.requests.length > 19) child?.kill('SIGKILL')
    }, 5)
    const killed = await ctx
      .run(inputs(url), {
        onSpawn: (spawned) => {
          child = spawned
        },
      })
      .finally(() => clearInterval(watcher))
    ctx.sim.clearFaults()
    expect(killed.signal).toBe('SIGKILL')
    await expectNoSecret(killed, url)

    const again = await ctx.run(inputs(url))
    expect(errorsOf(again)).toEqual([])
    expect(again.outputs).toMatchObject({ 'synced-through': '2026-10-04', 'backlog-days': '0' })
    await expectNoSecret(again, url)
    expect(again.summary).toContain('**Store:** Postgres 127\\.0\\.0\\.1')

    const parquet = join(dir, 'reference')
    const reference = await ctx.runInProcess(inputs(parquet), { clock: new FakeClock() })
    expect(reference.code).toBe(0)
    const parquetTables = await readStore(parquet)
    expect(withParsedSources(await readDatabase())).toEqual(withParsedSources(parquetTables))

    // docs/analytics.md's query of views per week per page, as a reader would paste it.
    const docs = await readFile(join(repoRoot, 'docs/analytics.md'), 'utf8')
    const query = /```sql\n(SELECT[^`]*FROM mintlify_analytics\.page_views[^`]*)```/.exec(docs)?.[1]
    expect(query).toBeDefined()
    const weekly = await asSuperuser(
      server,
      async (client) =>
        (await client.query(String(query).replace('your-project-id', ctx.sim.projectId))).rows,
      database,
    )
    const byPage = new Map<string, number>()
    for (const row of parquetTables.page_views) {
      byPage.set(String(row.path), (byPage.get(String(row.path)) ?? 0) + Number(row.total))
    }
    // 2026-10-01 to 10-04 fall in the week of Monday 2026-09-28.
    expect(
      new Map(weekly.map((row: { path: string; views: string }) => [row.path, Number(row.views)])),
    ).toEqual(byPage)
  })

  it('a server that is not there: fails within the timeout, naming `store`, no password', async () => {
    const nowhere = postgresUrl({ port: 1, password: 'not-the-password-42' }, 'analytics', 'sync')
    const result = await ctx.runInProcess(inputs(nowhere, { timeout: '5s' }))
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([expect.stringMatching(/`store`/)])
    expect(ctx.sim.requests).toEqual([])
    await expectNoSecret(result, nowhere)
  })
})
