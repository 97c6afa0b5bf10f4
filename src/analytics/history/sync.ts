/**
 * The sync: every dataset asked, one whole UTC day at a time, into a store, in the plan's order
 * (plan.ts): the new days, the older days, the feedback refresh (refresh.ts), then the stored
 * days of the lookback. A day is stored whole or not at all and its tables' ranges grow only once
 * it is, so a run stopped anywhere (the budget, a failure, a kill) leaves the store consistent
 * and the next run goes on where the store says. Under `max-requests` the run stops at the first
 * piece that does not fit: it never skips ahead to cheaper work.
 */
import { BudgetSpentError, type RequestBudget } from '../../shared/mintlify/budget.js'
import type { AnalyticsApi } from '../../shared/mintlify/analytics-api.js'
import type { Clock } from '../../shared/clock.js'
import { loadDataset, type DatasetName } from '../datasets/catalogue.js'
import type { DatasetOptions } from '../datasets/dataset.js'
import { plural } from '../../shared/plural.js'
import { addDays, today } from './days.js'
import { fetchDay } from './fetch-day.js'
import { backlogDays, planDays, type DayPlan, type PlanInputs, type PlannedDay } from './plan.js'
import { refreshFeedback, type RefreshResult } from './refresh.js'
import { dayBatches } from './rows.js'
import type { AnalyticsStore, StoredRange, TableBatch } from './store.js'
import { DATASET_TABLES, type TableName } from './tables.js'

/** What a sync loads: the inputs, resolved. */
export interface SyncPlan extends PlanInputs {
  projectId: string
  /** Rows per request of `/views` and `/visitors`. */
  pageSize: number
  includeContact: boolean
  /** Feedback created in the last N days before `dateTo` is read again (0: never). */
  feedbackRefreshDays: number
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
  /** What the store held of it when the run started. */
  before: StoredRange | undefined
  /** What it holds now: grows as days are stored. */
  range: StoredRange | undefined
  /** Days stored this run (new and older ones), and stored days read again. */
  days: number
  rereads: number
  /** Rows of its table written this run (a key served twice counts once). */
  rows: number
  /** Requests of its last day: what its next day is expected to cost. */
  lastCost: number
  /** Days the API served its top rows only (feedback by page: the top 100 pages). */
  capped: string[]
}

/** The parts of a night, in the order they go. */
type Piece = 'new' | 'older' | 'refresh' | 'reread'

/** Why a sync ended before its plan was done; `day` unset in the feedback refresh. */
export type SyncStop =
  /**
   * The budget could not hold the next piece (`lost` unset) or ran out during it: `spent` of it
   * was sent, and `whole` says the piece had the whole budget (so a day costs more than it).
   */
  | { kind: 'budget'; piece: Piece; day?: string; lost?: { spent: number; whole: boolean } }
  | { kind: 'timeout'; piece: Piece; day?: string }
  | { kind: 'cancelled'; piece: Piece; day?: string }
  /** The piece could not be loaded or stored; `dataset` when one dataset's part failed. */
  | { kind: 'failed'; piece: Piece; day?: string; dataset?: DatasetName; error: unknown }

export interface SyncResult {
  datasets: DatasetSync[]
  /** The plan the run started from. */
  plan: DayPlan
  /** Rows of the datasets' tables written this run (`daily_totals` not counted). */
  rows: number
  /** Days stored this run (new and older), and stored days read again. */
  days: number
  rereads: number
  /** Requests of the last day stored this run with every dataset asked: what a day costs. */
  dayCost?: number
  /** The feedback refresh, when it started. */
  refresh?: RefreshResult
  /** The run stopped before the refresh it was to do was whole: the next run does it. */
  refreshLeft: boolean
  /** Days some dataset still lacks between `date-from` and `date-to`. */
  backlog: number
  stop?: SyncStop
  /** Keys served twice in a day, each kept once (the first row). */
  repeated: RepeatedKey[]
}

/** A key a dataset served twice for one day: `path "/a"`, `id "fb_1"`. */
interface RepeatedKey {
  day: string
  dataset: DatasetName
  key: string
}

/** Warnings for keys served twice, at most (the summary counts the rest). */
const REPEATED_WARNINGS = 10

function repeatedSentence({ day, dataset, key }: RepeatedKey): string {
  return `${dataset} of ${day}: the API served ${key} twice; the first row was kept.`
}

/** What one dataset's part of a day was: its store's batches, its requests, the API's cap. */
interface DatasetDay {
  batches: TableBatch[]
  /** Keys it served twice (each kept once). */
  repeated: string[]
  requests: number
  /** Rows of its own table. */
  rows: number
  capped: boolean
}

/** Fetches one day of a dataset and makes it the store's rows; throws what stopped it. */
type DayLoader = (day: string, deps: SyncDeps) => Promise<DatasetDay>

