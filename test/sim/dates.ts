/**
 * The simulator's date model, shared by every analytics route (simple on purpose):
 * - There is data for every UTC day from DATA_START (2025-11-21, the 365 days before
 *   2026-11-21) up to, not including, DATA_END (2027-01-01): 406 days in all.
 * - A day counts for a range when its midnight (UTC) lies in [dateFrom, dateTo). A date-time
 *   without a zone is read as UTC. A missing dateFrom means DATA_START, a missing dateTo
 *   means DATA_END.
 */
const DAY_MS = 86_400_000
/** First day with data (inclusive), 2025-11-21. */
export const DATA_START_MS = Date.UTC(2025, 10, 21)
/** End of the data (exclusive), 2027-01-01: the last day with data is 2026-12-31. */
export const DATA_END_MS = Date.UTC(2027, 0, 1)

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

/** Number of data days whose midnight lies in [from, to). */
export function dataDaysInRange(fromMs: number | undefined, toMs: number | undefined): number {
  const from = Math.max(fromMs ?? DATA_START_MS, DATA_START_MS)
  const to = Math.min(toMs ?? DATA_END_MS, DATA_END_MS)
  const first = Math.ceil(from / DAY_MS)
  const end = Math.ceil(to / DAY_MS)
  return Math.max(0, end - first)
}
