/**
 * A dataset's day as the store's rows: each dataset's table, its rows in snake_case columns
 * with `project_id` and `date`, the site-wide totals in `daily_totals`, every value checked
 * against its column (a count that is not a whole number: the day cannot be stored), a NUL
 * character (U+0000, which no Postgres text holds) stored as U+FFFD in both stores, and a key
 * served twice in one day kept once (the first row), with a warning.
 */
import type { FeedbackRow } from '../../shared/mintlify/analytics-schemas.js'
import type { ViewTotals } from '../../shared/mintlify/schemas.js'
import type { DatasetName, DatasetRows } from '../datasets/catalogue.js'
import type { TrafficRow } from '../datasets/traffic.js'
import { isDay } from './days.js'
import type { StoreRow, StoreValue, TableBatch } from './store.js'
import { DATASET_TABLES, STORE_TABLES, type StoreColumn, type TableName } from './tables.js'

/** A value its column cannot hold: the day it came in cannot be stored. */
export class StoreValueError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StoreValueError'
  }
}

/** What one dataset served for one day, as fetch-day.ts collects it. */
export interface ServedDay<Row> {
  rows: readonly Row[]
  /** Views and visitors: the site-wide totals of the day. */
  totals?: ViewTotals
  /** What the last page held besides rows (`totalSearches`). */
  trailer: Record<string, unknown>
}

type Values = Record<string, StoreValue>

/** U+0000 as U+FFFD, the replacement character: Postgres text cannot hold a NUL. */
const withoutNul = (text: string): string =>
  text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text

/** Nested values as JSON text, each string in them without NUL (JSONB refuses `\u0000`). */
function jsonText(value: unknown): string {
  // A NUL is written `\u0000`: without one, the text is already what the replacer would give.
  const text = JSON.stringify(value)
  if (!text.includes('\\u0000')) return text
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'string' ? withoutNul(inner) : inner,
  )
}

/**
 * A time as the store writes it (ISO 8601, UTC), or undefined when a reader cannot place it:
 * each text parsed once per batch (an item's time gives its day, then is checked and written).
 */
type TimeReader = (text: string) => string | undefined

function timeReader(): TimeReader {
  const known = new Map<string, string | undefined>()
  return (text) => {
    if (known.has(text)) return known.get(text)
    const ms = Date.parse(text)
    const time = Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
    known.set(text, time)
    return time
  }
}

/** What a row is made with: its project, the day it was served for, and how times are read. */
interface Making {
  projectId: string
  day: string
  includeContact: boolean
  time: TimeReader
}

/** A served row as its table's row, every column in the table's order: `checkedRow` checks it. */
type Converter<Row> = (row: Row, making: Making) => Values

const traffic = (row: TrafficRow, { projectId, day }: Making): Values => ({
  project_id: projectId,
  date: day,
  path: row.path,
  human: row.human,
  ai: row.ai,
  total: row.total,
})

/** Items are kept under the day they happened; one with no time under the day it was served. */
const dayOfItem = (text: string | null | undefined, served: string, time: TimeReader): string =>
  (text ? time(text)?.slice(0, 10) : undefined) ?? served

const CONVERTERS: { [Name in DatasetName]: Converter<DatasetRows[Name]> } = {
  views: traffic,
  visitors: traffic,
  searches: (row, { projectId, day }) => ({
    project_id: projectId,
    date: day,
    search_query: row.searchQuery,
    hits: row.hits,
    ctr: row.ctr,
    top_clicked_page: row.topClickedPage,
    last_searched_at: row.lastSearchedAt,
  }),
  feedback: (row, { projectId, day, includeContact, time }) => ({
    project_id: projectId,
    date: dayOfItem(row.createdAt, day, time),
    id: row.id,
    path: row.path,
    created_at: row.createdAt,
    source: row.source,
    status: row.status,
    helpful: row.helpful ?? null,
    comment: row.comment,
    code: row.code ?? null,
    filename: row.filename ?? null,
    lang: row.lang ?? null,
    // Readers' email addresses: only when asked for (`include-contact`), as in the files.
    contact: includeContact ? (row.contact ?? null) : null,
  }),
  'feedback-by-page': (row, { projectId, day }) => ({
    project_id: projectId,
    date: day,
    path: row.path,
    thumbs_up: row.thumbsUp,
    thumbs_down: row.thumbsDown,
    code: row.code,
    total: row.total,
  }),
  assistant: (row, { projectId, day, time }) => ({
    project_id: projectId,
    date: dayOfItem(row.timestamp, day, time),
    id: row.id,
    timestamp: row.timestamp,
    query: row.query,
    response: row.response,
    response_type: row.responseType ?? 'answer',
    resolution_status: row.resolutionStatus,
    query_category: row.queryCategory,
    page_url: row.pageUrl,
    sources: jsonText(row.sources),
  }),
  'assistant-callers': (row, { projectId, day }) => ({
    project_id: projectId,
    date: day,
    web: row.web,
    api: row.api,
    other: row.other,
    total: row.total,
  }),
}

/** A value in a refusal: shown only then, not made for the values that fit. */
const got = (value: StoreValue): string => `got ${JSON.stringify(value).slice(0, 40)}`

