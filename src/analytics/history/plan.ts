/**
 * Which days a sync loads, in which order (docs/analytics.md, "How a night goes"), from each
 * dataset's stored range: first the days after its last day up to `date-to`, oldest first (a
 * table the store lacks starts at `date-from`); then, when `date-from` or a `period` was given,
 * the days before its first day back to `date-from`, newest first; then (after the feedback
 * refresh, sync.ts) the stored days of the lookback, `[date-to - lookback-days, date-to)`,
 * newest first. A range only ever grows by the day next to it, so a store has no holes. Pure.
 */
import type { DatasetName } from '../datasets/catalogue.js'
import { addDays } from './days.js'
import type { StoredRange } from './store.js'

/** What a plan is made from: the inputs, resolved. */
export interface PlanInputs {
  datasets: readonly DatasetName[]
  /** Where a table the store lacks starts, and (`backfill`) where every table reaches back to. */
  dateFrom: string
  /** The exclusive end: never after today. */
  dateTo: string
  /** `date-from` or a `period` was given: stored tables are extended back to `dateFrom`. */
  backfill: boolean
  lookbackDays: number
}

/** One day to load, with the datasets due on it (in the catalogue's order). */
export interface PlannedDay {
  day: string
  datasets: DatasetName[]
}

export interface DayPlan {
  /** The days after each dataset's last stored day (or from `date-from`), oldest first. */
  newDays: PlannedDay[]
  /** The days before each dataset's first stored day back to `date-from`, newest first. */
  olderDays: PlannedDay[]
  /** The stored days of the lookback, newest first: read again for late data. */
  rereads: PlannedDay[]
}

/** `[from, to)` as days, oldest first. */
function span(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The days of each dataset merged into days with their datasets, in `order`. */
function byDay(
  perDataset: ReadonlyMap<DatasetName, readonly string[]>,
  order: 'oldest-first' | 'newest-first',
): PlannedDay[] {
  const days = new Map<string, DatasetName[]>()
  for (const [name, list] of perDataset) {
    for (const day of list) days.set(day, [...(days.get(day) ?? []), name])
  }
  const sorted = [...days.keys()].sort()
  if (order === 'newest-first') sorted.reverse()
  return sorted.map((day) => ({ day, datasets: days.get(day) ?? [] }))
}

/** The plan for datasets whose tables hold `ranges` (absent: nothing stored yet). */
export function planDays(
  inputs: PlanInputs,
  ranges: ReadonlyMap<DatasetName, StoredRange>,
): DayPlan {
  const { dateFrom, dateTo, lookbackDays } = inputs
  const lookbackFrom = addDays(dateTo, -lookbackDays)
  const newer = new Map<DatasetName, string[]>()
  const older = new Map<DatasetName, string[]>()
  const again = new Map<DatasetName, string[]>()
  for (const name of inputs.datasets) {
    const range = ranges.get(name)
    if (!range) {
      newer.set(name, span(dateFrom, dateTo))
      continue
    }
    newer.set(name, span(addDays(range.last, 1), dateTo))
    if (inputs.backfill) older.set(name, span(dateFrom, range.first))
    const from = lookbackFrom > range.first ? lookbackFrom : range.first
    const next = addDays(range.last, 1)
    again.set(name, span(from, next < dateTo ? next : dateTo))
  }
  return {
    newDays: byDay(newer, 'oldest-first'),
    olderDays: byDay(older, 'newest-first'),
    rereads: byDay(again, 'newest-first'),
  }
}

/**
 * The days some dataset still lacks between `date-from` and `date-to`, after its range or before
 * it (a day one dataset lacks at the end and another at the start counts once).
 */
export function backlogDays(plan: DayPlan): number {
  return new Set([...plan.newDays, ...plan.olderDays].map(({ day }) => day)).size
}
