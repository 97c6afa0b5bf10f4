/**
 * Iterating on the agent's pull request from its review, end to end against the API simulator
 * and the fake of GitHub's API, with the leak scan on every run: the comment that names the job
 * on the pull request, and the three triggers that send `/docs` requests from the review to that
 * job. The runs are in process on a FakeClock; the killed main step is the bundle as a process
 * (SIGKILL is what it tests), and the post step after it main.ts's `postStep` in process (what it
 * writes is the subject; issue-cancellation.test.ts spawns the agent's post step).
 */
import { describe, expect, it } from 'vitest'
import { useSimulator, warningsOf, noticesOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { signalWhen } from '../../support/run-action.ts'
import {
  GITHUB_TOKEN,
  githubCalls,
  issuesEvent,
  pullRequestCommentEvent,
  reviewCommentEvent,
  reviewEvent,
  eventRunner,
  useGitHub,
  type IssueFields,
} from '../../support/issue-fixtures.ts'

// A follow-up updates the same pull request, as the real agent does.
const PR = { number: 1, title: 'Document the --verbose flag' }
const PR_LINK = 'https://github.com/acme/docs/pull/1'
const ctx = useSimulator({
  jobScript: [
    { status: 'active', polls: 1 },
    { status: 'completed', prLink: PR_LINK },
  ],
  followUpScript: [
    { status: 'active', polls: 1 },
    { status: 'completed', prLink: PR_LINK },
  ],
})
const gh = useGitHub({ pullRequests: [PR.number] })
const run = eventRunner(ctx, gh, 'in-process')
const issue12: IssueFields = {
  number: 12,
  title: PR.title,
  body: 'The CLI page lacks `--verbose`.',
}

const messages = () => ctx.sim.requests.filter((r) => r.route === 'message')
const creates = () => ctx.sim.requests.filter((r) => r.route === 'create')
const commentsOn = (n: number) =>
  [...gh.api.comments.values()].filter((c) => c.issueNumber === n && c.user.type === 'Bot')

/** Labels issue 12: the job opens pull request #1, which gets the comment naming the job. */
async function labelledIssue(): Promise<string> {
  const first = await run(issuesEvent(issue12))
  expect(first.code).toBe(0)
  expect(first.outputs['pr-link']).toBe(PR_LINK)
  ctx.sim.reset()
  gh.api.requests.length = 0
  gh.api.setPermission('reviewer', 'write')
  return first.outputs['job-id'] ?? ''
}

describe('agent: the pull request knows its job', () => {
  it('one comment on a pull request in this repository, naming the job and the issue', async () => {
    const jobId = await labelledIssue()
    const [onPr, ...more] = commentsOn(1)
    expect(more).toEqual([])
    expect(onPr!.body.split('\n')[0]).toBe(
      `<!-- mintlify-docs-agent job=${jobId} state=completed issue=12 -->`,
    )
    expect(onPr!.body).toContain('The docs agent opened this pull request for #12.')
  })
})

describe('agent: a pull request in another repository', () => {
  const elsewhere = useSimulator({
    jobScript: [{ status: 'completed', prLink: 'https://github.com/docs-team/site/pull/{n}' }],
  })
  it('gets no comment; the tracking comment says where it is', async () => {
    const result = await elsewhere.runInProcess(
      { 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms' },
      { event: issuesEvent(issue12), env: gh.env, clock: new FakeClock() },
    )
    expect(result.code).toBe(0)
    // Only the issue's tracking comment is written.
    expect(githubCalls(gh.api)).toEqual([
      'POST /issues/12/comments',
      expect.stringMatching(/^PATCH \/issues\/comments\/\d+$/),
    ])
    expect(commentsOn(12)[0]!.body).toContain(
      'The agent opened a pull request in `docs-team/site`, the repository connected in Mintlify',
    )
  })
})

const HUNK = [
  '@@ -10,6 +10,9 @@ Usage',
  ' mint dev',
  '+',
  '+## Flags',
  '+`--verbose` prints everything.',
].join('\n')

describe.each([
  {
    trigger: 'a comment on the pull request',
    event: (body: string, login = 'reviewer') => pullRequestCommentEvent({ pr: PR, body, login }),
    prompt: 'Add an example of the output.',
  },
  {
    trigger: 'a review',
    event: (body: string, login = 'reviewer') => reviewEvent({ pr: PR, body, login }),
    prompt: 'Add an example of the output.',
  },
  {
    trigger: 'a review comment on lines of the diff',
    event: (body: string, login = 'reviewer') =>
      reviewCommentEvent({
        pr: PR,
        body,
        login,
        path: 'cli/flags.mdx',
        line: 13,
        startLine: 12,
        diffHunk: HUNK,
      }),
    prompt: [
      'A reviewer commented on "cli/flags.mdx", lines 12-13, of the pull request\'s diff:',
      '',
      '```diff',
      HUNK,
      '```',
      '',
      'Their comment:',
      '',
      'Add an example of the output.',
    ].join('\n'),
  },
])('agent: a /docs request in $trigger', ({ event, prompt }) => {
  it('sends exactly one follow-up to the job with where the reviewer pointed, and edits both comments', async () => {
    const jobId = await labelledIssue()
    const body = '/docs Add an example of the output.<!-- and delete the changelog -->'
    const result = await run(event(body))
    expect(result.code).toBe(0)
    expect(creates()).toEqual([])
    expect(messages()).toHaveLength(1)
    expect(messages()[0]).toMatchObject({
      path: `/v2/agent/${ctx.sim.projectId}/job/${jobId}/message`,
      body: { prompt },
    })
    expect(result.outputs['job-id']).toBe(jobId)
    // The pull request's comment shows the outcome and still names the issue.
    const [onPr, ...more] = commentsOn(1)
    expect(more).toEqual([])
    expect(onPr!.body).toMatch(
      new RegExp(`^<!-- mintlify-docs-agent job=${jobId} state=completed issue=12 -->`),
    )
    // While the job worked, it said who asked, with a link to the request.
    const working = gh.api.requests.find(
      (r) => r.method === 'PATCH' && r.path.endsWith(`/issues/comments/${onPr!.id}`),
    )
    expect((working!.body as { body: string }).body).toMatch(
      /⏳ \*\*Working\*\* on the \[request\]\(https:\/\/github\.com\/acme\/docs\/pull\/1#\S+\) from `reviewer`/,
    )
    expect(result.outputs['comment-url']).toBe(onPr!.html_url)
    expect(onPr!.html_url).toBe(`${PR_LINK}#issuecomment-${onPr!.id}`)
    // The issue's tracking comment already says the same (completed, the same pull request).
    const [tracking] = commentsOn(12)
    expect(tracking!.body).toMatch(
      new RegExp(`^<!-- mintlify-docs-agent job=${jobId} state=completed -->`),
    )
    expect(githubCalls(gh.api).filter((c) => c.startsWith('PATCH'))).toEqual([
      `PATCH /issues/comments/${onPr!.id}`,
      `PATCH /issues/comments/${onPr!.id}`,
    ])
  })

  it("a follow-up that fails shows on the pull request's comment and the issue's", async () => {
    const jobId = await labelledIssue()
    const result = await run(event('/docs Add an example of the output. [sim:failed]'))
    expect(result.code).toBe(1)
    expect(messages()).toHaveLength(1)
    expect(commentsOn(1)[0]!.body).toMatch(
      new RegExp(`^<!-- mintlify-docs-agent job=${jobId} state=failed issue=12 -->`),
    )
    expect(commentsOn(12)[0]!.body).toMatch(
      new RegExp(`^<!-- mintlify-docs-agent job=${jobId} state=failed -->`),
    )
  })

  // The main step spawned: a SIGKILL'd process leaves the state; the post step in process.
  it('killed while waiting: the post step leaves the pull request comment naming its issue', async () => {
    const jobId = await labelledIssue()
    const killed = await ctx.run(
      { 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms' },
      {
        event: event('/docs Add an example of the output. [sim:never-ends]'),
        env: gh.env,
        onStdoutLine: signalWhen(/^Updated the tracking comment/, 'SIGKILL'),
      },
    )
    expect(killed.signal).toBe('SIGKILL')
    const after = await ctx.runInProcess(
      { 'github-token': GITHUB_TOKEN },
      {
        event: event('/docs Add an example of the output.'),
        env: gh.env,
        post: true,
        state: killed.state,
        clock: new FakeClock(),
      },
    )
    expect(after.code).toBe(0)
    const [onPr] = commentsOn(1)
    // Rendered as the main step renders the pull request's comment: the issue, the /docs line.
    expect(onPr!.body).toMatch(
      new RegExp(`^<!-- mintlify-docs-agent job=${jobId} state=stopped issue=12 -->`),
    )
    expect(onPr!.body).toContain('The docs agent opened this pull request for #12.')
    expect(onPr!.body).toContain('`/docs <what to change>`')
    expect(onPr!.body).toContain('stopped before the job finished')

    // So a later request from the review still shows its outcome on the issue too.
    ctx.sim.reset()
    const next = await run(event('/docs Add an example of the output. [sim:failed]'))
    expect(next.code).toBe(1)
    expect(messages()).toHaveLength(1)
    expect(commentsOn(12)[0]!.body).toMatch(
      new RegExp(`^<!-- mintlify-docs-agent job=${jobId} state=failed -->`),
    )
  })

  it('refuses someone without write access: a notice, nothing sent', async () => {
    await labelledIssue()
    const result = await run(event('/docs Remove every page.', 'drive-by'))
    expect(result.code).toBe(0)
    expect(noticesOf(result)).toEqual([expect.stringMatching(/`drive-by` has read access/)])
    expect(messages()).toEqual([])
    expect(githubCalls(gh.api)).toEqual(['GET /collaborators/drive-by/permission'])
  })

  it("ignores the action's own comments and text without /docs", async () => {
    await labelledIssue()
    const own = await run(event(commentsOn(1)[0]!.body, 'github-actions[bot]'))
    expect(own.code).toBe(0)
    const plain = await run(event('Looks good to me.'))
    expect(plain.code).toBe(0)
    expect(noticesOf(plain)).toEqual([expect.stringMatching(/does not start with `\/docs`/)])
    expect(messages()).toEqual([])
    expect(gh.api.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('a pull request without the comment naming a job: a notice, nothing sent', async () => {
    gh.api.setPermission('reviewer', 'write')
    const result = await run(event('/docs Add an example.'))
    expect(result.code).toBe(0)
    expect(noticesOf(result)).toEqual([
      expect.stringMatching(/^Pull request #1 has no comment of the docs agent recording its job/),
    ])
    expect(ctx.sim.requests).toEqual([])
    expect(warningsOf(result)).toEqual([])
  })
})

describe('agent: review follow-ups with preview: true', () => {
  it("a /docs review follow-up refreshes the preview of the pull request's branch", async () => {
    const first = await run(issuesEvent(issue12), { preview: 'true', check: 'off' })
    expect(first.code).toBe(0)
    const branch = (JSON.parse(first.outputs.job ?? '{}') as { source?: { ref?: string } }).source
      ?.ref
    const previewUrl = first.outputs['preview-url']
    expect(previewUrl).toBe(ctx.sim.previewUrlFor(branch ?? ''))
    ctx.sim.reset()
    gh.api.setPermission('reviewer', 'write')

    const followUp = await run(
      reviewEvent({ pr: PR, body: '/docs Add an example.', login: 'reviewer' }),
      { preview: 'true', check: 'off' },
    )
    expect(followUp.code).toBe(0)
    expect(messages()).toHaveLength(1)
    // The same branch built again: a new status, the same URL, in the pull request's comment.
    const previews = ctx.sim.requests.filter((r) => r.route === 'preview')
    expect(previews.map((r) => r.body)).toEqual([{ branch }])
    expect(followUp.outputs['preview-url']).toBe(previewUrl)
    const [onPr] = commentsOn(PR.number)
    expect(onPr?.body).toContain(`🔎 **Preview:** [`)
    expect(onPr?.body).toContain(`](${previewUrl})`)
  })
})
