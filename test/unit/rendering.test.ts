/**
 * Every summary, comment and `report.md` the action writes, rendered as GitHub renders Markdown
 * (marked with GFM: tables, autolinks) and checked for what a reader would notice: a table opened
 * by a blank header bar, a URL in the first sentence that cannot be clicked, a backslash left
 * visible, chart labels that overlap, runner paths in a file list. The Markdown comes from the
 * real renderers: the modes run against in-memory fakes of the API and of GitHub.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { marked } from 'marked'
import type MermaidApi from 'mermaid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { concludeRun } from '../../src/agent/conclusion.ts'
import { renderTrackingComment } from '../../src/agent/comment/body.ts'
import { agentSummaryMarkdown } from '../../src/agent/summary.ts'
import { textWithLinks } from '../../src/shared/markdown.ts'
import { Digest } from '../../src/analytics/digest.ts'
import { runAnalyticsMode } from '../../src/analytics/mode.ts'
import type { Deployment } from '../../src/shared/mintlify/deployment-schemas.ts'
import type { AgentJob, PageViewRow } from '../../src/shared/mintlify/schemas.ts'
import { BudgetSpentError, RequestBudget } from '../../src/shared/mintlify/budget.ts'
import type { GitHubContext } from '../../src/shared/github/context.ts'
import type {
  LinkCheckReport,
  LinkProblem,
  UncheckedLink,
} from '../../src/shared/link-check/check.ts'
import { getInputs } from '../../src/action/inputs.ts'
import type { Settings } from '../../src/action/registry.ts'
import { runAutomationMode } from '../../src/automation/mode.ts'
import type { AutomationDeps } from '../../src/automation/mode.ts'
import type { PreviewDeps } from '../../src/preview/deps.ts'
import { runDeployMode } from '../../src/deploy/mode.ts'
import { runPreviewMode } from '../../src/preview/mode.ts'
import { FakeClock } from '../support/fake-clock.ts'
import { FakeIssues } from '../support/fake-issues.ts'
import { FakeViewsApi } from './analytics/fake-views.ts'
import { startArtifactService, type ArtifactService } from '../fakes/artifact-service.ts'
import { useSimulator } from '../support/e2e.ts'
import { FAILED_EXPORT_ERROR } from '../sim/index.ts'
import { exportSummary } from '../../src/static-export/summary.ts'
import { inertDeps } from '../support/mode-deps.ts'
import { reportOf } from '../support/link-report.ts'
import { syncOutcome, syncSummary, type SyncFacts } from '../../src/analytics/history/report.ts'
import type { DatasetSync, SyncResult } from '../../src/analytics/history/sync.ts'

const PREVIEW_URL = 'https://acme-docs-add-webhooks-guide.mintlify.app'
const PR_LINK = 'https://github.com/acme/docs/pull/42'
const RUN_URL = 'https://github.com/acme/docs/actions/runs/1234567890/attempts/1'
const HEAD_SHA = '3f1c2a9b7e6d5c4b3a29181706f5e4d3c2b1a090'

/**
 * Every document the test renders, by name: with `RENDERING_OUT=<folder>` set, each is written
 * there as `<name>.md` after the run, so a person can open them in a browser (GitHub's styling,
 * Mermaid) and look at them as a reader would.
 */
const rendered = new Map<string, string>()
afterAll(async () => {
  const folder = process.env['RENDERING_OUT']
  if (!folder) return
  await mkdir(folder, { recursive: true })
  for (const [name, markdown] of rendered) {
    await writeFile(path.join(folder, `${name}.md`), markdown)
  }
})

type Mermaid = typeof MermaidApi
let mermaid: Mermaid | undefined

/**
 * Mermaid 11's own parser, the one GitHub draws charts with. Loading it needs a DOM (its
 * sanitizer binds to `window` on import); parsing does not, so the DOM is there only while it loads.
 * Its bundled build: the same parser, loaded in about a third of the CPU (its dependencies, d3
 * and lodash-es among them, come as a few chunks rather than a thousand modules).
 */
async function loadMermaid(): Promise<Mermaid> {
  if (mermaid) return mermaid
  const { Window } = await import('happy-dom')
  const window = new Window()
  const global = globalThis as { window?: unknown; document?: unknown }
  Object.assign(global, { window, document: window.document })
  try {
    mermaid = (await import('mermaid/dist/mermaid.esm.mjs')).default
    return mermaid
  } finally {
    delete global.window
    delete global.document
    await window.happyDOM.close()
  }
}

/** Every Mermaid block of `markdown`, parsed by Mermaid: the diagram types, in order. */
async function expectChartsParse(markdown: string): Promise<string[]> {
  const parser = await loadMermaid()
  const types: string[] = []
  for (const [, chart] of markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)) {
    const parsed = await parser.parse(chart ?? '')
    if (!parsed) throw new Error(`Mermaid did not parse:\n${chart}`)
    types.push(parsed.diagramType)
  }
  return types
}

/**
 * The HTML GitHub would draw (GFM, as github.com renders summaries and comments); each document
 * rendered once, however many checks read it.
 */
const htmlOf = new Map<string, string>()
function render(markdown: string): string {
  let drawn = htmlOf.get(markdown)
  if (drawn === undefined)
    htmlOf.set(markdown, (drawn = marked.parse(markdown, { gfm: true, async: false })))
  return drawn
}

