/**
 * The link check of a ready preview (src/shared/deployment/link-check.ts), on its seam: the
 * checker handed in (`checkLinks`) records what it was asked and answers a report. Which pages a
 * change sends to the check (its pages, or every page of the sitemap and why), when no check
 * runs and the sentence that says so, and what a user finds after: the report file, the
 * outputs, one log line per problem, a warning for a `check-ignore` line dropped.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Change } from '../../../../src/shared/deployment/changes.ts'
import {
  checkPreview,
  type PreviewCheckDeps,
  type PreviewCheckRequest,
} from '../../../../src/shared/deployment/link-check.ts'
import type { PreviewCheckSettings } from '../../../../src/shared/inputs.ts'
import type { LinkCheckOptions } from '../../../../src/shared/link-check/check.ts'
import {
  pagesOfChangedFiles,
  type ChangedFile,
} from '../../../../src/shared/link-check/changed-files.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { reportOf } from '../../../support/link-report.ts'
import { recordingLog, type RecordingLog } from '../../../support/recording-log.ts'

const PREVIEW = 'https://acme-docs-branch.mintlify.app'

let reportDir: string
beforeEach(async () => {
  reportDir = await mkdtemp(join(tmpdir(), 'preview-check-'))
})
afterEach(async () => {
  await rm(reportDir, { recursive: true, force: true })
})

function settings(extra: Partial<PreviewCheckSettings> = {}): PreviewCheckSettings {
  return {
    check: 'changed',
    checkExternal: false,
    checkIgnore: [],
    failOnBroken: false,
    commitStatus: false,
    githubDeployment: false,
    checkReportDir: reportDir,
    ...extra,
  }
}

const changeOf = (files: ChangedFile[], complete = true): Change => ({
  pages: pagesOfChangedFiles(files, ''),
  whose: 'this pull request',
  complete,
})

/** The deps, with a checker that records what it is asked and answers `report`. */
function harness(report = reportOf()) {
  const clock = new FakeClock()
  const asked: LinkCheckOptions[] = []
  const outputs = new Map<string, string>()
  const log: RecordingLog = recordingLog()
  const deps: PreviewCheckDeps = {
    checkLinks: async (options) => {
      asked.push(options)
      return report
    },
    clock,
    deadline: clock.now() + 600_000,
    signal: new AbortController().signal,
    proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
    setOutput: (name, value) => outputs.set(name, value),
    log,
  }
  return { deps, asked, outputs, log }
}

function request(extra: Partial<PreviewCheckRequest> = {}): PreviewCheckRequest {
  return {
    settings: settings(),
    previewUrl: PREVIEW,
    statusId: 'st_42',
    change: changeOf([
      { path: 'guides/install.mdx', status: 'modified' },
      { path: 'guides/new.mdx', status: 'added' },
      { path: 'old.mdx', status: 'removed' },
      { path: 'images/logo.png', status: 'added' },
    ]),
    ...extra,
  }
}

describe('which pages are checked', () => {
  it("the change's added and changed pages, with the ones it removed; said in the log", async () => {
    const { deps, asked, log } = harness()
    const check = await checkPreview(request(), deps)
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({
      previewUrl: PREVIEW,
      pages: { kind: 'paths', paths: ['/guides/new', '/guides/install'] },
      removedPaths: ['/old'],
      external: false,
      ignore: [],
      deadline: deps.deadline,
    })
    expect(check).toMatchObject({ kind: 'checked', scope: 'pages this pull request changed' })
    expect(log.lines()[0]).toBe(
      `Checking the links on ${PREVIEW} (2 pages: pages this pull request changed).`,
    )
  })

  it('every page of the sitemap, saying why: `check: all`, the configuration, a list GitHub cut, only removals', async () => {
    const cases: [PreviewCheckRequest, string][] = [
      [request({ settings: settings({ check: 'all' }) }), 'every page of the sitemap'],
      [
        request({ change: changeOf([{ path: 'docs.json', status: 'modified' }]) }),
        "every page of the sitemap: this pull request changed docs.json, the site's configuration",
      ],
      [
        request({ change: changeOf([{ path: 'snippets/note.mdx', status: 'modified' }]) }),
        'every page of the sitemap: this pull request changed snippets/note.mdx, a snippet any page may show',
      ],
      [
        request({ change: changeOf([{ path: 'a.mdx', status: 'modified' }], false) }),
        'every page of the sitemap: the pull request changes more files than GitHub lists',
      ],
      [
        request({ change: changeOf([{ path: 'gone.mdx', status: 'removed' }]) }),
        'every page of the sitemap: this pull request only removed pages',
      ],
    ]
    for (const [asked, scope] of cases) {
      const h = harness()
      const check = await checkPreview(asked, h.deps)
      expect(h.asked[0]?.pages, scope).toEqual({ kind: 'sitemap' })
      expect(check, scope).toMatchObject({ kind: 'checked', scope })
      expect(h.log.lines()[0]).toBe(`Checking the links on ${PREVIEW} (${scope}).`)
    }
  })

  it('no page changed: nothing is fetched, and the outputs and an empty report still say so', async () => {
    const { deps, asked, outputs } = harness()
    const check = await checkPreview(
      request({ change: changeOf([{ path: 'images/logo.png', status: 'added' }]) }),
      deps,
    )
    expect(asked).toEqual([])
    expect(check).toMatchObject({
      kind: 'checked',
      nothingToCheck:
        'no page changed: the files this pull request changed hold no `.mdx` or `.md` page.',
    })
    expect(outputs.get('checked-pages')).toBe('0')
    expect(outputs.get('broken-links')).toBe('0')
    const report = JSON.parse(await readFile(outputs.get('check-report') ?? '', 'utf8'))
    expect(report).toMatchObject({ checkedPages: 0, broken: [], notChecked: [] })
  })
})

