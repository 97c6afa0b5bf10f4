/**
 * GitHub's side of the run, end to end against the simulator and the GitHub fake: a GitHub that
 * never answers, answers late, fails once, rate-limits, or holds a thread of thousands of
 * comments. The step still ends within `timeout` plus a few seconds (or promptly after SIGINT),
 * its message says GitHub was the slow side, a transient failure does not cost the comment, and
 * a busy pull request keeps one comment. See docs/reliability.md, "GitHub's side of the run".
 *
 * The runs are the action's own wiring in this process on a FakeClock: retries and Retry-After
 * take no real time, and a request GitHub holds is bounded in real time all the same (those
 * scenarios run at once, each against a simulator and a fake of its own). SIGINT is the
 * bundle's, as a process.
 */
import { describe, expect, it } from 'vitest'
import { GITHUB_CALL_TIMEOUT_MS } from '../../../src/shared/github/own-comments.ts'
import {
  errorsOf,
  startSimulatorContext,
  useSimulator,
  warningsOf,
  type SimContext,
} from '../../support/e2e.ts'
import type { RunActionResult } from '../../support/run-action.ts'
import { faults, type GitHubApiOptions, type GitHubUser } from '../../fakes/github-api.ts'
import {
  eventRunner,
  githubCalls,
  issuesEvent,
  pullRequestEvent,
  startGitHubContext,
  useGitHub,
  type GitHubContext,
  type IssueFields,
} from '../../support/issue-fixtures.ts'

const PR = 7
const BRANCH = 'docs/new-quickstart'
const BOT: GitHubUser = { login: 'github-actions[bot]', type: 'Bot' }
/** Fast polls and the shortest `timeout`: a request GitHub holds is bounded in real time. */
const TIMEOUT_MS = 1_000
const fast = { mode: 'preview', 'poll-interval': '200ms', timeout: '1s' }

/**
 * A step held to `timeout`: every call GitHub held got what was left of it, as its sentence says
 * (the time is the step's clock's, whatever the machine's load), and the step ended before a
 * call's own 15 s bound, which a stalled call must not get (the last write's own 4 s included:
 * a step never leaves its comment on "building" without trying).
 */
