/**
 * The preview's link check: fetches the pages a change touched from the preview, and checks
 * every link, image and anchor on them, within bounds a hostile page cannot move (docs/
 * reliability.md, docs/security.md). A shared layer: preview mode and agent mode both call it.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { isLoopback } from '../mintlify/proxy.js'
import { parseHttpsUrl } from '../url.js'
import { Problems } from './problems.js'
import { LinkCheckRun, type LinkCheckSeams } from './run.js'
import type { LinkCheckOptions, LinkCheckReport } from './types.js'

export type {
  LinkCheckOptions,
  LinkCheckReport,
  LinkProblem,
  NotCheckedCause,
  UncheckedLink,
} from './types.js'

/** Checks the links of the preview's pages; never throws for what a page or a host does. */
export async function checkPreviewLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  return runLinkCheck(options, {})
}

/** checkPreviewLinks with test seams (a test CA, name resolution, smaller bounds). */
export async function runLinkCheck(
  options: LinkCheckOptions,
  seams: LinkCheckSeams,
): Promise<LinkCheckReport> {
  if (!isPreviewUrl(options.previewUrl)) {
    const pagesLeft = options.pages.kind === 'paths' ? options.pages.paths.length : 0
    const reason = 'the preview URL is not an https URL'
    return { ...emptyReport(), unfinished: { reason, pagesLeft, linksLeft: 0 } }
  }
  const run = new LinkCheckRun(options, seams)
  try {
    return await run.run()
  } finally {
    await run.close()
  }
}

export { PATTERN_TIME_MS } from './ignore.js'

/** The report of a check that checked nothing. */
export function emptyReport(): LinkCheckReport {
  return { checkedPages: 0, checkedLinks: 0, ...new Problems().lists() }
}

/** https, as the trigger's answer is checked (src/url.ts); plain http only on loopback (tests). */
function isPreviewUrl(value: string): boolean {
  if (parseHttpsUrl(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'http:' && isLoopback(url.hostname)
  } catch {
    return false
  }
}

/** Writes the report as JSON (the `check-report` output's file), its folder made if needed. */
export async function writeCheckReport(report: LinkCheckReport, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
}
