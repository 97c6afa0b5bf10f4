/**
 * The simulated site's days: what makes one day's analytics differ from another's. Everything
 * here is a pure function of (seed, day, the simulator's now): the same request gets the same
 * answer in every run, on every machine, and a store synced night after night ends equal to what
 * the simulator serves at the end. (The data does not depend on the project id: the simulator
 * serves one project.)
 *
 * REALISTIC (the default, `days: 'realistic'`):
 * - Traffic has a weekly rhythm (people read on weekends at about 40% of a weekday, AI crawlers
 *   at 90%), grows over the weeks (people +6% a month, AI +13%, so the AI share rises), dips
 *   over the year-end holidays and varies a few percent from day to day. Pages fall into
 *   NOISE_GROUPS groups that vary up to ±15% a day each, so pages do not move in step.
 * - Late data: a day's counts are not final when it ends. Right after its midnight (UTC) 70% of
 *   them are served, growing evenly to all of them 48 hours later. So at any time of day D, the
 *   days D-1 and D-2 still grow and D-3 is settled: a nightly sync that re-reads 3 days
 *   (`lookback-days: 3`) ends with every day settled. The day D itself grows from nothing through
 *   the day. Days after D are served settled: the simulator does not hide the future, so a
 *   process whose clock is later than the simulator's (the bundle runs on the wall clock) still
 *   finds data.
 * - Trends: a few pages and search terms gain (`rising`, from 2026-08-15 over 100 days, to 3.5x),
 *   a few fade (`fading`, from 2026-08-01 over 120 days, to 15%), one page is new (`new`:
 *   nothing before 2026-10-12, then 0.75x its rate, 1.5x after three weeks).
 * - Events (feedback items, assistant turns) follow people's traffic: more on weekdays, more as
 *   the site grows, most around 14:00 UTC.
 * FLAT (`days: 'flat'`): every day the same, settled at once, no trend, the clock ignored: a
 * range's counts are a per-day rate times its days, events evenly spread over time.
 */
import { DATA_DAYS, DATA_END_MS, DATA_START_MS, DAY_MS } from './dates.ts'

export type DaysShape = 'realistic' | 'flat'

/** Where a page or a search term is going. */
export type Trend = 'steady' | 'rising' | 'fading' | 'new'
export const TRENDS: readonly Trend[] = ['steady', 'rising', 'fading', 'new']

/**
 * The last values built, by key, the oldest dropped past `size`: a client pages through one
 * range, the sync asks for another between (the feedback refresh), and a test asks what was
 * served.
 */
export class Recent<T> {
  readonly #values = new Map<string, T>()
  readonly #size: number

  constructor(size = 16) {
    this.#size = size
  }

  get(key: string, build: () => T): T {
    const known = this.#values.get(key)
    if (known !== undefined) return known
    const value = build()
    this.#values.set(key, value)
    for (const oldest of this.#values.keys()) {
      if (this.#values.size <= this.#size) break
      this.#values.delete(oldest)
    }
    return value
  }
}

/** A 32-bit integer hash of (seed, i, salt); stable across runs and platforms. */
export function hash32(seed: number, i: number, salt: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b)
  h ^= Math.imul((i | 0) + 0x632be5ab, 0xc2b2ae35)
  h ^= Math.imul(salt + 1, 0x27d4eb2f)
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b)
  h ^= h >>> 16
  return h >>> 0
}

/** A number in [0, 1) from (seed, i, salt). */
export function unit(seed: number, i: number, salt: number): number {
  return hash32(seed, i, salt) / 2 ** 32
}

/** The day number (0 = DATA_START) of an instant. */
export function dayOf(ms: number): number {
  return Math.floor((ms - DATA_START_MS) / DAY_MS)
}

/** The midnight (UTC) that starts day number `day`. */
export function dayStartMs(day: number): number {
  return DATA_START_MS + day * DAY_MS
}

const dayNumber = (date: string): number => dayOf(Date.parse(`${date}T00:00:00Z`))