/** What a reader sees of some HTML: its text, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The checks every rendered document passes, whatever it says. */
function expectReadable(markdown: string, name: string): string {
  rendered.set(name, markdown)
  const html = render(markdown)
  // An empty header cell: GitHub draws a blank grey bar above the table.
  expect(html).not.toMatch(/<th[^>]*>\s*<\/th>/)
  // Escapes that did not take: `https\://`, `\.` and the like shown as typed.
  // Outside code blocks, which show text exactly as it is (a prompt, a build log):
  const prose = visibleText(html.replace(/<pre>[\s\S]*?<\/pre>/g, ''))
  expect(prose).not.toMatch(/\\[!-/:-@[-`{-~]/)
  // A backtick shown as typed: a code span of the plain sentence escaped instead of drawn.
  expect(visibleText(html.replace(/<(pre|code)>[\s\S]*?<\/\1>/g, ''))).not.toContain('`')
  return html
}

/**
 * The first paragraph's URLs: each one a reader can click (inside `<a href="https://…">`) and
 * none left as text outside a link.
 */
function expectFirstSentenceLinks(markdown: string, urls: string[]): void {
  const first = /<p>([\s\S]*?)<\/p>/.exec(render(markdown))?.[1] ?? ''
  for (const url of urls) expect(first).toContain(`<a href="${url}">${url}</a>`)
  const outsideLinks = visibleText(first.replace(/<a [^>]*>[\s\S]*?<\/a>/g, ''))
  expect(outsideLinks).not.toContain('https:')
  expect(outsideLinks).not.toContain('https\\:')
}

function settingsOf<Mode extends Settings['mode']>(
  mode: Mode,
  inputs: Record<string, string>,
): Extract<Settings, { mode: Mode }> {
  const all: Record<string, string> = {
    mode,
    'api-key': 'mint_key',
    'project-id': 'acme-docs',
    'poll-interval': '200ms',
    timeout: '3s',
    ...inputs,
  }
  const { settings } = getInputs({ get: (name) => all[name] ?? '' }, new Date())
  if (settings.mode !== mode) throw new Error(`expected ${mode} settings`)
  return settings as Extract<Settings, { mode: Mode }>
}

function contextOf(eventName: string, payload: Record<string, unknown> = {}): GitHubContext {
  return {
    eventName,
    payload,
    owner: 'acme',
    repo: 'docs',
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    runId: '1234567890',
    runAttempt: 1,
    runUrl: RUN_URL,
    sha: HEAD_SHA,
  }
}

const SUCCEEDED: Deployment = {
  status: 'success',
  subdomain: 'acme-docs-add-webhooks-guide',
  commit: {
    sha: HEAD_SHA,
    ref: 'add-webhooks-guide',
    message: 'Add a guide to webhooks\n\nWith retries and signatures.',
    filesChanged: {
      added: ['guides/webhooks.mdx'],
      modified: ['docs.json', 'api-reference/introduction.mdx'],
      removed: [],
    },
  },
  author: { name: 'Ada Lovelace' },
  screenshotLight: 'https://cdn.mintlify.com/screenshots/acme-light.png',
}

/** The deploy/preview/automation deps: an API that answers at once, GitHub in memory. */
function triggerDeps(
  api: Partial<(PreviewDeps & AutomationDeps)['api']>,
  issues = new FakeIssues(),
) {
  const clock = new FakeClock()
  const summaries: string[] = []
  const deps: PreviewDeps & AutomationDeps = {
    ...inertDeps(),
    api: {
      queueDeployment: async () => ({ statusId: 'st_8c1d2e' }),
      queuePreview: async () => ({ statusId: 'st_pr42', previewUrl: PREVIEW_URL }),
      getDeploymentStatus: async () => SUCCEEDED,
      runAutomation: async () => ({ instanceId: 'run_5f2a', jobId: 'job_77b1' }),
      getJob: async () => ({ id: 'job_77b1', status: 'completed', prLink: PR_LINK }),
      ...api,
    },
    github: async () => issues,
    checkLinks: async () => reportOf(),
    clock,
    deadline: clock.now() + 3_000,
    signal: new AbortController().signal,
    setOutput: () => undefined,
    writeSummary: async (markdown) => {
      summaries.push(markdown)
    },
  }
  return { deps, summaries, issues }
}

const PULL_REQUEST_EVENT = {
  action: 'synchronize',
  number: 42,
  pull_request: {
    number: 42,
    head: { ref: 'add-webhooks-guide', sha: HEAD_SHA, repo: { full_name: 'acme/docs' } },
    base: { ref: 'main', repo: { full_name: 'acme/docs' } },
  },
}

/** Every body the preview comment showed, in order (the fake keeps only the last). */
class RecordingIssues extends FakeIssues {
  readonly bodies: string[] = []
  override async createComment(issueNumber: number, body: string) {
    this.bodies.push(body)
    return super.createComment(issueNumber, body)
  }
  override async updateComment(commentId: number, body: string) {
    this.bodies.push(body)
    return super.updateComment(commentId, body)
  }
}

/** The comment's text below its marker, as a reader sees it. */
const belowMarker = (body: string): string => body.slice(body.indexOf('\n') + 1)

describe('a sentence as a reader sees it', () => {
  it('draws the code spans the log shows with backticks, and nothing else', () => {
    const html = render(
      textWithLinks(`Wait for it with \`status-id: st_1\` at ${PREVIEW_URL} **now**.`, [
        PREVIEW_URL,
      ]),
    )
    expect(html).toBe(
      `<p>Wait for it with <code>status-id: st_1</code> at <a href="${PREVIEW_URL}">${PREVIEW_URL}</a> **now**.</p>\n`,
    )
  })

  it('an unpaired backtick from a server leaves every backtick as text', () => {
    const html = render(textWithLinks('Set `job-id: j_1`; the server said: it`s <b>down</b>', []))
    expect(html).toBe('<p>Set `job-id: j_1`; the server said: it`s &lt;b&gt;down&lt;/b&gt;</p>\n')
  })
})

describe('deploy, preview and automation as a reader sees them', () => {
  it('the deploy summary: a table with a header a reader can read', async () => {
    const { deps, summaries } = triggerDeps({})
    await runDeployMode(settingsOf('deploy', {}), deps)
    expect(summaries).toHaveLength(1)
    const html = expectReadable(summaries[0] ?? '', 'deploy-summary')
    expect(html).toContain('<th>Detail</th>')
    expect(html).toContain('<th>Value</th>')
    expect(html).toContain('<td>Status id</td>')
  })

  it('the preview comment, building and ready, and the summary: the preview URL is a link', async () => {
    const issues = new RecordingIssues()
    issues.headSha = HEAD_SHA
    issues.files = [
      { path: 'guides/webhooks.mdx', status: 'added' },
      { path: 'docs.json', status: 'modified' },
      { path: 'api-reference/introduction.mdx', status: 'modified' },
    ]
    const { deps, summaries } = triggerDeps({}, issues)
    await runPreviewMode(settingsOf('preview', { 'github-token': 'ghs_token', comment: 'true' }), {
      ...deps,
      context: contextOf('pull_request', PULL_REQUEST_EVENT),
    })
    const bodies = issues.bodies.map(belowMarker)
    const [building, ready] = [bodies[0], bodies.at(-1)]
    expect(building).toContain('The preview is building')
    // The heading says what the sentence says, not "queued" above "building".
    expect(render(building ?? '')).toContain(
      '<h3>Preview building for <code>add-webhooks-guide</code></h3>',
    )
    expect(ready).toContain('Preview ready')
    const documents = {
      'preview-comment-building': building ?? '',
      'preview-comment-ready': ready ?? '',
      'preview-summary': summaries[0] ?? '',
    }
    for (const [name, markdown] of Object.entries(documents)) {
      const html = expectReadable(markdown, name)
      expectFirstSentenceLinks(markdown, [PREVIEW_URL])
      expect(html).toContain('<th>Detail</th>')
    }
    // The pull request's pages, each linked on the preview; the configuration named apart.
    const html = render(ready ?? '')
    expect(visibleText(html)).toContain('Pages this pull request changed:')
    expect(html).toContain(`<a href="${PREVIEW_URL}/guides/webhooks">guides/webhooks.mdx</a>`)
    expect(html).toContain('<strong>Other files</strong> (1): <code>docs.json</code>')
  })

  it('the automation summary: the pull request in its first sentence is a link', async () => {
    const { deps, summaries } = triggerDeps({})
    await runAutomationMode(settingsOf('automation', { 'automation-id': 'weekly-sync' }), deps)
    const markdown = summaries[0] ?? ''
    expectReadable(markdown, 'automation-summary')
    expectFirstSentenceLinks(markdown, [PR_LINK])
    expect(render(markdown)).toContain('<td>Automation</td>')
  })

  it('a failed deploy: the summary, the build log folded away, the server text inert', async () => {
    const failed: Deployment = {
      ...SUCCEEDED,
      status: 'failure',
      summary: 'MDX error in guides/webhooks.mdx: <Card> is not closed **here**',
      logs: ['Building 42 pages', 'error: guides/webhooks.mdx:12:3 Unexpected closing tag </Card>'],
    }
    const { deps, summaries } = triggerDeps({ getDeploymentStatus: async () => failed })
    await runDeployMode(settingsOf('deploy', {}), deps)
    const html = expectReadable(summaries[0] ?? '', 'deploy-summary-failed')
    expect(html).toContain('<details><summary>Last lines of the build log</summary>')
    // The summary is said once: the verdict's sentence quotes it, so no line repeats it below.
    expect(visibleText(html).split('<Card> is not closed **here**')).toHaveLength(2)
    expect(html).not.toMatch(/<card>|<strong>here/i)
  })

  it("the preview comment when the build fails, and the post step's text should the run die", async () => {
    const issues = new RecordingIssues()
    issues.headSha = HEAD_SHA
    const failed: Deployment = { ...SUCCEEDED, status: 'failure', logs: ['error: build'] }
    const { deps, summaries } = triggerDeps({ getDeploymentStatus: async () => failed }, issues)
    // Every value saved for the post step (the last save clears it once the verdict is shown).
    const saved: string[] = []
    deps.saveState = (value) => {
      saved.push(value ? JSON.stringify(value) : '')
    }
    await runPreviewMode(settingsOf('preview', { 'github-token': 'ghs_token', comment: 'true' }), {
      ...deps,
      context: contextOf('pull_request', PULL_REQUEST_EVENT),
    })
    const failedComment = belowMarker(issues.bodies.at(-1) ?? '')
    expect(failedComment).toContain('Preview failed')
    expect(expectReadable(failedComment, 'preview-comment-failed')).toContain(
      '<details><summary>Last lines of the build log</summary>',
    )
    expectReadable(summaries[0] ?? '', 'preview-summary-failed')
    // What the post step writes when the step is killed before the verdict.
    const leftover = saved
      .map((value) => {
        try {
          return (JSON.parse(value) as { comment?: { leftoverBody?: string } }).comment
            ?.leftoverBody
        } catch {
          return undefined
        }
      })
      .find((value) => typeof value === 'string' && value.length > 0)
    expect(leftover, 'the text saved for the post step').toBeDefined()
    expectReadable(belowMarker(leftover ?? ''), 'preview-comment-stopped')
  })

  it('no preview for a fork: the summary and the comment say why, once', async () => {
    const issues = new RecordingIssues()
    const { deps, summaries } = triggerDeps({}, issues)
    const payload = {
      ...PULL_REQUEST_EVENT,
      pull_request: {
        ...PULL_REQUEST_EVENT.pull_request,
        head: { ref: 'main', sha: HEAD_SHA, repo: { full_name: 'someone/docs' } },
      },
    }
    await runPreviewMode(settingsOf('preview', { 'github-token': 'ghs_token', comment: 'true' }), {
      ...deps,
      context: contextOf('pull_request_target', payload),
    })
    expectReadable(summaries[0] ?? '', 'preview-summary-fork')
    expectReadable(belowMarker(issues.bodies.at(-1) ?? ''), 'preview-comment-fork')
    expect(render(summaries[0] ?? '')).toContain('<code>someone/docs</code>')
  })

  it('a URL that is not a safe https URL stays inert text, never a link', async () => {
    const { deps, summaries } = triggerDeps({
      getJob: async () => ({ id: 'job_77b1', status: 'completed', prLink: 'javascript:alert(1)' }),
    })
    await runAutomationMode(settingsOf('automation', { 'automation-id': 'weekly-sync' }), deps)
    const html = expectReadable(summaries[0] ?? '', 'automation-summary-unsafe-link')
    expect(html).not.toContain('href="javascript:')
    expect(visibleText(html)).toContain('with the pull request javascript:alert(1).')
  })
})

/** A broken link as a hostile page would give it: mentions, markup, pipes, a workflow command. */
function hostileBroken(i: number): LinkProblem {
  return {
    page: `${PREVIEW_URL}/guides/page-${i}`,
    link:
      i === 0
        ? '`/old`|@acme/team <img src=x> ::error::pwned [x](javascript:alert(1))'
        : `/missing-${i}#anchor`,
    status: i === 0 ? 404 : null,
    reason: i === 0 ? 'Not Found **bold** @octocat #12' : 'no element with id "anchor" on the page',
    onPreviewHost: true,
  }
}

describe("the preview's link check as a reader sees it", () => {
  async function previewWith(
    report: LinkCheckReport,
    files = ['guides/page-0.mdx'],
    setOutput: (name: string, value: string) => void = () => undefined,
  ) {
    const issues = new RecordingIssues()
    issues.headSha = HEAD_SHA
    issues.files = files.map((path) => ({ path, status: 'modified' as const }))
    const { deps, summaries } = triggerDeps({}, issues)
    deps.checkLinks = async () => report
    deps.setOutput = setOutput
    const outcome = await runPreviewMode(
      settingsOf('preview', { 'github-token': 'ghs_token', comment: 'true' }),
      { ...deps, context: contextOf('pull_request', PULL_REQUEST_EVENT) },
    )
    return {
      comment: belowMarker(issues.bodies.at(-1) ?? ''),
      summary: summaries[0] ?? '',
      outcome,
    }
  }

  it('broken links: one line, a table of 20 whose pages link to the preview, the rest in the report', async () => {
    const broken = Array.from({ length: 23 }, (_, i) => hostileBroken(i))
    const { comment, summary } = await previewWith(
      reportOf({
        checkedPages: 12,
        checkedLinks: 340,
        broken,
        notChecked: [
          { ...hostileBroken(99), onPreviewHost: false, status: 403, cause: 'inconclusive' },
        ],
      }),
    )
    for (const [name, markdown] of [
      ['preview-comment-broken-links', comment],
      ['preview-summary-broken-links', summary],
    ] as const) {
      const html = expectReadable(markdown, name)
      expect(visibleText(html)).toContain(
        'Link check (pages this pull request changed): 12 pages checked, 23 broken links, 1 link not checked (1 without a clear answer).',
      )
      expect(html).toContain('<th>Page</th>')
      expect(html).toContain('<th>Broken link</th>')
      expect(html).toContain('<th>What happened</th>')
      // 20 rows, then the count of the rest.
      const table = html.slice(html.indexOf('<th>Page</th>'))
      const rows = table.slice(0, table.indexOf('</table>')).match(/<tr>/g)
      expect(rows).toHaveLength(20)
      expect(visibleText(html)).toContain('… and 3 more in the report (check-report).')
      // The page links to the preview's page; the broken link is shown, never live.
      expect(html).toContain(`<a href="${PREVIEW_URL}/guides/page-0">/guides/page-0</a>`)
      expect(html).not.toMatch(/<img src="?x|href="javascript|<strong>bold/)
      const outsideCode = visibleText(html.replace(/<code>[\s\S]*?<\/code>/g, ''))
      expect(outsideCode).not.toMatch(/@octocat|#12|@acme/)
      expect(html).toContain(
        '<code>`/old`|@acme/team &lt;img src=x&gt; ::error::pwned [x](javascript:alert(1))</code>',
      )
      // Every link in the table goes to the preview.
      const hrefs = [...table.slice(0, table.indexOf('</table>')).matchAll(/href="([^"]*)"/g)].map(
        (m) => m[1],
      )
      expect(hrefs.length).toBe(20)
      for (const href of hrefs) expect(href!.startsWith(`${PREVIEW_URL}/`)).toBe(true)
    }
  })

  it('a pull request that renames pages and breaks a link on another: lists and check agree, nothing called removed', async () => {
    const issues = new RecordingIssues()
    issues.headSha = HEAD_SHA
    issues.files = [
      { path: 'guides/quickstart.mdx', status: 'modified' },
      { path: 'guides/setup.mdx', status: 'renamed', previousPath: 'guides/setup.md' },
      { path: 'api/index.mdx', status: 'added' },
      { path: 'api.mdx', status: 'removed' },
    ]
    const { deps } = triggerDeps({}, issues)
    const asked: string[][] = []
    deps.checkLinks = async (options) => {
      asked.push(options.pages.kind === 'paths' ? [...options.pages.paths] : ['sitemap'])
      asked.push([...options.removedPaths])
      return reportOf({
        checkedPages: 3,
        checkedLinks: 12,
        broken: [
          {
            page: `${PREVIEW_URL}/guides/quickstart`,
            link: '/guides/instal',
            status: 404,
            reason: 'Not Found',
            onPreviewHost: true,
          },
        ],
      })
    }
    await runPreviewMode(settingsOf('preview', { 'github-token': 'ghs_token', comment: 'true' }), {
      ...deps,
      context: contextOf('pull_request', PULL_REQUEST_EVENT),
    })
    // The check takes exactly the pages listed, and no page as removed.
    expect(asked).toEqual([['/guides/quickstart', '/guides/setup', '/api'], []])
    const comment = belowMarker(issues.bodies.at(-1) ?? '')
    const html = expectReadable(comment, 'preview-comment-renamed-pages')
    const seen = visibleText(html)
    expect(seen).toContain(
      'Link check (pages this pull request changed): 3 pages checked, 1 broken link.',
    )
    expect(html).toContain('<td><code>/guides/instal</code></td>')
    expect(seen).toContain('Changed (3)')
    expect(html).toContain(
      `<a href="${PREVIEW_URL}/guides/setup">guides/setup.mdx</a> (was <code>guides/setup.md</code>)`,
    )
    expect(html).toContain(
      `<a href="${PREVIEW_URL}/api">api/index.mdx</a> (was <code>api.mdx</code>)`,
    )
    expect(seen).not.toMatch(/Removed|Added|removed the page/)
  })

  it('6,000 broken links are said as 6,000 everywhere, though the report lists 5,000', async () => {
    const broken = Array.from({ length: 5_000 }, (_, i) => hostileBroken(i + 1))
    const outputs = new Map<string, string>()
    const { comment, summary, outcome } = await previewWith(
      reportOf({
        checkedPages: 3,
        checkedLinks: 2_000,
        broken,
        counts: { broken: 6_000, brokenOnPreviewHost: 6_000 },
        unlisted: { broken: 1_000, notChecked: 0 },
      }),
      undefined,
      (name, value) => outputs.set(name, value),
    )
    for (const [name, markdown] of [
      ['preview-comment-6000-broken', comment],
      ['preview-summary-6000-broken', summary],
    ] as const) {
      const text = visibleText(expectReadable(markdown, name))
      expect(text).toContain('3 pages checked, 6,000 broken links.')
      expect(text).toContain(
        '… and 5,980 more (check-report lists the first 5,000 and counts the rest).',
      )
    }
    expect(outputs.get('broken-links')).toBe('6000')
    expect(outcome.sentence).toContain('Link check: 3 pages checked, 6,000 broken links (')
  })

  it('the links not checked: one line in the comment; the summary lists them, the most telling first', async () => {
    const unchecked = (cause: UncheckedLink['cause'], link: string, reason: string) => ({
      page: '/guides/page-1',
      link,
      status: null,
      reason,
      onPreviewHost: false,
      cause,
    })
    const others = Array.from({ length: 20 }, (_, i) =>
      unchecked(
        'other-host',
        `https://github.com/acme/sdk/blob/main/file-${i}.ts`,
        'on another host, and `check-external` is false',
      ),
    )
    const notChecked: UncheckedLink[] = [
      unchecked(
        'not-web',
        'mailto:docs@acme.com',
        'not a web link: only http and https links are checked',
      ),
      ...others,
      unchecked(
        'ignored',
        'https://partner.example.com/login',
        'ignored: line 1 of `check-ignore` matches it',
      ),
      unchecked(
        'private',
        'http://169.254.169.254/',
        'never fetched: 169.254.169.254 is a private network address',
      ),
      unchecked('bound', `/guides/${'x'.repeat(300)}…`, 'longer than 2,048 characters'),
      {
        ...unchecked(
          'inconclusive',
          'https://www.linkedin.com/company/acme',
          'the site answered 999 (its answer does not tell)',
        ),
        status: 999,
      },
    ]
    const { comment, summary } = await previewWith(
      reportOf({ checkedPages: 4, checkedLinks: 120, notChecked }),
    )
    const line =
      'Link check (pages this pull request changed): 4 pages checked, no broken links, 25 links not checked (1 without a clear answer, 1 over a bound of the check, 1 on a private network, 1 ignored, 20 on other hosts, 1 not a web link).'
    const commentText = visibleText(expectReadable(comment, 'preview-comment-not-checked'))
    expect(commentText).toContain(line)
    // The comment keeps to its line.
    expect(comment).not.toContain('Not checked, and why')
    const html = expectReadable(summary, 'preview-summary-not-checked')
    expect(visibleText(html)).toContain(line)
    expect(html).toContain('<summary>Not checked, and why (25)</summary>')
    const table = html.slice(html.indexOf('<th>Not checked</th>'))
    const rows = [
      ...table.slice(0, table.indexOf('</table>')).matchAll(/<tr>([\s\S]*?)<\/tr>/g),
    ].map((m) => visibleText(m[1] ?? ''))

    expect(rows).toHaveLength(20)
    // The most telling first: what the site would not say, a bound, a private address, then
    // what the workflow chose to leave out.
    expect(rows.slice(0, 5).map((row) => row.split('\n').filter(Boolean)[2])).toEqual([
      'the site answered 999 (its answer does not tell)',
      'longer than 2,048 characters',
      'never fetched: 169.254.169.254 is a private network address',
      'ignored: line 1 of check-ignore matches it',
      'on another host, and check-external is false',
    ])
    expect(visibleText(html)).toContain('… and 5 more in the report (check-report).')
    // A link not checked is never live: only the page column links, to the preview.
    expect(table.slice(0, table.indexOf('</table>'))).not.toMatch(/href="(?!https:\/\/acme-docs)/)
  })

  it('a clean check says so in one line, and no table', async () => {
    const { comment } = await previewWith(reportOf({ checkedPages: 3, checkedLinks: 41 }))
    const html = expectReadable(comment, 'preview-comment-links-fine')
    expect(visibleText(html)).toContain(
      'Link check (pages this pull request changed): 3 pages checked, no broken links.',
    )
    expect(html).not.toContain('<th>Page</th>')
  })

  it('a check cut short says what it left unchecked', async () => {
    const { comment } = await previewWith(
      reportOf({
        checkedPages: 40,
        checkedLinks: 900,
        unfinished: { reason: "the step's `timeout` ran out", pagesLeft: 10, linksLeft: 212 },
      }),
    )
    const html = expectReadable(comment, 'preview-comment-check-unfinished')
    expect(visibleText(html)).toContain('10 pages and 212 links left unchecked.')
  })

  it('the agent: the same line, table and unchecked count in its comment as the preview comment; its summary as the preview summary', async () => {
    const job: AgentJob = { id: 'job_3b9f', status: 'completed', prLink: PR_LINK }
    const conclusion = concludeRun(
      job,
      true,
      settingsOf('agent', { prompt: 'x' }),
      contextOf('workflow_dispatch'),
    )
    if (conclusion.state !== 'completed') throw new Error('expected completed')
    const check = {
      kind: 'checked' as const,
      previewUrl: PREVIEW_URL,
      scope: 'pages this pull request changed',
      report: reportOf({
        checkedPages: 2,
        checkedLinks: 30,
        broken: Array.from({ length: 23 }, (_, i) => hostileBroken(i)),
        notChecked: [
          { ...hostileBroken(99), onPreviewHost: false, status: 403, cause: 'inconclusive' },
        ],
      }),
    }
    const preview = { url: PREVIEW_URL, state: 'ready', sentence: '', check }
    const comment = renderTrackingComment(
      { ...conclusion, preview },
      { jobId: job.id, runUrl: RUN_URL },
    )
    const summary = agentSummaryMarkdown({
      job,
      action: 'create',
      durationMs: 1_000,
      conclusion: conclusion.sentence,
      preview: { url: PREVIEW_URL, state: 'ready', check },
    })
    const previewRendered = await previewWith(check.report)
    // The table whose header holds `column`.
    const tableOf = (html: string, column: string) => {
      const header = html.indexOf(`<th>${column}</th>`)
      return header < 0
        ? ''
        : html.slice(html.lastIndexOf('<table>', header), html.indexOf('</table>', header))
    }
    const brokenTables: string[] = []
    const uncheckedTables: string[] = []
    for (const [name, markdown, isSummary] of [
      ['agent-comment-link-check', comment, false],
      ['agent-summary-link-check', summary, true],
      ['preview-comment-as-agent', previewRendered.comment, false],
      ['preview-summary-as-agent', previewRendered.summary, true],
    ] as const) {
      const html = expectReadable(markdown, name)
      expect(visibleText(html)).toContain(
        'Link check (pages this pull request changed): 2 pages checked, 23 broken links, 1 link not checked (1 without a clear answer).',
      )
      const table = tableOf(html, 'Broken link')
      expect(table.match(/<tr>/g)).toHaveLength(21)
      expect(table).toContain(`<a href="${PREVIEW_URL}/guides/page-0">/guides/page-0</a>`)
      expect(visibleText(html)).toContain('… and 3 more in the report (check-report).')
      brokenTables.push(table)
      // A comment keeps to the line; a summary lists the links not checked too.
      expect(html.includes('<summary>Not checked, and why (1)</summary>')).toBe(isSummary)
      uncheckedTables.push(tableOf(html, 'Not checked'))
    }
    // The very tables the preview shows (one renderer), within the comment's bound.
    expect(new Set(brokenTables).size).toBe(1)
    expect(uncheckedTables[0]).toBe('')
    expect(uncheckedTables[1]).toContain('/missing-99#anchor')
    expect(uncheckedTables[1]).toBe(uncheckedTables[3])
    expect(comment.length).toBeLessThanOrEqual(65_536)
  })
})

describe('the agent as a reader sees it', () => {
  const job: AgentJob = {
    id: 'job_3b9f',
    status: 'completed',
    prLink: PR_LINK,
    source: { repository: 'acme/docs', ref: 'main' },
    model: 'claude-sonnet',
  }
  const settings = settingsOf('agent', { prompt: 'Document the webhooks API' })
  const conclusion = concludeRun(job, true, settings, contextOf('workflow_dispatch'))

  it('the summary: a readable table, the pull request in its first sentence a link', () => {
    const markdown = agentSummaryMarkdown({
      job,
      action: 'create',
      durationMs: 184_000,
      conclusion: conclusion.sentence,
      commentUrl: 'https://github.com/acme/docs/issues/7#issuecomment-2011',
      preview: { url: PREVIEW_URL, state: 'ready' },
    })
    const html = expectReadable(markdown, 'agent-summary')
    expectFirstSentenceLinks(markdown, [PR_LINK])
    expect(html).toContain('<th>Detail</th>')
    expect(html).toContain(`<a href="${PREVIEW_URL}">`)
  })

  it('the tracking comment: the pull request and the preview are links', () => {
    if (conclusion.state !== 'completed')
      throw new Error(`expected completed, got ${conclusion.state}`)
    const preview = { url: PREVIEW_URL, state: 'ready', sentence: '' }
    const markdown = renderTrackingComment(
      { ...conclusion, preview },
      { jobId: job.id, runUrl: RUN_URL },
    )
    const html = expectReadable(markdown, 'agent-comment-done')
    expect(html).toContain(`<a href="${PR_LINK}">`)
    expect(html).toContain(`<a href="${PREVIEW_URL}">`)
    expect(html).toContain(`<a href="${RUN_URL}">Workflow run</a>`)
  })
})

describe("the agent's other documents as a reader sees them", () => {
  const job: AgentJob = { id: 'job_3b9f', status: 'running', prLink: null }
  const facts = { jobId: job.id, runUrl: RUN_URL }

  it('a skipped run: the summary is one readable sentence', () => {
    const markdown = agentSummaryMarkdown({
      job: undefined,
      action: 'none',
      durationMs: 0,
      conclusion: 'Nothing to do: the comment does not start with `/docs`, so no job was started.',
    })
    const html = expectReadable(markdown, 'agent-summary-skipped')
    expect(html).not.toContain('<table>')
  })

  it('the tracking comment while working, not waiting, stopped and after an error', () => {
    const requestedBy = {
      login: 'octocat',
      url: 'https://github.com/acme/docs/issues/7#issuecomment-2011',
    }
    const working = renderTrackingComment({ state: 'working' }, { ...facts, requestedBy })
    expect(expectReadable(working, 'agent-comment-working')).toContain(
      `<a href="${requestedBy.url}">request</a>`,
    )
    expectReadable(
      renderTrackingComment({ state: 'not-waiting', job, level: 'notice', sentence: '' }, facts),
      'agent-comment-not-waiting',
    )
    expectReadable(renderTrackingComment({ state: 'stopped' }, facts), 'agent-comment-stopped')
    const error = renderTrackingComment(
      {
        state: 'error',
        job,
        level: 'failure',
        sentence: 'GET /v1/agent/job_3b9f answered HTTP 502: <html>Bad gateway</html>',
      },
      facts,
    )
    const html = expectReadable(error, 'agent-comment-error')
    expect(html).toContain('&lt;html&gt;Bad gateway&lt;/html&gt;')
  })

  it("the comment on the agent's pull request: the issue it came from, the way to ask again", () => {
    const markdown = renderTrackingComment(
      { state: 'working' },
      { ...facts, pullRequest: { issue: 7 } },
    )
    const html = expectReadable(markdown, 'agent-comment-on-pull-request')
    expect(html).toContain('<code>/docs &lt;what to change&gt;</code>')
  })
})

describe('the analytics digest as a reader sees it', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rendering-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  /** Ten pages with long paths and six-digit counts, the chart's hard case. */
  const bigRow = (i: number): PageViewRow => {
    const total = Math.round(260_000 / (i + 1))
    const ai = Math.round(total * 0.37)
    return {
      path: `/api-reference/endpoints/organizations/projects/deployments/get-status-${i}`,
      human: total - ai,
      ai,
      total,
    }
  }

  /** The Mermaid bar chart's labels (decoded as Mermaid decodes them) and its axis lines. */
  function barChartOf(markdown: string) {
    const block = /```mermaid\nxychart-beta[^\n]*\n([\s\S]*?)```/.exec(markdown)
    expect(block, 'a bar chart').not.toBeNull()
    const body = block?.[1] ?? ''
    const labels = [...(/x-axis [^[]*\[(.*)\]/.exec(body)?.[1] ?? '').matchAll(/"([^"]*)"/g)].map(
      (m) => (m[1] ?? '').replace(/#(\d+);/g, (_, c: string) => String.fromCodePoint(Number(c))),
    )
    const values = (/bar \[(.*)\]/.exec(body)?.[1] ?? '').split(', ')
    const axis = /y-axis "([^"]*)" 0 --> (\S+)/.exec(body)
    return { header: block?.[0].split('\n')[1] ?? '', labels, values, axis }
  }

  it('the top pages chart: rank labels that cannot overlap, short value ticks', async () => {
    const digest = new Digest({
      projectId: 'acme-docs',
      range: { dateFrom: '2026-10-01', dateTo: '2026-11-01' },
    })
    const rows = Array.from({ length: 10 }, (_, i) => bigRow(i))
    digest.observer('views')(rows as never)
    digest.finished('views', {
      rows: rows.length,
      requests: 1,
      files: [],
      warnings: [],
      notes: [],
      trailer: {},
    })
    const markdown = digest.markdown()
    const html = expectReadable(markdown, 'analytics-digest-top-pages')
    // What was exported, as a phrase: the count, then the dataset by its `datasets` name.
    expect(html).toContain('<strong>Exported:</strong> 10 rows of <code>views</code> in 1 request')
    // Mermaid itself draws it: a parse error is what GitHub would show instead of the chart.
    expect(await expectChartsParse(markdown)).toEqual(['xychart'])
    const chart = barChartOf(markdown)
    // Horizontal: the labels are stacked, one per row, on the category axis.
    expect(chart.header).toBe('xychart-beta horizontal')
    expect(chart.labels).toEqual(Array.from({ length: 10 }, (_, i) => `#${i + 1}`))
    expect(new Set(chart.labels).size).toBe(chart.labels.length)
    // The value axis in thousands: 260000 is drawn as 260, every tick at most 3 digits.
    expect(chart.axis?.[1]).toBe('Views (thousands)')
    expect(chart.axis?.[2]).toBe('260')
    expect(chart.values.slice(0, 3)).toEqual(['260', '130', '86.67'])
    for (const value of chart.values) expect(value.length).toBeLessThanOrEqual(6)
    // The ranks are the table's `#` column, which names each path.
    expect(render(markdown)).toContain(
      '<td align="right">1</td>\n<td><code>/api-reference/endpoints/organizations/projects/deployments/get-status-0</code></td>',
    )
  })

  it('an export cut short: the partial report and the reason, readable', async () => {
    const summaries: string[] = []
    const clock = new FakeClock()
    const api = new FakeViewsApi(2_500, bigRow)
    // The client refuses the second page as it does once `max-requests` is spent.
    api.override = (call) => {
      if (call === 1) throw new BudgetSpentError('GET /v1/analytics/views', 1)
      return undefined
    }
    const outcome = await runAnalyticsMode(
      {
        ...settingsOf('analytics', {
          'date-from': '2026-10-01',
          'date-to': '2026-11-01',
          'max-requests': '1',
        }),
        outputDir: path.join(dir, 'cut-short'),
        uploadArtifact: false,
      },
      {
        ...inertDeps(),
        api,
        budget: new RequestBudget(1),
        clock,
        deadline: clock.now() + 60_000,
        signal: new AbortController().signal,
        setOutput: () => undefined,
        writeSummary: async (markdown) => {
          summaries.push(markdown)
        },
        uploadArtifact: async () => ({ id: 1 }),
      },
    )
    expect(outcome.state).toBe('failed')
    const html = expectReadable(summaries.join(''), 'analytics-summary-failed')
    expect(html).toContain('<code>max-requests</code>')
    // No file is left, so no sentence says where files stay.
    expect(visibleText(html)).toContain('No export file was left behind')
    expect(html).not.toContain('the files stay')
    expect(summaries.join('')).not.toContain(dir)
  })

  it('a range with one page viewed: a heading in the singular, and no chart of one bar', () => {
    const digest = new Digest({
      projectId: 'acme-docs',
      range: { dateFrom: '2026-10-01', dateTo: '2026-11-01' },
    })
    const rows: PageViewRow[] = [{ path: '/quickstart', human: 1, ai: 0, total: 1 }]
    digest.observer('views')(rows as never)
    digest.finished('views', {
      rows: 1,
      requests: 1,
      files: [],
      warnings: [],
      notes: [],
      trailer: {},
    })
    const markdown = digest.markdown()
    const html = expectReadable(markdown, 'analytics-digest-one-page')
    expect(html).toContain('<h3>Top page</h3>')
    expect(markdown).not.toContain('xychart')
  })

  it('the summary and report.md: the files by their names in the artifact', async () => {
    const summaries: string[] = []
    const clock = new FakeClock()
    const settings = {
      ...settingsOf('analytics', { 'date-from': '2026-10-01', 'date-to': '2026-11-01' }),
      outputDir: dir,
      artifactName: 'docs-analytics-acme-docs',
    }
    await runAnalyticsMode(settings, {
      ...inertDeps(),
      api: new FakeViewsApi(40, bigRow),
      budget: new RequestBudget(100),
      clock,
      deadline: clock.now() + 60_000,
      signal: new AbortController().signal,
      setOutput: () => undefined,
      writeSummary: async (markdown) => {
        summaries.push(markdown)
      },
      uploadArtifact: async () => ({
        id: 4242,
        url: 'https://github.com/acme/docs/actions/runs/1234567890/artifacts/4242',
      }),
    })
    const summary = summaries.join('')
    const report = await readFile(path.join(dir, 'report.md'), 'utf8')
    expectReadable(summary, 'analytics-summary')
    expectReadable(report, 'analytics-report')
    for (const markdown of [summary, report]) {
      expect(await expectChartsParse(markdown)).toEqual(['pie', 'xychart'])
    }

    const html = render(summary)
    expect(html).toContain(
      '<strong>Files</strong> in the artifact <code>docs-analytics-acme-docs</code>:',
    )
    const listed = [...html.matchAll(/<li><code>([^<]*)<\/code><\/li>/g)].map((m) => m[1])
    expect(listed).toEqual([
      'page-views-2026-10-01-2026-11-01.json',
      'page-views-2026-10-01-2026-11-01.csv',
      'report.md',
    ])
    expect(summary).not.toContain(dir)
    expect(html).toContain(
      '<a href="https://github.com/acme/docs/actions/runs/1234567890/artifacts/4242">docs-analytics-acme-docs</a>',
    )
  })
})

describe('static export as a reader sees it', () => {
  // The real mode against the simulator's Static Export API and storage host, in process on a
  // fake clock: the summary is the one a run writes.
  const ctx = useSimulator()
  // One artifact service for the file: only the first case uploads.
  let artifacts: ArtifactService
  beforeAll(async () => {
    artifacts = await startArtifactService()
    return () => artifacts.close()
  })
  const runExport = (inputs: Record<string, string>, processEnv?: Record<string, string>) =>
    ctx.runInProcess(
      {
        mode: 'static-export',
        domain: 'docs.example.com',
        'poll-interval': '200ms',
        'upload-artifact': 'false',
        ...inputs,
      },
      { clock: new FakeClock(), processEnv },
    )

  it('an exported site: the artifact is a link, the files named as the artifact holds them', async () => {
    const result = await runExport(
      { 'docs-version': '2026-11', 'upload-artifact': 'true' },
      artifacts.env,
    )
    expect(result.code).toBe(0)
    const html = expectReadable(result.summary, 'static-export-site')
    expect(html).toContain('<th>Detail</th>')
    expect(html).toContain('<td>Pages</td>\n<td>42</td>')
    const artifactUrl = result.outputs['artifact-url'] ?? ''
    expect(artifactUrl).toMatch(
      /^https:\/\/github\.com\/acme\/docs\/actions\/runs\/\d+\/artifacts\/\d+$/,
    )
    expect(html).toContain(`<a href="${artifactUrl}">static-export-docs.example.com</a>`)
    // The files by the names a reader finds them under, not the runner's temporary folder.
    expect(result.summary).not.toContain(result.runnerTemp)
    expect(visibleText(html)).toMatch(/site\/ \(output site-dir\): 7 files, 251 bytes/)
  })

  it('`wait: false`: the export id and how to download it later', async () => {
    const result = await runExport({ wait: 'false' })
    expect(result.code).toBe(0)
    const exportId = result.outputs['export-id'] ?? ''
    const html = expectReadable(result.summary, 'static-export-not-waiting')
    expect(html).toContain(`<td>Export id</td>\n<td><code>${exportId}</code></td>`)
    expect(visibleText(html)).toContain(`export-id: ${exportId}`)
  })

  it("a failed export: the API's reason as text, and what to do next", async () => {
    const result = await runExport({ domain: 'sim-failed.example.com' })
    expect(result.code).toBe(1)
    const html = expectReadable(result.summary, 'static-export-failed')
    expect(html).toContain('<h2>Static export of sim-failed.example.com failed</h2>')
    expect(visibleText(html)).toContain(FAILED_EXPORT_ERROR)
    expect(html).toContain('<blockquote>')
  })

  it('`wait: false` on an export that has failed: the reason, and no invitation to download it', async () => {
    const waited = await runExport({ domain: 'sim-failed.example.com' })
    const exportId = waited.outputs['export-id'] ?? ''
    const result = await runExport({ 'export-id': exportId, wait: 'false' })
    expect(result.code).toBe(1)
    const html = expectReadable(result.summary, 'static-export-failed-not-waiting')
    expect(html).toContain('<h2>Static export of docs.example.com failed</h2>')
    expect(visibleText(html)).toContain(`Export ${exportId} failed: ${FAILED_EXPORT_ERROR}.`)
    expect(visibleText(html)).not.toContain('did not wait')
  })

  it('`extract: false`: the archive, and no site', async () => {
    const result = await runExport({ extract: 'false' })
    expect(result.code).toBe(0)
    const html = expectReadable(result.summary, 'static-export-archive-only')
    expect(visibleText(html)).toMatch(/bundle\.tar\.gz \(output bundle-path\), \d+ bytes/)
    expect(visibleText(html)).toContain('not extracted (extract: false)')
    expect(result.summary).not.toContain(result.runnerTemp)
  })

  it('a failure that names the input to resume with: the input drawn as code', () => {
    const markdown = exportSummary({
      settings: settingsOf('static-export', { domain: 'docs.example.com' }),
      job: {
        jobId: 'se_0123456789abcdef',
        status: 'running',
        progress: 80,
        pageCount: 34,
        createdAt: '',
        updatedAt: '',
      },
      failure:
        'Timed out after 3 s waiting for export se_0123456789abcdef (last: running, 80%, 34 pages); it may still finish: raise `timeout`, or download it in a later step with `export-id: se_0123456789abcdef`.',
    })
    const html = expectReadable(markdown, 'static-export-timed-out')
    expect(html).toContain('<code>export-id: se_0123456789abcdef</code>')
  })

  it("the server's text stays text: no markup, no mention, no link from a job's fields", () => {
    const hostile = '<img src=x onerror=alert(1)> @acme/team #7 [x](https://evil.example) **b**'
    const markdown = exportSummary({
      settings: settingsOf('static-export', { domain: 'docs.example.com' }),
      job: {
        jobId: 'se_0123456789abcdef',
        status: hostile,
        progress: 40,
        pageCount: 17,
        createdAt: '',
        updatedAt: '',
      },
      failure: `Export se_0123456789abcdef failed: ${hostile}.`,
    })
    const html = expectReadable(markdown, 'static-export-hostile')
    expect(html).not.toMatch(/<img|<a |<strong>b/)
    // Inside a code span nothing is live; outside one, no mention and no issue link.
    const outsideCode = visibleText(html.replace(/<code>[\s\S]*?<\/code>/g, ''))
    expect(outsideCode).toContain('<img src=x onerror=alert(1)>')
    expect(outsideCode).not.toMatch(/@acme|#7/)
  })
})

describe('the digest of every dataset as a reader sees it', () => {
  // The real mode against the simulator's analytics routes, in process on a fake clock.
  const ctx = useSimulator({ views: { rows: 1234 } })

  it('the summary and report.md of `datasets: all` with the previous period compared', async () => {
    const result = await ctx.runInProcess(
      {
        mode: 'analytics',
        'date-from': '2026-10-01',
        'date-to': '2026-11-01',
        datasets: 'all',
        compare: 'previous',
        'upload-artifact': 'false',
      },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(0)
    const html = expectReadable(result.summary, 'analytics-summary-all-datasets')
    const files = await readdir(result.runnerTemp, { recursive: true })
    const report = files.find((file) => path.basename(file) === 'report.md')
    expect(report, 'report.md').toBeDefined()
    expectReadable(
      await readFile(path.join(result.runnerTemp, report ?? ''), 'utf8'),
      'analytics-report-all-datasets',
    )
    expect(await expectChartsParse(result.summary)).toEqual(['pie', 'xychart'])
    // The pie's legend reads its counts with separators, as the traffic table does.
    expect(result.summary).toMatch(/\n {2}"Human: \d{1,3}(,\d{3})+" : \d+\n/)
    expect(result.summary).not.toContain(result.runnerTemp)
    expect(html).toContain('<th>')
  })
})

describe("the analytics history of the branch example's with:, as a reader sees it", () => {
  // The real mode against the simulator's default site, in process on a fake clock.
  const ctx = useSimulator()

  it('the first night (a backfill the budget stops) and a caught-up night', async () => {
    const store = await mkdtemp(path.join(tmpdir(), 'history-render-'))
    const caughtUpStore = await mkdtemp(path.join(tmpdir(), 'history-render-'))
    try {
      const night = (date: string, inputs: Record<string, string> = {}) =>
        ctx.runInProcess(
          { mode: 'analytics-history', datasets: 'all', store, 'max-requests': '70', ...inputs },
          { clock: new FakeClock(Date.parse(`${date}T03:23:00Z`)) },
        )
      const first = await night('2026-10-01')
      expect(first.code).toBe(0)
      const html = expectReadable(first.summary, 'history-first-night')
      const text = visibleText(html)
      expect(text).toContain(
        'One day of every dataset asked cost 17 requests in this run, so max-requests (70) stores 4 days a run. With one new day each night, the 26 days left need 9 more nightly runs.',
      )
      expect(html).toContain('<th>The store holds</th>')
      // A caught-up night is one whose store holds every day up to the new one. Rather than read
      // the first night's 26-day backlog (most of this test's CPU; the 45 nights test takes it
      // night by night), a second store is started the night before: the feedback from the
      // first day the refresh reads again, every dataset from the days `lookback-days` reads.
      const seeded = [
        await night('2026-10-01', {
          store: caughtUpStore,
          datasets: 'feedback',
          'date-from': '2026-09-02',
          'max-requests': '1000',
        }),
        await night('2026-10-01', { store: caughtUpStore, 'date-from': '2026-09-29' }),
      ]
      for (const run of seeded) expect(run.outputs['backlog-days']).toBe('0')
      const caughtUp = await night('2026-10-02', { store: caughtUpStore })
      const later = visibleText(expectReadable(caughtUp.summary, 'history-caught-up'))
      expect(later).toContain('The store is caught up: a night now loads 3 days')
      expect(later).toContain('Feedback refresh: the items created 2026-09-02 to 2026-10-02')
    } finally {
      await rm(store, { recursive: true, force: true })
      await rm(caughtUpStore, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the analytics history as a reader sees it', () => {
  const facts: SyncFacts = {
    store: 'Parquet folder /home/runner/work/docs/docs/docs-analytics',
    dateTo: '2026-11-21',
    maxRequests: 70,
    lookbackDays: 3,
    timeoutMs: 1_800_000,
    requests: 68,
  }
  const dataset = (name: DatasetSync['name'], table: DatasetSync['table']): DatasetSync => ({
    name,
    table,
    before: undefined,
    range: { first: '2026-10-22', last: '2026-10-25' },
    days: 4,
    rereads: 0,
    rows: 12_345,
    lastCost: 5,
    capped: [],
  })
  const emptyPlan = { newDays: [], olderDays: [], rereads: [] }

  it('a backfill night stopped by the budget: what a day costs, the days a run stores and the runs left, in sentences', () => {
    const result: SyncResult = {
      datasets: [
        dataset('views', 'page_views'),
        { ...dataset('feedback-by-page', 'feedback_by_page'), capped: ['2026-10-23'] },
      ],
      plan: emptyPlan,
      rows: 24_690,
      days: 4,
      rereads: 0,
      dayCost: 17,
      backlog: 26,
      refreshLeft: false,
      stop: { kind: 'budget', piece: 'new', day: '2026-10-26' },
      repeated: [
        { day: '2026-10-23', dataset: 'views', key: 'path "<img src=x onerror=alert(1)> | `x`"' },
      ],
    }
    const outcome = syncOutcome(result, facts)
    expect(outcome.level).toBe('notice')
    const html = expectReadable(syncSummary(result, outcome, facts), 'history-backfill-night')
    expect(html).toContain('<h2>Docs analytics history</h2>')
    expect(html).toContain('<th>Dataset</th>')
    expect(html).not.toContain('<img')
    const text = visibleText(html)
    expect(text).toContain(
      'One day of every dataset asked cost 17 requests in this run, so max-requests (70) stores 4 days a run. With one new day each night, the 26 days left need 9 more nightly runs.',
    )
    expect(text).toContain('2026-10-22 to 2026-10-25')
    expect(text).toContain(
      "the API serves a day's top 100 pages only, and had more on 1 day: 2026-10-23.",
    )
    expect(text).toContain('2026-10-23, views: path "<img src=x onerror=alert(1)> | `x`"')
    expect(text).toContain(
      'Stopped before max-requests (70) at a whole day: stored 4 days (24,690 rows) in 68 requests; the store holds every dataset asked through 2026-10-25; left for the next run: 26 days to load before 2026-11-21.',
    )
  })

  it('a caught-up night: the new day, the refresh and the lookback', () => {
    const result: SyncResult = {
      datasets: [{ ...dataset('feedback', 'feedback'), days: 1, rereads: 2 }],
      plan: emptyPlan,
      rows: 310,
      days: 1,
      rereads: 2,
      dayCost: 17,
      refresh: {
        from: '2026-10-22',
        to: '2026-11-21',
        requests: 3,
        items: 252,
        skipped: 0,
        done: true,
      },
      backlog: 0,
      refreshLeft: false,
      repeated: [],
    }
    const outcome = syncOutcome(result, { ...facts, requests: 54 })
    const html = expectReadable(
      syncSummary(result, outcome, { ...facts, requests: 54 }),
      'history-caught-up-night',
    )
    const text = visibleText(html)
    expect(text).toContain(
      'The store is caught up: a night now loads 3 days (lookback-days, the new day included), about 51 requests, plus the feedback refresh (3 requests this run).',
    )
    expect(text).toContain(
      'Feedback refresh: the items created 2026-10-22 to 2026-11-21 (end excluded) read again: 252 items in 3 requests.',
    )
    expect(outcome.sentence).toBe(
      'Synced the Parquet folder /home/runner/work/docs/docs/docs-analytics: stored 1 day, read 2 days again and refreshed 252 feedback items (310 rows) in 54 requests; the store holds every dataset asked through 2026-10-25.',
    )
  })

  it('a budget that can never catch up: a warning that says what to raise it to', () => {
    const result: SyncResult = {
      datasets: [dataset('views', 'page_views')],
      plan: emptyPlan,
      rows: 100,
      days: 1,
      rereads: 0,
      dayCost: 40,
      backlog: 29,
      refreshLeft: false,
      stop: { kind: 'budget', piece: 'new', day: '2026-10-26' },
      repeated: [],
    }
    const outcome = syncOutcome(result, facts)
    expect(outcome.level).toBe('warning')
    const html = expectReadable(syncSummary(result, outcome, facts), 'history-never-catches-up')
    expect(html).toContain('[!WARNING]')
    expect(visibleText(html)).toContain(
      'At 40 requests a day, max-requests (70) stores no more than the one new day each night brings, so the store never catches up: raise it to at least 80 (docs/analytics.md has the sizing rule).',
    )
  })

  it('a budget that cannot hold one day: the failure names what a day costs at least', () => {
    const result: SyncResult = {
      datasets: [{ ...dataset('views', 'page_views'), range: undefined, days: 0, rows: 0 }],
      plan: emptyPlan,
      rows: 0,
      days: 0,
      rereads: 0,
      backlog: 30,
      refreshLeft: false,
      stop: {
        kind: 'budget',
        piece: 'new',
        day: '2026-10-22',
        lost: { spent: 10, whole: true },
      },
      repeated: [],
    }
    const small = { ...facts, maxRequests: 10, requests: 10 }
    const outcome = syncOutcome(result, small)
    expect(outcome.level).toBe('failure')
    expect(outcome.sentence).toBe(
      '`max-requests` (10) cannot hold one day of these datasets: 2026-10-22 took all 10 requests and was not whole, so a day costs at least 11 requests; raise `max-requests` (docs/analytics.md has the sizing rule). Nothing was stored.',
    )
    const html = expectReadable(syncSummary(result, outcome, small), 'history-budget-too-small')
    expect(visibleText(html)).toContain(
      'One day of every dataset asked costs at least 11 requests: more than max-requests (10).',
    )
  })

  it('a failed day: the caution names the dataset, the day and why', () => {
    const result: SyncResult = {
      datasets: [dataset('searches', 'searches')],
      plan: emptyPlan,
      rows: 100,
      days: 1,
      rereads: 0,
      backlog: 26,
      refreshLeft: false,
      stop: {
        kind: 'failed',
        piece: 'new',
        day: '2026-10-26',
        dataset: 'searches',
        error: new Error('column `hits` of searches takes whole numbers, got 1.5'),
      },
      repeated: [],
    }
    const outcome = syncOutcome(result, facts)
    expect(outcome.level).toBe('failure')
    const html = expectReadable(syncSummary(result, outcome, facts), 'history-failed')
    expect(html).toContain('<h2>Docs analytics history failed</h2>')
    expect(visibleText(html)).toContain(
      'Loading searches of 2026-10-26 failed: column hits of searches takes whole numbers, got 1.5. The day was not stored and its range did not move',
    )
  })
})
