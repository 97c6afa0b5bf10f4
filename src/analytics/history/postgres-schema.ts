/**
 * The store's schema and tables, created when missing and checked when present, before any
 * request is spent: a role that may not create them, or may not write them, is told which
 * privilege it lacks (and the GRANT that gives it); a table with other columns is refused.
 * Existing objects are looked up in the catalogue first, so a role without the database's
 * CREATE privilege works once an owner has created the schema.
 */
import pg from 'pg'
import { PostgresStoreError, storeName } from './postgres-errors.js'
import type { PostgresSession } from './postgres-session.js'
import {
  ADD_FIRST_DAY_SQL,
  CREATE_SYNC_STATE_SQL,
  EXISTING_COLUMNS_SQL,
  SCHEMA,
  SQL_TYPES,
  SYNC_STATE,
  createTableSql,
  quoted,
} from './postgres-sql.js'
import { STORE_TABLES, type TableName } from './tables.js'

/** Who connects to what, for the sentences. */
export interface LayoutContext {
  user: string
  database: string
  description: string
}

/** The columns each table must have, by name, with their Postgres types. */
const EXPECTED_COLUMNS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  ...(Object.keys(STORE_TABLES) as TableName[]).map(
    (name) =>
      [
        name,
        new Map(STORE_TABLES[name].columns.map((column) => [column.name, SQL_TYPES[column.type]])),
      ] as const,
  ),
  [
    SYNC_STATE,
    new Map([
      ['project_id', 'text'],
      ['table_name', 'text'],
      ['synced_through', 'date'],
      ['updated_at', 'timestamp with time zone'],
      ['first_day', 'date'],
    ]),
  ],
])

const WRITE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const

/** Creates what is missing, then checks every table's columns and the role's privileges. */
export async function ensureLayout(
  session: PostgresSession,
  context: LayoutContext,
): Promise<void> {
  const [schema] = await session.query<{ usable: boolean }>(
    "SELECT has_schema_privilege(oid, 'USAGE') AS usable FROM pg_namespace WHERE nspname = $1",
    [SCHEMA],
  )
  if (!schema) await create(session, `CREATE SCHEMA ${quoted(SCHEMA)}`, 'schema', context)
  else if (!schema.usable) throw privilegeError(context, 'usage')
  const existing = await existingColumns(session)
  for (const [table, columns] of EXPECTED_COLUMNS) {
    const found = existing.get(table)
    if (table === SYNC_STATE && found && !found.has('first_day')) {
      await addFirstDay(session, context)
      found.set('first_day', 'date')
    }
    if (found) checkColumns(table, columns, found, context)
    else {
      const sql = table === SYNC_STATE ? CREATE_SYNC_STATE_SQL : createTableSql(table as TableName)
      await create(session, sql, 'tables', context)
    }
  }
  await checkWritable(session, context)
}

async function existingColumns(
  session: PostgresSession,
): Promise<Map<string, Map<string, string>>> {
  const rows = await session.query<{
    table_name: string
    column_name: string
    column_type: string
  }>(EXISTING_COLUMNS_SQL, [SCHEMA])
  const tables = new Map<string, Map<string, string>>()
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, string>()
    columns.set(row.column_name, row.column_type)
    tables.set(row.table_name, columns)
  }
  return tables
}

/** An older store's `sync_state` gets its tables' first days, in one transaction. */
async function addFirstDay(session: PostgresSession, context: LayoutContext): Promise<void> {
  try {
    await session.query('BEGIN')
    for (const sql of ADD_FIRST_DAY_SQL) await session.query(sql)
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
function checkColumns(
  table: string,
  expected: ReadonlyMap<string, string>,
  found: ReadonlyMap<string, string>,
  context: LayoutContext,
): void {
  for (const [column, type] of expected) {
    const actual = found.get(column)
    if (actual === type) continue
    const problem =
      actual === undefined ? `has no column ${column}` : `has ${column} as ${actual}, not ${type}`
    throw new PostgresStoreError(
      'layout',
      `The table ${SCHEMA}.${table} of ${storeName(context.description)} ${problem}: it was not made by this action's store (docs/analytics.md lists its columns); rename it or use another database.`,
    )
  }
}

/** Every table must take the day's DELETE, INSERT and UPDATE, and be read for the cursors. */
async function checkWritable(session: PostgresSession, context: LayoutContext): Promise<void> {
  const checks = WRITE_PRIVILEGES.map(
    (privilege) => `has_table_privilege(c.oid, '${privilege}') AS "${privilege}"`,
  )
  const rows = await session.query<{ table_name: string } & Record<string, boolean>>(
    `SELECT c.relname AS table_name, ${checks.join(', ')} FROM pg_class c ` +
      "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') " +
      'AND c.relname = ANY($2) ORDER BY c.relname',
    [SCHEMA, [...EXPECTED_COLUMNS.keys()]],
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
