/**
 * 45 nights of examples/analytics-history-postgres.yml's own `with:` against the simulator's
 * default site, 100 analytics requests an hour: a Postgres database (nights.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import { STORE_TABLES, type TableName } from '../../../src/analytics/history/tables.ts'
import type { ReadRow } from '../../support/parquet-store.ts'
import { asSuperuser, testRoleDatabase, type PostgresServer } from '../../support/postgres.ts'
import {
  example,
  expectKeptUp,
  expectStoreServed,
  nights,
  NIGHTS_TIMEOUT_MS,
  organization,
  SERVED_COLUMNS,
} from './nights.ts'

const org = organization()

/**
 * The columns the check shows of each table (and `date`), read with plain SQL as text: days as
 * `YYYY-MM-DD`, times as ISO 8601 in UTC, counts as their digits.
 */
async function readServedColumns(
  server: PostgresServer,
  database: string,
): Promise<Record<TableName, ReadRow[]>> {
  return asSuperuser(
    server,
    async (client) => {
      const tables = {} as Record<TableName, ReadRow[]>
      for (const table of Object.keys(SERVED_COLUMNS) as TableName[]) {
        const shown = ['date', ...SERVED_COLUMNS[table]].map((name) => {
          const type = STORE_TABLES[table].columns.find((column) => column.name === name)?.type
          const value =
            type === 'date'
              ? `to_char("${name}", 'YYYY-MM-DD')`
              : type === 'timestamp'
                ? `to_char("${name}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
                : `"${name}"::text`
          return `${value} AS "${name}"`
        })
        const result = await client.query<ReadRow>(
          `SELECT ${shown.join(', ')} FROM mintlify_analytics."${table}"`,
        )
        tables[table] = result.rows
      }
      return tables
    },
    database,
  )
}

describe('45 nights of the Postgres example', () => {
  it(
    'green every night, caught up within the sizing rule, the database holding what the API serves',
    async () => {
      const workspace = await mkdtemp(join(tmpdir(), 'nights-'))
      try {
        const database = await testRoleDatabase('nights')
        const step = await example('analytics-history-postgres.yml', {
          'secrets.MINTLIFY_API_KEY': org.ctx.sim.apiKey,
          'vars.MINTLIFY_PROJECT_ID': org.ctx.sim.projectId,
          'secrets.DOCS_ANALYTICS_DATABASE_URL': database.url,
        })
        const range = expectKeptUp(org.ctx.sim, step, await nights(org, step, workspace))
        const rows = await readServedColumns(database.server, database.name)
        expectStoreServed(org.ctx.sim, rows, range)
      } finally {
        await rm(workspace, { recursive: true, force: true })
      }
    },
    // The server's start (the first test of a run to need it) fits in it too.
    NIGHTS_TIMEOUT_MS,
  )
})
