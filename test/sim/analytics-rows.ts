/**
 * The rows of the analytics endpoints besides `/views` (views-dataset.ts), for a range at the
 * simulator's now: what analytics-datasets.ts pages through. Days have the shape of
 * site-days.ts (realistic or flat); a range is the sum of its days for every count.
 * - Visitors: a rate per page and day (people, AI), drawn like views; per page `total` is
 *   deduplicated across human and AI (at most human + ai), and the site-wide totals are 80% of
 *   the rows' sums, rounded: they are NOT the sum of the rows.
 * - Searches: every term is searched every day with data (at least once), the first terms most
 *   (a long tail); a few terms rise or fade like pages. Served by hits, most first. Every fifth
 *   term led nobody to a page (`ctr` 0, `topClickedPage` null). `lastSearchedAt` is the term's
 *   time of day on the range's last data day (not after now).
 * - Feedback and assistant turns are events (site-days.ts's EventCalendar): numbered in time
 *   order, with an id and content computed from the number, and a range serves the events
 *   inside it that are served at now (late data: the last days' events arrive late). A feedback
 *   item is `pending` when created; realistic, most are triaged days later by the simulator's
 *   clock (`in_progress` after 1 to 3 days, then `resolved` or `dismissed` after 2 to 12), some
 *   never: every status is final 12 days after its item was created. `reviseFeedback()` moves
 *   every status one more step (a team triaging, whatever the clock).
 * - Assistant callers: a rate per day (web, API, other), drawn like the site's traffic.
 * Realistic, feedback, the assistant's pages and the pages searches led to are the views
 * dataset's pages (mostly its popular ones; a fading page disappoints most readers), and
 * readers ask about the terms they search for. Flat, they are `/docs/page-<n>` and
 * `https://docs.example.com/p<n>`, and every contextual item is unhelpful.
 * Some rows hold hostile text on purpose (Markdown and HTML injection, mentions, a spreadsheet
 * formula, line breaks), and feedback carries readers' email addresses in `contact`.
 */
import type { QueryRange } from './query.ts'
import {
  dayOf,
  dayStartMs,
  EventCalendar,
  factorSlot,
  NOISE_GROUPS,
  Recent,
  type SiteDays,
  type Trend,
  unit,
} from './site-days.ts'
import { DAY_MS } from './dates.ts'
import type { SitePages } from './views-dataset.ts'

export interface AnalyticsRowsOptions {
  /** Pages (rows) of any range with data (default 1234). */
  visitors?: { rows?: number }
  /** Search terms (rows) of any range with data (default 230). */
  searches?: { rows?: number }
  /**
   * `rows`: feedback items of 31 days (default 260): flat, any 31 days; realistic, the 31 days
   * before 2026-11-21 (fewer a year before: the site grows).
   */
  feedback?: { rows?: number }
  assistant?: {
    /** The conversation turns of 31 days, as feedback's `rows` (default 1500). */
    rows?: number
    /**
     * Questions unanswered, in this order, as the last turns of every run of `rows` turns: 31
     * days hold each of them about once (flat: exactly once).
     */
    unanswered?: readonly string[]
  }
}

export const SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const
export const STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Hostile text, one piece per row that uses it. */
const HOSTILE_TEXTS: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  'ask @octocat about #1',
  '</details> | pipe | `tick`',
  '=HYPERLINK("http://x","y")',
  'two\nlines',
  'straße 日本語 🚀',
]

/** What readers of the realistic site search for most (a term at a hostile index is hostile). */
const SEARCH_TERMS: readonly string[] = [
  'api key',
  'authentication',
  'mcp server',
  'getting started',
  'webhooks',
  'rate limits',
  'v1 migration',
  'custom domain',
  'analytics export',
  'search',
  'openapi',
  'dark mode',
  'sso',
  'redirects',
  'llms.txt',
  'components',
  'deploy preview',
  'versioning',
  'changelog',
  'localization',
]
/** Search terms going somewhere, by index. */
const SEARCH_TRENDS: ReadonlyMap<number, Trend> = new Map([
  [2, 'rising'],
  [14, 'rising'],
  [6, 'fading'],
])

const QUESTIONS: readonly ((topic: string) => string)[] = [
  (topic) => `How do I set up ${topic}?`,
  (topic) => `Where do I configure ${topic}?`,
  (topic) => `Is there an example of ${topic}?`,
  (topic) => `Can I use ${topic} from the API?`,
  (topic) => `What are the limits of ${topic}?`,
]

/** A reader's question to the assistant on the realistic site (numbered: no two alike). */
function question(i: number): string {
  const topic = SEARCH_TERMS[(i * 7) % SEARCH_TERMS.length] ?? 'search'
  return `${QUESTIONS[i % QUESTIONS.length]!(topic)} (#${i})`
}

