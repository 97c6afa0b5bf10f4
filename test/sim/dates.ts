/**
 * The simulator's date model, shared by every analytics route (simple on purpose):
 * - There is data for every UTC day from DATA_START (2025-11-21) up to, not including, DATA_END
 *   (2028-01-01): 771 days, so a process on the wall clock finds data for a while yet.
 * - A day counts for a range when its midnight (UTC) lies in [dateFrom, dateTo). A date-time
 *   without a zone is read as UTC. A missing dateFrom means DATA_START, a missing dateTo
 *   means DATA_END.
 * - The simulator's clock (the `clock` option) says what time it is for the server; without it,
 *   it is always DEFAULT_NOW, the instant test/support/fake-clock.ts starts at, so a test on a
 *   default FakeClock and the simulator agree on "today" without wiring.
 */
export const DAY_MS = 86_400_000
/** First day with data (inclusive), 2025-11-21. */
export const DATA_START_MS = Date.UTC(2025, 10, 21)
/** End of the data (exclusive), 2028-01-01: the last day with data is 2027-12-31. */
export const DATA_END_MS = Date.UTC(2028, 0, 1)
/** Days with data. */
export const DATA_DAYS = (DATA_END_MS - DATA_START_MS) / DAY_MS
/** The simulator's "now" when no clock is given: 2026-11-21T10:00:00Z. */
export const DEFAULT_NOW_MS = Date.parse('2026-11-21T10:00:00Z')

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/i

/** Parses `YYYY-MM-DD` or an ISO 8601 date-time to epoch ms; undefined when invalid. */
export function parseApiDate(text: string): number | undefined {
  const d = DATE_RE.exec(text)
  const m = d ?? DATE_TIME_RE.exec(text)
  if (!m) return undefined
  const [, ys, mos, ds, hs = '0', mis = '0', ss = '0', frac = '', zone = 'Z'] = m
  const y = Number(ys)
  const mo = Number(mos)
  const day = Number(ds)
  const h = Number(hs)
  const mi = Number(mis)
  const s = Number(ss)
  if (mo < 1 || mo > 12 || day < 1 || h > 23 || mi > 59 || s > 59) return undefined
  const base = Date.UTC(y, mo - 1, day)
  if (new Date(base).getUTCDate() !== day) return undefined // e.g. 2026-02-30
  const ms = Number((frac + '000').slice(0, 3))
  let offsetMin = 0
  if (zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1
    const oh = Number(zone.slice(1, 3))
    const om = Number(zone.slice(4, 6))
    if (oh > 23 || om > 59) return undefined
    offsetMin = sign * (oh * 60 + om)
  }
  return base + ((h * 60 + mi) * 60 + s) * 1000 + ms - offsetMin * 60_000
}

/**
 * The data days whose midnight lies in [from, to), as day numbers (0 = DATA_START): the first
 * and the end (exclusive); `end <= first` when there is none.
 */
export function dataDaysInRange(
  fromMs: number | undefined,
  toMs: number | undefined,
): { first: number; end: number } {
  const from = Math.max(fromMs ?? DATA_START_MS, DATA_START_MS)
  const to = Math.min(toMs ?? DATA_END_MS, DATA_END_MS)
  const first = Math.ceil((from - DATA_START_MS) / DAY_MS)
  const end = Math.ceil((to - DATA_START_MS) / DAY_MS)
  return { first, end: Math.max(first, end) }
}
