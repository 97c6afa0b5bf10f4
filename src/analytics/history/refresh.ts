/**
 * The feedback refresh (`feedback-refresh-days`): the feedback items created in the last N days
 * before `date-to` read again as one range, paged by cursor, so a status changed since the item's
 * day was stored reaches the store. The API says no total, so its cost is known only once it
 * ends: each page is stored as it is read (upserted by id, one row per item whatever its day),
 * and a refresh cut short (the budget, a failure) keeps what it stored; the next run starts it
 * again.
 */
import type { AnalyticsApi } from '../../shared/mintlify/analytics-api.js'
import type { FeedbackRow } from '../../shared/mintlify/analytics-schemas.js'
import type { RequestBudget } from '../../shared/mintlify/budget.js'
import type { Clock } from '../../shared/clock.js'
import { plural } from '../../shared/plural.js'
import type { Dataset } from '../datasets/dataset.js'
import type { DateRange } from '../range.js'
import { addDays } from './days.js'
import { pagesOf } from './fetch-day.js'
import { refreshedFeedback } from './rows.js'
import type { AnalyticsStore } from './store.js'

export interface RefreshResult {
  /** The days of creation read again, `[from, to)`. */
  from: string
  to: string
  /** Requests it sent (retries included), items it stored, items without a time it left. */
  requests: number
  items: number
  skipped: number
  /** Every page was read. */
  done: boolean
}

export interface RefreshDeps {
  api: AnalyticsApi
  budget: RequestBudget
  clock: Clock
  signal: AbortSignal
  store: AnalyticsStore
  projectId: string
  includeContact: boolean
  /** The feedback dataset, as the sync loaded it. */
  definition: Dataset<FeedbackRow>
  log: { info: (message: string) => void; warning: (message: string) => void }
}

/** Reads `range` of feedback again, storing each page; `stopped` is what cut it short. */
export async function refreshFeedback(
  range: DateRange,
  deps: RefreshDeps,
): Promise<{ result: RefreshResult; stopped?: unknown }> {
  const sentBefore = deps.budget.sent
  const result: RefreshResult = {
    from: range.dateFrom,
    to: range.dateTo,
    requests: 0,
    items: 0,
    skipped: 0,
    done: false,
  }
  const days = `${range.dateFrom} to ${addDays(range.dateTo, -1)}`
  let stopped: unknown
  try {
    const pages = pagesOf(deps.definition, range, {
      ...deps,
      // Feedback pages by cursor: page-size is for views and visitors only.
      pageSize: 0,
      warn: (message) => deps.log.warning(`The feedback refresh (${days}): ${message}`),
    })
    for await (const { page } of pages) {
      const { batch, skipped } = refreshedFeedback(page.rows, deps)
      if (batch.rows.length > 0) await deps.store.writeItems(deps.projectId, batch)
      result.items += batch.rows.length
      result.skipped += skipped
    }
    result.done = true
  } catch (error) {
    stopped = error
  }
  result.requests = deps.budget.sent - sentBefore
  deps.log.info(
    `Feedback created ${days} read again${result.done ? '' : ' (cut short)'}: ${plural(result.items, 'item')} stored in ${plural(result.requests, 'request')}${result.skipped > 0 ? `; ${plural(result.skipped, 'item')} without a creation time kept their day` : ''}.`,
  )
  return { result, stopped }
}
