import type { getOctokit } from '@actions/github'
import { USER_AGENT } from '../version.js'
import { previewCalls, type PreviewCallsApi } from './preview-calls.js'
import { accountOf, type Account } from './trigger.js'
import type { Log } from '../runner.js'
import { describeGitHubError, GitHubError, markNotReplaySafe, statusOf } from './call.js'
import { urlCheck, type UrlCheck } from '../url.js'

/** An issue comment, as far as the tracking comment needs it. */
export interface IssueComment {
  id: number
  /** `html_url`: where a reader finds it. */
  url: string
  body: string
  author: Account
}

/** A user's access to the repository: `permission` is admin, write, read or none. */
export interface RepositoryAccess {
  permission: string
  /** `role_name`: also `maintain`, `triage` or a custom role. */
  roleName: string
}

/** One page of an issue's comments (oldest first, as GitHub lists them). */
export interface CommentPage {
  comments: IssueComment[]
  /** The number of the last page, from the `Link` header (this page's number when it is last). */
  lastPage: number
}

/** A pull request's head and base, as far as checking a comment's commit needs them. */
interface PullRequestHead {
  /** The head commit: 40 hex digits. */
  headSha: string
  /** `owner/repo` of the head branch; undefined when GitHub names none (a deleted fork). */
  headRepoFullName: string | undefined
  baseRepoFullName: string | undefined
  /** `open` or `closed`. */
  state: string
}

/** Comments per page when listing: GitHub's maximum. */
const COMMENTS_PER_PAGE = 100

/** The slice of GitHub's REST API agent mode uses; every call is bounded by `signal`. */
export interface IssuesApi {
  createComment(issueNumber: number, body: string, signal: AbortSignal): Promise<IssueComment>
  updateComment(commentId: number, body: string, signal: AbortSignal): Promise<IssueComment>
  getComment(commentId: number, signal: AbortSignal): Promise<IssueComment>
  /**
   * Page `page` (from 1) of the issue's comments, COMMENTS_PER_PAGE a page, oldest first. One
   * request, bounded by `signal` (Octokit's paginator would not pass it on to each page).
   */
  listCommentsPage(issueNumber: number, page: number, signal: AbortSignal): Promise<CommentPage>
  /** `GET /repos/{owner}/{repo}/pulls/{n}`, its answer checked. */
  getPullRequest(pullNumber: number, signal: AbortSignal): Promise<PullRequestHead>
  accessOf(login: string, signal: AbortSignal): Promise<RepositoryAccess>
  /** Who the token acts as, when GitHub says (a PAT); undefined for app and workflow tokens. */
  authenticatedLogin(signal: AbortSignal): Promise<string | undefined>
}

/** Every call of the client: the issue calls, and the calls around a preview. */
export type GitHubClient = IssuesApi & PreviewCallsApi

export interface GitHubConnection {
  token: string
  /** REST API origin (`GITHUB_API_URL`). */
  apiUrl: string
  owner: string
  repo: string
  log: Log
}

type Octokit = ReturnType<typeof getOctokit>

/**
 * Returns a function that connects on its first call and hands back the same client after.
 * `@actions/github` (Octokit) is imported only then: agent mode without comments, analytics
 * mode and a post step with nothing to do never pay for loading it.
 */
export function lazyGitHub(connection: GitHubConnection): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined
  return () => (client ??= connect(connection))
}

async function connect({
  token,
  apiUrl,
  owner,
  repo,
  log,
}: GitHubConnection): Promise<GitHubClient> {
  const { getOctokit } = await import('@actions/github')
  const octokit: Octokit = getOctokit(token, {
    baseUrl: apiUrl,
    userAgent: USER_AGENT,
    // Octokit's deprecation notices are not the user's to act on: keep them out of annotations.
    log: { debug: log.debug, info: log.debug, warn: log.info, error: log.info },
  })
  const repository = { owner, repo }
  // One check per connection, so per run: a link GitHub sends again is warned about once.
  const serverUrl = urlCheck(log.warning)
  return {
    ...commentCalls(octokit, repository, serverUrl),
    ...accessCalls(octokit, repository),
    ...previewCalls(octokit, repository),
  }
}

/** The repository every call names. */
interface Repository {
  owner: string
  repo: string
}

type CommentData = Awaited<ReturnType<Octokit['rest']['issues']['getComment']>>['data']

function toComment(data: CommentData, serverUrl: UrlCheck): IssueComment {
  return {
    id: data.id,
    // GitHub is a server like any other: its links are https or dropped (`comment-url`).
    url: serverUrl(data.html_url, 'the comment link GitHub') ?? '',
    body: data.body ?? '',
    author: data.user ? accountOf(data.user) : { login: '', isBot: false },
  }
}

