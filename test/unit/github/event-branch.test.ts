import { describe, expect, it } from 'vitest'
import type { GitHubContext } from '../../../src/github/context.ts'
import { eventBranch, eventPullRequest } from '../../../src/github/event-branch.ts'

function context(eventName: string, payload: Record<string, unknown>): GitHubContext {
  return {
    eventName,
    payload,
    owner: 'acme',
    repo: 'docs',
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    runId: '1',
    runAttempt: 1,
    runUrl: '',
  }
}

const pr = (head: Record<string, unknown>, number: unknown = 7) => ({
  pull_request: {
    number,
    head: { ref: 'docs/new-page', repo: { full_name: 'acme/docs', fork: false }, ...head },
    base: { ref: 'main', repo: { full_name: 'acme/docs' } },
  },
})

describe('the branch and pull request of an event', () => {
  it("is the pull request's head branch on pull_request events", () => {
    const event = context('pull_request', pr({}))
    expect(eventBranch(event)).toBe('docs/new-page')
    expect(eventPullRequest(event)).toEqual({
      number: 7,
      headRef: 'docs/new-page',
      fromFork: false,
    })
  })

  it('knows a fork by its flag or by another repository', () => {
    expect(eventPullRequest(context('pull_request', pr({ repo: { fork: true } })))?.fromFork).toBe(
      true,
    )
    const other = pr({ repo: { full_name: 'someone/docs' } })
    expect(eventPullRequest(context('pull_request_target', other))?.fromFork).toBe(true)
  })

  it('is the pushed branch on push, and nothing for a tag', () => {
    expect(eventBranch(context('push', { ref: 'refs/heads/release/2.0' }))).toBe('release/2.0')
    expect(eventBranch(context('push', { ref: 'refs/tags/v1' }))).toBeUndefined()
    expect(eventBranch(context('schedule', {}))).toBeUndefined()
  })

  it('refuses a head branch or number that is not what GitHub sends', () => {
    expect(eventBranch(context('pull_request', pr({ ref: 'a..b' })))).toBeUndefined()
    expect(eventBranch(context('pull_request', pr({ ref: 'x\u202eevil' })))).toBeUndefined()
    expect(eventPullRequest(context('pull_request', pr({}, '7')))).toBeUndefined()
    expect(eventPullRequest(context('pull_request', pr({}, -1)))).toBeUndefined()
  })
})
