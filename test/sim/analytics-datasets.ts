/**
 * The simulator's analytics endpoints besides `/views` (see views-dataset.ts), as route handlers:
 *
 *   GET /v1/analytics/{p}/visitors?dateFrom&dateTo&limit(1..250, 50)&offset    offset paging
 *   GET /v1/analytics/{p}/searches?dateFrom&dateTo&limit(1..100, 50)&cursor    opaque cursor
 *   GET /v1/analytics/{p}/feedback?dateFrom&dateTo&source&status&limit(1..100, 50)&cursor
 *   GET /v1/analytics/{p}/feedback/by-page?dateFrom&dateTo&source&status&limit(1..100, 10)
 *   GET /v1/analytics/{p}/assistant?dateFrom&dateTo&limit(1..1000, 100)&cursor   ULID cursor
 *   GET /v1/analytics/{p}/assistant/caller-stats?dateFrom&dateTo
 *
 * Shapes follow test/openapi/analytics.openapi.json. Data is deterministic and fixed in time, so
 * a range is the sum of its days (a store that syncs day by day gets the same rows as one
 * export of the whole range):
 * - Aggregates (visitors, searches, callers) are present only for ranges holding data days (the
 *   same model as views): each row has a fixed count per data day, so counts scale with the
 *   number of days; a search's `lastSearchedAt` is its fixed time of day on the range's last
 *   data day.
 * - Events (feedback, conversations) are fixed: event k happens at
 *   `DATA_START + floor(k * 31 days / n)` (n = the option's `rows`: the events of any 31 days),
 *   with an id and content computed from k, and a range serves the events inside it. A feedback
 *   item's status moves one step at each `reviseFeedback()` (a team triaging).
 * Bad queries answer 400 `{error, details}` like `/views`. Some rows hold hostile text on
 * purpose (Markdown and HTML injection, mentions, a spreadsheet formula, line breaks), and
 * feedback carries readers' email addresses in `contact`.
 *
 * Visitors: per-page `total` is deduplicated across human and AI (at most human + ai), and the
 * site-wide totals are 80% of the rows' sums, rounded: they are NOT the sum of the rows.
 * Feedback by page counts the same feedback rows the `/feedback` endpoint serves.
 */
import { DATA_END_MS, DATA_START_MS } from './dates.ts'
import { expectedRange, invalidQuery, QueryReader, type QueryRange, type Reply } from './query.ts'

export type DatasetRoute =
  'visitors' | 'searches' | 'feedback' | 'feedback-by-page' | 'assistant' | 'assistant-callers'

export interface AnalyticsDataOptions {
  visitors?: { rows?: number }
  searches?: { rows?: number }
  /** `rows`: the feedback items of any 31 days (default 260). */
  feedback?: { rows?: number }
  assistant?: {
    /** The conversation turns of any 31 days (default 1500). */
    rows?: number
    /**
     * Questions unanswered, in this order, as the last turns of every run of `rows` turns: any
     * 31 days hold each of them once.
     */
    unanswered?: readonly string[]
  }
  /** A server that pages wrongly on one cursor endpoint, from page `afterPages + 1` on. */
  cursorAnomaly?: {
    route: 'searches' | 'feedback' | 'assistant'
    /**
     * `repeat`: the next cursor is the one just received; `never-ends`: past the data, empty
     * pages with fresh cursors (and hasMore) forever; `more-without-cursor`: hasMore true and
     * nextCursor null (feedback, assistant); `ignores-cursor`: the first page again, whatever
     * the cursor, each time with a fresh next cursor.
     */
    kind: 'repeat' | 'never-ends' | 'more-without-cursor' | 'ignores-cursor'
    afterPages?: number
  }
}

export interface DatasetQuery {
  dateFrom?: string
  dateTo?: string
  source?: string
  status?: string
}

const SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const
const STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const
/** `limit`'s maximum and default per route (caller stats take no limit). */
const LIMITS: Readonly<
  Record<Exclude<DatasetRoute, 'assistant-callers'>, { max: number; fallback: number }>
> = {
  visitors: { max: 250, fallback: 50 },
  searches: { max: 100, fallback: 50 },
  feedback: { max: 100, fallback: 50 },
  'feedback-by-page': { max: 100, fallback: 10 },
  assistant: { max: 1000, fallback: 100 },
}
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const DAY_MS = 86_400_000
/** Events are spread so that any 31 days hold `rows` of them. */
const EVENT_WINDOW_MS = 31n * BigInt(DAY_MS)
const ULID_RE = /^[0-9A-HJKMNP-TV-Z]{26}$/i

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

function hostile(i: number): string | undefined {
  return i % 17 === 3 ? HOSTILE_TEXTS[Math.floor(i / 17) % HOSTILE_TEXTS.length] : undefined
}

function pathOf(i: number): string {
  return hostile(i) ? `/docs/${hostile(i)} ${i}` : `/docs/page-${i}`
}

/** A ULID for row i: sortable, 26 Crockford characters. */
function ulidOf(i: number): string {
  let n = i
  let tail = ''
  for (let k = 0; k < 10; k++) {
    tail = CROCKFORD[n % 32] + tail
    n = Math.floor(n / 32)
  }
  return `01JD${'0'.repeat(12)}${tail}`
}

/** When event k happens, for `n` events in any 31 days. */
function eventTime(k: number, n: number): number {
  return DATA_START_MS + Number((BigInt(k) * EVENT_WINDOW_MS) / BigInt(n))
}

/** The events `[first, end)` that happen inside the range (and inside the data). */
function eventsIn(range: QueryRange, n: number): { first: number; end: number } {
  const index = (ms: number): number => {
    const offset = BigInt(Math.min(Math.max(ms, DATA_START_MS), DATA_END_MS) - DATA_START_MS)
    // The first k with eventTime(k) >= ms: ceil(offset * n / window).
    return Number((offset * BigInt(n) + EVENT_WINDOW_MS - 1n) / EVENT_WINDOW_MS)
  }
  const first = index(range.fromMs)
  return { first, end: Math.max(first, index(range.toMs)) }
}

export class AnalyticsData {
  private readonly options: AnalyticsDataOptions
  /** Pages served per cursor route, for `cursorAnomaly.afterPages`. */
  private readonly pagesServed = new Map<string, number>()
  /** Steps every feedback status has moved (`reviseFeedback`). */
  private revision = 0

  /** Every feedback item's status moves one step: what a re-read of a past day sees. */
  reviseFeedback(): void {
    this.revision++
  }

  constructor(options: AnalyticsDataOptions = {}) {
    this.options = options
  }

  /** Answers one request of `route`. */
  handle(route: DatasetRoute, params: URLSearchParams): Reply {
    const query = new QueryReader(params)
    const range = query.range()
    const limit =
      route === 'assistant-callers' ? 0 : query.limit(LIMITS[route].max, LIMITS[route].fallback)
    const filters = { source: query.single('source'), status: query.single('status') }
    if (route === 'feedback' || route === 'feedback-by-page') {
      if (
        filters.source !== undefined &&
        !(SOURCES as readonly string[]).includes(filters.source)
      ) {
        query.details.push({ message: `source must be one of ${SOURCES.join(', ')}` })
      }
      for (const status of filters.status?.split(',') ?? []) {
        if (!(STATUSES as readonly string[]).includes(status.trim())) {
          query.details.push({
            message: `status must be a comma-separated list of ${STATUSES.join(', ')}`,
          })
          break
        }
      }
    }
    const cursor = query.single('cursor')
    const offset = route === 'visitors' ? query.offset() : 0
    if (!range || query.details.length > 0) return invalidQuery(query.details)
    switch (route) {
      case 'visitors': {
        const rows = this.visitorRows(range)
        return {
          status: 200,
          body: {
            totals: visitorTotals(rows),
            visitors: rows.slice(offset, offset + limit),
            hasMore: offset + limit < rows.length,
          },
        }
      }
      case 'searches':
      case 'feedback':
        return this.cursorPage(route, range, limit, cursor, filters)
      case 'assistant':
        return this.assistantPage(range, limit, cursor)
      case 'feedback-by-page': {
        const pages = byPage(this.feedbackRows(range, filters))
        return {
          status: 200,
          body: { feedback: pages.slice(0, limit), hasMore: pages.length > limit },
        }
      }
      case 'assistant-callers':
        return { status: 200, body: callerStats(range.days) }
    }
  }

