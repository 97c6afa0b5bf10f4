/**
 * The GitHub client (Octokit underneath) against the loopback GitHub fake: pages and their
 * `Link` header, the pull request's head, and which failures callGitHub retries as Octokit
 * really surfaces them.
 */
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lazyGitHub, type IssuesApi } from '../../../../src/shared/github/client.ts'
import { callGitHub } from '../../../../src/shared/github/call.ts'
import { faults, startGitHubApi, type GitHubApi } from '../../../fakes/github-api.ts'
import { systemClock } from '../../../../src/shared/clock.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { recordingLog, type RecordingLog } from '../../../support/recording-log.ts'

let log: RecordingLog
let api: GitHubApi
let github: IssuesApi
beforeEach(async () => {
  log = recordingLog()
  api = await startGitHubApi({ owner: 'acme', repo: 'docs' })
  github = await lazyGitHub({
    token: 'ghs_test',
    apiUrl: api.url,
    owner: 'acme',
    repo: 'docs',
    log,
  })()
})
afterEach(async () => {
  await api.close()
})

const signal = () => AbortSignal.timeout(5_000)
const listings = () =>
  api.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments'))

describe('listCommentsPage', () => {
  it('reads a page and the number of the last one from the Link header', async () => {
    api.addComments(7, 250, (i) => `comment ${i}`)
    const first = await github.listCommentsPage(7, 1, signal())
    expect(first.lastPage).toBe(3)
    expect(first.comments.map((c) => c.body)).toEqual(
      Array.from({ length: 100 }, (_, i) => `comment ${i + 1}`),
    )
    const last = await github.listCommentsPage(7, 3, signal())
    expect(last).toMatchObject({ lastPage: 3 })
    expect(last.comments).toHaveLength(50)
    expect(listings().map((r) => r.query)).toEqual([
      { per_page: '100', page: '1' },
      { per_page: '100', page: '3' },
    ])
    expect(await github.listCommentsPage(8, 1, signal())).toEqual({ comments: [], lastPage: 1 })
  })
})

describe('the fake GitHub', () => {
  it("sends GitHub's Link header for any page count", async () => {
    api.addComments(7, 1_001, (i) => `comment ${i}`)
    const linkOf = async (page: number) => {
      const response = await fetch(
        `${api.url}/repos/acme/docs/issues/7/comments?per_page=100&page=${page}`,
        {
          headers: { authorization: 'token ghs_test' },
        },
      )
      const rels = new Map<string, string | null>()
      for (const part of (response.headers.get('link') ?? '').split(', ').filter(Boolean)) {
        const [target = '', rel = ''] = part.split('; ')
        rels.set(
          rel.slice('rel="'.length, -1),
          new URL(target.slice(1, -1)).searchParams.get('page'),
        )
      }
      return Object.fromEntries(rels)
    }
    expect(await linkOf(1)).toEqual({ next: '2', last: '11' })
    expect(await linkOf(6)).toEqual({ prev: '5', next: '7', last: '11', first: '1' })
    expect(await linkOf(11)).toEqual({ prev: '10', first: '1' })
  })

  it('answers every route late, with its real answer, under a `slow` fault', async () => {
    api.setPullRequestHead(7, 'a'.repeat(40))
    api.fault(faults.slow(300))
    for (const call of [
      () => github.listCommentsPage(7, 1, signal()),
      () => github.getPullRequest(7, signal()),
      () => github.accessOf('octocat', signal()),
      () => github.createComment(7, 'late', signal()),
    ]) {
      const started = Date.now()
      await call()
      expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    }
    expect(api.requests.map((r) => r.status)).toEqual([200, 200, 200, 201])
  })
})

describe('authenticatedLogin', () => {
  it('is undefined when GitHub refuses GET /user (an installation token), an error when it fails', async () => {
    expect(await github.authenticatedLogin(signal())).toBeUndefined()
    api.fault(faults.badGateway(/^\/user$/, 'GET'))
    await expect(github.authenticatedLogin(signal())).rejects.toMatchObject({ status: 502 })
    api.fault(faults.secondaryRateLimit(1, 1, 'GET'))
    await expect(github.authenticatedLogin(signal())).rejects.toMatchObject({ status: 403 })
  })
})

