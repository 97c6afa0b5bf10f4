/** Docs analytics: every endpoint's pages, through the request budget (`max-requests`). */
import type * as v from 'valibot'
import { pathSegment, type ApiClient } from './request.js'
import { ViewsPageSchema, type ViewsApi, type ViewsPage, type ViewsQuery } from './schemas.js'

/** One analytics endpoint's request: `endpoint` is the path after `/v1/analytics/{projectId}/`. */
export interface AnalyticsRequest<T> {
  endpoint: AnalyticsEndpoint
  query: Record<string, string | number>
  /** "Getting searches (page 3)": starts every error message. */
  operation: string
  schema: v.GenericSchema<unknown, T>
  /** A check beyond the shape; returns why the answer is wrong. Default: every number finite. */
  check?: (value: T) => string | undefined
}

type AnalyticsEndpoint =
  | 'views'
  | 'visitors'
  | 'searches'
  | 'feedback'
  | 'feedback/by-page'
  | 'assistant'
  | 'assistant/caller-stats'

/** The analytics operations, as the exporter sees them (retries and the budget inside). */
export interface AnalyticsApi extends ViewsApi {
  getAnalytics<T>(projectId: string, request: AnalyticsRequest<T>, signal?: AbortSignal): Promise<T>
}

/** The analytics operations over `client`: every request counts against the budget. */
export function analyticsApi(client: ApiClient): AnalyticsApi {
  const getAnalytics = <T>(
    projectId: string,
    request: AnalyticsRequest<T>,
    signal?: AbortSignal,
  ): Promise<T> => {
    return client.request(
      {
        method: 'GET',
        path: `/v1/analytics/${pathSegment(projectId)}/${request.endpoint}`,
        query: request.query,
        operation: request.operation,
        schema: request.schema,
        check: request.check ?? finiteNumbers,
        replaySafe: true,
        budgeted: true,
      },
      signal,
    )
  }
  return {
    getAnalytics,
    getViews: (projectId: string, query: ViewsQuery, signal?: AbortSignal): Promise<ViewsPage> => {
      return getAnalytics(
        projectId,
        {
          endpoint: 'views',
          query: { ...query },
          operation: `Getting page views (offset ${query.offset})`,
          schema: ViewsPageSchema,
        },
        signal,
      )
    },
  }
}

/**
 * Every number of an analytics answer must be finite: `1e309` in the body parses to Infinity,
 * which no file can hold faithfully. Refused once, not retried: asking again returns the same
 * page. Returns where the first one is, e.g. `views.3.total`.
 */
function finiteNumbers(value: unknown): string | undefined {
  // The walk that builds the path runs only on the rare answer that has such a number.
  if (!hasNonFinite(value)) return undefined
  return `${(nonFinitePath(value) ?? []).join('.')} is not a finite number`
}

/**
 * Whether any number in a parsed JSON value is not finite. It runs on every field of every page,
 * the export's hottest loop: arrays by index (a `for...in` over an array walks string keys) and
 * nothing allocated.
 */
function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value)
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (hasNonFinite(value[i])) return true
    return false
  }
  const record = value as Record<string, unknown>
  for (const key in record) if (Object.hasOwn(record, key) && hasNonFinite(record[key])) return true
  return false
}

/** The keys that lead to the first number that is not finite, or undefined. */
function nonFinitePath(value: unknown): string[] | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : []
  if (value === null || typeof value !== 'object') return undefined
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    const path = nonFinitePath((value as Record<string, unknown>)[key])
    if (path) {
      path.unshift(key)
      return path
    }
  }
  return undefined
}
