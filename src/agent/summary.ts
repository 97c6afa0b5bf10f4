import type { AgentJob } from '../shared/mintlify/schemas.js'
import { checkSummarySection } from '../shared/deployment/check-markdown.js'
import type { PreviewCheck } from '../shared/deployment/link-check.js'
import { formatDuration } from '../shared/durations.js'
import { code, detailsTable, textWithLinks, url } from '../shared/markdown.js'

export interface AgentReport {
  job: AgentJob | undefined
  /** What this run asked for: 'create', 'follow-up' or 'wait'. */
  action: string
  durationMs: number
  /** How the run ended, in one sentence: "completed with a pull request" or the failure. */
  conclusion: string
  /** The tracking comment on the issue; empty or absent when there is none. */
  commentUrl?: string
  /** Nothing else records a job this run created: say how to pick it up again. */
  resumeHint?: boolean
  /** The preview of the pull request's branch (`preview: true`), when one was asked for. */
  preview?: { url: string | undefined; state: string; check?: PreviewCheck }
}

/** Markdown for the step summary: the job, its status, how long it took, the PR link. */
export function agentSummaryMarkdown(report: AgentReport): string {
  const { job } = report
  // The conclusion names the pull request's URL as text (the log keeps it so): here it is a link.
  const links = [job?.prLink, report.preview?.url]
  const lines = ['## Mintlify docs agent', '', textWithLinks(report.conclusion, links, 2_000), '']
  if (job) {
    const rows: [string, string][] = [
      ['Job', code(job.id)],
      ['Status', code(job.status)],
      ['Pull request', job.prLink ? url(job.prLink) : 'none'],
      ['Waited', formatDuration(report.durationMs)],
      ['Request', report.action],
    ]
    if (job.source?.repository) {
      const ref = job.source.ref ? ` (${code(job.source.ref)})` : ''
      rows.push(['Repository', `${code(job.source.repository)}${ref}`])
    }
    if (job.model) rows.push(['Model', code(job.model)])
    if (report.preview) {
      const where = report.preview.url ? url(report.preview.url) : 'no link'
      rows.push(['Preview', `${where} (${code(report.preview.state)})`])
    }
    if (report.commentUrl) rows.push(['Tracking comment', url(report.commentUrl)])
    lines.push(...detailsTable(rows))
    if (report.preview?.check) lines.push('', ...checkSummarySection(report.preview.check))
    if (report.resumeHint) {
      lines.push(
        '',
        `To wait for this job from a re-run or another workflow, set ${code(`job-id: ${job.id}`)}.`,
      )
    }
  }
  return lines.join('\n') + '\n'
}
