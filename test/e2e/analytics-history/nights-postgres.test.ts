/**
 * 45 nights of examples/analytics-history-postgres.yml's own `with:` against the simulator's
 * default site, 100 analytics requests an hour: a Postgres database (nights.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import { STORE_TABLES } from '../../../src/analytics/history/tables.ts'
import { asSuperuser, testRoleDatabase, type PostgresServer } from '../../support/postgres.ts'
import {
  type Compare,
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
 * Each table compared in the database with the lines the simulator serves: the columns the check
 * shows (and `date`) as text with plain SQL, days as `YYYY-MM-DD`, times as ISO 8601 in UTC,
 * counts as their digits, NULL as `null`, joined by spaces as `compareRead` joins them; then
 * what one has that the other lacks, each as often (EXCEPT ALL). Postgres gives a table's rows
 * in no order the simulator's follow: reading some 200,000 of them to count them in the test's
 * process cost more than a second.
 */
function compareInDatabase(server: PostgresServer, database: string): Compare {
  return (table, expected) =>
    asSuperuser(
      server,
      async (client) => {
        const shown = ['date', ...SERVED_COLUMNS[table]].map((name) => {
          const type = STORE_TABLES[table].columns.find((column) => column.name === name)?.type
          const value =
            type === 'date'
              ? `to_char("${name}", 'YYYY-MM-DD')`
              : type === 'timestamp'
                ? `to_char("${name}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
                : `"${name}"::text`
          return `coalesce(${value}, 'null')`
        })
        const result = await client.query<{ side: 'missing' | 'extra'; line: string }>(
          `WITH expected AS (SELECT string_to_table($1, E'\\x1e') AS line),
                stored AS (SELECT concat_ws(' ', ${shown.join(', ')}) AS line
                           FROM mintlify_analytics."${table}")
           SELECT 'missing' AS side, line FROM (TABLE expected EXCEPT ALL TABLE stored) AS m
           UNION ALL
           SELECT 'extra' AS side, line FROM (TABLE stored EXCEPT ALL TABLE expected) AS e`,
          // The lines as one text, split by the server at a character no line of the simulator's
          // holds (a line that held it would fail the check, split in two): an array literal of
          // some 100,000 lines cost more to write.
          [expected.join('\x1e')],
        )
        const lines = (side: 'missing' | 'extra'): string[] =>
          result.rows.filter((row) => row.side === side).map((row) => row.line)
        return { missing: lines('missing'), extra: lines('extra') }
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
        await expectStoreServed(
          org.ctx.sim,
          compareInDatabase(database.server, database.name),
          range,
        )
      } finally {
        await rm(workspace, { recursive: true, force: true })
      }
    },
    // The server's start (the first test of a run to need it) fits in it too.
    NIGHTS_TIMEOUT_MS,
  )
})
