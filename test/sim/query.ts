/**
 * What every simulated route shares: the answer type and the analytics query rules. A query
 * reader collects every problem (`details`) so a 400 lists them all, as the API does.
 */
import { dataDaysInRange, DATA_END_MS, DATA_START_MS, parseApiDate } from './dates.ts'

export interface Reply {
  status: number
  /** JSON value, or a string sent as is. */
  body: unknown
  headers?: Record<string, string>
}

/** The data days a query's `[dateFrom, dateTo)` holds, and its bounds in epoch ms. */
export interface QueryRange {
  days: number
  /** The first data day (0 = DATA_START) and the end (exclusive): `days` = end - first. */
  firstDay: number
  endDay: number
  fromMs: number
  toMs: number
  /** The range as asked, to tell ranges apart. */
  key: string
}

const INT_RE = /^\d+$/

export class QueryReader {
  readonly details: { message: string }[] = []
  readonly #params: URLSearchParams

  constructor(params: URLSearchParams) {
    this.#params = params
  }

  /** The parameter's value; a repeated parameter is a problem. */
  single(name: string): string | undefined {
    if (this.#params.getAll(name).length > 1) {
      this.details.push({ message: `${name} must be given at most once` })
    }
    return this.#params.get(name) ?? undefined
  }

  range(): QueryRange | undefined {
    return rangeOf(this.single('dateFrom'), this.single('dateTo'), this.details)
  }

  /** `limit` within 1..max, `fallback` when absent; NaN when invalid (a detail is noted). */
  limit(max: number, fallback: number): number {
    const text = this.single('limit')
    if (text === undefined) return fallback
    const limit = INT_RE.test(text) ? Number(text) : NaN
    if (!(limit >= 1 && limit <= max)) {
      this.details.push({ message: `limit must be an integer between 1 and ${max}` })
    }
    return limit
  }

  /** `offset` >= 0, 0 when absent; NaN when invalid (a detail is noted). */
  offset(): number {
    const text = this.single('offset')
    if (text === undefined) return 0
    const offset = INT_RE.test(text) ? Number(text) : NaN
    if (!Number.isSafeInteger(offset)) {
      this.details.push({ message: 'offset must be an integer greater than or equal to 0' })
    }
    return offset
  }
}

/** The 400 answer listing every problem. */
export function invalidQuery(details: { message: string }[]): Reply {
  return { status: 400, body: { error: 'Invalid query parameters', details } }
}

/** The range of `[dateFrom, dateTo)`; undefined (and details noted) when it is invalid. */
function rangeOf(
  dateFrom: string | undefined,
  dateTo: string | undefined,
  details: { message: string }[],
): QueryRange | undefined {
  const from = dateFrom === undefined ? undefined : parseApiDate(dateFrom)
  const to = dateTo === undefined ? undefined : parseApiDate(dateTo)
  const problems = details.length
  if (dateFrom !== undefined && from === undefined) {
    details.push({ message: 'dateFrom must be an ISO 8601 date-time or YYYY-MM-DD' })
  }
  if (dateTo !== undefined && to === undefined) {
    details.push({ message: 'dateTo must be an ISO 8601 date-time or YYYY-MM-DD' })
  }
  if (from !== undefined && to !== undefined && !(from < to)) {
    details.push({ message: 'dateFrom must be before dateTo' })
  }
  if (details.length > problems) return undefined
  const { first, end } = dataDaysInRange(from, to)
  return {
    days: end - first,
    firstDay: first,
    endDay: end,
    fromMs: from ?? DATA_START_MS,
    toMs: to ?? DATA_END_MS,
    key: `${dateFrom ?? ''}|${dateTo ?? ''}`,
  }
}

/** The range of a test's expectation; throws when the dates are invalid. */
export function expectedRange(dateFrom?: string, dateTo?: string): QueryRange {
  const range = rangeOf(dateFrom, dateTo, [])
  if (!range) throw new Error(`invalid date range ${dateFrom} .. ${dateTo}`)
  return range
}
