import * as v from 'valibot'
import type { GitHubContext } from './context.js'

/** A GitHub account as the event payload shows it. */
export interface Account {
  login: string
  /** An app's bot account (`type: Bot`, or a login ending in `[bot]`). */
  isBot: boolean
}

/** The issue (or pull request: GitHub treats both as issues) the event is about. */
export interface IssueRef {
  number: number
  /** Untrusted text from whoever opened the issue. */
  title: string
  body: string
  /** `html_url`: where a reader finds the issue. */
  url: string
}

export interface CommentRef {
  id: number
  /** Untrusted text from the commenter. */
  body: string
  url: string
  author: Account
}

/** What started the workflow, as far as agent mode cares. */
export type Trigger =
  | { kind: 'issue'; action: string; issue: IssueRef }
  | { kind: 'comment'; action: string; issue: IssueRef; comment: CommentRef }
  | { kind: 'other'; eventName: string }

const AccountSchema = v.looseObject({
  login: v.string(),
  type: v.optional(v.string()),
})

const IssueSchema = v.looseObject({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.optional(v.nullable(v.string())),
  body: v.optional(v.nullable(v.string())),
  html_url: v.optional(v.string()),
})

const IssuesEventSchema = v.looseObject({
  action: v.optional(v.string()),
  issue: IssueSchema,
})

const IssueCommentEventSchema = v.looseObject({
  action: v.optional(v.string()),
  issue: IssueSchema,
  comment: v.looseObject({
    id: v.number(),
    body: v.optional(v.nullable(v.string())),
    html_url: v.optional(v.string()),
    user: AccountSchema,
  }),
})

/**
 * Reads the triggering issue or comment out of the event payload. An `issues` or
 * `issue_comment` payload without the fields it must have counts as "other": the instruction
 * must then come from the `prompt` input.
 */
export function triggerOf(context: GitHubContext): Trigger {
  const { eventName, payload } = context
  if (eventName === 'issues') {
    const parsed = v.safeParse(IssuesEventSchema, payload)
    if (parsed.success) {
      const { action = '', issue } = parsed.output
      return { kind: 'issue', action, issue: issueRef(issue, context) }
    }
  }
  if (eventName === 'issue_comment') {
    const parsed = v.safeParse(IssueCommentEventSchema, payload)
    if (parsed.success) {
      const { action = '', issue, comment } = parsed.output
      return {
        kind: 'comment',
        action,
        issue: issueRef(issue, context),
        comment: {
          id: comment.id,
          body: comment.body ?? '',
          url: comment.html_url ?? '',
          author: accountOf(comment.user),
        },
      }
    }
  }
  return { kind: 'other', eventName }
}

export function accountOf(user: { login: string; type?: string }): Account {
  return { login: user.login, isBot: user.type === 'Bot' || user.login.endsWith('[bot]') }
}

function issueRef(issue: v.InferOutput<typeof IssueSchema>, context: GitHubContext): IssueRef {
  return {
    number: issue.number,
    title: issue.title ?? '',
    body: issue.body ?? '',
    url:
      issue.html_url ??
      `${context.serverUrl}/${context.owner}/${context.repo}/issues/${issue.number}`,
  }
}
