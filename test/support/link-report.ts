/**
 * A link check's report as the checker would give it, from its lists: the counts are the lists'
 * own unless a test gives others (a report whose lists hold fewer than it counts).
 */
import type {
  LinkCheckReport,
  LinkProblem,
  UncheckedLink,
} from '../../src/shared/link-check/check.ts'
import type { LinkCheckCounts } from '../../src/shared/link-check/types.ts'

export function reportOf(
  parts: Partial<Omit<LinkCheckReport, 'counts'>> & { counts?: Partial<LinkCheckCounts> } = {},
): LinkCheckReport {
  const broken: LinkProblem[] = parts.broken ?? []
  const notChecked: UncheckedLink[] = parts.notChecked ?? []
  const notCheckedBy: LinkCheckCounts['notCheckedBy'] = {}
  for (const { cause } of notChecked) notCheckedBy[cause] = (notCheckedBy[cause] ?? 0) + 1
  return {
    checkedPages: 0,
    checkedLinks: 0,
    ...parts,
    broken,
    notChecked,
    counts: {
      broken: broken.length,
      brokenOnPreviewHost: broken.filter((p) => p.onPreviewHost).length,
      notChecked: notChecked.length,
      notCheckedBy,
      ...parts.counts,
    },
  }
}