function expectHeldToTimeout(result: RunActionResult): void {
  const said = [...warningsOf(result), ...errorsOf(result)].join('\n')
  const given = [
    ...said.matchAll(
      /GitHub did not answer within (\d+\.\d) s \(what was left of the step's `timeout`\)/g,
    ),
  ].map(([, seconds]) => Number(seconds) * 1_000)
  expect(given.length, said).toBeGreaterThan(0)
  for (const ms of given) expect(ms).toBeLessThanOrEqual(TIMEOUT_MS)
  expect(result.durationMs).toBeLessThan(GITHUB_CALL_TIMEOUT_MS)
}
const LISTING = new RegExp(`/issues/${PR}/comments$`)

/** A preview comment's marker as an earlier version wrote it (no commit): still ours to edit. */
const markerOf = (projectId: string) => `<!-- mintlify-docs-preview project=${projectId} -->`
/** What every version's marker starts with. */
const markerStart = (projectId: string) => `<!-- mintlify-docs-preview project=${projectId} `
const listings = (gh: GitHubContext) =>
  gh.api.requests.filter((r) => r.method === 'GET' && LISTING.test(r.path))

/** A simulator and a GitHub fake of one scenario's own, so that scenarios can run at once. */
interface World {
  ctx: SimContext
  gh: GitHubContext
}

/**
 * Runs `scenario` against a world of its own, stopped after it. The scenarios that wait in real
 * time for a GitHub that holds its answers run at once (`describe.concurrent`): each waits its
 * bound, not the sum of the others'.
 */
async function inWorld(
  options: GitHubApiOptions,
  scenario: (world: World) => Promise<void>,
): Promise<void> {
  const [sim, gh] = await Promise.all([startSimulatorContext(), startGitHubContext(options)])
  try {
    await scenario({ ctx: sim.context, gh })
  } finally {
    await Promise.all([sim.close(), gh.api.close()])
  }
}

describe('faults: GitHub', () => {
  describe.concurrent('a GitHub that never answers, or answers late, cannot hold the step', () => {
    const withPullRequest = (scenario: (world: World) => Promise<void>) =>
      inWorld({ pullRequests: [PR] }, scenario)
    /**
     * On a FakeClock: a slow start on a loaded machine does not use up `timeout` before GitHub
     * is asked; how long GitHub holds a request is still bounded in real time.
     */
    const preview = ({ ctx, gh }: World) =>
      eventRunner(ctx, gh, 'in-process')(pullRequestEvent(), fast)

    it('preview: GitHub never answers the comment listing: the step ends within its timeout, naming GitHub', () =>
      withPullRequest(async (world) => {
        const { gh } = world
        gh.api.fault(faults.stall(LISTING, 'GET'))
        const result = await preview(world)
        expectHeldToTimeout(result)
        const said = [...warningsOf(result), ...errorsOf(result)].join('\n')
        expect(said).toMatch(
          /Listing the comments of #7 failed: GitHub did not answer within \d+\.\d s \(what was left of the step's `timeout`\)/,
        )
        expect(gh.api.comments.size).toBe(0)
      }))

    it('preview: SIGINT about a second into a stalled GitHub call ends the step promptly', () =>
      withPullRequest(async ({ ctx, gh }) => {
        gh.api.fault(faults.stall(LISTING, 'GET'))
        let signalledAt = 0
        const result = await eventRunner(ctx, gh)(
          pullRequestEvent(),
          { ...fast, timeout: '60s' },
          {
            // A second after the fake holds the listing: the call is surely stalled, however
            // slowly a busy machine started the step.
            onSpawn: (child) => {
              const watch = setInterval(() => {
                if (listings(gh).length === 0) return
                clearInterval(watch)
                setTimeout(() => {
                  signalledAt = Date.now()
                  child.kill('SIGINT')
                }, 1_000)
              }, 10)
              child.once('exit', () => clearInterval(watch))
            },
          },
        )
        expect(signalledAt).toBeGreaterThan(0)
        // The stalled listing, then the last write's own search for the comment (after SIGINT it
        // has its own 4 s bound, inside the 7.5 s the runner allows before SIGTERM).
        expect(listings(gh).length).toBeLessThanOrEqual(2)
        expect(result.code).toBe(1)
        expect(Date.now() - signalledAt).toBeLessThan(7_500)
        expect(result.stdout).toContain('Received SIGINT')
        expect(warningsOf(result).join('\n')).toMatch(
          /Listing the comments of #7 failed: the run was cancelled/,
        )
      }))

    it('preview: every GitHub call answers 10 s late: the step ends near its timeout, naming GitHub', () =>
      withPullRequest(async (world) => {
        world.gh.api.fault(faults.slow(10_000))
        const result = await preview(world)
        expectHeldToTimeout(result)
        expect(warningsOf(result).join('\n')).toMatch(
          /GitHub did not answer within \d+\.\d s \(what was left of the step's `timeout`\)/,
        )
      }))

    it('agent: attempt 2 with a stalled listing ends in time, names GitHub, and creates no job', () =>
      inWorld({}, async ({ ctx, gh }) => {
        const issue: IssueFields = { number: 31, title: 'Document retries', body: 'Explain 429s.' }
        gh.api.fault(faults.stall(/\/issues\/31\/comments$/, 'GET'))
        const result = await eventRunner(ctx, gh, 'in-process')(
          issuesEvent(issue),
          { timeout: '1s' },
          { env: { GITHUB_RUN_ID: '9100000001', GITHUB_RUN_ATTEMPT: '2' } },
        )
        expectHeldToTimeout(result)
        expect(result.code).toBe(1)
        expect(errorsOf(result)).toEqual([
          expect.stringMatching(
            /^Listing the comments of #31 failed: GitHub did not answer within \d+\.\d s \(what was left of the step's `timeout`\)\. This is attempt 2 of the run/,
          ),
        ])
        expect(ctx.sim.requests.filter((r) => r.route === 'create')).toEqual([])
      }))
  })

  describe('preview: one transient GitHub failure does not cost the comment', () => {
    const ctx = useSimulator()
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRunner(ctx, gh, 'in-process')
    // The link check's GitHub calls have their own suite (preview/link-check.test.ts).
    const preview = () =>
      run(pullRequestEvent(), { mode: 'preview', 'poll-interval': '200ms', check: 'off' })
    const seedOurs = () =>
      gh.api.addComment(PR, `${markerOf(ctx.sim.projectId)}\nPreview ready for an older push`, BOT)

    const expectEditedInPlace = (result: RunActionResult, id: number) => {
      expect(result.code).toBe(0)
      expect([...gh.api.comments.keys()]).toEqual([id])
      expect(gh.api.comments.get(id)!.body).toContain(`Preview ready for \`${BRANCH}\``)
      expect(gh.api.requests.filter((r) => r.method === 'POST')).toEqual([])
      expect(warningsOf(result)).toEqual([])
    }

    it('a 502 on the first listing: retried, and the comment is still found and edited', async () => {
      const ours = seedOurs()
      gh.api.fault(faults.badGateway(LISTING, 'GET'))
      const result = await preview()
      expectEditedInPlace(result, ours.id)
      expect(listings(gh).map((r) => r.status)).toEqual([502, 200])
      expect(result.stdout).toMatch(
        /Listing the comments of #7 failed: HTTP 502.*Retrying in 1\.0 s/,
      )
    })

    it('a 502 on an edit: retried, and the comment edited once per text', async () => {
      const ours = seedOurs()
      gh.api.fault(faults.badGateway(/\/issues\/comments\/\d+$/, 'PATCH'))
      const result = await preview()
      expectEditedInPlace(result, ours.id)
      expect(githubCalls(gh.api)).toEqual([
        `GET /issues/${PR}/comments`,
        `PATCH /issues/comments/${ours.id}`,
        `PATCH /issues/comments/${ours.id}`,
        // The pull request's pages, for the comment's lists.
        `GET /pulls/${PR}/files`,
        // Read again before the verdict replaces it: still ours, still this commit's.
        `GET /issues/comments/${ours.id}`,
        `PATCH /issues/comments/${ours.id}`,
      ])
      expect(gh.api.requests.map((r) => r.status)).toEqual([200, 502, 200, 200, 200, 200])
    })

    it('a secondary rate limit on a read: waits as asked (Retry-After: 1), then succeeds', async () => {
      const ours = seedOurs()
      gh.api.fault(faults.secondaryRateLimit(1, 1, 'GET'))
      const result = await preview()
      expectEditedInPlace(result, ours.id)
      expect(listings(gh).map((r) => r.status)).toEqual([403, 200])
      expect(result.stdout).toMatch(/secondary rate limit.*Retrying in 1\.0 s/)
    })
  })

  describe('preview: a pull request with a thousand comments', () => {
    const ctx = useSimulator()
    const gh = useGitHub({ pullRequests: [PR] })
    const run = eventRunner(ctx, gh, 'in-process')

    // Ten pages of a hundred: the walk (the first page, then from the last back) is the same
    // for any number of pages, and each page served and read costs the same (3,000 comments
    // were two thirds of this test's CPU for the same walk).
    it('1,000 comments, ours the 5th: three runs keep one comment, each page read at most once a run', async () => {
      gh.api.addComments(PR, 4, (i) => `Looks good ${i}`)
      const ours = gh.api.addComment(PR, `${markerOf(ctx.sim.projectId)}\nPreview ready`, BOT)
      gh.api.addComments(PR, 995, (i) => `Comment ${i}`)
      for (let push = 1; push <= 3; push++) {
        gh.api.requests.length = 0
        const result = await run(pullRequestEvent(), { mode: 'preview', 'poll-interval': '200ms' })
        expect(result.code).toBe(0)
        const pages = listings(gh).map((r) => Number(r.query.page))
        // The first page, then from the newest back: 10 pages, none twice.
        expect(pages).toEqual([1, ...Array.from({ length: 9 }, (_, i) => 10 - i)])
        expect(result.outputs['comment-url']).toBe(ours.html_url)
      }
      const previewComments = [...gh.api.comments.values()].filter((c) =>
        c.body.startsWith(markerStart(ctx.sim.projectId)),
      )
      expect(previewComments.map((c) => c.id)).toEqual([ours.id])
      expect(gh.api.requests.filter((r) => r.method === 'POST')).toEqual([])
      expect(gh.api.comments.get(ours.id)!.body).toContain(`Preview ready for \`${BRANCH}\``)
    })
  })
})
