/**
 * src/preview/comment.ts against an in-memory pull request thread (our IssuesApi seam) and
 * an injected clock: one comment per pull request, edited in place; a newer push's verdict left
 * alone; and the post step finishing a comment the main step left on "building", never failing.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { SavedKeptComment } from '../../../src/shared/github/kept-comment.ts'
import {
  finishLeftoverPreviewComment,
  markerOf,
  PreviewComment,
  type PreviewCommentDeps,
} from '../../../src/preview/comment.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { FakeIssues, httpError } from '../../support/fake-issues.ts'
import { recordingLog, type RecordingLog } from '../../support/recording-log.ts'

let log: RecordingLog
beforeEach(() => {
  log = recordingLog()
})
const annotations = (kind: 'notice' | 'warning') => log.annotations(kind)

const OURS = 'a'.repeat(40)
const OTHER = 'b'.repeat(40)
const BOT = { login: 'github-actions[bot]', isBot: true }

function previewComment(github: FakeIssues, extra: Partial<PreviewCommentDeps> = {}) {
  const saved: (SavedKeptComment | undefined)[] = []
  const urls: string[] = []
  const clock = new FakeClock()
  const comment = new PreviewComment({
    github: async () => github,
    clock,
    log,
    signal: new AbortController().signal,
    deadline: clock.now() + 60_000,
    pullRequest: 7,
    projectId: 'proj_1',
    sha: OURS,
    onUrl: (url) => urls.push(url),
    saveState: (state) => saved.push(state),
    ...extra,
  })
  return { comment, saved, urls, clock }
}

describe('PreviewComment', () => {
  it('creates one comment under its marker, then edits it; the post step gets the leftover until the verdict', async () => {
    const github = new FakeIssues()
    const { comment, saved, urls } = previewComment(github)
    await comment.show('Building', false, 'Stopped before the verdict')
    await comment.show('Ready', true)

    expect(github.comments).toHaveLength(1)
    const [only] = github.comments
    expect(only?.body).toBe(`${markerOf('proj_1', OURS)}\nReady`)
    expect(github.calls.filter((c) => /^(create|update)/.test(c))).toEqual([
      'create #7',
      `update ${only?.id}`,
    ])
    expect(urls.at(-1)).toBe(only?.url)
    // While building, what the post step should write; after the verdict, nothing.
    expect(saved.find((s) => s !== undefined)?.leftoverBody).toBe(
      `${markerOf('proj_1', OURS)}\nStopped before the verdict`,
    )
    expect(saved.at(-1)).toBeUndefined()
  })

  it("replaces an older push's comment when this run's commit is the pull request's head", async () => {
    const github = new FakeIssues()
    github.add(`${markerOf('proj_1', OTHER)}\nPreview failed`, BOT)
    github.headSha = OURS
    const { comment } = previewComment(github)
    await comment.show('Ready', true)
    expect(github.comments.map((c) => c.body)).toEqual([`${markerOf('proj_1', OURS)}\nReady`])
    expect(github.calls.filter((c) => c.startsWith('pull'))).toEqual(['pull #7'])
    expect(comment.leftAlone).toBeUndefined()
  })

  it("leaves a newer push's comment alone, says so once as a notice, and writes no more", async () => {
    const github = new FakeIssues()
    const newer = `${markerOf('proj_1', OTHER)}\nPreview ready`
    github.add(newer, BOT)
    github.headSha = OTHER
    const { comment } = previewComment(github)
    await comment.show('Building', false, 'Stopped')
    await comment.show('Failed', true)
    expect(github.comments.map((c) => c.body)).toEqual([newer])
    expect(github.calls.filter((c) => /^(create|update)/.test(c))).toEqual([])
    const sentence =
      "A newer push's run has updated the preview comment; this run's verdict for aaaaaaa is in this summary only."
    expect(comment.leftAlone).toBe(sentence)
    expect(annotations('notice')).toEqual([sentence])
    expect(annotations('warning')).toEqual([])
  })

  it("leaves another commit's comment alone, with a warning, when the head cannot be read", async () => {
    const github = new FakeIssues()
    github.add(`${markerOf('proj_1', OTHER)}\nPreview ready`, BOT)
    github.failures.getPullRequest = [httpError(403, 'Resource not accessible by integration')]
    const { comment } = previewComment(github)
    await comment.show('Ready', true)
    expect(github.calls.filter((c) => /^(create|update)/.test(c))).toEqual([])
    expect(comment.leftAlone).toMatch(
      /^Reading the head commit of pull request #7 failed.* The preview comment speaks for commit bbbbbbb, perhaps a newer push: it is left alone, and this run's verdict is in this summary only\.$/,
    )
    expect(annotations('warning')).toEqual([comment.leftAlone])
  })

  it("never edits another project's preview comment on the same pull request", async () => {
    const github = new FakeIssues()
    const theirs = `${markerOf('proj_2', OURS)}\nPreview ready`
    github.add(theirs, BOT)
    const { comment } = previewComment(github)
    await comment.show('Ready', true)
    expect(github.comments.map((c) => c.body)).toEqual([
      theirs,
      `${markerOf('proj_1', OURS)}\nReady`,
    ])
  })
})

/** The state a main step saved after showing "building", as if it were killed right then. */
async function leftBuilding(github: FakeIssues): Promise<string> {
  const { comment, saved } = previewComment(github)
  await comment.show('Building', false, 'Stopped before the verdict')
  return JSON.stringify(saved.at(-1))
}