function hostile(i: number): string | undefined {
  return i % 17 === 3 ? HOSTILE_TEXTS[Math.floor(i / 17) % HOSTILE_TEXTS.length] : undefined
}

/**
 * The first rows' paths, made once: every range's rows name them (a night asks a dozen ranges).
 * A benchmark's millions of rows make theirs each time rather than keep them all.
 */
const KEPT_PATHS = 10_000
const paths: string[] = []

function pathOf(i: number): string {
  if (i >= KEPT_PATHS) return makePath(i)
  return (paths[i] ??= makePath(i))
}

function makePath(i: number): string {
  return hostile(i) ? `/docs/${hostile(i)} ${i}` : `/docs/page-${i}`
}

/** A ULID for row i: sortable, 26 Crockford characters. */
export function ulidOf(i: number): string {
  let n = i
  let tail = ''
  for (let k = 0; k < 10; k++) {
    tail = CROCKFORD[n % 32] + tail
    n = Math.floor(n / 32)
  }
  return `01JD${'0'.repeat(12)}${tail}`
}

export interface TrafficRow {
  path: string
  human: number
  ai: number
  total: number
}
export interface SearchRow {
  searchQuery: string
  hits: number
  ctr: number
  topClickedPage: string | null
  lastSearchedAt: string
}
export interface FeedbackRow {
  id: string
  path: string
  comment: string | null
  createdAt: string
  source: string
  status: string
  helpful?: boolean
  contact?: string | null
  code?: string
  filename?: string | null
  lang?: string | null
}
export interface AssistantRow {
  id: string
  timestamp: string
  query: string
  response: string
  responseType?: string
  sources: { title: string; url: string }[]
  resolutionStatus: string
  queryCategory: string | null
  pageUrl: string | null
}
export interface CallerStats {
  web: number
  api: number
  other: number
  total: number
}
export interface FeedbackFilters {
  source?: string
  status?: string
}

/** A rate drawn day by day: whose traffic it follows, and its least count a day. */
interface Draw {
  rate: number
  trend: Trend
  group: number
  traffic: 'people' | 'ai'
  atLeast: 0 | 1
}

export class AnalyticsRows {
  readonly #site: SiteDays
  /** The views dataset's pages, which feedback, searches and the assistant name (realistic). */
  readonly #pages: SitePages
  readonly #options: AnalyticsRowsOptions
  readonly #feedback: EventCalendar
  readonly #assistant: EventCalendar
  /** The rows last built, by range and what they depend on of now. */
  readonly #visitors: Recent<TrafficRow[]>
  readonly #searches: Recent<SearchRow[]>
  readonly #feedbackRows: Recent<FeedbackRow[]>
  readonly #assistantRows: Recent<AssistantRow[]>
  /** Steps every feedback status has moved (`reviseFeedback`). */
  #revision = 0

  constructor(site: SiteDays, pages: SitePages, options: AnalyticsRowsOptions) {
    this.#site = site
    this.#pages = pages
    this.#options = options
    this.#feedback = new EventCalendar(site, options.feedback?.rows ?? 260, 21)
    this.#assistant = new EventCalendar(site, options.assistant?.rows ?? 1500, 31)
    // Every day a 45-night test asks, and asks again to check; a benchmark's many rows: one range.
    const kept = (rows = 0): number => (rows > 10_000 ? 1 : 128)
    this.#visitors = new Recent(kept(options.visitors?.rows))
    this.#searches = new Recent(kept(options.searches?.rows))
    this.#feedbackRows = new Recent(kept(options.feedback?.rows))
    this.#assistantRows = new Recent(kept(options.assistant?.rows))
  }

  reviseFeedback(): void {
    this.#revision++
  }

  /** The sum of a rate's draws over the range's days, following people's or AI traffic. */
  #sum(range: QueryRange, now: number, draw: Draw): number {
    if (this.#site.flat) return draw.rate * range.days
    const factors = this.#site.rangeFactors(range.firstDay, range.endDay, now)
    const daily =
      factors[draw.traffic === 'people' ? 'human' : 'ai'][factorSlot(draw.trend, draw.group)]!
    let sum = 0
    for (let d = 0; d < range.days; d++) {
      sum += Math.max(draw.atLeast, Math.floor(draw.rate * daily[d]!))
    }
    return sum
  }

  visitors(range: QueryRange, now: number): TrafficRow[] {
    if (range.days === 0) return []
    return this.#visitors.get(this.#rangeKey(range, now), () => this.#buildVisitors(range, now))
  }

