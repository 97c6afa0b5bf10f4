/**
 * The tracking comment's text. Everything that reaches it from outside (the job's status and
 * pull request link from the API, error messages, logins and links from the event) is put in
 * code spans, fenced blocks or checked links, so it cannot add markup, mentions or HTML.
 */

import { code, fenced, httpsUrl, link, url } from '../../markdown.js'

/** What the comment says about the job. Only `working` is unfinished. */
export type CommentOutcome =
  | { kind: 'working' }
  | { kind: 'not-waiting'; status: string }
  /** `elsewhere`: the pull request is in this other repository (`owner/repo`). */
  | { kind: 'completed'; prLink: string; elsewhere?: string }
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

/**
 * What a run did to the job through this comment: `<runId>` for a job it created, or
 * `<runId>:<commentId>` for the follow-up it sent from an issue comment. A re-run of that run
 * (`GITHUB_RUN_ATTEMPT` > 1) finds its record here and waits for the job instead of creating it,
 * or sending the follow-up, a second time.
 */
export function runRecord(runId: string, requestId?: number): string {
  return requestId === undefined ? runId : `${runId}:${requestId}`
}

/** Records kept in one comment: enough for every re-run worth making, bounded in size. */
const MAX_RECORDS = 20

export interface CommentFacts {
  jobId: string
  /** This workflow run; empty when unknown. */
  runUrl: string
  /** Set when a comment asked for this round of work. */
  requestedBy?: Requester
  /** What runs did to the job through this comment, oldest first (see `runRecord`). */
  runs?: readonly string[]
  /** Set for the comment on a pull request the agent opened: the issue that asked for it. */
  pullRequest?: { issue?: number }
}

/** Tracking comments start with this hidden marker, which records the job id. */
const MARKER_NAME = 'mintlify-docs-agent'
const MARKER = new RegExp(
  `^<!-- ${MARKER_NAME} job=([^\\s>]+) state=([a-z-]+)(?: issue=([1-9]\\d{0,9}))? -->`,
)
/**
 * The runs' records, on the second line: a line of its own, so the first line stays what version
 * 1.0.0 reads and both versions can share an issue.
 */
const RUNS = new RegExp(`^<!-- ${MARKER_NAME}-runs ((?:\\d+(?::\\d+)? ?)+) -->$`)

export interface Marker {
  jobId: string
  state: string
  runs: string[]
  /** On a pull request's comment: the issue the job came from. */
  issue?: number
}

/** The marker of a tracking comment, or undefined when the body does not start with one. */
export function readMarker(body: string): Marker | undefined {
  const match = MARKER.exec(body)
  if (!match) return undefined
  let jobId: string
  try {
    jobId = decodeURIComponent(match[1] ?? '')
  } catch {
    return undefined
  }
  const runs =
    RUNS.exec(body.split('\n', 2)[1] ?? '')?.[1]
      ?.trim()
      .split(' ') ?? []
  const issue = match[3] === undefined ? undefined : Number(match[3])
  return { jobId, state: match[2] ?? '', runs, ...(issue === undefined ? {} : { issue }) }
}

function marker(
  jobId: string,
  state: CommentState,
  runs: readonly string[] = [],
  issue?: number,
): string {
  // Encoded, so no job id can close the HTML comment early.
  const origin = issue === undefined ? '' : ` issue=${issue}`
  const first = `<!-- ${MARKER_NAME} job=${encodeURIComponent(jobId)} state=${state}${origin} -->`
  const kept = [...new Set(runs.filter((r) => /^\d+(:\d+)?$/.test(r)))].slice(-MAX_RECORDS)
  return kept.length === 0 ? first : `${first}\n<!-- ${MARKER_NAME}-runs ${kept.join(' ')} -->`
}

export function renderTrackingComment(outcome: CommentOutcome, facts: CommentFacts): string {
  const job = code(facts.jobId)
  const waitHint = `wait for it in another run with ${code(`job-id: ${facts.jobId}`)}, or check the Mintlify dashboard`
  const pr = facts.pullRequest
  const lines = [
    marker(facts.jobId, outcome.kind, facts.runs, pr?.issue),
    `**Mintlify docs agent** · job ${job}`,
    '',
  ]
  if (pr) {
    lines.push(
      `${pr.issue === undefined ? 'The docs agent opened this pull request for a workflow run.' : `The docs agent opened this pull request for #${pr.issue}.`} To ask it for changes, comment ${code('/docs <what to change>')} here, in a review, or on a line of the diff.`,
      '',
    )
  }
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
        pr && outcome.prLink
          ? '✅ **Done.** The job finished; its changes are in this pull request.'
          : !outcome.prLink
            ? '✅ **Done, no changes.** The agent finished without changing any file, so no pull request was opened.'
            : outcome.elsewhere
              ? `✅ **Done.** The agent opened a pull request in ${code(outcome.elsewhere)}, the repository connected in Mintlify: ${url(outcome.prLink)}. It is not in this repository, so this workflow does not comment there or read ${code('/docs')} comments on it.`
              : `✅ **Done.** The agent opened a pull request: ${url(outcome.prLink)}`,
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
