/**
 * The Postgres store (`store: postgres://...`): schema `mintlify_analytics`, one table per
 * dataset (tables.ts) and `sync_state`, written through node-postgres. One session per run,
 * holding an advisory lock from open to close, so two syncs of one database never interleave a
 * day; each day is one transaction (delete and insert the day's rows, upsert the items, grow the
 * ranges), so a failure at any instant leaves the day as it was. Loaded with `await import()`
 * only when a sync uses Postgres.
 */
import type { Clock } from '../../../shared/clock.js'
import { InputError } from '../../../shared/inputs.js'
import { quoteShort } from '../../../shared/text.js'
import { PostgresStoreError, storeFailure, storeName, type FailureContext } from './errors.js'
import { ensureLayout } from './schema.js'
import { PostgresSession, StatementFailed, type Statement } from './session.js'
import {
  ADVISORY_LOCK_KEY,
  GROW_RANGE_SQL,
  RANGES_SQL,
  BTREE_MAX_ENTRY_BYTES,
  ROWS_PER_INSERT,
  SCHEMA,
  SYNC_STATE,
  arrayColumns,
  arrayLiteral,
  deleteDaySql,
  indexEntryBytes,
  insertSql,
  keyTooLong,
} from './sql.js'
import { parsePostgresUrl, redactPostgresUrl, type PostgresTarget } from './url.js'
import { storedRangeProblem } from '../store.js'
import type { AnalyticsStore, StoreRow, StoredRange, TableBatch } from '../store.js'
import {
  DATASET_TABLES,
  isTableName,
  STORE_TABLES,
  TABLE_NAMES,
  type StoreColumn,
  type TableName,
} from '../tables.js'

export { PostgresStoreError } from './errors.js'

export interface PostgresStoreOptions {
  /** The `store` input: a postgres:// or postgresql:// URL (a secret: never in a message). */
  url: string
  /** Epoch ms on `clock`: the run's `timeout`; bounds connecting and every statement. */
  deadline: number
  /** The run's cancellation: ends the connection at once. */
  signal: AbortSignal
  clock: Clock
  warning: (message: string) => void
}

/** How often a second sync asks again for the lock another one holds. */
const LOCK_POLL_MS = 500

/**
 * Connects, takes the store's lock (waiting for another sync within the time left), creates the
 * schema and tables if missing and checks them. Every failure is a PostgresStoreError naming
 * `store`; a URL it cannot use is an InputError.
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<AnalyticsStore> {
  const target = parsePostgresUrl(options.url)
  if ('problem' in target) throw new InputError('store', target.problem)
  if (target.ignoredParameters.length > 0) {
    options.warning(
      redactPostgresUrl(
        `The \`store\` URL's parameters ${target.ignoredParameters.join(', ')} are ignored: the store reads only sslmode, sslrootcert, sslcert and sslkey, and \`timeout\` bounds connecting and every statement.`,
        options.url,
      ),
    )
  }
  const context = (step: FailureContext['step'], session?: PostgresSession): FailureContext => ({
    url: options.url,
    description: target.description,
    step,
    ending: session?.ending,
  })
  const session = await PostgresSession.create(target, options)
  try {
    await session.connect()
  } catch (error) {
    await session.close()
    throw storeFailure(error, context('connect', session))
  }
  try {
    await takeLock(session, target, options, context)
    try {
      await ensureLayout(session, { ...target, warning: options.warning })
    } catch (error) {
      throw storeFailure(error, context('schema', session))
    }
  } catch (error) {
    await session.close()
    throw error
  }
  return new PostgresStore(session, target, options)
}

/** Waits for the store's advisory lock until the deadline: another sync may be writing. */
async function takeLock(
  session: PostgresSession,
  target: PostgresTarget,
  options: PostgresStoreOptions,
  context: (step: 'lock', session: PostgresSession) => FailureContext,
): Promise<void> {
  const locked = (): PostgresStoreError =>
    new PostgresStoreError(
      'locked',
      `Another sync holds ${storeName(target.description)}: its lock was still taken when the \`timeout\` ran out (two syncs never write one database at once; the next run goes on from the store's cursors).`,
    )
  try {
    for (;;) {
      const [row] = await session.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1::bigint) AS locked',
        [ADVISORY_LOCK_KEY],
      )
      if (row?.locked) return
      const left = options.deadline - options.clock.now()
      if (left <= 0) throw locked()
      await options.clock.sleep(Math.min(LOCK_POLL_MS, left), options.signal)
    }
  } catch (error) {
    if (error instanceof PostgresStoreError) throw error
    if (session.ending === 'timeout') throw locked()
    if (options.signal.aborted) {
      throw storeFailure(error, { ...context('lock', session), ending: 'cancelled' })
    }
    throw storeFailure(error, context('lock', session))
  }
}

