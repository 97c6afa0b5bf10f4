/**
 * The link check of a ready preview, as preview mode and agent mode's `preview: true` run it:
 * which pages (the change's added and changed pages, from changes.ts, the same list the comment
 * shows; every page of the sitemap for `check: all` or a change to the site's configuration), the
 * check itself (src/shared/link-check/), its JSON report under `RUNNER_TEMP` and the outputs. The
 * checker comes in as an argument: the mode's wiring loads it lazily.
 */
import { mkdir } from 'node:fs/promises'
import * as path from 'node:path'
import type { ProxySettings } from '../mintlify/proxy.js'
import type { Clock } from '../clock.js'
import type { PreviewCheckSettings } from '../inputs.js'
import {
  emptyReport,
  PATTERN_TIME_MS,
  writeCheckReport,
  type LinkCheckOptions,
  type LinkCheckReport,
  type LinkProblem,
} from '../link-check/check.js'
import { pathsToCheck, removedPaths, type EveryPage } from '../link-check/changed-files.js'
import type { Log, SetOutput } from '../runner.js'
import { plural } from '../plural.js'
import { errorMessage } from '../text.js'
import { counted, mostTellingFirst, notCheckedParts, whatHappened } from './link-problem.js'
import { cleanLine } from '../untrusted-text.js'
import type { Change } from './changes.js'

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
  /** The change the preview shows (changes.ts); undefined when neither GitHub nor the preview listed its files. */
  change: Change | undefined
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
  const chosen = choosePages(request)
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

function choosePages(request: PreviewCheckRequest): Chosen {
  const { change } = request
  // A link to a page the change removed is broken whatever pages are checked.
  const removed = change ? removedPaths(change.pages) : []
  if (request.settings.check === 'all') {
    return { pages: { kind: 'sitemap' }, removed, scope: 'every page of the sitemap' }
  }
  if (!change) {
    return {
      reason:
        'neither GitHub nor the preview listed the files this change touched; set `check: all` to check every page of the sitemap.',
    }
  }
  const sitemap = (why: string): Chosen => ({
    pages: { kind: 'sitemap' },
    removed,
    scope: `every page of the sitemap: ${why}`,
  })
  if (!change.complete) return sitemap('the pull request changes more files than GitHub lists')
  const { pages, whose } = change
  if (pages.everyPage) return sitemap(`${whose} changed ${everyPageReason(pages.everyPage)}`)
  const paths = pathsToCheck(pages)
  if (paths.length === 0 && removed.length === 0) {
    return {
      nothing: `no page changed: the files ${whose} changed hold no \`.mdx\` or \`.md\` page.`,
    }
  }
  // Only removals: a link to a removed page can be on any page.
  if (paths.length === 0) return sitemap(`${whose} only removed pages`)
  return { pages: { kind: 'paths', paths }, removed, scope: `pages ${whose} changed` }
}

/** "docs.json, the site's configuration": the file that means every page, and what it is. */
function everyPageReason(every: EveryPage): string {
  const file = cleanLine(every.file, 80)
  switch (every.what) {
    case 'configuration':
      return `${file}, the site's configuration`
    case 'snippet':
      return `${file}, a snippet any page may show`
    case 'spec':
      return `${file}, which may be an API spec`
  }
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