describe('finishLeftoverPreviewComment (the post step)', () => {
  it('writes the main step\'s leftover text over its own "building", once', async () => {
    const github = new FakeIssues()
    const saved = await leftBuilding(github)
    const clock = new FakeClock()
    await finishLeftoverPreviewComment(saved, { github: async () => github, clock, log })
    expect(github.comments.map((c) => c.body)).toEqual([
      `${markerOf('proj_1', OURS)}\nStopped before the verdict`,
    ])
    const updates = () => github.calls.filter((c) => c.startsWith('update')).length
    expect(updates()).toBe(1)
    // Run again (a re-run of the post step): the comment already says it.
    await finishLeftoverPreviewComment(saved, { github: async () => github, clock, log })
    expect(updates()).toBe(1)
  })

  it('leaves a comment that changed since (a later run wrote it) as it is', async () => {
    const github = new FakeIssues()
    const saved = await leftBuilding(github)
    const later = `${markerOf('proj_1', OTHER)}\nPreview ready`
    const [comment] = github.comments
    if (comment) comment.body = later
    await finishLeftoverPreviewComment(saved, {
      github: async () => github,
      clock: new FakeClock(),
      log,
    })
    expect(github.comments.map((c) => c.body)).toEqual([later])
  })

  it('does not load GitHub for empty or garbled state', async () => {
    let loads = 0
    const github = async () => {
      loads++
      return new FakeIssues()
    }
    await finishLeftoverPreviewComment('', { github, clock: new FakeClock(), log })
    await finishLeftoverPreviewComment('{"thread":"seven"}', {
      github,
      clock: new FakeClock(),
      log,
    })
    expect(loads).toBe(0)
  })

  it('never throws when GitHub fails: it warns that the comment may still say building', async () => {
    const github = new FakeIssues()
    const saved = await leftBuilding(github)
    github.failures.getComment = [httpError(401, 'Bad credentials')]
    await expect(
      finishLeftoverPreviewComment(saved, {
        github: async () => github,
        clock: new FakeClock(),
        log,
      }),
    ).resolves.toBeUndefined()
    expect(annotations('warning')).toEqual([
      expect.stringMatching(
        /The preview comment on pull request #7 may still say it is building\.$/,
      ),
    ])
    expect(github.comments[0]?.body).toBe(`${markerOf('proj_1', OURS)}\nBuilding`)
  })
})