/** A dataset of the sync: its tally, and how a day of it is loaded. */
interface SyncedDataset {
  tally: DatasetSync
  load: DayLoader
}

/** What the days of a sync share: the plan, its datasets in the plan's order, the result. */
interface SyncRun {
  plan: SyncPlan
  deps: SyncDeps
  datasets: readonly SyncedDataset[]
  result: SyncResult
}

function datasetOptions(plan: SyncPlan): DatasetOptions {
  return { includeContact: plan.includeContact, compare: false }
}

/**
 * The loader of dataset `name`: generic in the name, so the compiler follows it to the dataset's
 * rows through the fetch and the conversion, and the sync holds loaders that are all one type.
 */
async function dayLoader<Name extends DatasetName>(name: Name, plan: SyncPlan): Promise<DayLoader> {
  const definition = await loadDataset(name, datasetOptions(plan))
  return async (day, deps) => {
    const served = await fetchDay(definition, day, {
      api: deps.api,
      projectId: plan.projectId,
      pageSize: plan.pageSize,
      clock: deps.clock,
      signal: deps.signal,
      warn: (message) => deps.log.warning(`${definition.title} of ${day}: ${message}`),
    })
    const { batches, repeated } = dayBatches(name, served, {
      projectId: plan.projectId,
      day,
      includeContact: plan.includeContact,
    })
    const table = DATASET_TABLES[name]
    const rows = batches.find((batch) => batch.table === table)?.rows.length ?? 0
    return { batches, repeated, requests: served.requests, rows, capped: served.capped }
  }
}

/** The datasets of a sync, each from its table's stored range. */
async function startingPoints(plan: SyncPlan, deps: SyncDeps): Promise<DatasetSync[]> {
  const ranges = await deps.store.ranges(plan.projectId, today(new Date(deps.clock.now())))
  return plan.datasets.map((name) => {
    const table: TableName = DATASET_TABLES[name]
    const range = ranges.get(table)
    return {
      name,
      table,
      before: range,
      range,
      days: 0,
      rereads: 0,
      rows: 0,
      lastCost: 1,
      capped: [],
    }
  })
}

/** The ranges of the datasets that have one, by dataset. */
function rangesOf(datasets: readonly DatasetSync[]): Map<DatasetName, StoredRange> {
  const ranges = new Map<DatasetName, StoredRange>()
  for (const { name, range } of datasets) if (range) ranges.set(name, range)
  return ranges
}