describe('when no check runs', () => {
  it('`check: off`: nothing, not even a sentence', async () => {
    const { deps, asked } = harness()
    expect(await checkPreview(request({ settings: settings({ check: 'off' }) }), deps)).toBe(
      undefined,
    )
    expect(asked).toEqual([])
  })

  it('skipped, with the reason: a resumed `status-id` has no URL; no list of files without `check: all`', async () => {
    const { deps, asked } = harness()
    expect(await checkPreview(request({ previewUrl: undefined }), deps)).toEqual({
      kind: 'skipped',
      reason:
        "this run waited for an existing preview (`status-id`), and a status does not carry the preview's URL; the run that triggered the preview checks its links.",
    })
    expect(await checkPreview(request({ change: undefined }), deps)).toEqual({
      kind: 'skipped',
      reason:
        'neither GitHub nor the preview listed the files this change touched; set `check: all` to check every page of the sitemap.',
    })
    expect(asked).toEqual([])
  })

  it('a check that fails to run never fails the step: skipped, naming the cause', async () => {
    const { deps } = harness()
    deps.checkLinks = async () => {
      throw new Error('the HTML parser could not be loaded')
    }
    expect(await checkPreview(request(), deps)).toEqual({
      kind: 'skipped',
      reason: 'the check could not run: the HTML parser could not be loaded',
    })
  })
})

describe('what the check leaves', () => {
  it('the report file named by the status id, exact counts in the outputs, one log line per problem', async () => {
    const report = reportOf({
      checkedPages: 2,
      checkedLinks: 9,
      broken: [
        {
          page: '/guides/install',
          link: '/guides/missing',
          status: 404,
          reason: 'the preview answered 404',
          onPreviewHost: true,
        },
      ],
      notChecked: [
        {
          page: '/guides/new',
          link: 'https://example.com/x',
          status: 403,
          reason: 'the site answered 403 (it refuses automated requests)',
          onPreviewHost: false,
          cause: 'inconclusive',
        },
      ],
    })
    const { deps, outputs, log } = harness(report)
    await checkPreview(request(), deps)
    const file = join(reportDir, 'link-check-st_42.json')
    expect(Object.fromEntries(outputs)).toEqual({
      'checked-pages': '2',
      'broken-links': '1',
      'check-report': file,
    })
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      checkedLinks: 9,
      broken: [{ link: '/guides/missing' }],
    })
    expect(log.lines().slice(1)).toEqual([
      `Checked 2 pages and 9 links: 1 broken link, 1 link not checked (1 without a clear answer). Report: ${file}`,
      '│ broken on /guides/install: /guides/missing (the preview answered 404)',
      '│ not checked on /guides/new: https://example.com/x (the site answered 403 (it refuses automated requests))',
    ])
  })

  it('lists the first 100 broken links, then how many more the report holds', async () => {
    const broken = Array.from({ length: 130 }, (_, i) => ({
      page: '/guides/install',
      link: `/missing-${i}`,
      status: 404,
      reason: 'the preview answered 404',
      onPreviewHost: true,
    }))
    const { deps, log } = harness(reportOf({ broken, counts: { broken: 6_130 } }))
    await checkPreview(request(), deps)
    const listed = log.lines().filter((line) => line.startsWith('│ broken'))
    expect(listed).toHaveLength(100)
    expect(log.lines().at(-1)).toBe('│ … and 6,030 more in the report.')
  })

  it('warns once of each `check-ignore` line dropped for running too long, naming the line', async () => {
    const { deps, log } = harness(reportOf({ droppedPatterns: [{ line: 3, pattern: '(a+)+$' }] }))
    await checkPreview(request(), deps)
    const [warning, ...others] = log.annotations('warning')
    expect(others).toEqual([])
    expect(warning).toMatch(/^`check-ignore` line 3 \(\(a\+\)\+\$\) ran longer than \d+ ms/)
    expect(warning).toContain('rewrite it so that each character can match one way')
  })
})
