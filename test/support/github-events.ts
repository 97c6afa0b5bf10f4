/**
 * Webhook payloads shaped like the ones GitHub writes to GITHUB_EVENT_PATH, for the issue-driven
 * end-to-end suites and the demo.
 */
import type { GitHubContext } from '../../src/shared/github/context.ts'
import type { RunActionOptions } from './run-action.ts'

export const OWNER = 'acme'
export const REPO = 'docs'
/** A recognisable workflow token, for the leak scan. */
export const GITHUB_TOKEN = 'ghs_LEAKCHECKgithubToken0123456789abcdef'

/** This repository, as events name it (the head repository of its own pull requests). */
export const REPOSITORY = {
  id: 700_000_001,
  node_id: 'R_kgDOFake',
  name: REPO,
  full_name: `${OWNER}/${REPO}`,
  private: false,
  fork: false,
  owner: { login: OWNER, id: 9_000_001, type: 'Organization' },
  html_url: `https://github.com/${OWNER}/${REPO}`,
  default_branch: 'main',
}
const repository = REPOSITORY

function user(login: string, type: 'User' | 'Bot' = 'User') {
  return {
    login,
    id: 1_000 + login.length,
    node_id: `U_${login}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${1_000 + login.length}?v=4`,
    html_url: `https://github.com/${login.replace(/\[bot\]$/, '')}`,
    type,
    site_admin: false,
  }
}

export interface IssueFields {
  number: number
  title: string
  body: string | null
  author?: string
}

function issueJson(issue: IssueFields) {
  const url = `https://api.github.com/repos/${OWNER}/${REPO}/issues/${issue.number}`
  return {
    url,
    repository_url: `https://api.github.com/repos/${OWNER}/${REPO}`,
    comments_url: `${url}/comments`,
    html_url: `https://github.com/${OWNER}/${REPO}/issues/${issue.number}`,
    id: 3_000_000_000 + issue.number,
    node_id: `I_kwDO${issue.number}`,
    number: issue.number,
    title: issue.title,
    user: user(issue.author ?? 'reporter'),
    labels: [{ id: 1, name: 'docs-agent', color: '0e8a16', default: false }],
    state: 'open',
    locked: false,
    assignee: null,
    assignees: [],
    comments: 0,
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:05:00Z',
    closed_at: null,
    author_association: 'NONE',
    body: issue.body,
    reactions: { total_count: 0 },
  }
}

/** An `issues` event (default `labeled` with `docs-agent`, as the README's workflow uses). */
export function issuesEvent(
  issue: IssueFields,
  action = 'labeled',
): NonNullable<RunActionOptions['event']> {
  return {
    name: 'issues',
    payload: {
      action,
      issue: issueJson(issue),
      ...(action === 'labeled' ? { label: { id: 1, name: 'docs-agent' } } : {}),
      repository,
      sender: user('triager'),
    },
  }
}

export interface CommentFields {
  issue: IssueFields
  body: string
  login: string
  type?: 'User' | 'Bot'
  id?: number
  action?: string
}

/** An `issue_comment` event (default `created`). */
export function issueCommentEvent(comment: CommentFields): NonNullable<RunActionOptions['event']> {
  const id = comment.id ?? 2_400_000_001
  const issueUrl = `https://github.com/${OWNER}/${REPO}/issues/${comment.issue.number}`
  return {
    name: 'issue_comment',
    payload: {
      action: comment.action ?? 'created',
      issue: issueJson(comment.issue),
      comment: {
        url: `https://api.github.com/repos/${OWNER}/${REPO}/issues/comments/${id}`,
        html_url: `${issueUrl}#issuecomment-${id}`,
        issue_url: `https://api.github.com/repos/${OWNER}/${REPO}/issues/${comment.issue.number}`,
        id,
        node_id: `IC_kwDO${id}`,
        user: user(comment.login, comment.type ?? 'User'),
        created_at: '2026-11-21T09:00:00Z',
        updated_at: '2026-11-21T09:00:00Z',
        author_association: 'MEMBER',
        body: comment.body,
        reactions: { total_count: 0 },
        performed_via_github_app: null,
      },
      repository,
      sender: user(comment.login, comment.type ?? 'User'),
    },
  }
}

interface PullRequestFields {
  number: number
  title: string
  body?: string
}

function pullRequestJson(pr: PullRequestFields) {
  return {
    url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${pr.number}`,
    id: 4_000_000_000 + pr.number,
    html_url: `https://github.com/${OWNER}/${REPO}/pull/${pr.number}`,
    number: pr.number,
    state: 'open',
    title: pr.title,
    user: user('mintlify[bot]', 'Bot'),
    body: pr.body ?? 'Opened by the docs agent.',
    head: { ref: 'mintlify/docs-agent', sha: 'a'.repeat(40) },
    base: { ref: 'main', sha: 'b'.repeat(40) },
    draft: false,
  }
}

export interface ReviewFields {
  pr: PullRequestFields
  body: string
  login: string
  type?: 'User' | 'Bot'
  id?: number
}

