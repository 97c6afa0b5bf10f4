/**
 * Kept comments under racing pushes, kills and a slow GitHub, end to end against the simulator
 * and the fake GitHub API (issue 23, items 3 to 5): a comment speaks for one commit and an older
 * push's run never overwrites a newer one's verdict; a step killed while GitHub answers a create
 * is finished by the post step; a create answered too late is found by its marker, never sent
 * twice; every comment stays under GitHub's 65,536 characters, and a refused write names its
 * real cause.
 *
 * Main steps and post steps run as the action's own wiring in this process on a FakeClock (the
 * post step's work is the subject here; preview.test.ts spawns one); the bundle runs as a process
 * for the SIGKILL.
 */
import type { ChildProcess } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { errorsOf, useSimulator, warningsOf, noticesOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { InProcessOptions } from '../../support/in-process.ts'
import type { RunActionOptions } from '../../support/run-action.ts'
import { faults } from '../../fakes/github-api.ts'
import {
  GITHUB_TOKEN,
  OWNER,
  REPO,
  githubCalls,
  issuesEvent,
  useGitHub,
} from '../../support/issue-fixtures.ts'

const PR = 7
const OLD_SHA = 'a'.repeat(40)
const NEW_SHA = 'b'.repeat(40)
// The link check has its own suite (link-check.test.ts): here the comment is the subject.
const inputs = {
  mode: 'preview',
  'poll-interval': '200ms',
  'github-token': GITHUB_TOKEN,
  check: 'off',
}
const CREATE = /\/issues\/\d+\/comments$/

const repository = { name: REPO, full_name: `${OWNER}/${REPO}`, owner: { login: OWNER } }

/** A `pull_request` event for a push of `sha` to `branch`. */
function pushed(sha: string, branch = 'docs/new-quickstart'): RunActionOptions['event'] {
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number: PR,
      pull_request: {
        number: PR,
        head: { ref: branch, sha, repo: repository },
        base: { ref: 'main', sha: 'e'.repeat(40), repo: repository },
      },
      repository,
    },
  }
}

/** A main step (or with `post`, a post step) in this process, on a FakeClock unless another clock is given. */
const inProcess = (ctx: ReturnType<typeof useSimulator>, options: Partial<InProcessOptions>) =>
  ctx.runInProcess(inputs, { clock: new FakeClock(), ...options })

