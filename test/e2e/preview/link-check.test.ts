/**
 * The preview's link check, end to end: the bundle (or its wiring in process) against the API
 * simulator, the GitHub fake and a local HTTPS preview site whose pages a pull request changed,
 * trusted through NODE_EXTRA_CA_CERTS as a runner would trust a real certificate. A canary on
 * another loopback port stands for a private address: it must never see a request.
 *
 * What a reader sees: the preview comment names the page and the broken link in the same run, a
 * clean one says so in one line; `check: all` reads the sitemap, `check: off` fetches nothing, a
 * resumed run says it did not check; `fail-on-broken` fails the step after the comment; the
 * commit status and the deployment, with and without the permission, and after a killed run.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { faults } from '../../fakes/github-api.ts'
import { errorsOf, noticesOf, useSimulator, warningsOf } from '../../support/e2e.ts'
import { systemClock } from '../../../src/shared/clock.ts'
import { eventRunner, pullRequestEvent, useGitHub } from '../../support/issue-fixtures.ts'
import {
  FIXTURE_PAGE,
  fixtureExpected,
  fixtureRoutes,
  startCanary,
  startPreviewSite,
  type Canary,
  type PreviewSite,
  type Route,
} from '../../support/preview-site.ts'
import { signalWhen } from '../../support/run-action.ts'
import { TLS_CA_FILE } from '../../support/tls-front.ts'

const PR = 7
const BRANCH = 'docs/new-quickstart'
const HEAD = 'c'.repeat(40)

// The test certificate, trusted here as NODE_EXTRA_CA_CERTS makes a spawned run trust it.
const defaultCAs = getCACertificates('default')
beforeAll(() => setDefaultCACertificates([...defaultCAs, readFileSync(TLS_CA_FILE, 'utf8')]))
afterAll(() => setDefaultCACertificates(defaultCAs))

/** The simulator answers the preview of a branch with the local site's URL (set by `serve`). */
const previewUrls: Record<string, string> = {}
// The preview is built at once: the check, not the wait for the build, is what these runs show
// (on the real clock, each of the default script's polls would take real time).
const ctx = useSimulator({ previewUrls, previewScripts: { [BRANCH]: [{ status: 'success' }] } })
const gh = useGitHub({ pullRequests: [PR] })
const spawned = eventRunner(ctx, gh, 'spawned')
const inProcess = eventRunner(ctx, gh, 'in-process')
const INPUTS = { mode: 'preview', 'poll-interval': '100ms' }
const TRUSTED = { env: { NODE_EXTRA_CA_CERTS: TLS_CA_FILE } }
/** In process on the real clock: the check's requests are real, and so are their time bounds. */
const REAL = { clock: systemClock }

let site: PreviewSite | undefined
let canary: Canary
beforeEach(async () => {
  canary = await startCanary()
})
afterEach(async () => {
  await site?.close()
  site = undefined
  await canary.close()
})

/** Serves `routes` as the preview of BRANCH (and of the branch that never finishes building). */
async function serve(routes: Record<string, Route>): Promise<PreviewSite> {
  site = await startPreviewSite({ routes })
  previewUrls[BRANCH] = site.url
  previewUrls['docs/sim-never-ends'] = site.url
  return site
}

/** The fixture site: its changed page holds every kind of link, two of its pages were removed. */
async function breakLinks(): Promise<PreviewSite> {
  gh.api.setPullRequestFiles(PR, [
    { filename: 'guides/quickstart.mdx', status: 'modified' },
    { filename: 'guides/removed.mdx', status: 'removed' },
    { filename: 'guides/moved.mdx', status: 'removed' },
    { filename: 'images/logo.png', status: 'added' },
  ])
  return serve(fixtureRoutes(canary.origin))
}

const theComment = () => [...gh.api.comments.values()][0]?.body ?? ''
/** A link as the comment shows it: inert code. */
const shown = (link: string) => `\`${link}\``
/** A page holding only `content` (no navigation, styles or scripts to check). */
const page = (content: string): Route => ({
  html: `<!DOCTYPE html><html><body>${content}</body></html>`,
})

