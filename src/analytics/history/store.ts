/**
 * The analytics store (`store` input): a history that grows by whole UTC days, in a Parquet
 * folder (parquet/store.ts) or a Postgres database (postgres/store.ts). The sync (sync.ts) asks each dataset
 * for one day at a time and hands each day to a store through this interface; the tables and
 * their columns are fixed (tables.ts) and documented in docs/analytics.md, so any tool reads the
 * store without this action.
 */
import { EARLIEST } from '../range.js'
import { isRealDay } from './days.js'
import type { TableName } from './tables.js'

/**
 * A value as the store keeps it: `DATE` as `YYYY-MM-DD`, `TIMESTAMP` as an ISO 8601 string in
 * UTC, JSON as its text, counts and rates as numbers, `null` where the API gave none.
 */
export type StoreValue = string | number | boolean | null

/** One row, keyed by the table's snake_case column names (`project_id` and `date` included). */
export type StoreRow = Readonly<Record<string, StoreValue>>

/** One table's rows of one day, or (a table of items) of any days. */
export interface TableBatch {
  table: TableName
  rows: readonly StoreRow[]
}

/**
 * The days a table holds for a project, both included: every day between them is stored (a
 * store grows by the day after its last or the day before its first, so it has no holes).
 */
export interface StoredRange {
  first: string
  last: string
}

export interface AnalyticsStore {
  /** For log lines and the summary: the folder, or the database's host and name (no password). */
  readonly description: string
  /**
   * The range of each table `projectId` has, as the store's state says (a table it holds nothing
   * of is absent). A state that names a day that cannot be one (not a calendar day, after
   * `today`, a first day after the last) is refused, naming where it is kept.
   */
  ranges(projectId: string, today: string): Promise<Map<TableName, StoredRange>>
  /**
   * Stores one whole UTC day (`date`, `YYYY-MM-DD`) of the given tables for `projectId`, all or
   * nothing: a table whose rows are kept by day (`keptBy: 'day'`) has that day's rows replaced;
   * a table of items (`keptBy: 'item'`) has its rows upserted by key, each under its own `date`
   * and in one row whatever day it had before. Then each given table's range grows to hold
   * `date` (never shrinks). A failure leaves the store as it was before the call.
   */
  writeDay(projectId: string, date: string, batches: readonly TableBatch[]): Promise<void>
  /**
   * Upserts a table of items' rows by key, each under its own `date` and in one row whatever day
   * it had before, all or nothing; no range moves (the feedback refresh: items of stored days).
   */
  writeItems(projectId: string, batch: TableBatch): Promise<void>
  /** Ends the connection or releases the folder; safe to call twice. */
  close(): Promise<void>
}

/**
 * Why a table's stored range, as a store's state holds it, cannot be one, or undefined when it
 * can: a day that is not a calendar day (`2026-99-99`) or before 2000, a last day after `today`
 * (which would leave nothing to load until then), a first day after the last.
 */
export function storedRangeProblem(
  table: TableName,
  range: { first: string; last: string },
  today: string,
): string | undefined {
  for (const [what, day] of [
    ['first', range.first],
    ['last', range.last],
  ] as const) {
    if (!isRealDay(day)) {
      return `gives ${table} a ${what} day ${JSON.stringify(day.slice(0, 40))}, which is not a calendar day (YYYY-MM-DD)`
    }
  }
  const early = [range.first, range.last].find((day) => day < EARLIEST)
  if (early !== undefined) {
    return `gives ${table} the day ${early}, before ${EARLIEST}, the earliest day this action asks for`
  }
  if (range.last > today) {
    return `says ${table} is stored through ${range.last}, after today (${today}, UTC)`
  }
  if (range.first > range.last) {
    return `says ${table} starts on ${range.first}, after its last day ${range.last}`
  }
  return undefined
}
