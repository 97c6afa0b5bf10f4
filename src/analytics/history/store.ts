/**
 * The analytics store (`store` input): a history that grows by whole UTC days, in a Parquet
 * folder (parquet.ts) or a Postgres database (postgres.ts). The sync (sync.ts) asks each dataset
 * for one day at a time and hands each day to a store through this interface; the tables and
 * their columns are fixed (tables.ts) and documented in docs/analytics.md, so any tool reads the
 * store without this action.
 */
import type { TableName } from './tables.js'

/**
 * A value as the store keeps it: `DATE` as `YYYY-MM-DD`, `TIMESTAMP` as an ISO 8601 string in
 * UTC, JSON as its text, counts and rates as numbers, `null` where the API gave none.
 */
export type StoreValue = string | number | boolean | null

/** One row, keyed by the table's snake_case column names (`project_id` and `date` included). */
export type StoreRow = Readonly<Record<string, StoreValue>>

/** One table's rows of one day. */
export interface TableBatch {
  table: TableName
  rows: readonly StoreRow[]
}

/** The first and last day a table holds for a project. */
export interface StoredRange {
  from: string
  to: string
}

export interface AnalyticsStore {
  /** For log lines and the summary: the folder, or the database's host and name (no password). */
  readonly description: string
  /** The last day stored (the cursor) of each table that has one, for `projectId`. */
  cursors(projectId: string): Promise<Map<TableName, string>>
  /**
   * Stores one whole UTC day (`date`, `YYYY-MM-DD`) of the given tables for `projectId`, all or
   * nothing: a table whose rows are kept by day (`keptBy: 'day'`) has that day's rows replaced;
   * a table of items (`keptBy: 'item'`) has its rows upserted by key, each under its own `date`.
   * Then each given table's cursor becomes `date` (never earlier than it was). A failure leaves
   * the store as it was before the call.
   */
  writeDay(projectId: string, date: string, batches: readonly TableBatch[]): Promise<void>
  /** The days each table holds for `projectId`, for the summary. */
  ranges(projectId: string): Promise<Map<TableName, StoredRange>>
  /** Ends the connection or releases the folder; safe to call twice. */
  close(): Promise<void>
}
