import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { renderTrackingComment, type CommentState } from '../../../../src/agent/comment/body.ts'
import type { IssueComment, IssuesApi } from '../../../../src/github/client.ts'
import { finishLeftoverComment } from '../../../../src/agent/comment/post.ts'
import {
  TrackingComment,
  findTrackingComment,
  type SavedTrackingComment,
} from '../../../../src/agent/comment/tracking.ts'
import { FakeClock } from '../../../support/fake-clock.ts'

let stdout: MockInstance<typeof process.stdout.write>
beforeEach(() => {
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
})
afterEach(() => stdout.mockRestore())
const warnings = (): string[] =>
  stdout.mock.calls
    .map((c) => String(c[0]))
    .filter((line) => line.startsWith('::warning::'))
    .map((line) => line.slice('::warning::'.length).trim())

/** An Octokit-shaped error, as @octokit/request throws them. */
function httpError(status: number, message: string, headers: Record<string, string> = {}) {
  return Object.assign(new Error(message), {
    status,
    response: { status, headers, data: { message } },
  })
}

/** An in-memory issue with comments; `fail` makes the next calls of a method throw. */
class FakeIssues implements IssuesApi {
  comments: IssueComment[] = []
  calls: string[] = []
  failures: Partial<Record<keyof IssuesApi, unknown[]>> = {}
  tokenLogin: string | undefined
  private nextId = 100

  private maybeFail(method: keyof IssuesApi): void {
    const error = this.failures[method]?.shift()
    if (error !== undefined) throw error
  }
  async createComment(issueNumber: number, body: string) {
    this.calls.push(`create #${issueNumber}`)
    this.maybeFail('createComment')
    const comment = this.add(body, { login: 'github-actions[bot]', isBot: true })
    return { ...comment }
  }
  async updateComment(commentId: number, body: string) {
    this.calls.push(`update ${commentId}`)
    this.maybeFail('updateComment')
    const comment = this.comments.find((c) => c.id === commentId)
    if (!comment) throw httpError(404, 'Not Found')
    comment.body = body
    return { ...comment }
  }
  async getComment(commentId: number) {
    this.calls.push(`get ${commentId}`)
    this.maybeFail('getComment')
    const comment = this.comments.find((c) => c.id === commentId)
    if (!comment) throw httpError(404, 'Not Found')
    return { ...comment }
  }
  async listCommentsPage() {
    this.calls.push('list')
    this.maybeFail('listCommentsPage')
    return { comments: this.comments.map((c) => ({ ...c })), lastPage: 1 }
  }
  async getPullRequest(): Promise<never> {
    throw httpError(404, 'Not Found')
  }
  async accessOf() {
    return { permission: 'write', roleName: 'write' }
  }
  async authenticatedLogin() {
    this.calls.push('whoami')
    return this.tokenLogin
  }
  add(body: string, author = { login: 'someone', isBot: false }): IssueComment {
    const id = this.nextId++
    const comment = {
      id,
      url: `https://github.com/acme/docs/issues/1#issuecomment-${id}`,
      body,
      author,
    }
    this.comments.push(comment)
    return comment
  }
}

/** How a run ended, as a comment shows it. */
function ended(kind: 'completed' | 'failed', job: { prLink?: string | null } = {}): CommentState {
  return {
    kind,
    job: { id: 'job_1', status: kind, ...job },
    sentence: 'The run ended.',
    level: 'notice',
  } as CommentState
}

const RUN_URL = 'https://github.com/acme/docs/actions/runs/1'

function tracker(github: FakeIssues, existing?: IssueComment) {
  const saved: SavedTrackingComment[] = []
  const urls: string[] = []
  const tracking = new TrackingComment(
    {
      github: async () => github,
      clock: new FakeClock(),
      issueNumber: 1,
      runUrl: RUN_URL,
      saveState: (s) => saved.push(s),
      onUrl: (url) => urls.push(url),
    },
    existing,
  )
  return { tracking, saved, urls }
}

describe('TrackingComment', () => {
  it('posts once, edits once, and records each step for the post step', async () => {
    const github = new FakeIssues()
    const { tracking, saved, urls } = tracker(github)
    await tracking.start('job_1', { kind: 'working' })
    await tracking.finish('job_1', { kind: 'working' }, 1_000) // no change: no edit
    await tracking.finish('job_1', ended('completed', { prLink: 'https://x.test/pull/1' }), 1_000)
    expect(github.calls).toEqual(['create #1', 'update 100'])
    expect(saved).toEqual([
      { commentId: 100, jobId: 'job_1', settled: false },
      { commentId: 100, jobId: 'job_1', settled: true },
    ])
    expect(urls).toEqual([tracking.url, tracking.url, tracking.url])
    expect(github.comments[0]!.body).toMatch(/state=completed/)
  })

  it('edits an existing tracking comment instead of posting another', async () => {
    const github = new FakeIssues()
    const old = github.add(
      renderTrackingComment(ended('failed'), { jobId: 'job_1', runUrl: RUN_URL }),
    )
    const { tracking } = tracker(github, old)
    await tracking.start('job_1', { kind: 'working' })
    expect(github.calls).toEqual([`update ${old.id}`])
    expect(tracking.url).toBe(old.url)
  })

  it('turns a 403 into one warning with the permission to add, then stops trying', async () => {
    const github = new FakeIssues()
    github.failures.createComment = [httpError(403, 'Resource not accessible by integration')]
    const { tracking, saved } = tracker(github)
    await tracking.start('job_1', { kind: 'working' })
    await tracking.finish('job_1', ended('failed'), 1_000)
    expect(github.calls).toEqual(['create #1'])
    expect(saved).toEqual([])
    expect(warnings()).toEqual([
      expect.stringMatching(
        /HTTP 403 \("Resource not accessible by integration"\).*`permissions: issues: write`/,
      ),
    ])
  })

  it('leaves a final text it could not write (rate limit) for the post step', async () => {
    const github = new FakeIssues()
    const limited = () =>
      httpError(403, 'You have exceeded a secondary rate limit', { 'retry-after': '120' })
    const { tracking, saved } = tracker(github)
    await tracking.start('job_1', { kind: 'working' })
    github.failures.updateComment = [limited()]
    await tracking.finish('job_1', ended('completed', { prLink: null }), 1_000)
    expect(saved.at(-1)).toEqual({
      commentId: 100,
      jobId: 'job_1',
      settled: false,
      pendingBody: expect.stringMatching(/state=completed/),
    })
    expect(warnings()).toEqual([expect.stringMatching(/rate limiting this token/)])
  })

  it('marks a deleted issue settled: the post step has nothing to try', async () => {
    const github = new FakeIssues()
    const { tracking, saved } = tracker(github)
    await tracking.start('job_1', { kind: 'working' })
    github.failures.updateComment = [httpError(410, 'This issue was deleted')]
    await tracking.finish('job_1', ended('failed'), 1_000)
    expect(saved.at(-1)).toEqual({ commentId: 100, jobId: 'job_1', settled: true })
    expect(warnings()).toEqual([expect.stringMatching(/HTTP 410.*deleted/)])
  })
})

