/**
 * The sync: every dataset asked, one whole UTC day at a time, into a store. Each dataset starts
 * at its table's cursor minus `lookback-days` (plus one: the cursor is the last day stored), or
 * at `date-from` when the store has none, and goes up to `date-to` (exclusive). Days go in
 * order, every dataset of a day before the next day, and a day is stored whole or not at all:
 * the cursors move only once it is, so a run stopped anywhere (the budget, a failure, a kill)
 * leaves the store consistent and the next run goes on where the store says.
 */
import { BudgetSpentError, type RequestBudget } from '../../shared/mintlify/budget.js'
import type { AnalyticsApi } from '../../shared/mintlify/analytics-api.js'
import type { Clock } from '../../shared/clock.js'
import { loadDataset, type DatasetName, type DatasetRows } from '../datasets/catalogue.js'
import type { Dataset } from '../datasets/dataset.js'
import { plural } from '../../shared/plural.js'
import { addDays } from './days.js'
import { fetchDay, type FetchedDay } from './fetch-day.js'
import { DATASET_TABLES, dayBatches } from './rows.js'
import type { AnalyticsStore, TableBatch } from './store.js'
import type { TableName } from './tables.js'

/** What a sync loads: the inputs, resolved. */
export interface SyncPlan {
  projectId: string
  datasets: readonly DatasetName[]
  /** The first day of a table the store holds nothing of. */
  dateFrom: string
  /** The exclusive end: never after today. */
  dateTo: string
  lookbackDays: number
  pageSize: number
  includeContact: boolean
}

export interface SyncDeps {
  api: AnalyticsApi
  budget: RequestBudget
  clock: Clock
  signal: AbortSignal
  /** Epoch ms on `clock`: the `timeout`. */
  deadline: number
  store: AnalyticsStore
  log: { info: (message: string) => void; warning: (message: string) => void }
}

/** One dataset's part of a sync. */
export interface DatasetSync {
  name: DatasetName
  table: TableName
  /** The first day this run loads of it. */
  start: string
  /** The last day the store held of it when the run started. */
  storedBefore: string | undefined
  /** The last day the store holds of it (moves as days are stored). */
  cursor: string | undefined
  /** Days stored this run, the first and the last of them. */
  days: number
  first?: string
  last?: string
  /** Rows of its table written this run (a key served twice counts once). */
  rows: number
  /** Requests of its last day: what the next day is expected to cost. */
  lastCost: number
  /** Days the API served its top rows only (feedback by page: the top 100 pages). */
  capped: string[]
}

/** Why a sync ended before `date-to`. */
export type SyncStop =
  /** The budget could not hold the next day (`lost`: it ran out during the day, not before). */
  | { kind: 'budget'; day: string; lost: boolean }
  | { kind: 'timeout'; day: string }
  | { kind: 'cancelled'; day: string }
  /** The day could not be loaded or stored; `dataset` when one dataset's part failed. */
  | { kind: 'failed'; day: string; dataset?: DatasetName; error: unknown }

export interface SyncResult {
  datasets: DatasetSync[]
  /** Rows of the datasets' tables written this run (`daily_totals` not counted). */
  rows: number
  /** Days stored this run. */
  days: number
  stop?: SyncStop
  /** Keys served twice in a day, each kept once (the first row). */
  repeated: RepeatedKey[]
}

/** A key a dataset served twice for one day: `path "/a"`, `id "fb_1"`. */
export interface RepeatedKey {
  day: string
  dataset: DatasetName
  key: string
}

/** Warnings for keys served twice, at most (the summary counts the rest). */
const REPEATED_WARNINGS = 10

function repeatedSentence({ day, dataset, key }: RepeatedKey): string {
  return `${dataset} of ${day}: the API served ${key} twice; the first row was kept.`
}

/**
 * Where a table's sync starts: `date-from` for a table the store lacks; else the day after the
 * cursor, after re-reading the last `lookback-days` stored days that are not before `date-from`.
 */
function startOf(cursor: string | undefined, plan: SyncPlan): string {
  if (cursor === undefined) return plan.dateFrom
  const next = addDays(cursor, 1)
  const lookback = addDays(next, -plan.lookbackDays)
  const reread = lookback > plan.dateFrom ? lookback : plan.dateFrom
  return reread < next ? reread : next
}

/** The datasets of a sync, each from its table's cursor. */
async function startingPoints(plan: SyncPlan, store: AnalyticsStore): Promise<DatasetSync[]> {
  const cursors = await store.cursors(plan.projectId)
  return plan.datasets.map((name) => {
    const table: TableName = DATASET_TABLES[name]
    const cursor = cursors.get(table)
    return {
      name,
      table,
      start: startOf(cursor, plan),
      storedBefore: cursor,
      cursor,
      days: 0,
      rows: 0,
      lastCost: 1,
      capped: [],
    }
  })
}

/** Why the next day is not started, or undefined when it may be. */
function stopBefore(
  day: string,
  due: readonly DatasetSync[],
  deps: SyncDeps,
): SyncStop | undefined {
  if (deps.signal.aborted) return { kind: 'cancelled', day }
  if (deps.clock.now() >= deps.deadline) return { kind: 'timeout', day }
  const expected = due.reduce((sum, dataset) => sum + dataset.lastCost, 0)
  if (deps.budget.left < expected) return { kind: 'budget', day, lost: false }
  return undefined
}

