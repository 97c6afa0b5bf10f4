/**
 * Webhook payloads shaped like the ones GitHub writes to GITHUB_EVENT_PATH, for the issue-driven
 * end-to-end suites and the demo.
 */
import type { RunActionOptions } from './run-action.ts'

export const OWNER = 'acme'
export const REPO = 'docs'
/** A recognisable workflow token, for the leak scan. */
export const GITHUB_TOKEN = 'ghs_LEAKCHECKgithubToken0123456789abcdef'

const repository = {
  id: 700_000_001,
  node_id: 'R_kgDOFake',
  name: REPO,
  full_name: `${OWNER}/${REPO}`,
  private: false,
  owner: { login: OWNER, id: 9_000_001, type: 'Organization' },
  html_url: `https://github.com/${OWNER}/${REPO}`,
  default_branch: 'main',
}

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