describe('findTrackingComment', () => {
  const options = { clock: new FakeClock(), signal: new AbortController().signal }
  const body = (jobId: string) => renderTrackingComment({ kind: 'working' }, { jobId, runUrl: '' })

  it('finds the newest marker written by a bot', async () => {
    const github = new FakeIssues()
    github.add(body('job_old'), { login: 'github-actions[bot]', isBot: true })
    github.add('chatter')
    github.add(body('job_new'), { login: 'my-app[bot]', isBot: true })
    github.add(body('job_forged'), { login: 'mallory', isBot: false })
    const found = await findTrackingComment(github, 1, options)
    expect(found?.jobId).toBe('job_new')
  })

  it("trusts a user's marker only when the token acts as that user (a PAT)", async () => {
    const github = new FakeIssues()
    github.add(body('job_pat'), { login: 'Docs-Bot-User', isBot: false })
    github.add(body('job_forged'), { login: 'mallory', isBot: false })
    expect(await findTrackingComment(github, 1, options)).toBeUndefined()
    github.tokenLogin = 'docs-bot-user'
    expect((await findTrackingComment(github, 1, options))?.jobId).toBe('job_pat')
    expect(github.calls.filter((c) => c === 'whoami')).toHaveLength(2) // once per search
  })

  it('filters by job id when asked', async () => {
    const github = new FakeIssues()
    github.add(body('job_a'), { login: 'github-actions[bot]', isBot: true })
    github.add(body('job_b'), { login: 'github-actions[bot]', isBot: true })
    expect((await findTrackingComment(github, 1, { ...options, jobId: 'job_a' }))?.jobId).toBe(
      'job_a',
    )
    expect(await findTrackingComment(github, 1, { ...options, jobId: 'job_c' })).toBeUndefined()
  })
})

describe('the post step', () => {
  const deps = (github: FakeIssues) => ({
    github: vi.fn(async () => github),
    clock: new FakeClock(),
    runUrl: RUN_URL,
  })
  const working = renderTrackingComment({ kind: 'working' }, { jobId: 'job_1', runUrl: RUN_URL })

  it.each([
    ['no state', ''],
    ['a settled comment', JSON.stringify({ commentId: 100, jobId: 'job_1', settled: true })],
    ['unreadable state', '{not json'],
  ])('does nothing, and connects to nothing, with %s', async (_what, saved) => {
    const github = new FakeIssues()
    const d = deps(github)
    await finishLeftoverComment(saved, d)
    expect(d.github).not.toHaveBeenCalled()
  })

  it('rewrites a comment left saying working', async () => {
    const github = new FakeIssues()
    const comment = github.add(working, { login: 'github-actions[bot]', isBot: true })
    await finishLeftoverComment(
      JSON.stringify({ commentId: comment.id, jobId: 'job_1', settled: false }),
      deps(github),
    )
    expect(github.comments[0]!.body).toMatch(
      /^<!-- mintlify-docs-agent job=job_1 state=stopped -->/,
    )
    expect(github.comments[0]!.body).toContain('`job-id: job_1`')
  })

  it('leaves a comment alone that already shows a final state', async () => {
    const github = new FakeIssues()
    const done = renderTrackingComment(ended('failed'), { jobId: 'job_1', runUrl: RUN_URL })
    const comment = github.add(done, { login: 'github-actions[bot]', isBot: true })
    await finishLeftoverComment(
      JSON.stringify({ commentId: comment.id, jobId: 'job_1', settled: false }),
      deps(github),
    )
    expect(github.calls).toEqual([`get ${comment.id}`])
  })

  it('warns, never throws, when GitHub refuses', async () => {
    const github = new FakeIssues()
    const comment = github.add(working, { login: 'github-actions[bot]', isBot: true })
    github.failures.updateComment = [httpError(403, 'Resource not accessible by integration')]
    await finishLeftoverComment(
      JSON.stringify({ commentId: comment.id, jobId: 'job_1', settled: false }),
      deps(github),
    )
    expect(warnings()).toEqual([expect.stringMatching(/HTTP 403.*may still say it is working/)])
  })
})
