/**
 * "Re-run failed jobs", end to end through the bundle: a later attempt of the same workflow run
 * (same `GITHUB_RUN_ID`, `GITHUB_RUN_ATTEMPT` > 1, same event) picks up the job an earlier
 * attempt created, or the follow-up it sent, from the issue's tracking comment, and waits for it
 * instead of doing it again. See docs/reliability.md, "Re-runs". In process on a FakeClock,
 * but for the one test that reads the `GITHUB_OUTPUT` file the bundle's `@actions/core` writes.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assertNoLeak, errorsOf, githubTexts, useSimulator, warningsOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { RunActionOptions, RunActionResult } from '../../support/run-action.ts'
import {
  GITHUB_TOKEN,
  issueCommentEvent,
  issuesEvent,
  useGitHub,
  type IssueFields,
} from '../../support/issue-fixtures.ts'

const ctx = useSimulator()
const gh = useGitHub()
const RUN_ID = '9100000001'
const issue: IssueFields = { number: 31, title: 'Document retries', body: 'Explain 429s.' }

async function attempt(
  event: NonNullable<RunActionOptions['event']>,
  number: number,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<RunActionResult> {
  const result = await ctx.runInProcess(
    { 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms', ...inputs },
    {
      event,
      env: { ...gh.env, GITHUB_RUN_ID: RUN_ID, GITHUB_RUN_ATTEMPT: String(number), ...env },
      clock: new FakeClock(),
    },
  )
  await assertNoLeak(result, [GITHUB_TOKEN], githubTexts(gh.api))
  return result
}

const routed = (route: string) => ctx.sim.requests.filter((r) => r.route === route)
/** The issue's tracking comments (not the comment on the agent's pull request). */
const trackingComments = () =>
  [...gh.api.comments.values()].filter(
    (c) => c.user.type === 'Bot' && !c.body.includes('opened this pull request for'),
  )

