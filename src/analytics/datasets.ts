/**
 * The analytics datasets the action exports (the `datasets` input): one endpoint of
 * `analytics.openapi.json` each, how it pages, and how its rows land in the files. Nested fields
 * get a flat CSV form here; JSON and NDJSON keep the shape served.
 */
import {
  AssistantPageSchema,
  CallerStatsSchema,
  FeedbackByPageSchema,
  FeedbackPageSchema,
  SearchesPageSchema,
  VisitorsPageSchema,
  type AssistantRow,
  type CallerStats,
  type FeedbackByPageRow,
  type FeedbackRow,
  type SearchRow,
} from '../api/analytics-schemas.js'
import type { AnalyticsApi } from '../api/client.js'
import type { PageViewRow, ViewTotals } from '../api/types.js'
import type { DateRange } from './range.js'
import type { CsvColumn, CsvValue, FileLayout } from './writers.js'

import type { DatasetName } from '../settings.js'

export type { DatasetName }

/** The datasets `compare: previous` also exports for the period before. */
export const COMPARABLE: readonly DatasetName[] = ['views', 'visitors']

/** A page-views or visitors row, with the previous period's total when comparing. */
export interface TrafficRow extends PageViewRow {
  /** `total` in the previous period (0 when the page had none). */
  previous?: number
  /** `total - previous`. */
  change?: number
}

/** One answer of a paged endpoint, in the shape the exporter walks. */
export interface DatasetPage<Row> {
  rows: Row[]
  /** Offset paging and single requests: the API's `hasMore`. */
  hasMore: boolean
  /** Cursor paging: the cursor of the next page, null on the last. */
  nextCursor?: string | null
  /** Views and visitors: the API's site-wide totals for the range. */
  totals?: ViewTotals
  /** Values the JSON file keeps after the rows (`totals`, `totalSearches`, ...). */
  trailer: Record<string, unknown>
}

export type Paging =
  { kind: 'offset' } | { kind: 'cursor'; limit: number } | { kind: 'single'; limit?: number }

/** Where one request starts: an offset, or a cursor (none for the first page). */
export interface PageRequest {
  range: DateRange
  limit: number
  offset?: number
  cursor?: string
}

export interface Dataset<Row> {
  name: DatasetName
  /** "page views": for log lines, the plan and failures. */
  title: string
  paging: Paging
  layout: FileLayout<Row>
  /** A key that no two rows of a clean export share, for the repeated-row check. */
  identity(row: Row): string
  /**
   * Views and visitors: per-page counts beside site-wide totals. `rowsAddUp`: the rows' sums
   * must equal the totals (views; visitors are deduplicated site-wide, so theirs do not).
   */
  traffic?: { rowsAddUp: boolean; counts(row: Row): PageViewRow }
  fetch(
    api: AnalyticsApi,
    projectId: string,
    request: PageRequest,
    signal?: AbortSignal,
  ): Promise<DatasetPage<Row>>
}

export interface DatasetOptions {
  /** Keep feedback's `contact` (readers' email addresses); left out by default. */
  includeContact: boolean
  /** Views and visitors carry `previous` and `change` columns. */
  compare: boolean
}

function column<Row>(name: string, value: (row: Row) => CsvValue): CsvColumn<Row> {
  return { name, value }
}

function dateQuery(request: PageRequest): Record<string, string | number> {
  return { dateFrom: request.range.dateFrom, dateTo: request.range.dateTo }
}

function trafficLayout(stem: string, jsonKey: string, compare: boolean): FileLayout<TrafficRow> {
  const columns: CsvColumn<TrafficRow>[] = [
    column('path', (r) => r.path),
    column('human', (r) => r.human),
    column('ai', (r) => r.ai),
    column('total', (r) => r.total),
  ]
  if (compare) {
    columns.push(
      column('previous', (r) => r.previous ?? 0),
      column('change', (r) => r.change ?? r.total),
    )
  }
  return {
    stem,
    jsonKey,
    csvColumns: columns,
    jsonRow: (r) =>
      compare
        ? {
            path: r.path,
            human: r.human,
            ai: r.ai,
            total: r.total,
            previous: r.previous ?? 0,
            change: r.change ?? r.total,
          }
        : { path: r.path, human: r.human, ai: r.ai, total: r.total },
  }
}

