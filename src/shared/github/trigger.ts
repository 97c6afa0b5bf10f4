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

/** Where on a pull request's diff a review comment was left. Untrusted text. */
export interface CodeLocation {
  path: string
  /** The last (or only) line commented on; undefined for a comment on the whole file. */
  line?: number
  /** The first line of a multi-line comment. */
  startLine?: number
  /** The diff hunk the comment is on, ending at its line. */
  diffHunk: string
}

export interface CommentRef {
  id: number
  /** Untrusted text from the commenter. */
  body: string
  url: string
  author: Account
  /** A review comment on the diff: where it points. */
  location?: CodeLocation
}

/**
 * What started the workflow, as far as agent mode cares. A comment is on an issue, or on a pull
 * request: a conversation comment, a review's body, or a review comment on a line of the diff
 * (`issue` is then the pull request, which GitHub's issue API also serves).
 */
export type Trigger =
  | { kind: 'issue'; action: string; issue: IssueRef }
  | {
      kind: 'comment'
      action: string
      issue: IssueRef
      comment: CommentRef
      on: 'issue' | 'pull-request'
    }
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
  /** Present when the issue is a pull request. */
  pull_request: v.optional(v.unknown()),
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

const lineNumber = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))))

const ReviewCommentEventSchema = v.looseObject({
  action: v.optional(v.string()),
  pull_request: IssueSchema,
  comment: v.looseObject({
    id: v.number(),
    body: v.optional(v.nullable(v.string())),
    html_url: v.optional(v.string()),
    user: AccountSchema,
    path: v.string(),
    line: lineNumber,
    start_line: lineNumber,
    original_line: lineNumber,
    original_start_line: lineNumber,
    diff_hunk: v.optional(v.nullable(v.string())),
  }),
})

const ReviewEventSchema = v.looseObject({
  action: v.optional(v.string()),
  pull_request: IssueSchema,
  review: v.looseObject({
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
        on: issue.pull_request === undefined ? 'issue' : 'pull-request',
      }
    }
  }
  if (eventName === 'pull_request_review_comment') {
    const parsed = v.safeParse(ReviewCommentEventSchema, payload)
    if (parsed.success) {
      const { action = '', pull_request: pr, comment } = parsed.output
      // On an outdated diff GitHub keeps only the original lines.
      const line = comment.line ?? comment.original_line ?? undefined
      const startLine = comment.start_line ?? comment.original_start_line ?? undefined
      return {
        kind: 'comment',
        action,
        issue: issueRef(pr, context, 'pull'),
        comment: {
          id: comment.id,
          body: comment.body ?? '',
          url: comment.html_url ?? '',
          author: accountOf(comment.user),
          location: { path: comment.path, line, startLine, diffHunk: comment.diff_hunk ?? '' },
        },
        on: 'pull-request',
      }
    }
  }
  if (eventName === 'pull_request_review') {
    const parsed = v.safeParse(ReviewEventSchema, payload)
    if (parsed.success) {
      const { action = '', pull_request: pr, review } = parsed.output
      return {
        kind: 'comment',
        // A review is submitted once, as a comment is created once.
        action: action === 'submitted' ? 'created' : action,
        issue: issueRef(pr, context, 'pull'),
        comment: {
          id: review.id,
          body: review.body ?? '',
          url: review.html_url ?? '',
          author: accountOf(review.user),
        },
        on: 'pull-request',
      }
    }
  }
  return { kind: 'other', eventName }
}

/** "issue #12" or "pull request #13": where a conversation is, for log lines and messages. */
export function threadName(onPullRequest: boolean, number: number): string {
  return `${onPullRequest ? 'pull request' : 'issue'} #${number}`
}

export function accountOf(user: { login: string; type?: string }): Account {
  return { login: user.login, isBot: user.type === 'Bot' || user.login.endsWith('[bot]') }
}

function issueRef(
  issue: v.InferOutput<typeof IssueSchema>,
  context: GitHubContext,
  kind: 'issues' | 'pull' = 'issues',
): IssueRef {
  return {
    number: issue.number,
    title: issue.title ?? '',
    body: issue.body ?? '',
    url:
      issue.html_url ??
      `${context.serverUrl}/${context.owner}/${context.repo}/${kind}/${issue.number}`,
  }
}
