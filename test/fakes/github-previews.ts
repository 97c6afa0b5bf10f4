/**
 * The routes of the GitHub fake (github-api.ts) around a preview, with GitHub's response shapes
 * and validation:
 *
 * - `GET  /repos/{o}/{r}/pulls/{n}/files` (`per_page` up to 100, `page`; `Link`; at most 3,000
 *   files, as GitHub lists them) for files seeded with `setPullRequestFiles` (or the
 *   `pullRequestFiles` option's, for every pull request)
 * - `POST /repos/{o}/{r}/statuses/{sha}` -> 201 (422 for a state GitHub does not know, or a
 *   description over 140 characters)
 * - `GET  /repos/{o}/{r}/deployments` (`sha`, `environment`, `per_page`: newest first)
 * - `POST /repos/{o}/{r}/deployments` -> 201 (422 without `ref`)
 * - `GET | POST /repos/{o}/{r}/deployments/{id}/statuses` -> 200 / 201 (404 for no such
 *   deployment; `auto_inactive` other than false marks the environment's other deployments
 *   inactive, as GitHub does)
 */
import type { ServerResponse } from 'node:http'

export interface FakeCommitStatus {
  sha: string
  state: string
  context: string
  description: string | null
  target_url: string | null
}

interface FakeDeploymentStatus {
  state: string
  description: string
  environment_url: string
  log_url: string
  auto_inactive: unknown
}

export interface FakeDeployment {
  id: number
  sha: string
  ref: string
  environment: string
  /** The create's body, as sent: `required_contexts`, `auto_merge`, `transient_environment`... */
  request: Record<string, unknown>
  statuses: FakeDeploymentStatus[]
}

/** A changed file as GitHub lists it. */
export interface FakePullRequestFile {
  filename: string
  status: 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged'
  previous_filename?: string
}

export interface PreviewRoutesContext {
  origin: () => string
  owner: string
  repo: string
  send: (
    res: ServerResponse,
    status: number,
    body?: unknown,
    headers?: Record<string, string>,
  ) => void
  error: (res: ServerResponse, status: number, message: string) => void
  userJson: () => Record<string, unknown>
  now: () => Date
  /** The files of a pull request not given its own. */
  defaultFiles: readonly FakePullRequestFile[]
}

const STATUS_STATES = new Set(['error', 'failure', 'pending', 'success'])
const DEPLOYMENT_STATES = new Set([
  'error',
  'failure',
  'inactive',
  'in_progress',
  'queued',
  'pending',
  'success',
])
/** GitHub lists at most this many files of a pull request. */
const MAX_LISTED_FILES = 3_000

