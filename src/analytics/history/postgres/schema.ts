/**
 * The store's schema and tables, created when missing and checked when present, before any
 * request is spent: a role that may not create them, or may not write them, is told which
 * privilege it lacks (and the GRANT that gives it); a table with other columns, or without the
 * store's primary key, is refused. Existing objects are looked up in the catalogue first, so a
 * role without the database's CREATE privilege works once an owner has created the schema. An
 * older `sync_state` gets `first_day`, filled once. Then every table and column gets its
 * description from the catalogue of tables (`COMMENT ON`), where it differs and the role owns
 * the table.
 */
import pg from 'pg'
import { oneLine } from '../../../shared/text.js'
import { PostgresStoreError, storeName } from './errors.js'
import { StatementFailed, type PostgresSession } from './session.js'
import {
  ADD_FIRST_DAY_SQL,
  FILL_FIRST_DAY_SQL,
  FIRST_DAY_MISSING_SQL,
  CATALOGUE,
  EXISTING_COLUMNS_SQL,
  PRIMARY_KEYS_SQL,
  SCHEMA,
  SQL_TYPES,
  SYNC_STATE,
  commentSql,
  createTableSql,
  quoted,
} from './sql.js'

/** Who connects to what, for the sentences. */
export interface LayoutContext {
  user: string
  database: string
  description: string
  warning: (message: string) => void
}

/** A table of the store as it exists: its columns' types and comments, its own, and its owner. */
interface ExistingTable {
  columns: Map<string, { type: string; comment: string | null }>
  comment: string | null
  owned: boolean
}

const WRITE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const

/** Creates what is missing, checks every table's columns, key and the role's privileges. */
export async function ensureLayout(
  session: PostgresSession,
  context: LayoutContext,
): Promise<void> {
  const [schema] = await session.query<{ usable: boolean }>(
    "SELECT pg_catalog.has_schema_privilege(oid, 'USAGE') AS usable FROM pg_catalog.pg_namespace WHERE nspname = $1::pg_catalog.text",
    [SCHEMA],
  )
  if (!schema) await create(session, `CREATE SCHEMA ${quoted(SCHEMA)}`, 'schema', context)
  else if (!schema.usable) throw privilegeError(context, 'usage')
  let existing = await existingTables(session)
  const keys = await primaryKeys(session)
  let created = false
  for (const [name, table] of CATALOGUE) {
    const found = existing.get(name)
    if (name === SYNC_STATE && found) {
      await fillFirstDay(session, context, !found.columns.has('first_day'))
      found.columns.set(
        'first_day',
        found.columns.get('first_day') ?? { type: 'date', comment: null },
      )
    }
    if (found) {
      checkColumns(name, found, context)
      checkKey(name, keys.get(name), context)
    } else {
      await create(session, createTableSql(name, table), 'tables', context)
      created = true
    }
  }
  await checkWritable(session, context)
  if (created) existing = await existingTables(session)
  await describeTables(session, existing, context)
}

async function existingTables(session: PostgresSession): Promise<Map<string, ExistingTable>> {
  const rows = await session.query<{
    table_name: string
    column_name: string | null
    column_type: string | null
    table_comment: string | null
    column_comment: string | null
    owned: boolean
  }>(EXISTING_COLUMNS_SQL, [SCHEMA])
  const tables = new Map<string, ExistingTable>()
  for (const row of rows) {
    const table = tables.get(row.table_name) ?? {
      columns: new Map(),
      comment: row.table_comment,
      owned: row.owned,
    }
    if (row.column_name !== null && row.column_type !== null) {
      table.columns.set(row.column_name, { type: row.column_type, comment: row.column_comment })
    }
    tables.set(row.table_name, table)
  }
  return tables
}

/** Each existing table's primary key, as its columns in order, or undefined when it has none. */
async function primaryKeys(
  session: PostgresSession,
): Promise<Map<string, { name: string; columns: string[] } | undefined>> {
  const rows = await session.query<{
    table_name: string
    constraint_name: string | null
    key: string[]
  }>(PRIMARY_KEYS_SQL, [SCHEMA])
  return new Map(
    rows.map((row) => [
      row.table_name,
      row.constraint_name === null ? undefined : { name: row.constraint_name, columns: row.key },
    ]),
  )
}

