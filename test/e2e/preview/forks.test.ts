/**
 * Forks and Dependabot, end to end against the simulator and the fake GitHub API (issue 23,
 * item 7), each run the action's own wiring in this process on a FakeClock:
 * - a pull request from another repository is never previewed by branch name: Mintlify builds
 *   branches of the connected repository only, so a fork's `main` or `release/unannounced`
 *   would build and link this repository's branch of that name. One notice, no request to
 *   Mintlify, the step passes, and on `pull_request_target` the comment says so;
 * - a Dependabot pull request runs without secrets: a missing key is a notice.
 * URLs from the server: action/urls.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { errorsOf, useSimulator, warningsOf, noticesOf } from '../../support/e2e.ts'
import type { RunActionOptions, RunActionResult } from '../../support/run-action.ts'
import {
  FORK_REPOSITORY,
  REPOSITORY,
  pullRequestEvent as sharedPullRequestEvent,
  eventRunner,
  useGitHub,
  type PullRequestEventFields,
} from '../../support/issue-fixtures.ts'

// The link check has its own suite (link-check.test.ts).
const fast = { mode: 'preview', 'poll-interval': '200ms', timeout: '10s', check: 'off' }
const PR = 12

type Ctx = ReturnType<typeof useSimulator>
type Gh = ReturnType<typeof useGitHub>
type Event = NonNullable<RunActionOptions['event']>
/** The preview comment's marker: the project, and the commit the comment speaks for. */
const markerOf = (projectId: string, sha = 'f'.repeat(40)) =>
  `<!-- mintlify-docs-preview project=${projectId} sha=${sha} -->`

/** A fork's pull request, on `pull_request_target` by default: the stranger's branch `main`. */
const pullRequestEvent = (fields: PullRequestEventFields = {}): Event =>
  sharedPullRequestEvent({
    number: PR,
    event: 'pull_request_target',
    branch: 'main',
    sha: 'f'.repeat(40),
    headRepo: FORK_REPOSITORY,
    user: 'mallory',
    ...fields,
  })

/** Runs preview mode for an event in process, on a FakeClock; scans for secrets. */
function eventRun(ctx: Ctx, gh: Gh) {
  const run = eventRunner(ctx, gh, 'in-process')
  return (event: Event, inputs: Record<string, string> = {}): Promise<RunActionResult> =>
    run(event, { ...fast, ...inputs })
}

