/** Shapes of the API's bodies after validation (see schemas.ts and test/openapi/). */

export type KnownJobStatus = 'active' | 'completed' | 'archived' | 'failed'

export interface AgentJob {
  id: string
  /** One of KnownJobStatus, or a value the API added later (treated as not terminal). */
  status: string
  source?: { repository?: string; ref?: string | null }
  model?: string
  prLink?: string | null
  createdAt?: string
  archivedAt?: string | null
}

export interface ViewTotals {
  human: number
  ai: number
  total: number
}

export interface PageViewRow {
  path: string
  human: number
  ai: number
  total: number
}

export interface ViewsPage {
  totals: ViewTotals
  views: PageViewRow[]
  hasMore: boolean
}

export interface ViewsQuery {
  dateFrom: string
  dateTo: string
  limit: number
  offset: number
}

/** What the analytics exporter needs from the API client (retries happen inside it). */
export interface ViewsApi {
  getViews(projectId: string, query: ViewsQuery, signal?: AbortSignal): Promise<ViewsPage>
}
