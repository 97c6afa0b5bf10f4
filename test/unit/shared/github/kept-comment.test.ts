/**
 * src/shared/github/kept-comment.ts against an in-memory thread (our IssuesApi seam) and an injected
 * clock: one comment, created at most once, saved for the post step before a create leaves,
 * found by its marker when GitHub never answered, finished only while it shows this run's text.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  causeOf,
  finishKeptComment,
  keepsComment,
  KeptComment,
  readKeptState,
  sha256,
  type KeptCommentDeps,
  type SavedKeptComment,
} from '../../../../src/shared/github/kept-comment.ts'
import { describeGitHubError } from '../../../../src/shared/github/call.ts'
import { commitOf, isPreviewMarker, markerOf } from '../../../../src/preview/comment.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { FakeIssues, httpError } from '../../../support/fake-issues.ts'
import { recordingLog, type RecordingLog } from '../../../support/recording-log.ts'

let log: RecordingLog
beforeEach(() => {
  log = recordingLog()
})
const lines = (prefix: string): string[] =>
  log
    .lines()
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim())

const PREFIX = '<!-- mintlify-docs-test id=1 '
const MARKER = `${PREFIX}-->`
const isMarker = (line: string) => line === MARKER
const body = (text: string) => `${MARKER}\n${text}`
const BOT = { login: 'github-actions[bot]', isBot: true }

function kept(github: FakeIssues, extra: Partial<KeptCommentDeps> = {}, known?: null) {
  const saved: (SavedKeptComment | undefined)[] = []
  const clock = new FakeClock()
  const comment = new KeptComment(
    {
      github: async () => github,
      clock,
      log,
      signal: new AbortController().signal,
      deadline: clock.now() + 60_000,
      thread: 1,
      prefix: PREFIX,
      isMarker,
      name: 'the test comment',
      saveState: (s) => saved.push(s),
      permissionAdvice: 'Grant `issues: write`.',
      ...extra,
    },
    known,
  )
  return { comment, saved, clock }
}

describe('KeptComment', () => {
  it('creates once, edits in place, and never writes text that would not change', async () => {
    const github = new FakeIssues()
    const { comment } = kept(github)
    expect((await comment.write(body('building'))).kind).toBe('written')
    expect((await comment.write(body('building'))).kind).toBe('unchanged')
    expect((await comment.write(body('ready'), { final: true })).kind).toBe('written')
    expect(github.calls).toEqual(['list', 'create #1', 'update 100'])
    expect(github.comments).toHaveLength(1)
    expect(github.comments[0]!.body).toBe(body('ready'))
  })

  it('finds its comment by the marker among ours, never a forged one', async () => {
    const github = new FakeIssues()
    github.add(body('forged'), { login: 'mallory', isBot: false })
    const ours = github.add(body('older run'), BOT)
    const { comment } = kept(github)
    await comment.write(body('building'))
    expect(github.calls).toEqual(['list', `update ${ours.id}`])
  })

  it('takes as its own only a comment whose first line is exactly its marker', async () => {
    const github = new FakeIssues()
    github.add(`${MARKER} trailing\nsomeone's text`, BOT)
    github.add(`${MARKER}x\nsomeone's text`, BOT)
    const crlf = github.add(`${MARKER}\r\nedited on github.com`, BOT)
    const { comment } = kept(github)
    await comment.write(body('building'))
    expect(github.calls).toEqual(['list', `update ${crlf.id}`])
    const fresh = new FakeIssues()
    fresh.add(`${MARKER} trailing\nsomeone's text`, BOT)
    await kept(fresh).comment.write(body('building'))
    expect(fresh.calls).toEqual(['list', 'create #1'])
    expect(fresh.comments[0]!.body).toBe(`${MARKER} trailing\nsomeone's text`)
  })

  it('saves what the post step needs before the create leaves', async () => {
    const github = new FakeIssues()
    const { comment, saved } = kept(github)
    let savedWhenSent: SavedKeptComment | undefined
    const create = github.createComment.bind(github)
    github.createComment = async (n, text) => {
      savedWhenSent = saved.at(-1)
      return create(n, text)
    }
    await comment.write(body('building'), { leftover: body('stopped') })
    expect(savedWhenSent).toEqual({
      thread: 1,
      prefix: PREFIX,
      shownSha256: sha256(body('building')),
      leftoverBody: body('stopped'),
    })
    expect(saved.at(-1)).toEqual({ ...savedWhenSent, commentId: 100 })
    await comment.write(body('ready'), { final: true })
    expect(saved.at(-1)).toBeUndefined()
  })

  it('a create that acted without an answer is adopted by the next write, not sent again', async () => {
    const github = new FakeIssues()
    github.lateCreates = 1
    const { comment, saved } = kept(github)
    const first = await comment.write(body('building'), { leftover: body('stopped') })
    expect(first.kind).toBe('failed')
    // The post step can still find it by its marker.
    expect(saved.at(-1)).toMatchObject({ thread: 1, prefix: PREFIX })
    expect(saved.at(-1)).not.toHaveProperty('commentId')
    await comment.write(body('ready'), { final: true })
    expect(github.calls).toEqual(['list', 'create #1', 'list', 'update 100'])
    expect(github.comments.map((c) => c.body)).toEqual([body('ready')])
    expect(lines('').join('\n')).toContain('GitHub created the test comment after all')
  })

  it('a create GitHub refused leaves nothing for the post step, and a 403 stops further writes', async () => {
    const github = new FakeIssues()
    github.failures.createComment = [httpError(403, 'Resource not accessible by integration')]
    const { comment, saved } = kept(github, {}, null)
    await comment.write(body('building'), { leftover: body('stopped') })
    expect(saved.at(-1)).toBeUndefined()
    expect((await comment.write(body('ready'), { final: true })).kind).toBe('disabled')
    expect(github.calls).toEqual(['create #1'])
    expect(lines('::warning::')).toEqual([expect.stringMatching(/HTTP 403.*Grant `issues: write`/)])
  })

  it('a final text that could not go out is saved for the post step, against the text shown', async () => {
    const github = new FakeIssues()
    const { comment, saved, clock } = kept(github, {}, null)
    await comment.write(body('building'), { leftover: body('stopped') })
    const limited = () =>
      httpError(403, 'You have exceeded a secondary rate limit', { 'retry-after': '2' })
    github.failures.updateComment = Array.from({ length: 5 }, limited)
    const result = await comment.write(body('ready'), { final: true })
    expect(result.kind).toBe('failed')
    // Waits as told on the injected clock between tries, up to the try cap; the last is final.
    expect(clock.sleeps).toEqual([2_000, 2_000, 2_000, 2_000])
    expect(saved.at(-1)).toEqual({
      thread: 1,
      prefix: PREFIX,
      commentId: 100,
      shownSha256: sha256(body('building')),
      leftoverBody: body('ready'),
    })
    expect(lines('::warning::')).toEqual([expect.stringMatching(/rate limiting this token/)])
  })

  it('reads the comment again before an edit, and leaves it alone when asked to', async () => {
    const github = new FakeIssues()
    const check = vi.fn(async (shown: string) =>
      shown.includes('newer') ? 'A newer run has it.' : undefined,
    )
    const { comment, saved } = kept(github, { checkBeforeEdit: check })
    await comment.write(body('building'), { leftover: body('stopped') })
    github.comments[0]!.body = body('newer run')
    const result = await comment.write(body('failed'), { final: true })
    expect(result).toEqual({ kind: 'left-alone', reason: 'A newer run has it.' })
    expect(github.calls).toEqual(['list', 'create #1', 'get 100'])
    expect(github.comments[0]!.body).toBe(body('newer run'))
    expect(saved.at(-1)).toBeUndefined()
  })
})

describe('finishKeptComment: the post step', () => {
  const deps = (github: FakeIssues) => ({
    github: async () => github,
    clock: new FakeClock(),
    log,
  })
  const state = (commentId?: number): SavedKeptComment => ({
    thread: 1,
    prefix: PREFIX,
    ...(commentId === undefined ? {} : { commentId }),
    shownSha256: sha256(body('building')),
    leftoverBody: body('stopped'),
  })

  it('finishes a comment that still shows the main step text, by id', async () => {
    const github = new FakeIssues()
    const shown = github.add(body('building'), BOT)
    expect((await finishKeptComment(state(shown.id), deps(github), 'x', isMarker)).kind).toBe(
      'finished',
    )
    expect(github.comments[0]!.body).toBe(body('stopped'))
  })

  it('finds it by the marker when the id was never learned', async () => {
    const github = new FakeIssues()
    github.add(body('building'), BOT)
    expect((await finishKeptComment(state(), deps(github), 'x', isMarker)).kind).toBe('finished')
    expect(github.calls).toEqual(['list', 'update 100'])
  })

  it('leaves a comment that has changed since, and finds nothing when the create never landed', async () => {
    const github = new FakeIssues()
    const shown = github.add(body('a later run'), BOT)
    expect((await finishKeptComment(state(shown.id), deps(github), 'x', isMarker)).kind).toBe(
      'changed',
    )
    expect(github.comments[0]!.body).toBe(body('a later run'))
    expect((await finishKeptComment(state(), deps(new FakeIssues()), 'x', isMarker)).kind).toBe(
      'missing',
    )
  })

  it('reads nothing from an older version, garbled or foreign state', () => {
    for (const saved of [
      '',
      '{',
      JSON.stringify({ commentId: 7, jobId: 'job_1', settled: false }),
      JSON.stringify({ ...state(7), prefix: '<!-- someone else -->' }),
      JSON.stringify({ ...state(7), shownSha256: 'nope' }),
    ]) {
      expect(readKeptState(saved)).toBeUndefined()
    }
    expect(readKeptState(JSON.stringify(state(7)))).toEqual(state(7))
  })
})

describe('causeOf: a refused write names its real cause', () => {
  const failure = (error: unknown) => describeGitHubError(error, 'Posting', 0)

  it('422 body too long', () => {
    const tooLong = Object.assign(new Error('Validation Failed'), {
      status: 422,
      response: {
        status: 422,
        headers: {},
        data: {
          message: 'Validation Failed',
          errors: [{ message: 'body is too long (maximum is 65536 characters)' }],
        },
      },
    })
    expect(causeOf(failure(tooLong), 'perm', true)).toMatch(/too long \(body is too long/)
  })

  it.each([
    [httpError(403, 'Resource not accessible by integration'), /^perm/],
    [httpError(410, 'Gone'), /deleted/],
    [httpError(401, 'Bad credentials'), /`github-token`/],
    [httpError(429, 'slow down', { 'retry-after': '1' }), /rate limiting/],
  ])('%s', (error, cause) => {
    expect(causeOf(failure(error), 'perm', false)).toMatch(cause)
  })
})

describe('the preview marker records the commit it speaks for', () => {
  const sha = 'c'.repeat(40)

  it('reads the commit back, and nothing from a marker without one or a forged field', () => {
    expect(commitOf(`${markerOf('proj_1', sha)}\ntext`)).toBe(sha)
    expect(commitOf(`${markerOf('proj_1', undefined)}\ntext`)).toBeUndefined()
    expect(commitOf(`<!-- mintlify-docs-preview project=p sha=${sha}x -->`)).toBeUndefined()
    expect(commitOf(`text\n<!-- mintlify-docs-preview project=p sha=${sha} -->`)).toBeUndefined()
    expect(commitOf(`${markerOf('proj_1', sha)} trailing\ntext`)).toBeUndefined()
  })

  it('is exactly a marker it writes, with a commit or without (as 1.0 wrote it)', () => {
    expect(isPreviewMarker(markerOf('proj_1', sha))).toBe(true)
    expect(isPreviewMarker(markerOf('proj_1', undefined))).toBe(true)
    for (const line of [
      `${markerOf('proj_1', undefined)} trailing`,
      `${markerOf('proj_1', sha)} trailing`,
      `${markerOf('proj_1', sha)}-->`,
      `<!-- mintlify-docs-preview project=proj_1 sha=${sha} extra -->`,
      `<!-- mintlify-docs-preview project=proj_1 other=1 -->`,
      '<!-- mintlify-docs-preview project= -->',
      '<!-- mintlify-docs-preview project=a/b -->',
      ` ${markerOf('proj_1', sha)}`,
    ]) {
      expect(isPreviewMarker(line), line).toBe(false)
    }
  })
})

describe('keepsComment: `comment` decided once for every kept comment', () => {
  const decide = (setting: 'auto' | 'true' | 'false', hasThread: boolean, token = 'ghs_x') =>
    keepsComment({
      setting,
      hasThread,
      token,
      what: 'test comment',
      noThread: 'No thread here.',
      log,
    })

  it('false never; auto and true on a thread with a token', () => {
    expect(decide('false', true)).toBe(false)
    expect(decide('auto', true)).toBe(true)
    expect(decide('true', true)).toBe(true)
    expect(lines('::warning::')).toEqual([])
  })

  it('says why not only when asked for one, or when the token is empty', () => {
    expect(decide('auto', false)).toBe(false)
    expect(lines('::warning::')).toEqual([])
    expect(decide('true', false)).toBe(false)
    expect(decide('auto', true, '')).toBe(false)
    expect(lines('::warning::')).toEqual([
      'No thread here.',
      'Input `github-token` is empty: no test comment is written.',
    ])
  })
})
