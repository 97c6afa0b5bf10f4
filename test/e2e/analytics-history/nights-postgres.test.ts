/**
 * 45 nights of examples/analytics-history-postgres.yml's own `with:` against the simulator's
 * default site, 100 analytics requests an hour: a Postgres database (nights.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import type { TableName } from '../../../src/analytics/history/tables.ts'
import type { ReadRow } from '../../support/parquet-store.ts'
import { readPostgresStore, testRoleDatabase } from '../../support/postgres.ts'
import {
  example,
  expectKeptUp,
  expectStoreServed,
  nights,
  NIGHTS_TIMEOUT_MS,
  organization,
} from './nights.ts'

const org = organization()

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
        const rows = await readPostgresStore(database.server, database.name)
        expectStoreServed(org.ctx.sim, rows as Record<TableName, ReadRow[]>, range)
      } finally {
        await rm(workspace, { recursive: true, force: true })
      }
    },
    // The server's start (the first test of a run to need it) fits in it too.
    NIGHTS_TIMEOUT_MS,
  )
})
