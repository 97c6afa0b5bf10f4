/**
 * The link check of a ready preview, as preview mode and agent mode's `preview: true` run it:
 * which pages (the pull request's changed files as GitHub lists them, else the files the
 * preview's commit changed; every page of the sitemap for `check: all` or a change to the site's
 * configuration), the check itself (src/shared/link-check/), its JSON report under `RUNNER_TEMP` and
 * the outputs. The checker comes in as an argument: the mode's wiring loads it lazily.
 *
 * The docs root (the folder holding `docs.json` or `mint.json`; paths are pages relative to it)
 * is found, in this order: in the checked-out workspace (its root, then its folders up to three
 * levels down), then among the changed files (a changed `docs.json` names its folder), else the
 * repository's root. A workspace that is not checked out costs nothing: it is simply empty.
 */
import { mkdir, readdir } from 'node:fs/promises'
import * as path from 'node:path'
import type { ProxySettings } from '../mintlify/proxy.js'
import type { Deployment } from '../mintlify/deployment-schemas.js'
import type { Clock } from '../clock.js'
import { GitHubError } from '../github/call.js'
import type { ChangedFile, PreviewCallsApi } from '../github/preview-calls.js'
import { listPullRequestFiles } from '../github/pull-request-files.js'
import type { PreviewCheckSettings } from '../inputs.js'
import {
  emptyReport,
  PATTERN_TIME_MS,
  pagesOfChangedFiles,
  writeCheckReport,
  type LinkCheckOptions,
  type LinkCheckReport,
  type LinkProblem,
} from '../link-check/check.js'
import type { Log, SetOutput } from '../runner.js'
import { plural } from '../plural.js'
import { errorMessage } from '../text.js'
import { counted, mostTellingFirst, notCheckedParts, whatHappened } from './link-problem.js'
import { cleanLine } from '../untrusted-text.js'

/** Runs the check: `checkPreviewLinks`, handed in so the mode's wiring decides when it loads. */
export type CheckLinks = (options: LinkCheckOptions) => Promise<LinkCheckReport>

/** How the check went, for the comment, the summary and the step's outcome. */
export type PreviewCheck =
  /** No check ran: why, in one sentence (a notice). */
  | { kind: 'skipped'; reason: string }
  | {
      kind: 'checked'
      previewUrl: string
      report: LinkCheckReport
      /** Which pages, as a reader reads it: "pages this pull request changed". */
      scope: string
      /** When no page needed checking: why, in one sentence. */
      nothingToCheck?: string
    }

export interface PreviewCheckRequest {
  settings: PreviewCheckSettings
  /** The preview's URL as the trigger answered it; none when a run resumed a `status-id`. */
  previewUrl: string | undefined
  /** Names the report file; the preview's status id. */
  statusId: string
  /** The deployment as last read: its commit's `filesChanged` when GitHub cannot list them. */
  deployment: Deployment | undefined
  /** The pull request whose changed files GitHub lists; undefined without one. */
  pullRequest: number | undefined
  /** The GitHub client, when there is a token. */
  github: (() => Promise<Pick<PreviewCallsApi, 'listPullRequestFilesPage'>>) | undefined
  /** `GITHUB_WORKSPACE`, where the repository may be checked out. */
  workspace: string | undefined
}

export interface PreviewCheckDeps {
  /** Stands in for the link check (tests); the real one, loaded when a check runs, otherwise. */
  checkLinks?: CheckLinks
  clock: Clock
  /** Epoch ms: the `timeout` input; the check ends within it. */
  deadline: number
  signal: AbortSignal
  proxy: ProxySettings
  setOutput: SetOutput<'checked-pages' | 'broken-links' | 'check-report'>
  log: Log
}

/** Changes to these check every page: navigation, API pages and snippets show up anywhere. */
const CONFIG_FILES = ['docs.json', 'mint.json']
/** How deep below the workspace a docs root is looked for, and how many folders at most. */
const MAX_ROOT_DEPTH = 3
const MAX_FOLDERS_SEARCHED = 500
/** Broken links, and links not checked, the log lists one a line; the rest are in the report. */
const MAX_LOGGED = 100

/**
 * Runs the check `request.settings` asks for; undefined with `check: off`. Never throws: a check
 * that cannot run is skipped with its reason (it never fails the step by itself).
 */
