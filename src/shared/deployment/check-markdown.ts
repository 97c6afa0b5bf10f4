/**
 * The link check as a reader sees it, in the preview comment, the step summary and the agent's
 * tracking comment: one line ("12 pages checked, 2 broken links"), then a table of the first
 * broken links. Pages, links and reasons come from pages a pull request's author wrote and from
 * the servers they link to: each is cleaned of invisible characters and made inert for Markdown
 * (markdown.ts); only the page column links, and only to the preview's own https pages.
 */
import type { LinkProblem } from '../link-check/check.js'
import { cell, code, httpsUrl, link, text, textWithLinks } from '../markdown.js'
import { plural } from '../plural.js'
import { whatHappened } from './link-problem.js'
import { cleanLine } from '../untrusted-text.js'
import type { PreviewCheck } from './link-check.js'

/** Broken links listed in a comment or summary; the rest are in the report. */
const MAX_LISTED_BROKEN = 20
/** The longest page, link or reason shown in one cell. */
const MAX_CELL_CHARS = 200

/**
 * A sentence whose backtick pairs (inputs, file names, quoted values) are drawn as code spans;
 * everything else is escaped text, as `text` makes it.
 */
function textWithCode(sentence: string): string {
  return textWithLinks(sentence, [], 600)
}

/** The check's one line, as Markdown: what was checked and what was found. */
function checkLine(check: PreviewCheck): string {
  if (check.kind === 'skipped') return `**Links not checked:** ${textWithCode(check.reason)}`
  const { report } = check
  if (check.nothingToCheck) return `**Link check:** ${textWithCode(check.nothingToCheck)}`
  const broken = report.broken.length
  const found = broken === 0 ? 'no broken links' : `**${plural(broken, 'broken link')}**`
  const parts = [
    report.checkedPages === 0 && broken === 0
      ? 'no page could be checked'
      : `${plural(report.checkedPages, 'page')} checked, ${found}`,
  ]
  if (report.notChecked.length > 0) {
    parts.push(`${plural(report.notChecked.length, 'link')} not checked`)
  }
  const unfinished = report.unfinished
    ? ` The check stopped early (${textWithCode(cleanLine(report.unfinished.reason, 200))}): ${plural(report.unfinished.pagesLeft, 'page')} and ${plural(report.unfinished.linksLeft, 'link')} left unchecked.`
    : ''
  return `**Link check** (${text(check.scope, 200)}): ${parts.join(', ')}.${unfinished}`
}

/** The line, then the table of broken links (at most MAX_LISTED_BROKEN) and what is beyond. */
export function checkSection(check: PreviewCheck): string[] {
  const lines = [checkLine(check), '']
  if (check.kind !== 'checked' || check.report.broken.length === 0) return lines
  const { broken } = check.report
  lines.push(
    '| Page | Broken link | What happened |',
    '|---|---|---|',
    ...broken.slice(0, MAX_LISTED_BROKEN).map((problem) => brokenRow(problem, check.previewUrl)),
  )
  if (broken.length > MAX_LISTED_BROKEN) {
    lines.push(
      '',
      `… and ${broken.length - MAX_LISTED_BROKEN} more in the report (\`check-report\`).`,
    )
  }
  lines.push('')
  return lines
}

function brokenRow(problem: LinkProblem, previewUrl: string): string {
  const page = pageLink(problem.page, previewUrl)
  const what = cleanLine(whatHappened(problem), MAX_CELL_CHARS)
  return `| ${cell(page)} | ${cell(code(cleanLine(problem.link, MAX_CELL_CHARS)))} | ${cell(textWithCode(what))} |`
}

/**
 * The page as its path, linked to the preview's page when it is one of the preview's own https
 * pages; otherwise inert text.
 */
function pageLink(page: string, previewUrl: string): string {
  const origin = httpsUrl(previewUrl) ? new URL(previewUrl).origin : undefined
  let target: URL | undefined
  try {
    target = new URL(page, origin ?? 'https://invalid.invalid')
  } catch {
    target = undefined
  }
  const label = cleanLine(
    target && target.origin === origin ? `${target.pathname}${target.search}` : page,
    MAX_CELL_CHARS,
  )
  if (!target || target.origin !== origin) return code(label)
  return link(label, target.href)
}