/** Creating, editing, reading and listing an issue's comments. */
function commentCalls(
  octokit: Octokit,
  repository: Repository,
  serverUrl: UrlCheck,
): Pick<IssuesApi, 'createComment' | 'updateComment' | 'getComment' | 'listCommentsPage'> {
  return {
    async createComment(issueNumber, body, signal) {
      try {
        const { data } = await octokit.rest.issues.createComment({
          ...repository,
          issue_number: issueNumber,
          body,
          request: { signal },
        })
        return toComment(data, serverUrl)
      } catch (error) {
        // A create is not replay-safe, whoever calls it: callGitHub reads this mark.
        markNotReplaySafe(error)
        throw error
      }
    },
    async updateComment(commentId, body, signal) {
      const { data } = await octokit.rest.issues.updateComment({
        ...repository,
        comment_id: commentId,
        body,
        request: { signal },
      })
      return toComment(data, serverUrl)
    },
    async getComment(commentId, signal) {
      const { data } = await octokit.rest.issues.getComment({
        ...repository,
        comment_id: commentId,
        request: { signal },
      })
      return toComment(data, serverUrl)
    },
    async listCommentsPage(issueNumber, page, signal) {
      const response = await octokit.rest.issues.listComments({
        ...repository,
        issue_number: issueNumber,
        per_page: COMMENTS_PER_PAGE,
        page,
        request: { signal },
      })
      return {
        comments: response.data.map((data) => toComment(data, serverUrl)),
        lastPage: lastPageOf(response.headers.link, page),
      }
    },
  }
}

/** What a pull request's head is, and who may do what in the repository. */
function accessCalls(
  octokit: Octokit,
  repository: Repository,
): Pick<IssuesApi, 'getPullRequest' | 'accessOf' | 'authenticatedLogin'> {
  return {
    async getPullRequest(pullNumber, signal) {
      const { data } = await octokit.rest.pulls.get({
        ...repository,
        pull_number: pullNumber,
        request: { signal },
      })
      return pullRequestHeadOf(data, pullNumber)
    },
    async accessOf(login, signal) {
      try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
          ...repository,
          username: login,
          request: { signal },
        })
        return { permission: data.permission, roleName: data.role_name }
      } catch (error) {
        // No such user (renamed or deleted since commenting): no access.
        if (statusOf(error) === 404) return { permission: 'none', roleName: 'none' }
        throw error
      }
    },
    async authenticatedLogin(signal) {
      try {
        const { data } = await octokit.rest.users.getAuthenticated({ request: { signal } })
        return data.login
      } catch (error) {
        // Installation tokens (GITHUB_TOKEN, apps) may not call GET /user: GitHub refuses it.
        // Anything else (a timeout, a 5xx, a rate limit) is not an answer: callGitHub decides.
        const { status, problem } = describeGitHubError(error, 'Asking who the token is', 0)
        const refused = status !== undefined && status >= 400 && status < 500
        if (!refused || problem === 'rate-limited' || signal.aborted) throw error
        return undefined
      }
    },
  }
}

/** More characters than any `Link` header GitHub sends: a longer one is not read. */
const MAX_LINK_HEADER_LENGTH = 4_000

/**
 * The last page's number from a `Link` header (`<url?page=30>; rel="last"`), else the next
 * page's, else `page` (GitHub sends no `last` on the last page). Split on commas and semicolons,
 * no regex over the header: it comes from the server.
 */
export function lastPageOf(link: unknown, page: number): number {
  if (typeof link !== 'string' || link.length > MAX_LINK_HEADER_LENGTH) return page
  const pages = new Map<string, number>()
  for (const part of link.split(',')) {
    const [target = '', ...params] = part.split(';').map((piece) => piece.trim())
    if (!target.startsWith('<') || !target.endsWith('>')) continue
    const rels = params
      .filter((param) => param.startsWith('rel='))
      .flatMap((param) => param.slice('rel='.length).replaceAll('"', '').split(' '))
    let number: number
    try {
      number = Number(new URL(target.slice(1, -1)).searchParams.get('page'))
    } catch {
      continue
    }
    if (!Number.isSafeInteger(number) || number < 1) continue
    for (const rel of rels) pages.set(rel, number)
  }
  return Math.max(page, pages.get('last') ?? pages.get('next') ?? page)
}

const SHA = /^[0-9a-f]{40}$/
const FULL_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/

/** `owner/repo` of a pull request's head or base `repo`, when GitHub names one. */
function fullNameOf(side: unknown): string | undefined {
  if (typeof side !== 'object' || side === null || !('repo' in side)) return undefined
  const repo = side.repo
  if (typeof repo !== 'object' || repo === null || !('full_name' in repo)) return undefined
  const name = repo.full_name
  return typeof name === 'string' && FULL_NAME.test(name) ? name : undefined
}

/** The checked head of a pull request answer; a GitHubError when it holds no valid commit. */
function pullRequestHeadOf(data: unknown, pullNumber: number): PullRequestHead {
  const field = (value: unknown, name: string): unknown =>
    typeof value === 'object' && value !== null && name in value
      ? (value as Record<string, unknown>)[name]
      : undefined
  const head = field(data, 'head')
  const sha = field(head, 'sha')
  const state = field(data, 'state')
  if (typeof sha !== 'string' || !SHA.test(sha) || typeof state !== 'string') {
    throw new GitHubError(
      `Reading pull request #${pullNumber} failed: GitHub's answer names no valid head commit.`,
      'other',
      undefined,
      undefined,
      undefined,
      false,
    )
  }
  return {
    headSha: sha,
    headRepoFullName: fullNameOf(head),
    baseRepoFullName: fullNameOf(field(data, 'base')),
    state: state.slice(0, 20),
  }
}