/** 2026-11-21: the realistic site's counts are about their nominal rates around this day. */
const REFERENCE_DAY = dayNumber('2026-11-21')
/** The day the `new` page is first read. */
const NEW_PAGE_DAY = dayNumber('2026-10-12')
/** Share of a day's counts served as soon as it ends; all of them LATE_MS after it ended. */
const LATE_FIRST = 0.7
const LATE_MS = 2 * DAY_MS
/** Groups of pages that vary together from day to day. */
export const NOISE_GROUPS = 8
/** Growth a day: people +6% a month (twice as many in a year), AI +13% a month. */
const HUMAN_GROWTH = Math.log(1.06) / 30
const AI_GROWTH = Math.log(1.13) / 30
/** People's and AI traffic by weekday, Sunday first. */
const HUMAN_WEEK = [0.42, 1, 1.06, 1.05, 1, 0.86, 0.38] as const
const AI_WEEK = [0.9, 1, 1, 1, 1, 0.97, 0.9] as const
/** 1970-01-01, day 0 of the epoch, was a Thursday. */
const EPOCH_WEEKDAY = 4

const ramp = (day: number, from: number, days: number): number =>
  Math.min(1, Math.max(0, (day - from) / days))

function trendFactor(trend: Trend, day: number): number {
  switch (trend) {
    case 'steady':
      return 1
    case 'rising':
      return 1 + 2.5 * ramp(day, dayNumber('2026-08-15'), 100)
    case 'fading':
      return 1 - 0.85 * ramp(day, dayNumber('2026-08-01'), 120)
    case 'new':
      return day < NEW_PAGE_DAY ? 0 : 0.75 + 0.75 * ramp(day, NEW_PAGE_DAY, 21)
  }
}

/** Between Christmas Eve and New Year's Day people read much less. */
function holiday(day: number): number {
  const date = new Date(dayStartMs(day))
  const month = date.getUTCMonth()
  const dayOfMonth = date.getUTCDate()
  return (month === 11 && dayOfMonth >= 24) || (month === 0 && dayOfMonth === 1) ? 0.55 : 1
}

/** Per (trend, noise group) slot, the factor of each day of a range (see `rangeFactors`). */
export interface RangeFactors {
  human: Float64Array[]
  ai: Float64Array[]
}

/** The slot of a (trend, noise group) in RangeFactors. */
export function factorSlot(trend: Trend, group: number): number {
  return TRENDS.indexOf(trend) * NOISE_GROUPS + group
}

/** A site's per-day factors: a pure function of (shape, seed), read-only once made. */
interface DayFactors {
  /** People's and AI traffic of the whole site, per day: about 1 on a weekday near 2026-11-21. */
  human: Float64Array
  ai: Float64Array
  /** Each noise group's factor, per day (`group * DATA_DAYS + day`). */
  noise: Float64Array
  trends: Record<Trend, Float64Array>
}

/** The factors by shape and seed, made once per process: most of a simulator's start. */
const dayFactors = new Map<string, DayFactors>()

function factorsOf(flat: boolean, seed: number): DayFactors {
  const key = `${flat}|${seed}`
  const known = dayFactors.get(key)
  if (known) return known
  const human = new Float64Array(DATA_DAYS)
  const ai = new Float64Array(DATA_DAYS)
  const noise = new Float64Array(NOISE_GROUPS * DATA_DAYS)
  const trends: Record<Trend, Float64Array> = {
    steady: new Float64Array(DATA_DAYS),
    rising: new Float64Array(DATA_DAYS),
    fading: new Float64Array(DATA_DAYS),
    new: new Float64Array(DATA_DAYS),
  }
  for (let day = 0; day < DATA_DAYS; day++) {
    const weekday = (EPOCH_WEEKDAY + Math.floor(dayStartMs(day) / DAY_MS)) % 7
    const jitter = 1 + 0.06 * (unit(seed, day, 11) - 0.5)
    const fromReference = day - REFERENCE_DAY
    human[day] = flat
      ? 1
      : HUMAN_WEEK[weekday]! * Math.exp(HUMAN_GROWTH * fromReference) * holiday(day) * jitter
    ai[day] = flat ? 1 : AI_WEEK[weekday]! * Math.exp(AI_GROWTH * fromReference) * jitter
    for (let group = 0; group < NOISE_GROUPS; group++) {
      noise[group * DATA_DAYS + day] = flat
        ? 1
        : 1 + 0.3 * (unit(seed, day * NOISE_GROUPS + group, 12) - 0.5)
    }
  }
  for (const trend of TRENDS) {
    for (let day = 0; day < DATA_DAYS; day++) {
      trends[trend][day] = flat ? 1 : trendFactor(trend, day)
    }
  }
  const factors = { human, ai, noise, trends }
  dayFactors.set(key, factors)
  return factors
}