interface Report {
  counts: { broken: number; notChecked: number; notCheckedBy: Record<string, number> }
  broken: { page: string; link: string; status: number | null }[]
  notChecked: { link: string; cause: string; reason: string }[]
  unlisted?: { broken: number; notChecked: number }
  droppedPatterns?: { line: number; pattern: string }[]
}

describe('preview: the link check of the changed pages', () => {
  it('a pull request that breaks links gets a comment naming the page and each link, in the same run', async () => {
    const served = await breakLinks()
    const expected = fixtureExpected(canary.origin)
    // Spawned: the bundle checks the links, trusting the preview's certificate through
    // NODE_EXTRA_CA_CERTS as a runner's process does; the other cases run its wiring in process.
    const result = await spawned(pullRequestEvent(), INPUTS, TRUSTED)
    expect(result.code).toBe(0)
    const comment = theComment()
    expect(comment).toContain('Preview ready')
    expect(comment).toContain(
      `**Link check** (pages this pull request changed): 1 page checked, **${expected.broken.length} broken links**, ${expected.notChecked.length} links not checked \\(5 on private networks, 1 on another host, 3 not web links\\).`,
    )
    // The summary lists each link not checked, with why; the comment keeps to its line.
    expect(result.summary).toContain(
      `<details><summary>Not checked, and why (${expected.notChecked.length})</summary>`,
    )
    expect(result.summary).toContain('| `mailto:docs@example.com` | not a web link')
    expect(comment).not.toContain('Not checked, and why')
    expect(comment).toContain(`[${FIXTURE_PAGE}](${served.url}${FIXTURE_PAGE})`)
    for (const { link } of expected.broken) expect(comment).toContain(shown(link))
    expect(result.summary).toContain('| Page | Broken link | What happened |')
    expect(result.outputs).toMatchObject({
      'checked-pages': '1',
      'broken-links': String(expected.broken.length),
    })
    const file = result.outputs['check-report'] ?? ''
    expect(file.startsWith(result.runnerTemp)).toBe(true)
    const report = JSON.parse(await readFile(file, 'utf8')) as Report
    expect(report.broken.map(({ link, status }) => ({ link, status }))).toEqual(expected.broken)
    expect(report.notChecked.map((p) => p.link)).toEqual(expected.notChecked.map((p) => p.link))
    expect(report.counts).toMatchObject({
      broken: expected.broken.length,
      notChecked: expected.notChecked.length,
    })
    // Private addresses are reported as not checked, and never fetched.
    expect(canary.requests).toEqual([])
    // Each URL once.
    const paths = served.requests.map((r) => r.path)
    expect(paths.filter((p) => p === '/guides/install')).toHaveLength(1)
    // Reported in the step's notice; broken links do not fail the step by default.
    expect(errorsOf(result)).toEqual([])
    expect(noticesOf(result)).toEqual([
      expect.stringMatching(
        new RegExp(`Link check: 1 page checked, ${expected.broken.length} broken links`),
      ),
    ])
    // Listed in the log, one a line, each prefixed: the broken links, then those not checked.
    expect(result.stdout).toContain(
      `│ broken on ${FIXTURE_PAGE}: /guides/missing (the preview answered 404)`,
    )
    expect(result.stdout).toContain(
      `│ not checked on ${FIXTURE_PAGE}: https://example.com/elsewhere (on another host, and \`check-external\` is false)`,
    )
  })

  it('a clean pull request says so in one line', async () => {
    gh.api.setPullRequestFiles(PR, [{ filename: 'guides/quickstart.mdx', status: 'modified' }])
    await serve({
      [FIXTURE_PAGE]: page('<a href="/guides/install#configure">Configure</a>'),
      '/guides/install': page('<h2 id="configure">Configure</h2>'),
    })
    const result = await inProcess(pullRequestEvent(), INPUTS, REAL)
    expect(result.code).toBe(0)
    expect(theComment()).toContain(
      '**Link check** (pages this pull request changed): 1 page checked, no broken links.\n',
    )
    expect(theComment()).not.toContain('| Page |')
    expect(result.outputs).toMatchObject({ 'checked-pages': '1', 'broken-links': '0' })
  })

  it('a link to a removed page is broken, unless the preview redirects it to a page that answers', async () => {
    gh.api.setPullRequestFiles(PR, [
      { filename: 'guides/quickstart.mdx', status: 'modified' },
      { filename: 'guides/old-page.mdx', status: 'removed' },
      { filename: 'guides/moved.mdx', status: 'renamed', previous_filename: 'guides/before.mdx' },
    ])
    await serve({
      [FIXTURE_PAGE]: page(
        '<a href="/guides/old-page">Old</a> <a href="/guides/before">Before</a>',
      ),
      '/guides/old-page': page('<p>A stale copy.</p>'),
      '/guides/moved': page('<p>Moved here.</p>'),
      '/guides/before': { redirect: '/guides/moved', status: 308 },
    })
    const result = await inProcess(pullRequestEvent(), INPUTS, REAL)
    expect(result.outputs['broken-links']).toBe('1')
    expect(theComment()).toContain(shown('/guides/old-page'))
    expect(theComment()).not.toContain(shown('/guides/before'))
  })

  it('check-ignore: a known link is ignored in one line of the workflow, and the step passes under fail-on-broken', async () => {
    gh.api.setPullRequestFiles(PR, [{ filename: 'guides/quickstart.mdx', status: 'modified' }])
    const served = await serve({
      [FIXTURE_PAGE]: page(
        '<a href="/guides/next-week">Ships next week</a> <a href="/guides/install">Install</a>',
      ),
      '/guides/install': page('<p>Install.</p>'),
    })
    const result = await inProcess(
      pullRequestEvent(),
      { ...INPUTS, 'fail-on-broken': 'true', 'check-ignore': '/guides/next-week$' },
      REAL,
    )
    expect(result.code).toBe(0)
    expect(result.outputs['broken-links']).toBe('0')
    expect(served.requests.map((r) => r.path)).not.toContain('/guides/next-week')
    expect(theComment()).toContain(
      '1 page checked, no broken links, 1 link not checked \\(1 ignored\\).',
    )
    expect(result.summary).toContain(
      '| `/guides/next-week` | ignored\\: line 1 of `check-ignore` matches it |',
    )
  })

  it('check-ignore: a pattern that does not compile is refused before any request, naming the input and the line', async () => {
    const result = await inProcess(
      pullRequestEvent(),
      { ...INPUTS, 'check-ignore': '^https://partner\\.example\\.com/\n/guides/(next-week' },
      REAL,
    )
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /^Input `check-ignore` line 2 must be a regular expression .*Unterminated group\.$/,
      ),
    ])
    expect(ctx.sim.requests).toEqual([])
    expect(gh.api.requests).toEqual([])
  })

  it('check-ignore: a catastrophic pattern is dropped with one warning; the step ends well within its timeout', async () => {
    gh.api.setPullRequestFiles(PR, [{ filename: 'guides/quickstart.mdx', status: 'modified' }])
    const long = (n: number) => `/guides/${'a'.repeat(2_000)}${n}!`
    await serve({
      [FIXTURE_PAGE]: page(
        Array.from({ length: 10 }, (_, n) => `<a href="${long(n)}">x</a>`).join(' '),
      ),
    })
    const started = Date.now()
    const result = await inProcess(
      pullRequestEvent(),
      { ...INPUTS, 'check-ignore': '(a+)+$', timeout: '60s' },
      REAL,
    )
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(result.code).toBe(0)
    expect(warningsOf(result)).toEqual([
      expect.stringMatching(
        /^`check-ignore` line 1 \(\(a\+\)\+\$\) ran longer than 100 ms on one link's URL and was dropped for the rest of the check/,
      ),
    ])
    const report = JSON.parse(
      await readFile(result.outputs['check-report'] ?? '', 'utf8'),
    ) as Report
    expect(report.droppedPatterns).toEqual([{ line: 1, pattern: '(a+)+$' }])
    // The links it would have run on were checked: the preview does not serve them.
    expect(result.outputs['broken-links']).toBe('10')
  })

  it('past 5,000 problems the outputs and the comment still count every broken link', async () => {
    // The red team's repro: 6,000 broken links (three pages, 2,000 links each to a missing
    // page's anchors: one request) were said as 5,000.
    const files = ['a', 'b', 'c'].map((name) => ({
      filename: `guides/${name}.mdx`,
      status: 'modified' as const,
    }))
    gh.api.setPullRequestFiles(PR, files)
    const links = Array.from({ length: 2_000 }, (_, i) => `<a href="/gone#s${i}">${i}</a>`)
    await serve({
      '/guides/a': page(links.join('')),
      '/guides/b': page(links.join('')),
      '/guides/c': page(links.join('')),
    })
    const result = await inProcess(pullRequestEvent(), INPUTS, REAL)
    expect(result.outputs['broken-links']).toBe('6000')
    expect(theComment()).toContain('3 pages checked, **6,000 broken links**')
    expect(result.summary).toContain('3 pages checked, **6,000 broken links**')
    expect(theComment()).toContain(
      '… and 5,980 more (`check-report` lists the first 5,000 and counts the rest).',
    )
    const report = JSON.parse(
      await readFile(result.outputs['check-report'] ?? '', 'utf8'),
    ) as Report
    expect(report.counts.broken).toBe(6_000)
    expect(report.broken).toHaveLength(5_000)
    expect(report.unlisted).toEqual({ broken: 1_000, notChecked: 0 })
    expect(result.stdout).toContain('│ … and 5,900 more in the report.')
  })

  it('check: all checks every page of the sitemap, mapped onto the preview; a link to a page the pull request removed is broken', async () => {
    gh.api.setPullRequestFiles(PR, [{ filename: 'guides/old.mdx', status: 'removed' }])
    await serve({
      '/sitemap.xml': {
        status: 200,
        type: 'application/xml',
        body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <url><loc>https://docs.acme.com/</loc></url>
          <url><loc>https://docs.acme.com/guides/install</loc></url></urlset>`,
      },
      '/': page('<a href="/guides/install">Install</a> <a href="/guides/old">Old</a>'),
      '/guides/install': page('<a href="/gone">Gone</a>'),
      '/guides/old': page('<p>A stale copy.</p>'),
    })
    const result = await inProcess(pullRequestEvent(), { ...INPUTS, check: 'all' }, REAL)
    expect(result.outputs).toMatchObject({ 'checked-pages': '2', 'broken-links': '2' })
    expect(theComment()).toContain('**Link check** (every page of the sitemap)')
    expect(theComment()).toContain(shown('/gone'))
    expect(theComment()).toMatch(/`\/guides\/old` \| this change removed the page/)
    expect(gh.api.requests.filter((r) => r.path.endsWith('/files'))).toHaveLength(1)
  })

  it('check: off fetches nothing and sets no check output', async () => {
    const served = await breakLinks()
    const result = await inProcess(pullRequestEvent(), { ...INPUTS, check: 'off' }, REAL)
    expect(result.code).toBe(0)
    expect(served.requests).toEqual([])
    expect(result.outputs['checked-pages']).toBeUndefined()
    expect(theComment()).not.toContain('Link')
  })

  it("without leave to list the pull request's files, checks the pages the preview's commit changed", async () => {
    gh.api.fault(faults.noPullRequestFiles())
    await serve({ [FIXTURE_PAGE]: page('<a href="/nowhere">x</a>') })
    const result = await inProcess(pullRequestEvent(), INPUTS, REAL)
    // The simulator's commit changed docs.json too: every page of the sitemap.
    expect(theComment()).toMatch(
      /every page of the sitemap\\: the preview's commit changed docs\\\.json, the site's configuration/,
    )
    // The comment's lists come from the same commit as the check.
    expect(theComment()).toContain("Pages the preview's commit changed")
    expect(warningsOf(result)).toEqual([])
    expect(result.stdout).toMatch(
      /Listing the files of pull request #7 \(page 1\) failed: HTTP 403.*instead/,
    )
  })

  it('with fail-on-broken, a broken link fails the step, after the comment names it', async () => {
    await breakLinks()
    const result = await inProcess(
      pullRequestEvent(),
      { ...INPUTS, 'fail-on-broken': 'true' },
      REAL,
    )
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /broken links.*The step fails: \d+ links on the preview's own pages are broken and `fail-on-broken` is true\.$/,
      ),
    ])
    expect(theComment()).toContain(shown('/guides/missing'))
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /)
  })

  it('a run that resumes a status-id has no preview URL: a notice says the links were not checked', async () => {
    const served = await breakLinks()
    const first = await inProcess(pullRequestEvent(), {
      ...INPUTS,
      wait: 'false',
      comment: 'false',
    })
    const statusId = first.outputs['status-id'] ?? ''
    const result = await inProcess(pullRequestEvent(), { ...INPUTS, 'status-id': statusId }, REAL)
    expect(result.code).toBe(0)
    expect(noticesOf(result)).toEqual([
      expect.stringMatching(
        /Links not checked: this run waited for an existing preview \(`status-id`\)/,
      ),
    ])
    expect(theComment()).toContain('**Links not checked:**')
    expect(served.requests).toEqual([])
  })
})

