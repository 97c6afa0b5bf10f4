import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderTrackingComment, type CommentState } from '../../../../src/agent/comment/body.ts'
import type { IssueComment } from '../../../../src/shared/github/client.ts'
import { finishLeftoverComment } from '../../../../src/agent/comment/post.ts'
import {
  TrackingComment,
  findTrackingComment,
  type SavedTrackingComment,
} from '../../../../src/agent/comment/tracking.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { FakeIssues, httpError } from '../../../support/fake-issues.ts'
import { sha256 } from '../../../../src/shared/github/kept-comment.ts'
import { recordingLog, type RecordingLog } from '../../../support/recording-log.ts'

let log: RecordingLog
beforeEach(() => {
  log = recordingLog()
})
const warnings = (): string[] => log.annotations('warning')

/** How a run ended, as a comment shows it. */
function ended(state: 'completed' | 'failed', job: { prLink?: string | null } = {}): CommentState {
  return {
    state,
    job: { id: 'job_1', status: state, ...job },
    sentence: 'The run ended.',
    level: 'notice',
  } as CommentState
}

const RUN_URL = 'https://github.com/acme/docs/actions/runs/1'
const working = () =>
  renderTrackingComment({ state: 'working' }, { jobId: 'job_1', runUrl: RUN_URL, records: [] })

function tracker(github: FakeIssues, existing?: IssueComment) {
  const saved: (SavedTrackingComment | undefined)[] = []
  const urls: string[] = []
  const tracking = new TrackingComment(
    {
      github: async () => github,
      clock: new FakeClock(),
      log,
      signal: new AbortController().signal,
      deadline: Date.parse('2026-11-21T11:00:00Z'),
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
    await tracking.start('job_1', { state: 'working' })
    await tracking.finish('job_1', { state: 'working' }, 1_000) // no change: no edit
    await tracking.finish('job_1', ended('completed', { prLink: 'https://x.test/pull/1' }), 1_000)
    expect(github.calls).toEqual(['create #1', 'update 100'])
    // Before the create leaves (no id yet), once it is known, then nothing left to finish.
    const leftover = {
      thread: 1,
      prefix: '<!-- mintlify-docs-agent job=job_1 ',
      jobId: 'job_1',
      shownSha256: sha256(working()),
      leftoverBody: expect.stringMatching(/state=stopped/),
    }
    expect(saved).toEqual([leftover, { ...leftover, commentId: 100 }, undefined])
    expect(urls).toEqual([tracking.url, tracking.url, tracking.url])
    expect(github.comments[0]!.body).toMatch(/state=completed/)
  })

  it('edits an existing tracking comment instead of posting another', async () => {
    const github = new FakeIssues()
    const old = github.add(
      renderTrackingComment(ended('failed'), { jobId: 'job_1', runUrl: RUN_URL }),
    )
    const { tracking } = tracker(github, old)
    await tracking.start('job_1', { state: 'working' })
    expect(github.calls).toEqual([`update ${old.id}`])
    expect(tracking.url).toBe(old.url)
  })

  it('turns a 403 into one warning with the permission to add, then stops trying', async () => {
    const github = new FakeIssues()
    github.failures.createComment = [httpError(403, 'Resource not accessible by integration')]
    const { tracking, saved } = tracker(github)
    await tracking.start('job_1', { state: 'working' })
    await tracking.finish('job_1', ended('failed'), 1_000)
    expect(github.calls).toEqual(['create #1'])
    // Saved before the create left, cleared once GitHub refused it: nothing for the post step.
    expect(saved.at(-1)).toBeUndefined()
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
    await tracking.start('job_1', { state: 'working' })
    github.failures.updateComment = [limited()]
    await tracking.finish('job_1', ended('completed', { prLink: null }), 1_000)
    expect(saved.at(-1)).toMatchObject({
      commentId: 100,
      jobId: 'job_1',
      shownSha256: sha256(working()),
      leftoverBody: expect.stringMatching(/state=completed/),
    })
    expect(warnings()).toEqual([expect.stringMatching(/rate limiting this token/)])
  })

  it('clears the state after a deleted issue: the post step has nothing to try', async () => {
    const github = new FakeIssues()
    const { tracking, saved } = tracker(github)
    await tracking.start('job_1', { state: 'working' })
    github.failures.updateComment = [httpError(410, 'This issue was deleted')]
    await tracking.finish('job_1', ended('failed'), 1_000)
    expect(saved.at(-1)).toBeUndefined()
    expect(warnings()).toEqual([expect.stringMatching(/HTTP 410.*deleted/)])
  })

  it('a create GitHub made without answering is found by its marker and edited: one comment', async () => {
    const github = new FakeIssues()
    github.lateCreates = 1
    const { tracking, saved } = tracker(github)
    await tracking.start('job_1', { state: 'working' })
    // The post step could find it by its marker: thread, prefix and leftover were saved first.
    expect(saved.at(-1)).toMatchObject({ thread: 1, jobId: 'job_1' })
    expect(saved.at(-1)).not.toHaveProperty('commentId')
    await tracking.finish('job_1', ended('failed'), 1_000)
    expect(github.calls).toEqual(['create #1', 'list', 'update 100'])
    expect(github.comments).toHaveLength(1)
    expect(github.comments[0]!.body).toMatch(/state=failed/)
    expect(saved.at(-1)).toBeUndefined()
  })
})