/** An older store's `sync_state` gets its tables' first days, in one transaction. */
/**
 * `first_day` of an older `sync_state`: the column added when it lacks one, and each table's
 * first day filled where it is missing (also when an owner added the column by hand), in one
 * transaction.
 */
async function fillFirstDay(
  session: PostgresSession,
  context: LayoutContext,
  addColumn: boolean,
): Promise<void> {
  if (!addColumn) {
    const [row] = await session.query<{ missing: boolean }>(FIRST_DAY_MISSING_SQL)
    if (!row?.missing) return
  }
  try {
    await session.query('BEGIN')
    if (addColumn) await session.query(ADD_FIRST_DAY_SQL)
    for (const sql of FILL_FIRST_DAY_SQL) await session.query(sql)
    await session.query('COMMIT')
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined)
    if (error instanceof pg.DatabaseError && error.code === '42501') {
      throw privilegeError(context, 'alter')
    }
    throw error
  }
}

async function create(
  session: PostgresSession,
  sql: string,
  what: 'schema' | 'tables',
  context: LayoutContext,
): Promise<void> {
  try {
    await session.query(sql)
  } catch (error) {
    if (error instanceof pg.DatabaseError && error.code === '42501') {
      throw privilegeError(context, what)
    }
    throw error
  }
}

/** A table of the store is used as it is only when it has every column, of the same type. */
function checkColumns(table: string, found: ExistingTable, context: LayoutContext): void {
  for (const column of CATALOGUE.get(table)?.columns ?? []) {
    const type = SQL_TYPES[column.type]
    const actual = found.columns.get(column.name)?.type
    if (actual === type) continue
    const problem =
      actual === undefined
        ? `has no column ${column.name}`
        : `has ${column.name} as ${actual}, not ${type}`
    throw new PostgresStoreError(
      'layout',
      `The table ${SCHEMA}.${table} of ${storeName(context.description)} ${problem}: it was not made by this action's store (docs/analytics.md lists its columns); rename it or use another database.`,
    )
  }
}

/**
 * A table of the store must have the store's primary key: the day's upserts name it (`ON
 * CONFLICT`), and it is what keeps a row once. Without it every day would fail, after the
 * requests were spent.
 */
function checkKey(
  table: string,
  found: { name: string; columns: string[] } | undefined,
  context: LayoutContext,
): void {
  const key = CATALOGUE.get(table)?.key ?? []
  if (found && found.columns.join() === key.join()) return
  const qualified = `${SCHEMA}.${table}`
  const wanted = `PRIMARY KEY (${key.join(', ')})`
  const problem = found
    ? `has the primary key (${found.columns.join(', ')}) where the store's is (${key.join(', ')})`
    : `has no primary key, where the store's is (${key.join(', ')})`
  const fix = found
    ? `ALTER TABLE ${qualified} DROP CONSTRAINT ${quoted(found.name)}, ADD ${wanted}`
    : `ALTER TABLE ${qualified} ADD ${wanted}`
  throw new PostgresStoreError(
    'layout',
    `The table ${qualified} of ${storeName(context.description)} ${problem}: give it the store's key (${fix}) or rename the table so the next run creates it; nothing was requested or stored.`,
  )
}

/**
 * Every table and column gets its catalogue description as its comment (what BI tools show),
 * where it differs. `COMMENT` is the owner's: a table the role does not own keeps its comments,
 * with one warning naming the tables.
 */
