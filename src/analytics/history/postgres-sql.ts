/**
 * The Postgres store's SQL, built once from the fixed tables (tables.ts): `CREATE TABLE`s, the
 * day's `DELETE` and the multi-row `INSERT`s. Every identifier is quoted (`date` and
 * `timestamp` are column names), every value is a parameter.
 */
import {
  STORE_TABLES,
  type ColumnType,
  type StoreColumn,
  type StoreTable,
  type TableName,
} from './tables.js'

export const SCHEMA = 'mintlify_analytics'
export const SYNC_STATE = 'sync_state'

/**
 * The advisory lock two syncs of one database share (`pg_locks` shows it as classid 1835626100,
 * objid 1818846841): the bytes of "mintlify" as one bigint.
 */
export const ADVISORY_LOCK_KEY = '7883954069002872441'

/**
 * Each column type as Postgres stores it. Times are `TIMESTAMPTZ` (an instant: the API's times
 * are UTC), JSON is `JSONB` (queried with `->` and `->>`, e.g. `sources->0->>'link'`).
 */
export const SQL_TYPES: Record<ColumnType, string> = {
  text: 'text',
  bigint: 'bigint',
  double: 'double precision',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp with time zone',
  json: 'jsonb',
}

/** Rows per `INSERT`: each column travels as one array parameter, so statements stay small. */
export const ROWS_PER_INSERT = 5_000

/** `"name"`, as pg's escapeIdentifier writes it (without loading pg). */
export function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`
}

/** `mintlify_analytics."page_views"` */
function qualified(table: string): string {
  return `${quoted(SCHEMA)}.${quoted(table)}`
}

export function createTableSql(name: TableName): string {
  const table: StoreTable = STORE_TABLES[name]
  const columns = table.columns.map(
    (column) =>
      `${quoted(column.name)} ${SQL_TYPES[column.type]}${column.nullable ? '' : ' NOT NULL'}`,
  )
  const key = table.key.map(quoted).join(', ')
  return `CREATE TABLE ${qualified(name)} (${columns.join(', ')}, PRIMARY KEY (${key}))`
}

/**
 * `sync_state`: each table's stored range per project, `first_day` to `synced_through` (its
 * cursor). `first_day` came after the first stores: ensureLayout adds it to an older table.
 */
export const CREATE_SYNC_STATE_SQL =
  `CREATE TABLE ${qualified(SYNC_STATE)} (project_id text NOT NULL, table_name text NOT NULL, ` +
  'synced_through date NOT NULL, updated_at timestamp with time zone NOT NULL, ' +
  'first_day date, PRIMARY KEY (project_id, table_name))'

/**
 * An older `sync_state` gets `first_day`, each table's first day found in its rows (its cursor
 * when it has none), in one statement per table, run once.
 */
export const ADD_FIRST_DAY_SQL = [
  `ALTER TABLE ${qualified(SYNC_STATE)} ADD COLUMN first_day date`,
  ...(Object.keys(STORE_TABLES) as TableName[]).map(
    (name) =>
      `UPDATE ${qualified(SYNC_STATE)} AS state SET first_day = LEAST(state.synced_through, ` +
      `(SELECT min("date") FROM ${qualified(name)} AS t WHERE t.project_id = state.project_id)) ` +
      `WHERE state.table_name = '${name}' AND state.first_day IS NULL`,
  ),
  `UPDATE ${qualified(SYNC_STATE)} SET first_day = synced_through WHERE first_day IS NULL`,
]

/** `DELETE` of one project's day (parameters: project, date), for tables kept by day. */
export function deleteDaySql(name: TableName): string {
  return `DELETE FROM ${qualified(name)} WHERE project_id = $1 AND "date" = $2`
}

/**
 * The columns of a table a batch sends as arrays: all but `project_id`, which is the day's for
 * every row, and, in a table kept by day, `date`, the day itself (both travel once, as $1 and $2).
 */
export function arrayColumns(name: TableName): readonly StoreColumn[] {
  const table: StoreTable = STORE_TABLES[name]
  const scalars = table.keptBy === 'day' ? ['project_id', 'date'] : ['project_id']
  return table.columns.filter((column) => !scalars.includes(column.name))
}

/**
 * The `INSERT` of a batch: the project (and a day table's date) as scalars, every other column
 * as one array parameter, `unnest`ed into rows (one statement text per table, whatever the
 * batch's size, so Postgres prepares it once). Tables of items update the row a key already has.
 */
export function insertSql(name: TableName): string {
  const table: StoreTable = STORE_TABLES[name]
  const arrays = arrayColumns(name)
  const scalars = table.keptBy === 'day' ? ['$1::text', '$2::date'] : ['$1::text']
  const unnested = arrays.map(
    (column, i) => `$${scalars.length + i + 1}::${SQL_TYPES[column.type]}[]`,
  )
  const columns = [...table.columns.filter((column) => !arrays.includes(column)), ...arrays]
  const insert =
    `INSERT INTO ${qualified(name)} (${columns.map((column) => quoted(column.name)).join(', ')}) ` +
    `SELECT ${scalars.join(', ')}, * FROM unnest(${unnested.join(', ')})`
  if (table.keptBy === 'day') return insert
  const updated = table.columns
    .filter((column) => !table.key.includes(column.name))
    .map((column) => `${quoted(column.name)} = EXCLUDED.${quoted(column.name)}`)
  return `${insert} ON CONFLICT (${table.key.map(quoted).join(', ')}) DO UPDATE SET ${updated.join(', ')}`
}

/** Grows a table's stored range to hold the day, never shrinks it (parameters: project, table, date). */
export const GROW_RANGE_SQL =
  `INSERT INTO ${qualified(SYNC_STATE)} AS state (project_id, table_name, synced_through, first_day, updated_at) ` +
  'VALUES ($1, $2, $3, $3, now()) ON CONFLICT (project_id, table_name) DO UPDATE SET ' +
  'synced_through = GREATEST(state.synced_through, EXCLUDED.synced_through), ' +
  'first_day = LEAST(COALESCE(state.first_day, state.synced_through), EXCLUDED.first_day), ' +
  'updated_at = now()'

/** Each table's stored range for a project, as text (a day out of range reads as it is). */
export const RANGES_SQL =
  `SELECT table_name, to_char(COALESCE(first_day, synced_through), 'YYYY-MM-DD') AS first, ` +
  `to_char(synced_through, 'YYYY-MM-DD') AS last FROM ${qualified(SYNC_STATE)} WHERE project_id = $1`

/** The store's tables that exist, with their columns and types (to create or check them). */
export const EXISTING_COLUMNS_SQL =
  'SELECT c.relname AS table_name, a.attname AS column_name, ' +
  'format_type(a.atttypid, a.atttypmod) AS column_type FROM pg_class c ' +
  'JOIN pg_namespace n ON n.oid = c.relnamespace ' +
  'LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped ' +
  "WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')"
