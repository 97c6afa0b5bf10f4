/**
 * Agent mode with `preview: true`: once the agent's pull request exists, the preview of its
 * branch (the job's `source.ref`), linked in the issue's comment, the summary and `preview-url`.
 */
import { readFileSync } from 'node:fs'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../../src/shared/clock.ts'
import { finishedAtOnce, useSimulator, warningsOf, type SimContext } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { eventRunner, issuesEvent, useGitHub } from '../../support/issue-fixtures.ts'
import { startPreviewSite, type PreviewSite } from '../../support/preview-site.ts'
import { TLS_CA_FILE } from '../../support/tls-front.ts'

// Every run is in process on a FakeClock (the job's and the preview's polls take no time): the
// bundle's start and its exit codes are covered by agent.test.ts.
const ctx = useSimulator()
// The link check of the agent's preview has its own test below, against a served preview.
const fast = { 'poll-interval': '200ms', preview: 'true', check: 'off' }
const runIn = (sim: SimContext, inputs: Record<string, string>) =>
  sim.runInProcess(inputs, { clock: new FakeClock() })

describe('agent: preview: true', () => {
  it("builds the preview of the pull request's branch and reports its link", async () => {
    const result = await runIn(ctx, { prompt: 'Document the --verbose flag', ...fast })
    expect(result.code).toBe(0)
    const job = JSON.parse(result.outputs.job ?? '{}') as { source?: { ref?: string } }
    const branch = job.source?.ref ?? ''
    expect(branch).not.toBe('')
    const previews = ctx.sim.requests.filter((r) => r.route === 'preview')
    expect(previews).toHaveLength(1)
    expect(previews[0]?.body).toEqual({ branch })
    expect(result.outputs['preview-url']).toBe(ctx.sim.previewUrlFor(branch))
    // `status` stays the job's.
    expect(result.outputs.status).toBe('completed')
    expect(result.summary).toContain(result.outputs['preview-url'])
    expect(result.stdout).toMatch(/Preview \w+: success after/)
  })

  it('builds no preview when the job opened no pull request', async () => {
    const result = await runIn(ctx, { prompt: 'Nothing to do [sim:no-changes]', ...fast })
    expect(result.code).toBe(0)
    expect(ctx.sim.requests.some((r) => r.route === 'preview')).toBe(false)
    expect(result.outputs['preview-url'] ?? '').toBe('')
  })
})