export function previewRoutes(ctx: PreviewRoutesContext) {
  const statuses: FakeCommitStatus[] = []
  const deployments: FakeDeployment[] = []
  const files = new Map<number, FakePullRequestFile[]>()
  let nextDeploymentId = 1_700_000_001

  const record = (body: unknown): Record<string, unknown> =>
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}

  const deploymentJson = (d: FakeDeployment): Record<string, unknown> => ({
    url: `${ctx.origin()}/repos/${ctx.owner}/${ctx.repo}/deployments/${d.id}`,
    id: d.id,
    node_id: `DE_kwDO${d.id}`,
    sha: d.sha,
    ref: d.ref,
    task: 'deploy',
    payload: {},
    environment: d.environment,
    description: d.request['description'] ?? null,
    creator: ctx.userJson(),
    transient_environment: d.request['transient_environment'] === true,
    production_environment: d.request['production_environment'] === true,
    statuses_url: `${ctx.origin()}/repos/${ctx.owner}/${ctx.repo}/deployments/${d.id}/statuses`,
  })

  const listFiles = (res: ServerResponse, n: number, url: URL): void => {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30))
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
    const all = (files.get(n) ?? ctx.defaultFiles).slice(0, MAX_LISTED_FILES)
    const lastPage = Math.max(1, Math.ceil(all.length / perPage))
    const slice = all.slice((page - 1) * perPage, page * perPage)
    const link = (p: number, rel: string): string =>
      `<${ctx.origin()}${url.pathname}?per_page=${perPage}&page=${p}>; rel="${rel}"`
    const links = page < lastPage ? [link(page + 1, 'next'), link(lastPage, 'last')] : []
    ctx.send(
      res,
      200,
      slice.map((file, i) => ({
        sha: `${(i + 1).toString(16).padStart(40, '0')}`,
        filename: file.filename,
        status: file.status,
        additions: 1,
        deletions: 0,
        changes: 1,
        ...(file.previous_filename ? { previous_filename: file.previous_filename } : {}),
      })),
      links.length > 0 ? { link: links.join(', ') } : {},
    )
  }

  const createStatus = (res: ServerResponse, sha: string, body: unknown): void => {
    const { state, context, description, target_url: targetUrl } = record(body)
    if (typeof state !== 'string' || !STATUS_STATES.has(state)) {
      return ctx.error(res, 422, 'Validation Failed')
    }
    if (typeof description === 'string' && description.length > 140) {
      return ctx.error(res, 422, 'Validation Failed')
    }
    const status: FakeCommitStatus = {
      sha,
      state,
      context: typeof context === 'string' ? context : 'default',
      description: typeof description === 'string' ? description : null,
      target_url: typeof targetUrl === 'string' ? targetUrl : null,
    }
    statuses.push(status)
    ctx.send(res, 201, {
      id: 20_000_000 + statuses.length,
      state,
      description: status.description,
      target_url: status.target_url,
      context: status.context,
      created_at: ctx.now().toISOString(),
      creator: ctx.userJson(),
    })
  }

  const createDeployment = (res: ServerResponse, body: unknown): void => {
    const request = record(body)
    const ref = request['ref']
    if (typeof ref !== 'string' || ref === '') return ctx.error(res, 422, 'Validation Failed')
    const deployment: FakeDeployment = {
      id: nextDeploymentId++,
      sha: /^[0-9a-f]{40}$/.test(ref) ? ref : 'd'.repeat(40),
      ref,
      environment:
        typeof request['environment'] === 'string' ? request['environment'] : 'production',
      request,
      statuses: [],
    }
    deployments.push(deployment)
    ctx.send(res, 201, deploymentJson(deployment))
  }

  const createDeploymentStatus = (res: ServerResponse, d: FakeDeployment, body: unknown): void => {
    const request = record(body)
    const state = request['state']
    if (typeof state !== 'string' || !DEPLOYMENT_STATES.has(state)) {
      return ctx.error(res, 422, 'Validation Failed')
    }
    const text = (name: string): string =>
      typeof request[name] === 'string' ? (request[name] as string) : ''
    const status: FakeDeploymentStatus = {
      state,
      description: text('description'),
      environment_url: text('environment_url'),
      log_url: text('log_url'),
      auto_inactive: request['auto_inactive'],
    }
    // GitHub's default: a success marks the environment's other deployments inactive.
    if (state === 'success' && request['auto_inactive'] !== false) {
      for (const other of deployments) {
        if (other !== d && other.environment === d.environment) {
          other.statuses.push({ ...status, state: 'inactive', environment_url: '' })
        }
      }
    }
    d.statuses.push(status)
    ctx.send(res, 201, { id: 30_000_000 + d.statuses.length, ...status, creator: ctx.userJson() })
  }

  /** Answers a request on these routes; false when the path is not one of them. */
  const route = (
    res: ServerResponse,
    method: string,
    path: string,
    url: URL,
    body: unknown,
  ): boolean => {
    const base = `/repos/${ctx.owner}/${ctx.repo}`.toLowerCase()
    if (!path.toLowerCase().startsWith(base)) return false
    const rest = path.slice(base.length)
    let m = /^\/pulls\/(\d+)\/files$/.exec(rest)
    if (m && method === 'GET') {
      listFiles(res, Number(m[1]), url)
      return true
    }
    m = /^\/statuses\/([0-9A-Za-z]+)$/.exec(rest)
    if (m && method === 'POST') {
      createStatus(res, m[1]!, body)
      return true
    }
    if (rest === '/deployments' && method === 'GET') {
      const sha = url.searchParams.get('sha')
      const environment = url.searchParams.get('environment')
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30) || 30)
      const found = deployments
        .filter(
          (d) =>
            (sha === null || d.sha === sha) &&
            (environment === null || d.environment === environment),
        )
        .reverse()
        .slice(0, perPage)
      ctx.send(res, 200, found.map(deploymentJson))
      return true
    }
    if (rest === '/deployments' && method === 'POST') {
      createDeployment(res, body)
      return true
    }
    m = /^\/deployments\/(\d+)\/statuses$/.exec(rest)
    if (m) {
      const deployment = deployments.find((d) => d.id === Number(m![1]))
      if (!deployment) ctx.error(res, 404, 'Not Found')
      else if (method === 'POST') createDeploymentStatus(res, deployment, body)
      else if (method === 'GET') ctx.send(res, 200, [...deployment.statuses].reverse())
      else ctx.error(res, 404, 'Not Found')
      return true
    }
    return false
  }

  return {
    route,
    statuses,
    deployments,
    setPullRequestFiles: (n: number, list: FakePullRequestFile[]) => {
      files.set(n, list)
    },
  }
}
