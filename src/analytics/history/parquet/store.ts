/**
 * The Parquet store (`store: <folder>`): one file per table, project and day, in a Hive layout
 * any tool reads as one table (docs/analytics.md):
 *
 *   <store>/<table>/project_id=<id>/date=<YYYY-MM-DD>/data.parquet
 *   <store>/sync-state.json   the stored ranges, written last
 *
 * A day is stored by writing each of its files under a hidden temporary name, then renaming
 * them all into place, then the state: a failure while writing (a full disk) leaves every file
 * as it was, and a kill at any instant leaves at most some of the day's files replaced under a
 * range that has not moved, so the next run stores the day again whole. A feedback item is one
 * row wherever its day: the files it was filed in before lose it in the same write, and a file
 * of items that would hold what it holds (the feedback refresh reading them again) is left as it
 * is. Files and folders that are not the store's are left alone. One sync at a time holds the
 * folder's lock (lock.ts), and nothing is written through a link (folder.ts). Loaded with
 * `await import()` only when a sync uses a folder.
 */
import { type Dirent, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { Clock } from '../../../shared/clock.js'
import { errorCode, errorMessage } from '../../../shared/text.js'
import { isDay } from '../days.js'
import { decodePartition, encodePartition } from './files.js'
import {
  DATA_FILE,
  keepGitignore,
  openFolder,
  refuseLinks,
  removeTemporaryFiles,
  storeFile,
  storeFolder,
  temporaryName,
  writeNewFile,
} from './folder.js'
import { lockFolder, type FolderLock } from './lock.js'
import {
  advanced,
  daysOf,
  ParquetStoreError,
  readState,
  STATE_FILE,
  stateText,
  type SyncState,
} from './state.js'
import {
  storedRangeProblem,
  type AnalyticsStore,
  type StoreRow,
  type StoredRange,
  type TableBatch,
} from '../store.js'
import { STORE_TABLES, type StoreTable, type TableName } from '../tables.js'

export { ParquetStoreError } from './state.js'

export interface ParquetStoreOptions {
  /** Absolute real path of the store's folder (the `store` input, read: location.ts). */
  folder: string
  /** Whether a missing folder is created (inside the workspace), which `log.notice` announces. */
  create: boolean
  /** The run's cancellation: a day not yet moved into place is dropped. */
  signal?: AbortSignal
  clock: Clock
  /** Epoch ms on `clock`: the run's `timeout`, which bounds the wait for the folder's lock. */
  deadline: number
  /** The run, as the lock names its holder to another sync. */
  run: string
  log: {
    info: (message: string) => void
    notice: (message: string) => void
    warning: (message: string) => void
  }
}

/** A project id as a folder name: what the API client sends in a path, without `=`. */
const SEGMENT = /^[\w.~-]{1,128}$/

/** One file a day's write puts in place (`rows` empty: the partition is removed). */
interface PartitionWrite {
  table: TableName
  folder: string
  rows: readonly StoreRow[]
}

/**
 * Opens the store in `options.folder` once its lock is this sync's; refuses a state it cannot
 * read and a link where the store keeps its own. The lock is released by `close`, or here when
 * the store cannot be opened.
 */
export async function openParquetStore(options: ParquetStoreOptions): Promise<AnalyticsStore> {
  const { log } = options
  const folder = await openFolder(options.folder, options.create, log.notice).catch(
    (error: unknown) => {
      throw openFailure(options.folder, error)
    },
  )
  const lock = await lockFolder(folder, { ...options, info: log.info, warning: log.warning }).catch(
    (error: unknown) => {
      throw openFailure(folder, error)
    },
  )
  try {
    await refuseLinks(folder)
    const state = await readState(join(folder, STATE_FILE), folder)
    await keepGitignore(folder)
    removeTemporaryFiles(folder)
    return new ParquetStore(folder, state, lock, options.signal)
  } catch (error) {
    await lock.release()
    throw openFailure(folder, error)
  }
}

/** What stopped a store from opening: our own sentence, or the system's in one naming `store`. */
function openFailure(folder: string, error: unknown): ParquetStoreError {
  if (error instanceof ParquetStoreError) return error
  return new ParquetStoreError(
    'write',
    `Input \`store\`: cannot open the store in ${folder}: ${errorMessage(error)}.`,
    error,
  )
}

function checkSegment(projectId: string): void {
  if (!SEGMENT.test(projectId) || projectId === '.' || projectId === '..') {
    throw new ParquetStoreError(
      'write',
      `The project id ${JSON.stringify(projectId.slice(0, 40))} cannot name a folder of the store.`,
    )
  }
}

function checkDate(date: unknown, what: string): string {
  if (typeof date !== 'string' || !isDay(date) || Number.isNaN(Date.parse(date))) {
    throw new ParquetStoreError('write', `${what} is not a day (YYYY-MM-DD): ${String(date)}.`)
  }
  return date
}

/** A row's key, as text: the same key is the same item. */
function keyText(key: readonly string[], row: StoreRow): string {
  return JSON.stringify(key.map((column) => row[column]))
}

/** `existing` with each row of `incoming` in place of the row of the same key, or added. */
function mergeByKey(
  key: readonly string[],
  existing: readonly StoreRow[],
  incoming: readonly StoreRow[],
): StoreRow[] {
  const merged = new Map<string, StoreRow>()
  for (const row of existing) merged.set(keyText(key, row), row)
  for (const row of incoming) merged.set(keyText(key, row), row)
  return [...merged.values()]
}

/** Whether two lists of a table's rows hold the same values in the same order. */
function sameRows(
  columns: readonly { name: string }[],
  a: readonly StoreRow[],
  b: readonly StoreRow[],
): boolean {
  return (
    a.length === b.length &&
    a.every((row, i) => columns.every(({ name }) => row[name] === b[i]?.[name]))
  )
}

/** The days a movable table's items are filed under, by key (two days after a kill mid-move). */
type ItemDays = Map<string, Set<string>>

class ParquetStore implements AnalyticsStore {
  readonly description: string
  private readonly folder: string
  private readonly signal: AbortSignal | undefined
  private readonly lock: FolderLock
  private state: SyncState
  /** First days found in the files of a store written before `first_days`, by project. */
  private readonly foundFirstDays = new Map<string, Map<TableName, string>>()
  /** Where each item of a movable table is, by `<table>/<project>`: read once, kept up to date. */
  private readonly itemDays = new Map<string, ItemDays>()

  constructor(folder: string, state: SyncState, lock: FolderLock, signal: AbortSignal | undefined) {
    this.folder = folder
    this.state = state
    this.lock = lock
    this.signal = signal
    this.description = `Parquet folder ${folder}`
  }

  private partition(table: TableName, projectId: string, date: string): string {
    return join(this.folder, table, `project_id=${projectId}`, `date=${date}`)
  }

  /** The days of `table` that have a folder, oldest first. */
  private async dayFolders(table: TableName, projectId: string): Promise<string[]> {
    const project = join(this.folder, table, `project_id=${projectId}`)
    let entries: Dirent[]
    try {
      entries = readdirSync(project, { withFileTypes: true })
    } catch {
      return []
    }
    const days: string[] = []
    for (const entry of entries) {
      const day = entry.name.slice('date='.length)
      if (entry.isDirectory() && entry.name.startsWith('date=') && isDay(day)) days.push(day)
    }
    return days.sort()
  }

  /** The days of `table` that have a file, oldest first. */
  private async fileDays(table: TableName, projectId: string): Promise<string[]> {
    const days: string[] = []
    for (const day of await this.dayFolders(table, projectId)) {
      const files = await readdir(this.partition(table, projectId, day)).catch((): string[] => [])
      if (files.includes(DATA_FILE)) days.push(day)
    }
    return days
  }

  async ranges(projectId: string, today: string): Promise<Map<TableName, StoredRange>> {
    checkSegment(projectId)
    const { last, first } = daysOf(this.state, projectId)
    const found = this.foundFirstDays.get(projectId) ?? new Map<TableName, string>()
    this.foundFirstDays.set(projectId, found)
    const ranges = new Map<TableName, StoredRange>()
    for (const [table, lastDay] of last) {
      let firstDay = first.get(table) ?? found.get(table)
      if (firstDay === undefined) {
        // A store of before `first_days`: its first file, or its cursor when it has none.
        const fileDay = (await this.fileDays(table, projectId))[0]
        firstDay = fileDay !== undefined && fileDay < lastDay ? fileDay : lastDay
        found.set(table, firstDay)
      }
      const range = { first: firstDay, last: lastDay }
      const problem = storedRangeProblem(table, range, today)
      if (problem) {
        throw new ParquetStoreError(
          'unreadable-state',
          `Input \`store\`: ${STATE_FILE} in ${this.folder} ${problem} for project ${projectId}; the store was left untouched: correct that day in the file (or remove the table's line, to load the table again from \`date-from\`).`,
        )
      }
      ranges.set(table, range)
    }
    return ranges
  }

  async writeDay(projectId: string, date: string, batches: readonly TableBatch[]): Promise<void> {
    checkSegment(projectId)
    checkDate(date, 'The day to store')
    // One batch per table: two batches of one partition would each merge into the old file.
    const byTable = new Map<TableName, StoreRow[]>()
    for (const batch of batches) {
      byTable.set(batch.table, [...(byTable.get(batch.table) ?? []), ...batch.rows])
    }
    const writes: PartitionWrite[] = []
    for (const [table, rows] of byTable) {
      writes.push(...(await this.partitionWrites(projectId, date, { table, rows })))
    }
    const advance = (state: SyncState): SyncState =>
      advanced(state, projectId, [...byTable.keys()], date, this.foundFirstDays.get(projectId))
    await this.apply(writes, `the day ${date} was not stored and its range did not move`, advance)
    for (const [table, rows] of byTable) this.filed(table, projectId, rows)
  }

  async writeItems(projectId: string, batch: TableBatch): Promise<void> {
    checkSegment(projectId)
    if (STORE_TABLES[batch.table].keptBy !== 'item') {
      throw new ParquetStoreError('write', `${batch.table} is not a table of items.`)
    }
    const writes = await this.partitionWrites(projectId, undefined, batch)
    await this.apply(writes, `those ${batch.table} rows were not stored`)
    this.filed(batch.table, projectId, batch.rows)
  }

  /**
   * Puts the writes in place: every file under a temporary name first, then the renames and
   * removals, then (`advance`) the state, read again under the lock so that every project's
   * ranges are kept, whoever wrote them. `unstored` ends the sentence of a failure.
   */
  private async apply(
    writes: readonly PartitionWrite[],
    unstored: string,
    advance?: (state: SyncState) => SyncState,
  ): Promise<void> {
    const moves = await this.writeTemporaryFiles(writes, unstored)
    // Only the lock's holder moves files in: a sync that lost it stops here.
    const lost = await this.lock.check().then(
      () => undefined,
      (error: unknown) => error,
    )
    if (this.signal?.aborted || lost !== undefined) {
      await Promise.all(moves.map(({ temporary }) => rm(temporary, { force: true })))
      this.signal?.throwIfAborted()
      throw lost
    }
    let current = join(this.folder, STATE_FILE)
    try {
      for (const { temporary, final } of moves) {
        current = final
        await storeFile(this.folder, final)
        renameSync(temporary, final)
      }
      for (const write of writes.filter((w) => w.rows.length === 0)) {
        current = join(write.folder, DATA_FILE)
        rmSync(current, { force: true })
      }
      if (!advance) return
      current = join(this.folder, STATE_FILE)
      await storeFile(this.folder, current)
      const next = advance(await readState(current, this.folder))
      const temporary = temporaryName(this.folder, STATE_FILE)
      writeNewFile(temporary, stateText(next))
      renameSync(temporary, current)
      this.state = next
    } catch (error) {
      throw this.writeFailure(current, unstored, error)
    }
  }

  /**
   * The files one batch changes: its day's partition (a table kept by `day`), or each partition
   * its items fall in, and (a movable table) each other partition that holds one of its items.
   */
  private async partitionWrites(
    projectId: string,
    date: string | undefined,
    batch: TableBatch,
  ): Promise<PartitionWrite[]> {
    const table: StoreTable = STORE_TABLES[batch.table]
    for (const row of batch.rows) {
      if (row.project_id !== projectId) {
        throw new ParquetStoreError(
          'write',
          `A row of ${batch.table} is not of project ${projectId}.`,
        )
      }
    }
    if (table.keptBy === 'day') {
      if (batch.rows.some((row) => row.date !== date) || date === undefined) {
        throw new ParquetStoreError('write', `A row of ${batch.table} is not of the day ${date}.`)
      }
      return [
        {
          table: batch.table,
          folder: this.partition(batch.table, projectId, date),
          rows: batch.rows,
        },
      ]
    }
    const byDate = new Map<string, StoreRow[]>()
    const target = new Map<string, string>()
    for (const row of batch.rows) {
      const day = checkDate(row.date, `The date of a row of ${batch.table}`)
      byDate.set(day, [...(byDate.get(day) ?? []), row])
      target.set(keyText(table.key, row), day)
    }
    if (table.movable) {
      const filed = await this.itemsFiled(batch.table, projectId)
      for (const key of target.keys()) {
        for (const day of filed.get(key) ?? []) if (!byDate.has(day)) byDate.set(day, [])
      }
    }
    const writes: PartitionWrite[] = []
    for (const [day, rows] of byDate) {
      const folder = this.partition(batch.table, projectId, day)
      const existing = await this.readPartition(batch.table, folder, { projectId, date: day })
      // An item this batch files under another day leaves this one: one row per key.
      const staying = existing.filter((row) => (target.get(keyText(table.key, row)) ?? day) === day)
      const merged = mergeByKey(table.key, staying, rows)
      // A file that would hold what it holds (items read again, unchanged) is left as it is.
      if (existing.length > 0 && sameRows(table.columns, existing, merged)) continue
      writes.push({ table: batch.table, folder, rows: merged })
    }
    return writes
  }

  /** Where a movable table's items of `projectId` are filed, read from its files once. */
  private async itemsFiled(table: TableName, projectId: string): Promise<ItemDays> {
    const known = this.itemDays.get(`${table}/${projectId}`)
    if (known) return known
    const filed: ItemDays = new Map()
    const { key } = STORE_TABLES[table]
    // A day folder without a file reads as no rows.
    for (const day of await this.dayFolders(table, projectId)) {
      const folder = this.partition(table, projectId, day)
      const partition = { projectId, date: day }
      for (const row of await this.readPartition(table, folder, partition, 'key')) {
        const text = keyText(key, row)
        filed.set(text, new Set([...(filed.get(text) ?? []), day]))
      }
    }
    this.itemDays.set(`${table}/${projectId}`, filed)
    return filed
  }

  /** After a write is in place: each item of a movable table is filed under its row's day. */
  private filed(table: TableName, projectId: string, rows: readonly StoreRow[]): void {
    const filed = this.itemDays.get(`${table}/${projectId}`)
    if (!filed) return
    const { key } = STORE_TABLES[table]
    for (const row of rows) filed.set(keyText(key, row), new Set([String(row.date)]))
  }

  /** A partition's rows (none without a file): every column, or (`only: 'key'`) the key's. */
  private async readPartition(
    table: TableName,
    folder: string,
    partition: { projectId: string; date: string },
    only?: 'key',
  ): Promise<StoreRow[]> {
    const file = join(folder, DATA_FILE)
    let bytes: Uint8Array
    try {
      if (!(await storeFile(this.folder, file))) return []
      bytes = readFileSync(file)
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return []
      throw this.writeFailure(file, `the day ${partition.date} was not stored`, error)
    }
    try {
      return await decodePartition(table, bytes, partition, only)
    } catch (error) {
      throw new ParquetStoreError(
        'write',
        `Input \`store\`: ${relative(this.folder, file)} is not a Parquet file of this store's ${table} table (${errorMessage(error)}); it was left untouched.`,
        error,
      )
    }
  }

  /** Each non-empty partition encoded to a temporary file beside its final name, or none at all. */
  private async writeTemporaryFiles(
    writes: readonly PartitionWrite[],
    unstored: string,
  ): Promise<{ temporary: string; final: string }[]> {
    const moves: { temporary: string; final: string }[] = []
    let current = ''
    try {
      for (const write of writes) {
        if (write.rows.length === 0) continue
        current = join(write.folder, DATA_FILE)
        await storeFolder(this.folder, write.folder)
        removeTemporaryFiles(write.folder)
        const temporary = temporaryName(write.folder, DATA_FILE)
        writeNewFile(temporary, encodePartition(write.table, write.rows))
        moves.push({ temporary, final: current })
      }
    } catch (error) {
      await Promise.all(moves.map(({ temporary }) => rm(temporary, { force: true })))
      throw this.writeFailure(current, unstored, error)
    }
    return moves
  }

  private writeFailure(file: string, unstored: string, error: unknown): ParquetStoreError {
    // A link refused, or the lock lost: their own sentence says what and why.
    const refused = error instanceof ParquetStoreError && error.failure !== 'write'
    if (refused) return error
    return new ParquetStoreError(
      'write',
      `Input \`store\`: writing ${relative(this.folder, file)} in ${this.folder} failed: ${errorMessage(error)}; ${unstored}.`,
      error,
    )
  }

  close(): Promise<void> {
    return this.lock.release()
  }
}