describe("preview: a page renamed without changing its address (the red team's repro)", () => {
  const inputs = { ...INPUTS, 'fail-on-broken': 'true', 'commit-status': 'true' }

  /**
   * `guides/setup.md` -> `guides/setup.mdx` (GitHub: renamed) and `api.mdx` -> `api/index.mdx`
   * (GitHub: one removed, one added), and a page linking to both; `extra` is more of that page.
   */
  async function renamePages(extra = ''): Promise<PreviewSite> {
    gh.api.setPullRequestFiles(PR, [
      { filename: 'guides/quickstart.mdx', status: 'modified' },
      { filename: 'guides/setup.mdx', status: 'renamed', previous_filename: 'guides/setup.md' },
      { filename: 'api/index.mdx', status: 'added' },
      { filename: 'api.mdx', status: 'removed' },
    ])
    return serve({
      [FIXTURE_PAGE]: page(`<a href="/guides/setup">Setup</a> <a href="/api">API</a>${extra}`),
      '/guides/setup': page('<p>Set up.</p>'),
      '/api': page('<p>The API.</p>'),
    })
  }

  it('no link to the renamed pages is broken: the step passes under fail-on-broken, the status is success', async () => {
    await renamePages()
    const result = await inProcess(pullRequestEvent(), inputs, REAL)
    expect(result.code).toBe(0)
    expect(errorsOf(result)).toEqual([])
    expect(result.outputs).toMatchObject({ 'checked-pages': '3', 'broken-links': '0' })
    expect(gh.api.statuses.map((s) => s.state)).toEqual(['pending', 'success'])
    const comment = theComment()
    expect(comment).toContain(
      '**Link check** (pages this pull request changed): 3 pages checked, no broken links.',
    )
    expect(comment).not.toMatch(/removed/i)
  })

  it('with a broken link on another page: one comment whose lists and check agree, naming the link', async () => {
    const served = await renamePages(' <a href="/guides/instal">Install</a>')
    // In process: the lists and the check agreeing are the subject. A failed step's exit code
    // comes from the one place that ends every step (preview.test.ts's spawned runs show it).
    const result = await inProcess(pullRequestEvent(), inputs, REAL)
    // The one real broken link fails the step, as fail-on-broken asks.
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /1 broken link \(.*\/guides\/quickstart links to \/guides\/instal: the preview answered 404\)/,
      ),
    ])
    expect(gh.api.comments.size).toBe(1)
    const comment = theComment()
    expect(comment).toContain(
      '**Link check** (pages this pull request changed): 3 pages checked, **1 broken link**.',
    )
    expect(comment).toContain(`| ${shown('/guides/instal')} |`)
    // The lists are the pages checked: three changed, none added or removed.
    expect(comment).toContain('Pages this pull request changed')
    expect(comment).toContain('**Changed** (3)')
    expect(comment).toContain(
      `- [guides/setup\\.mdx](${served.url}/guides/setup) (was \`guides/setup.md\`)`,
    )
    expect(comment).toContain(`- [api/index\\.mdx](${served.url}/api) (was \`api.mdx\`)`)
    expect(comment).not.toMatch(/\*\*(Added|Removed)\*\*|removed the page/)
    expect(gh.api.statuses.map((s) => s.state)).toEqual(['pending', 'failure'])
    expect(gh.api.statuses[1]?.description).toBe('Preview ready; 1 broken link on its pages.')
  })
})

