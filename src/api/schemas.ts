import * as v from 'valibot'

/** Ids and statuses are printed in log lines, where a line break would start a workflow command. */
const printable = v.regex(/^\P{Cc}*$/u, 'Invalid characters: control characters are not allowed')

/**
 * Response checks, from the vendor's OpenAPI documents (vendored in test/openapi/). The
 * documents mark no AgentJob field required; we require `id` and `status` (nothing works
 * without them) and check the type of every other field that is present.
 */
export const AgentJobSchema = v.looseObject({
  id: v.pipe(v.string(), v.nonEmpty(), printable),
  status: v.pipe(v.string(), v.nonEmpty(), printable),
  source: v.optional(
    v.looseObject({
      repository: v.optional(v.string()),
      ref: v.optional(v.nullable(v.string())),
    }),
  ),
  model: v.optional(v.string()),
  prLink: v.optional(v.nullable(v.string())),
  createdAt: v.optional(v.string()),
  archivedAt: v.optional(v.nullable(v.string())),
})

/** Counts are `number` in the OpenAPI document: accept any non-negative number as received. */
const count = v.pipe(v.number(), v.minValue(0))

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
