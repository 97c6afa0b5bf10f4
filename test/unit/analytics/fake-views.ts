import type { AnalyticsApi, AnalyticsRequest } from '../../../src/shared/mintlify/analytics-api.ts'
import type {
  PageViewRow,
  ViewTotals,
  ViewsPage,
  ViewsQuery,
} from '../../../src/shared/mintlify/schemas.ts'

/** Row `i` of a generated dataset: unique paths, some with commas, quotes, newlines, non-ASCII. */
export function generatedRow(i: number): PageViewRow {
  const human = (i * 7919) % 1000
  const ai = (i * 104729) % 300
  return { path: `${PATH_KINDS[i % PATH_KINDS.length]}-${i}`, human, ai, total: human + ai }
}
/** The paths' stems, in turn: row `i` takes stem `i % 6`, then `-i`. */
const PATH_KINDS = [
  '/docs/page',
  '/docs/a,b',
  '/docs/"quoted"',
  '/docs/straße/日本語',
  '/docs/line\nbreak',
  '/docs/emoji-😀',
]

export function sumRows(rows: Iterable<PageViewRow>): ViewTotals {
  const t = { human: 0, ai: 0, total: 0 }
  for (const r of rows) {
    t.human += r.human
    t.ai += r.ai
    t.total += r.total
  }
  return t
}

export function rowsOf(n: number): PageViewRow[] {
  return Array.from({ length: n }, (_, i) => generatedRow(i))
}

/**
 * An in-memory views API over `n` rows (generated on demand, so large datasets cost nothing).
 * Records every query. `totals` default to the sum of the rows.
 */
export class FakeViewsApi implements AnalyticsApi {
  readonly queries: ViewsQuery[] = []
  totals: ViewTotals
  /** Replaces the answer for a call (0-based call index); return undefined for the normal one. */
  override?: (call: number, query: ViewsQuery) => ViewsPage | undefined

  readonly n: number
  readonly row: (i: number) => PageViewRow

  constructor(n: number, row: (i: number) => PageViewRow = generatedRow, totals?: ViewTotals) {
    this.n = n
    this.row = row
    if (totals) this.totals = totals
    else {
      const t = { human: 0, ai: 0, total: 0 }
      for (let i = 0; i < n; i++) {
        const r = row(i)
        t.human += r.human
        t.ai += r.ai
        t.total += r.total
      }
      this.totals = t
    }
  }

  async getViews(_projectId: string, query: ViewsQuery, _signal?: AbortSignal): Promise<ViewsPage> {
    const call = this.queries.length
    this.queries.push({ ...query })
    const custom = this.override?.(call, query)
    if (custom) return custom
    const end = Math.min(this.n, query.offset + query.limit)
    const views: PageViewRow[] = []
    for (let i = query.offset; i < end; i++) views.push(this.row(i))
    return { totals: { ...this.totals }, views, hasMore: end < this.n }
  }

  /** Only page views live here; any other endpoint is a test mistake. */
  async getAnalytics<T>(_projectId: string, request: AnalyticsRequest<T>): Promise<T> {
    throw new Error(`FakeViewsApi serves /views only, not /${request.endpoint}`)
  }
}

/** A tiny RFC 4180 CSV parser for checking what csv-stringify wrote. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  let i = 0
  while (i < text.length) {
    const c = text[i] as string
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
      } else {
        field += c
      }
      i++
      continue
    }
    if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      // CRLF: handled by the '\n' branch next.
    } else field += c
    i++
  }
  if (field !== '' || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}
