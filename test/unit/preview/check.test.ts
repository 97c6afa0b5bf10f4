/**
 * Preview mode's link check and GitHub surfaces against fakes of its own seams (the checker, an
 * in-memory pull request, an injected clock): which pages are asked for and from where, what the
 * comment, the summary, the outputs and the report say, `fail-on-broken`, a resumed run, and the
 * commit status and deployment. The checker itself and the bundle run end to end in
 * test/e2e/preview/link-check.test.ts.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { docsRoot } from '../../../src/shared/deployment/changes.ts'
import type { GitHubContext } from '../../../src/shared/github/context.ts'
import type { LinkCheckReport } from '../../../src/shared/link-check/check.ts'
import type { PreviewSettings } from '../../../src/preview/inputs.ts'
import { runPreviewMode } from '../../../src/preview/mode.ts'
import { httpError } from '../../support/fake-issues.ts'
import { COMMON, fakeTriggerDeps } from '../../support/fake-trigger-deps.ts'
import { reportOf } from '../../support/link-report.ts'

const HEAD = 'a'.repeat(40)
const PREVIEW = 'https://acme-feature-x.mintlify.app'

async function settingsWith(check: Partial<PreviewSettings['previewCheck']> = {}) {
  return {
    ...COMMON,
    mode: 'preview' as const,
    statusId: '',
    branch: '',
    comment: 'auto' as const,
    githubToken: 'ghs_token',
    previewCheck: {
      check: 'changed' as const,
      checkExternal: false,
      checkIgnore: [],
      failOnBroken: false,
      commitStatus: false,
      githubDeployment: false,
      checkReportDir: await mkdtemp(path.join(tmpdir(), 'check-report-')),
      ...check,
    },
  }
}

function pullRequest(workspace?: string): GitHubContext {
  return {
    eventName: 'pull_request',
    payload: {
      pull_request: {
        number: 7,
        head: { ref: 'feature-x', sha: HEAD, repo: { full_name: 'acme/docs' } },
        base: { repo: { full_name: 'acme/docs' } },
      },
    },
    owner: 'acme',
    repo: 'docs',
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    runId: '42',
    runAttempt: 1,
    runUrl: 'https://github.com/acme/docs/actions/runs/42',
    ...(workspace ? { workspace } : {}),
  }
}

const BROKEN: LinkCheckReport = reportOf({
  checkedPages: 2,
  checkedLinks: 31,
  broken: [
    {
      page: `${PREVIEW}/guides/quickstart`,
      link: '/guides/old-page',
      status: 404,
      reason: 'Not Found',
      onPreviewHost: true,
    },
  ],
})

function readyPreview() {
  const fake = fakeTriggerDeps()
  fake.api.queued = { statusId: 'st_1', previewUrl: PREVIEW }
  fake.github.files = [
    { path: 'guides/quickstart.mdx', status: 'modified' },
    { path: 'guides/index.mdx', status: 'added' },
    { path: 'guides/old-page.mdx', status: 'removed' },
    { path: 'images/logo.png', status: 'added' },
  ]
  return fake
}

describe("preview mode's link check", () => {
  it("checks the pull request's changed pages and says what broke in the comment, the summary and the outputs", async () => {
    const fake = readyPreview()
    fake.checker.report = BROKEN
    const settings = await settingsWith()
    const outcome = await runPreviewMode(settings, { ...fake.deps, context: pullRequest() })

    expect(fake.linkChecks).toHaveLength(1)
    expect(fake.linkChecks[0]).toMatchObject({
      previewUrl: PREVIEW,
      pages: { kind: 'paths', paths: ['/guides', '/guides/quickstart'] },
      removedPaths: ['/guides/old-page'],
      external: false,
      deadline: fake.deps.deadline,
    })
    expect(fake.github.calls).toContain('files #7 page 1')
    const comment = fake.github.comments[0]?.body ?? ''
    expect(comment).toContain('**Link check** ')
    expect(comment).toMatch(/2 pages checked, \*\*1 broken link\*\*/)
    expect(comment).toContain('| Page | Broken link | What happened |')
    expect(comment).toContain(`[/guides/quickstart](${PREVIEW}/guides/quickstart)`)
    expect(comment).toContain('`/guides/old-page`')
    expect(fake.summaries[0]).toContain('| Page | Broken link | What happened |')
    const file = fake.outputs.get('check-report') ?? ''
    expect(file.startsWith(settings.previewCheck.checkReportDir)).toBe(true)
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ broken: BROKEN.broken })
    expect(fake.outputs.get('checked-pages')).toBe('2')
    expect(fake.outputs.get('broken-links')).toBe('1')
    // Reported, never a failure by itself.
    expect(outcome.level).toBe('notice')
    expect(outcome.sentence).toMatch(
      /Link check: 2 pages checked, 1 broken link \(.*\/guides\/old-page: Not Found \(HTTP 404\)\)/,
    )
  })

  it('says so in one line when nothing is broken', async () => {
    const fake = readyPreview()
    fake.checker.report = reportOf({ checkedPages: 2, checkedLinks: 31 })
    await runPreviewMode(await settingsWith(), { ...fake.deps, context: pullRequest() })
    const comment = fake.github.comments[0]?.body ?? ''
    expect(comment).toMatch(
      /\*\*Link check\*\* \(pages this pull request changed\): 2 pages checked, no broken links\./,
    )
    expect(comment).not.toContain('| Page |')
  })

  it('with fail-on-broken, a broken link on the preview fails the step once the comment says so', async () => {
    const fake = readyPreview()
    fake.checker.report = BROKEN
    const outcome = await runPreviewMode(await settingsWith({ failOnBroken: true }), {
      ...fake.deps,
      context: pullRequest(),
    })
    expect(outcome.level).toBe('failure')
    expect(outcome.sentence).toMatch(
      /The step fails: 1 link on the preview's own pages is broken and `fail-on-broken` is true\.$/,
    )
    expect(fake.github.comments[0]?.body).toContain('`/guides/old-page`')
    expect(fake.state.get('preview-comment')).toBe('')
  })

  it('with fail-on-broken, a broken link on another host does not fail the step', async () => {
    const fake = readyPreview()
    fake.checker.report = reportOf({
      checkedPages: 2,
      checkedLinks: 31,
      broken: [{ ...BROKEN.broken[0]!, link: 'https://example.com/gone', onPreviewHost: false }],
    })
    const outcome = await runPreviewMode(await settingsWith({ failOnBroken: true }), {
      ...fake.deps,
      context: pullRequest(),
    })
    expect(outcome.level).toBe('notice')
  })

  it("falls back to the files the preview's commit changed when the token may not list the pull request's", async () => {
    const fake = readyPreview()
    fake.github.failures.listPullRequestFilesPage = [
      httpError(403, 'Resource not accessible by integration'),
    ]
    fake.api.statuses = [
      {
        status: 'success',
        commit: { filesChanged: { added: [], modified: ['intro.mdx'], removed: [] } },
      },
    ]
    await runPreviewMode(await settingsWith(), { ...fake.deps, context: pullRequest() })
    expect(fake.linkChecks[0]?.pages).toEqual({ kind: 'paths', paths: ['/intro'] })
    const comment = fake.github.comments[0]?.body ?? ''
    expect(comment).toContain("(pages the preview's commit changed)")
    // The lists come from the same commit: the pull request's pages are not listed.
    expect(comment).toContain("Pages the preview's commit changed")
    expect(comment).toContain(`[intro\\.mdx](${PREVIEW}/intro)`)
    expect(comment).not.toContain('quickstart.mdx')
    expect(fake.log.annotations('warning')).toEqual([])
  })

  it('a changed docs.json checks every page of the sitemap, and the comment names it', async () => {
    const fake = readyPreview()
    fake.github.files.push({ path: 'docs.json', status: 'modified' })
    await runPreviewMode(await settingsWith(), { ...fake.deps, context: pullRequest() })
    expect(fake.linkChecks[0]).toMatchObject({
      pages: { kind: 'sitemap' },
      removedPaths: ['/guides/old-page'],
    })
    expect(fake.github.comments[0]?.body).toContain(
      "**Link check** (every page of the sitemap\\: this pull request changed docs\\.json, the site's configuration)",
    )
  })

  it('a page renamed without changing its address is changed, not removed, in the lists and the check', async () => {
    const fake = readyPreview()
    fake.github.files = [
      { path: 'guides/quickstart.mdx', status: 'modified' },
      { path: 'guides/setup.mdx', status: 'renamed', previousPath: 'guides/setup.md' },
      { path: 'api/index.mdx', status: 'added' },
      { path: 'api.mdx', status: 'removed' },
    ]
    await runPreviewMode(await settingsWith(), { ...fake.deps, context: pullRequest() })
    expect(fake.linkChecks[0]).toMatchObject({
      pages: { kind: 'paths', paths: ['/guides/quickstart', '/guides/setup', '/api'] },
      removedPaths: [],
    })
    const comment = fake.github.comments[0]?.body ?? ''
    expect(comment).toContain('(pages this pull request changed)')
    expect(comment).toContain('**Changed** (3)')
    expect(comment).toContain(
      `- [guides/setup\\.mdx](${PREVIEW}/guides/setup) (was \`guides/setup.md\`)`,
    )
    expect(comment).toContain(`- [api/index\\.mdx](${PREVIEW}/api) (was \`api.mdx\`)`)
    expect(comment).not.toContain('**Removed**')
    expect(comment).not.toContain('**Added**')
  })

  it('a pull request that only removes pages checks every page for links to them', async () => {
    const fake = readyPreview()
    fake.github.files = [{ path: 'guides/old-page.mdx', status: 'removed' }]
    fake.checker.report = reportOf()
    const outcome = await runPreviewMode(await settingsWith(), {
      ...fake.deps,
      context: pullRequest(),
    })
    expect(fake.linkChecks[0]).toMatchObject({
      pages: { kind: 'sitemap' },
      removedPaths: ['/guides/old-page'],
    })
    // A site whose sitemap names no page: nothing checked, and it says so.
    expect(fake.github.comments[0]?.body).toContain(
      'only removed pages): no page could be checked.',
    )
    expect(outcome.sentence).toMatch(/Link check: no page could be checked\.$/)
  })

  it('check: all checks the sitemap, and a link to a page the pull request removed is broken there too', async () => {
    const fake = readyPreview()
    await runPreviewMode(await settingsWith({ check: 'all' }), {
      ...fake.deps,
      context: pullRequest(),
    })
    expect(fake.linkChecks[0]).toMatchObject({
      pages: { kind: 'sitemap' },
      removedPaths: ['/guides/old-page'],
    })
    expect(fake.github.calls.filter((c) => c.startsWith('files'))).toEqual(['files #7 page 1'])
  })

  it('a pull request that changes no page says so, and checks nothing', async () => {
    const fake = readyPreview()
    fake.github.files = [{ path: 'images/logo.png', status: 'modified' }]
    await runPreviewMode(await settingsWith(), { ...fake.deps, context: pullRequest() })
    expect(fake.linkChecks).toEqual([])
    expect(fake.github.comments[0]?.body).toMatch(
      /\*\*Link check:\*\* no page changed.*this pull request changed hold no `\.mdx` or `\.md` page/,
    )
    expect(fake.outputs.get('checked-pages')).toBe('0')
  })

  it("check: off checks nothing and sets no check output; the comment still lists the pull request's pages", async () => {
    const fake = readyPreview()
    await runPreviewMode(await settingsWith({ check: 'off' }), {
      ...fake.deps,
      context: pullRequest(),
    })
    expect(fake.linkChecks).toEqual([])
    expect(fake.github.comments[0]?.body).not.toContain('Link')
    expect(fake.github.comments[0]?.body).toContain('`guides/old-page.mdx`')
    expect(fake.outputs.has('checked-pages')).toBe(false)
  })

  it('a run that resumes a status-id has no preview URL: it says the links were not checked', async () => {
    const fake = readyPreview()
    const settings = { ...(await settingsWith()), statusId: 'st_1' }
    const outcome = await runPreviewMode(settings, { ...fake.deps, context: pullRequest() })
    expect(fake.linkChecks).toEqual([])
    expect(outcome.level).toBe('notice')
    expect(outcome.sentence).toMatch(
      /Links not checked: this run waited for an existing preview \(`status-id`\)/,
    )
    expect(fake.github.comments[0]?.body).toContain('**Links not checked:**')
  })

  it('while the check runs, the comment says so, and the post step would say it never ended', async () => {
    const fake = readyPreview()
    const whileChecking: string[] = []
    const saved: string[] = []
    const check = fake.deps.checkLinks!
    fake.deps.checkLinks = async (options) => {
      whileChecking.push(fake.github.comments[0]?.body ?? '')
      saved.push(fake.state.get('preview-comment') ?? '')
      return check(options)
    }
    await runPreviewMode(await settingsWith(), { ...fake.deps, context: pullRequest() })
    expect(whileChecking[0]).toContain('**Link check:** checking the links of the preview…')
    expect(JSON.parse(saved[0] ?? '{}').comment.leftoverBody).toContain(
      'the workflow run stopped before the check ended',
    )
  })
})

