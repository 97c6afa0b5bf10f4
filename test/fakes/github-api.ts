/**
 * A loopback fake of the slice of GitHub's REST API an issue-driven action uses, with the real
 * response shapes:
 *
 * - `GET  /repos/{owner}/{repo}/collaborators/{username}/permission`
 * - `GET  /repos/{owner}/{repo}/issues/{n}` (issues registered with `setIssue`)
 * - `GET  /repos/{owner}/{repo}/issues/{n}/comments` (`per_page`, `page`, `since`; `Link`)
 * - `POST /repos/{owner}/{repo}/issues/{n}/comments` -> 201
 * - `GET | PATCH | DELETE /repos/{owner}/{repo}/issues/comments/{id}`
 * - `GET  /repos/{owner}/{repo}/pulls/{n}` (pull requests given a head with `setPullRequestHead`)
 * - `POST /repos/{owner}/{repo}/issues/comments/{id}/reactions` -> 201
 * - a pull request's files, commit statuses, deployments and their statuses (github-previews.ts)
 *
 * A comment body over 65,536 characters (create or edit) gets GitHub's 422 "Validation Failed"
 * with its `errors` entry "body is too long (maximum is 65536 characters)". `answerLate()` makes
 * matching writes act (the comment is created or edited) and answer late, or never: a GitHub
 * that is slow after the fact.
 *
 * GitHub serves a pull request's conversation through the same issue routes; only its links
 * differ. A number declared a pull request (`pullRequests`, `setPullRequest`) gets comments
 * whose `html_url` is `https://github.com/{owner}/{repo}/pull/{n}#issuecomment-{id}`, and an
 * issue object with `pull_request` set; any other number is an issue, whose comments link to
 * `https://github.com/{owner}/{repo}/issues/{n}#issuecomment-{id}`.
 *
 * Anything else is a 404 with GitHub's `{message, documentation_url}` body. Every request needs
 * an `Authorization: token X` or `Bearer X` header (401 "Bad credentials" otherwise).
 * `fault()` answers matching requests with an injected status; `faults.*` builds the ones that
 * matter (no permission to comment, issue deleted, secondary rate limit, a GitHub that never
 * answers, one that answers every request late).
 *
 * Listing pages carry GitHub's `Link` header (`first`, `prev`, `next`, `last`, as GitHub sends
 * them: no `first`/`prev` on the first page, no `next`/`last` on the last) for any page count;
 * `addComments` seeds thousands of comments at once.
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { ServerResponse } from 'node:http'
import {
  closeServer,
  flatHeaders,
  listenLoopback,
  parseJsonBody,
  readBody,
  sleep,
  takeFault,
} from './http-util.ts'
import {
  previewRoutes,
  type FakeCommitStatus,
  type FakeDeployment,
  type FakePullRequestFile,
} from './github-previews.ts'

type Permission = 'admin' | 'write' | 'maintain' | 'triage' | 'read' | 'none'

export interface GitHubUser {
  login: string
  type: 'User' | 'Bot' | 'Organization'
}

export interface FakeComment {
  id: number
  issueNumber: number
  body: string
  user: GitHubUser
  html_url: string
  created_at: string
  updated_at: string
}

interface FakeIssue {
  number: number
  title: string
  body: string
  user: GitHubUser
  state: 'open' | 'closed'
  labels: string[]
}

interface GitHubApiRequest {
  method: string
  /** Path without the query. */
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  /** Parsed JSON body, or the raw text, or undefined when empty. */
  body: unknown
  /** The status the fake answered with (0 until it has answered). */
  status: number
}

export interface GitHubFault {
  /** Matches any method when absent. */
  method?: string
  /** Tested against the path without the query; matches every path when absent. */
  pathPattern?: RegExp
  /**
   * The status to answer with. Absent: after `delayMs` the request gets its real answer (a slow
   * GitHub), unless the client gave up meanwhile (then it is dropped, not acted on).
   */
  status?: number
  /** JSON body; default `{message, documentation_url, status}` for the status. */
  body?: unknown
  headers?: Record<string, string>
  /** How many matching requests it applies to; default: all of them, until `clearFaults()`. */
  times?: number
  /** Wait this long before answering. */
  delayMs?: number
  /** Never answer: hold the request until the client disconnects (a GitHub that hangs). */
  stall?: boolean
}

