/**
 * The preview's link check: fetches the pages a change touched from the preview, and checks
 * every link, image and anchor on them, within bounds a hostile page cannot move (docs/
 * reliability.md, docs/security.md). A shared layer: preview mode and agent mode both call it.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pagesOfChangedFiles } from './changed-files.js'
import { LinkCheckRun, type LinkCheckSeams } from './run.js'
import type { LinkCheckOptions, LinkCheckReport } from './types.js'

export type { LinkCheckOptions, LinkCheckReport, LinkProblem } from './types.js'

/** Checks the links of the preview's pages; never throws for what a page or a host does. */
export async function checkPreviewLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  return runLinkCheck(options, {})
}

/** checkPreviewLinks with test seams (a test CA, name resolution, smaller bounds). */
export async function runLinkCheck(
  options: LinkCheckOptions,
  seams: LinkCheckSeams,
): Promise<LinkCheckReport> {
  const run = new LinkCheckRun(options, seams)
  try {
    return await run.run()
  } finally {
    await run.close()
  }
}

export { pagesOfChangedFiles }

/** Writes the report as JSON (the `check-report` output's file), its folder made if needed. */
export async function writeCheckReport(report: LinkCheckReport, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
}