/** What one dataset's part of a day was: its requests, the rows it stores, the API's cap. */
interface DatasetDay {
  requests: number
  rows: number
  capped: boolean
}

interface LoadedDay {
  batches: TableBatch[]
  parts: Map<DatasetName, DatasetDay>
  repeated: RepeatedKey[]
}

/** Every due dataset of `day`, fetched and made the store's rows; throws what stopped it. */
async function loadDay(
  day: string,
  due: readonly DatasetSync[],
  definitions: ReadonlyMap<DatasetName, Dataset<unknown>>,
  plan: SyncPlan,
  deps: SyncDeps,
): Promise<LoadedDay> {
  const loaded: LoadedDay = { batches: [], parts: new Map(), repeated: [] }
  for (const dataset of due) {
    try {
      const definition = definitions.get(dataset.name) as Dataset<unknown>
      const served = await fetchDay(definition, day, {
        api: deps.api,
        projectId: plan.projectId,
        pageSize: plan.pageSize,
        clock: deps.clock,
        signal: deps.signal,
        warn: (message) => deps.log.warning(`${definition.title} of ${day}: ${message}`),
      })
      const { batches, repeated } = dayBatches(
        dataset.name,
        served as FetchedDay<DatasetRows[typeof dataset.name]>,
        { projectId: plan.projectId, day, includeContact: plan.includeContact },
      )
      const stored = batches.find((batch) => batch.table === dataset.table)?.rows.length ?? 0
      loaded.parts.set(dataset.name, {
        requests: served.requests,
        rows: stored,
        capped: served.capped,
      })
      loaded.batches.push(...batches)
      loaded.repeated.push(...repeated.map((key) => ({ day, dataset: dataset.name, key })))
    } catch (error) {
      throw new DayError(dataset.name, error)
    }
  }
  return loaded
}

/** A dataset's part of a day failed (its cause is the reason). */
class DayError extends Error {
  readonly dataset: DatasetName
  constructor(dataset: DatasetName, cause: unknown) {
    super(`${dataset} failed`, { cause })
    this.name = 'DayError'
    this.dataset = dataset
  }
}

/** What stopped a day that was started. */
function stopDuring(day: string, error: unknown, deps: SyncDeps): SyncStop {
  if (BudgetSpentError.isCauseOf(error)) return { kind: 'budget', day, lost: true }
  if (deps.signal.aborted) return { kind: 'cancelled', day }
  const dataset = error instanceof DayError ? error.dataset : undefined
  return { kind: 'failed', day, dataset, error: error instanceof DayError ? error.cause : error }
}

/** Notes a stored day in each dataset's tally and logs it. */
function recordDay(day: string, due: readonly DatasetSync[], loaded: LoadedDay, deps: SyncDeps) {
  const parts: string[] = []
  let rows = 0
  for (const dataset of due) {
    const part = loaded.parts.get(dataset.name) as DatasetDay
    dataset.cursor = dataset.cursor === undefined || dataset.cursor < day ? day : dataset.cursor
    dataset.days++
    dataset.first ??= day
    dataset.last = day
    dataset.rows += part.rows
    dataset.lastCost = Math.max(1, part.requests)
    if (part.capped) dataset.capped.push(day)
    rows += part.rows
    parts.push(`${dataset.name} ${plural(part.rows, 'row')} (${plural(part.requests, 'request')})`)
  }
  deps.log.info(`${day} stored: ${parts.join(', ')}`)
  return rows
}

/** Runs the sync to `date-to`, or until the budget, a failure, the timeout or a cancellation. */
export async function syncStore(plan: SyncPlan, deps: SyncDeps): Promise<SyncResult> {
  const datasets = await startingPoints(plan, deps.store)
  const result: SyncResult = { datasets, rows: 0, days: 0, repeated: [] }
  const definitions = new Map<DatasetName, Dataset<unknown>>()
  for (const { name } of datasets) {
    const options = { includeContact: plan.includeContact, compare: false }
    definitions.set(name, (await loadDataset(name, options)) as Dataset<unknown>)
  }
  const first = datasets.map((dataset) => dataset.start).sort()[0] ?? plan.dateTo
  for (let day = first; day < plan.dateTo; day = addDays(day, 1)) {
    const due = datasets.filter((dataset) => dataset.start <= day)
    if (due.length === 0) continue
    result.stop = stopBefore(day, due, deps)
    if (result.stop) break
    try {
      const loaded = await loadDay(day, due, definitions, plan, deps)
      await deps.store.writeDay(plan.projectId, day, loaded.batches)
      result.rows += recordDay(day, due, loaded, deps)
      for (const repeated of loaded.repeated) {
        if (result.repeated.push(repeated) > REPEATED_WARNINGS) continue
        deps.log.warning(repeatedSentence(repeated))
      }
      result.days++
    } catch (error) {
      result.stop = stopDuring(day, error, deps)
      break
    }
  }
  return result
}