export class SiteDays {
  readonly flat: boolean
  readonly seed: number
  readonly #clock: () => number
  readonly #human: Float64Array
  readonly #ai: Float64Array
  readonly #noise: Float64Array
  readonly #trends: Record<Trend, Float64Array>
  readonly #ranges = new Recent<RangeFactors>()
  #lastRange: { first: number; end: number; now: number; factors: RangeFactors } | undefined

  constructor(options: { shape: DaysShape; seed: number; clock: () => number }) {
    this.flat = options.shape === 'flat'
    this.seed = options.seed
    this.#clock = options.clock
    const factors = factorsOf(this.flat, this.seed)
    this.#human = factors.human
    this.#ai = factors.ai
    this.#noise = factors.noise
    this.#trends = factors.trends
  }

  /** What time it is for the server (epoch ms). */
  now(): number {
    return this.#clock()
  }

  /** People's traffic of the whole site on `day` (1 when flat). */
  human(day: number): number {
    return this.#human[day] ?? 0
  }

  /** AI traffic of the whole site on `day` (1 when flat). */
  ai(day: number): number {
    return this.#ai[day] ?? 0
  }

  /** How much a page (or term) of `trend` in noise group `group` draws on `day`: people. */
  humanFactor(trend: Trend, group: number, day: number): number {
    return this.human(day) * this.#shared(trend, group, day)
  }

  /** The same for AI traffic. */
  aiFactor(trend: Trend, group: number, day: number): number {
    return this.ai(day) * this.#shared(trend, group, day)
  }

  #shared(trend: Trend, group: number, day: number): number {
    return (this.#noise[group * DATA_DAYS + day] ?? 1) * (this.#trends[trend][day] ?? 1)
  }

  /**
   * The factors of every (trend, noise group) for each day of [first, end), the share served at
   * `now` included: `human[slot][day - first]`, slot = trend index * NOISE_GROUPS + group. A
   * range's rows are drawn from these arrays (the last ranges' are kept).
   */
  rangeFactors(first: number, end: number, now: number): RangeFactors {
    // Asked for every row of a range in turn: the last answer is kept at hand.
    const last = this.#lastRange
    if (last?.first === first && last.end === end && last.now === now) return last.factors
    const key = `${first}|${end}|${this.settled(first, end, now) ? '' : now}`
    const factors = this.#ranges.get(key, () => {
      const days = Math.max(0, end - first)
      const human: Float64Array[] = []
      const ai: Float64Array[] = []
      for (const trend of TRENDS) {
        for (let group = 0; group < NOISE_GROUPS; group++) {
          const h = new Float64Array(days)
          const a = new Float64Array(days)
          for (let day = first; day < end; day++) {
            const served = this.served(day, now)
            h[day - first] = this.humanFactor(trend, group, day) * served
            a[day - first] = this.aiFactor(trend, group, day) * served
          }
          human.push(h)
          ai.push(a)
        }
      }
      return { human, ai }
    })
    this.#lastRange = { first, end, now, factors }
    return factors
  }

  /** Whether a page (or term) of `trend` has any traffic on `day`. */
  exists(trend: Trend, day: number): boolean {
    return this.flat || trend !== 'new' || day >= NEW_PAGE_DAY
  }

  /** The share of `day`'s counts served at `now`: 1 once settled (or flat), see the top. */
  served(day: number, now: number): number {
    if (this.flat) return 1
    const sinceEnd = now - dayStartMs(day + 1)
    if (sinceEnd >= LATE_MS || sinceEnd < -DAY_MS) return 1
    if (sinceEnd >= 0) return LATE_FIRST + ((1 - LATE_FIRST) * sinceEnd) / LATE_MS
    return (LATE_FIRST * (sinceEnd + DAY_MS)) / DAY_MS
  }

  /** Whether `day` is the day `now` falls in (its events after `now` have not happened). */
  isToday(day: number, now: number): boolean {
    return !this.flat && dayOf(now) === day
  }

  /** Whether every day in [first, end) is settled at `now`. */
  settled(first: number, end: number, now: number): boolean {
    return this.flat || end <= first || dayStartMs(end) + LATE_MS <= now || dayStartMs(first) > now
  }
}