/** A write that acts at once and answers late (or never): see `answerLate`. */
interface LateAnswer {
  method: string
  pathPattern: RegExp
  /** How long after acting the answer comes; `never` keeps the request open. */
  delayMs: number | 'never'
  /** How many matching requests it applies to; default 1. */
  times?: number
  /** Called once the request has acted, before its answer is held back (e.g. to kill the run). */
  onActed?: () => void
}

export interface GitHubApiOptions {
  owner?: string
  repo?: string
  /** Who the token acts as (author of created comments). Default `github-actions[bot]`, a Bot. */
  tokenUser?: GitHubUser
  /** Only these tokens are accepted (401 otherwise); any token when absent. */
  tokens?: string[]
  /** Permission of users not set with `setPermission`. Default `read` (a public repository). */
  defaultPermission?: Permission
  /** First comment id; later ones count up. */
  firstCommentId?: number
  /**
   * Clock for `created_at`/`updated_at` and the rate limit's reset time: a test running the
   * action on a FakeClock passes `() => new Date(clock.now())`, so both sides read one time.
   */
  now?: () => Date
  /** Numbers that are pull requests, not issues: their links use `/pull/{n}`. */
  pullRequests?: Iterable<number>
  /**
   * The files every pull request lists (`GET .../pulls/{n}/files`) unless `setPullRequestFiles`
   * gives it its own; default none. The demo's and `npm run try`'s pull requests change the
   * docs site's page this way, whichever number the agent's pull request gets.
   */
  pullRequestFiles?: readonly FakePullRequestFile[]
}

export interface GitHubApi {
  /** Origin, to pass as `baseUrl` / `GITHUB_API_URL`, e.g. `http://127.0.0.1:41234`. */
  url: string
  requests: GitHubApiRequest[]
  comments: Map<number, FakeComment>
  issues: Map<number, FakeIssue>
  setPermission(login: string, permission: Permission): void
  /** Registers an issue for `GET .../issues/{n}`. */
  setIssue(issue: Partial<FakeIssue> & { number: number }): FakeIssue
  /** Declares number `n` a pull request: its comments (also earlier ones) link to `/pull/{n}`. */
  setPullRequest(n: number): void
  /** Seeds a comment as if someone had written it before the run. */
  addComment(issueNumber: number, body: string, user?: GitHubUser): FakeComment
  /**
   * Seeds `count` comments on `issueNumber` at once (a busy thread), oldest first: comment `i`
   * (from 1) gets `bodyOf(i)` and `userOf(i)` (default: a user, `octocat`).
   */
  addComments(
    issueNumber: number,
    count: number,
    bodyOf: (i: number) => string,
    userOf?: (i: number) => GitHubUser,
  ): FakeComment[]
  /**
   * Declares `n` a pull request whose head is commit `sha` on `headRepoFullName` (default: this
   * repository), served at `GET /repos/{owner}/{repo}/pulls/{n}`; call again for a new push.
   */
  setPullRequestHead(n: number, sha: string, headRepoFullName?: string): void
  /**
   * Deletes an issue mid-run: its comments disappear (404 by id) and every `/issues/{n}/...`
   * route answers `status` (410 Gone by default, as GitHub does for a deleted issue).
   */
  deleteIssue(issueNumber: number, status?: 404 | 410): void
  /** Every commit status set, in order. */
  statuses: FakeCommitStatus[]
  /** Every deployment created, with its statuses. */
  deployments: FakeDeployment[]
  /** The files `GET .../pulls/{n}/files` lists for pull request `n`. */
  setPullRequestFiles(n: number, files: FakePullRequestFile[]): void
  fault(f: GitHubFault): void
  /** Matching writes act, then answer after `delayMs` (or never). */
  answerLate(late: LateAnswer): void
  clearFaults(): void
  close(): Promise<void>
}

const DOCS = 'https://docs.github.com/rest'

