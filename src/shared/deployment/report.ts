/**
 * What a deployment looks like to a reader: the verdict, the commit and the pages it touched,
 * the screenshots, and, after a failure, the summary and the end of the build log. The same
 * sections serve the step summary and the preview's pull-request comment. Every value is server
 * text: cleaned of invisible characters, then escaped for Markdown (markdown.ts); only https
 * screenshots and page links on an https preview become images and links.
 */
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
import { cleanUntrustedText } from '../untrusted-text.js'
import type { DeploymentOutcome } from './follow.js'
import { logTail } from './wait.js'

/** Pages listed per kind of change; the rest are counted. */
const MAX_PAGES_LISTED = 25
/**
 * Characters the pages of one kind may take (a long path and its link take up to about 1,000):
 * three kinds stay far below GitHub's 65,536 for a comment, with the verdict and links kept.
 */
const MAX_PAGES_CHARS = 12_000

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
  if (deployment)
    lines.push(...pagesSection(deployment, report.previewUrl), ...screenshots(deployment))
  if (deployment?.status === 'failure') lines.push(...failureSection(deployment, sentence))
  return lines
}

function pagesSection(deployment: Deployment, previewUrl: string | undefined): string[] {
  const changed = deployment.commit?.filesChanged
  if (!changed) return []
  const lines: string[] = []
  const kinds: [string, string[] | undefined][] = [
    ['Added', changed.added],
    ['Changed', changed.modified],
    ['Removed', changed.removed],
  ]
  for (const [label, files] of kinds) {
    if (!files || files.length === 0) continue
    lines.push(`**${label}** (${files.length})`, '')
    let listed = 0
    let chars = 0
    for (const file of files.slice(0, MAX_PAGES_LISTED)) {
      const page = label === 'Removed' || !previewUrl ? undefined : pageUrl(previewUrl, file)
      const line = `- ${page ? link(file, page) : code(file)}`
      if (chars + line.length > MAX_PAGES_CHARS) break
      lines.push(line)
      chars += line.length + 1
      listed++
    }
    if (files.length > listed) lines.push(`- … and ${files.length - listed} more`)
    lines.push('')
  }
  return lines
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
 * The page a changed file renders as on the preview: `guides/setup.mdx` -> `<preview>/guides/setup`,
 * `index.mdx` -> `<preview>/`. Only `.mdx` and `.md` files under a plain relative path are pages;
 * anything else (config, images, a path with `..` or odd characters) gets no link.
 */
export function pageUrl(previewUrl: string, file: string): string | undefined {
  const base = httpsUrl(previewUrl)
  if (!base || file.length > 300) return undefined
  const extension = file.endsWith('.mdx') ? '.mdx' : file.endsWith('.md') ? '.md' : undefined
  if (!extension) return undefined
  const segments = file.slice(0, -extension.length).split('/')
  if (segments.some((segment) => !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment))) return undefined
  if (segments.at(-1) === 'index') segments.pop()
  const origin = new URL(base).origin
  return `${origin}/${segments.join('/')}`
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
