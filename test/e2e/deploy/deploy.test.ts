/**
 * Deploy mode, end to end against the simulator: the verdicts, the outputs a later step reads,
 * the summary, the log, and the trigger sent once. Every run is the action's own wiring in this
 * process on a FakeClock (polls, Retry-After and `timeout` take no real time); the bundle as a
 * process (exit codes, signals, draining stdout) is tested in action/ and preview/.
 */
import { tmpdir } from 'node:os'
import { beforeEach, describe, expect, it } from 'vitest'
import { errorsOf, useSimulator, warningsOf, noticesOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { RunActionResult } from '../../support/run-action.ts'

const fast = { mode: 'deploy', 'poll-interval': '200ms' }
const STATUS_ID = /^[0-9a-f]{24}$/

type Ctx = ReturnType<typeof useSimulator>
/** The action's run in this process, on a fresh FakeClock unless one is given. */
const inProcess = (ctx: Ctx, inputs: Record<string, string>, clock = new FakeClock()) =>
  ctx.runInProcess(inputs, { clock })
const routes = (ctx: Ctx) => ctx.sim.requests.map((r) => r.route)
const triggers = (ctx: Ctx) => ctx.sim.requests.filter((r) => r.route === 'deploy')
/** Lines of stdout that log a change of status of `statusId` to `status`. */
const statusLines = (result: RunActionResult, statusId: string, status: string) =>
  result.stdout.split('\n').filter((l) => l.startsWith(`Deployment ${statusId}: ${status} after`))

/**
 * Markdown with the places where text is shown literally taken out: fenced blocks and code
 * spans. What is left renders as Markdown, so it must hold no live HTML, link or image.
 */
function renderedParts(markdown: string): string {
  return markdown
    .replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '')
    .replace(/(?<![\\`])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '')
}

/** Checks what the server's hostile text must not become in the log, summary and outputs. */
function expectInert(result: RunActionResult): void {
  // No server line became a workflow command.
  for (const line of result.stdout.split('\n')) {
    expect(line, 'a forged workflow command').not.toMatch(/^::(error|warning)[^:]*::forged/)
  }
  // Server text reaches a command only inside our own one-line error message.
  expect(result.commands.filter((c) => /forged/.test(c.message) && c.command !== 'error')).toEqual(
    [],
  )
  const rendered = renderedParts(result.summary)
  expect(rendered).not.toMatch(/(?<!\\)<(img|script)/i)
  expect(rendered).not.toMatch(/(?<!\\)\]\(javascript:/i)
  expect(rendered).not.toMatch(/!\[[^\]]*\]\((?!https:)/)
  expect(result.summary).not.toMatch(/!\[[^\]]*\]\(http:/)
  // Every log line in the group is prefixed.
  const logged = result.stdout.split('\n')
  const start = logged.findIndex((l) => l.startsWith('::group::Deployment log'))
  expect(start).toBeGreaterThanOrEqual(0)
  const end = logged.indexOf('::endgroup::', start)
  expect(end).toBeGreaterThan(start + 1)
  expect(logged.slice(start + 1, end).every((l) => l.startsWith('│ '))).toBe(true)
}

describe('deploy: queue, wait, verdicts', () => {
  describe('a deployment that succeeds', () => {
    const ctx = useSimulator()

    it('queues once, waits for success, sets every output and writes the summary', async () => {
      const result = await inProcess(ctx, fast)
      expect(result.code).toBe(0)
      expect(errorsOf(result)).toEqual([])
      const statusId = result.outputs['status-id'] ?? ''
      expect(statusId).toMatch(STATUS_ID)
      const shown = ctx.sim.deployments.get(statusId)!
      expect(result.outputs).toMatchObject({
        status: 'success',
        subdomain: 'acme',
        'commit-sha': shown.commit.sha,
      })
      expect(JSON.parse(result.outputs.deployment ?? '{}')).toMatchObject({
        _id: statusId,
        status: 'success',
      })
      // One trigger, then only polls of that status id.
      const [trigger, ...polls] = ctx.sim.requests
      expect(trigger).toMatchObject({
        method: 'POST',
        route: 'deploy',
        path: `/v1/project/update/${ctx.sim.projectId}`,
      })
      expect(polls.length).toBeGreaterThan(0)
      expect(
        polls.every(
          (p) => p.route === 'deploy-status' && p.path === `/v1/project/update-status/${statusId}`,
        ),
      ).toBe(true)
      // Each change of status is logged once, even when it is seen on several polls.
      for (const status of ['queued', 'in_progress', 'success']) {
        expect(statusLines(result, statusId, status), status).toHaveLength(1)
      }
      expect(noticesOf(result)).toEqual([
        expect.stringMatching(new RegExp(`Deployment ${statusId} succeeded after \\d+\\.\\d s`)),
      ])
      // The build log, collapsed, every line prefixed.
      const groups = result.commands.filter((c) => c.command === 'group').map((c) => c.message)
      expect(groups).toContain('Deployment log (6 lines)')
      expect(result.stdout).toContain('│ Deployed to https://acme.mintlify.app')
      // The summary: verdict, commit, pages, https screenshots.
      expect(result.summary).toMatch(/^## Deployment succeeded/)
      expect(result.summary).toContain(`| Status id | \`${statusId}\` |`)
      expect(result.summary).toContain(`| Commit | \`${shown.commit.sha}\` |`)
      expect(result.summary).toContain("Pages the deployment's commit changed")
      expect(result.summary).toContain('**Added** (1)')
      expect(result.summary).toContain('**Changed** (1)')
      expect(result.summary).toContain('**Removed** (1)')
      expect(result.summary).toContain('**Other files** (1): `docs.json`')
      expect(result.summary).toContain('`guides/new-page.mdx`')
      expect(result.summary).toMatch(
        /!\[Screenshot, light mode\]\(https:\/\/screenshots\.mintlify\.example\/\S+-light\.png\)/,
      )
    })

    it('with wait: false, returns right after the trigger, without a single status GET', async () => {
      const result = await inProcess(ctx, { ...fast, wait: 'false' })
      expect(result.code).toBe(0)
      expect(routes(ctx)).toEqual(['deploy'])
      const statusId = result.outputs['status-id'] ?? ''
      expect(statusId).toMatch(STATUS_ID)
      expect(result.outputs.status).toBe('queued')
      expect(noticesOf(result)).toEqual([expect.stringContaining(`status-id: ${statusId}`)])
      expect(result.summary).toMatch(/^## Deployment queued/)
    })

    it('a step summary the runner refuses is one warning; the deployment still succeeds', async () => {
      // Spawned: the runner's summary file is a folder, so the real summary write fails.
      const result = await ctx.run(fast, { env: { GITHUB_STEP_SUMMARY: tmpdir() } })
      expect(result.code).toBe(0)
      expect(errorsOf(result)).toEqual([])
      expect(result.outputs.status).toBe('success')
      expect(warningsOf(result)).toEqual([
        expect.stringMatching(/^Writing the step summary failed: .*EISDIR/),
      ])
      expect(noticesOf(result)).toEqual([expect.stringMatching(/^Deployment .* succeeded/)])
    })

    it('with status-id, waits for that deployment and never triggers another', async () => {
      const queued = await inProcess(ctx, { ...fast, wait: 'false' })
      const statusId = queued.outputs['status-id'] ?? ''
      ctx.sim.reset()
      const resumed = await inProcess(ctx, { ...fast, 'status-id': statusId })
      expect(resumed.code).toBe(0)
      expect(new Set(routes(ctx))).toEqual(new Set(['deploy-status']))
      expect(resumed.outputs).toMatchObject({ status: 'success', 'status-id': statusId })
      expect(ctx.sim.deployments.size).toBe(1)
    })

    it('an unknown status-id fails with the hint to check it, and triggers nothing', async () => {
      const result = await inProcess(ctx, { ...fast, 'status-id': 'ffffffffffffffffffffffff' })
      expect(result.code).toBe(1)
      expect(triggers(ctx)).toEqual([])
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(/HTTP 404 \("Status not found"\).*check `status-id`/),
      ])
    })

    it.each([
      [
        401,
        { 'api-key': 'mint_expired_key_123' },
        /HTTP 401 \("Invalid API key"\).*invalid or expired/,
      ],
      [403, {}, /HTTP 403 \("Forbidden.*"\).*scope.*allow-list/],
      [
        404,
        { 'project-id': 'no_such_project' },
        /HTTP 404 \("Project not found"\); check `project-id`: the project was not found;/,
      ],
    ])(
      '%i: one trigger request, the hint in the error, no deployment queued',
      async (status, inputs, text) => {
        if (status === 403) ctx.sim.fault({ route: 'deploy', status: 403 })
        const result = await inProcess(ctx, { ...fast, ...inputs })
        expect(result.code).toBe(1)
        expect(triggers(ctx)).toHaveLength(1)
        expect(routes(ctx)).toEqual(['deploy'])
        const errors = errorsOf(result)
        expect(errors).toEqual([expect.stringMatching(text)])
        expect(errors[0]).toMatch(/no deployment was queued/)
        expect(result.outputs['status-id'] ?? '').toBe('')
        expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /)
      },
    )

    it('429 with Retry-After: waits as told, then queues once (2 trigger requests)', async () => {
      ctx.sim.fault({ route: 'deploy', status: 429, headers: { 'retry-after': '1' } })
      const clock = new FakeClock()
      const result = await inProcess(ctx, { ...fast, wait: 'false' }, clock)
      expect(result.code).toBe(0)
      expect(triggers(ctx).map((r) => r.status)).toEqual([429, 202])
      // The one wait, between the two triggers: the second second the server asked for.
      expect(clock.sleeps).toEqual([1000])
      expect(ctx.sim.deployments.size).toBe(1)
      expect(result.outputs['status-id']).toBe([...ctx.sim.deployments.keys()][0])
    })

    it('429 without Retry-After and a short timeout: fails at once, says nothing was queued', async () => {
      ctx.sim.fault({ route: 'deploy', status: 429 })
      const result = await inProcess(ctx, { ...fast, timeout: '5s' })
      expect(result.code).toBe(1)
      expect(triggers(ctx)).toHaveLength(1)
      expect(result.durationMs).toBeLessThan(4000)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(
          /HTTP 429.*`timeout` leaves no time to retry.*no deployment was queued/,
        ),
      ])
      expect(ctx.sim.deployments.size).toBe(0)
    })
  })

  describe('the per-organisation rate limit, with Retry-After', () => {
    // The window runs on the runs' clock: the second run starts at the first one's instant.
    let clock = new FakeClock()
    beforeEach(() => {
      clock = new FakeClock()
    })
    const ctx = useSimulator({
      rateLimits: { deploy: { limit: 1, windowMs: 1500 } },
      retryAfter: true,
      clock: () => clock.now(),
    })

    it('a second deployment within the window waits, then is queued once', async () => {
      const first = await inProcess(ctx, { ...fast, wait: 'false' }, clock)
      expect(first.code).toBe(0)
      const second = await inProcess(ctx, { ...fast, wait: 'false' }, clock)
      expect(second.code).toBe(0)
      expect(triggers(ctx).map((r) => r.status)).toEqual([202, 429, 202])
      expect(ctx.sim.deployments.size).toBe(2)
      expect(second.stdout).toMatch(/HTTP 429; waiting \d+\.\d s as the server asked/)
      // The window's 1.5 s, rounded up to Retry-After's whole seconds.
      expect(clock.sleeps).toEqual([2000])
    })
  })

  describe('a deployment that fails', () => {
    const ctx = useSimulator({ deployScenario: 'failure' })

    it("fails the step with the API's summary and the end of the log, status-id set", async () => {
      const result = await inProcess(ctx, fast)
      expect(result.code).toBe(1)
      const statusId = result.outputs['status-id'] ?? ''
      expect(statusId).toMatch(STATUS_ID)
      expect(result.outputs.status).toBe('failure')
      const errors = errorsOf(result)
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(
        new RegExp(`Deployment ${statusId} failed after \\d+\\.\\d s: Build failed: 2 errors\\.`),
      )
      expect(errors[0]).toMatch(/The log ends: .*error Build failed: 2 errors/)
      expect(errors[0]).toContain('Unexpected closing tag')
      expect(triggers(ctx)).toHaveLength(1)
      expect(result.summary).toMatch(/^## Deployment failed/)
      expect(result.summary).toContain('error Build failed: 2 errors')
      expect(result.stdout).toContain('│ error Build failed: 2 errors')
      expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /)
    })
  })

  describe('a deployment that never ends', () => {
    const ctx = useSimulator({ deployScenario: 'never-ends' })

    it('times out naming the status id and how to resume, status-id set', async () => {
      const result = await inProcess(ctx, { ...fast, timeout: '2s' })
      expect(result.code).toBe(1)
      expect(result.durationMs).toBeLessThan(5000)
      const statusId = result.outputs['status-id'] ?? ''
      expect(statusId).toMatch(STATUS_ID)
      expect(result.outputs.status).toBe('in_progress')
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(
          new RegExp(
            `Timed out after .* waiting for deployment ${statusId} \\(last status: in_progress\\).*\`status-id: ${statusId}\``,
          ),
        ),
      ])
      expect(triggers(ctx)).toHaveLength(1)
      expect(result.summary).toContain('still running at `timeout`')
    })
  })

  describe('a status the API does not document', () => {
    const ctx = useSimulator({ deployScenario: 'unknown-status' })

    it('warns once about "skipped", keeps polling, and ends on the verdict', async () => {
      const result = await inProcess(ctx, fast)
      expect(result.code).toBe(0)
      expect(result.outputs.status).toBe('success')
      const warnings = warningsOf(result)
      expect(warnings).toEqual([expect.stringMatching(/reports the status "skipped".*`timeout`/)])
      const statusId = result.outputs['status-id'] ?? ''
      expect(statusLines(result, statusId, 'skipped')).toHaveLength(1)
      // 'skipped' was seen on two polls, and polling went on past it.
      expect(ctx.sim.requests.filter((r) => r.route === 'deploy-status').length).toBeGreaterThan(3)
    })
  })

  describe('a deployment skipped for good', () => {
    const ctx = useSimulator({ deployScenario: 'skipped' })

    it('warns once, polls until timeout, and says how to resume', async () => {
      const result = await inProcess(ctx, { ...fast, timeout: '2s' })
      expect(result.code).toBe(1)
      expect(warningsOf(result)).toHaveLength(1)
      expect(ctx.sim.requests.filter((r) => r.route === 'deploy-status').length).toBeGreaterThan(2)
      const statusId = result.outputs['status-id'] ?? ''
      expect(result.outputs.status).toBe('skipped')
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(new RegExp(`last status: skipped.*\`status-id: ${statusId}\``)),
      ])
    })
  })

  describe('hostile text from the server', () => {
    const ctx = useSimulator({ hostileText: true, insecureScreenshots: true })

    it('on success: nothing renders, nothing becomes a command, no key anywhere', async () => {
      const result = await inProcess(ctx, fast)
      expect(result.code).toBe(0)
      expect(errorsOf(result)).toEqual([])
      // The only warnings: the URLs that are not https, each dropped once (src/shared/url.ts).
      expect(warningsOf(result)).toEqual([
        expect.stringMatching(/^Dropped the author's avatar URL the server sent/),
        expect.stringMatching(/^Dropped a screenshot URL the server sent \("http:/),
        expect.stringMatching(/^Dropped a screenshot URL the server sent \("javascript:/),
        expect.stringMatching(/^Dropped a screenshot URL the server sent \("http:/),
      ])
      const deployment = JSON.parse(result.outputs.deployment ?? '{}') as Record<string, unknown>
      expect(deployment).not.toHaveProperty('screenshot')
      expect(deployment).not.toHaveProperty('screenshotLight')
      expect(deployment).not.toHaveProperty('author.avatarUrl')
      expectInert(result)
      // No insecure screenshot at all.
      expect(result.summary).not.toMatch(/!\[Screenshot/)
      // (useSimulator's leak scan checked outputs, summary, log and files for the key.)
    })
  })

  describe('hostile text in a failure', () => {
    const ctx = useSimulator({ hostileText: true, deployScenario: 'failure' })

    it('the one error line is ours, on one line, with the server text inert', async () => {
      const result = await inProcess(ctx, fast)
      expect(result.code).toBe(1)
      const errors = errorsOf(result)
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(/^Deployment [0-9a-f]{24} failed after/)
      expect(errors[0]).not.toContain('\n')
      expectInert(result)
    })
  })
})
