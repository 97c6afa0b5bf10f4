import type { AgentJob } from '../api/types.js'
import { formatDuration } from '../durations.js'

export interface AgentReport {
  job: AgentJob | undefined
  /** What this run asked for: 'create', 'follow-up' or 'wait'. */
  action: string
  durationMs: number
  /** One-line outcome, e.g. "completed with a pull request" or the failure. */
  outcome: string
  /** The tracking comment on the issue; empty or absent when there is none. */
  commentUrl?: string
}

/** Markdown for the step summary: the job, its status, how long it took, the PR link. */
export function agentSummaryMarkdown(report: AgentReport): string {
  const { job } = report
  const lines = ['## Mintlify docs agent', '', escapeCell(report.outcome), '']
  if (job) {
    lines.push(
      '| | |',
      '|---|---|',
      `| Job | ${code(job.id)} |`,
      `| Status | ${escapeCell(job.status)} |`,
      `| Pull request | ${job.prLink ? `[${escapeCell(job.prLink)}](${encodeURI(job.prLink)})` : 'none'} |`,
      `| Waited | ${formatDuration(report.durationMs)} |`,
      `| Request | ${report.action} |`,
    )
    if (job.source?.repository) {
      const ref = job.source.ref ? ` (${escapeCell(job.source.ref)})` : ''
      lines.push(`| Repository | ${escapeCell(job.source.repository)}${ref} |`)
    }
    if (job.model) lines.push(`| Model | ${escapeCell(job.model)} |`)
    if (report.commentUrl) {
      lines.push(
        `| Tracking comment | [${escapeCell(report.commentUrl)}](${encodeURI(report.commentUrl)}) |`,
      )
    }
  }
  return lines.join('\n') + '\n'
}

/** A code span: backslash escapes do not work inside one, so drop the backticks instead. */
function code(text: string): string {
  return `\`${text.replace(/[`\r\n]/g, '')}\``
}

/** Server text goes into a Markdown table: keep it from breaking the table or adding HTML. */
export function escapeCell(text: string): string {
  return text.replace(/[\\|<>[\]`*_]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ')
}
