/**
 * URLs from the server, end to end against the simulator and the fake GitHub API (issue 23,
 * item 8), each run the action's own wiring in this process on a FakeClock: a preview URL or a
 * job's pull request link that is not https (`javascript:`, `data:`, `http:`, credentials)
 * never becomes an output, a link in the summary or the comment, or a log line: one warning.
 */
import { describe, expect, it } from 'vitest'
import { useSimulator, warningsOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { RunActionOptions, RunActionResult } from '../../support/run-action.ts'
import {
  REPOSITORY,
  githubCalls,
  pullRequestEvent as sharedPullRequestEvent,
  eventRunner,
  useGitHub,
} from '../../support/issue-fixtures.ts'

// No link check: the simulator's preview URLs are not served (preview/link-check.test.ts).
const fast = { mode: 'preview', 'poll-interval': '200ms', timeout: '10s', check: 'off' }
const PR = 12

type Ctx = ReturnType<typeof useSimulator>
type Gh = ReturnType<typeof useGitHub>
type Event = NonNullable<RunActionOptions['event']>

/** A pull request from this repository, on `pull_request`, from the branch `branch`. */
const pullRequestEvent = (branch: string): Event =>
  sharedPullRequestEvent({
    number: PR,
    event: 'pull_request',
    branch,
    sha: 'f'.repeat(40),
    headRepo: REPOSITORY,
  })

/** Runs preview mode for an event in process, on a FakeClock; scans for secrets. */
function eventRun(ctx: Ctx, gh: Gh) {
  const run = eventRunner(ctx, gh, 'in-process')
  return (event: Event): Promise<RunActionResult> => run(event, fast)
}

const HOSTILE_URLS = {
  'docs/js': 'javascript:alert(document.domain)',
  'docs/data': 'data:text/html,<script>alert(1)</script>',
  'docs/http': 'http://evil.example/preview',
  'docs/creds': 'https://user:secret@evil.example/',
}

describe('action: URLs from the server are https or dropped', () => {
  describe('a preview URL', () => {
    const ctx = useSimulator({ previewUrls: HOSTILE_URLS })
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRun(ctx, gh)

    it.each(Object.entries(HOSTILE_URLS))(
      'a preview URL of %s (%s): no output, no link, one warning naming it; the preview is still followed',
      async (branch, hostile) => {
        const result = await run(pullRequestEvent(branch))
        expect(result.code).toBe(0)
        expect(result.outputs['status-id']).toMatch(/^[0-9a-f]{24}$/)
        expect(result.outputs.status).toBe('success')
        expect(result.outputs['preview-url'] ?? '').toBe('')
        const warnings = warningsOf(result)
        expect(warnings).toHaveLength(1)
        expect(warnings[0]).toMatch(
          /^Dropped the preview URL the server sent \(".+"\): only https URLs/,
        )
        expect(warnings[0]).toContain(hostile.slice(0, 12))
        // Nowhere else: not in the summary, not in the comment, not in any other log line (the
        // server's own build log, printed as inert text in its box, may say what it likes).
        const comment = [...gh.api.comments.values()][0]!.body
        for (const markdown of [result.summary, comment]) {
          expect(markdown).toMatch(/Preview ready/)
          expect(markdown).not.toContain(hostile)
          expect(markdown).not.toContain('evil.example')
          expect(markdown).not.toContain(`](${hostile.slice(0, 10)}`)
          expect(markdown).not.toMatch(/\| Preview \|/)
        }
        const ours = result.stdout
          .split('\n')
          .filter((line) => !line.startsWith('::warning') && !line.startsWith('│ '))
          .join('\n')
        expect(ours).not.toContain('evil.example')
        expect(ours).not.toContain(hostile.slice(0, 15))
      },
    )

    it('a valid https preview URL still becomes the output and the link', async () => {
      const result = await run(pullRequestEvent('docs/fine'))
      expect(result.code).toBe(0)
      const url = ctx.sim.previewUrlFor('docs/fine')
      expect(result.outputs['preview-url']).toBe(url)
      expect(warningsOf(result)).toEqual([])
      expect(result.summary).toContain(`](${url})`)
      expect([...gh.api.comments.values()][0]!.body).toContain(`](${url})`)
      expect(githubCalls(gh.api)).toContain(`POST /issues/${PR}/comments`)
    })
  })

  describe("an agent job's pull request link", () => {
    const ctx = useSimulator()

    it.each(['javascript:alert(1)', 'http://github.com/acme/docs/pull/7'])(
      'a job that reports %s as its pull request: no pr-link output, one warning, no link',
      async (prLink) => {
        ctx.sim.fault({
          route: 'get',
          times: Infinity,
          body: { id: 'job_link', status: 'completed', prLink },
        })
        const result = await ctx.runInProcess(
          { 'job-id': 'job_link', 'poll-interval': '200ms' },
          { clock: new FakeClock() },
        )
        expect(result.code).toBe(0)
        expect(result.outputs['pr-link'] ?? '').toBe('')
        expect(JSON.parse(result.outputs.job ?? '{}')).toMatchObject({ prLink: null })
        expect(warningsOf(result)).toEqual([
          expect.stringMatching(/^Dropped the pull request link the server sent \(".+"\)/),
        ])
        expect(result.summary).not.toContain(prLink)
      },
    )
  })
})
