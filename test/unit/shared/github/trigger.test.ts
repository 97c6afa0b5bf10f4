/**
 * What agent mode reads from the event that started the workflow: the issue, the comment or the
 * review, who wrote it and where on the diff, from payloads shaped as GitHub writes them. A
 * payload without what it must have is "other": the instruction must then come from `prompt`.
 */
import { describe, expect, it } from 'vitest'
import { accountOf, threadName, triggerOf } from '../../../../src/shared/github/trigger.ts'
import {
  eventContext,
  issueCommentEvent,
  issuesEvent,
  OWNER,
  pullRequestCommentEvent,
  REPO,
  reviewCommentEvent,
  reviewEvent,
} from '../../../support/github-events.ts'

const contextOf = (event: { name: string; payload: object }) => eventContext(event)

const PR = { number: 13, title: 'Document --verbose' }

describe('triggerOf', () => {
  it('an issue: its number, title, body and link; an empty body reads as empty', () => {
    const event = issuesEvent({ number: 12, title: 'Document --verbose', body: null })
    expect(triggerOf(contextOf(event))).toEqual({
      kind: 'issue',
      action: 'labeled',
      issue: {
        number: 12,
        title: 'Document --verbose',
        body: '',
        url: `https://github.com/${OWNER}/${REPO}/issues/12`,
      },
    })
  })

  it('a comment on an issue: who wrote it, and that it is on an issue', () => {
    const event = issueCommentEvent({
      issue: { number: 12, title: 't', body: 'b' },
      body: '/docs Add an example',
      login: 'octocat',
      id: 55,
    })
    const trigger = triggerOf(contextOf(event))
    expect(trigger).toMatchObject({
      kind: 'comment',
      action: 'created',
      on: 'issue',
      comment: {
        id: 55,
        body: '/docs Add an example',
        url: `https://github.com/${OWNER}/${REPO}/issues/12#issuecomment-55`,
        author: { login: 'octocat', isBot: false },
      },
    })
    expect(trigger.kind === 'comment' && trigger.comment.location).toBeUndefined()
  })

  it("a comment in a pull request's conversation is on the pull request", () => {
    const event = pullRequestCommentEvent({ pr: PR, body: '/docs Shorter', login: 'reviewer' })
    expect(triggerOf(contextOf(event))).toMatchObject({
      kind: 'comment',
      on: 'pull-request',
      issue: { number: 13, url: `https://github.com/${OWNER}/${REPO}/pull/13` },
    })
  })

  it('a review comment: where on the diff it points, the original lines on an outdated diff', () => {
    const event = reviewCommentEvent({
      pr: PR,
      body: '/docs Show the output here',
      login: 'reviewer',
      path: 'cli/flags.mdx',
      line: 12,
      startLine: 10,
      diffHunk: '@@ -9,3 +9,4 @@',
    })
    expect(triggerOf(contextOf(event))).toMatchObject({
      kind: 'comment',
      on: 'pull-request',
      issue: { number: 13, title: PR.title },
      comment: {
        location: { path: 'cli/flags.mdx', line: 12, startLine: 10, diffHunk: '@@ -9,3 +9,4 @@' },
      },
    })
    const comment = (event.payload as { comment: Record<string, unknown> }).comment
    Object.assign(comment, { line: null, start_line: null, original_line: 7 })
    Reflect.deleteProperty(comment, 'original_start_line')
    const outdated = triggerOf(contextOf(event))
    expect(outdated.kind === 'comment' && outdated.comment.location).toEqual({
      path: 'cli/flags.mdx',
      line: 7,
      startLine: undefined,
      diffHunk: '@@ -9,3 +9,4 @@',
    })
  })

  it('a review, submitted once as a comment is created once, with its body as the comment', () => {
    const event = reviewEvent({ pr: PR, body: '/docs Fix the table', login: 'reviewer', id: 77 })
    expect(triggerOf(contextOf(event))).toMatchObject({
      kind: 'comment',
      action: 'created',
      on: 'pull-request',
      comment: { id: 77, body: '/docs Fix the table', author: { login: 'reviewer' } },
    })
  })

  it("links a pull request without `html_url` on this server's repository", () => {
    const event = reviewEvent({ pr: PR, body: 'x', login: 'reviewer' })
    Reflect.deleteProperty((event.payload as { pull_request: object }).pull_request, 'html_url')
    const trigger = triggerOf({ ...contextOf(event), serverUrl: 'https://ghe.example.com' })
    expect(trigger.kind === 'comment' && trigger.issue.url).toBe(
      `https://ghe.example.com/${OWNER}/${REPO}/pull/13`,
    )
  })

  it.each([
    ['an event agent mode does not read', { name: 'workflow_dispatch', payload: {} }],
    ['an issue numbered 0', issuesEvent({ number: 0, title: 't', body: 'b' })],
    [
      'an issue number as text',
      { name: 'issues', payload: { action: 'opened', issue: { number: '12', title: 't' } } },
    ],
    [
      'a comment without its author',
      { name: 'issue_comment', payload: { issue: { number: 12 }, comment: { id: 1, body: 'x' } } },
    ],
    ['a review comment without its path', { name: 'pull_request_review_comment', payload: {} }],
  ])('%s is "other": the instruction must come from `prompt`', (_, event) => {
    expect(triggerOf(contextOf(event))).toEqual({ kind: 'other', eventName: event.name })
  })
})

describe('accountOf and threadName', () => {
  it("tells an app's bot account by its type or its `[bot]` login", () => {
    expect(accountOf({ login: 'octocat', type: 'User' }).isBot).toBe(false)
    expect(accountOf({ login: 'renovate', type: 'Bot' }).isBot).toBe(true)
    expect(accountOf({ login: 'mintlify[bot]' }).isBot).toBe(true)
  })

  it('names where a conversation is, as log lines and messages say it', () => {
    expect(threadName(false, 12)).toBe('issue #12')
    expect(threadName(true, 13)).toBe('pull request #13')
  })
})
