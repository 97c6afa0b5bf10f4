/**
 * The Postgres store's SQL, built once from the fixed tables (tables.ts): `CREATE TABLE`s and
 * their `COMMENT`s, the day's `DELETE` and the multi-row `INSERT`s. Every identifier is quoted
 * (`date` and `timestamp` are column names), every value is a parameter, and every table,
 * function and type is named with its schema (`pg_catalog.to_char`), so nothing another role
 * creates in a schema of the session's `search_path` runs instead (the session also pins the
 * path: session.ts).
 */
import {
  STORE_TABLES,
  SYNC_STATE_TABLE,
  TABLE_NAMES,
  type CatalogueTable,
  type ColumnType,
  type StoreColumn,
  type StoreTable,
  type TableName,
} from '../tables.js'
import type { StoreRow } from '../store.js'

export const SCHEMA = 'mintlify_analytics'
export const SYNC_STATE = 'sync_state'

/**
 * The advisory lock two syncs of one database share (`pg_locks` shows it as classid 1835626100,
 * objid 1818846841): the bytes of "mintlify" as one bigint.
 */
export const ADVISORY_LOCK_KEY = '7883954069002872441'

/**
 * Each column type as Postgres names it (`format_type`, for the layout check). Times are
 * `TIMESTAMPTZ` (an instant: the API's times are UTC), JSON is `JSONB` (queried with `->` and
 * `->>`, e.g. `sources->0->>'url'`).
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

/** The same types, named with their schema, for `CREATE TABLE` and casts. */
const QUALIFIED_TYPES: Record<ColumnType, string> = {
  text: 'pg_catalog.text',
  bigint: 'pg_catalog.int8',
  double: 'pg_catalog.float8',
  boolean: 'pg_catalog.bool',
  date: 'pg_catalog.date',
  timestamp: 'pg_catalog.timestamptz',
  json: 'pg_catalog.jsonb',
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

/** Every table of the store as the catalogue describes it: the datasets' and `sync_state`. */
export const CATALOGUE: ReadonlyMap<string, CatalogueTable> = new Map<string, CatalogueTable>([
  ...Object.entries(STORE_TABLES),
  [SYNC_STATE, SYNC_STATE_TABLE],
])

export function createTableSql(name: string, table: CatalogueTable): string {
  const columns = table.columns.map(
    (column) =>
      `${quoted(column.name)} ${QUALIFIED_TYPES[column.type]}${column.nullable ? '' : ' NOT NULL'}`,
  )
  const key = table.key.map(quoted).join(', ')
  return `CREATE TABLE ${qualified(name)} (${columns.join(', ')}, PRIMARY KEY (${key}))`
}

/** `'text'`: a constant of ours as an SQL string (`COMMENT` takes no parameter). */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

/** The `COMMENT` giving a table, or one of its columns, its catalogue description. */
export function commentSql(table: string, column: StoreColumn | undefined, text: string): string {
  const target = column
    ? `COLUMN ${qualified(table)}.${quoted(column.name)}`
    : `TABLE ${qualified(table)}`
  return `COMMENT ON ${target} IS ${literal(text)}`
}

/** A day as `YYYY-MM-DD` text. */
const dayText = (expression: string): string => `pg_catalog.to_char(${expression}, 'YYYY-MM-DD')`

/** An older `sync_state` gets `first_day` (the catalogue's `sync_state` has it: a new store creates it). */
export const ADD_FIRST_DAY_SQL = `ALTER TABLE ${qualified(SYNC_STATE)} ADD COLUMN first_day pg_catalog.date`

/** Whether a row of `sync_state` lacks its first day (the column added by hand, say). */
export const FIRST_DAY_MISSING_SQL = `SELECT pg_catalog.count(*) > 0 AS missing FROM ${qualified(SYNC_STATE)} WHERE first_day IS NULL`

/**
 * Each table's first day where `sync_state` lacks it: found in its rows (its cursor when it has
 * none), one statement per table.
 */
export const FILL_FIRST_DAY_SQL = [
  ...TABLE_NAMES.map(
    (name) =>
      `UPDATE ${qualified(SYNC_STATE)} AS state SET first_day = LEAST(state.synced_through, ` +
      `(SELECT pg_catalog.min("date") FROM ${qualified(name)} AS t WHERE t.project_id = state.project_id)) ` +
      `WHERE state.table_name = ${literal(name)}::pg_catalog.text AND state.first_day IS NULL`,
  ),
  `UPDATE ${qualified(SYNC_STATE)} SET first_day = synced_through WHERE first_day IS NULL`,
]

/** `DELETE` of one project's day (parameters: project, date), for tables kept by day. */
export function deleteDaySql(name: TableName): string {
  return `DELETE FROM ${qualified(name)} WHERE project_id = $1::pg_catalog.text AND "date" = $2::pg_catalog.date`
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
 * One column of a batch's rows as the text of a Postgres array (`{"a","b\\"c",NULL}`), exactly as
 * pg writes a JS array parameter, made in one pass: pg's own writing (two regular expressions and
 * a conversion per element) was most of a Postgres night's CPU besides fetching, for a few
 * thousand rows a day of every table.
 */
export function arrayLiteral(rows: readonly StoreRow[], column: string): string {
  let text = '{'
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) text += ','
    const value = rows[i]?.[column] ?? null
    if (value === null) {
      text += 'NULL'
      continue
    }
    const element = String(value)
    text +=
      element.includes('\\') || element.includes('"')
        ? `"${element.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
        : `"${element}"`
  }
  return `${text}}`
}

/**
 * The `INSERT` of a batch: the project (and a day table's date) as scalars, every other column
 * as one array parameter, `unnest`ed into rows side by side (`ROWS FROM`, as `unnest(a, b)`
 * is written with its schema; one statement text per table, whatever the batch's size, so
 * Postgres prepares it once). Tables of items update the row a key already has.
 */
export function insertSql(name: TableName): string {
  const table: StoreTable = STORE_TABLES[name]
  const arrays = arrayColumns(name)
  const scalars =
    table.keptBy === 'day'
      ? ['$1::pg_catalog.text', '$2::pg_catalog.date']
      : ['$1::pg_catalog.text']
  const unnested = arrays.map(
    (column, i) =>
      `pg_catalog.unnest($${scalars.length + i + 1}::${QUALIFIED_TYPES[column.type]}[])`,
  )
  const columns = [...table.columns.filter((column) => !arrays.includes(column)), ...arrays]
  const insert =
    `INSERT INTO ${qualified(name)} (${columns.map((column) => quoted(column.name)).join(', ')}) ` +
    `SELECT ${scalars.join(', ')}, * FROM ROWS FROM (${unnested.join(', ')})`
  if (table.keptBy === 'day') return insert
  const updated = table.columns
    .filter((column) => !table.key.includes(column.name))
    .map((column) => `${quoted(column.name)} = EXCLUDED.${quoted(column.name)}`)
  return `${insert} ON CONFLICT (${table.key.map(quoted).join(', ')}) DO UPDATE SET ${updated.join(', ')}`
}

/**
 * Grows a table's stored range to hold the day, never shrinks it (parameters: project, table,
 * date).
 */
export const GROW_RANGE_SQL =
  `INSERT INTO ${qualified(SYNC_STATE)} AS state (project_id, table_name, synced_through, first_day, updated_at) ` +
  'VALUES ($1::pg_catalog.text, $2::pg_catalog.text, $3::pg_catalog.date, $3::pg_catalog.date, pg_catalog.now()) ' +
  'ON CONFLICT (project_id, table_name) DO UPDATE SET ' +
  'synced_through = GREATEST(state.synced_through, EXCLUDED.synced_through), ' +
  'first_day = LEAST(COALESCE(state.first_day, state.synced_through), EXCLUDED.first_day), ' +
  'updated_at = pg_catalog.now()'

/** Each table's stored range for a project, as text (a day out of range reads as it is). */
export const RANGES_SQL =
  `SELECT table_name, ${dayText('COALESCE(first_day, synced_through)')} AS first, ` +
  `${dayText('synced_through')} AS last FROM ${qualified(SYNC_STATE)} ` +
  'WHERE project_id = $1::pg_catalog.text'

/**
 * The store's tables that exist, with their columns and types (to create or check them), their
 * comments, and whether the role owns them (`COMMENT` is the owner's).
 */
export const EXISTING_COLUMNS_SQL =
  'SELECT c.relname AS table_name, a.attname AS column_name, ' +
  'pg_catalog.format_type(a.atttypid, a.atttypmod) AS column_type, ' +
  "pg_catalog.obj_description(c.oid, 'pg_class') AS table_comment, " +
  'pg_catalog.col_description(c.oid, a.attnum) AS column_comment, ' +
  "pg_catalog.pg_has_role(c.relowner, 'USAGE') AS owned FROM pg_catalog.pg_class c " +
  'JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ' +
  'LEFT JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped ' +
  "WHERE n.nspname = $1::pg_catalog.text AND c.relkind IN ('r', 'p')"

/** The primary key of each of the store's tables that exist (none: `key` is null), in order. */
export const PRIMARY_KEYS_SQL =
  'SELECT c.relname AS table_name, con.conname AS constraint_name, ' +
  'ARRAY(SELECT a.attname::pg_catalog.text FROM pg_catalog.unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord) ' +
  'JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum ORDER BY k.ord) AS key ' +
  'FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ' +
  "LEFT JOIN pg_catalog.pg_constraint con ON con.conrelid = c.oid AND con.contype = 'p' " +
  "WHERE n.nspname = $1::pg_catalog.text AND c.relkind IN ('r', 'p')"

/**
 * The most bytes one entry of a btree index holds (`BTMaxItemSize` for 8 kB pages, Postgres 12
 * and later): a row whose primary key is longer cannot be stored ("index row size exceeds btree
 * version 4 maximum 2704").
 */
export const BTREE_MAX_ENTRY_BYTES = 2_704

/** How a key column's value lies in an index entry: its alignment and, if fixed, its size. */
const INDEX_LAYOUT: Record<ColumnType, { align: number; size?: number }> = {
  text: { align: 4 },
  json: { align: 4 },
  bigint: { align: 8, size: 8 },
  double: { align: 8, size: 8 },
  timestamp: { align: 8, size: 8 },
  date: { align: 4, size: 4 },
  boolean: { align: 1, size: 1 },
}

const aligned = (offset: number, align: number): number => Math.ceil(offset / align) * align

/**
 * The bytes of the index entry `values` make (as `index_form_tuple` lays it out, uncompressed,
 * in a UTF-8 database): an 8-byte header, then each value at its alignment, a text of at most
 * 126 bytes with a 1-byte length and unaligned, a longer one with a 4-byte length; the whole
 * rounded up to 8. Postgres may compress a long text and fit it in fewer: never counted on, so
 * what is refused here is what Postgres might refuse, whatever the text.
 */
export function indexEntryBytes(columns: readonly StoreColumn[], row: StoreRow): number {
  let offset = 8
  for (const column of columns) {
    const layout = INDEX_LAYOUT[column.type]
    if (layout.size !== undefined) {
      offset = aligned(offset, layout.align) + layout.size
      continue
    }
    const bytes = Buffer.byteLength(String(row[column.name] ?? ''))
    offset = bytes <= 126 ? offset + 1 + bytes : aligned(offset, layout.align) + 4 + bytes
  }
  return aligned(offset, 8)
}

/**
 * Whether `values` make a key longer than a btree holds. Most keys are far shorter: a bound from
 * the texts' lengths (a UTF-16 unit is at most 3 bytes of UTF-8) answers without counting bytes.
 */
export function keyTooLong(columns: readonly StoreColumn[], row: StoreRow): boolean {
  let bound = 16
  for (const column of columns) {
    const value = row[column.name]
    bound += 8 + (typeof value === 'string' ? value.length * 3 : 8)
  }
  return bound > BTREE_MAX_ENTRY_BYTES && indexEntryBytes(columns, row) > BTREE_MAX_ENTRY_BYTES
}