/** An `issue_comment` event on a pull request's conversation (`issue.pull_request` set). */
export function pullRequestCommentEvent(
  comment: ReviewFields,
): NonNullable<RunActionOptions['event']> {
  const event = issueCommentEvent({
    issue: { number: comment.pr.number, title: comment.pr.title, body: comment.pr.body ?? '' },
    body: comment.body,
    login: comment.login,
    type: comment.type,
    id: comment.id,
  })
  const { issue, comment: payloadComment } = event.payload as Record<
    string,
    Record<string, unknown>
  >
  issue!.html_url = `https://github.com/${OWNER}/${REPO}/pull/${comment.pr.number}`
  payloadComment!.html_url = `${String(issue!.html_url)}#issuecomment-${String(payloadComment!.id)}`
  issue!.pull_request = {
    url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${comment.pr.number}`,
    html_url: issue!.html_url,
  }
  return event
}

/** A `pull_request_review_comment` event (`created`): an inline comment on the diff. */
export function reviewCommentEvent(
  comment: ReviewFields & { path: string; line: number; startLine?: number; diffHunk: string },
): NonNullable<RunActionOptions['event']> {
  const id = comment.id ?? 2_600_000_001
  const prUrl = `https://github.com/${OWNER}/${REPO}/pull/${comment.pr.number}`
  return {
    name: 'pull_request_review_comment',
    payload: {
      action: 'created',
      comment: {
        id,
        pull_request_review_id: 2_700_000_001,
        html_url: `${prUrl}#discussion_r${id}`,
        path: comment.path,
        line: comment.line,
        start_line: comment.startLine ?? null,
        original_line: comment.line,
        original_start_line: comment.startLine ?? null,
        side: 'RIGHT',
        diff_hunk: comment.diffHunk,
        body: comment.body,
        user: user(comment.login, comment.type ?? 'User'),
        author_association: 'MEMBER',
        created_at: '2026-11-21T09:00:00Z',
      },
      pull_request: pullRequestJson(comment.pr),
      repository,
      sender: user(comment.login, comment.type ?? 'User'),
    },
  }
}

/** A `pull_request_review` event (`submitted`): a review with a body. */
export function reviewEvent(
  review: ReviewFields & { state?: string },
): NonNullable<RunActionOptions['event']> {
  const id = review.id ?? 2_700_000_001
  return {
    name: 'pull_request_review',
    payload: {
      action: 'submitted',
      review: {
        id,
        body: review.body,
        state: review.state ?? 'changes_requested',
        html_url: `https://github.com/${OWNER}/${REPO}/pull/${review.pr.number}#pullrequestreview-${id}`,
        user: user(review.login, review.type ?? 'User'),
        submitted_at: '2026-11-21T09:00:00Z',
      },
      pull_request: pullRequestJson(review.pr),
      repository,
      sender: user(review.login, review.type ?? 'User'),
    },
  }
}

/** The fork of this repository a stranger's pull request comes from. */
export const FORK_REPOSITORY = {
  ...repository,
  id: 700_000_666,
  full_name: `mallory/${REPO}`,
  owner: { login: 'mallory', id: 9_000_666, type: 'User' },
  fork: true,
}

export interface PullRequestEventFields {
  /** Default 7. */
  number?: number
  /** Default `pull_request`. */
  event?: 'pull_request' | 'pull_request_target'
  /** The head branch; default `docs/new-quickstart`. */
  branch?: string
  /** The head commit; default `c` × 40. */
  sha?: string
  /**
   * The head repository: this one (default), a fork (`FORK_REPOSITORY`), any other object, or
   * null as GitHub sends it once the fork is deleted.
   */
  headRepo?: Record<string, unknown> | null
  /** Who opened the pull request and sent the event; default `writer`. */
  user?: string
}

/** A `pull_request` or `pull_request_target` event (`synchronize`: a push to its branch). */
export function pullRequestEvent(
  fields: PullRequestEventFields = {},
): NonNullable<RunActionOptions['event']> {
  const number = fields.number ?? 7
  const login = fields.user ?? 'writer'
  const author = user(login, login.endsWith('[bot]') ? 'Bot' : 'User')
  return {
    name: fields.event ?? 'pull_request',
    payload: {
      action: 'synchronize',
      number,
      pull_request: {
        number,
        html_url: `https://github.com/${OWNER}/${REPO}/pull/${number}`,
        state: 'open',
        title: 'New quickstart',
        user: author,
        head: {
          ref: fields.branch ?? 'docs/new-quickstart',
          sha: fields.sha ?? 'c'.repeat(40),
          repo: fields.headRepo === undefined ? repository : fields.headRepo,
        },
        base: { ref: 'main', sha: 'b'.repeat(40), repo: repository },
      },
      repository,
      sender: author,
    },
  }
}

/** The context a run on github.com of this repository reads from `event`, as unit tests hand it in. */
export function eventContext(
  event: { name: string; payload: object },
  apiUrl = 'https://api.github.com',
): GitHubContext {
  return {
    eventName: event.name,
    payload: event.payload as Record<string, unknown>,
    owner: OWNER,
    repo: REPO,
    serverUrl: 'https://github.com',
    apiUrl,
    runId: '9100000001',
    runAttempt: 1,
    runUrl: `https://github.com/${OWNER}/${REPO}/actions/runs/9100000001`,
  }
}