  /** Every row `route` serves for `query`, in order, as served (feedback by page: all pages). */
  expectedRows(route: DatasetRoute, query: DatasetQuery = {}): unknown[] {
    const range = expectedRange(query.dateFrom, query.dateTo)
    const filters = { source: query.source, status: query.status }
    switch (route) {
      case 'visitors':
        return this.visitorRows(range)
      case 'searches':
        return this.searchRows(range)
      case 'feedback':
        return this.feedbackRows(range, filters)
      case 'feedback-by-page':
        return byPage(this.feedbackRows(range, filters))
      case 'assistant':
        return this.assistantRows(range)
      case 'assistant-callers':
        return [callerStats(range.days)]
    }
  }

  expectedVisitorTotals(
    dateFrom?: string,
    dateTo?: string,
  ): { human: number; ai: number; total: number } {
    return visitorTotals(this.expectedRows('visitors', { dateFrom, dateTo }) as TrafficRow[])
  }

  expectedSearchTotal(dateFrom?: string, dateTo?: string): number {
    return (this.expectedRows('searches', { dateFrom, dateTo }) as SearchRow[]).reduce(
      (s, r) => s + r.hits,
      0,
    )
  }

  // ---- rows -----------------------------------------------------------------------------------

  private invalid(message: string): Reply {
    return invalidQuery([{ message }])
  }

  /** When search i was last made in the range: its time of day on the last data day. */
  private lastSearchOf(range: QueryRange, i: number): string {
    const lastDay = Math.floor((Math.min(range.toMs, DATA_END_MS) - 1) / DAY_MS) * DAY_MS
    return new Date(lastDay + ((i * 7_919_000) % DAY_MS)).toISOString()
  }

  private visitorRows(range: QueryRange): TrafficRow[] {
    if (range.days === 0) return []
    const n = this.options.visitors?.rows ?? 1234
    return Array.from({ length: n }, (_, i) => {
      const human = ((i * 37) % 50) * range.days
      const ai = ((i * 11) % 9) * range.days
      return {
        path: pathOf(i),
        human,
        ai,
        total: Math.max(human, ai) + Math.floor(Math.min(human, ai) / 2),
      }
    })
  }

  private searchRows(range: QueryRange): SearchRow[] {
    if (range.days === 0) return []
    const n = this.options.searches?.rows ?? 230
    return Array.from({ length: n }, (_, i) => ({
      searchQuery: hostile(i) ? `${hostile(i)} ${i}` : `how to ${i}`,
      hits: (n - i) * range.days,
      ctr: i % 5 === 0 ? 0 : ((i * 13) % 100) / 100,
      topClickedPage: i % 5 === 0 || i % 7 === 0 ? null : `/docs/page-${i}`,
      lastSearchedAt: this.lastSearchOf(range, i),
    }))
  }

