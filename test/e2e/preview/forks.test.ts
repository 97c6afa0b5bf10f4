/**
 * Forks, Dependabot and URLs from the server, end to end through dist/index.js against the
 * simulator and the fake GitHub API (issue 23, items 7 and 8):
 * - a pull request from another repository is never previewed by branch name: Mintlify builds
 *   branches of the connected repository only, so a fork's `main` or `release/unannounced`
 *   would build and link this repository's branch of that name. One notice, no request to
 *   Mintlify, the step passes, and on `pull_request_target` the comment says so;
 * - a Dependabot pull request runs without secrets: a missing key is a notice;
 * - a preview URL that is not https (`javascript:`, `data:`, `http:`) never becomes the
 *   `preview-url` output, a link in the summary or the comment, or a log line: one warning.
 */
import { describe, expect, it } from 'vitest'
import { assertNoLeak, errorsOf, githubTexts, useSimulator, warningsOf } from '../../support/e2e.ts'
import type { RunActionOptions, RunActionResult } from '../../support/run-action.ts'
import {
  FORK_REPOSITORY,
  GITHUB_TOKEN,
  OWNER,
  REPO,
  githubCalls,
  pullRequestEvent as sharedPullRequestEvent,
  useGitHub,
  type PullRequestEventFields,
} from '../issue-fixtures.ts'

const fast = { mode: 'preview', 'poll-interval': '200ms', timeout: '10s' }
const PR = 12

type Ctx = ReturnType<typeof useSimulator>
type Gh = ReturnType<typeof useGitHub>
type Event = NonNullable<RunActionOptions['event']>
const noticesOf = (result: RunActionResult): string[] =>
  result.commands.filter((c) => c.command === 'notice').map((c) => c.message)
/** The preview comment's marker: the project, and the commit the comment speaks for. */
const markerOf = (projectId: string, sha = 'f'.repeat(40)) =>
  `<!-- mintlify-docs-preview project=${projectId} sha=${sha} -->`

const repository = {
  id: 700_000_001,
  name: REPO,
  full_name: `${OWNER}/${REPO}`,
  owner: { login: OWNER, type: 'Organization' },
  fork: false,
  default_branch: 'main',
}

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

function eventRun(ctx: Ctx, gh: Gh) {
  return async (event: Event, inputs: Record<string, string> = {}): Promise<RunActionResult> => {
    const result = await ctx.run(
      { ...fast, 'github-token': GITHUB_TOKEN, ...inputs },
      { event, env: gh.env },
    )
    await assertNoLeak(result, [GITHUB_TOKEN, ctx.sim.apiKey], githubTexts(gh.api))
    return result
  }
}

describe("forks: a fork's head branch is never previewed", () => {
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
    const result = await run(pullRequestEvent({ headRepo: { ...repository, fork: true } }))
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

describe('Dependabot: runs without secrets', () => {
  const ctx = useSimulator()
  const gh = useGitHub({ pullRequests: [PR] })
  const run = eventRun(ctx, gh)
  const dependabot = () =>
    pullRequestEvent({
      event: 'pull_request',
      user: 'dependabot[bot]',
      branch: 'dependabot/npm_and_yarn/mintlify-4.2.0',
      headRepo: repository,
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
    const event = pullRequestEvent({ event: 'pull_request', user: 'writer', headRepo: repository })
    const result = await run(event, { 'api-key': '' })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([expect.stringMatching(/`api-key` is required/)])
  })
})

const HOSTILE_URLS = {
  'docs/js': 'javascript:alert(document.domain)',
  'docs/data': 'data:text/html,<script>alert(1)</script>',
  'docs/http': 'http://evil.example/preview',
  'docs/creds': 'https://user:secret@evil.example/',
}

describe('URLs from the server: only https ones are used', () => {
  const ctx = useSimulator({ previewUrls: HOSTILE_URLS })
  const gh = useGitHub({ pullRequests: [PR] })
  const run = eventRun(ctx, gh)

  it.each(Object.entries(HOSTILE_URLS))(
    'a preview URL of %s (%s): no output, no link, one warning naming it; the preview is still followed',
    async (branch, hostile) => {
      const event = pullRequestEvent({ event: 'pull_request', branch, headRepo: repository })
      const result = await run(event)
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
    const event = pullRequestEvent({
      event: 'pull_request',
      branch: 'docs/fine',
      headRepo: repository,
    })
    const result = await run(event)
    expect(result.code).toBe(0)
    const url = ctx.sim.previewUrlFor('docs/fine')
    expect(result.outputs['preview-url']).toBe(url)
    expect(warningsOf(result)).toEqual([])
    expect(result.summary).toContain(`](${url})`)
    expect([...gh.api.comments.values()][0]!.body).toContain(`](${url})`)
    expect(githubCalls(gh.api)).toContain(`POST /issues/${PR}/comments`)
  })
})

describe("URLs from the server: an agent job's pull request link", () => {
  const ctx = useSimulator()

  it.each(['javascript:alert(1)', 'http://github.com/acme/docs/pull/7'])(
    'a job that reports %s as its pull request: no pr-link output, one warning, no link',
    async (prLink) => {
      ctx.sim.fault({
        route: 'get',
        times: Infinity,
        body: { id: 'job_link', status: 'completed', prLink },
      })
      const result = await ctx.run({ 'job-id': 'job_link', 'poll-interval': '200ms' })
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
