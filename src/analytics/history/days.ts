/**
 * Whole UTC days, as a store counts them: `YYYY-MM-DD` strings, their arithmetic, and the range a
 * sync may load (docs/analytics.md, "Dates"): dates only, `date-to` exclusive and never after
 * today (today is not over), 30 days before `date-to` when `date-from` is not given; only an
 * explicit `date-from` or a `period` reaches back before what a store already holds.
 */
import { InputError } from '../../shared/inputs.js'
import { quoteShort } from '../../shared/text.js'
import {
  checkDate,
  parseDateInput,
  periodOf,
  periodRange,
  type DateRange,
  type RawDateRange,
} from '../range.js'

const DAY_MS = 86_400_000
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/
/** The days loaded when only `date-to`, or nothing, is given. */
const DEFAULT_DAYS = 30

/** Whether `text` is a `YYYY-MM-DD` day (its calendar validity is checked where it is read). */
export function isDay(text: string): boolean {
  return DAY_RE.test(text)
}

/** Whether `text` is a `YYYY-MM-DD` day of the calendar (`2026-02-30` and `2026-99-99` are not). */
export function isRealDay(text: string): boolean {
  if (!isDay(text)) return false
  const ms = Date.parse(`${text}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text
}

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** The UTC day `now` falls in. */
export function today(now: Date): string {
  return now.toISOString().slice(0, 10)
}

function checkDay(input: 'date-from' | 'date-to', value: string): string {
  if (!isDay(value) || parseDateInput(value) === undefined) {
    throw new InputError(
      input,
      `Input \`${input}\` must be a real calendar date (YYYY-MM-DD, UTC) in analytics-history mode: a store is kept by whole UTC days; got ${quoteShort(value)}.`,
    )
  }
  checkDate(input, value)
  return value
}

/** The days a sync may load, and whether it may reach back before what the store holds. */
export interface HistoryRange extends DateRange {
  /**
   * `date-from` or a `period` was given: a store is extended back to `dateFrom`. Otherwise
   * `dateFrom` (30 days before `date-to`) only starts a table the store does not hold yet.
   */
  backfill: boolean
}

/**
 * The range a store may be loaded for, `[dateFrom, dateTo)` in whole UTC days. `date-to` (or a
 * period's end) after today becomes today: the last day loaded is yesterday. Throws InputError
 * naming the input, before any request.
 */
export function resolveHistoryRange(raw: RawDateRange, now: Date): HistoryRange {
  const dateFrom = raw.dateFrom.trim()
  const dateTo = raw.dateTo.trim()
  const end = today(now)
  const clip = (day: string): string => (day > end ? end : day)
  const period = periodOf(raw)
  if (period) {
    const range = periodRange(period, now)
    const to = clip(range.dateTo)
    return { dateFrom: range.dateFrom > to ? to : range.dateFrom, dateTo: to, backfill: true }
  }
  const to = clip(dateTo === '' ? end : checkDay('date-to', dateTo))
  if (dateFrom === '') return { dateFrom: addDays(to, -DEFAULT_DAYS), dateTo: to, backfill: false }
  const from = checkDay('date-from', dateFrom)
  if (from >= to) {
    throw new InputError(
      'date-from',
      dateTo === '' || to !== dateTo
        ? `Input \`date-from\` must be before today (${end}, UTC) in analytics-history mode: today is not over, so the last day a store gets is yesterday; got ${quoteShort(dateFrom)}.`
        : `Input \`date-from\` must be before \`date-to\` (which is exclusive); got ${quoteShort(dateFrom)} and ${quoteShort(dateTo)}.`,
    )
  }
  return { dateFrom: from, dateTo: to, backfill: true }
}
