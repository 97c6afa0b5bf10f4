import type { AgentJob, KnownJobStatus } from '../api/types.js'

const TERMINAL: ReadonlySet<string> = new Set<KnownJobStatus>(['completed', 'archived', 'failed'])
const KNOWN: ReadonlySet<string> = new Set<KnownJobStatus>([
  'active',
  'completed',
  'archived',
  'failed',
])

/** A status the API may add later is not terminal: keep polling until `timeout`. */
export function isTerminal(status: string): boolean {
  return TERMINAL.has(status)
}

export function isKnownStatus(status: string): boolean {
  return KNOWN.has(status)
}

/** The pull request link, or '' when the job has none. */
export function prLinkOf(job: AgentJob): string {
  return job.prLink ?? ''
}
