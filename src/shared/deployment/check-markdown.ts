/**
 * The link check as a reader sees it, in the preview comment, the step summary and the agent's
 * tracking comment: one line ("12 pages checked, 2 broken links, 5 links not checked (5
 * ignored)"), then a table of the first broken links; the step summaries list the first links not
 * checked too, with why. Counts are exact, whatever the lists hold. Pages, links and reasons come
 * from pages a pull request's author wrote and from the servers they link to: each is cleaned of
 * invisible characters and made inert for Markdown (markdown.ts); only the page column links, and
 * only to the preview's own https pages.
 */
import type { LinkProblem } from '../link-check/check.js'
import { cell, code, httpsUrl, link, text, textWithLinks } from '../markdown.js'
import { counted, mostTellingFirst, notCheckedParts, whatHappened } from './link-problem.js'
import { cleanLine } from '../untrusted-text.js'
import type { PreviewCheck } from './link-check.js'

/** Links listed in each table of a comment or summary; the rest are in the report. */
const MAX_LISTED = 20
/** The longest page, link or reason shown in one cell. */
const MAX_CELL_CHARS = 200

/**
 * A sentence whose backtick pairs (inputs, file names, quoted values) are drawn as code spans;
 * everything else is escaped text, as `text` makes it.
 */
function textWithCode(sentence: string): string {
  return textWithLinks(sentence, [], 600)
}

/** The check's one line, as Markdown: what was checked, what was found, what was not checked. */
function checkLine(check: PreviewCheck): string {
  if (check.kind === 'skipped') return `**Links not checked:** ${textWithCode(check.reason)}`
  const { report } = check
  if (check.nothingToCheck) return `**Link check:** ${textWithCode(check.nothingToCheck)}`
  const broken = report.counts.broken
  const found = broken === 0 ? 'no broken links' : `**${counted(broken, 'broken link')}**`
  const parts = [
    report.checkedPages === 0 && broken === 0
      ? 'no page could be checked'
      : `${counted(report.checkedPages, 'page')} checked, ${found}`,
    ...notCheckedParts(report).map((part) => text(part, 400)),
  ]
  const unfinished = report.unfinished
    ? ` The check stopped early (${textWithCode(cleanLine(report.unfinished.reason, 200))}): ${counted(report.unfinished.pagesLeft, 'page')} and ${counted(report.unfinished.linksLeft, 'link')} left unchecked.`
    : ''
  return `**Link check** (${text(check.scope, 200)}): ${parts.join(', ')}.${unfinished}`
}

/**
 * The line, then the table of broken links (the first MAX_LISTED, then how many more): what a
 * comment shows, the preview's and the agent's tracking comment alike.
 */
export function checkSection(check: PreviewCheck): string[] {
  const lines = [checkLine(check), '']
  if (check.kind !== 'checked' || check.report.counts.broken === 0) return lines
  const { broken, counts } = check.report
  lines.push(
    '| Page | Broken link | What happened |',
    '|---|---|---|',
    ...broken.slice(0, MAX_LISTED).map((problem) => problemRow(problem, check.previewUrl)),
    ...more(counts.broken, Math.min(broken.length, MAX_LISTED), broken.length),
    '',
  )
  return lines
}

/** What a step summary shows: the comment's section, then the links not checked, with why. */
export function checkSummarySection(check: PreviewCheck): string[] {
  return [...checkSection(check), ...uncheckedSection(check)]
}

/**
 * The links not checked, the most telling first (a 403 before a link to another host), folded
 * under their count: the first MAX_LISTED, then how many more.
 */
function uncheckedSection(check: PreviewCheck): string[] {
  if (check.kind !== 'checked' || check.report.counts.notChecked === 0) return []
  const { notChecked, counts } = check.report
  const listed = mostTellingFirst(notChecked).slice(0, MAX_LISTED)
  return [
    `<details><summary>Not checked, and why (${counts.notChecked.toLocaleString('en-US')})</summary>`,
    '',
    '| Page | Not checked | Why |',
    '|---|---|---|',
    ...listed.map((problem) => problemRow(problem, check.previewUrl)),
    ...more(counts.notChecked, listed.length, notChecked.length),
    '',
    '</details>',
    '',
  ]
}

/**
 * Below a table that shows `shown` of `total`: how many more, and where (the report lists
 * `inReport` of them and counts the rest).
 */
function more(total: number, shown: number, inReport: number): string[] {
  if (total <= shown) return []
  const rest = (total - shown).toLocaleString('en-US')
  const where =
    inReport < total
      ? `(\`check-report\` lists the first ${inReport.toLocaleString('en-US')} and counts the rest)`
      : 'in the report (`check-report`)'
  return ['', `… and ${rest} more ${where}.`]
}

function problemRow(problem: LinkProblem, previewUrl: string): string {
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