  /** What a range's rows depend on: the range, and `now` while one of its days still grows. */
  #rangeKey(range: QueryRange, now: number): string {
    const settled = this.#site.settled(range.firstDay, range.endDay, now)
    return `${range.fromMs}|${range.toMs}|${settled ? '' : now}`
  }

  #buildVisitors(range: QueryRange, now: number): TrafficRow[] {
    const n = this.#options.visitors?.rows ?? 1234
    return Array.from({ length: n }, (_, i) => {
      const group = i % NOISE_GROUPS
      const steady = { trend: 'steady', group } as const
      const human = this.#sum(range, now, {
        ...steady,
        rate: (i * 37) % 50,
        traffic: 'people',
        atLeast: 1,
      })
      const ai = this.#sum(range, now, { ...steady, rate: (i * 11) % 9, traffic: 'ai', atLeast: 0 })
      return {
        path: pathOf(i),
        human,
        ai,
        total: Math.max(human, ai) + Math.floor(Math.min(human, ai) / 2),
      }
    })
  }

  searches(range: QueryRange, now: number): SearchRow[] {
    if (range.days === 0) return []
    return this.#searches.get(this.#rangeKey(range, now), () => this.#buildSearches(range, now))
  }

  #buildSearches(range: QueryRange, now: number): SearchRow[] {
    const n = this.#options.searches?.rows ?? 230
    const flat = this.#site.flat
    const lastDay = dayStartMs(range.endDay - 1)
    const rows = Array.from({ length: n }, (_, i) => {
      const rate = flat ? n - i : Math.max(1, Math.round(600 * (i + 1) ** -0.85))
      const trend = flat ? 'steady' : (SEARCH_TRENDS.get(i) ?? 'steady')
      const text = hostile(i) ? `${hostile(i)} ${i}` : flat ? undefined : SEARCH_TERMS[i]
      // Every fifth term led nobody to a page (realistic: not the most searched one).
      const noClick = i % 5 === (flat ? 0 : 4)
      const lastSearched = lastDay + ((i * 7_919_000) % DAY_MS)
      return {
        searchQuery: text ?? `how to ${i}`,
        hits: this.#sum(range, now, {
          rate,
          trend,
          group: i % NOISE_GROUPS,
          traffic: 'people',
          atLeast: 1,
        }),
        ctr: noClick ? 0 : flat ? ((i * 13) % 100) / 100 : (5 + ((i * 13) % 90)) / 100,
        topClickedPage:
          noClick || (flat && i % 7 === 0) ? null : flat ? `/docs/page-${i}` : this.#pagePath(i),
        lastSearchedAt: new Date(
          this.#site.isToday(range.endDay - 1, now) ? Math.min(lastSearched, now) : lastSearched,
        ).toISOString(),
      }
    })
    // Most searched first; the order the rows were made in among equals.
    return flat
      ? rows
      : rows
          .map((row, i) => ({ row, i }))
          .sort((a, b) => b.row.hits - a.row.hits || a.i - b.i)
          .map(({ row }) => row)
  }

  /** Where item k stands at `now`: pending when created, triaged days later (realistic). */
  #status(k: number, createdAt: number, now: number): string {
    const step = this.#site.flat ? k >> 2 : this.#triage(k, now - createdAt)
    return STATUSES[(step + this.#revision) % STATUSES.length] as string
  }

  /**
   * The step (an index in STATUSES) a realistic item has reached `age` ms after it was created:
   * a fifth are never looked at, some are taken up and stay in progress, most are resolved or
   * dismissed 2 to 12 days later.
   */
  #triage(k: number, age: number): number {
    const seed = this.#site.seed
    const fate = unit(seed, k, 22)
    const started = age >= (1 + 2 * unit(seed, k, 23)) * DAY_MS
    const decided = age >= (2 + 10 * unit(seed, k, 24)) * DAY_MS
    if (fate < 0.2) return 0
    if (fate < 0.35) return started ? 1 : 0
    if (fate < 0.8) return decided ? 2 : started && fate < 0.6 ? 1 : 0
    return decided ? 3 : 0
  }

  feedback(range: QueryRange, now: number, filters: FeedbackFilters = {}): FeedbackRow[] {
    // A status moves with the clock (triage) and with `reviseFeedback`, whatever the range.
    const key = `${range.fromMs}|${range.toMs}|${now}|${this.#revision}|${filters.source}|${filters.status}`
    return this.#feedbackRows.get(key, () => this.#buildFeedback(range, now, filters))
  }

  #buildFeedback(range: QueryRange, now: number, filters: FeedbackFilters): FeedbackRow[] {
    const statuses = filters.status?.split(',').map((s) => s.trim())
    const rows: FeedbackRow[] = []
    for (const i of this.#feedback.served(range.fromMs, range.toMs, now)) {
      const source = SOURCES[i % SOURCES.length] as string
      const createdAt = this.#feedback.timeOf(i)
      const status = this.#status(i, createdAt, now)
      if (filters.source !== undefined && filters.source !== source) continue
      if (statuses && !statuses.includes(status)) continue
      const page = this.#site.flat ? undefined : this.#pageOf(i, 26, createdAt)
      const base = {
        id: `fb_${String(i).padStart(5, '0')}`,
        path: page === undefined ? `/docs/page-${i % 40}` : this.#pagePath(page),
        comment:
          i % 3 === 0
            ? null
            : (hostile(i) ??
              `Comment ${i}: this page needs an example (from someone${i}@example.org)`),
        createdAt: new Date(createdAt).toISOString(),
        source,
        status,
      }
      if (source === 'contextual') {
        rows.push({
          ...base,
          helpful: page === undefined ? i % 2 === 0 : this.#helpful(i, page),
          contact: i % 4 === 1 ? `reader${i}@example.com` : null,
        })
      } else if (source === 'code_snippet') {
        rows.push({
          ...base,
          code: `curl -X GET /v${i}`,
          filename: i % 2 ? 'example.sh' : null,
          lang: i % 2 ? 'bash' : null,
        })
      } else {
        rows.push(base)
      }
    }
    return rows
  }

  assistant(range: QueryRange, now: number): AssistantRow[] {
    return this.#assistantRows.get(this.#rangeKey(range, now), () =>
      this.#buildAssistant(range, now),
    )
  }

  #buildAssistant(range: QueryRange, now: number): AssistantRow[] {
    const n = this.#options.assistant?.rows ?? 1500
    const extra = this.#options.assistant?.unanswered ?? []
    const asked = (i: number): string | undefined => extra[(i % n) - (n - extra.length)]
    const flat = this.#site.flat
    /** A page's URL on the docs' host (realistic: a page of the site, as `path` is in views). */
    const url = (i: number, time: number): string =>
      flat
        ? `https://docs.example.com/p${i % 40}`
        : `https://docs.example.com${encodeURI(this.#pagePath(this.#pageOf(i, 32, time)))}`
    return this.#assistant.served(range.fromMs, range.toMs, now).map((i) => {
      const time = this.#assistant.timeOf(i)
      return {
        id: ulidOf(i),
        timestamp: new Date(time).toISOString(),
        query:
          asked(i) ??
          hostile(i) ??
          (flat ? `Question ${i}: how do I configure feature ${i % 50}?` : question(i)),
        response: i % 6 === 0 ? 'I could not find that in the documentation.' : `Answer ${i}`,
        ...(i % 9 === 0 ? { responseType: 'clarifying_question' } : {}),
        sources: Array.from({ length: i % 4 }, (_, k) => ({
          title: `Page ${k}`,
          url: url(i + k, time),
        })),
        resolutionStatus: i % 6 === 0 || asked(i) !== undefined ? 'unanswered' : 'answered',
        queryCategory: i % 5 === 0 ? null : `category-${i % 3}`,
        pageUrl: i % 4 === 0 ? null : url(i, time),
      }
    })
  }

  /**
   * Realistic: the page item `i` (at `time`) is about, most often a popular one (the first 40
   * pages), never one that did not exist yet.
   */
  #pageOf(i: number, salt: number, time: number): number {
    const pages = Math.min(40, this.#pages.count)
    const page = Math.floor(pages * unit(this.#site.seed, i, salt) ** 2)
    return this.#site.exists(this.#pages.trend(page), dayOf(time)) ? page : 0
  }

  #pagePath(page: number): string {
    return page < this.#pages.count ? this.#pages.path(page) : `/docs/page-${page}`
  }

  /** Realistic: readers like most pages; a fading (legacy) page disappoints most of them. */
  #helpful(i: number, page: number): boolean {
    const unhelpful = this.#pages.trend(page) === 'fading' ? 0.8 : 0.25
    return unit(this.#site.seed, i, 25) >= unhelpful
  }

  callers(range: QueryRange, now: number): CallerStats {
    const draw = (rate: number, traffic: Draw['traffic'], group: number): number =>
      this.#sum(range, now, { rate, trend: 'steady', group, traffic, atLeast: 0 })
    // People ask on the site; API callers are programs, which keep no weekends.
    const web = draw(120, 'people', 0)
    const api = draw(45, 'ai', 1)
    const other = draw(7, 'people', 2)
    return { web, api, other, total: web + api + other }
  }
}