export async function checkPreview(
  request: PreviewCheckRequest,
  deps: PreviewCheckDeps,
): Promise<PreviewCheck | undefined> {
  if (request.settings.check === 'off') return undefined
  try {
    return await runCheck(request, deps)
  } catch (error) {
    return { kind: 'skipped', reason: `the check could not run: ${errorMessage(error)}` }
  }
}

async function runCheck(
  request: PreviewCheckRequest,
  deps: PreviewCheckDeps,
): Promise<PreviewCheck> {
  const { settings, previewUrl } = request
  if (!previewUrl) {
    return {
      kind: 'skipped',
      reason:
        "this run waited for an existing preview (`status-id`), and a status does not carry the preview's URL; the run that triggered the preview checks its links.",
    }
  }
  const chosen = await choosePages(request, deps)
  if ('reason' in chosen) return { kind: 'skipped', reason: chosen.reason }
  if ('nothing' in chosen) {
    const report = emptyReport()
    await finish(request, report, deps)
    return { kind: 'checked', previewUrl, report, scope: '', nothingToCheck: chosen.nothing }
  }
  const count =
    chosen.pages.kind === 'paths' ? `${plural(chosen.pages.paths.length, 'page')}: ` : ''
  deps.log.info(`Checking the links on ${previewUrl} (${count}${chosen.scope}).`)
  const checkLinks = deps.checkLinks ?? checkWithParser
  const report = await checkLinks({
    previewUrl,
    pages: chosen.pages,
    removedPaths: chosen.removed,
    external: settings.checkExternal,
    ignore: settings.checkIgnore,
    deadline: deps.deadline,
    clock: deps.clock,
    signal: deps.signal,
    proxy: deps.proxy,
  })
  await finish(request, report, deps)
  return { kind: 'checked', previewUrl, report, scope: chosen.scope }
}

type Chosen =
  | { pages: LinkCheckOptions['pages']; removed: string[]; scope: string }
  /** No check: why, in one sentence. */
  | { reason: string }
  /** Nothing to check: why, in one sentence. */
  | { nothing: string }

async function choosePages(request: PreviewCheckRequest, deps: PreviewCheckDeps): Promise<Chosen> {
  if (request.settings.check === 'all') {
    return { pages: { kind: 'sitemap' }, removed: [], scope: 'every page of the sitemap' }
  }
  const changed = await changedFiles(request, deps)
  if (!changed) {
    return {
      reason:
        'neither GitHub nor the preview listed the files this change touched; set `check: all` to check every page of the sitemap.',
    }
  }
  if (!changed.complete) {
    return {
      pages: { kind: 'sitemap' },
      removed: [],
      scope: 'every page of the sitemap: the pull request changes more files than GitHub lists',
    }
  }
  const root = await docsRoot(request.workspace, changed.files)
  const pages = pagesOfChangedFiles(changed.files, root)
  if (pages.all) {
    return {
      pages: { kind: 'sitemap' },
      removed: pages.removed,
      scope: `every page of the sitemap: ${changed.whose} changed the site's configuration, an OpenAPI file or a snippet`,
    }
  }
  if (pages.paths.length === 0 && pages.removed.length === 0) {
    return {
      nothing: `no page changed: the files ${changed.whose} changed hold no \`.mdx\` or \`.md\` page.`,
    }
  }
  if (pages.paths.length === 0) {
    // Only removals: a link to a removed page can be on any page.
    return {
      pages: { kind: 'sitemap' },
      removed: pages.removed,
      scope: `every page of the sitemap: ${changed.whose} only removed pages`,
    }
  }
  return {
    pages: { kind: 'paths', paths: pages.paths },
    removed: pages.removed,
    scope: `pages ${changed.whose} changed`,
  }
}

interface ChangedFiles {
  files: ChangedFile[]
  complete: boolean
  /** Whose change it is, for the scope: "this pull request", "the preview's commit". */
  whose: string
}

/**
 * The pull request's files as GitHub lists them (every commit of it), when the token may read
 * them; otherwise the files the preview's last commit changed, as the deployment reports them.
 */
async function changedFiles(
  request: PreviewCheckRequest,
  deps: PreviewCheckDeps,
): Promise<ChangedFiles | undefined> {
  const { pullRequest, github } = request
  if (pullRequest !== undefined && github) {
    try {
      const listed = await listPullRequestFiles(await github(), pullRequest, deps)
      return { ...listed, whose: 'this pull request' }
    } catch (error) {
      if (!(error instanceof GitHubError)) throw error
      deps.log.info(`${error.message} Checking the pages the preview's commit changed instead.`)
    }
  }
  const changed = request.deployment?.commit?.filesChanged
  if (!changed) return undefined
  const files: ChangedFile[] = [
    ...(changed.added ?? []).map((file) => ({ path: file, status: 'added' as const })),
    ...(changed.modified ?? []).map((file) => ({ path: file, status: 'modified' as const })),
    ...(changed.removed ?? []).map((file) => ({ path: file, status: 'removed' as const })),
  ]
  return { files, complete: true, whose: "the preview's commit" }
}

