/**
 * A broken or unchecked link in words, the same in the log, the step's sentence, the comments and
 * the summary: what happened to one link, and how many links were not checked, and why.
 */
import type { LinkCheckReport, LinkProblem, UncheckedLink } from '../link-check/check.js'
import { NOT_CHECKED_CAUSES, type NotCheckedCause } from '../link-check/types.js'

/**
 * What happened to a link: the checker's reason, with the status when it adds something (a 301
 * of a redirect loop; not the 404 a "404" reason already names, nor the 200 of a missing anchor).
 */
export function whatHappened(problem: Pick<LinkProblem, 'status' | 'reason'>): string {
  const { status, reason } = problem
  if (status === null || status === 200 || reason.includes(String(status))) return reason
  return `${reason} (HTTP ${status})`
}

/** `1 link`, `6,000 links`: a count as a reader reads it, thousands separated. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${number(count)} ${count === 1 ? one : many}`
}

/** Each cause of links not checked, as a sentence counts it. */
const CAUSE_WORDS: Record<NotCheckedCause, (n: number) => string> = {
  inconclusive: (n) => `${number(n)} without a clear answer`,
  bound: (n) => `${number(n)} over ${n === 1 ? 'a bound' : 'bounds'} of the check`,
  private: (n) => `${number(n)} on ${n === 1 ? 'a private network' : 'private networks'}`,
  'unread-page': (n) => `${counted(n, 'page')} not read`,
  ignored: (n) => `${number(n)} ignored`,
  'other-host': (n) => `${number(n)} on ${n === 1 ? 'another host' : 'other hosts'}`,
  'not-web': (n) => `${number(n)} not ${n === 1 ? 'a web link' : 'web links'}`,
}

function number(count: number): string {
  return count.toLocaleString('en-US')
}

/**
 * What the check did not check, as parts of a sentence: "1 page not read", "57 links not checked
 * (2 without a clear answer, 5 ignored, 50 on other hosts)"; none when it checked everything.
 * Exact counts, whatever the report lists.
 */
export function notCheckedParts(report: Pick<LinkCheckReport, 'counts'>): string[] {
  const by = report.counts.notCheckedBy
  const count = (cause: NotCheckedCause): number => by[cause] ?? 0
  const parts: string[] = []
  if (count('unread-page') > 0) parts.push(CAUSE_WORDS['unread-page'](count('unread-page')))
  const causes = NOT_CHECKED_CAUSES.filter((c) => c !== 'unread-page' && count(c) > 0)
  const links = causes.reduce((sum, c) => sum + count(c), 0)
  if (links > 0) {
    const why = causes.map((c) => CAUSE_WORDS[c](count(c))).join(', ')
    parts.push(`${counted(links, 'link')} not checked (${why})`)
  }
  return parts
}

/** Links not checked, the most telling cause first (a 403 before a link to another host), else in page order. */
export function mostTellingFirst(links: readonly UncheckedLink[]): UncheckedLink[] {
  const rank = (link: UncheckedLink): number => NOT_CHECKED_CAUSES.indexOf(link.cause)
  return [...links].sort((a, b) => rank(a) - rank(b))
}
