/**
 * Preview mode, end to end against the simulator and the fake GitHub API: the branch from the
 * event, the verdicts and outputs, the one comment per pull request edited in place (and
 * finished by the post step when the main step was killed), and a fork's pull request without
 * secrets.
 *
 * The main step runs as the action's own wiring in this process on a FakeClock (polls,
 * Retry-After and `timeout` take no real time). The bundle runs as a process where the process
 * is the subject: SIGKILL and SIGINT while the preview builds, and the post step after the
 * SIGKILL; the other post steps are main.ts's `postStep` in process (their work is the subject).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { errorsOf, useSimulator, warningsOf, noticesOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { cancelWhen, signalWhen } from '../../support/run-action.ts'
import type { RunActionOptions, RunActionResult } from '../../support/run-action.ts'
import { faults } from '../../fakes/github-api.ts'
import {
  FORK_REPOSITORY,
  GITHUB_TOKEN,
  REPOSITORY,
  githubCalls,
  pullRequestEvent,
  eventRunner,
  useGitHub,
} from '../../support/issue-fixtures.ts'

// The link check has its own suite (link-check.test.ts): here the comment is the subject.
const fast = { mode: 'preview', 'poll-interval': '200ms', check: 'off' }
const STATUS_ID = /^[0-9a-f]{24}$/
const PR = 7
const BRANCH = 'docs/new-quickstart'

type Ctx = ReturnType<typeof useSimulator>
type Gh = ReturnType<typeof useGitHub>
const routes = (ctx: Ctx) => ctx.sim.requests.map((r) => r.route)
const triggers = (ctx: Ctx) => ctx.sim.requests.filter((r) => r.route === 'preview')
/** The preview comment's marker: the project, and the commit it speaks for (the event's head). */
const markerOf = (projectId: string, sha = 'c'.repeat(40)) =>
  `<!-- mintlify-docs-preview project=${projectId} sha=${sha} -->`

/**
 * Runs preview mode for an event in process against the simulator and the fake GitHub, on a
 * FakeClock unless `clock` is given; scans for secrets.
 */
function eventRun(ctx: Ctx, gh: Gh) {
  const run = eventRunner(ctx, gh, 'in-process')
  return (
    event: NonNullable<RunActionOptions['event']>,
    inputs: Record<string, string> = {},
    clock = new FakeClock(),
  ): Promise<RunActionResult> => run(event, { ...fast, ...inputs }, { clock })
}

/**
 * Markdown with the places where text is shown literally taken out: fenced blocks and code
 * spans. What is left renders as Markdown, so it must hold no live HTML, link or image.
 */