/**
 * When a dataset's events happen (feedback items, assistant turns), numbered k = 0, 1, ... in
 * time order: realistic, day `d` holds `rate * human(d)` of them (rounded so the days add up),
 * `perMonth` in the 31 days before 2026-11-21; flat, any 31 days hold `perMonth`, evenly spread.
 */
export class EventCalendar {
  readonly #site: SiteDays
  readonly #perMonth: number
  readonly #salt: number
  /** The number of events before each day: `first[d]`, d = 0..DATA_DAYS. */
  readonly #first = new Float64Array(DATA_DAYS + 1)

  constructor(site: SiteDays, perMonth: number, salt: number) {
    this.#site = site
    this.#perMonth = perMonth
    this.#salt = salt
    if (site.flat) {
      for (let day = 0; day <= DATA_DAYS; day++) this.#first[day] = Math.ceil((day * perMonth) / 31)
      return
    }
    let month = 0
    for (let day = REFERENCE_DAY - 31; day < REFERENCE_DAY; day++) month += site.human(day)
    const rate = perMonth / month
    let sum = 0
    for (let day = 0; day <= DATA_DAYS; day++) {
      this.#first[day] = Math.floor(rate * sum + 1e-9)
      sum += site.human(day)
    }
  }

  /** The day event k happens on (k below the events of the whole data). */
  dayOf(k: number): number {
    let low = 0
    let high = DATA_DAYS - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if ((this.#first[mid] ?? 0) <= k) low = mid
      else high = mid - 1
    }
    return low
  }

  /** When event k happens (epoch ms). */
  timeOf(k: number): number {
    if (this.#site.flat) {
      // Exact: a floating division could round a time up into the next day.
      return DATA_START_MS + Number((BigInt(k) * 31n * BigInt(DAY_MS)) / BigInt(this.#perMonth))
    }
    const day = this.dayOf(k)
    const first = this.#first[day] ?? 0
    const count = (this.#first[day + 1] ?? first) - first
    // Evenly through the day, then bent so most happen in the afternoon (UTC); still in order.
    const share = (k - first + unit(this.#site.seed, k, this.#salt)) / count
    const phase = 0.55
    const bent =
      share -
      (0.6 * (Math.sin(2 * Math.PI * (share - phase)) + Math.sin(2 * Math.PI * phase))) /
        (2 * Math.PI)
    return dayStartMs(day) + Math.floor(DAY_MS * bent)
  }

  /** The events served for [fromMs, toMs) at `now`, in time order. */
  served(fromMs: number, toMs: number, now: number): number[] {
    const from = Math.max(fromMs, DATA_START_MS)
    const to = Math.min(toMs, DATA_END_MS)
    const events: number[] = []
    if (!(from < to)) return events
    for (let day = dayOf(from); day <= dayOf(to - 1); day++) {
      const first = this.#first[day] ?? 0
      const count = (this.#first[day + 1] ?? first) - first
      const shown = Math.floor(count * this.#site.served(day, now) + 1e-9)
      const today = this.#site.isToday(day, now)
      for (let k = first; k < first + shown; k++) {
        const time = this.timeOf(k)
        if (time >= from && time < to && !(today && time > now)) events.push(k)
      }
    }
    return events
  }
}
