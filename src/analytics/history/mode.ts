/**
 * Analytics-history mode as the step runs it: open the store, sync it (sync.ts, in the order of
 * plan.ts), then set the outputs (`synced-through`, `backlog-days`, `rows`, `requests`,
 * `requests-per-day`), the summary and the step's sentence. Loaded with `await import()` from its
 * entry (entry.ts), so the store's code costs no other mode anything.
 */
import type { ModeDeps, Outcome } from '../../shared/mode-contract.js'
import type { AnalyticsApi } from '../../shared/mintlify/analytics-api.js'
import { InputError } from '../../shared/inputs.js'
import { plural } from '../../shared/plural.js'
import { addDays } from './days.js'
import type { HistorySettings } from './inputs.js'
import { boundOldGenerationGrowth } from './old-generation.js'
import { openStore } from './open.js'
import { syncedThrough, syncOutcome, syncSummary, type SyncFacts } from './report.js'
import { syncStore, type SyncResult } from './sync.js'

/** What analytics-history mode gets from the step (the store is opened here). */
type HistoryDeps = ModeDeps<'analytics-history', AnalyticsApi>

/** Views and visitors are asked for 250 rows a request, the most the API serves. */
const PAGE_SIZE = 250

/** The run's first line, a sentence: what it will load, in the order it goes. */
function startLine(settings: HistorySettings, store: string): string {
  const { dateFrom, dateTo } = settings
  const reach = settings.backfill
    ? `, back to ${dateFrom}`
    : ` (from ${dateFrom} for a table it does not hold yet)`
  const again = [
    ...(settings.feedbackRefreshDays > 0 && settings.datasets.includes('feedback')
      ? [`the feedback created since ${addDays(dateTo, -settings.feedbackRefreshDays)}`]
      : []),
    ...(settings.lookbackDays > 0
      ? [`the stored days since ${addDays(dateTo, -settings.lookbackDays)}`]
      : []),
  ]
  const then = again.length > 0 ? `, then, read again, ${again.join(' and ')}` : ''
  return `Syncing ${settings.datasets.join(', ')} into the ${store} within ${plural(settings.maxRequests, 'request')}: the days up to ${addDays(dateTo, -1)}${reach}${then}.`
}

/** Syncs the datasets asked into the store, to its outcome. */
export async function runHistoryMode(
  settings: HistorySettings,
  deps: HistoryDeps,
): Promise<Outcome> {
  const { log } = deps
  if (settings.maxRequests < settings.datasets.length) {
    throw new InputError(
      'max-requests',
      `Input \`max-requests\` (${settings.maxRequests}) is below the ${settings.datasets.length} requests one day of these datasets needs at least; raise it or keep fewer datasets. No request was made.`,
    )
  }
  const store = await log.group('Opening the store', () =>
    openStore(settings.store, {
      deadline: deps.deadline,
      signal: deps.signal,
      clock: deps.clock,
      warning: log.warning,
      info: log.info,
      notice: log.notice,
      run: deps.context.runUrl || 'a run outside GitHub Actions',
    }),
  )
  let result: SyncResult
  try {
    log.info(startLine(settings, store.description))
    // A Parquet folder only: old-generation.ts says why not Postgres.
    if (settings.store.kind === 'parquet') boundOldGenerationGrowth()
    result = await log.group('Syncing the days', () =>
      syncStore(
        {
          projectId: settings.projectId,
          datasets: settings.datasets,
          dateFrom: settings.dateFrom,
          dateTo: settings.dateTo,
          backfill: settings.backfill,
          lookbackDays: settings.lookbackDays,
          feedbackRefreshDays: settings.feedbackRefreshDays,
          pageSize: PAGE_SIZE,
          includeContact: settings.includeContact,
        },
        { ...deps, store },
      ),
    )
  } finally {
    await store.close()
  }
  return finish(settings, deps, store.description, result)
}

/** Outputs, summary and outcome, once the sync has ended. */
async function finish(
  settings: HistorySettings,
  deps: HistoryDeps,
  description: string,
  result: SyncResult,
): Promise<Outcome> {
  deps.setOutput('synced-through', syncedThrough(result) ?? '')
  deps.setOutput('backlog-days', String(result.backlog))
  deps.setOutput('rows', String(result.rows))
  deps.setOutput('requests', String(deps.budget.sent))
  deps.setOutput('requests-per-day', result.dayCost === undefined ? '' : String(result.dayCost))
  const facts: SyncFacts = {
    store: description,
    dateTo: settings.dateTo,
    maxRequests: settings.maxRequests,
    lookbackDays: settings.lookbackDays,
    timeoutMs: settings.timeoutMs,
    requests: deps.budget.sent,
  }
  const outcome = syncOutcome(result, facts)
  await deps.writeSummary(syncSummary(result, outcome, facts))
  return outcome
}
