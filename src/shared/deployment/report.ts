/**
 * What a deployment looks like to a reader: the verdict, the commit, the pages the change touched
 * (changes.ts: on a pull request, the pull request's, the same pages the link check takes), the
 * screenshots, and, after a failure, the summary and the end of the build log. The same sections
 * serve the step summary and the preview's pull-request comment. Every value is server or
 * author text: cleaned of invisible characters, then escaped for Markdown (markdown.ts); only
 * https screenshots and page links on an https preview become images and links.
 */
import type { ChangedPage } from '../link-check/changed-files.js'
import type { Deployment } from '../mintlify/deployment-schemas.js'
import {
  code,
  detailsTable,
  fenced,
  httpsUrl,
  link,
  text,
  textWithLinks,
  url,
} from '../markdown.js'
import { cleanLine, cleanUntrustedText } from '../untrusted-text.js'
import type { Change } from './changes.js'
import type { DeploymentOutcome } from './follow.js'
import { logTail } from './wait.js'

/** Pages listed per kind of change; the rest are counted. */
const MAX_PAGES_LISTED = 25
/**
 * Characters the pages of one kind may take (a long path and its link take up to about 1,000):
 * three kinds stay far below GitHub's 65,536 for a comment, with the verdict and links kept.
 */
const MAX_PAGES_CHARS = 12_000
/** Files that are not pages, named on one line; the rest are counted. */
const MAX_OTHERS_LISTED = 10
/** The longest file name shown. */
const MAX_FILE_CHARS = 300

/** Server text as one line of inert Markdown. */
function shown(value: string, max = 300): string {
  return text(cleanUntrustedText(value, { oneLine: true, maxChars: max }).text, max)
}

export interface DeploymentReport {
  /** `Deployment` or `Preview`. */
  noun: string
  statusId: string
  /** The deployment as last read; undefined when none was (`wait: false`, or the first read failed). */
  deployment?: Deployment
  /** How the run ended, in one sentence. */
  sentence: string
  previewUrl?: string
  /** Lines shown right below the sentence, before the details (the preview's link check). */
  afterSentence?: readonly string[]
  /** The pages the change touched (changes.ts); undefined when they are not known. */
  change?: Change
}

/** The sections below a heading: facts, commit, pages, screenshots, failure details. */
export function deploymentSections(report: DeploymentReport): string[] {
  const { deployment } = report
  // The sentence names the preview's URL as text (the log keeps it so): here it is a link.
  const sentence = cleanUntrustedText(report.sentence, { oneLine: true, maxChars: 2_000 }).text
  const rows: [string, string][] = [['Status id', code(report.statusId)]]
  if (deployment) rows.push(['Status', code(deployment.status)])
  if (report.previewUrl) rows.push(['Preview', url(report.previewUrl)])
  if (deployment?.subdomain) rows.push(['Subdomain', code(deployment.subdomain)])
  const commit = deployment?.commit
  if (commit?.sha) rows.push(['Commit', code(commit.sha.slice(0, 40))])
  if (commit?.ref) rows.push(['Branch', code(commit.ref)])
  if (commit?.message) rows.push(['Message', shown(commit.message.split('\n')[0] ?? '')])
  if (deployment?.author?.name) rows.push(['Author', shown(deployment.author.name, 100)])
  const lines = [
    textWithLinks(sentence, [report.previewUrl], 2_000),
    '',
    ...(report.afterSentence ?? []),
    ...detailsTable(rows),
  ]
  lines.push('')
  if (report.change) lines.push(...pagesSection(report.change, report.previewUrl))
  if (deployment) lines.push(...screenshots(deployment))
  if (deployment?.status === 'failure') lines.push(...failureSection(deployment, sentence))
  return lines
}

/**
 * The pages added, changed and removed, each kind a list (bounded by count and size) whose pages
 * link to the preview; a page whose file was renamed says what it was; then the other files.
 */