/** Why `value` does not fit `column`, or undefined when it does; `time` reads a timestamp. */
function misfit(column: StoreColumn, value: StoreValue, time: TimeReader): string | undefined {
  if (value === null) return column.nullable ? undefined : 'is missing'
  switch (column.type) {
    case 'bigint':
      return Number.isSafeInteger(value) ? undefined : `takes whole numbers, ${got(value)}`
    case 'double':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : `takes numbers, ${got(value)}`
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `takes true or false, ${got(value)}`
    case 'date':
      return typeof value === 'string' && isDay(value) ? undefined : `takes a day, ${got(value)}`
    case 'timestamp':
      return typeof value === 'string' && time(value) !== undefined
        ? undefined
        : `takes a time, ${got(value)}`
    default:
      return typeof value === 'string' ? undefined : `takes text, ${got(value)}`
  }
}

/**
 * A converter's row checked against its table, times written as ISO 8601 in UTC: the row itself,
 * made for this (every row of a day passes here, so none is copied), with what changes set in it.
 */
function checkedRow(table: TableName, row: Values, time: TimeReader): StoreRow {
  for (const column of STORE_TABLES[table].columns) {
    const value = row[column.name] ?? null
    const problem = misfit(column, value, time)
    if (problem) throw new StoreValueError(`column \`${column.name}\` of ${table} ${problem}`)
    if (typeof value !== 'string') {
      // Absent (`undefined`) is stored as null.
      if (row[column.name] === undefined) row[column.name] = null
    } else if (column.type === 'timestamp') {
      row[column.name] = time(value) ?? value
    } else if (column.type === 'text' && value.includes('\u0000')) {
      row[column.name] = withoutNul(value)
    }
  }
  return row
}

/** The rows with each key once (the first served), and the keys that came twice. */
function firstOfEachKey(
  table: TableName,
  rows: readonly StoreRow[],
): { rows: StoreRow[]; repeated: string[] } {
  // Within one day's batch, project and (for a table kept by day) date are the same for all.
  const key = STORE_TABLES[table].key.filter((column) => !['project_id', 'date'].includes(column))
  // A key of one column is its value (a Set tells 1 from "1"), of more their JSON text.
  const [only] = key.length === 1 ? key : []
  const seen = new Set<StoreValue | undefined>()
  const kept: StoreRow[] = []
  const repeated: string[] = []
  for (const row of rows) {
    const id = only === undefined ? JSON.stringify(key.map((column) => row[column])) : row[only]
    if (seen.has(id)) {
      repeated.push(key.map((column) => `${column} ${JSON.stringify(row[column])}`).join(', '))
      continue
    }
    seen.add(id)
    kept.push(row)
  }
  return { rows: kept, repeated }
}

/** `daily_totals`' row of a dataset that has site-wide totals. */
function totalsRow(
  name: DatasetName,
  served: ServedDay<unknown>,
  { projectId, day }: Making,
): Values | undefined {
  const row = { project_id: projectId, date: day, dataset: name }
  if ((name === 'views' || name === 'visitors') && served.totals) {
    const { human, ai, total } = served.totals
    return { ...row, human, ai, total }
  }
  const total = served.trailer.totalSearches
  if (name === 'searches' && typeof total === 'number') {
    return { ...row, human: null, ai: null, total }
  }
  return undefined
}

/** One dataset's day as the store's batches; `repeated` shows each key served twice. */
export function dayBatches<Name extends DatasetName>(
  name: Name,
  served: ServedDay<DatasetRows[Name]>,
  context: { projectId: string; day: string; includeContact: boolean },
): { batches: TableBatch[]; repeated: string[] } {
  const table: TableName = DATASET_TABLES[name]
  const convert = CONVERTERS[name]
  const making: Making = { ...context, time: timeReader() }
  const rows = served.rows.map((row) => checkedRow(table, convert(row, making), making.time))
  const unique = firstOfEachKey(table, rows)
  const batches: TableBatch[] = [{ table, rows: unique.rows }]
  const totals = totalsRow(name, served, making)
  if (totals) {
    batches.push({ table: 'daily_totals', rows: [checkedRow('daily_totals', totals, making.time)] })
  }
  return { batches, repeated: unique.repeated }
}

/**
 * Feedback items the refresh read, over any days, as `feedback` rows: each under the day of its
 * `created_at`. An item without a time a reader can place keeps the day it was stored under (the
 * day it was served for, which a range does not say): `skipped` counts them.
 */
export function refreshedFeedback(
  served: readonly FeedbackRow[],
  context: { projectId: string; includeContact: boolean },
): { batch: TableBatch; skipped: number } {
  const making: Making = { ...context, day: '', time: timeReader() }
  const placed = served.filter((row) => row.createdAt && making.time(row.createdAt) !== undefined)
  const rows = placed.map((row) =>
    checkedRow('feedback', CONVERTERS.feedback(row, making), making.time),
  )
  return {
    batch: { table: 'feedback', rows: firstOfEachKey('feedback', rows).rows },
    skipped: served.length - placed.length,
  }
}