describe('getPullRequest', () => {
  it("reads the head commit and both repositories' names", async () => {
    api.setPullRequestHead(7, 'a'.repeat(40))
    api.setPullRequestHead(8, 'b'.repeat(40), 'mallory/docs')
    expect(await github.getPullRequest(7, signal())).toEqual({
      headSha: 'a'.repeat(40),
      headRepoFullName: 'acme/docs',
      baseRepoFullName: 'acme/docs',
      state: 'open',
    })
    expect(await github.getPullRequest(8, signal())).toMatchObject({
      headRepoFullName: 'mallory/docs',
    })
  })

  it('refuses an answer without a valid head commit', async () => {
    api.setPullRequestHead(7, 'HEAD; rm -rf /')
    await expect(github.getPullRequest(7, signal())).rejects.toMatchObject({
      name: 'GitHubError',
      message: "Reading pull request #7 failed: GitHub's answer names no valid head commit.",
    })
  })
})

describe('callGitHub over Octokit', () => {
  const options = {
    timeoutMs: 15_000,
    get log() {
      return log
    },
  }

  it('edits once after a 502: retried, not doubled', async () => {
    const comment = api.addComment(7, 'old', { login: 'github-actions[bot]', type: 'Bot' })
    api.fault(faults.badGateway(/\/issues\/comments\/\d+$/, 'PATCH'))
    const clock = new FakeClock()
    const updated = await callGitHub((s) => github.updateComment(comment.id, 'new', s), {
      ...options,
      clock,
      doing: 'Editing',
    })
    expect(updated.body).toBe('new')
    expect(api.requests.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([
      502, 200,
    ])
    expect(clock.sleeps).toEqual([1_000])
    // One line per retry, in the step's log.
    expect(log.lines()).toEqual([
      expect.stringMatching(
        /^Editing failed: .*502.* Retrying in 1\.0 s \(try 2 of at most 5\)\.$/,
      ),
    ])
  })

  it('never sends a create again after a 502: it may have been made', async () => {
    api.fault(faults.badGateway(/\/comments$/, 'POST'))
    // No `replaySafe` given: the client marks a failed create itself.
    await expect(
      callGitHub((s) => github.createComment(7, 'hello', s), {
        ...options,
        clock: new FakeClock(),
        doing: 'Commenting',
      }),
    ).rejects.toMatchObject({ status: 502, mayHaveActed: true })
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
  })

  it('sends a create again after a secondary rate limit: GitHub did nothing', async () => {
    api.fault(faults.secondaryRateLimit(1, 1, 'POST'))
    const clock = new FakeClock()
    await callGitHub((s) => github.createComment(7, 'hello', s), {
      ...options,
      clock,
      doing: 'Commenting',
    })
    expect(api.comments.size).toBe(1)
    expect(clock.sleeps).toEqual([1_000])
  })

  it('retries a create whose connection was refused: it never left', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const nowhere = await lazyGitHub({
      token: 'ghs_test',
      apiUrl: `http://127.0.0.1:${port}`,
      owner: 'acme',
      repo: 'docs',
      log,
    })()
    const clock = new FakeClock()
    await expect(
      callGitHub((s) => nowhere.createComment(7, 'hello', s), {
        ...options,
        clock,
        doing: 'Commenting',
      }),
    ).rejects.toMatchObject({
      mayHaveActed: false,
      message: expect.stringMatching(/ECONNREFUSED.*never reached GitHub/),
    })
    expect(clock.sleeps).toHaveLength(4)
  })

  it('ends a call GitHub never answers at the deadline', async () => {
    api.fault(faults.stall(/\/comments$/))
    const started = Date.now()
    await expect(
      callGitHub((s) => github.listCommentsPage(7, 1, s), {
        ...options,
        clock: { now: () => Date.now(), sleep: new FakeClock().sleep, timer: systemClock.timer },
        deadline: Date.now() + 300,
        doing: 'Listing the comments of #7',
      }),
    ).rejects.toMatchObject({
      problem: 'timeout',
      message: expect.stringMatching(
        /^Listing the comments of #7 failed: GitHub did not answer within 0\.3 s \(what was left of the step's `timeout`\)\.$/,
      ),
    })
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