describe('findTrackingComment', () => {
  const options = {
    clock: new FakeClock(),
    log: recordingLog(),
    signal: new AbortController().signal,
  }
  const body = (jobId: string) => renderTrackingComment({ state: 'working' }, { jobId, runUrl: '' })

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
    log,
  })
  const stopped = renderTrackingComment({ state: 'stopped' }, { jobId: 'job_1', runUrl: RUN_URL })
  const state = (commentId?: number, shown = working()) =>
    JSON.stringify({
      thread: 1,
      prefix: '<!-- mintlify-docs-agent job=job_1 ',
      ...(commentId === undefined ? {} : { commentId }),
      jobId: 'job_1',
      shownSha256: sha256(shown),
      leftoverBody: stopped,
    })

  it.each([
    ['no state', ''],
    [
      "an older version's state",
      JSON.stringify({ commentId: 100, jobId: 'job_1', settled: false }),
    ],
    ['unreadable state', '{not json'],
  ])('does nothing, and connects to nothing, with %s', async (_what, saved) => {
    const github = new FakeIssues()
    const d = deps(github)
    await finishLeftoverComment(saved, d)
    expect(d.github).not.toHaveBeenCalled()
  })

  it('rewrites a comment left saying working', async () => {
    const github = new FakeIssues()
    const comment = github.add(working(), { login: 'github-actions[bot]', isBot: true })
    await finishLeftoverComment(state(comment.id), deps(github))
    expect(github.comments[0]!.body).toMatch(
      /^<!-- mintlify-docs-agent job=job_1 state=stopped -->/,
    )
    expect(github.comments[0]!.body).toContain('`job-id: job_1`')
  })

  it('leaves a comment alone that already shows a final state', async () => {
    const github = new FakeIssues()
    const done = renderTrackingComment(ended('failed'), { jobId: 'job_1', runUrl: RUN_URL })
    const comment = github.add(done, { login: 'github-actions[bot]', isBot: true })
    await finishLeftoverComment(state(comment.id), deps(github))
    expect(github.calls).toEqual([`get ${comment.id}`])
  })

  it('finds by its marker a comment whose create the main step never heard back from', async () => {
    const github = new FakeIssues()
    github.add(working(), { login: 'github-actions[bot]', isBot: true })
    await finishLeftoverComment(state(), deps(github))
    expect(github.calls).toEqual(['list', 'update 100'])
    expect(github.comments[0]!.body).toBe(stopped)
  })

  it('warns, never throws, when GitHub refuses', async () => {
    const github = new FakeIssues()
    const comment = github.add(working(), { login: 'github-actions[bot]', isBot: true })
    github.failures.updateComment = [httpError(403, 'Resource not accessible by integration')]
    await finishLeftoverComment(state(comment.id), deps(github))
    expect(warnings()).toEqual([expect.stringMatching(/HTTP 403.*may still say it is working/)])
  })
})