describe('preview: forks and Dependabot', () => {
  describe("a fork's head branch is never previewed", () => {
    const ctx = useSimulator()
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRun(ctx, gh)
    const comments = () => [...gh.api.comments.values()]

    it.each(['main', 'release/unannounced'])(
      'pull_request_target from a fork whose branch is %s, with the key: no preview request, one notice, a comment, exit 0',
      async (branch) => {
        const result = await run(pullRequestEvent({ branch }))
        expect(result.code).toBe(0)
        expect(ctx.sim.requests).toEqual([])
        expect(ctx.sim.previews.size).toBe(0)
        expect(errorsOf(result)).toEqual([])
        expect(warningsOf(result)).toEqual([])
        const notices = noticesOf(result)
        expect(notices).toHaveLength(1)
        expect(notices[0]).toMatch(
          new RegExp(
            `^No preview: pull request #${PR} comes from a fork \\(\`mallory/docs\`\\).*previews of fork pull requests are not possible\\. The fork's branch \`${branch}\` would build this repository's \`${branch}\` instead\\.`,
          ),
        )
        expect(result.outputs['preview-url'] ?? '').toBe('')
        expect(result.outputs['status-id'] ?? '').toBe('')
        expect(result.summary).toMatch(
          /^## No preview\n\n.*previews of fork pull requests are not possible/,
        )
        // The token of pull_request_target may write: the pull request hears it too, once.
        expect(comments()).toHaveLength(1)
        const body = comments()[0]!.body
        expect(body.startsWith(`${markerOf(ctx.sim.projectId)}\n### No preview\n`)).toBe(true)
        expect(body).toMatch(/previews of fork pull requests are not possible/)
        expect(body).not.toMatch(/Preview ready|building/)
        expect(result.outputs['comment-url']).toBe(comments()[0]!.html_url)
      },
    )

    it('pull_request from a fork: no request anywhere (its token is read-only), one notice, exit 0', async () => {
      const result = await run(pullRequestEvent({ event: 'pull_request', branch: 'main' }))
      expect(result.code).toBe(0)
      expect(ctx.sim.requests).toEqual([])
      expect(gh.api.requests).toEqual([])
      expect(noticesOf(result)).toEqual([expect.stringMatching(/comes from a fork .*not possible/)])
    })

    it('a deleted head repository (null) counts as a fork, never as this repository', async () => {
      const result = await run(pullRequestEvent({ headRepo: null, branch: 'main' }))
      expect(result.code).toBe(0)
      expect(ctx.sim.requests).toEqual([])
      expect(noticesOf(result)).toEqual([
        expect.stringMatching(
          /comes from a deleted fork \(the event names no head repository\), .*not possible/,
        ),
      ])
    })

    it('a head repository that claims our name but is flagged a fork is a fork', async () => {
      const result = await run(pullRequestEvent({ headRepo: { ...REPOSITORY, fork: true } }))
      expect(result.code).toBe(0)
      expect(ctx.sim.requests).toEqual([])
    })

    it('a `branch` input that names the fork head branch (github.head_ref) is not used either', async () => {
      const result = await run(pullRequestEvent({ branch: 'release/unannounced' }), {
        branch: 'release/unannounced',
      })
      expect(result.code).toBe(0)
      expect(ctx.sim.requests).toEqual([])
      expect(noticesOf(result)).toEqual([
        expect.stringMatching(/The `branch` input names the fork's head branch/),
      ])
    })

    it("the author's own `branch` input still builds that branch of this repository, with a notice", async () => {
      const result = await run(pullRequestEvent({ branch: 'main' }), {
        branch: 'docs/staging',
        comment: 'false',
      })
      expect(result.code).toBe(0)
      const triggers = ctx.sim.requests.filter((r) => r.route === 'preview')
      expect(triggers.map((r) => r.body)).toEqual([{ branch: 'docs/staging' }])
      expect(noticesOf(result)[0]).toMatch(
        /comes from a fork: building the `branch` input, `docs\/staging`.*never previewed/,
      )
      expect(result.outputs['preview-url']).toBe(ctx.sim.previewUrlFor('docs/staging'))
    })

    it('a fork without the key and `comment: false`: the notice says why, nothing is written', async () => {
      const result = await run(pullRequestEvent({ branch: 'main' }), {
        'api-key': '',
        comment: 'false',
      })
      expect(result.code).toBe(0)
      expect(ctx.sim.requests).toEqual([])
      expect(gh.api.requests).toEqual([])
      expect(noticesOf(result)).toEqual([expect.stringMatching(/fork.*`api-key` is empty/)])
    })
  })

  describe('Dependabot runs without secrets', () => {
    const ctx = useSimulator()
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRun(ctx, gh)
    const dependabot = () =>
      pullRequestEvent({
        event: 'pull_request',
        user: 'dependabot[bot]',
        branch: 'dependabot/npm_and_yarn/mintlify-4.2.0',
        headRepo: REPOSITORY,
      })

    it('a Dependabot pull request without the key: one notice, nothing sent, exit 0', async () => {
      const result = await run(dependabot(), { 'api-key': '' })
      expect(result.code).toBe(0)
      expect(errorsOf(result)).toEqual([])
      expect(noticesOf(result)).toEqual([
        expect.stringMatching(
          /^No preview: Dependabot's runs get Dependabot's secrets only, so `api-key` is empty/,
        ),
      ])
      expect(ctx.sim.requests).toEqual([])
      expect(gh.api.requests).toEqual([])
      expect(result.summary).toMatch(/^## No preview\n/)
    })

    it('with the key (Dependabot secrets), its branch of this repository is previewed', async () => {
      const result = await run(dependabot(), { comment: 'false' })
      expect(result.code).toBe(0)
      const triggers = ctx.sim.requests.filter((r) => r.route === 'preview')
      expect(triggers.map((r) => r.body)).toEqual([
        { branch: 'dependabot/npm_and_yarn/mintlify-4.2.0' },
      ])
    })

    it("someone else's pull request without the key still fails asking for it", async () => {
      const event = pullRequestEvent({
        event: 'pull_request',
        user: 'writer',
        headRepo: REPOSITORY,
      })
      const result = await run(event, { 'api-key': '' })
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([expect.stringMatching(/`api-key` is required/)])
    })
  })
})
