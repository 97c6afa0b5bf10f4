/**
 * The demo's parts, in the order of the story: a mode's part is a file of its own here and a
 * line below. The demo refuses to start when a mode of the catalogue has no part.
 */
import { issueToPullRequest, reviewFollowUp } from './agent.ts'
import { monthlyAnalytics } from './analytics.ts'
import { nightlyHistory } from './analytics-history.ts'
import { automationAfterRelease } from './automation.ts'
import { deployAfterMerge } from './deploy.ts'
import type { DemoPart } from './part.ts'
import { previewOfPullRequest } from './preview.ts'
import { staticExportForPages } from './static-export.ts'

export const PARTS: readonly DemoPart[] = [
  issueToPullRequest,
  reviewFollowUp,
  previewOfPullRequest,
  deployAfterMerge,
  automationAfterRelease,
  monthlyAnalytics,
  nightlyHistory,
  staticExportForPages,
]