async function describeTables(
  session: PostgresSession,
  existing: ReadonlyMap<string, ExistingTable>,
  context: LayoutContext,
): Promise<void> {
  const statements: string[] = []
  const notOwned: string[] = []
  for (const [name, table] of CATALOGUE) {
    const found = existing.get(name)
    if (!found) continue
    const changes: string[] = []
    if (found.comment !== table.description) {
      changes.push(commentSql(name, undefined, table.description))
    }
    for (const column of table.columns) {
      if (found.columns.get(column.name)?.comment !== column.description) {
        changes.push(commentSql(name, column, column.description))
      }
    }
    if (changes.length === 0) continue
    if (found.owned) statements.push(...changes)
    else notOwned.push(`${SCHEMA}.${name}`)
  }
  if (notOwned.length > 0) {
    context.warning(
      `The descriptions of the store's tables (COMMENT ON) were not written on ${notOwned.join(', ')} of ${storeName(context.description)}: only a table's owner may, and the role ${quoted(context.user)} does not own them; a sync as their owner writes them (docs/analytics.md lists them).`,
    )
  }
  if (statements.length === 0) return
  try {
    await session.pipeline([
      { text: 'BEGIN' },
      ...statements.map((text) => ({ text })),
      { text: 'COMMIT' },
    ])
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined)
    const cause = error instanceof StatementFailed ? error.failure : error
    // The server refusing a comment does not stop the history; anything else (the connection
    // gone, the deadline) does.
    if (!(cause instanceof pg.DatabaseError)) throw cause
    context.warning(
      `The descriptions of the store's tables (COMMENT ON) could not be written in ${storeName(context.description)}: ${oneLine(cause.message, 200)}; the sync goes on without them.`,
    )
  }
}

/** Every table must take the day's DELETE, INSERT and UPDATE, and be read for the cursors. */
async function checkWritable(session: PostgresSession, context: LayoutContext): Promise<void> {
  const checks = WRITE_PRIVILEGES.map(
    (privilege) => `pg_catalog.has_table_privilege(c.oid, '${privilege}') AS "${privilege}"`,
  )
  const rows = await session.query<{ table_name: string } & Record<string, boolean>>(
    `SELECT c.relname AS table_name, ${checks.join(', ')} FROM pg_catalog.pg_class c ` +
      'JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ' +
      "WHERE n.nspname = $1::pg_catalog.text AND c.relkind IN ('r', 'p') " +
      'AND c.relname = ANY($2::pg_catalog.name[]) ORDER BY c.relname',
    [SCHEMA, [...CATALOGUE.keys()]],
  )
  for (const row of rows) {
    const missing = WRITE_PRIVILEGES.filter((privilege) => !row[privilege])
    if (missing.length > 0) throw privilegeError(context, 'write', row.table_name, missing)
  }
}

/** The sentence for a privilege the role lacks, with the GRANT that gives it. */
function privilegeError(
  context: LayoutContext,
  what: 'schema' | 'tables' | 'usage' | 'write' | 'alter',
  table?: string,
  missing: readonly string[] = [],
): PostgresStoreError {
  const role = `The role ${quoted(context.user)}`
  const store = storeName(context.description)
  const grantee = quoted(context.user)
  const schema = quoted(SCHEMA)
  const sentences = {
    schema: `${role} may not create the schema ${SCHEMA} in ${store}: it lacks the CREATE privilege on the database ${quoted(context.database)} (GRANT CREATE ON DATABASE ${quoted(context.database)} TO ${grantee}), or an owner can create the schema once (CREATE SCHEMA ${schema}; GRANT USAGE, CREATE ON SCHEMA ${schema} TO ${grantee}).`,
    tables: `${role} may not create the store's tables in the schema ${SCHEMA} of ${store}: it lacks the CREATE privilege on the schema (GRANT CREATE ON SCHEMA ${schema} TO ${grantee}).`,
    usage: `${role} may not use the schema ${SCHEMA} of ${store}: it lacks the USAGE privilege on the schema (GRANT USAGE ON SCHEMA ${schema} TO ${grantee}).`,
    alter: `${role} may not add the column first_day to ${SCHEMA}.${SYNC_STATE} of ${store}, which this version keeps each table's first stored day in: only the table's owner may (ALTER TABLE ${schema}.${quoted(SYNC_STATE)} ADD COLUMN first_day date, run once by the owner, or ALTER TABLE ... OWNER TO ${grantee}).`,
    write: `${role} may not write the table ${SCHEMA}.${table ?? ''} of ${store}: it lacks ${missing.join(', ')} (GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${grantee}).`,
  }
  return new PostgresStoreError('privilege', sentences[what], { sqlState: '42501' })
}
