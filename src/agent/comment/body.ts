/**
 * The tracking comment's text. Everything that reaches it from outside (the job's status and
 * pull request link from the API, error messages, logins and links from the event) is put in
 * code spans, fenced blocks or checked links, so it cannot add markup, mentions or HTML.
 */

import { checkSection } from '../../shared/deployment/check-markdown.js'
import { boundMarkdown, code, fenced, httpsUrl, link, url } from '../../shared/markdown.js'
import type { JobConclusion, PreviewLink } from '../conclusion.js'
import { writeMarker } from './marker.js'

/**
 * What the comment says about the job: `working` while this run waits, how the run ended (a
 * comment is written only once the job exists), or `stopped`, written by the post step when the
 * run ended (killed, cancelled) while the comment said working.
 */
export type CommentState = { state: 'working' } | { state: 'stopped' } | JobConclusion

/** Who asked for this round of work, when it came from a comment. */
export interface Requester {
  login: string
  /** The comment's link. */
  url: string
}

export interface CommentFacts {
  jobId: string
  /** This workflow run; empty when unknown. */
  runUrl: string
  /** Set when a comment asked for this round of work. */
  requestedBy?: Requester
  /** What runs did to the job through this comment, oldest first (see `runRecord`). */
  records?: readonly string[]
  /** Set for the comment on a pull request the agent opened: the issue that asked for it. */
  pullRequest?: { issue?: number }
}

export function renderTrackingComment(state: CommentState, facts: CommentFacts): string {
  const job = code(facts.jobId)
  const waitHint = `wait for it in another run with ${code(`job-id: ${facts.jobId}`)}, or check the Mintlify dashboard`
  const pr = facts.pullRequest
  const lines = [
    writeMarker({
      jobId: facts.jobId,
      state: state.state,
      records: [...(facts.records ?? [])],
      issue: pr?.issue,
    }),
    `**Mintlify docs agent** · job ${job}`,
    '',
  ]
  if (pr) {
    lines.push(
      `${pr.issue === undefined ? 'The docs agent opened this pull request for a workflow run.' : `The docs agent opened this pull request for #${pr.issue}.`} To ask it for changes, comment ${code('/docs <what to change>')} here, in a review, or on a line of the diff.`,
      '',
    )
  }
  switch (state.state) {
    case 'working': {
      const by = facts.requestedBy
      lines.push(
        by
          ? `⏳ **Working** on the ${link('request', by.url)} from ${code(by.login)}. This comment is updated when the job ends.`
          : '⏳ **Working** on it. This comment is updated when the job ends.',
      )
      break
    }
    case 'not-waiting':
      lines.push(
        `🚀 **Started** (status ${code(state.job.status)}). This workflow does not wait for the job (${code('wait: false')}); ${waitHint}.`,
      )
      break
    case 'completed':
      lines.push(
        pr && state.job.prLink
          ? '✅ **Done.** The job finished; its changes are in this pull request.'
          : !state.job.prLink
            ? '✅ **Done, no changes.** The agent finished without changing any file, so no pull request was opened.'
            : state.elsewhere
              ? `✅ **Done.** The agent opened a pull request in ${code(state.elsewhere)}, the repository connected in Mintlify: ${url(state.job.prLink)}. It is not in this repository, so this workflow does not comment there or read ${code('/docs')} comments on it.`
              : `✅ **Done.** The agent opened a pull request: ${url(state.job.prLink)}`,
      )
      if (state.preview) lines.push('', ...previewLines(state.preview))
      break
    case 'failed':
      lines.push(
        "❌ **Failed.** The job failed on Mintlify's side; the workflow run and the Mintlify dashboard have the details.",
      )
      break
    case 'archived':
      lines.push('🗄️ **Archived.** The job was archived before it finished.')
      break
    case 'timed-out':
      lines.push(
        `⌛ **Still running; stopped waiting.** The workflow gave up waiting at its ${code('timeout')} (last status ${code(state.job.status)}). The job may still open a pull request: ${waitHint}.`,
      )
      break
    case 'cancelled':
      lines.push(
        `⚠️ **The workflow run was cancelled; the job may still be running.** Last status ${code(state.job.status)}. The job keeps running on Mintlify and may still open a pull request: ${waitHint}.`,
      )
      break
    case 'error':
      lines.push(
        `⚠️ **Stopped following the job; it may still be running.** Last status ${code(state.job.status)}: ${waitHint}. The error:`,
        '',
        fenced(state.sentence),
      )
      break
    case 'stopped':
      lines.push(
        `⚠️ **The workflow run stopped before the job finished** (cancelled, timed out by ${code('timeout-minutes')}, or the runner lost the step). The job may still be running on Mintlify and may still open a pull request: ${waitHint}.`,
      )
      break
  }
  const run = facts.runUrl ? httpsUrl(facts.runUrl) : undefined
  if (run) lines.push('', `<sub>${link('Workflow run', run)}</sub>`)
  // The link check's table can be long: the comment stays under GitHub's limit.
  return boundMarkdown(lines.join('\n') + '\n')
}

/**
 * The preview of the pull request's branch (`preview: true`): where it is and how it went, and
 * once it is ready the link check as the preview comment shows it (its line, the table of broken
 * links, what was not checked).
 */
function previewLines(preview: PreviewLink): string[] {
  const where = preview.url ? url(preview.url) : 'no link'
  switch (preview.state) {
    case 'ready': {
      const check = preview.check ? ['', ...checkSection(preview.check)] : []
      // checkSection ends with a blank line; the comment adds its own before the run's link.
      if (check.at(-1) === '') check.pop()
      return [`🔎 **Preview:** ${where}`, ...check]
    }
    case 'queued':
      return [`🔎 **Preview (building):** ${where}`]
    case 'failed':
      return [`🔎 **Preview failed to build:** ${where}. The workflow run has the build log.`]
    default:
      return [`🔎 **Preview not followed to the end:** ${where}. The workflow run says why.`]
  }
}
