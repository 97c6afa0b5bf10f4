/**
 * The step summary of an export, as markdown (main.ts writes it with core.summary): the range,
 * the totals with the human/AI share, the top pages as a table and as Mermaid charts (GitHub
 * renders Mermaid in job summaries), the artifact link and any integrity warnings.
 */
import { cell, code, link, mermaidLabel, text } from '../markdown.js'
import type { AnalyticsSettings } from '../settings.js'
import type { AnalyticsResult } from './export.js'

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

function formatNumber(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 })
}

function share(part: number, whole: number): string {
  if (!(whole > 0)) return '–'
  return `${((part / whole) * 100).toFixed(1)}%`
}

/** "2026-11-14 to 2026-11-20 (UTC, both included)" for dates; the raw bounds for date-times. */
export function describeRange(dateFrom: string, dateTo: string): string {
  if (DATE_RE.test(dateFrom) && DATE_RE.test(dateTo)) {
    const last = new Date(Date.parse(`${dateTo}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    if (last === dateFrom) return `${dateFrom} (UTC, one day)`
    return `${dateFrom} to ${last} (UTC, both included)`
  }
  return `${dateFrom} to ${dateTo} (end excluded)`
}

function pieChart(result: AnalyticsResult): string[] {
  const { human, ai } = result.totals
  if (!(human > 0 || ai > 0)) return []
  return [
    '```mermaid',
    'pie showData title Human vs AI views',
    `  "Human" : ${human}`,
    `  "AI" : ${ai}`,
    '```',
    '',
  ]
}

function barChart(result: AnalyticsResult): string[] {
  const top = result.topPages
  if (top.length === 0 || !top.some((row) => row.total > 0)) return []
  const labels = top.map((row) => `"${mermaidLabel(row.path)}"`).join(', ')
  const max = Math.max(...top.map((row) => row.total))
  return [
    '```mermaid',
    'xychart-beta',
    `  title "Top ${top.length} pages by views"`,
    `  x-axis [${labels}]`,
    `  y-axis "Views" 0 --> ${Math.ceil(max)}`,
    `  bar [${top.map((row) => row.total).join(', ')}]`,
    '```',
    '',
  ]
}

/** Markdown for the step summary of a finished export. Pure: returns the text. */
export function analyticsSummaryMarkdown(
  result: AnalyticsResult,
  settings: Pick<AnalyticsSettings, 'uploadArtifact'>,
): string {
  const { totals } = result
  const lines: string[] = [
    '## Page views export',
    '',
    `**Range:** ${describeRange(result.dateFrom, result.dateTo)} · \`dateFrom=${result.dateFrom}\` \`dateTo=${result.dateTo}\` (exclusive)`,
    '',
    `**${formatNumber(result.rows)}** page rows exported in ${result.pages} request${result.pages === 1 ? '' : 's'}.`,
    '',
    '| traffic | views | share |',
    '|---|---:|---:|',
    `| Human | ${formatNumber(totals.human)} | ${share(totals.human, totals.total)} |`,
    `| AI | ${formatNumber(totals.ai)} | ${share(totals.ai, totals.total)} |`,
    `| **Total** | **${formatNumber(totals.total)}** | ${totals.total > 0 ? '100%' : '–'} |`,
    '',
    ...pieChart(result),
  ]

  if (result.topPages.length > 0) {
    lines.push(
      `### Top ${result.topPages.length} pages`,
      '',
      '| # | path | human | AI | total | AI share |',
      '|---:|---|---:|---:|---:|---:|',
    )
    result.topPages.forEach((row, i) => {
      lines.push(
        `| ${i + 1} | ${cell(code(row.path))} | ${formatNumber(row.human)} | ${formatNumber(row.ai)} | ${formatNumber(row.total)} | ${share(row.ai, row.total)} |`,
      )
    })
    lines.push('', ...barChart(result))
  } else {
    lines.push('No page had views in this range.', '')
  }

  if (!settings.uploadArtifact) {
    lines.push('**Artifact:** not uploaded (`upload-artifact: false`).', '')
  }

  if (result.files.length > 0) {
    lines.push('**Files:**', '', ...result.files.map((f) => `- ${code(f, 1_000)}`), '')
  }

  if (result.warnings.length > 0) {
    lines.push(
      '> [!WARNING]',
      '> Integrity checks:',
      ...result.warnings.map((w) => `> - ${text(w, 1_000)}`),
      '',
    )
  }
  return lines.join('\n')
}

/** The summary's line for the uploaded artifact, appended once the upload is done. */
export function artifactSummaryMarkdown(artifact: {
  name: string
  id: number | string
  url?: string
}): string {
  const { name, url, id } = artifact
  return url
    ? `**Artifact:** ${link(name, url)}\n`
    : `**Artifact:** ${text(name)} (id ${text(String(id))})\n`
}
