/**
 * The digest's Mermaid charts: human vs AI views, and the top pages. Labels are escaped for
 * Mermaid (markdown.ts); numbers are drawn as the tables write them.
 */
import type { ViewTotals } from '../shared/mintlify/schemas.js'
import { mermaidLabel } from '../shared/markdown.js'
import type { TrafficRow } from './datasets/traffic.js'
import { formatNumber } from './figures.js'

export function pieChart(totals: ViewTotals | undefined): string[] {
  if (!totals || !(totals.human > 0 || totals.ai > 0)) return []
  return [
    '```mermaid',
    // The counts in the legend with thousands separators (`showData` draws 1924511 as typed).
    'pie title Human vs AI views',
    `  "${mermaidLabel(`Human: ${formatNumber(totals.human)}`)}" : ${totals.human}`,
    `  "${mermaidLabel(`AI: ${formatNumber(totals.ai)}`)}" : ${totals.ai}`,
    '```',
    '',
  ]
}

/**
 * The top pages as a horizontal bar chart whose labels cannot overlap. Page paths as labels
 * overlapped on a vertical chart's x-axis (ten long labels side by side), and on a horizontal
 * chart raw counts such as 260000 collided on the value axis. So each bar is labelled with its
 * rank (`#1`..`#10`, the `#` column of the table above, which names the path), and the counts
 * are drawn in a unit that keeps every tick label to a few characters (views, thousands or
 * millions, named in the axis title). The table stays the full record; the chart is the shape.
 */
export function barChart(top: readonly TrafficRow[]): string[] {
  // One bar compares nothing (Mermaid drew it as "Top 1 pages" on ticks of 0.1 view).
  if (top.length < 2) return []
  const max = Math.max(...top.map((row) => row.total))
  const unit = chartUnit(max)
  const labels = top.map((_, i) => `"${mermaidLabel(`#${i + 1}`)}"`).join(', ')
  const scaled = (n: number): string => String(Number((n / unit.divisor).toFixed(unit.digits)))
  return [
    '```mermaid',
    'xychart-beta horizontal',
    `  title "Top ${top.length} pages by views"`,
    `  x-axis "${mermaidLabel('Rank (# in the table)')}" [${labels}]`,
    `  y-axis "${unit.title}" 0 --> ${scaled(Math.max(max, 1))}`,
    `  bar [${top.map((row) => scaled(row.total)).join(', ')}]`,
    '```',
    '',
  ]
}

/** The unit a chart draws `max` in: below 1,000 of it, so a tick label has at most 3 digits. */
function chartUnit(max: number): { divisor: number; digits: number; title: string } {
  if (max >= 1_000_000) return { divisor: 1_000_000, digits: 2, title: 'Views (millions)' }
  if (max >= 1_000) return { divisor: 1_000, digits: 2, title: 'Views (thousands)' }
  return { divisor: 1, digits: 0, title: 'Views' }
}