/** GitHub's limit for a comment body, and its exact answer to a longer one. */
const MAX_COMMENT_BODY = 65_536
const BODY_TOO_LONG = {
  message: 'Validation Failed',
  errors: [
    {
      resource: 'IssueComment',
      code: 'custom',
      field: 'body',
      message: 'body is too long (maximum is 65536 characters)',
    },
  ],
  documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
  status: '422',
}

/** Builders for the faults an issue-driven action has to survive. */
export const faults = {
  /** The token may not write comments (e.g. a fork's read-only `GITHUB_TOKEN`). */
  noCommentPermission(times?: number): GitHubFault {
    return {
      method: 'POST',
      pathPattern: /\/issues\/\d+\/comments$/,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: `${DOCS}/issues/comments#create-an-issue-comment`,
        status: '403',
      },
      times,
    }
  },
  /** Same, for updating a comment. */
  noCommentUpdatePermission(times?: number): GitHubFault {
    return {
      method: 'PATCH',
      pathPattern: /\/issues\/comments\/\d+$/,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: `${DOCS}/issues/comments#update-an-issue-comment`,
        status: '403',
      },
      times,
    }
  },
  /** The issue was deleted: 410 Gone (GitHub's answer for a deleted issue) or 404. */
  issueDeleted(issueNumber: number, status: 404 | 410 = 410): GitHubFault {
    return {
      pathPattern: new RegExp(`/issues/${issueNumber}(/.*)?$`),
      status,
      body:
        status === 410
          ? { message: 'This issue was deleted', documentation_url: DOCS, status: '410' }
          : { message: 'Not Found', documentation_url: DOCS, status: '404' },
    }
  },
  /** GitHub never answers the matching requests: each is held until the client gives up. */
  stall(pathPattern?: RegExp, method?: string, times?: number): GitHubFault {
    return { method, pathPattern, stall: true, times }
  },
  /** Every matching request gets its real answer, `delayMs` late. */
  slow(delayMs: number, pathPattern?: RegExp, method?: string): GitHubFault {
    return { method, pathPattern, delayMs }
  },
  /** A bad gateway in front of GitHub (nothing done): 502 with GitHub's HTML-less body. */
  badGateway(pathPattern?: RegExp, method?: string, times = 1): GitHubFault {
    return {
      method,
      pathPattern,
      status: 502,
      body: { message: 'Server Error', documentation_url: DOCS, status: '502' },
      times,
    }
  },
  /** GitHub's 422 for a comment body over 65,536 characters, whatever the body sent. */
  bodyTooLong(times = 1): GitHubFault {
    return {
      method: 'POST',
      pathPattern: /\/issues\/\d+\/comments$/,
      status: 422,
      body: BODY_TOO_LONG,
      times,
    }
  },
  /** The token may not set commit statuses (no `statuses: write`). */
  noStatusPermission(): GitHubFault {
    return {
      method: 'POST',
      pathPattern: /\/statuses\/[0-9a-f]+$/,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: `${DOCS}/commits/statuses#create-a-commit-status`,
        status: '403',
      },
    }
  },
  /** The token may not create deployments or their statuses (no `deployments: write`). */
  noDeploymentPermission(): GitHubFault {
    return {
      method: 'POST',
      pathPattern: /\/deployments(\/\d+\/statuses)?$/,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: `${DOCS}/deployments/deployments#create-a-deployment`,
        status: '403',
      },
    }
  },
  /** The token may not list a pull request's files. */
  noPullRequestFiles(): GitHubFault {
    return {
      method: 'GET',
      pathPattern: /\/pulls\/\d+\/files$/,
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: `${DOCS}/pulls/pulls#list-pull-requests-files`,
        status: '403',
      },
    }
  },
  /** A secondary rate limit: 403 with `retry-after`. */
  secondaryRateLimit(times = 1, retryAfterSeconds = 1, method?: string): GitHubFault {
    return {
      method,
      status: 403,
      headers: { 'retry-after': String(retryAfterSeconds), 'x-ratelimit-remaining': '4999' },
      body: {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID FAKE:1234.',
        documentation_url:
          'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
        status: '403',
      },
      times,
    }
  },
}

function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const PERMISSION_FIELD: Record<Permission, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
}

