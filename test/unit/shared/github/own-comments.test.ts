import { describe, expect, it } from 'vitest'
import type { CommentPage, IssueComment, IssuesApi } from '../../../../src/shared/github/client.ts'
import { ownComments, type OwnCommentsOptions } from '../../../../src/shared/github/own-comments.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { recordingLog } from '../../../support/recording-log.ts'

const MARKER = '<!-- ours -->'
const BOT = { login: 'github-actions[bot]', isBot: true }

/**
 * An issue's comments served page by page, as GitHub does (oldest first, 100 a page); each page
 * costs `msPerPage` on the clock. `pages` records which pages were asked for, in order.
 */
class PagedIssues implements IssuesApi {
  readonly comments: IssueComment[] = []
  readonly pages: number[] = []
  tokenLogin: string | undefined
  whoAmICalls = 0
  private readonly clock: FakeClock
  private readonly msPerPage: number
  constructor(clock: FakeClock, msPerPage = 0) {
    this.clock = clock
    this.msPerPage = msPerPage
  }

  add(count: number, bodyOf: (i: number) => string, author = { login: 'octocat', isBot: false }) {
    for (let i = 0; i < count; i++) {
      const id = this.comments.length + 1
      this.comments.push({
        id,
        url: `https://github.com/acme/docs/pull/7#issuecomment-${id}`,
        body: bodyOf(id),
        author,
      })
    }
  }

  async listCommentsPage(_issue: number, page: number, signal: AbortSignal): Promise<CommentPage> {
    signal.throwIfAborted()
    this.pages.push(page)
    this.clock.time += this.msPerPage
    return {
      comments: this.comments.slice((page - 1) * 100, page * 100),
      lastPage: Math.max(1, Math.ceil(this.comments.length / 100)),
    }
  }
  async authenticatedLogin() {
    this.whoAmICalls++
    return this.tokenLogin
  }
  createComment(): never {
    throw new Error('not used')
  }
  updateComment(): never {
    throw new Error('not used')
  }
  getComment(): never {
    throw new Error('not used')
  }
  getPullRequest(): never {
    throw new Error('not used')
  }
  accessOf(): never {
    throw new Error('not used')
  }
}

function options(clock: FakeClock, extra: Partial<OwnCommentsOptions> = {}): OwnCommentsOptions {
  return {
    clock,
    log: recordingLog(),
    signal: new AbortController().signal,
    startsLikeOurs: (body) => body.startsWith(MARKER),
    ...extra,
  }
}

async function all(found: AsyncGenerator<IssueComment>): Promise<number[]> {
  const ids: number[] = []
  for await (const comment of found) ids.push(comment.id)
  return ids
}

describe('ownComments: a thread of any length', () => {
  it('finds an old comment of ours on a 3,000-comment thread, reading each page once', async () => {
    const clock = new FakeClock()
    const github = new PagedIssues(clock)
    github.add(4, (i) => `chatter ${i}`)
    github.add(1, () => `${MARKER}\nPreview ready`, BOT)
    github.add(2_995, (i) => `chatter ${i}`)
    expect(await all(ownComments(github, 7, options(clock)))).toEqual([5])
    // The first page says how many there are; then from the newest page back.
    expect(github.pages).toEqual([1, ...Array.from({ length: 29 }, (_, i) => 30 - i)])
  })

  it('yields newest first and stops reading when the caller has what it wants', async () => {
    const clock = new FakeClock()
    const github = new PagedIssues(clock)
    github.add(1, () => `${MARKER} old`, BOT)
    github.add(1_500, (i) => `chatter ${i}`)
    github.add(1, () => `${MARKER} new`, BOT)
    github.add(10, (i) => `chatter ${i}`)
    const found = ownComments(github, 7, options(clock))
    const first = await found.next()
    expect(first.value).toMatchObject({ id: 1_502 })
    await found.return(undefined)
    expect(github.pages).toEqual([1, 16])
    expect(await all(ownComments(github, 7, options(clock)))).toEqual([1_502, 1])
  })

  it('reads a one-page thread once', async () => {
    const clock = new FakeClock()
    const github = new PagedIssues(clock)
    github.add(3, (i) => (i === 2 ? `${MARKER} x` : 'chatter'), BOT)
    expect(await all(ownComments(github, 7, options(clock)))).toEqual([2])
    expect(github.pages).toEqual([1])
  })

  it('keeps the authorship rule: bots, or the token’s own user; the marker is tested first', async () => {
    const clock = new FakeClock()
    const github = new PagedIssues(clock)
    github.add(1, () => `${MARKER} forged`, { login: 'mallory', isBot: false })
    github.add(150, () => 'chatter', { login: 'octocat', isBot: false })
    github.add(1, () => `${MARKER} by the PAT's user`, { login: 'Docs-Bot-User', isBot: false })
    github.tokenLogin = 'docs-bot-user'
    expect(await all(ownComments(github, 7, options(clock)))).toEqual([152])
    // Asked once, though two users' comments start like ours.
    expect(github.whoAmICalls).toBe(1)
    const noUsers = new PagedIssues(clock)
    noUsers.add(200, () => 'chatter', BOT)
    await all(ownComments(noUsers, 7, options(clock)))
    expect(noUsers.whoAmICalls).toBe(0)
  })
})

describe('ownComments: bounded by the deadline and the cancellation', () => {
  it('throws, never "not found", when the walk cannot finish before the deadline', async () => {
    const clock = new FakeClock()
    const github = new PagedIssues(clock, 1_000)
    github.add(1, () => `${MARKER} at the start`, BOT)
    github.add(2_999, () => 'chatter')
    const search = all(ownComments(github, 7, options(clock, { deadline: clock.now() + 5_500 })))
    await expect(search).rejects.toMatchObject({
      name: 'GitHubError',
      problem: 'timeout',
      message: expect.stringMatching(
        /^Listing the comments of #7 failed: the search for the action's comment read 6 of 30 pages in 6\.0 s, and the step's `timeout` ran out before it could finish\.$/,
      ),
    })
    expect(github.pages).toHaveLength(6)
  })

  it('without a deadline (the post step), bounds the walk all the same', async () => {
    const clock = new FakeClock()
    const github = new PagedIssues(clock, 10_000)
    github.add(3_000, () => 'chatter')
    await expect(all(ownComments(github, 7, options(clock)))).rejects.toMatchObject({
      problem: 'timeout',
      message: expect.stringMatching(/its bound of 1 min 0 s ran out/),
    })
    expect(github.pages.length).toBeLessThanOrEqual(7)
  })

  it('stops at once when the run is cancelled', async () => {
    const clock = new FakeClock()
    const github = new PagedIssues(clock)
    github.add(3_000, () => 'chatter')
    const controller = new AbortController()
    const original = github.listCommentsPage.bind(github)
    github.listCommentsPage = async (issue, page, signal) => {
      if (page === 25) controller.abort()
      return original(issue, page, signal)
    }
    await expect(
      all(ownComments(github, 7, options(clock, { signal: controller.signal }))),
    ).rejects.toMatchObject({ message: expect.stringMatching(/the run was cancelled/) })
    expect(github.pages).toEqual([1, 30, 29, 28, 27, 26])
  })

  it('refuses a thread GitHub claims is absurdly long, saying so', async () => {
    const clock = new FakeClock()
    const github = new PagedIssues(clock)
    github.listCommentsPage = async () => ({ comments: [], lastPage: 5_000_000 })
    await expect(all(ownComments(github, 7, options(clock)))).rejects.toMatchObject({
      message: expect.stringMatching(/5000000 pages of comments, more than the 10000/),
    })
  })
})
