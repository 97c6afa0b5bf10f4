/**
 * The analytics date range: `date-from` / `date-to` / `period` resolved against the run's clock,
 * always as a half-open UTC range `[from, to)` (docs/design.md, "Date ranges").
 */
import { InputError } from '../shared/inputs.js'
import { quoteShort } from '../shared/text.js'

export const PERIODS = [
  'yesterday',
  'last-7-days',
  'last-30-days',
  'previous-week',
  'previous-month',
  'month-to-date',
] as const

export type Period = (typeof PERIODS)[number]

/** Used when neither dates nor a period are given. */
const DEFAULT_PERIOD: Period = 'last-30-days'

export interface RawDateRange {
  dateFrom: string
  dateTo: string
  period: string
}

export interface DateRange {
  /** Inclusive start, as sent to the API: `YYYY-MM-DD` or the ISO date-time as given. */
  dateFrom: string
  /** Exclusive end, same formats. */
  dateTo: string
}

const DAY_MS = 86_400_000

/**
 * Every date sent to the API lies in these years, inputs and derived ranges alike: a year
 * outside them is a typo, and a year before 1 or after 9999 has no ISO form the API could read
 * (`compare: previous` on year 1 once sent `-009998-01-01`).
 */
export const EARLIEST = '2000-01-01'
const LATEST = '2100-01-01'
const EARLIEST_MS = Date.UTC(2000, 0, 1)
const LATEST_MS = Date.UTC(2100, 0, 1)

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
// A date-time: date, 'T', hh:mm[:ss[.fraction]], optional offset (Z, ±hh:mm or ±hhmm).
const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i

/** True for a Gregorian leap year. */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function validCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/**
 * Milliseconds since the epoch of a `YYYY-MM-DD` (UTC midnight) or ISO date-time (without an
 * offset: read as UTC, the zone every range here is in); undefined when it is not a real moment.
 */
export function parseDateInput(value: string): number | undefined {
  const date = DATE_RE.exec(value)
  if (date) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])]
    if (!validCalendarDate(year, month, day)) return undefined
    return utcMs(year, month, day, 0, 0, 0, 0)
  }
  const dt = DATE_TIME_RE.exec(value)
  if (!dt) return undefined
  const [year, month, day] = [Number(dt[1]), Number(dt[2]), Number(dt[3])]
  const [hour, minute, second] = [Number(dt[4]), Number(dt[5]), Number(dt[6] ?? '0')]
  if (!validCalendarDate(year, month, day)) return undefined
  if (hour > 23 || minute > 59 || second > 59) return undefined
  const millis = Number((dt[7] ?? '').padEnd(3, '0').slice(0, 3))
  let offsetMinutes = 0
  const zone = dt[8]
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '')
    const [oh, om] = [Number(digits.slice(0, 2)), Number(digits.slice(2))]
    if (oh > 23 || om > 59) return undefined
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om)
  }
  return utcMs(year, month, day, hour, minute, second, millis) - offsetMinutes * 60_000
}

/** Date.UTC with a 1-based month, also for years 0..99 (which Date.UTC maps to 19xx). */
function utcMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millis: number,
): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis))
  date.setUTCFullYear(year, month - 1, day)
  return date.getTime()
}

/**
 * The range in words: "2026-11-14 to 2026-11-20 (UTC, both included)" for dates (the exclusive
 * end made inclusive), "2026-11-14T12:00:00Z to 2026-11-21 (end excluded)" when a bound is a
 * date-time. For log lines, messages and the digest alike.
 */
export function describeRange({ dateFrom, dateTo }: DateRange): string {
  if (DATE_RE.test(dateFrom) && DATE_RE.test(dateTo)) {
    const last = formatDay((parseDateInput(dateTo) as number) - DAY_MS)
    if (last === dateFrom) return `${dateFrom} (UTC, one day)`
    return `${dateFrom} to ${last} (UTC, both included)`
  }
  return `${dateFrom} to ${dateTo} (end excluded)`
}

/** `YYYY-MM-DD` of a UTC day given as milliseconds. */
function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** UTC midnight of the day `ms` falls in. */
function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS
}

/** The `[from, to)` range of a period for a run at `now`. */
export function periodRange(period: Period, now: Date): DateRange {
  const today = startOfUtcDay(now.getTime())
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  const range = (from: number, to: number): DateRange => ({
    dateFrom: formatDay(from),
    dateTo: formatDay(to),
  })
  switch (period) {
    case 'yesterday':
      return range(today - DAY_MS, today)
    case 'last-7-days':
      return range(today - 7 * DAY_MS, today)
    case 'last-30-days':
      return range(today - 30 * DAY_MS, today)
    case 'previous-week': {
      // ISO weeks start on Monday; getUTCDay() is 0 for Sunday.
      const daysSinceMonday = (new Date(today).getUTCDay() + 6) % 7
      const thisMonday = today - daysSinceMonday * DAY_MS
      return range(thisMonday - 7 * DAY_MS, thisMonday)
    }
    case 'previous-month':
      return range(Date.UTC(year, month - 1, 1), Date.UTC(year, month, 1))
    case 'month-to-date':
      return range(Date.UTC(year, month, 1), today + DAY_MS)
  }
}

