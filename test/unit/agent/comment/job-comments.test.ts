/**
 * Every comment a run keeps about its job, against the loopback GitHub fake (the real Octokit
 * client): the tracking comment on the thread that triggered the run, the one on the issue a
 * review follow-up's job came from, and the comment on the pull request the agent opened, which
 * names the job so `/docs` comments in the review reach it. None of them fails the step.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AgentJob } from '../../../../src/shared/mintlify/schemas.ts'
import { JobComments, type CommentedThread } from '../../../../src/agent/comment/job-comments.ts'
import { findTrackingComment } from '../../../../src/agent/comment/tracking.ts'
import type { Conclusion } from '../../../../src/agent/conclusion.ts'
import { systemClock } from '../../../../src/shared/clock.ts'
import { lazyGitHub, type IssuesApi } from '../../../../src/shared/github/client.ts'
import { startGitHubApi, type GitHubApi } from '../../../fakes/github-api.ts'
import { eventContext, issuesEvent } from '../../../support/github-events.ts'
import { recordingLog, type RecordingLog } from '../../../support/recording-log.ts'

const context = eventContext(issuesEvent({ number: 12, title: 'Document it', body: '' }))

let api: GitHubApi
let github: () => Promise<IssuesApi>
let urls: string[]
let log: RecordingLog
beforeEach(async () => {
  log = recordingLog()
  api = await startGitHubApi({ owner: 'acme', repo: 'docs', pullRequests: [7] })
  github = lazyGitHub({ token: 'ghs_test', apiUrl: api.url, owner: 'acme', repo: 'docs', log })
  urls = []
})
const annotations = (kind: 'warning') => log.annotations(kind)
afterEach(() => api.close())

function jobComments(thread: CommentedThread, signal = new AbortController().signal) {
  return new JobComments(
    {
      github,
      clock: systemClock,
      log,
      signal,
      deadline: Date.now() + 20_000,
      context,
      saveState: () => undefined,
      onUrl: (url) => urls.push(url),
    },
    thread,
  )
}

const active: AgentJob = { id: 'job_1', status: 'active' }
function completed(prLink: string | null): Conclusion {
  return {
    state: 'completed',
    job: { id: 'job_1', status: 'completed', prLink },
    level: 'notice',
    sentence: 'Job job_1 completed.',
  }
}
/** The bodies of the comments on issue or pull request `n`, oldest first. */
const bodiesOn = (n: number) =>
  [...api.comments.values()].filter((c) => c.issueNumber === n).map((c) => c.body)

describe('JobComments', () => {
  it("an issue's run: tracks the job on the issue, then names it on the agent's pull request", async () => {
    const comments = jobComments({ number: 12, onPullRequest: false, record: '9100000001' })
    await comments.start(active, { state: 'working' })
    expect(bodiesOn(12)).toHaveLength(1)
    expect(bodiesOn(12)[0]).toContain('⏳ **Working** on it.')
    expect(urls).toEqual([comments.url])
    expect(comments.url).toMatch(/^https:\/\/github\.com\/acme\/docs\/issues\/12#issuecomment-/)

    await comments.finish(completed('https://github.com/acme/docs/pull/7'), false)
    expect(bodiesOn(12)).toHaveLength(1)
    expect(bodiesOn(12)[0]).toContain('✅ **Done.** The agent opened a pull request: [')
    expect(bodiesOn(12)[0]).toContain('](https://github.com/acme/docs/pull/7)')
    const [onPullRequest, ...more] = bodiesOn(7)
    expect(more).toEqual([])
    expect(onPullRequest).toContain('The docs agent opened this pull request for #12.')
    expect(onPullRequest).toContain('comment `/docs <what to change>` here')
    expect(onPullRequest).toContain('its changes are in this pull request')
  })

  it('a pull request in another repository gets no comment from this workflow', async () => {
    const comments = jobComments({ number: 12, onPullRequest: false })
    await comments.start(active, { state: 'working' })
    await comments.finish(completed('https://github.com/acme/product/pull/7'), false)
    expect(bodiesOn(7)).toEqual([])
    expect(api.requests.filter((r) => r.path.includes('/issues/7/'))).toEqual([])
  })

  it("a review follow-up: the pull request's comment and the origin issue's both show the end", async () => {
    // What the issue's run left: its tracking comment, and the one naming the job on the PR.
    const first = jobComments({ number: 12, onPullRequest: false })
    await first.start(active, { state: 'working' })
    await first.finish(completed('https://github.com/acme/docs/pull/7'), false)
    const existing = await findTrackingComment(await github(), 7, {
      clock: systemClock,
      log,
      signal: AbortSignal.timeout(5_000),
      jobId: 'job_1',
    })

    const followUp = jobComments({ number: 7, onPullRequest: true, existing })
    await followUp.start(active, { state: 'working' })
    expect(bodiesOn(7)).toEqual([expect.stringContaining('⏳ **Working**')])
    await followUp.finish(completed(null), false)
    expect(bodiesOn(7)).toEqual([expect.stringContaining('✅ **Done, no changes.**')])
    expect(bodiesOn(7)[0]).toContain('for #12.')
    expect(bodiesOn(12)).toEqual([expect.stringContaining('✅ **Done, no changes.**')])
  })

  it("after cancellation, writes the thread's comment only", async () => {
    const controller = new AbortController()
    const comments = jobComments({ number: 12, onPullRequest: false }, controller.signal)
    await comments.start(active, { state: 'working' })
    controller.abort()
    await comments.finish(
      {
        state: 'cancelled',
        job: active,
        level: 'failure',
        sentence: 'The run was cancelled; job job_1 may still be running.',
      },
      true,
    )
    expect(bodiesOn(12)).toEqual([expect.stringContaining('job_1')])
    expect(bodiesOn(12)[0]).not.toContain('⏳ **Working**')
    expect(bodiesOn(7)).toEqual([])
  })

  it('a pull request whose comments cannot be read: a warning saying what it costs, and the step goes on', async () => {
    api.fault({ method: 'GET', pathPattern: /\/issues\/7\/comments$/, status: 403 })
    const comments = jobComments({ number: 12, onPullRequest: false })
    await comments.start(active, { state: 'working' })
    await comments.finish(completed('https://github.com/acme/docs/pull/7'), false)
    expect(bodiesOn(12)[0]).toContain('✅ **Done.**')
    expect(bodiesOn(7)).toEqual([])
    expect(annotations('warning')).toEqual([
      expect.stringMatching(
        /^Listing the comments of #7 failed: HTTP 403 .* The pull request gets no comment naming its job, so `\/docs` comments on it cannot reach the agent\.$/,
      ),
    ])
  })

  it('writes nothing when the run ended before the job existed', async () => {
    const comments = jobComments({ number: 12, onPullRequest: false })
    await comments.finish(
      { state: 'error', job: undefined, level: 'failure', sentence: 'Mintlify answered 401.' },
      false,
    )
    expect(api.requests).toEqual([])
    expect(comments.url).toBe('')
  })
})
