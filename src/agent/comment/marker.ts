/**
 * The hidden marker a tracking comment starts with: which job it tracks, the state it shows, the
 * issue a pull request's job came from, and what runs did to the job (their records). Anyone can
 * write a comment that starts like a marker, so the reader is written for hostile text: it reads
 * a bounded prefix of the body, by hand, in one pass (no regular expression that could
 * backtrack), and never throws.
 *
 *   <!-- mintlify-docs-agent job=<id, URI-encoded> state=<state>[ issue=<n>] -->
 *   <!-- mintlify-docs-agent-runs <record> <record> ... -->
 *
 * The first line is what version 1.0.0 writes and reads; the records are on a line of their own
 * so both versions can share an issue.
 */

const MARKER_NAME = 'mintlify-docs-agent'
const OPEN = `<!-- ${MARKER_NAME} `
const RUNS_OPEN = `<!-- ${MARKER_NAME}-runs `
const CLOSE = ' -->'
/** A job id is at most 128 characters, 384 once URI-encoded; records take about 25 each. */
const MAX_LINE = 1_024
/** Records kept in one comment: enough for every re-run worth making, bounded in size. */
const MAX_RECORDS = 20

export interface Marker {
  jobId: string
  state: string
  /** What runs did to the job through this comment, oldest first (see `runRecord`). */
  records: string[]
  /** On a pull request's comment: the issue the job came from. */
  issue?: number
}

/**
 * What a run did to the job through this comment: `<runId>` for a job it created, or
 * `<runId>:<commentId>` for the follow-up it sent from a comment. A re-run of that run
 * (`GITHUB_RUN_ATTEMPT` > 1) finds its record here and waits for the job instead of creating it,
 * or sending the follow-up, a second time.
 */
export function runRecord(runId: string, requestId?: number): string {
  return requestId === undefined ? runId : `${runId}:${requestId}`
}

/** Whether the body starts like a marker: a cheap test before anything is asked or parsed. */
export function startsWithMarker(body: string): boolean {
  return body.startsWith(OPEN)
}

/** How every marker of the job's comments starts: its comments are found by it. */
export function markerPrefix(jobId: string): string {
  return `${OPEN}job=${encodeURIComponent(jobId)} `
}

/** The marker lines for a comment. The job id is encoded, so no id can close the comment early. */
export function writeMarker(marker: Marker): string {
  const origin = marker.issue === undefined ? '' : ` issue=${marker.issue}`
  const first = `${OPEN}job=${encodeURIComponent(marker.jobId)} state=${marker.state}${origin}${CLOSE}`
  const kept = [...new Set(marker.records.filter(isRecord))].slice(-MAX_RECORDS)
  return kept.length === 0 ? first : `${first}\n${RUNS_OPEN}${kept.join(' ')}${CLOSE}`
}

/** The marker at the start of a comment, or undefined when it does not start with a valid one. */
export function readMarker(body: string): Marker | undefined {
  if (!startsWithMarker(body)) return undefined
  const [first, second] = firstLines(body)
  const close = first.indexOf(CLOSE)
  // Exactly a marker: text after it on the line makes it someone else's line.
  if (close < 0 || close + CLOSE.length !== first.length) return undefined
  let jobId: string | undefined
  let state: string | undefined
  let issue: number | undefined
  for (const field of first.slice(OPEN.length, close).split(' ')) {
    const eq = field.indexOf('=')
    const name = field.slice(0, eq)
    const value = field.slice(eq + 1)
    if (name === 'job' && jobId === undefined && state === undefined) jobId = decoded(value)
    else if (name === 'state' && jobId !== undefined && state === undefined) state = value
    else if (name === 'issue' && state !== undefined && issue === undefined)
      issue = issueNumber(value)
    else return undefined
    if (jobId === '' || issue === 0) return undefined
  }
  if (jobId === undefined || state === undefined || !isState(state)) return undefined
  return { jobId, state, records: readRecords(second), ...(issue === undefined ? {} : { issue }) }
}

/** Whether a comment's first line is exactly a tracking marker: only then is it the comment. */
export function isTrackingMarker(line: string): boolean {
  return !line.includes('\n') && readMarker(line) !== undefined
}

/**
 * The first two lines (without the CR of a CRLF), each cut at MAX_LINE: nothing further into
 * the body is read.
 */
function firstLines(body: string): [string, string] {
  const head = body.slice(0, 2 * MAX_LINE + 2)
  const end = head.indexOf('\n')
  if (end < 0) return [withoutCr(head.slice(0, MAX_LINE)), '']
  const rest = head.slice(end + 1)
  const next = rest.indexOf('\n')
  return [
    withoutCr(head.slice(0, Math.min(end, MAX_LINE))),
    withoutCr(rest.slice(0, next < 0 ? MAX_LINE : next)),
  ]
}

function withoutCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line
}

/** The records of the runs line; none unless the line is exactly a runs marker of records. */
function readRecords(line: string): string[] {
  if (!line.startsWith(RUNS_OPEN) || !line.endsWith(CLOSE)) return []
  const records = line.slice(RUNS_OPEN.length, -CLOSE.length).split(' ')
  return records.length <= MAX_RECORDS && records.every(isRecord) ? records : []
}

function decoded(value: string): string | undefined {
  if (value === '' || value.includes('>')) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

function issueNumber(value: string): number {
  return value.length <= 10 && isDigits(value) && value[0] !== '0' ? Number(value) : 0
}

/** `<runId>` or `<runId>:<commentId>`, digits only. */
function isRecord(record: string): boolean {
  const colon = record.indexOf(':')
  if (colon < 0) return isDigits(record)
  return isDigits(record.slice(0, colon)) && isDigits(record.slice(colon + 1))
}

function isDigits(text: string): boolean {
  if (text === '' || text.length > 20) return false
  for (const char of text) if (char < '0' || char > '9') return false
  return true
}

/** A state is a kebab-case word such as `working` or `timed-out`. */
function isState(state: string): boolean {
  if (state === '' || state.length > 40) return false
  for (const char of state) if (char !== '-' && (char < 'a' || char > 'z')) return false
  return true
}