function pagesSection(change: Change, previewUrl: string | undefined): string[] {
  const { pages } = change
  const lines: string[] = []
  const kinds: [string, ChangedPage[]][] = [
    ['Added', pages.added],
    ['Changed', pages.changed],
    ['Removed', pages.removed],
  ]
  for (const [label, listed] of kinds) {
    if (listed.length === 0) continue
    lines.push(`**${label}** (${listed.length})`, '')
    let shown = 0
    let chars = 0
    for (const page of listed.slice(0, MAX_PAGES_LISTED)) {
      const line = `- ${pageItem(page, label === 'Removed' ? undefined : previewUrl)}`
      if (chars + line.length > MAX_PAGES_CHARS) break
      lines.push(line)
      chars += line.length + 1
      shown++
    }
    if (listed.length > shown) lines.push(`- … and ${listed.length - shown} more`)
    lines.push('')
  }
  if (pages.others.length > 0) {
    const named = pages.others.slice(0, MAX_OTHERS_LISTED).map((file) => fileName(file))
    const more = pages.others.length - named.length
    lines.push(
      `**Other files** (${pages.others.length}): ${named.join(', ')}${more > 0 ? `, and ${more} more` : ''}`,
      '',
    )
  }
  if (!change.complete) {
    lines.push(
      `GitHub lists the first 3,000 files of ${change.whose}: the lists above stop there.`,
      '',
    )
  }
  if (lines.length === 0) return []
  return [text(`Pages ${change.whose} changed:`), '', ...lines]
}

/** A page as its file, linked to the page on the preview when it has one, and what it was. */
function pageItem(page: ChangedPage, previewUrl: string | undefined): string {
  const target = previewUrl ? pageUrl(previewUrl, page.path) : undefined
  const name = target ? link(cleanLine(page.file, MAX_FILE_CHARS), target) : fileName(page.file)
  return page.was === undefined ? name : `${name} (was ${fileName(page.was)})`
}

function fileName(file: string): string {
  return code(cleanLine(file, MAX_FILE_CHARS), MAX_FILE_CHARS)
}

function screenshots(deployment: Deployment): string[] {
  const light = httpsUrl(deployment.screenshotLight ?? deployment.screenshot ?? '')
  const dark = httpsUrl(deployment.screenshotDark ?? '')
  const images = [
    light ? `![Screenshot, light mode](${light})` : '',
    dark ? `![Screenshot, dark mode](${dark})` : '',
  ].filter(Boolean)
  return images.length > 0 ? [images.join(' '), ''] : []
}

function failureSection(deployment: Deployment, sentence: string): string[] {
  const lines: string[] = []
  // The verdict's sentence quotes the summary when it fits: said once, not again below.
  const summary = deployment.summary
    ? cleanUntrustedText(deployment.summary, { oneLine: true, maxChars: 1_000 }).text
    : ''
  if (summary && !sentence.includes(summary)) {
    lines.push(`**Summary:** ${text(summary, 1_000)}`, '')
  }
  const tail = logTail(deployment).map((line) => cleanUntrustedText(line, { oneLine: true }).text)
  if (tail.length > 0)
    lines.push(
      '<details><summary>Last lines of the build log</summary>',
      '',
      fenced(tail.join('\n'), 4_000),
      '',
      '</details>',
      '',
    )
  return lines
}

/**
 * The page at `path` (`/guides/setup`, `/`) on the preview: only a plain path of letters, digits,
 * `-`, `_` and `.` on an https preview gets a link; anything else (`..`, odd characters) none.
 */
export function pageUrl(previewUrl: string, path: string): string | undefined {
  const base = httpsUrl(previewUrl)
  if (!base || path.length > MAX_FILE_CHARS || !path.startsWith('/')) return undefined
  const segments = path === '/' ? [] : path.slice(1).split('/')
  if (segments.some((segment) => !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment))) return undefined
  return `${new URL(base).origin}/${segments.join('/')}`
}

/** The summary's (and the preview comment's) heading for how a deployment or preview ended. */
export function headingOf(noun: string, outcome: Pick<DeploymentOutcome, 'state'>): string {
  switch (outcome.state) {
    case 'queued':
      // A preview's comment says it is building while this run waits (Mintlify builds it at once).
      return noun === 'Preview' ? 'Preview building' : `${noun} queued`
    case 'ready':
      return noun === 'Preview' ? 'Preview ready' : 'Deployment succeeded'
    case 'failed':
      return `${noun} failed`
    case 'timed-out':
      return `${noun} still running at \`timeout\``
    case 'cancelled':
      return `${noun}: run cancelled`
    case 'error':
      return `${noun} not followed to the end`
  }
}
