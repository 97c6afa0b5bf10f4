/**
 * A day as the store's rows (rows.ts): a NUL character (U+0000) the API serves becomes U+FFFD
 * where rows are made, so the Parquet folder and the Postgres database store the same text and
 * neither stops on it (one reader's NUL used to stop the Postgres history for good).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { openParquetStore } from '../../../../src/analytics/history/parquet/store.ts'
import { openPostgresStore } from '../../../../src/analytics/history/postgres/store.ts'
import { dayBatches } from '../../../../src/analytics/history/rows.ts'
import type { AnalyticsStore, TableBatch } from '../../../../src/analytics/history/store.ts'
import { STORE_TABLES, type TableName } from '../../../../src/analytics/history/tables.ts'
import type {
  AssistantRow,
  FeedbackRow,
  SearchRow,
} from '../../../../src/shared/mintlify/analytics-schemas.ts'
import { systemClock } from '../../../../src/shared/clock.ts'
import {
  columnTypes,
  filesUnder,
  parquetOptions,
  readTable,
} from '../../../support/parquet-store.ts'
import {
  POSTGRES_START_MS,
  readPostgresStore,
  testDatabase,
  type PostgresServer,
} from '../../../support/postgres.ts'

const DAY = '2026-03-01'
const context = { projectId: 'p1', day: DAY, includeContact: false }

const searches: SearchRow[] = [
  {
    searchQuery: 'null\u0000byte',
    hits: 2,
    ctr: 0.5,
    topClickedPage: '/a\u0000',
    lastSearchedAt: `${DAY}T10:00:00Z`,
  },
]
const feedback = [
  {
    id: 'f\u00001',
    path: '/a',
    comment: 'I pasted \u0000 here',
    createdAt: `${DAY}T08:00:00Z`,
    source: 'contextual',
    status: 'pending',
    helpful: false,
    contact: null,
  },
] as FeedbackRow[]
const assistant: AssistantRow[] = [
  {
    id: 'c1',
    timestamp: `${DAY}T09:00:00Z`,
    query: 'why\u0000?',
    response: 'because',
    sources: [{ title: 'T\u0000', url: 'https://docs.example.com/a' }],
    resolutionStatus: 'answered',
    queryCategory: null,
    pageUrl: null,
  },
]

/** The day's batches of the three datasets, as the sync hands them to a store. */
function batches(): TableBatch[] {
  return [
    ...dayBatches('searches', { rows: searches, trailer: { totalSearches: 2 } }, context).batches,
    ...dayBatches('feedback', { rows: feedback, trailer: {} }, context).batches,
    ...dayBatches('assistant', { rows: assistant, trailer: {} }, context).batches,
  ]
}

const TABLES: TableName[] = ['searches', 'feedback', 'assistant_conversations']

describe('a NUL character the API serves', () => {
  it('becomes U+FFFD in every text, JSON included, where rows are made', () => {
    const rows = Object.fromEntries(batches().map((batch) => [batch.table, batch.rows]))
    expect(rows.searches?.[0]).toMatchObject({
      search_query: 'null\uFFFDbyte',
      top_clicked_page: '/a\uFFFD',
    })
    expect(rows.feedback?.[0]).toMatchObject({ id: 'f\uFFFD1', comment: 'I pasted \uFFFD here' })
    expect(rows.assistant_conversations?.[0]).toMatchObject({ query: 'why\uFFFD?' })
    expect(JSON.parse(String(rows.assistant_conversations?.[0]?.sources))).toEqual([
      { title: 'T\uFFFD', url: 'https://docs.example.com/a' },
    ])
    expect(JSON.stringify(rows)).not.toContain('\\u0000')
  })

  describe('is stored the same in both stores, and neither stops', () => {
    let server: PostgresServer
    let url: string
    let database: string
    beforeAll(async () => {
      ;({ server, url, name: database } = await testDatabase('nul'))
    }, POSTGRES_START_MS)

    async function storeDay(store: AnalyticsStore): Promise<void> {
      try {
        await store.writeDay('p1', DAY, batches())
        expect(await store.ranges('p1', DAY)).toEqual(
          new Map([...TABLES, 'daily_totals'].map((table) => [table, { first: DAY, last: DAY }])),
        )
      } finally {
        await store.close()
      }
    }

    it('Parquet and Postgres hold U+FFFD where the API sent U+0000', async () => {
      const folder = await mkdtemp(join(tmpdir(), 'nul-store-'))
      try {
        await storeDay(await openParquetStore(parquetOptions(folder)))
        await storeDay(
          await openPostgresStore({
            url,
            deadline: systemClock.now() + 20_000,
            signal: new AbortController().signal,
            clock: systemClock,
            warning: () => undefined,
          }),
        )
        const postgres = await readPostgresStore(server, database)
        for (const table of TABLES) {
          // JSONB keeps the JSON's value, not its text: compare values.
          const parsed = (rows: Record<string, unknown>[]) =>
            rows.map((row) =>
              typeof row.sources === 'string' ? { ...row, sources: JSON.parse(row.sources) } : row,
            )
          const parquet = await readTable(folder, table)
          expect(parsed(postgres[table])).toEqual(parsed(parquet))
          expect(JSON.stringify(parquet)).toContain('\uFFFD')
          // The files' columns are the catalogue's, in its order (the Hive folders hold the rest).
          const [file] = (await filesUnder(folder)).filter((name) => name.startsWith(`${table}/`))
          expect(Object.keys(await columnTypes(join(folder, String(file))))).toEqual(
            STORE_TABLES[table].columns
              .map((column) => column.name)
              .filter((name) => name !== 'project_id' && name !== 'date'),
          )
        }
      } finally {
        await rm(folder, { recursive: true, force: true })
      }
    })
  })
})