export function checkDate(input: string, value: string): number {
  const ms = parseDateInput(value)
  if (ms === undefined) {
    throw new InputError(
      input,
      `Input \`${input}\` must be a real calendar date as YYYY-MM-DD or an ISO 8601 date-time such as 2026-11-01T00:00:00Z; got ${quoteShort(value)}.`,
    )
  }
  if (ms < EARLIEST_MS || ms > LATEST_MS) {
    throw new InputError(
      input,
      `Input \`${input}\` must be a date from ${EARLIEST} to ${LATEST}; got ${quoteShort(value)}.`,
    )
  }
  return ms
}

/**
 * The `period` input, undefined when not set. Throws InputError for an unknown period and for a
 * period together with dates.
 */
export function periodOf(raw: RawDateRange): Period | undefined {
  const period = raw.period.trim().toLowerCase()
  if (period === '') return undefined
  if (!(PERIODS as readonly string[]).includes(period)) {
    throw new InputError(
      'period',
      `Input \`period\` must be one of ${PERIODS.join(', ')}; got ${quoteShort(raw.period.trim())}.`,
    )
  }
  if (raw.dateFrom.trim() !== '' || raw.dateTo.trim() !== '') {
    throw new InputError(
      'period',
      'Input `period` cannot be combined with `date-from` or `date-to`: give either a period or dates, not both.',
    )
  }
  return period as Period
}

/**
 * Resolves the analytics inputs to the range sent to the API. Dates are kept exactly as given
 * (trimmed); periods become `YYYY-MM-DD` dates computed in UTC from `now`.
 *
 * Throws InputError (naming the input) for an unknown period, a date that is not a real
 * calendar date or date-time, `date-to` without `date-from`, a period together with dates,
 * and a `date-from` that is not before `date-to`.
 */
export function resolveDateRange(raw: RawDateRange, now: Date): DateRange {
  const dateFrom = raw.dateFrom.trim()
  const dateTo = raw.dateTo.trim()
  const period = periodOf(raw)
  if (period) return periodRange(period, now)

  if (dateFrom === '' && dateTo === '') return periodRange(DEFAULT_PERIOD, now)

  if (dateFrom === '') {
    throw new InputError(
      'date-to',
      'Input `date-to` needs `date-from` as well: give both dates, `date-from` alone (up to and including today), or a `period`.',
    )
  }

  const fromMs = checkDate('date-from', dateFrom)
  if (dateTo === '') {
    // Up to and including today (UTC): the exclusive end is tomorrow.
    const tomorrow = startOfUtcDay(now.getTime()) + DAY_MS
    if (fromMs >= tomorrow) {
      throw new InputError(
        'date-from',
        `Input \`date-from\` must not be after today (${formatDay(tomorrow - DAY_MS)}, UTC) when \`date-to\` is not given; got ${quoteShort(dateFrom)}.`,
      )
    }
    return { dateFrom, dateTo: formatDay(tomorrow) }
  }

  const toMs = checkDate('date-to', dateTo)
  if (fromMs >= toMs) {
    throw new InputError(
      'date-from',
      `Input \`date-from\` must be before \`date-to\` (which is exclusive); got ${quoteShort(dateFrom)} and ${quoteShort(dateTo)}.`,
    )
  }
  return { dateFrom, dateTo }
}

/**
 * The period just before `range`, for `compare: previous`. For a period, the one before it (the
 * week before, the month before; for `month-to-date`, the same days of the month before); for
 * dates, the same number of days ending at `date-from`; for date-times, the same duration.
 */
export function previousRange(raw: RawDateRange, range: DateRange): DateRange {
  const previous = periodBefore(raw, range)
  if ((parseDateInput(previous.dateFrom) ?? -Infinity) < EARLIEST_MS) {
    throw new InputError(
      'compare',
      `Input \`compare\` cannot be \`previous\` for this range: the period before it would start at ${previous.dateFrom}, before ${EARLIEST}, the earliest date this action asks for; move \`date-from\` later or set \`compare: none\`.`,
    )
  }
  return previous
}

function periodBefore(raw: RawDateRange, range: DateRange): DateRange {
  const period = (raw.period.trim().toLowerCase() ||
    (raw.dateFrom.trim() === '' && raw.dateTo.trim() === '' ? DEFAULT_PERIOD : '')) as Period | ''
  const from = parseDateInput(range.dateFrom) as number
  const to = parseDateInput(range.dateTo) as number
  if (period === 'previous-month' || period === 'month-to-date') {
    const start = new Date(from)
    const monthBefore = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1)
    const monthStart = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1)
    const end = Math.min(monthBefore + (to - from), monthStart)
    return { dateFrom: formatDay(monthBefore), dateTo: formatDay(end) }
  }
  if (DATE_RE.test(range.dateFrom) && DATE_RE.test(range.dateTo)) {
    return { dateFrom: formatDay(from - (to - from)), dateTo: range.dateFrom }
  }
  return { dateFrom: new Date(from - (to - from)).toISOString(), dateTo: range.dateFrom }
}
