/**
 * The tracking comment when the step is cancelled or killed, and the post step that finishes it:
 * the runner's signals are what is tested, so those main steps are the bundle as a process. A
 * main step that only prepares the post step's state runs in process, and so does a post step
 * whose work, not its process, is the subject; the post step after a SIGKILL, and the post steps
 * that must exit before loading the bundle, stay spawned.
 */
import { describe, expect, it } from 'vitest'
import { faults } from '../../fakes/github-api.ts'
import { useSimulator, warningsOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { cancelWhen, signalWhen } from '../../support/run-action.ts'
import type { RunActionOptions, RunActionResult } from '../../support/run-action.ts'
import { GITHUB_TOKEN, githubCalls, issuesEvent, useGitHub } from '../../support/issue-fixtures.ts'

const ctx = useSimulator()
const gh = useGitHub()
const event = issuesEvent({
  number: 31,
  title: 'A long job',
  body: 'Rewrite the whole guide [sim:never-ends]',
})
const quickEvent = issuesEvent({ number: 32, title: 'Quick', body: 'Quick fix' })
const inputs = { 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms' }

function main(options: Partial<RunActionOptions> = {}): Promise<RunActionResult> {
  return ctx.run(inputs, { ...options, event, env: gh.env })
}

/** The post step, as the runner runs it: same inputs and event, the main step's saved state. */
function spawnedPost(state: Record<string, string>): Promise<RunActionResult> {
  return ctx.run(inputs, { event, env: gh.env, post: true, state })
}

/** The same post step in this process (main.ts's `postStep`): for what it does, not its process. */
function post(
  state: Record<string, string>,
  postEvent: RunActionOptions['event'] = event,
): Promise<RunActionResult> {
  return ctx.runInProcess(inputs, {
    event: postEvent,
    env: gh.env,
    post: true,
    state,
    clock: new FakeClock(),
  })
}

/**
 * A main step (in process) whose last edit GitHub refused (a secondary rate limit on every
 * edit): it leaves the comment saying "working" and its state for the post step, as a killed
 * one does.
 */
async function finalEditRefused(): Promise<RunActionResult> {
  gh.api.fault(faults.secondaryRateLimit(10, 1, 'PATCH'))
  const result = await ctx.runInProcess(
    { ...inputs },
    { event: quickEvent, env: gh.env, clock: new FakeClock() },
  )
  gh.api.clearFaults()
  return result
}

const trackingComment = () => [...gh.api.comments.values()].find((c) => c.user.type === 'Bot')

describe('agent: a tracking comment is never left saying "working"', () => {
  it('on SIGINT, the main step updates the comment within the runner grace period', async () => {
    const cancel = cancelWhen(/Job job_\w+: active after/)
    let signalledAt: number | undefined
    const result = await main({
      onStdoutLine: (line, child) => {
        cancel(line, child)
        // `killed`: the SIGINT was just sent.
        if (signalledAt === undefined && child.killed) signalledAt = Date.now()
      },
    })
    expect(result.code).toBe(1)
    // The runner's grace period counts from its SIGINT, not from the step's start (which a
    // loaded machine can make slow).
    expect(signalledAt).toBeDefined()
    expect(Date.now() - signalledAt!).toBeLessThan(7_000)
    const jobId = result.outputs['job-id'] ?? ''
    const comment = trackingComment()!
    // On the issue of the event the runner handed the process.
    expect(comment.issueNumber).toBe(31)
    expect(comment.body).toMatch(
      new RegExp(`^<!-- mintlify-docs-agent job=${jobId} state=cancelled -->`),
    )
    expect(comment.body).toContain('may still be running')
    expect(comment.body).toContain(`\`job-id: ${jobId}\``)
    // The final text is written: nothing is left for the post step.
    expect(result.state['tracking-comment']).toBe('')

    // The post step then has nothing to do, and does not even load the GitHub client.
    gh.api.requests.length = 0
    const after = await post(result.state)
    expect(after.code).toBe(0)
    expect(gh.api.requests).toEqual([])
    expect(after.stdout).not.toContain('tracking comment')
  })

  it('after a SIGKILL, the post step finishes the comment with the job id', async () => {
    const killed = await main({
      onStdoutLine: signalWhen(/^Posted the tracking comment/, 'SIGKILL'),
    })
    expect(killed.signal).toBe('SIGKILL')
    const comment = trackingComment()!
    expect(comment.body).toMatch(/state=working -->/)
    const saved = (
      JSON.parse(killed.state['tracking-comment'] ?? '{}') as { comment: { jobId: string } }
    ).comment
    expect(saved).toMatchObject({ commentId: comment.id, thread: 31 })
    expect(killed.outputs['job-id']).toBe(saved.jobId)

    gh.api.requests.length = 0
    ctx.sim.reset()
    // Spawned: the post step's entry (dist/post.js) after a SIGKILL, as the runner runs it.
    const after = await spawnedPost(killed.state)
    expect(after.code).toBe(0)
    expect(ctx.sim.requests).toEqual([]) // the post step never creates or polls a job
    expect(githubCalls(gh.api)).toEqual([
      `GET /issues/comments/${comment.id}`,
      `PATCH /issues/comments/${comment.id}`,
    ])
    expect(comment.body).toMatch(
      new RegExp(`^<!-- mintlify-docs-agent job=${saved.jobId} state=stopped -->`),
    )
    expect(comment.body).not.toMatch(/Working/)
    expect(comment.body).toContain('stopped before the job finished')
    expect(comment.body).toContain(`\`job-id: ${saved.jobId}\``)
    expect(after.stdout).toContain(`updated the tracking comment: ${comment.html_url}`)
  })

  it('the post step writes the final text the main step could not (rate limited)', async () => {
    // Both steps in process: the state the main step saves is the same as a process's.
    const result = await finalEditRefused()
    expect(result.code).toBe(0)
    expect(warningsOf(result)).toEqual([
      expect.stringMatching(/secondary rate limit.*rate limiting/),
    ])
    expect(trackingComment()!.body).toMatch(/state=working -->/)

    const after = await post(result.state, quickEvent)
    expect(after.code).toBe(0)
    expect(trackingComment()!.body).toMatch(/state=completed -->/)
    expect(trackingComment()!.body).toContain(result.outputs['pr-link'])
  })

  it('the post step never fails the job: a refused edit is a warning', async () => {
    // The comment left saying "working" by a refused last edit, as a SIGKILL leaves it (above).
    const left = await finalEditRefused()
    expect(trackingComment()!.body).toMatch(/state=working -->/)
    gh.api.fault(faults.noCommentUpdatePermission())
    const after = await post(left.state, quickEvent)
    expect(after.code).toBe(0)
    expect(warningsOf(after)).toEqual([
      expect.stringMatching(/HTTP 403.*may still say it is working/),
    ])
  })

  it('a SIGINT before the main step has run a line: the post step creates nothing, sends nothing', async () => {
    const cancelled = await ctx.run(
      { ...inputs },
      {
        event: issuesEvent({ number: 33, title: 'Cancelled at once', body: 'Never mind' }),
        env: gh.env,
        onSpawn: (child) => child.kill('SIGINT'),
      },
    )
    expect(cancelled.signal ?? cancelled.code).not.toBe(0)
    expect(cancelled.state).toEqual({})
    // The runner runs the post step (post-if: always()) with whatever state was saved: none.
    // Spawned: its entry exits before loading the bundle, printing nothing.
    const after = await spawnedPost(cancelled.state)
    expect(after.code).toBe(0)
    expect(after.stdout).toBe('')
    expect(ctx.sim.requests).toEqual([])
    expect(ctx.sim.jobs.size).toBe(0)
    expect(gh.api.requests).toEqual([])
  })

  it('the post step does nothing after a run without a comment', async () => {
    const result = await ctx.runInProcess(
      { prompt: 'Plain run', wait: 'false' },
      { env: gh.env, event: { name: 'workflow_dispatch', payload: {} }, clock: new FakeClock() },
    )
    expect(result.state).toEqual({})
    const after = await ctx.run(
      { prompt: 'Plain run' },
      { env: gh.env, post: true, state: result.state },
    )
    expect(after.code).toBe(0)
    expect(ctx.sim.requests.map((r) => r.route)).toEqual(['create'])
    expect(gh.api.requests).toEqual([])
    // It stops before loading the bundle: not a line printed.
    expect(after.stdout).toBe('')
  })
})