export async function startGitHubApi(options: GitHubApiOptions = {}): Promise<GitHubApi> {
  const tokenUser = options.tokenUser ?? { login: 'github-actions[bot]', type: 'Bot' }
  const defaultPermission = options.defaultPermission ?? 'read'
  const now = options.now ?? (() => new Date())
  let nextCommentId = options.firstCommentId ?? 2_500_000_001
  const requests: GitHubApiRequest[] = []
  const comments = new Map<number, FakeComment>()
  const issues = new Map<number, FakeIssue>()
  const permissions = new Map<string, Permission>()
  const faultList: GitHubFault[] = []
  const deletedIssues = new Map<number, 404 | 410>()
  const pullRequests = new Set(options.pullRequests ?? [])
  /** Heads of the pull requests served at `GET .../pulls/{n}`. */
  const pullRequestHeads = new Map<number, { sha: string; repoFullName: string }>()
  const owner = options.owner ?? 'acme'
  const repo = options.repo ?? 'docs'
  let origin = ''

  const userJson = (user: GitHubUser, id = 41898282): Record<string, unknown> => ({
    login: user.login,
    id,
    node_id: `MDQ6VXNlcj${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    url: `https://api.github.com/users/${encodeURIComponent(user.login)}`,
    html_url: `https://github.com/${user.login.replace(/\[bot\]$/, '')}`,
    type: user.type,
    site_admin: false,
  })

  const commentJson = (c: FakeComment): Record<string, unknown> => ({
    id: c.id,
    node_id: `IC_kwDO${c.id}`,
    url: `${origin}/repos/${owner}/${repo}/issues/comments/${c.id}`,
    html_url: c.html_url,
    issue_url: `${origin}/repos/${owner}/${repo}/issues/${c.issueNumber}`,
    body: c.body,
    user: userJson(c.user),
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'MEMBER',
    performed_via_github_app: null,
  })

  /** Where a reader finds issue or pull request `n`, as GitHub links it. */
  const threadUrl = (n: number): string =>
    `https://github.com/${owner}/${repo}/${pullRequests.has(n) ? 'pull' : 'issues'}/${n}`

  const makeComment = (issueNumber: number, body: string, user: GitHubUser): FakeComment => {
    const id = nextCommentId++
    const at = isoSeconds(now())
    const comment: FakeComment = {
      id,
      issueNumber,
      body,
      user,
      html_url: `${threadUrl(issueNumber)}#issuecomment-${id}`,
      created_at: at,
      updated_at: at,
    }
    comments.set(id, comment)
    return comment
  }

  const send = (
    res: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ): void => {
    const base: Record<string, string> = {
      'x-github-request-id': randomUUID().toUpperCase(),
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4999',
      'x-ratelimit-used': '1',
      'x-ratelimit-reset': String(Math.floor(now().getTime() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
      'x-github-media-type': 'github.v3; format=json',
    }
    if (body === undefined) {
      res.writeHead(status, { ...base, ...headers })
      res.end()
      return
    }
    res.writeHead(status, {
      ...base,
      'content-type': 'application/json; charset=utf-8',
      ...headers,
    })
    res.end(JSON.stringify(body))
  }

  const error = (res: ServerResponse, status: number, message: string, docs = DOCS): void => {
    send(res, status, { message, documentation_url: docs, status: String(status) })
  }

  const listComments = (res: ServerResponse, issueNumber: number, url: URL): void => {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30))
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
    const since = url.searchParams.get('since')
    const all = [...comments.values()]
      .filter((c) => c.issueNumber === issueNumber)
      .filter((c) => since === null || Date.parse(c.updated_at) >= Date.parse(since))
      .sort((a, b) => a.id - b.id)
    const lastPage = Math.max(1, Math.ceil(all.length / perPage))
    const slice = all.slice((page - 1) * perPage, page * perPage)
    const link = (p: number, rel: string): string => {
      const next = new URL(`${origin}${url.pathname}`)
      for (const [k, v] of url.searchParams) next.searchParams.set(k, v)
      next.searchParams.set('per_page', String(perPage))
      next.searchParams.set('page', String(p))
      return `<${next.href}>; rel="${rel}"`
    }
    const links: string[] = []
    if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'))
    if (page < lastPage) links.push(link(page + 1, 'next'), link(lastPage, 'last'))
    if (page > 1) links.push(link(1, 'first'))
    send(
      res,
      200,
      slice.map((c) => commentJson(c)),
      links.length > 0 ? { link: links.join(', ') } : {},
    )
  }

  /** `GET .../pulls/{n}`: the fields GitHub sends that a reader of the head needs, real shapes. */
  const pullRequest = (res: ServerResponse, n: number): void => {
    const head = pullRequestHeads.get(n)
    if (!head) return error(res, 404, 'Not Found', `${DOCS}/pulls/pulls#get-a-pull-request`)
    const repoJson = (fullName: string): Record<string, unknown> => {
      const [repoOwner = '', name = ''] = fullName.split('/')
      return {
        id: 700_000_000 + fullName.length,
        name,
        full_name: fullName,
        owner: userJson({ login: repoOwner, type: 'Organization' }),
        fork: fullName.toLowerCase() !== `${owner}/${repo}`.toLowerCase(),
        html_url: `https://github.com/${fullName}`,
      }
    }
    send(res, 200, {
      url: `${origin}/repos/${owner}/${repo}/pulls/${n}`,
      id: 1_900_000 + n,
      node_id: `PR_kwDO${n}`,
      html_url: threadUrl(n),
      number: n,
      state: 'open',
      title: `Pull request ${n}`,
      user: userJson({ login: 'writer', type: 'User' }),
      head: {
        label: `${head.repoFullName.split('/')[0]}:branch`,
        ref: 'branch',
        sha: head.sha,
        repo: repoJson(head.repoFullName),
      },
      base: {
        label: `${owner}:main`,
        ref: 'main',
        sha: 'b'.repeat(40),
        repo: repoJson(`${owner}/${repo}`),
      },
    })
  }

  const bodyText = (body: unknown): string | undefined => {
    if (typeof body !== 'object' || body === null) return undefined
    const value = (body as Record<string, unknown>)['body']
    return typeof value === 'string' ? value : undefined
  }

  const previews = previewRoutes({
    origin: () => origin,
    owner,
    repo,
    send: (res, status, body, headers) => send(res, status, body, headers),
    error: (res, status, message) => error(res, status, message),
    userJson: () => userJson(tokenUser),
    now,
    defaultFiles: options.pullRequestFiles ?? [],
  })

  const lateAnswers: LateAnswer[] = []
  /**
   * Runs `act` (which answers through `res`), holding its answer back as `late` says: the
   * write has happened on GitHub's side whether or not the client ever hears of it.
   */
  const actThenAnswerLate = async (
    res: ServerResponse,
    late: LateAnswer,
    act: () => void,
  ): Promise<void> => {
    const writeHead = res.writeHead.bind(res)
    const end = res.end.bind(res)
    let answer: (() => void) | undefined
    let head: Parameters<typeof writeHead> | undefined
    res.writeHead = ((...args: Parameters<typeof writeHead>) => {
      head = args
      return res
    }) as typeof res.writeHead
    res.end = ((chunk?: unknown) => {
      answer = () => {
        if (head) writeHead(...head)
        end(chunk as string)
      }
      return res
    }) as typeof res.end
    act()
    late.onActed?.()
    if (late.delayMs === 'never') return
    await sleep(late.delayMs)
    if (!res.destroyed) answer?.()
  }

  const route = (res: ServerResponse, method: string, url: URL, body: unknown): void => {
    const path = url.pathname.replace(/\/+$/, '')
    const repoMatch = /^\/repos\/([^/]+)\/([^/]+)(\/|$)/.exec(path)
    if (
      repoMatch &&
      (repoMatch[1]?.toLowerCase() !== owner.toLowerCase() ||
        repoMatch[2]?.toLowerCase() !== repo.toLowerCase())
    ) {
      return error(res, 404, 'Not Found')
    }
    const deleted = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)(\/|$)/.exec(path)
    const gone = deleted ? deletedIssues.get(Number(deleted[1])) : undefined
    if (gone === 410) return error(res, 410, 'This issue was deleted')
    if (gone === 404) return error(res, 404, 'Not Found')
    let m = /^\/repos\/([^/]+)\/([^/]+)\/collaborators\/([^/]+)\/permission$/.exec(path)
    if (m && method === 'GET') {
      const login = decodeURIComponent(m[3] ?? '')
      const permission = permissions.get(login.toLowerCase()) ?? defaultPermission
      const user = {
        ...userJson({ login, type: login.endsWith('[bot]') ? 'Bot' : 'User' }, 1000 + login.length),
        permissions: {
          admin: permission === 'admin',
          maintain: permission === 'admin' || permission === 'maintain',
          push: ['admin', 'maintain', 'write'].includes(permission),
          triage: ['admin', 'maintain', 'write', 'triage'].includes(permission),
          pull: permission !== 'none',
        },
        role_name: permission,
      }
      return send(res, 200, {
        permission: PERMISSION_FIELD[permission],
        role_name: permission,
        user,
      })
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)(\/reactions)?$/.exec(path)
    if (m) {
      const [, , , idText = '', reactions] = m
      const comment = comments.get(Number(idText))
      if (!comment) return error(res, 404, 'Not Found')
      if (reactions) {
        if (method !== 'POST') return error(res, 404, 'Not Found')
        const content = (body as Record<string, unknown> | undefined)?.['content']
        if (typeof content !== 'string') return error(res, 422, 'Validation Failed')
        return send(res, 201, {
          id: nextCommentId++,
          node_id: 'REA_fake',
          user: userJson(tokenUser),
          content,
          created_at: isoSeconds(now()),
        })
      }
      if (method === 'GET') return send(res, 200, commentJson(comment))
      if (method === 'PATCH') {
        const text = bodyText(body)
        if (text === undefined) return error(res, 422, 'Validation Failed')
        if (text.length > MAX_COMMENT_BODY) return send(res, 422, BODY_TOO_LONG)
        comment.body = text
        comment.updated_at = isoSeconds(now())
        return send(res, 200, commentJson(comment))
      }
      if (method === 'DELETE') {
        comments.delete(comment.id)
        return send(res, 204)
      }
      return error(res, 404, 'Not Found')
    }
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path)
    if (m) {
      const issueNumber = Number(m[3])
      if (method === 'GET') return listComments(res, issueNumber, url)
      if (method === 'POST') {
        const text = bodyText(body)
        if (text === undefined)
          return error(res, 422, 'Invalid request.\n\n"body" wasn\'t supplied.')
        if (text.length > MAX_COMMENT_BODY) return send(res, 422, BODY_TOO_LONG)
        const comment = makeComment(issueNumber, text, tokenUser)
        return send(res, 201, commentJson(comment), {
          location: `${origin}/repos/${owner}/${repo}/issues/comments/${comment.id}`,
        })
      }
      return error(res, 404, 'Not Found')
    }
    if (previews.route(res, method, path, url, body)) return
    m = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(path)
    if (m && method === 'GET') return pullRequest(res, Number(m[3]))
    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/.exec(path)
    if (m && method === 'GET') {
      const issue = issues.get(Number(m[3]))
      if (!issue) return error(res, 404, 'Not Found')
      return send(res, 200, {
        id: 1_000_000 + issue.number,
        node_id: `I_kwDO${issue.number}`,
        number: issue.number,
        title: issue.title,
        body: issue.body,
        state: issue.state,
        user: userJson(issue.user),
        labels: issue.labels.map((name) => ({ name })),
        url: `${origin}/repos/${owner}/${repo}/issues/${issue.number}`,
        html_url: threadUrl(issue.number),
        ...(pullRequests.has(issue.number)
          ? {
              pull_request: {
                url: `${origin}/repos/${owner}/${repo}/pulls/${issue.number}`,
                html_url: threadUrl(issue.number),
              },
            }
          : {}),
        comments: [...comments.values()].filter((c) => c.issueNumber === issue.number).length,
      })
    }
    return error(res, 404, 'Not Found')
  }

  /**
   * Waits out a fault's `delayMs` (or, with `stall`, forever) unless the client disconnects
   * first; false when it did (nothing more is done for that request).
   */
  const holdFor = async (fault: GitHubFault, res: ServerResponse): Promise<boolean> => {
    if (!fault.stall && !fault.delayMs) return true
    await new Promise<void>((resolve) => {
      const timer = fault.stall ? undefined : setTimeout(resolve, fault.delayMs)
      res.once('close', () => {
        clearTimeout(timer)
        resolve()
      })
    })
    return !res.destroyed && !res.writableEnded && res.socket !== null && !res.socket.destroyed
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const method = (req.method ?? 'GET').toUpperCase()
    const record: GitHubApiRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: flatHeaders(req),
      body: undefined,
      status: 0,
    }
    requests.push(record)
    res.on('finish', () => {
      record.status = res.statusCode
    })
    const work = async (): Promise<void> => {
      record.body = parseJsonBody(await readBody(req))
      const auth = /^(?:token|bearer)\s+(\S+)$/i.exec(record.headers['authorization'] ?? '')
      const token = auth?.[1]
      if (token === undefined || (options.tokens && !options.tokens.includes(token))) {
        return send(res, 401, {
          message: 'Bad credentials',
          documentation_url: DOCS,
          status: '401',
        })
      }
      const fault = takeFault(
        faultList,
        (f) =>
          (f.method === undefined || f.method.toUpperCase() === method) &&
          (f.pathPattern === undefined || f.pathPattern.test(url.pathname)),
      )
      if (fault) {
        const connected = await holdFor(fault, res)
        if (!connected) return
        if (fault.status === undefined) return route(res, method, url, record.body)
        return send(
          res,
          fault.status,
          fault.body ?? {
            message: `Fault ${fault.status}`,
            documentation_url: DOCS,
            status: String(fault.status),
          },
          fault.headers,
        )
      }
      const late = takeFault(
        lateAnswers,
        (l) => l.method.toUpperCase() === method && l.pathPattern.test(url.pathname),
      )
      if (late) {
        return actThenAnswerLate(res, late, () => route(res, method, url, record.body))
      }
      route(res, method, url, record.body)
    }
    work().catch((err: unknown) => {
      if (!res.headersSent) error(res, 500, String(err))
      else res.destroy()
    })
  })
  origin = await listenLoopback(server)

  return {
    url: origin,
    requests,
    comments,
    issues,
    setPermission: (login, permission) => {
      permissions.set(login.toLowerCase(), permission)
    },
    setIssue: (partial) => {
      const issue: FakeIssue = {
        title: `Issue ${partial.number}`,
        body: '',
        user: { login: 'octocat', type: 'User' },
        state: 'open',
        labels: [],
        ...partial,
      }
      issues.set(issue.number, issue)
      return issue
    },
    setPullRequest: (n) => {
      pullRequests.add(n)
      for (const comment of comments.values()) {
        if (comment.issueNumber !== n) continue
        comment.html_url = `${threadUrl(n)}#issuecomment-${comment.id}`
      }
    },
    addComment: (issueNumber, body, user = { login: 'octocat', type: 'User' }) =>
      makeComment(issueNumber, body, user),
    addComments: (
      issueNumber,
      count,
      bodyOf,
      userOf = () => ({ login: 'octocat', type: 'User' }),
    ) =>
      Array.from({ length: count }, (_, i) =>
        makeComment(issueNumber, bodyOf(i + 1), userOf(i + 1)),
      ),
    setPullRequestHead: (n, sha, headRepoFullName = `${owner}/${repo}`) => {
      pullRequestHeads.set(n, { sha, repoFullName: headRepoFullName })
      if (!pullRequests.has(n)) {
        pullRequests.add(n)
        for (const comment of comments.values()) {
          if (comment.issueNumber === n)
            comment.html_url = `${threadUrl(n)}#issuecomment-${comment.id}`
        }
      }
    },
    deleteIssue: (issueNumber, status = 410) => {
      deletedIssues.set(issueNumber, status)
      issues.delete(issueNumber)
      for (const [id, comment] of comments) {
        if (comment.issueNumber === issueNumber) comments.delete(id)
      }
    },
    statuses: previews.statuses,
    deployments: previews.deployments,
    setPullRequestFiles: previews.setPullRequestFiles,
    fault: (f) => {
      faultList.push({ ...f })
    },
    answerLate: (late) => {
      lateAnswers.push({ times: 1, ...late })
    },
    clearFaults: () => {
      faultList.length = 0
      lateAnswers.length = 0
    },
    close: () => closeServer(server),
  }
}