function viewsDataset(options: DatasetOptions): Dataset<TrafficRow> {
  return {
    name: 'views',
    title: 'page views',
    paging: { kind: 'offset' },
    layout: trafficLayout('page-views', 'views', options.compare),
    identity: (row) => row.path,
    traffic: { rowsAddUp: true, counts: (row) => row },
    async fetch(api, projectId, request, signal) {
      const offset = request.offset ?? 0
      const page = await api.getViews(
        projectId,
        { ...request.range, limit: request.limit, offset },
        signal,
      )
      return {
        rows: page.views,
        hasMore: page.hasMore,
        totals: page.totals,
        trailer: { totals: page.totals },
      }
    },
  }
}

function visitorsDataset(options: DatasetOptions): Dataset<TrafficRow> {
  return {
    name: 'visitors',
    title: 'unique visitors',
    paging: { kind: 'offset' },
    layout: trafficLayout('visitors', 'visitors', options.compare),
    identity: (row) => row.path,
    traffic: { rowsAddUp: false, counts: (row) => row },
    async fetch(api, projectId, request, signal) {
      const offset = request.offset ?? 0
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'visitors',
          query: { ...dateQuery(request), limit: request.limit, offset },
          operation: `Getting unique visitors (offset ${offset})`,
          schema: VisitorsPageSchema,
        },
        signal,
      )
      return {
        rows: page.visitors,
        hasMore: page.hasMore,
        totals: page.totals,
        trailer: { totals: page.totals },
      }
    },
  }
}

function cursorQuery(request: PageRequest): Record<string, string | number> {
  const query = { ...dateQuery(request), limit: request.limit }
  return request.cursor === undefined ? query : { ...query, cursor: request.cursor }
}

function searchesDataset(): Dataset<SearchRow> {
  return {
    name: 'searches',
    title: 'searches',
    paging: { kind: 'cursor', limit: 100 },
    layout: {
      stem: 'searches',
      jsonKey: 'searches',
      csvColumns: [
        column('searchQuery', (r) => r.searchQuery),
        column('hits', (r) => r.hits),
        column('ctr', (r) => r.ctr),
        column('topClickedPage', (r) => r.topClickedPage),
        column('lastSearchedAt', (r) => r.lastSearchedAt),
      ],
      jsonRow: (r) => r,
    },
    identity: (row) => row.searchQuery,
    async fetch(api, projectId, request, signal) {
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'searches',
          query: cursorQuery(request),
          operation: 'Getting searches',
          schema: SearchesPageSchema,
        },
        signal,
      )
      return {
        rows: page.searches,
        hasMore: page.nextCursor !== null,
        nextCursor: page.nextCursor,
        trailer: { totalSearches: page.totalSearches },
      }
    },
  }
}

function feedbackDataset(options: DatasetOptions): Dataset<FeedbackRow> {
  const columns: CsvColumn<FeedbackRow>[] = [
    column('id', (r) => r.id),
    column('path', (r) => r.path),
    column('createdAt', (r) => r.createdAt),
    column('source', (r) => r.source),
    column('status', (r) => r.status),
    column('helpful', (r) => r.helpful),
    column('comment', (r) => r.comment),
    column('code', (r) => r.code),
    column('filename', (r) => r.filename),
    column('lang', (r) => r.lang),
  ]
  if (options.includeContact) columns.push(column('contact', (r) => r.contact))
  return {
    name: 'feedback',
    title: 'feedback',
    paging: { kind: 'cursor', limit: 100 },
    layout: { stem: 'feedback', jsonKey: 'feedback', csvColumns: columns, jsonRow: (r) => r },
    identity: (row) => row.id,
    async fetch(api, projectId, request, signal) {
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'feedback',
          query: cursorQuery(request),
          operation: 'Getting feedback',
          schema: FeedbackPageSchema,
        },
        signal,
      )
      // Readers' email addresses never reach a file, log or summary unless asked for.
      const rows = options.includeContact
        ? page.feedback
        : page.feedback.map(({ contact: _contact, ...row }) => row)
      return { rows, hasMore: page.hasMore, nextCursor: page.nextCursor, trailer: {} }
    },
  }
}

