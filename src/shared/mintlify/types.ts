/** Shapes of the API's bodies after validation, inferred from the schemas (see schemas.ts). */
import type * as v from 'valibot'
import type { AgentJobSchema, ViewsPageSchema } from './schemas.js'

export type KnownJobStatus = 'active' | 'completed' | 'archived' | 'failed'

/** `status` is one of KnownJobStatus, or a value the API added later (treated as not terminal). */
export type AgentJob = v.InferOutput<typeof AgentJobSchema>

export type ViewsPage = v.InferOutput<typeof ViewsPageSchema>
export type ViewTotals = ViewsPage['totals']
export type PageViewRow = ViewsPage['views'][number]

export interface ViewsQuery {
  dateFrom: string
  dateTo: string
  limit: number
  offset: number
}

/** What the page-views export needs from the API client (retries happen inside it). */
export interface ViewsApi {
  getViews(projectId: string, query: ViewsQuery, signal?: AbortSignal): Promise<ViewsPage>
}