  private feedbackRows(
    range: QueryRange,
    filters: { source?: string; status?: string },
  ): FeedbackRow[] {
    const n = this.options.feedback?.rows ?? 260
    const statuses = filters.status?.split(',').map((s) => s.trim())
    const rows: FeedbackRow[] = []
    const { first, end } = eventsIn(range, n)
    for (let i = first; i < end; i++) {
      const source = SOURCES[i % SOURCES.length] as string
      const status = STATUSES[((i >> 2) + this.revision) % STATUSES.length] as string
      if (filters.source !== undefined && filters.source !== source) continue
      if (statuses && !statuses.includes(status)) continue
      const base = {
        id: `fb_${String(i).padStart(5, '0')}`,
        path: `/docs/page-${i % 40}`,
        comment:
          i % 3 === 0
            ? null
            : (hostile(i) ??
              `Comment ${i}: this page needs an example (from someone${i}@example.org)`),
        createdAt: new Date(eventTime(i, n)).toISOString(),
        source,
        status,
      }
      if (source === 'contextual') {
        rows.push({
          ...base,
          helpful: i % 2 === 0,
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

  private assistantRows(range: QueryRange): AssistantRow[] {
    const n = this.options.assistant?.rows ?? 1500
    const extra = this.options.assistant?.unanswered ?? []
    const asked = (i: number): string | undefined => extra[(i % n) - (n - extra.length)]
    const { first, end } = eventsIn(range, n)
    return Array.from({ length: end - first }, (_, offset) => first + offset).map((i) => ({
      id: ulidOf(i),
      timestamp: new Date(eventTime(i, n)).toISOString(),
      query: asked(i) ?? hostile(i) ?? `Question ${i}: how do I configure feature ${i % 50}?`,
      response: i % 6 === 0 ? 'I could not find that in the documentation.' : `Answer ${i}`,
      ...(i % 9 === 0 ? { responseType: 'clarifying_question' } : {}),
      sources: Array.from({ length: i % 4 }, (_, k) => ({
        title: `Page ${k}`,
        url: `https://docs.example.com/p${(i + k) % 40}`,
      })),
      resolutionStatus: i % 6 === 0 || asked(i) !== undefined ? 'unanswered' : 'answered',
      queryCategory: i % 5 === 0 ? null : `category-${i % 3}`,
      pageUrl: i % 4 === 0 ? null : `https://docs.example.com/p${i % 40}`,
    }))
  }

  // ---- cursor paging --------------------------------------------------------------------------

  private anomaly(route: string): AnalyticsDataOptions['cursorAnomaly'] | undefined {
    const anomaly = this.options.cursorAnomaly
    if (anomaly?.route !== route) return undefined
    const served = this.pagesServed.get(route) ?? 0
    return served >= (anomaly.afterPages ?? 1) ? anomaly : undefined
  }

  private cursorPage(
    route: 'searches' | 'feedback',
    range: QueryRange,
    limit: number,
    cursor: string | undefined,
    filters: { source?: string; status?: string },
  ): Reply {
    const context = `${route}|${range.key}|${filters.source ?? ''}|${filters.status ?? ''}`
    let offset = 0
    if (cursor !== undefined) {
      const decoded = decodeCursor(cursor)
      if (!decoded || decoded.c !== context)
        return this.invalid('cursor is invalid or from another query')
      offset = decoded.o
    }
    const rows = route === 'searches' ? this.searchRows(range) : this.feedbackRows(range, filters)
    const anomaly = this.anomaly(route)
    const served = (this.pagesServed.get(route) ?? 0) + 1
    this.pagesServed.set(route, served)
    if (anomaly?.kind === 'ignores-cursor') offset = 0
    const page = rows.slice(offset, offset + limit)
    let more = offset + limit < rows.length
    let next: string | null = more ? encodeCursor({ c: context, o: offset + limit }) : null
    if (anomaly?.kind === 'ignores-cursor') {
      more = true
      next = encodeCursor({ c: context, o: 1_000_000 + served })
    } else if (anomaly?.kind === 'repeat' && cursor !== undefined) {
      next = cursor
      more = true
    } else if (anomaly?.kind === 'never-ends') {
      more = true
      next = encodeCursor({ c: context, o: offset + limit })
    } else if (anomaly?.kind === 'more-without-cursor') {
      more = true
      next = null
    }
    if (route === 'searches') {
      const totalSearches = rows.reduce((sum, row) => sum + (row as SearchRow).hits, 0)
      return { status: 200, body: { searches: page, totalSearches, nextCursor: next } }
    }
    return { status: 200, body: { feedback: page, nextCursor: next, hasMore: more } }
  }

  private assistantPage(range: QueryRange, limit: number, cursor: string | undefined): Reply {
    if (cursor !== undefined && !ULID_RE.test(cursor)) return this.invalid('cursor must be a ULID')
    const rows = this.assistantRows(range)
    const start = cursor === undefined ? 0 : rows.findIndex((row) => row.id > cursor.toUpperCase())
    const anomaly = this.anomaly('assistant')
    const served = (this.pagesServed.get('assistant') ?? 0) + 1
    this.pagesServed.set('assistant', served)
    const from = anomaly?.kind === 'ignores-cursor' ? 0 : start < 0 ? rows.length : start
    const page = rows.slice(from, from + limit)
    let more = from + limit < rows.length
    let next: string | null = more ? (page.at(-1)?.id ?? null) : null
    if (anomaly?.kind === 'ignores-cursor') {
      more = true
      next = ulidOf(2_000_000 + served)
    } else if (anomaly?.kind === 'repeat' && cursor !== undefined) {
      next = cursor
      more = true
    } else if (anomaly?.kind === 'never-ends') {
      more = true
      next = page.at(-1)?.id ?? ulidOf(1_000_000 + (this.pagesServed.get('assistant') ?? 0))
    } else if (anomaly?.kind === 'more-without-cursor') {
      more = true
      next = null
    }
    return { status: 200, body: { conversations: page, nextCursor: next, hasMore: more } }
  }
}

interface TrafficRow {
  path: string
  human: number
  ai: number
  total: number
}
interface SearchRow {
  searchQuery: string
  hits: number
  ctr: number
  topClickedPage: string | null
  lastSearchedAt: string
}
interface FeedbackRow {
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
interface AssistantRow {
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

function visitorTotals(rows: readonly TrafficRow[]): { human: number; ai: number; total: number } {
  const sum = (field: 'human' | 'ai' | 'total'): number =>
    Math.round(rows.reduce((s, row) => s + row[field], 0) * 0.8)
  return { human: sum('human'), ai: sum('ai'), total: sum('total') }
}

function byPage(
  rows: readonly FeedbackRow[],
): { path: string; thumbsUp: number; thumbsDown: number; code: number; total: number }[] {
  const pages = new Map<
    string,
    { path: string; thumbsUp: number; thumbsDown: number; code: number; total: number }
  >()
  for (const row of rows) {
    const page = pages.get(row.path) ?? {
      path: row.path,
      thumbsUp: 0,
      thumbsDown: 0,
      code: 0,
      total: 0,
    }
    if (row.source === 'contextual' && row.helpful === true) page.thumbsUp++
    if (row.source === 'contextual' && row.helpful === false) page.thumbsDown++
    if (row.source === 'code_snippet') page.code++
    page.total++
    pages.set(row.path, page)
  }
  return [...pages.values()].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
}

function callerStats(days: number): { web: number; api: number; other: number; total: number } {
  const web = 120 * days
  const api = 45 * days
  const other = 7 * days
  return { web, api, other, total: web + api + other }
}

function encodeCursor(value: { c: string; o: number }): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function decodeCursor(cursor: string): { c: string; o: number } | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (
      typeof value === 'object' &&
      value !== null &&
      'c' in value &&
      'o' in value &&
      typeof value.c === 'string' &&
      typeof value.o === 'number' &&
      Number.isSafeInteger(value.o) &&
      value.o >= 0
    ) {
      return { c: value.c, o: value.o }
    }
  } catch {
    // not a cursor we issued
  }
  return undefined
}