describe('agent: preview: true, triggered by an issue', () => {
  const sim = useSimulator()
  const gh = useGitHub()
  const run = eventRunner(sim, gh, 'in-process')

  it("puts the same preview link in the issue's comment and the pull request's", async () => {
    const issue = { number: 12, title: 'Document the --verbose flag', body: 'Please.' }
    const result = await run(issuesEvent(issue), { preview: 'true', check: 'off' })
    expect(result.code).toBe(0)
    const link = result.outputs['preview-url'] ?? ''
    expect(link).toMatch(/^https:\/\//)
    const bodies = [...gh.api.comments.values()].map((comment) => comment.body)
    // The tracking comment on the issue, and the one on the pull request the agent opened.
    expect(bodies).toHaveLength(2)
    for (const body of bodies) expect(body).toContain(`🔎 **Preview:** [`)
    for (const body of bodies) expect(body).toContain(`](${link})`)
  })
})

describe('agent: preview: true, when the preview fails', () => {
  const failing = useSimulator({ previews: false })

  it('passes with a warning naming the preview failure: the job did its work', async () => {
    const result = await runIn(failing, { prompt: 'Document the --verbose flag', ...fast })
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expect(warningsOf(result).join('\n')).toMatch(/HTTP 403.*no preview was queued/)
    expect(failing.sim.requests.filter((r) => r.route === 'preview')).toHaveLength(1)
  })
})

describe("agent: preview: true checks the links of the agent's pull request", () => {
  // The test certificate, trusted here as NODE_EXTRA_CA_CERTS makes a spawned run trust it.
  const defaultCAs = getCACertificates('default')
  beforeAll(() => setDefaultCACertificates([...defaultCAs, readFileSync(TLS_CA_FILE, 'utf8')]))
  afterAll(() => setDefaultCACertificates(defaultCAs))
  /** The first job's branch, as the simulator names it, previewed on the local site. */
  const previewUrls: Record<string, string> = {}
  // The job and its preview are done at their first answer: on the real clock their polls
  // would take real time, and the check is what is tested here.
  const sim = useSimulator({ previewUrls, ...finishedAtOnce('mintlify/docs-agent-1') })
  const gh = useGitHub()
  const run = eventRunner(sim, gh, 'in-process')
  let site: PreviewSite | undefined
  afterEach(async () => {
    await site?.close()
  })

  it('puts the check line and the table of broken links in both comments, from the pages the pull request changed', async () => {
    site = await startPreviewSite({
      routes: {
        '/guides/webhooks': { html: '<!DOCTYPE html><a href="/guides/retries">Retries</a>' },
      },
    })
    previewUrls['mintlify/docs-agent-1'] = site.url
    gh.api.setPullRequestFiles(1, [{ filename: 'guides/webhooks.mdx', status: 'added' }])
    const issue = { number: 12, title: 'Document webhooks', body: 'Please.' }
    // The real clock: the check's requests and their time bounds are real.
    const result = await run(issuesEvent(issue), { preview: 'true' }, { clock: systemClock })
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ 'checked-pages': '1', 'broken-links': '1' })
    const bodies = [...gh.api.comments.values()].map((comment) => comment.body)
    expect(bodies).toHaveLength(2)
    for (const body of bodies) {
      expect(body).toContain(
        '**Link check** (pages this pull request changed): 1 page checked, **1 broken link**.',
      )
      // The table itself, as the preview comment shows it: the page, the link, what happened.
      expect(body).toContain('| Page | Broken link | What happened |')
      expect(body).toContain(
        `| [/guides/webhooks](${site.url}/guides/webhooks) | \`/guides/retries\` | the preview answered 404 |`,
      )
    }
    expect(result.summary).toContain('`/guides/retries`')
    expect(site.requests.map((r) => r.path)).toEqual(['/guides/webhooks', '/guides/retries'])
  })

  it("sets the commit status on the agent's pull request head; fail-on-broken fails the step", async () => {
    site = await startPreviewSite({
      routes: { '/guides/webhooks': { html: '<!DOCTYPE html><a href="/gone">Gone</a>' } },
    })
    previewUrls['mintlify/docs-agent-1'] = site.url
    gh.api.setPullRequestFiles(1, [{ filename: 'guides/webhooks.mdx', status: 'added' }])
    gh.api.setPullRequestHead(1, 'd'.repeat(40))
    const issue = { number: 12, title: 'Document webhooks', body: 'Please.' }
    const inputs = { preview: 'true', 'commit-status': 'true', 'fail-on-broken': 'true' }
    const result = await run(issuesEvent(issue), inputs, { clock: systemClock })
    expect(result.code).toBe(1)
    expect(result.outputs.status).toBe('completed')
    expect(gh.api.statuses.map((s) => [s.sha, s.state])).toEqual([
      ['d'.repeat(40), 'pending'],
      ['d'.repeat(40), 'failure'],
    ])
    // The comments say what broke before the step fails.
    for (const comment of gh.api.comments.values())
      expect(comment.body).toContain('**1 broken link**')
  })

  it('check-ignore leaves a known link alone: never fetched, listed as ignored, and fail-on-broken passes', async () => {
    site = await startPreviewSite({
      routes: {
        '/guides/webhooks': { html: '<!DOCTYPE html><a href="/guides/next-week">Soon</a>' },
      },
    })
    previewUrls['mintlify/docs-agent-1'] = site.url
    gh.api.setPullRequestFiles(1, [{ filename: 'guides/webhooks.mdx', status: 'added' }])
    const issue = { number: 12, title: 'Document webhooks', body: 'Please.' }
    const inputs = { preview: 'true', 'fail-on-broken': 'true', 'check-ignore': '/next-week$' }
    const result = await run(issuesEvent(issue), inputs, { clock: systemClock })
    expect(result.code).toBe(0)
    expect(result.outputs['broken-links']).toBe('0')
    expect(site.requests.map((r) => r.path)).toEqual(['/guides/webhooks'])
    for (const comment of gh.api.comments.values()) {
      expect(comment.body).toContain('no broken links, 1 link not checked \\(1 ignored\\).')
    }
    expect(result.summary).toContain('ignored\\: line 1 of `check-ignore` matches it')
  })
})
