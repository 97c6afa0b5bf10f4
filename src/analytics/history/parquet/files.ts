/**
 * One partition file of the Parquet store: a table's rows of one project and one day, encoded
 * with hyparquet-writer and read back with hyparquet (to merge items by key). Hive partitioning
 * puts `project_id` and `date` in the folder names (`project_id=<id>/date=<day>/`), so the file
 * holds the other columns, as Spark, DuckDB, pandas and BigQuery expect of a Hive layout.
 *
 * Types (docs/analytics.md): counts INT64, rates DOUBLE, booleans BOOLEAN, times TIMESTAMP
 * (milliseconds, UTC), text and JSON text UTF8 strings. Loaded only by store.ts, itself loaded
 * only when a Parquet store is used.
 */
import { parquetReadObjects } from 'hyparquet'
import { parquetWriteBuffer } from 'hyparquet-writer'
import type { StoreRow, StoreValue } from '../store.js'
import { STORE_TABLES, type ColumnType, type StoreColumn, type TableName } from '../tables.js'

/** The partition columns: in the folder names, not in the files. */
const PARTITION_COLUMNS: readonly string[] = ['project_id', 'date']

type SchemaElement = NonNullable<Parameters<typeof parquetWriteBuffer>[0]['schema']>[number]
type Physical = Omit<SchemaElement, 'name' | 'repetition_type'>

const PARQUET_TYPES: Record<Exclude<ColumnType, 'date'>, Physical> = {
  text: { type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' } },
  json: { type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' } },
  bigint: { type: 'INT64' },
  double: { type: 'DOUBLE' },
  boolean: { type: 'BOOLEAN' },
  timestamp: {
    type: 'INT64',
    converted_type: 'TIMESTAMP_MILLIS',
    logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' },
  },
}

/** The columns a table's files hold, in the table's order. */
function fileColumns(table: TableName): readonly StoreColumn[] {
  return STORE_TABLES[table].columns.filter((column) => !PARTITION_COLUMNS.includes(column.name))
}

/** A value as the writer takes it for its column: counts as BigInt, times as milliseconds. */
function toParquet(column: StoreColumn, value: StoreValue | undefined): unknown {
  if (value === null || value === undefined) return null
  switch (column.type) {
    case 'bigint':
      return BigInt(value as number)
    case 'timestamp':
      return BigInt(Date.parse(value as string))
    default:
      return value
  }
}

/** A table's rows of one partition as a Parquet file (all in memory: one day of one table). */
export function encodePartition(table: TableName, rows: readonly StoreRow[]): Uint8Array {
  const columns = fileColumns(table)
  const schema: SchemaElement[] = [
    { name: 'schema', num_children: columns.length },
    ...columns.map((column) => ({
      name: column.name,
      repetition_type: column.nullable ? ('OPTIONAL' as const) : ('REQUIRED' as const),
      ...PARQUET_TYPES[column.type as Exclude<ColumnType, 'date'>],
    })),
  ]
  const buffer = parquetWriteBuffer({
    columnData: columns.map((column) => ({
      name: column.name,
      data: rows.map((row) => toParquet(column, row[column.name])),
      nullable: column.nullable,
    })),
    schema,
    createdBy: 'mintlify docs-agent-action analytics store',
  })
  return new Uint8Array(buffer)
}

/** A value hyparquet read back, as the store keeps it. */
function fromParquet(column: StoreColumn, value: unknown): StoreValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'bigint') return Number(value)
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value
  }
  throw new TypeError(`column ${column.name} holds a value of an unexpected kind`)
}

/**
 * The rows of a partition file, with `project_id` and `date` from its folder: every column, or
 * (`only: 'key'`) the key's, which is all a look for where items are filed needs.
 */
export async function decodePartition(
  table: TableName,
  file: Uint8Array,
  partition: { projectId: string; date: string },
  only?: 'key',
): Promise<StoreRow[]> {
  const key: readonly string[] = STORE_TABLES[table].key
  const columns = fileColumns(table).filter((column) => !only || key.includes(column.name))
  const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)
  const objects = await parquetReadObjects({
    file: buffer as ArrayBuffer,
    columns: columns.map((column) => column.name),
  })
  return objects.map((object) => {
    const row: Record<string, StoreValue> = {
      project_id: partition.projectId,
      date: partition.date,
    }
    for (const column of columns) row[column.name] = fromParquet(column, object[column.name])
    return row
  })
}