function renderedParts(markdown: string): string {
  return markdown
    .replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '')
    .replace(/(?<![\\`])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '')
}

function expectInertMarkdown(markdown: string): void {
  const rendered = renderedParts(markdown)
  expect(rendered).not.toMatch(/(?<!\\)<(img|script)/i)
  expect(rendered).not.toMatch(/(?<!\\)\]\(javascript:/i)
  expect(rendered).not.toMatch(/!\[[^\]]*\]\((?!https:)/)
  expect(markdown).not.toMatch(/!\[[^\]]*\]\(http:/)
}

describe('preview: the branch, the verdict, the comment', () => {
  describe('the pull request comment', () => {
    const ctx = useSimulator()
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRun(ctx, gh)
    const previewComments = () =>
      [...gh.api.comments.values()].filter((c) =>
        c.body.startsWith(`${markerOf(ctx.sim.projectId)}\n`),
      )

    it('builds the head branch, then keeps one comment with the marker and the preview URL', async () => {
      gh.api.setPullRequestFiles(PR, [
        { filename: 'guides/quickstart.mdx', status: 'modified' },
        { filename: 'guides/webhooks.mdx', status: 'added' },
        { filename: 'guides/old-page.mdx', status: 'removed' },
      ])
      const result = await run(pullRequestEvent())
      expect(result.code).toBe(0)
      const url = ctx.sim.previewUrlFor(BRANCH)
      expect(triggers(ctx)).toHaveLength(1)
      expect(triggers(ctx)[0]!.body).toEqual({ branch: BRANCH })
      const statusId = result.outputs['status-id'] ?? ''
      expect(statusId).toMatch(STATUS_ID)
      expect(result.outputs).toMatchObject({ status: 'success', 'preview-url': url })

      const comments = [...gh.api.comments.values()]
      expect(comments).toHaveLength(1)
      const [comment] = comments
      expect(comment!.issueNumber).toBe(PR)
      expect(comment!.user.type).toBe('Bot')
      expect(comment!.body.startsWith(`${markerOf(ctx.sim.projectId)}\n`)).toBe(true)
      expect(comment!.body).toContain(url)
      expect(comment!.body).toContain(`Preview ready for \`${BRANCH}\``)
      expect(comment!.body).toContain(statusId)
      expect(comment!.body).not.toMatch(/building/)
      expect(result.outputs['comment-url']).toBe(comment!.html_url)
      // Posted once ("building"), the pull request's files listed once (its pages), read (still
      // this run's?) and edited once (the verdict).
      expect(githubCalls(gh.api)).toEqual([
        `GET /issues/${PR}/comments`,
        `POST /issues/${PR}/comments`,
        `GET /pulls/${PR}/files`,
        `GET /issues/comments/${comment!.id}`,
        `PATCH /issues/comments/${comment!.id}`,
      ])
      const posted = (gh.api.requests[1]!.body as { body: string }).body
      expect(posted).toContain('The preview is building')
      // The pull request's pages (not only its last commit's), linked on the preview; the
      // removed one is not linked. The comment and the summary list the same.
      expect(result.summary).toMatch(/^## Preview ready for `docs\/new-quickstart`/)
      for (const markdown of [result.summary, comment!.body]) {
        expect(markdown).toContain('Pages this pull request changed')
        expect(markdown).toMatch(/^- \[guides\/webhooks\\\.mdx\]\(/m)
        expect(markdown).toContain(`](${url}/guides/webhooks)`)
        expect(markdown).toContain(`](${url}/guides/quickstart)`)
        expect(markdown).toContain('- `guides/old-page.mdx`')
        // The simulator's commit added this page; the pull request did not.
        expect(markdown).not.toContain('new-page')
      }
      expect(noticesOf(result)).toEqual([expect.stringContaining(`succeeded after`)])
    })

    it('a second push edits the same comment: one comment in all', async () => {
      gh.api.setPullRequestHead(PR, '1'.repeat(40))
      const first = await run(pullRequestEvent({ sha: '1'.repeat(40) }))
      expect(first.code).toBe(0)
      const [comment] = [...gh.api.comments.values()]
      gh.api.requests.length = 0
      gh.api.setPullRequestHead(PR, '2'.repeat(40))
      const second = await run(pullRequestEvent({ sha: '2'.repeat(40) }))
      expect(second.code).toBe(0)
      expect(second.outputs['status-id']).not.toBe(first.outputs['status-id'])
      // Same branch, same preview URL.
      expect(second.outputs['preview-url']).toBe(first.outputs['preview-url'])
      expect([...gh.api.comments.values()]).toHaveLength(1)
      // The comment speaks for the first push: the head is this run's commit, so it is edited.
      expect(githubCalls(gh.api)).toEqual([
        `GET /issues/${PR}/comments`,
        `GET /pulls/${PR}`,
        `PATCH /issues/comments/${comment!.id}`,
        `GET /pulls/${PR}/files`,
        `GET /issues/comments/${comment!.id}`,
        `PATCH /issues/comments/${comment!.id}`,
      ])
      expect(gh.api.comments.get(comment!.id)!.body).toContain(second.outputs['status-id'])
      expect(gh.api.comments.get(comment!.id)!.body).toContain(`sha=${'2'.repeat(40)}`)
      expect(second.outputs['comment-url']).toBe(first.outputs['comment-url'])
    })

    it("does not edit a user's comment that carries a forged marker", async () => {
      const forgedBody = `${markerOf(ctx.sim.projectId)}\nForged by a user: [preview](https://evil.example)`
      const forged = gh.api.addComment(PR, forgedBody, { login: 'mallory', type: 'User' })
      const result = await run(pullRequestEvent())
      expect(result.code).toBe(0)
      expect(gh.api.comments.get(forged.id)!.body).toBe(forgedBody)
      expect(
        gh.api.requests
          .filter((r) => r.path.endsWith(`/comments/${forged.id}`))
          .map((r) => r.method),
      ).toEqual([])
      const ours = [...gh.api.comments.values()].filter((c) => c.id !== forged.id)
      expect(ours).toHaveLength(1)
      expect(ours[0]!.user.type).toBe('Bot')
      expect(result.outputs['comment-url']).toBe(ours[0]!.html_url)
    })

    it('makes no edit when the text would not change', async () => {
      // A preview that is already built, followed by status-id: its "building" text is the same
      // on every run.
      const queued = await run(pullRequestEvent(), { wait: 'false', comment: 'false' })
      const statusId = queued.outputs['status-id'] ?? ''
      const first = await run(pullRequestEvent(), { 'status-id': statusId })
      expect(first.code).toBe(0)
      const [comment] = previewComments()
      const building = (gh.api.requests.find((r) => r.method === 'POST')!.body as { body: string })
        .body
      // The run that wrote it was stopped before its last edit: the comment still says "building".
      gh.api.comments.get(comment!.id)!.body = building
      gh.api.requests.length = 0
      const second = await run(pullRequestEvent(), { 'status-id': statusId })
      expect(second.code).toBe(0)
      // The "building" text is already there: only the verdict is written.
      expect(githubCalls(gh.api)).toEqual([
        `GET /issues/${PR}/comments`,
        `GET /pulls/${PR}/files`,
        `GET /issues/comments/${comment!.id}`,
        `PATCH /issues/comments/${comment!.id}`,
      ])
      expect(routes(ctx).filter((r) => r === 'preview')).toHaveLength(1)
    })

    it("a fork's pull request without api-key: one notice, exit 0, no request anywhere", async () => {
      const result = await run(pullRequestEvent({ headRepo: FORK_REPOSITORY }), { 'api-key': '' })
      expect(result.code).toBe(0)
      expect(noticesOf(result)).toEqual([expect.stringMatching(/fork.*`api-key` is empty/)])
      expect(errorsOf(result)).toEqual([])
      expect(warningsOf(result)).toEqual([])
      expect(ctx.sim.requests).toEqual([])
      expect(gh.api.requests).toEqual([])
      expect(result.outputs['status-id'] ?? '').toBe('')
    })

    it('without api-key on a pull request from this repository: fails asking for it', async () => {
      const result = await run(pullRequestEvent(), { 'api-key': '' })
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([expect.stringMatching(/`api-key` is required/)])
      expect(ctx.sim.requests).toEqual([])
    })

    it('comment: false writes no comment', async () => {
      const result = await run(pullRequestEvent(), { comment: 'false' })
      expect(result.code).toBe(0)
      expect(gh.api.requests).toEqual([])
      expect(result.outputs['comment-url'] ?? '').toBe('')
    })
  })

  describe('a comment is never left saying "building"', () => {
    const ctx = useSimulator()
    const gh = useGitHub({ pullRequests: [PR] })
    const inputs = { ...fast, 'github-token': GITHUB_TOKEN }
    const building = pullRequestEvent({ branch: 'docs/sim-never-ends' })
    const main = (options: Partial<RunActionOptions> = {}) =>
      ctx.run(inputs, { event: building, env: gh.env, ...options })
    /** The post step, as the runner runs it: same inputs and event, the main step's saved state. */
    const spawnedPost = (state: Record<string, string>) =>
      ctx.run(inputs, { event: building, env: gh.env, post: true, state })
    /** The same post step in this process, where what it does, not its process, is the subject. */
    const post = (state: Record<string, string>) =>
      ctx.runInProcess(inputs, {
        event: building,
        env: gh.env,
        post: true,
        state,
        clock: new FakeClock(),
      })
    const killedWhileBuilding = () =>
      main({ onStdoutLine: signalWhen(/^Preview \w+: in_progress after/, 'SIGKILL') })
    const inProcess = eventRun(ctx, gh)
    /**
     * A main step (in process) whose verdict GitHub refused (a secondary rate limit on every
     * edit): it leaves the comment saying "building" and its state for the post step, as a
     * killed one does.
     */
    const verdictRefused = async () => {
      gh.api.fault(faults.secondaryRateLimit(10, 1, 'PATCH'))
      const result = await inProcess(pullRequestEvent())
      gh.api.clearFaults()
      return result
    }
    const theComment = () => [...gh.api.comments.values()][0]!

    it('after a SIGKILL, the post step says the run stopped and how to wait for the preview', async () => {
      const killed = await killedWhileBuilding()
      expect(killed.signal).toBe('SIGKILL')
      const statusId = killed.outputs['status-id'] ?? ''
      expect(statusId).toMatch(STATUS_ID)
      expect(theComment().body).toContain('The preview is building')

      gh.api.requests.length = 0
      ctx.sim.reset()
      // Spawned: the post step's entry (dist/post.js) after a SIGKILL, as the runner runs it.
      const after = await spawnedPost(killed.state)
      expect(after.code).toBe(0)
      expect(ctx.sim.requests).toEqual([]) // the post step never triggers or polls
      expect(githubCalls(gh.api)).toEqual([
        `GET /issues/comments/${theComment().id}`,
        `PATCH /issues/comments/${theComment().id}`,
      ])
      const body = theComment().body
      expect(body.startsWith(`${markerOf(ctx.sim.projectId)}\n`)).toBe(true)
      expect(body).toContain('Preview: run cancelled')
      expect(body).toContain("stopped before the preview's verdict")
      // The sentence is escaped Markdown with its input drawn as code: `status-id: <id>`.
      expect(body).toContain(
        `Preview ${statusId} may still finish\\: wait for it with \`status-id: ${statusId}\``,
      )
      expect(body).toContain(`| Status id | \`${statusId}\` |`)
      expect(body).toContain(ctx.sim.previewUrlFor('docs/sim-never-ends'))
      expect(body).not.toContain('is building')
      expect(after.stdout).toContain(
        `Finished the preview comment the main step left unfinished: ${theComment().html_url}`,
      )
    })

    it('leaves the comment alone when a later run has written it since', async () => {
      const killed = await verdictRefused()
      expect(theComment().body).toContain('The preview is building')
      // The next push's run takes the comment over before the first run's post step runs.
      const next = await inProcess(pullRequestEvent())
      expect(next.code).toBe(0)
      const nextBody = theComment().body
      expect(nextBody).toContain('Preview ready')

      gh.api.requests.length = 0
      const after = await post(killed.state)
      expect(after.code).toBe(0)
      expect(githubCalls(gh.api)).toEqual([`GET /issues/comments/${theComment().id}`])
      expect(theComment().body).toBe(nextBody)
      expect(after.stdout).toContain('has changed since this run wrote it: left as it is')
    })

    it('after a SIGINT the main step writes the verdict itself: the post step sends nothing', async () => {
      const cancelled = await main({ onStdoutLine: cancelWhen(/^Preview \w+: in_progress after/) })
      expect(cancelled.code).toBe(1)
      expect(theComment().body).toContain('Preview: run cancelled')
      expect(cancelled.state['preview-comment']).toBe('')

      gh.api.requests.length = 0
      const after = await post(cancelled.state)
      expect(after.code).toBe(0)
      expect(gh.api.requests).toEqual([])
      expect(after.stdout).not.toContain('preview comment')
    })

    it('the post step writes the verdict the main step could not (rate limited), and never fails', async () => {
      const result = await verdictRefused()
      expect(result.code).toBe(0)
      expect(theComment().body).toContain('The preview is building')

      const after = await post(result.state)
      expect(after.code).toBe(0)
      expect(theComment().body).toContain('Preview ready')

      // A refused edit is a warning, not a failure.
      const left = await verdictRefused()
      gh.api.fault(faults.noCommentUpdatePermission())
      const refused = await post(left.state)
      expect(refused.code).toBe(0)
      expect(warningsOf(refused)).toEqual([
        expect.stringMatching(/HTTP 403.*may still say it is building/),
      ])
    })
  })

  describe('verdicts and waiting', () => {
    const ctx = useSimulator()
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRun(ctx, gh)

    it('a push event previews the pushed branch, and writes no comment', async () => {
      const result = await run(
        { name: 'push', payload: { ref: 'refs/heads/feature/api-docs', repository: REPOSITORY } },
        {},
      )
      expect(result.code).toBe(0)
      expect(triggers(ctx)[0]!.body).toEqual({ branch: 'feature/api-docs' })
      expect(result.outputs['preview-url']).toBe(ctx.sim.previewUrlFor('feature/api-docs'))
      expect(gh.api.requests).toEqual([])
    })

    it('the branch input wins over the event', async () => {
      const result = await run(pullRequestEvent(), { branch: 'release/v2', comment: 'false' })
      expect(result.code).toBe(0)
      expect(triggers(ctx)[0]!.body).toEqual({ branch: 'release/v2' })
    })

    it('fails on a failed build with the summary and the end of the log, in the comment too', async () => {
      const branch = 'docs/sim-failure-typo'
      const result = await run(pullRequestEvent({ branch }))
      expect(result.code).toBe(1)
      const statusId = result.outputs['status-id'] ?? ''
      expect(statusId).toMatch(STATUS_ID)
      expect(result.outputs.status).toBe('failure')
      expect(result.outputs['preview-url']).toBe(ctx.sim.previewUrlFor(branch))
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(
          new RegExp(
            `Preview ${statusId} failed after .*: Build failed: 2 errors\\. The log ends: .*error Build failed: 2 errors`,
          ),
        ),
      ])
      const [comment] = [...gh.api.comments.values()]
      expect(comment!.body).toContain('Preview failed for')
      expect(comment!.body).toContain('error Build failed: 2 errors')
      expect(triggers(ctx)).toHaveLength(1)
    })

    it('times out naming `status-id: <id>`, and the comment says it is still running', async () => {
      const result = await run(pullRequestEvent({ branch: 'docs/sim-never-ends' }), {
        timeout: '2s',
      })
      expect(result.code).toBe(1)
      expect(result.durationMs).toBeLessThan(5000)
      const statusId = result.outputs['status-id'] ?? ''
      expect(statusId).toMatch(STATUS_ID)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(new RegExp(`preview ${statusId} .*\`status-id: ${statusId}\``)),
      ])
      expect([...gh.api.comments.values()][0]!.body).toContain('still running at `timeout`')
    })

    it('an undocumented status warns once and polling goes on to the verdict', async () => {
      const result = await run(pullRequestEvent({ branch: 'docs/sim-unknown-status' }))
      expect(result.code).toBe(0)
      expect(result.outputs.status).toBe('success')
      expect(warningsOf(result)).toEqual([expect.stringMatching(/"skipped"/)])
    })

    it('a preview skipped for good: one warning, polls until timeout', async () => {
      const result = await run(pullRequestEvent({ branch: 'sim-skipped' }), { timeout: '2s' })
      expect(result.code).toBe(1)
      expect(warningsOf(result)).toHaveLength(1)
      expect(ctx.sim.requests.filter((r) => r.route === 'deploy-status').length).toBeGreaterThan(2)
      expect(errorsOf(result)[0]).toMatch(/last status: skipped.*`status-id: /)
    })

    it('with wait: false, no status GET; status-id then resumes without a trigger', async () => {
      const queued = await run(pullRequestEvent(), { wait: 'false', comment: 'false' })
      expect(queued.code).toBe(0)
      expect(routes(ctx)).toEqual(['preview'])
      const statusId = queued.outputs['status-id'] ?? ''
      expect(queued.outputs).toMatchObject({
        status: 'queued',
        'preview-url': ctx.sim.previewUrlFor(BRANCH),
      })
      ctx.sim.reset()
      const resumed = await run(pullRequestEvent(), { 'status-id': statusId, comment: 'false' })
      expect(resumed.code).toBe(0)
      expect(new Set(routes(ctx))).toEqual(new Set(['deploy-status']))
      expect(resumed.outputs).toMatchObject({ status: 'success', 'status-id': statusId })
    })

    it.each([
      [
        401,
        { 'api-key': 'mint_expired_key_123' },
        /HTTP 401 \("Invalid API key"\).*invalid or expired/,
      ],
      [
        404,
        { 'project-id': 'no_such_project' },
        /HTTP 404 \("Project not found"\); check `project-id`: the project was not found;/,
      ],
    ])('%i: one trigger request, the hint, no preview queued', async (_status, inputs, text) => {
      const result = await run(pullRequestEvent(), { comment: 'false', ...inputs })
      expect(result.code).toBe(1)
      expect(routes(ctx)).toEqual(['preview'])
      expect(errorsOf(result)).toEqual([expect.stringMatching(text)])
      expect(errorsOf(result)[0]).toMatch(/no preview was queued/)
    })

    it('429 with Retry-After: retried once after the wait, queued once (2 trigger requests)', async () => {
      ctx.sim.fault({ route: 'preview', status: 429, headers: { 'retry-after': '1' } })
      const clock = new FakeClock()
      const result = await run(pullRequestEvent(), { wait: 'false', comment: 'false' }, clock)
      expect(result.code).toBe(0)
      expect(triggers(ctx).map((r) => r.status)).toEqual([429, 202])
      // The one wait, between the two triggers: the second the server asked for.
      expect(clock.sleeps).toEqual([1000])
      expect(ctx.sim.previews.get(BRANCH)!.statusIds).toHaveLength(1)
    })

    it('429 without Retry-After and a short timeout: fails at once, "no preview was queued"', async () => {
      ctx.sim.fault({ route: 'preview', status: 429 })
      const result = await run(pullRequestEvent(), { timeout: '10s' })
      expect(result.code).toBe(1)
      expect(result.durationMs).toBeLessThan(5000)
      expect(triggers(ctx)).toHaveLength(1)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(/HTTP 429.*`timeout` leaves no time to retry.*no preview was queued/),
      ])
      // No preview, no comment.
      expect(gh.api.requests.filter((r) => r.method !== 'GET')).toEqual([])
    })
  })

  describe('a plan without previews', () => {
    const ctx = useSimulator({ previews: false })
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRun(ctx, gh)

    it('403: names the plan, the scope and the allow-list; one trigger request', async () => {
      const result = await run(pullRequestEvent())
      expect(result.code).toBe(1)
      expect(routes(ctx)).toEqual(['preview'])
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(
          /HTTP 403 \("Preview deployments are not available on your current plan"\).*plan has no preview deployments.*allow-list.*no preview was queued/,
        ),
      ])
      expect(gh.api.requests.filter((r) => r.method !== 'GET')).toEqual([])
    })
  })

  describe('the per-organisation preview limit, with Retry-After', () => {
    // The window runs on the runs' clock, however slowly the runs start: the second trigger
    // lands at the first one's instant (429, Retry-After: 2, the 1.5 s left rounded up), the
    // retry after the wait it asked for.
    let clock = new FakeClock()
    beforeEach(() => {
      clock = new FakeClock()
    })
    const ctx = useSimulator({
      rateLimits: { preview: { limit: 1, windowMs: 1500 } },
      retryAfter: true,
      clock: () => clock.now(),
    })
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRun(ctx, gh)

    it('a second preview within the window waits as told, then is queued once', async () => {
      const first = await run(pullRequestEvent(), { wait: 'false', comment: 'false' }, clock)
      const second = await run(pullRequestEvent(), { wait: 'false', comment: 'false' }, clock)
      expect([first.code, second.code]).toEqual([0, 0])
      expect(triggers(ctx).map((r) => r.status)).toEqual([202, 429, 202])
      expect(clock.sleeps).toEqual([2000])
      expect(ctx.sim.previews.get(BRANCH)!.statusIds).toHaveLength(2)
    })
  })

  describe('hostile text from the server', () => {
    const ctx = useSimulator({ hostileText: true, insecureScreenshots: true })
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRun(ctx, gh)

    it('the comment and summary stay inert, no forged command, no key in the comment', async () => {
      const result = await run(pullRequestEvent({ branch: 'docs/sim-failure' }))
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toHaveLength(1)
      for (const line of result.stdout.split('\n')) {
        expect(line).not.toMatch(/^::(error|warning)[^:]*::forged/)
      }
      const comments = [...gh.api.comments.values()]
      expect(comments).toHaveLength(1)
      const body = comments[0]!.body
      expectInertMarkdown(body)
      expectInertMarkdown(result.summary)
      // A forged marker in the server text cannot start the comment: ours is the only one, first.
      expect(body.startsWith(`${markerOf(ctx.sim.projectId)}\n`)).toBe(true)
      expect(body.split(markerOf(ctx.sim.projectId))).toHaveLength(2)
      expect(renderedParts(body).indexOf('<!--', 1)).toBe(-1)
      // (eventRun scanned every comment and GitHub request for the API key and the token.)
    })

    it('on success, no insecure screenshot is shown', async () => {
      const result = await run(pullRequestEvent())
      expect(result.code).toBe(0)
      expect(result.summary).not.toMatch(/!\[Screenshot/)
      expect([...gh.api.comments.values()][0]!.body).not.toMatch(/!\[Screenshot/)
    })
  })
})
