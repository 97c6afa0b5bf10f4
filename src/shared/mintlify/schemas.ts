import * as v from 'valibot'

/** Ids and statuses are printed in log lines, where a line break would start a workflow command. */
export const printable = v.regex(
  /^\P{Cc}*$/u,
  'Invalid characters: control characters are not allowed',
)

/**
 * A job id as the API issues it and the action puts it in a URL path: a safe path segment only
 * (the characters of an unreserved URL segment, not `.` or `..`), at most 128 characters.
 */
export const SAFE_ID = /^(?!\.{1,2}$)[A-Za-z0-9._~-]{1,128}$/

/**
 * Response checks, from the vendor's OpenAPI documents (vendored in test/openapi/). The
 * documents mark no AgentJob field required; we require `id` and `status` (nothing works
 * without them) and check the type of every other field that is present. Unknown fields are
 * dropped: the `job` output carries only what is documented.
 */
export const AgentJobSchema = v.object({
  id: v.pipe(v.string(), v.regex(SAFE_ID, 'Invalid id: not a safe path segment')),
  status: v.pipe(v.string(), v.nonEmpty(), printable),
  source: v.optional(
    v.object({
      repository: v.optional(v.string()),
      ref: v.optional(v.nullable(v.string())),
    }),
  ),
  model: v.optional(v.string()),
  prLink: v.optional(v.nullable(v.string())),
  createdAt: v.optional(v.string()),
  archivedAt: v.optional(v.nullable(v.string())),
})

/**
 * Counts are `number` in the OpenAPI document, negative included: any finite number is data (the
 * export warns about negative, fractional and inexact ones, see analytics/integrity.ts), never a
 * reason to refuse a page and spend the hourly rate limit asking for it again. Only a value JSON
 * cannot hold (`1e309` parses to Infinity) is refused, by the client's answer check.
 */
const count = v.number()

export const ViewsPageSchema = v.object({
  totals: v.object({ human: count, ai: count, total: count }),
  views: v.array(v.object({ path: v.string(), human: count, ai: count, total: count })),
  hasMore: v.boolean(),
})

/** The API's error body, `{"error": string}` (analytics adds `details`). */
export const ErrorBodySchema = v.object({
  error: v.string(),
  details: v.optional(v.array(v.object({ message: v.string() }))),
})

/** First problem of a failed check, as `path: message`, for the error text. */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'unexpected shape'
  const where = v.getDotPath(issue)
  return where ? `${where}: ${issue.message}` : issue.message
}

// Shapes of the API's bodies after validation, inferred from the schemas above.

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
