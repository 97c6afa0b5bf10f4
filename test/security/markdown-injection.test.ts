/**
 * Markdown and HTML injection, end to end: server text with markup reaches the step summary and
 * the public tracking comment, and the rendered result (marked, a GFM renderer) shows it as
 * text: no image, no script, no link but https links, no extra table column, no Mermaid
 * directive. See src/shared/markdown.ts and docs/security.md. The runs are the bundle's wiring in
 * process on a FakeClock (test/support/in-process.ts): what is rendered, not the process, is the
 * subject.
 */
import { marked } from 'marked'
import { describe, expect, it } from 'vitest'
import { issuesEvent, useGitHub, GITHUB_TOKEN } from '../support/issue-fixtures.ts'
import { assertNoLeak, githubTexts, useSimulator, warningsOf } from '../support/e2e.ts'
import { FakeClock } from '../support/fake-clock.ts'

const ctx = useSimulator()
const gh = useGitHub()
const render = (markdown: string): string => marked.parse(markdown, { async: false, gfm: true })
const EXPORT_INPUTS = {
  mode: 'analytics',
  'date-from': '2026-10-01',
  'date-to': '2026-10-02',
  'upload-artifact': 'false',
}
const PAYLOAD = '<img src=x onerror=alert(1)> | [x](javascript:alert(1)) @octocat'

function expectNoActiveMarkup(html: string): void {
  expect(html).not.toMatch(/<img|<script|href="(?!https:)/i)
}

describe('markdown injection, end to end', () => {
  it('a javascript: prLink never becomes a link, in the summary or the issue comment', async () => {
    ctx.sim.fault({
      route: 'get',
      times: Infinity,
      body: { id: 'job_inj', status: 'completed', prLink: 'javascript:alert(document.domain)' },
    })
    const result = await ctx.runInProcess(
      { 'job-id': 'job_inj', 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms' },
      {
        event: issuesEvent({ number: 5, title: 'T', body: 'B' }),
        env: gh.env,
        clock: new FakeClock(),
      },
    )
    await assertNoLeak(result, [GITHUB_TOKEN], githubTexts(gh.api))
    expect(result.code).toBe(0)
    const comment = [...gh.api.comments.values()][0]!.body
    for (const markdown of [result.summary, comment]) {
      const html = render(markdown)
      expectNoActiveMarkup(html)
      // Dropped where it was read (src/shared/url.ts): not even shown as code.
      expect(html).not.toContain('javascript:')
    }
    expect(result.outputs['pr-link'] ?? '').toBe('')
    expect(warningsOf(result)).toEqual([
      expect.stringMatching(/^Dropped the pull request link the server sent \("javascript:/),
    ])
  })

  it('an unknown status with HTML and pipes stays inside its table cell, as text', async () => {
    ctx.sim.fault({ route: 'get', body: { id: 'job_inj', status: PAYLOAD } })
    const result = await ctx.runInProcess(
      { 'job-id': 'job_inj', wait: 'false' },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(0)
    const html = render(result.summary)
    expectNoActiveMarkup(html)
    const statusRow = [...html.matchAll(/<tr>[\s\S]*?<\/tr>/g)].find((m) =>
      m[0].includes('<td>Status</td>'),
    )
    expect(statusRow?.[0].match(/<td>/g)).toHaveLength(2)
  })

  it("the API's error text in the analytics caution line renders as text", async () => {
    ctx.sim.fault({ route: 'views', status: 400, body: { error: PAYLOAD } })
    const result = await ctx.runInProcess(EXPORT_INPUTS, { clock: new FakeClock() })
    expect(result.code).toBe(1)
    expect(result.summary).toContain('[!CAUTION]')
    const html = render(result.summary)
    expectNoActiveMarkup(html)
    expect(html).not.toMatch(/<a /)
  })

  it('page paths with a Mermaid directive and HTML: no directive, no markup', async () => {
    const views = [
      { path: '%%{init: {"theme": "dark"}}%%', human: 5, ai: 1, total: 6 },
      { path: '<img src=x onerror=alert(1)>', human: 3, ai: 0, total: 3 },
      { path: '/a | b', human: 1, ai: 0, total: 1 },
    ]
    ctx.sim.fault({
      route: 'views',
      body: { totals: { human: 9, ai: 1, total: 10 }, views, hasMore: false },
    })
    const result = await ctx.runInProcess(EXPORT_INPUTS, { clock: new FakeClock() })
    expect(result.code).toBe(0)
    const mermaid = [...result.summary.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1])
    expect(mermaid.length).toBeGreaterThan(0)
    for (const block of mermaid) expect(block).not.toMatch(/%%|<img/)
    const html = render(result.summary)
    expectNoActiveMarkup(html)
    const rows = [...html.matchAll(/<tr>[\s\S]*?<\/tr>/g)].filter((m) => m[0].includes('<code>'))
    expect(rows).toHaveLength(3)
    for (const [row] of rows) expect(row.match(/<td/g)).toHaveLength(6)
  })
})
