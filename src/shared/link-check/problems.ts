/**
 * The problems one check found, as the report keeps them: every one counted exactly, and the
 * first of each kind listed (a page built to flood the report fills the lists, never the memory,
 * and never the counts: `broken-links` and the comment count what the lists leave out too).
 * Broken links are listed up to 5,000; links not checked up to 1,000 of each cause, so a flood of
 * links to other hosts cannot crowd out a 403 or a bound.
 */
import { cut } from '../untrusted-text.js'
import type {
  LinkCheckCounts,
  LinkCheckReport,
  LinkProblem,
  NotCheckedCause,
  UncheckedLink,
} from './types.js'

/** Where a problem sits, to list problems in page order, then link order. */
export type Order = [page: number, link: number]

const MAX_BROKEN_LISTED = 5_000
const MAX_LISTED_PER_CAUSE = 1_000
/** Longest link and page shown in the report (they are the page author's text). */
const MAX_SHOWN_CHARS = 500

interface Listed<T> {
  problem: T
  order: Order
}

export class Problems {
  private readonly broken: Listed<LinkProblem>[] = []
  private readonly notChecked: Listed<UncheckedLink>[] = []
  private readonly listedBy = new Map<NotCheckedCause, number>()
  private readonly counts: LinkCheckCounts = {
    broken: 0,
    brokenOnPreviewHost: 0,
    notChecked: 0,
    notCheckedBy: {},
  }

  addBroken(problem: LinkProblem, order: Order): void {
    this.counts.broken++
    if (problem.onPreviewHost) this.counts.brokenOnPreviewHost++
    if (this.broken.length < MAX_BROKEN_LISTED) this.broken.push({ problem: kept(problem), order })
  }

  addNotChecked(problem: UncheckedLink, order: Order): void {
    const { cause } = problem
    this.counts.notChecked++
    this.counts.notCheckedBy[cause] = (this.counts.notCheckedBy[cause] ?? 0) + 1
    const listed = this.listedBy.get(cause) ?? 0
    if (listed >= MAX_LISTED_PER_CAUSE) return
    this.listedBy.set(cause, listed + 1)
    this.notChecked.push({ problem: { ...kept(problem), cause }, order })
  }

  /** The report's counts and lists, as they stand now. */
  lists(): Pick<LinkCheckReport, 'counts' | 'broken' | 'notChecked' | 'unlisted'> {
    const counts = { ...this.counts, notCheckedBy: { ...this.counts.notCheckedBy } }
    const lists = {
      counts,
      broken: inPageOrder(this.broken),
      notChecked: inPageOrder(this.notChecked),
    }
    const broken = counts.broken - lists.broken.length
    const notChecked = counts.notChecked - lists.notChecked.length
    return broken > 0 || notChecked > 0 ? { ...lists, unlisted: { broken, notChecked } } : lists
  }
}

/** A problem as the report keeps it: the page author's text at most MAX_SHOWN_CHARS. */
function kept(problem: LinkProblem): LinkProblem {
  return {
    page: shown(problem.page),
    link: shown(problem.link),
    status: problem.status,
    reason: shown(problem.reason),
    onPreviewHost: problem.onPreviewHost,
  }
}

function shown(text: string): string {
  return text.length <= MAX_SHOWN_CHARS ? text : `${cut(text, MAX_SHOWN_CHARS - 1)}…`
}

function inPageOrder<T>(listed: readonly Listed<T>[]): T[] {
  return [...listed]
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
    .map((entry) => entry.problem)
}