describe('preview: kept comments under racing pushes, kills and GitHub limits', () => {
  describe('racing pushes: a comment speaks for one commit', () => {
    const ctx = useSimulator({
      previewScripts: {
        // The older push's build fails.
        'docs/older': [
          { status: 'queued', polls: 1 },
          { status: 'in_progress', polls: 1 },
          { status: 'failure', summary: 'Build failed: 1 error' },
        ],
      },
    })
    const gh = useGitHub({ pullRequests: [PR] })
    const comments = () => [...gh.api.comments.values()]

    it("the older push's run, finishing last, leaves the newer verdict and says so", async () => {
      gh.api.setPullRequestHead(PR, OLD_SHA)
      // The older run waits between two polls, once it has posted "building", until the newer
      // push's run has ended: its build ends last, whatever the machine's speed.
      let newerEnded = (): void => undefined
      const newerDone = new Promise<void>((resolve) => (newerEnded = resolve))
      let olderHolds = (): void => undefined
      const olderHeld = new Promise<void>((resolve) => (olderHolds = resolve))
      const olderClock = new (class extends FakeClock {
        held = false
        override async sleep(ms: number, signal?: AbortSignal): Promise<void> {
          if (!this.held && comments().length > 0) {
            this.held = true
            olderHolds()
            await newerDone
          }
          return super.sleep(ms, signal)
        }
      })()
      const older = inProcess(ctx, {
        event: pushed(OLD_SHA, 'docs/older'),
        env: gh.env,
        clock: olderClock,
      })
      await Promise.race([olderHeld, older])
      expect(comments()).toHaveLength(1)
      gh.api.setPullRequestHead(PR, NEW_SHA)
      const newer = await inProcess(ctx, { event: pushed(NEW_SHA), env: gh.env })
      newerEnded()
      expect(newer.code).toBe(0)
      const shown = comments()[0]!.body
      expect(shown).toContain(`sha=${NEW_SHA}`)
      expect(shown).toContain('Preview ready')

      const old = await older
      expect(old.code).toBe(1)
      expect(errorsOf(old)).toEqual([expect.stringContaining('Build failed')])
      expect(comments()).toHaveLength(1)
      expect(comments()[0]!.body).toBe(shown)
      const sentence = `A newer push's run has updated the preview comment; this run's verdict for ${OLD_SHA.slice(0, 7)} is in this summary only.`
      expect(noticesOf(old)).toContain(sentence)
      expect(old.summary).toContain('Preview failed')
      expect(old.summary).toContain("A newer push's run has updated the preview comment")
      // Nothing left for its post step either.
      gh.api.requests.length = 0
      const after = await inProcess(ctx, {
        event: pushed(OLD_SHA, 'docs/older'),
        env: gh.env,
        post: true,
        state: old.state,
      })
      expect(after.code).toBe(0)
      expect(gh.api.requests).toEqual([])
      expect(comments()[0]!.body).toBe(shown)
    })

    it('a comment written before commits were recorded (no sha) is still edited', async () => {
      gh.api.setPullRequestHead(PR, NEW_SHA)
      const legacy = gh.api.addComment(
        PR,
        `<!-- mintlify-docs-preview project=${ctx.sim.projectId} -->\nPreview ready (an older version)`,
        { login: 'github-actions[bot]', type: 'Bot' },
      )
      const result = await inProcess(ctx, { event: pushed(NEW_SHA), env: gh.env })
      expect(result.code).toBe(0)
      expect(comments()).toHaveLength(1)
      expect(gh.api.comments.get(legacy.id)!.body).toContain(`sha=${NEW_SHA}`)
      expect(githubCalls(gh.api)).not.toContain(`GET /pulls/${PR}`)
    })

    it("a bot's comment whose first line is our marker and more text is not ours: left alone", async () => {
      gh.api.setPullRequestHead(PR, NEW_SHA)
      const marker = `<!-- mintlify-docs-preview project=${ctx.sim.projectId} -->`
      const others = [
        `${marker} trailing\nAnother bot's preview notes`,
        `<!-- mintlify-docs-preview project=${ctx.sim.projectId} sha=${OLD_SHA} --> and more\nA copy`,
      ].map((text) => gh.api.addComment(PR, text, { login: 'docs-bot[bot]', type: 'Bot' }))
      const result = await inProcess(ctx, { event: pushed(NEW_SHA), env: gh.env })
      expect(result.code).toBe(0)
      for (const other of others) {
        expect(gh.api.comments.get(other.id)!.body).toBe(other.body)
      }
      // Our own comment, created once and then edited to the verdict.
      const ours = comments().filter((c) => !others.some((other) => other.id === c.id))
      expect(ours).toHaveLength(1)
      expect(ours[0]!.body.split('\n')[0]).toBe(`${marker.slice(0, -4)} sha=${NEW_SHA} -->`)
      expect(ours[0]!.body).toContain('Preview ready')
      expect(githubCalls(gh.api).filter((call) => call.startsWith('POST'))).toHaveLength(1)
    })
  })

  describe('kills and late answers while GitHub creates the comment', () => {
    const ctx = useSimulator()
    const gh = useGitHub({ pullRequests: [PR] })
    const event = pushed(NEW_SHA, 'docs/sim-never-ends')
    const previewComments = () => [...gh.api.comments.values()].filter((c) => c.issueNumber === PR)
    const post = (state: Record<string, string>) =>
      inProcess(ctx, { event, env: gh.env, post: true, state })

    /** Kills the step with `signal` once GitHub has created the comment, before it answers. */
    function killOnCreate(signal: NodeJS.Signals): Partial<RunActionOptions> {
      let child: ChildProcess | undefined
      gh.api.answerLate({
        method: 'POST',
        pathPattern: CREATE,
        delayMs: 'never',
        onActed: () => child?.kill(signal),
      })
      return { onSpawn: (spawned) => (child = spawned) }
    }

    it('SIGKILL while GitHub answers the create: the post step finds the comment and finishes it', async () => {
      const killed = await ctx.run(inputs, { event, env: gh.env, ...killOnCreate('SIGKILL') })
      expect(killed.signal).toBe('SIGKILL')
      expect(previewComments()).toHaveLength(1)
      expect(previewComments()[0]!.body).toContain('The preview is building')
      // Saved before the create left: no id, but the marker to find it by.
      expect(JSON.parse(killed.state['preview-comment'] ?? '{}').comment).not.toHaveProperty(
        'commentId',
      )

      gh.api.clearFaults()
      gh.api.requests.length = 0
      const after = await post(killed.state)
      expect(after.code).toBe(0)
      const [comment] = previewComments()
      expect(githubCalls(gh.api)).toEqual([
        `GET /issues/${PR}/comments`,
        `PATCH /issues/comments/${comment!.id}`,
      ])
      expect(comment!.body).toContain("stopped before the preview's verdict")
      expect(comment!.body).not.toContain('is building')
      expect(after.stdout).toContain(
        `Finished the preview comment the main step left unfinished: ${comment!.html_url}`,
      )
    })

    it('cancelled while GitHub answers the create: the comment is found and finished, once', async () => {
      // The runner's SIGINT, as the run's cancellation signal (SIGINT itself: preview.test.ts).
      const cancellation = new AbortController()
      gh.api.answerLate({
        method: 'POST',
        pathPattern: CREATE,
        delayMs: 'never',
        onActed: () => cancellation.abort(),
      })
      const cancelled = await inProcess(ctx, { event, env: gh.env, signal: cancellation.signal })
      expect(cancelled.code).toBe(1)
      gh.api.clearFaults()
      const after = await post(cancelled.state)
      expect(after.code).toBe(0)
      expect(previewComments()).toHaveLength(1)
      const body = previewComments()[0]!.body
      expect(body).not.toContain('is building')
      expect(body).toMatch(/run cancelled|stopped before the preview's verdict/)
      expect(gh.api.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
    })

    it('a create GitHub answers after the bound: no second comment, and it is finished', async () => {
      gh.api.answerLate({ method: 'POST', pathPattern: CREATE, delayMs: 6_000 })
      // The shortest `timeout`: the create GitHub holds is bounded in real time, whatever the clock.
      const result = await ctx.runInProcess(
        { ...inputs, timeout: '1s' },
        { event, env: gh.env, clock: new FakeClock() },
      )
      expect(result.code).toBe(1)
      expect(result.durationMs).toBeLessThan(9_000)
      expect(gh.api.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
      expect(previewComments()).toHaveLength(1)
      const [comment] = previewComments()
      expect(comment!.body).toContain('still running at `timeout`')
      expect(result.stdout).toContain(
        'GitHub created the preview comment on pull request #7 after all',
      )
      expect(result.outputs['comment-url']).toBe(comment!.html_url)
    })
  })
})

describe('agent: a tracking comment created late is not posted twice', () => {
  const ctx = useSimulator()
  const gh = useGitHub()

  it('one tracking comment, finished', async () => {
    gh.api.answerLate({ method: 'POST', pathPattern: /\/issues\/41\/comments$/, delayMs: 'never' })
    const result = await ctx.runInProcess(
      { 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms', timeout: '1s' },
      {
        event: issuesEvent({ number: 41, title: 'Quick', body: 'Quick fix' }),
        env: gh.env,
        clock: new FakeClock(),
      },
    )
    expect(ctx.sim.requests.filter((r) => r.route === 'create')).toHaveLength(1)
    const tracking = [...gh.api.comments.values()].filter((c) => c.issueNumber === 41)
    expect(tracking).toHaveLength(1)
    expect(tracking[0]!.body).toMatch(/^<!-- mintlify-docs-agent job=\S+ state=(?!working)/)
    // One create on the issue (the job's pull request may get its own comment).
    const onIssue = /\/issues\/41\/comments$/
    expect(gh.api.requests.filter((r) => r.method === 'POST' && onIssue.test(r.path))).toHaveLength(
      1,
    )
    expect(result.stdout).toContain('GitHub created the tracking comment after all')
  })
})

describe('preview: comments stay under GitHub limits, and a refused write names its cause', () => {
  const longPath = (kind: string, n: number) =>
    `guides/${kind}/${'very-long-section-name-'.repeat(11)}${n}.mdx`
  const many = (kind: string, status: 'added' | 'modified' | 'removed') =>
    Array.from({ length: 25 }, (_, n) => ({ filename: longPath(kind, n), status }))
  const ctx = useSimulator()
  const gh = useGitHub({ pullRequests: [PR] })
  const run = () => inProcess(ctx, { event: pushed(NEW_SHA), env: gh.env })

  it('75 long page paths: the comment is written under 65,536 characters, with "and N more"', async () => {
    gh.api.setPullRequestFiles(PR, [
      ...many('added', 'added'),
      ...many('changed', 'modified'),
      ...many('removed', 'removed'),
    ])
    const result = await run()
    expect(result.code).toBe(0)
    // The fake answers 422 to a longer body, as GitHub does: none was sent.
    expect(gh.api.requests.filter((r) => r.status === 422)).toEqual([])
    expect(warningsOf(result)).toEqual([])
    const [comment] = [...gh.api.comments.values()]
    expect(comment!.body.length).toBeLessThanOrEqual(65_536)
    expect(comment!.body).toContain('Preview ready')
    expect(comment!.body).toMatch(/- … and \d+ more/)
    expect(comment!.body).toContain(ctx.sim.previewUrlFor('docs/new-quickstart'))
    expect(result.summary).toMatch(/- … and \d+ more/)
  })

  it.each([
    ['422 (too long)', faults.bodyTooLong(), /HTTP 422.*too long/],
    ['403', faults.noCommentPermission(), /HTTP 403.*`permissions: pull-requests: write`/],
    [
      'a rate limit',
      faults.secondaryRateLimit(1, 120, 'POST'),
      /secondary rate limit.*rate limiting this token/,
    ],
  ])('%s on the write: the warning names that cause', async (_what, fault, warning) => {
    gh.api.fault(fault)
    const result = await run()
    expect(result.code).toBe(0)
    expect(warningsOf(result)).toEqual([expect.stringMatching(warning)])
    if (!String(warning).includes('403')) {
      expect(warningsOf(result)[0]).not.toContain('pull-requests: write')
    }
  })
})