describe("preview: GitHub's commit status and deployment", () => {
  const surfaces = { ...INPUTS, 'commit-status': 'true', 'github-deployment': 'true' }
  /** The changed page with two broken links: the verdict, not each kind of link, is the subject. */
  const twoBrokenLinks = (): Promise<PreviewSite> => {
    gh.api.setPullRequestFiles(PR, [{ filename: 'guides/quickstart.mdx', status: 'modified' }])
    return serve({
      [FIXTURE_PAGE]: page('<a href="/gone">Gone</a> <a href="/missing">Missing</a>'),
    })
  }

  it('pending, then failure for a broken link, on the head commit; one deployment per commit', async () => {
    const served = await twoBrokenLinks()
    for (let run = 0; run < 2; run++) {
      const result = await inProcess(pullRequestEvent(), surfaces, REAL)
      expect(result.code).toBe(0)
      expect(warningsOf(result)).toEqual([])
    }
    expect(gh.api.statuses.map((s) => [s.sha, s.state, s.context])).toEqual([
      [HEAD, 'pending', 'Mintlify preview'],
      [HEAD, 'failure', 'Mintlify preview'],
      [HEAD, 'pending', 'Mintlify preview'],
      [HEAD, 'failure', 'Mintlify preview'],
    ])
    expect(gh.api.statuses[1]).toMatchObject({
      target_url: served.url,
      description: 'Preview ready; 2 broken links on its pages.',
    })
    expect(gh.api.deployments).toHaveLength(1)
    const [deployment] = gh.api.deployments
    expect(deployment!.request).toMatchObject({
      ref: HEAD,
      environment: 'docs-preview',
      required_contexts: [],
      auto_merge: false,
      transient_environment: true,
    })
    expect(deployment!.statuses.map((s) => s.state)).toEqual([
      'in_progress',
      'failure',
      'in_progress',
      'failure',
    ])
    expect(deployment!.statuses.every((s) => s.auto_inactive === false)).toBe(true)
    expect(deployment!.statuses[1]!.environment_url).toBe(served.url)
  })

  it('success when the links are fine', async () => {
    gh.api.setPullRequestFiles(PR, [{ filename: 'guides/quickstart.mdx', status: 'modified' }])
    const served = await serve({ [FIXTURE_PAGE]: page('<p>Fine.</p>') })
    await inProcess(pullRequestEvent(), surfaces, REAL)
    expect(gh.api.statuses.map((s) => s.state)).toEqual(['pending', 'success'])
    expect(gh.api.deployments[0]!.statuses.at(-1)).toMatchObject({
      state: 'success',
      environment_url: served.url,
    })
  })

  it('without the permissions: one warning each, never a failure', async () => {
    await twoBrokenLinks()
    gh.api.fault(faults.noStatusPermission())
    gh.api.fault(faults.noDeploymentPermission())
    const result = await inProcess(pullRequestEvent(), surfaces, REAL)
    expect(result.code).toBe(0)
    expect(warningsOf(result)).toEqual([
      expect.stringMatching(/HTTP 403.*`permissions: statuses: write`/),
      expect.stringMatching(/HTTP 403.*`permissions: deployments: write`/),
    ])
    expect(theComment()).toContain('**Link check**')
  })

  it("a killed run's post step sets the pending status and deployment to error", async () => {
    await serve({})
    const event = pullRequestEvent({ branch: 'docs/sim-never-ends' })
    const killed = await spawned(event, surfaces, {
      ...TRUSTED,
      onStdoutLine: signalWhen(/^Preview \w+: in_progress after/, 'SIGKILL'),
    })
    expect(killed.signal).toBe('SIGKILL')
    expect(gh.api.statuses.map((s) => s.state)).toEqual(['pending'])
    // The post step in process (what it sets is the subject; preview.test.ts spawns one).
    const after = await inProcess(event, surfaces, { post: true, state: killed.state })
    expect(after.code).toBe(0)
    expect(gh.api.statuses.map((s) => s.state)).toEqual(['pending', 'error'])
    expect(gh.api.deployments[0]!.statuses.map((s) => s.state)).toEqual(['in_progress', 'error'])
    expect(ctx.sim.requests.filter((r) => r.route === 'preview')).toHaveLength(1)
  })
})