function feedbackByPageDataset(): Dataset<FeedbackByPageRow> {
  return {
    name: 'feedback-by-page',
    title: 'feedback by page',
    paging: { kind: 'single', limit: 100 },
    layout: {
      stem: 'feedback-by-page',
      jsonKey: 'feedback',
      csvColumns: [
        column('path', (r) => r.path),
        column('thumbsUp', (r) => r.thumbsUp),
        column('thumbsDown', (r) => r.thumbsDown),
        column('code', (r) => r.code),
        column('total', (r) => r.total),
      ],
      jsonRow: (r) => r,
    },
    identity: (row) => row.path,
    async fetch(api, projectId, request, signal) {
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'feedback/by-page',
          query: { ...dateQuery(request), limit: request.limit },
          operation: 'Getting feedback by page',
          schema: FeedbackByPageSchema,
        },
        signal,
      )
      return { rows: page.feedback, hasMore: page.hasMore, trailer: { hasMore: page.hasMore } }
    },
  }
}

/** Sources in CSV: one line per source, `title <url>`, in the order served. */
function flatSources(row: AssistantRow): string {
  return row.sources.map((source) => `${source.title} <${source.url}>`).join('\n')
}

function assistantDataset(): Dataset<AssistantRow> {
  return {
    name: 'assistant',
    title: 'assistant conversations',
    paging: { kind: 'cursor', limit: 1000 },
    layout: {
      stem: 'assistant',
      jsonKey: 'conversations',
      csvColumns: [
        column('id', (r) => r.id),
        column('timestamp', (r) => r.timestamp),
        column('query', (r) => r.query),
        column('response', (r) => r.response),
        column('responseType', (r) => r.responseType ?? 'answer'),
        column('resolutionStatus', (r) => r.resolutionStatus),
        column('queryCategory', (r) => r.queryCategory),
        column('pageUrl', (r) => r.pageUrl),
        column('sources', flatSources),
      ],
      jsonRow: (r) => r,
    },
    identity: (row) => row.id,
    async fetch(api, projectId, request, signal) {
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'assistant',
          query: cursorQuery(request),
          operation: 'Getting assistant conversations',
          schema: AssistantPageSchema,
        },
        signal,
      )
      return {
        rows: page.conversations,
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
        trailer: {},
      }
    },
  }
}

function assistantCallersDataset(): Dataset<CallerStats> {
  return {
    name: 'assistant-callers',
    title: 'assistant callers',
    paging: { kind: 'single' },
    layout: {
      stem: 'assistant-callers',
      jsonKey: 'callers',
      csvColumns: [
        column('web', (r) => r.web),
        column('api', (r) => r.api),
        column('other', (r) => r.other),
        column('total', (r) => r.total),
      ],
      jsonRow: (r) => r,
    },
    identity: () => 'callers',
    async fetch(api, projectId, request, signal) {
      const stats = await api.getAnalytics(
        projectId,
        {
          endpoint: 'assistant/caller-stats',
          query: dateQuery(request),
          operation: 'Getting assistant caller stats',
          schema: CallerStatsSchema,
        },
        signal,
      )
      return { rows: [stats], hasMore: false, trailer: {} }
    },
  }
}

/** Any dataset, its row type left open (each one's functions take only its own rows). */
export type AnyDataset =
  | Dataset<TrafficRow>
  | Dataset<SearchRow>
  | Dataset<FeedbackRow>
  | Dataset<FeedbackByPageRow>
  | Dataset<AssistantRow>
  | Dataset<CallerStats>

export function datasetFor(name: DatasetName, options: DatasetOptions): AnyDataset {
  switch (name) {
    case 'views':
      return viewsDataset(options)
    case 'visitors':
      return visitorsDataset(options)
    case 'searches':
      return searchesDataset()
    case 'feedback':
      return feedbackDataset(options)
    case 'feedback-by-page':
      return feedbackByPageDataset()
    case 'assistant':
      return assistantDataset()
    case 'assistant-callers':
      return assistantCallersDataset()
  }
}
