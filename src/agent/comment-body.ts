/**
 * The tracking comment's text. Everything that reaches it from outside (the job's status and
 * pull request link from the API, error messages, logins and links from the event) is put in
 * code spans, fenced blocks or checked links, so it cannot add markup, mentions or HTML.
 */

import { code, fenced, httpsUrl, link, url } from '../markdown.js'

/** What the comment says about the job. Only `working` is unfinished. */
export type CommentOutcome =
  | { kind: 'working' }
  | { kind: 'not-waiting'; status: string }
  | { kind: 'completed'; prLink: string }
  | { kind: 'failed' }
  | { kind: 'archived' }
  | { kind: 'timed-out'; status: string }
  | { kind: 'cancelled'; status: string }
  | { kind: 'error'; status: string; message: string }
  /** Written by the post step: the run ended (killed, cancelled) while the comment said working. */
  | { kind: 'stopped' }

export type CommentState = CommentOutcome['kind']

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
}

/** Tracking comments start with this hidden marker, which records the job id. */
const MARKER_NAME = 'mintlify-docs-agent'
const MARKER = new RegExp(`^<!-- ${MARKER_NAME} job=([^\\s>]+) state=([a-z-]+) -->`)

export interface Marker {
  jobId: string
  state: string
}

/** The marker of a tracking comment, or undefined when the body does not start with one. */
export function readMarker(body: string): Marker | undefined {
  const match = MARKER.exec(body)
  if (!match) return undefined
  try {
    return { jobId: decodeURIComponent(match[1] ?? ''), state: match[2] ?? '' }
  } catch {
    return undefined
  }
}

function marker(jobId: string, state: CommentState): string {
  // Encoded, so no job id can close the HTML comment early.
  return `<!-- ${MARKER_NAME} job=${encodeURIComponent(jobId)} state=${state} -->`
}

export function renderTrackingComment(outcome: CommentOutcome, facts: CommentFacts): string {
  const job = code(facts.jobId)
  const waitHint = `wait for it in another run with ${code(`job-id: ${facts.jobId}`)}, or check the Mintlify dashboard`
  const lines = [marker(facts.jobId, outcome.kind), `**Mintlify docs agent** · job ${job}`, '']
  switch (outcome.kind) {
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
        `🚀 **Started** (status ${code(outcome.status)}). This workflow does not wait for the job (${code('wait: false')}); ${waitHint}.`,
      )
      break
    case 'completed':
      lines.push(
        outcome.prLink
          ? `✅ **Done.** The agent opened a pull request: ${url(outcome.prLink)}`
          : '✅ **Done, no changes.** The agent finished without changing any file, so no pull request was opened.',
      )
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
        `⌛ **Still running; stopped waiting.** The workflow gave up waiting at its ${code('timeout')} (last status ${code(outcome.status)}). The job may still open a pull request: ${waitHint}.`,
      )
      break
    case 'cancelled':
      lines.push(
        `⚠️ **The workflow run was cancelled; the job may still be running.** Last status ${code(outcome.status)}. The job keeps running on Mintlify and may still open a pull request: ${waitHint}.`,
      )
      break
    case 'error':
      lines.push(
        `⚠️ **Stopped following the job; it may still be running.** Last status ${code(outcome.status)}: ${waitHint}. The error:`,
        '',
        fenced(outcome.message),
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
  return lines.join('\n') + '\n'
}