describe("preview mode's commit status and deployment", () => {
  it('pending while building, failure for a broken link (fail-on-broken or not), linked to the preview', async () => {
    const fake = readyPreview()
    fake.checker.report = BROKEN
    const settings = await settingsWith({ commitStatus: true, githubDeployment: true })
    const outcome = await runPreviewMode(settings, { ...fake.deps, context: pullRequest() })
    expect(outcome.level).toBe('notice')
    expect(fake.github.statuses.map((s) => [s.sha, s.state, s.context])).toEqual([
      [HEAD, 'pending', 'Mintlify preview'],
      [HEAD, 'failure', 'Mintlify preview'],
    ])
    expect(fake.github.statuses[1]).toMatchObject({
      targetUrl: PREVIEW,
      description: 'Preview ready; 1 broken link on its pages.',
    })
    expect(fake.github.deployments).toEqual([
      expect.objectContaining({ sha: HEAD, environment: 'docs-preview' }),
    ])
    expect(fake.github.deployments[0]?.statuses.map((s) => s.state)).toEqual([
      'in_progress',
      'failure',
    ])
    expect(fake.state.get('preview-comment')).toBe('')
  })

  it('success when the links are fine; failure when the build failed', async () => {
    const fine = readyPreview()
    fine.checker.report = reportOf({ checkedPages: 2, checkedLinks: 31 })
    await runPreviewMode(await settingsWith({ commitStatus: true }), {
      ...fine.deps,
      context: pullRequest(),
    })
    expect(fine.github.statuses.map((s) => s.state)).toEqual(['pending', 'success'])
    expect(fine.github.statuses[1]?.description).toBe(
      'Preview ready; 2 pages checked, no broken links.',
    )

    const failed = readyPreview()
    failed.api.statuses = [{ status: 'failure', summary: 'MDX error' }]
    await runPreviewMode(await settingsWith({ commitStatus: true }), {
      ...failed.deps,
      context: pullRequest(),
    })
    expect(failed.github.statuses.map((s) => s.state)).toEqual(['pending', 'failure'])
    expect(failed.linkChecks).toEqual([])
  })

  it('a token that may not set statuses: one warning, the preview and its check go on', async () => {
    const fake = readyPreview()
    fake.github.failures.createCommitStatus = [
      httpError(403, 'Resource not accessible by integration'),
    ]
    const outcome = await runPreviewMode(await settingsWith({ commitStatus: true }), {
      ...fake.deps,
      context: pullRequest(),
    })
    expect(outcome.level).toBe('notice')
    const warnings = fake.log.annotations('warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('`permissions: statuses: write`')
    expect(fake.github.calls.filter((c) => c.startsWith('status'))).toEqual(['status pending'])
    expect(fake.linkChecks).toHaveLength(1)
  })

  it('with wait: false, GitHub is not told, in one warning', async () => {
    const fake = readyPreview()
    const settings = { ...(await settingsWith({ commitStatus: true })), wait: false }
    await runPreviewMode(settings, { ...fake.deps, context: pullRequest() })
    expect(fake.github.statuses).toEqual([])
    expect(fake.log.annotations('warning')).toEqual([
      expect.stringMatching(/^`commit-status`: this run does not wait/),
    ])
  })
})

describe('the docs root', () => {
  it('is the folder holding docs.json or mint.json in the workspace, else the changed one, else the root', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'workspace-'))
    expect(await docsRoot(workspace, [])).toBe('')
    expect(await docsRoot(workspace, [{ path: 'site/docs.json', status: 'modified' }])).toBe('site')
    await mkdir(path.join(workspace, 'node_modules', 'pkg'), { recursive: true })
    await writeFile(path.join(workspace, 'node_modules', 'pkg', 'docs.json'), '{}')
    await mkdir(path.join(workspace, 'packages', 'docs'), { recursive: true })
    await writeFile(path.join(workspace, 'packages', 'docs', 'mint.json'), '{}')
    expect(await docsRoot(workspace, [{ path: 'site/docs.json', status: 'modified' }])).toBe(
      'packages/docs',
    )
    await writeFile(path.join(workspace, 'docs.json'), '{}')
    expect(await docsRoot(workspace, [])).toBe('')
    expect(await docsRoot(undefined, [])).toBe('')
  })

  it('takes page paths relative to it', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'workspace-'))
    await mkdir(path.join(workspace, 'docs'))
    await writeFile(path.join(workspace, 'docs', 'docs.json'), '{}')
    const fake = readyPreview()
    fake.github.files = [
      { path: 'docs/guides/setup.mdx', status: 'modified' },
      { path: 'src/index.md', status: 'modified' },
    ]
    await runPreviewMode(await settingsWith(), { ...fake.deps, context: pullRequest(workspace) })
    expect(fake.linkChecks[0]?.pages).toEqual({ kind: 'paths', paths: ['/guides/setup'] })
  })
})