class PostgresStore implements AnalyticsStore {
  readonly description: string
  private readonly session: PostgresSession
  private readonly url: string
  private readonly target: PostgresTarget
  private readonly warning: (message: string) => void

  constructor(session: PostgresSession, target: PostgresTarget, options: PostgresStoreOptions) {
    this.session = session
    this.target = target
    this.url = options.url
    this.warning = options.warning
    this.description = `Postgres ${target.description}`
  }

  private context(
    step: FailureContext['step'],
    extra: Partial<FailureContext> = {},
  ): FailureContext {
    return {
      url: this.url,
      description: this.target.description,
      step,
      ending: this.session.ending,
      ...extra,
    }
  }

  async ranges(projectId: string, today: string): Promise<Map<TableName, StoredRange>> {
    let rows: { table_name: string; first: string | null; last: string | null }[]
    try {
      rows = await this.session.query(RANGES_SQL, [projectId])
    } catch (error) {
      throw storeFailure(error, this.context('read'))
    }
    const ranges = new Map<TableName, StoredRange>()
    for (const row of rows) {
      if (!isTableName(row.table_name)) continue
      const range = { first: row.first ?? '(none)', last: row.last ?? '(none)' }
      const problem = storedRangeProblem(row.table_name, range, today)
      if (problem) {
        throw new PostgresStoreError(
          'layout',
          `The table ${SCHEMA}.${SYNC_STATE} of ${storeName(this.target.description)} ${problem} for project ${projectId}; nothing was changed: correct that row (or delete it, to load the table again from \`date-from\`).`,
        )
      }
      ranges.set(row.table_name, range)
    }
    return ranges
  }

  async writeDay(projectId: string, date: string, batches: readonly TableBatch[]): Promise<void> {
    const statements: Statement[] = []
    for (const batch of batches) {
      const rows = indexableRows(batch, { of: `of ${date}`, rest: 'day' }, this.warning)
      statements.push(...tableStatements(projectId, date, { table: batch.table, rows }))
    }
    for (const batch of batches) {
      statements.push({ text: GROW_RANGE_SQL, values: [projectId, batch.table, date] })
    }
    await this.transaction(statements, date)
  }

  async writeItems(projectId: string, batch: TableBatch): Promise<void> {
    if (STORE_TABLES[batch.table].keptBy !== 'item') {
      throw new PostgresStoreError('value', `${batch.table} is not a table of items.`)
    }
    const rows = indexableRows(
      batch,
      { of: 'read again by the feedback refresh', rest: 'page' },
      this.warning,
    )
    await this.transaction(
      tableStatements(projectId, undefined, { table: batch.table, rows }),
      'a page of the feedback refresh',
    )
  }

  /** `statements` in one transaction, all or nothing; `what` names it in a failure. */
  private async transaction(statements: readonly Statement[], what: string): Promise<void> {
    const progress: Partial<FailureContext> = { day: what }
    try {
      // One round trip for the statements; COMMIT alone after them, so a failure before it is
      // surely rolled back, and one during it is told apart.
      await this.session.pipeline([{ text: 'BEGIN' }, ...statements]).catch((error: unknown) => {
        if (!(error instanceof StatementFailed)) throw error
        progress.table = error.statement.label
        throw error.failure
      })
      progress.committing = true
      await this.session.query('COMMIT')
    } catch (error) {
      const failure = storeFailure(error, this.context('write', progress))
      // A connection still up holds the failed transaction open: end it. One that is gone
      // was rolled back by the server.
      await this.session.query('ROLLBACK').catch(() => undefined)
      throw failure
    }
  }

