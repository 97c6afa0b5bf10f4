/** A broken or unchecked link in words, the same in the log, the step's sentence and the table. */
import type { LinkProblem } from '../link-check/check.js'

/**
 * What happened to a link: the checker's reason, with the status when it adds something (a 301
 * of a redirect loop; not the 404 a "404" reason already names, nor the 200 of a missing anchor).
 */
export function whatHappened(problem: Pick<LinkProblem, 'status' | 'reason'>): string {
  const { status, reason } = problem
  if (status === null || status === 200 || reason.includes(String(status))) return reason
  return `${reason} (HTTP ${status})`
}