describe('agent: re-runs never act twice', () => {
  it('attempt 2 of a labelled run waits for the job attempt 1 created, editing the same comment', async () => {
    // Attempt 1 creates the job, then the API refuses a poll: the step fails.
    ctx.sim.fault({ route: 'get', status: 400, body: { error: 'Bad request' } })
    const first = await attempt(issuesEvent(issue), 1)
    expect(first.code).toBe(1)
    const jobId = first.outputs['job-id']
    expect(jobId).toMatch(/^job_/)
    expect(trackingComments()).toHaveLength(1)

    const second = await attempt(issuesEvent(issue), 2)
    expect(second.code).toBe(0)
    expect(routed('create')).toHaveLength(1)
    expect(ctx.sim.jobs.size).toBe(1)
    expect(second.outputs['job-id']).toBe(jobId)
    expect(second.outputs.status).toBe('completed')
    expect(second.stdout).toContain(`An earlier attempt of this run already created job ${jobId}`)
    const [comment, ...others] = trackingComments()
    expect(others).toEqual([])
    expect(comment!.body).toMatch(/state=completed/)
    expect(comment!.body.split('\n')[1]).toBe(`<!-- mintlify-docs-agent-runs ${RUN_ID} -->`)
    expect(warningsOf(second)).toEqual([])
  })

  it('attempt 2 after the post step marked the comment "stopped" still finds the job', async () => {
    ctx.sim.fault({ route: 'get', status: 400, body: { error: 'Bad request' } })
    const first = await attempt(issuesEvent(issue), 1)
    expect(first.code).toBe(1)
    const [comment] = trackingComments()
    // What the post step writes after a killed run: the records must survive it.
    comment!.body = comment!.body.replace(/state=\w+/, 'state=stopped')
    const second = await attempt(issuesEvent(issue), 2)
    expect(second.code).toBe(0)
    expect(routed('create')).toHaveLength(1)
  })

  it('another run labelling the same issue still creates its own job', async () => {
    const first = await attempt(issuesEvent(issue), 1)
    expect(first.code).toBe(0)
    const other = await attempt(issuesEvent(issue), 2, {}, { GITHUB_RUN_ID: '9100000002' })
    expect(other.code).toBe(0)
    expect(routed('create')).toHaveLength(2)
    expect(warningsOf(other)).toEqual([
      expect.stringMatching(
        /attempt 2 of workflow run 9100000002, and nothing records a job created by an earlier attempt/,
      ),
    ])
  })

  it('a `/docs` follow-up re-run sends no second message and waits for the job', async () => {
    const created = await attempt(issuesEvent(issue), 1, {}, { GITHUB_RUN_ID: '9100000005' })
    const jobId = created.outputs['job-id']
    gh.api.setPermission('maintainer', 'maintain')
    const text = '/docs Add an example.'
    const comment = gh.api.addComment(issue.number, text, { login: 'maintainer', type: 'User' })
    const event = issueCommentEvent({ issue, body: text, login: 'maintainer', id: comment.id })

    ctx.sim.fault({ route: 'get', status: 400, body: { error: 'Bad request' } })
    const first = await attempt(event, 1)
    expect(first.code).toBe(1)
    expect(routed('message')).toHaveLength(1)

    const second = await attempt(event, 2)
    expect(second.code).toBe(0)
    expect(routed('message')).toHaveLength(1)
    expect(routed('create')).toHaveLength(1)
    expect(second.outputs['job-id']).toBe(jobId)
    expect(second.stdout).toContain(`already sent the follow-up to job ${jobId}`)
    expect(trackingComments()).toHaveLength(1)
    expect(trackingComments()[0]!.body.split('\n')[1]).toBe(
      `<!-- mintlify-docs-agent-runs 9100000005 ${RUN_ID}:${comment.id} -->`,
    )
  })

  it('without a tracking comment: attempt 1 says how to resume, attempt 2 warns', async () => {
    const first = await attempt({ name: 'workflow_dispatch', payload: {} }, 1, {
      prompt: 'Fix the typo',
      wait: 'false',
    })
    expect(first.code).toBe(0)
    const jobId = first.outputs['job-id']!
    expect(first.stdout).toContain(`set \`job-id: ${jobId}\``)
    expect(first.summary).toContain(`\`job-id: ${jobId}\``)
    const second = await attempt({ name: 'workflow_dispatch', payload: {} }, 2, {
      prompt: 'Fix the typo',
      wait: 'false',
    })
    expect(second.code).toBe(0)
    expect(routed('create')).toHaveLength(2)
    expect(warningsOf(second)).toEqual([
      expect.stringMatching(/attempt 2 .*no tracking comment is kept.*pass its id as `job-id`/),
    ])
  })

  it('when the issue cannot be read on attempt 2, does nothing rather than risk a second job', async () => {
    ctx.sim.fault({ route: 'get', status: 400, body: { error: 'Bad request' } })
    await attempt(issuesEvent(issue), 1)
    gh.api.fault({ method: 'GET', pathPattern: /\/issues\/31\/comments$/, status: 404 })
    const second = await attempt(issuesEvent(issue), 2)
    expect(second.code).toBe(1)
    expect(routed('create')).toHaveLength(1)
    expect(errorsOf(second)).toEqual([
      expect.stringMatching(/attempt 2 of the run.*does nothing rather than risk doing it twice/),
    ])
  })
})

describe('agent: outputs and durations', () => {
  // Spawned: what is counted is the GITHUB_OUTPUT file, as the bundle's @actions/core writes it.
  it('writes each output once per value, not once per poll', async () => {
    const result = await ctx.run({ prompt: 'Many polls [sim:polls=6]', 'poll-interval': '100ms' })
    expect(result.code).toBe(0)
    const raw = await readFile(join(result.tmpDir, 'files', 'output'), 'utf8')
    const names = [...raw.matchAll(/^([a-z-]+)<<ghadelimiter/gm)].map((m) => m[1])
    const count = (name: string) => names.filter((n) => n === name).length
    expect(count('job-id')).toBe(1)
    expect(count('status')).toBe(2)
    expect(count('pr-link')).toBe(2)
  })

  it('the timeout message and the summary show the same duration', async () => {
    const result = await ctx.runInProcess(
      { prompt: 'Never [sim:never-ends]', timeout: '2s', 'poll-interval': '200ms' },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(1)
    const said = /Timed out after (\d+\.\d s)/.exec(errorsOf(result)[0] ?? '')?.[1]
    expect(said).toBeDefined()
    expect(result.summary).toContain(`| Waited | ${said} |`)
  })
})