/** Why the next piece is not started, or undefined when it may be. */
function stopBefore(
  piece: Piece,
  day: string | undefined,
  expected: number,
  deps: SyncDeps,
): SyncStop | undefined {
  if (deps.signal.aborted) return { kind: 'cancelled', piece, day }
  if (deps.clock.now() >= deps.deadline) return { kind: 'timeout', piece, day }
  if (deps.budget.left < expected) return { kind: 'budget', piece, day }
  return undefined
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

/** What stopped a piece that was started; `sentBefore`: the budget's count when it started. */
function stopDuring(
  piece: Piece,
  day: string | undefined,
  error: unknown,
  deps: Pick<SyncDeps, 'budget' | 'signal'>,
  sentBefore: number,
): SyncStop {
  if (BudgetSpentError.isCauseOf(error)) {
    const lost = { spent: deps.budget.sent - sentBefore, whole: sentBefore === 0 }
    return { kind: 'budget', piece, day, lost }
  }
  if (deps.signal.aborted) return { kind: 'cancelled', piece, day }
  const dataset = error instanceof DayError ? error.dataset : undefined
  const cause = error instanceof DayError ? error.cause : error
  return { kind: 'failed', piece, day, dataset, error: cause }
}

/** Every due dataset's part of a day, in the plan's order. */
type LoadedDay = { dataset: SyncedDataset; part: DatasetDay }[]

/** Every due dataset of `day`, fetched and made the store's rows; throws what stopped it. */
async function loadDay(
  day: string,
  due: readonly SyncedDataset[],
  deps: SyncDeps,
): Promise<LoadedDay> {
  const loaded: LoadedDay = []
  for (const dataset of due) {
    try {
      loaded.push({ dataset, part: await dataset.load(day, deps) })
    } catch (error) {
      throw new DayError(dataset.tally.name, error)
    }
  }
  return loaded
}

/** `range` grown to hold `day`. */
function grown(range: StoredRange | undefined, day: string): StoredRange {
  if (!range) return { first: day, last: day }
  return {
    first: day < range.first ? day : range.first,
    last: day > range.last ? day : range.last,
  }
}

/** Notes a stored day in each dataset's tally and logs it; returns the rows it wrote. */
function recordDay(piece: Piece, day: string, loaded: LoadedDay, deps: SyncDeps): number {
  const parts: string[] = []
  let rows = 0
  for (const { dataset, part } of loaded) {
    const tally = dataset.tally
    tally.range = grown(tally.range, day)
    if (piece === 'reread') tally.rereads++
    else tally.days++
    tally.rows += part.rows
    tally.lastCost = Math.max(1, part.requests)
    if (part.capped && !tally.capped.includes(day)) tally.capped.push(day)
    rows += part.rows
    parts.push(`${tally.name} ${plural(part.rows, 'row')} (${plural(part.requests, 'request')})`)
  }
  deps.log.info(`${day} ${piece === 'reread' ? 'read again' : 'stored'}: ${parts.join(', ')}`)
  return rows
}

/** The days of one piece of the plan, in order, until one cannot be loaded or stored. */
async function loadDays(
  piece: Exclude<Piece, 'refresh'>,
  days: readonly PlannedDay[],
  run: SyncRun,
): Promise<SyncStop | undefined> {
  const { deps, result } = run
  for (const { day, datasets: names } of days) {
    const due = run.datasets.filter(({ tally }) => names.includes(tally.name))
    const expected = due.reduce((sum, { tally }) => sum + tally.lastCost, 0)
    const stop = stopBefore(piece, day, expected, deps)
    if (stop) return stop
    const sentBefore = deps.budget.sent
    try {
      const loaded = await loadDay(day, due, deps)
      const batches = loaded.flatMap(({ part }) => part.batches)
      await deps.store.writeDay(run.plan.projectId, day, batches)
      result.rows += recordDay(piece, day, loaded, deps)
      for (const { dataset, part } of loaded) {
        for (const key of part.repeated) {
          const repeated = { day, dataset: dataset.tally.name, key }
          if (result.repeated.push(repeated) > REPEATED_WARNINGS) continue
          deps.log.warning(repeatedSentence(repeated))
        }
      }
      if (piece === 'reread') result.rereads++
      else result.days++
      if (due.length === run.plan.datasets.length) result.dayCost = deps.budget.sent - sentBefore
    } catch (error) {
      return stopDuring(piece, day, error, deps, sentBefore)
    }
  }
  return undefined
}

/** The feedback refresh's range: the stored days of feedback created in the last N days. */
function refreshRange(run: SyncRun): { dateFrom: string; dateTo: string } | undefined {
  const feedback = run.result.datasets.find((dataset) => dataset.name === 'feedback')
  const { feedbackRefreshDays, dateTo } = run.plan
  if (!feedback?.range || feedbackRefreshDays === 0) return undefined
  const from = addDays(dateTo, -feedbackRefreshDays)
  const end = addDays(feedback.range.last, 1)
  const range = {
    dateFrom: from > feedback.range.first ? from : feedback.range.first,
    dateTo: end < dateTo ? end : dateTo,
  }
  return range.dateFrom < range.dateTo ? range : undefined
}

/** The feedback refresh, when the plan has one: pages stored as they are read. */
async function refresh(run: SyncRun): Promise<SyncStop | undefined> {
  const range = refreshRange(run)
  if (!range) return undefined
  const stop = stopBefore('refresh', undefined, 1, run.deps)
  if (stop) return stop
  const sentBefore = run.deps.budget.sent
  const { result, stopped } = await refreshFeedback(range, {
    ...run.deps,
    projectId: run.plan.projectId,
    includeContact: run.plan.includeContact,
    definition: await loadDataset('feedback', datasetOptions(run.plan)),
  })
  run.result.refresh = result
  run.result.rows += result.items
  return stopped === undefined
    ? undefined
    : stopDuring('refresh', undefined, stopped, run.deps, sentBefore)
}

/** Runs the sync to the end of its plan, or until the budget, a failure, the timeout or a cancellation. */
export async function syncStore(plan: SyncPlan, deps: SyncDeps): Promise<SyncResult> {
  const datasets = await startingPoints(plan, deps)
  const days = planDays(plan, rangesOf(datasets))
  const result: SyncResult = {
    datasets,
    plan: days,
    rows: 0,
    days: 0,
    rereads: 0,
    backlog: backlogDays(days),
    refreshLeft: false,
    repeated: [],
  }
  const synced: SyncedDataset[] = []
  for (const tally of datasets) synced.push({ tally, load: await dayLoader(tally.name, plan) })
  const run: SyncRun = { plan, deps, datasets: synced, result }
  result.stop =
    (await loadDays('new', days.newDays, run)) ??
    (await loadDays('older', days.olderDays, run)) ??
    (await refresh(run)) ??
    (await loadDays('reread', days.rereads, run))
  result.backlog = backlogDays(planDays(plan, rangesOf(datasets)))
  const refreshAsked = plan.datasets.includes('feedback') && plan.feedbackRefreshDays > 0
  // A stop in the lookback comes after the refresh: it was whole, or had no day to read.
  result.refreshLeft =
    refreshAsked &&
    result.stop !== undefined &&
    result.stop.piece !== 'reread' &&
    !result.refresh?.done
  return result
}
