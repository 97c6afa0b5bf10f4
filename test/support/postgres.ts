/**
 * The tests' Postgres: one real server per `vitest run`, started by the first test that asks
 * (a run that needs none starts none) and shared by every worker; each test takes a database
 * of its own. postgres-global.ts (vitest's globalSetup) gives the run its folder and stops the
 * server at the end. Also: a store read back with plain SQL, and a day's write held at its
 * last statement, for the tests of the Postgres store.
 */
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type pg from 'pg'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, inject } from 'vitest'
import { APPLICATION_NAME } from '../../src/analytics/history/postgres/session.ts'
import { STORE_TABLES, type TableName } from '../../src/analytics/history/tables.ts'
import {
  asSuperuser,
  createDatabase,
  launchPostgresServer,
  postgresUrl,
  waitForPostgresServer,
  type PostgresServer,
} from './postgres-process.ts'

export { asSuperuser, postgresUrl, type PostgresServer } from './postgres-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for its Postgres server, and the pid the server watches. */
    postgresRun: { dir: string; ownerPid: number }
  }
}

/** How long a file's `beforeAll` may wait for the server (initdb is slow on a loaded machine). */
export const POSTGRES_START_MS = 120_000

let shared: Promise<PostgresServer> | undefined

/** The run's server, started by whichever worker asks first (the others wait for it). */
function testPostgres(): Promise<PostgresServer> {
  shared ??= (async () => {
    const { dir, ownerPid } = inject('postgresRun')
    const claimed = await writeFile(join(dir, 'claim'), String(process.pid), { flag: 'wx' }).then(
      () => true,
      () => false,
    )
    if (claimed) await launchPostgresServer(dir, ownerPid)
    return waitForPostgresServer(dir)
  })()
  return shared
}

/** A new, empty database on the run's server; returns the server and the superuser's URL. */
export async function testDatabase(
  prefix: string,
): Promise<{ server: PostgresServer; url: string; name: string }> {
  const server = await testPostgres()
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  return { server, url: await createDatabase(server, name), name }
}

/**
 * A login role with a password the leak scan can spot (`pgsecret-` and 24 hex digits: no 12
 * characters in common with the API key's `mint_LEAKCHECK_`, which the scan looks for too) that
 * owns a new database: what a team's sync role looks like. Returns its URL of that database.
 */
export async function testRoleDatabase(
  prefix: string,
): Promise<{ server: PostgresServer; url: string; name: string; password: string }> {
  const { server, name } = await testDatabase(prefix)
  const password = `pgsecret-${randomBytes(12).toString('hex')}`
  await asSuperuser(server, async (client) => {
    await client.query(`CREATE ROLE ${name} LOGIN PASSWORD '${password}'`)
    await client.query(`ALTER DATABASE ${name} OWNER TO ${name}`)
  })
  return { server, url: postgresUrl(server, name, name, password), name, password }
}

export type StoredRow = Record<string, string | number | boolean | null>

/** A column's value as the Parquet store's reader shows it (test/support/parquet-store.ts). */
function plain(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return value as string | number | boolean
}

/**
 * Every table of the store in `database`, read with plain SQL: each table's rows sorted by its
 * key, counts as numbers, dates as `YYYY-MM-DD`, times as ISO 8601, JSON as its text.
 */
export async function readPostgresStore(
  server: PostgresServer,
  database: string,
): Promise<Record<TableName, StoredRow[]>> {
  return asSuperuser(
    server,
    async (client) => {
      const tables = {} as Record<TableName, StoredRow[]>
      for (const [name, table] of Object.entries(STORE_TABLES) as [
        TableName,
        (typeof STORE_TABLES)[TableName],
      ][]) {
        const columns = table.columns.map((column) => {
          if (column.type === 'date')
            return `to_char("${column.name}", 'YYYY-MM-DD') AS "${column.name}"`
          if (column.type === 'bigint')
            return `"${column.name}"::double precision AS "${column.name}"`
          return `"${column.name}"`
        })
        const order = table.key.map((column) => `"${column}"`).join(', ')
        const result = await client.query<Record<string, unknown>>(
          `SELECT ${columns.join(', ')} FROM mintlify_analytics."${name}" ORDER BY ${order}`,
        )
        tables[name] = result.rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([column, value]) => [column, plain(value)])),
        )
      }
      return tables
    },
    database,
  )
}

/** `sync_state` of `database`: each project's cursor per table. */
export async function readCursors(
  server: PostgresServer,
  database: string,
): Promise<Record<string, string>> {
  const rows = await asSuperuser(
    server,
    async (client) =>
      (
        await client.query<{ key: string; day: string }>(
          "SELECT project_id || '/' || table_name AS key, to_char(synced_through, 'YYYY-MM-DD') AS day FROM mintlify_analytics.sync_state ORDER BY 1",
        )
      ).rows,
    database,
  )
  return Object.fromEntries(rows.map((row) => [row.key, row.day]))
}

/**
 * Runs `start` (something that stores a day in `database`) while another session holds
 * `sync_state` locked: the day's rows are written but the transaction waits at its last
 * statement, uncommitted. Then `act` runs with the waiting session's pid, and the lock is let
 * go once what `start` began has settled. Resolves with its result or its error.
 */
export async function whileADayWaits<T>(
  server: PostgresServer,
  database: string,
  start: () => Promise<T>,
  act: (backendPid: number, admin: pg.Client) => Promise<void>,
): Promise<T | unknown> {
  return asSuperuser(
    server,
    async (admin) => {
      await admin.query('BEGIN')
      await admin.query('LOCK TABLE mintlify_analytics.sync_state IN EXCLUSIVE MODE')
      let ended = false
      const settled = start().then(
        (value) => value,
        (error: unknown) => error,
      )
      void settled.finally(() => (ended = true))
      let pid: number | undefined
      while (pid === undefined) {
        if (ended) {
          throw new Error(
            `It ended before waiting: ${JSON.stringify(await settled)}`.slice(0, 4000),
          )
        }
        // Inside a transaction, pg_stat_activity is a snapshot unless cleared.
        await admin.query('SELECT pg_stat_clear_snapshot()')
        const waiting = await admin.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = $2 AND wait_event_type = 'Lock'",
          [database, APPLICATION_NAME],
        )
        pid = waiting.rows[0]?.pid
      }
      await act(pid, admin)
      const outcome = await settled
      await admin.query('ROLLBACK')
      return outcome
    },
    database,
  )
}

/**
 * For the calling suite, a TCP server on loopback that accepts connections and never says a
 * word: a database that hangs. `port()` is its port once the suite has started.
 */
export function useSilentServer(): { port: () => number } {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  beforeAll(async () => {
    server = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy())
    await new Promise((resolve) => server?.close(resolve))
  })
  return { port: () => (server?.address() as AddressInfo).port }
}