/** The folder holding `docs.json` or `mint.json`, relative to the repository ('' for its root). */
export async function docsRoot(
  workspace: string | undefined,
  files: readonly ChangedFile[],
): Promise<string> {
  const checkedOut = workspace ? await configFolderIn(workspace) : undefined
  if (checkedOut !== undefined) return checkedOut
  const named = files
    .map((file) => file.path.split('/'))
    .filter((parts) => CONFIG_FILES.includes(parts.at(-1) ?? ''))
    .map((parts) => parts.slice(0, -1).join('/'))
    .sort((a, b) => a.length - b.length)
  return named[0] ?? ''
}

/** The shallowest folder under `workspace` holding a config file, breadth first and bounded. */
async function configFolderIn(workspace: string): Promise<string | undefined> {
  let level = ['']
  let searched = 0
  for (let depth = 0; depth <= MAX_ROOT_DEPTH && level.length > 0; depth++) {
    const next: string[] = []
    for (const folder of level) {
      if (++searched > MAX_FOLDERS_SEARCHED) return undefined
      const entries = await readdir(path.join(workspace, folder), { withFileTypes: true }).catch(
        () => [],
      )
      if (entries.some((entry) => entry.isFile() && CONFIG_FILES.includes(entry.name))) {
        return folder
      }
      for (const entry of entries) {
        if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') {
          continue
        }
        next.push(folder ? `${folder}/${entry.name}` : entry.name)
      }
    }
    level = next.sort()
  }
  return undefined
}

/**
 * Writes the report and the outputs (exact counts, whatever the report lists), logs each broken
 * link and each link not checked on one line, and warns once of each `check-ignore` pattern that
 * ran past its time bound.
 */
async function finish(
  request: PreviewCheckRequest,
  report: LinkCheckReport,
  deps: PreviewCheckDeps,
): Promise<void> {
  const file = path.join(request.settings.checkReportDir, `link-check-${request.statusId}.json`)
  await mkdir(request.settings.checkReportDir, { recursive: true })
  await writeCheckReport(report, file)
  const { counts } = report
  deps.setOutput('checked-pages', String(report.checkedPages))
  deps.setOutput('broken-links', String(counts.broken))
  deps.setOutput('check-report', file)
  const found = [counted(counts.broken, 'broken link'), ...notCheckedParts(report)].join(', ')
  deps.log.info(
    `Checked ${counted(report.checkedPages, 'page')} and ${counted(report.checkedLinks, 'link')}: ${found}. Report: ${file}`,
  )
  logProblems('broken', report.broken, counts.broken, deps.log)
  logProblems('not checked', mostTellingFirst(report.notChecked), counts.notChecked, deps.log)
  for (const { line, pattern } of report.droppedPatterns ?? []) {
    deps.log.warning(
      `\`check-ignore\` line ${line} (${cleanLine(pattern, 100)}) ran longer than ${PATTERN_TIME_MS} ms on one link's URL and was dropped for the rest of the check (links it would have matched are checked); nested repetition such as \`(a+)+\` does this: rewrite it so that each character can match one way.`,
    )
  }
}

/** Up to MAX_LOGGED problems, one a line, then how many more there are. */
function logProblems(what: string, listed: readonly LinkProblem[], total: number, log: Log): void {
  for (const problem of listed.slice(0, MAX_LOGGED)) {
    log.info(
      `│ ${what} on ${cleanLine(problem.page, 300)}: ${cleanLine(problem.link, 300)} (${cleanLine(whatHappened(problem), 200)})`,
    )
  }
  const shown = Math.min(listed.length, MAX_LOGGED)
  if (total > shown)
    log.info(`│ … and ${(total - shown).toLocaleString('en-US')} more in the report.`)
}

/** The link check itself, loaded only when a check runs: its HTML parser costs the rest nothing. */
const checkWithParser: CheckLinks = async (options) => {
  const { checkPreviewLinks } = await import('../link-check/check.js')
  return checkPreviewLinks(options)
}