  async close(): Promise<void> {
    await this.session.close()
  }
}

/** One table's part of a day: its day's DELETE (a table kept by day), then its INSERTs. */
function tableStatements(
  projectId: string,
  date: string | undefined,
  batch: TableBatch,
): Statement[] {
  const table = STORE_TABLES[batch.table]
  checkRows(batch, projectId, date)
  const label = batch.table
  const statements: Statement[] = []
  if (table.keptBy === 'day') {
    statements.push({ text: deleteDaySql(batch.table), values: [projectId, date], label })
  }
  const text = insertSql(batch.table)
  const columns = arrayColumns(batch.table)
  const scalars = table.keptBy === 'day' ? [projectId, date] : [projectId]
  for (let start = 0; start < batch.rows.length; start += ROWS_PER_INSERT) {
    const rows = batch.rows.slice(start, start + ROWS_PER_INSERT)
    const arrays = columns.map((column) => arrayLiteral(rows, column.name))
    statements.push({ text, values: [...scalars, ...arrays], name: `insert ${label}`, label })
  }
  return statements
}

/** Each table's key columns, in the key's order. */
const KEY_COLUMNS = new Map(
  TABLE_NAMES.map((name) => {
    const { columns, key } = STORE_TABLES[name]
    const keyColumns: StoreColumn[] = key.flatMap((column) =>
      columns.filter((candidate) => candidate.name === column),
    )
    return [name, keyColumns] as const
  }),
)

/** How a warning names the dataset a table holds. */
function datasetOf(table: TableName): string {
  const entry = Object.entries(DATASET_TABLES).find(([, name]) => name === table)
  return entry ? entry[0] : table
}

/**
 * The batch's rows whose key a btree index holds. A longer key (an 8,000-character search term)
 * would fail the transaction, and every later night with it: its row is set aside, with one
 * warning per table and day (or page of the feedback refresh), before anything is sent, and the
 * rest is stored. `where` names the batch in the warning: `of` what, the rest of what.
 */
function indexableRows(
  batch: TableBatch,
  where: { of: string; rest: 'day' | 'page' },
  warning: (message: string) => void,
): readonly StoreRow[] {
  const columns = KEY_COLUMNS.get(batch.table) ?? []
  const tooLong = batch.rows.filter((row) => keyTooLong(columns, row))
  const [first] = tooLong
  if (first === undefined) return batch.rows
  const texts = columns.filter((column) => typeof first[column.name] === 'string')
  const longest = texts.reduce((a, b) =>
    String(first[a.name]).length >= String(first[b.name]).length ? a : b,
  )
  const what =
    tooLong.length === 1
      ? 'a row whose key is longer than a Postgres index holds was'
      : `${tooLong.length} rows whose keys are longer than a Postgres index holds were`
  const key = `${longest.name} ${quoteShort(String(first[longest.name]), 40)}`
  warning(
    `${datasetOf(batch.table)} ${where.of}: ${what} set aside (${tooLong.length === 1 ? '' : 'the first: '}${key}, ${indexEntryBytes(columns, first)} bytes where a btree holds ${BTREE_MAX_ENTRY_BYTES}); the rest of the ${where.rest} is stored.`,
  )
  const aside = new Set(tooLong)
  return batch.rows.filter((row) => !aside.has(row))
}

/**
 * A row of another project, or of another day in a table kept by day, would escape the day's
 * DELETE and stay twice on a re-run: refused (the sync builds rows; this guards the promise).
 */
function checkRows(batch: TableBatch, projectId: string, date: string | undefined): void {
  const byDay = STORE_TABLES[batch.table].keptBy === 'day'
  const stray = batch.rows.find(
    (row: StoreRow) => row.project_id !== projectId || (byDay && row.date !== date),
  )
  if (stray) {
    throw new PostgresStoreError(
      'value',
      `A row of ${batch.table} handed to the store for ${date} belongs to another ${stray.project_id === projectId ? 'day' : 'project'}: a day's rows must be that day's, so nothing of ${date} was stored.`,
      { day: date },
    )
  }
}
