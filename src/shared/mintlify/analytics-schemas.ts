/**
 * Response checks for the analytics endpoints besides `/views` (schemas.ts), from the vendor's
 * `analytics.openapi.json` (vendored in test/openapi/), and the types they produce. Unknown
 * fields are dropped, so the files carry only what the document describes. Counts are any
 * number, as for views (the client refuses only non-finite ones).
 */
import * as v from 'valibot'

const count = v.number()
const totals = v.object({ human: count, ai: count, total: count })
const trafficRow = v.object({ path: v.string(), human: count, ai: count, total: count })

/** Opaque cursors are echoed back in a query string: bounded, printable, never a line break. */
const cursor = v.nullable(
  v.pipe(
    v.string(),
    v.maxLength(1_024, 'Invalid cursor: longer than 1024 characters'),
    v.regex(/^\P{Cc}+$/u, 'Invalid cursor: empty or with control characters'),
  ),
)

export const VisitorsPageSchema = v.object({
  totals,
  visitors: v.array(trafficRow),
  hasMore: v.boolean(),
})

export const SearchesPageSchema = v.object({
  searches: v.array(
    v.object({
      searchQuery: v.string(),
      hits: count,
      ctr: count,
      topClickedPage: v.nullable(v.string()),
      lastSearchedAt: v.string(),
    }),
  ),
  totalSearches: count,
  nextCursor: cursor,
})

/**
 * The document's three variants (contextual, code snippet, base) as one object: the base fields
 * are required, the variant fields optional. A source added later is kept, not refused.
 */
export const FeedbackPageSchema = v.object({
  feedback: v.array(
    v.object({
      id: v.string(),
      path: v.string(),
      comment: v.nullable(v.string()),
      createdAt: v.nullable(v.string()),
      source: v.string(),
      status: v.string(),
      helpful: v.optional(v.boolean()),
      contact: v.optional(v.nullable(v.string())),
      code: v.optional(v.string()),
      filename: v.optional(v.nullable(v.string())),
      lang: v.optional(v.nullable(v.string())),
    }),
  ),
  nextCursor: cursor,
  hasMore: v.boolean(),
})

export const FeedbackByPageSchema = v.object({
  feedback: v.array(
    v.object({ path: v.string(), thumbsUp: count, thumbsDown: count, code: count, total: count }),
  ),
  hasMore: v.boolean(),
})

/** The assistant's cursor is a ULID (Crockford base32, 26 characters). */
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/i

export const AssistantPageSchema = v.object({
  conversations: v.array(
    v.object({
      id: v.string(),
      timestamp: v.string(),
      query: v.string(),
      response: v.string(),
      responseType: v.optional(v.string()),
      sources: v.array(v.object({ title: v.string(), url: v.string() })),
      resolutionStatus: v.string(),
      queryCategory: v.nullable(v.string()),
      pageUrl: v.nullable(v.string()),
    }),
  ),
  nextCursor: v.nullable(v.pipe(v.string(), v.regex(ULID, 'Invalid cursor: not a ULID'))),
  hasMore: v.boolean(),
})

export const CallerStatsSchema = v.object({ web: count, api: count, other: count, total: count })

type SearchesPage = v.InferOutput<typeof SearchesPageSchema>
export type SearchRow = SearchesPage['searches'][number]
type FeedbackPage = v.InferOutput<typeof FeedbackPageSchema>
export type FeedbackRow = FeedbackPage['feedback'][number]
type FeedbackByPage = v.InferOutput<typeof FeedbackByPageSchema>
export type FeedbackByPageRow = FeedbackByPage['feedback'][number]
type AssistantPage = v.InferOutput<typeof AssistantPageSchema>
export type AssistantRow = AssistantPage['conversations'][number]
export type CallerStats = v.InferOutput<typeof CallerStatsSchema>
