import { describe, expect, it } from 'vitest'
import type { GitHubContext } from '../../../../src/shared/github/context.ts'
import {
  byDependabot,
  eventBranch,
  eventPullRequest,
} from '../../../../src/shared/github/event-branch.ts'

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
      headRepository: 'acme/docs',
    })
  })

  it('knows a fork by its flag or by another repository', () => {
    expect(eventPullRequest(context('pull_request', pr({ repo: { fork: true } })))?.fromFork).toBe(
      true,
    )
    const other = pr({ repo: { full_name: 'someone/docs' } })
    expect(eventPullRequest(context('pull_request_target', other))?.fromFork).toBe(true)
  })

  it("never gives a fork's head branch as the event's branch: the same name here is another branch", () => {
    for (const ref of ['main', 'release/unannounced']) {
      const fork = context('pull_request_target', pr({ ref, repo: { full_name: 'mallory/docs' } }))
      expect(eventPullRequest(fork)).toMatchObject({ headRef: ref, fromFork: true })
      expect(eventBranch(fork)).toBeUndefined()
    }
  })

  it('takes a head repository it cannot name (deleted, missing, odd) for a fork, never for ours', () => {
    const heads: Record<string, unknown>[] = [
      { repo: null },
      { repo: undefined },
      { repo: 'acme/docs' },
      { repo: { full_name: 42 } },
      { repo: { full_name: 'acme/docs/../x' } },
      { repo: { full_name: 'acme/docs', fork: true } },
    ]
    for (const head of heads) {
      const event = context('pull_request', pr(head))
      expect(eventPullRequest(event)?.fromFork, JSON.stringify(head)).toBe(true)
      expect(eventBranch(event)).toBeUndefined()
    }
    const noBase = context('pull_request', {
      pull_request: { number: 7, head: { ref: 'x', repo: { full_name: 'acme/docs' } }, base: {} },
    })
    expect(eventPullRequest(noBase)?.fromFork).toBe(true)
  })

  it('compares repository names as GitHub does, without regard to case', () => {
    const event = context('pull_request', pr({ repo: { full_name: 'ACME/Docs', fork: false } }))
    expect(eventPullRequest(event)?.fromFork).toBe(false)
  })

  it('knows a Dependabot run by its sender or by the pull request it opened', () => {
    const bot = { login: 'dependabot[bot]', type: 'Bot' }
    const opened = pr({})
    expect(byDependabot(context('pull_request', opened))).toBe(false)
    expect(
      byDependabot(
        context('pull_request', { pull_request: { ...opened.pull_request, user: bot } }),
      ),
    ).toBe(true)
    expect(byDependabot(context('push', { ref: 'refs/heads/dependabot/npm/x', sender: bot }))).toBe(
      true,
    )
    expect(byDependabot(context('push', { sender: { login: 'dependabot' } }))).toBe(false)
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
