/**
 * A Parquet store read the way another tool reads it: every `data.parquet` under
 * `<table>/project_id=<id>/date=<day>/` decoded with hyparquet (not the action's own code),
 * `project_id` and `date` taken from the folder names as a Hive reader does, each table's rows
 * sorted by its key so two stores compare row for row.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parquetMetadata, parquetRead, parquetReadObjects } from 'hyparquet'
import type { ParquetStoreOptions } from '../../src/analytics/history/parquet/store.ts'
import { STORE_TABLES, type TableName } from '../../src/analytics/history/tables.ts'
import { FakeClock } from './fake-clock.ts'
import { recordingLog, type RecordingLog } from './recording-log.ts'

export type ReadRow = Record<string, string | number | boolean | null>

/**
 * A new folder for a store, in memory where the machine has a tmpfs at /dev/shm (Linux): a
 * Parquet store syncs each file it writes to disk, and what a disk makes of that (most of a
 * test's time in `fsync`, and the kernel's) is not what a test of the store looks at (a SIGKILL
 * loses no written byte on any file system; a file size limit holds on every one).
 */
export function memoryFolder(prefix: string): Promise<string> {
  return mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), prefix))
}

/** A value as JSON would show it: INT64 as a number, TIMESTAMP as ISO 8601. */
function plain(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'bigint') return Number(value)
  if (value instanceof Date) return value.toISOString()
  return value as string | number | boolean
}

/** A file's rows: every column, or only `columns`. */
export async function readParquetFile(
  file: string,
  columns?: readonly string[],
): Promise<Record<string, unknown>[]> {
  const bytes = await readFile(file)
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  return parquetReadObjects({ file: buffer as ArrayBuffer, columns: columns && [...columns] })
}

/** The physical and logical type of each column of a file, e.g. `INT64 TIMESTAMP_MILLIS`. */
export async function columnTypes(file: string): Promise<Record<string, string>> {
  const bytes = await readFile(file)
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  const { schema } = parquetMetadata(buffer as ArrayBuffer)
  return Object.fromEntries(
    schema
      .slice(1)
      .map((element) => [
        element.name,
        [element.type, element.converted_type, element.repetition_type].filter(Boolean).join(' '),
      ]),
  )
}

/** The folders under `dir` named `<prefix>...`, by name: what follows the prefix. */
async function folders(dir: string, prefix: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
    .map((entry) => entry.name.slice(prefix.length))
    .sort()
}

function keyOf(table: TableName, row: ReadRow): string {
  return JSON.stringify(STORE_TABLES[table].key.map((column) => row[column]))
}

/** `rows` sorted by `table`'s key, as `readTable` returns them (each key made once). */
export function sortedByKey(table: TableName, rows: readonly ReadRow[]): ReadRow[] {
  return rows
    .map((row) => ({ row, key: keyOf(table, row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => row)
}

/**
 * A file's columns (every one, or only `columns`), in the file's order, each as one array of
 * its values: read column by column, as a reader of a store of months would, not row by row.
 */
async function readFileColumns(
  file: string,
  columns?: readonly string[],
): Promise<{ names: string[]; values: unknown[][]; rows: number }> {
  const bytes = readFileSync(file)
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  const metadata = parquetMetadata(buffer as ArrayBuffer)
  const inFile = metadata.schema.slice(1).map((element) => element.name)
  const names = columns ? inFile.filter((name) => columns.includes(name)) : inFile
  const rows = Number(metadata.num_rows)
  const values = names.map(() => new Array<unknown>(rows))
  await parquetRead({
    file: buffer as ArrayBuffer,
    metadata,
    columns: names,
    onChunk: ({ columnName, columnData, rowStart }) => {
      const column = values[names.indexOf(columnName)]
      for (let i = 0; i < columnData.length; i++) column![rowStart + i] = columnData[i]
    },
  })
  return { names, values, rows }
}

/**
 * Every row of `table`, project by project and day by day, each file's in its order, with
 * `project_id` and `date` and every column of the files, or only `columns` of them (what a
 * check looks at, in a store of months).
 */
async function readRows(
  store: string,
  table: TableName,
  columns?: readonly string[],
): Promise<ReadRow[]> {
  const rows: ReadRow[] = []
  for (const project of await folders(join(store, table), 'project_id=')) {
    const projectDir = join(store, table, `project_id=${project}`)
    for (const date of await folders(projectDir, 'date=')) {
      const file = join(projectDir, `date=${date}`, 'data.parquet')
      const read = await readFileColumns(file, columns).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined
        throw error
      })
      if (!read) continue
      for (let i = 0; i < read.rows; i++) {
        const row: ReadRow = { project_id: project, date }
        read.names.forEach((name, column) => (row[name] = plain(read.values[column]![i])))
        rows.push(row)
      }
    }
  }
  return rows
}

/** Every row of `table`, sorted by its key. */
export async function readTable(store: string, table: TableName): Promise<ReadRow[]> {
  return sortedByKey(table, await readRows(store, table))
}

/** Every table of the store (`columns`: only those of each table, its rows unsorted). */
export async function readStore(
  store: string,
  columns?: Readonly<Record<TableName, readonly string[]>>,
): Promise<Record<TableName, ReadRow[]>> {
  const tables = Object.keys(STORE_TABLES) as TableName[]
  const read = await Promise.all(
    tables.map((table) =>
      columns ? readRows(store, table, columns[table]) : readTable(store, table),
    ),
  )
  return Object.fromEntries(tables.map((table, i) => [table, read[i]])) as Record<
    TableName,
    ReadRow[]
  >
}

/** `sync-state.json`, parsed: the last day of each table by project, and its first day. */
export interface SyncStateFile {
  format: number
  projects: Record<string, Record<string, string>>
  first_days?: Record<string, Record<string, string>>
}

export async function readSyncState(store: string): Promise<SyncStateFile> {
  return JSON.parse(await readFile(join(store, 'sync-state.json'), 'utf8')) as SyncStateFile
}

/** Every file under the store, relative, sorted: to show what a run left. */
export async function filesUnder(store: string): Promise<string[]> {
  const entries = await readdir(store, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(store.length + 1))
    .sort()
}

/**
 * What `openParquetStore` is given in a unit test: the folder (created when missing), a
 * FakeClock with 30 minutes before the deadline, a recording log (`options.log`).
 */
export function parquetOptions(
  folder: string,
  extra: Partial<ParquetStoreOptions> = {},
): ParquetStoreOptions & { log: RecordingLog } {
  const clock = new FakeClock()
  return {
    folder,
    create: true,
    clock,
    deadline: clock.now() + 30 * 60_000,
    run: 'https://github.com/octo/docs/actions/runs/1',
    ...extra,
    log: recordingLog(),
  }
}
