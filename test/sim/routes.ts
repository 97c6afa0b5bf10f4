/** The simulator's routes: which one a method and path ask for. */
import type { DatasetRoute } from './analytics-datasets.ts'

export type SimRoute =
  | 'create'
  | 'get'
  | 'message'
  | 'views'
  | DatasetRoute
  | 'deploy'
  | 'deploy-status'
  | 'preview'
  | 'automation'
  | 'static-export-start'
  | 'static-export-get'
  | 'static-export-bundle'

export interface RouteMatch {
  route: SimRoute
  /** Every route's but `deploy-status`'s (a status id alone names its deployment). */
  projectId?: string
  /** For `get` and `message`. */
  jobId?: string
  /** For `deploy-status`. */
  statusId?: string
  /** For `automation`. */
  automationId?: string
  /** For `static-export-get` and `static-export-bundle`. */
  exportId?: string
}

/** The Static Export API's routes (test/openapi/static-export-openapi.json): no project id. */
function matchStaticExport(method: string, segments: string[]): RouteMatch | undefined {
  const [version, area, jobs, id, extra, ...rest] = segments
  if (version !== 'v1' || area !== 'static-export' || jobs !== 'jobs' || rest.length > 0) {
    return undefined
  }
  if (id === undefined && method === 'POST') return { route: 'static-export-start' }
  if (id === undefined || id === '') return undefined
  if (extra === undefined && method === 'GET') return { route: 'static-export-get', exportId: id }
  if (extra === 'bundle' && method === 'POST') {
    return { route: 'static-export-bundle', exportId: id }
  }
  return undefined
}

/** The External API's routes (test/openapi/external-openapi.json), under `/v1`. */
function matchExternal(method: string, segments: string[]): RouteMatch | undefined {
  const [version, area, a, b, c, ...rest] = segments
  if (version !== 'v1' || rest.length > 0 || a === undefined || b === undefined || b === '') {
    return undefined
  }
  if (area === 'project' && c === undefined) {
    if (a === 'update' && method === 'POST') return { route: 'deploy', projectId: b }
    if (a === 'preview' && method === 'POST') return { route: 'preview', projectId: b }
    if (a === 'update-status' && method === 'GET') return { route: 'deploy-status', statusId: b }
  }
  if (area === 'workflow' && a !== '' && c === 'trigger' && method === 'POST') {
    return { route: 'automation', projectId: a, automationId: b }
  }
  return undefined
}

const ANALYTICS_ROUTES: Readonly<Record<string, 'views' | DatasetRoute>> = {
  views: 'views',
  visitors: 'visitors',
  searches: 'searches',
  feedback: 'feedback',
  'feedback/by-page': 'feedback-by-page',
  assistant: 'assistant',
  'assistant/caller-stats': 'assistant-callers',
}

export function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  let segments: string[]
  try {
    segments = pathname.split('/').slice(1).map(decodeURIComponent)
  } catch {
    return undefined
  }
  const external = matchExternal(method, segments) ?? matchStaticExport(method, segments)
  if (external) return external
  const [version, area, projectId, kind, id, extra, ...rest] = segments
  if (projectId === undefined || projectId === '' || rest.length > 0) return undefined
  if (version === 'v2' && area === 'agent' && kind === 'job') {
    if (id === undefined && method === 'POST') return { route: 'create', projectId }
    if (id !== undefined && id !== '' && extra === undefined && method === 'GET') {
      return { route: 'get', projectId, jobId: id }
    }
    if (id !== undefined && id !== '' && extra === 'message' && method === 'POST') {
      return { route: 'message', projectId, jobId: id }
    }
  }
  if (version === 'v1' && area === 'analytics' && method === 'GET' && extra === undefined) {
    const route = ANALYTICS_ROUTES[`${kind}${id === undefined ? '' : `/${id}`}`]
    if (route) return { route, projectId }
  }
  return undefined
}
