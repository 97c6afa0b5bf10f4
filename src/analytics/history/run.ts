/**
 * Analytics mode with `store`: the store is the run's output. Opens the store, syncs it day by
 * day (sync.ts), then sets the outputs (`synced-through`, `backlog-days`, `rows`, `requests`),
 * the summary and the step's sentence. No file, artifact or digest is written. Loaded with
 * `await import()` from the analytics entry (entry.ts) only when `store` is set.
 */
import type { ModeDeps } from '../../action/entry.js'
import type { AnalyticsApi } from '../../shared/mintlify/analytics-api.js'
import { InputError } from '../../shared/inputs.js'
import type { Outcome } from '../../shared/outcome.js'
import { plural } from '../../shared/plural.js'
import { errorMessage } from '../../shared/text.js'
import type { AnalyticsSettings } from '../inputs.js'
import { describeRange } from '../range.js'
import { openStore, type StoreLocation } from './open.js'
import { backlogDays, syncedThrough, syncOutcome, syncSummary, type SyncFacts } from './report.js'
import type { StoredRange } from './store.js'
import { syncStore, type SyncResult } from './sync.js'
import type { TableName } from './tables.js'

/** What analytics mode gets from the step (the store is opened here). */
type StoreSyncDeps = ModeDeps<'analytics', AnalyticsApi>

/** Syncs the datasets asked into the store, to its outcome. */
export async function runStoreSync(
  settings: AnalyticsSettings,
  location: StoreLocation,
  deps: StoreSyncDeps,
): Promise<Outcome> {
  const { log } = deps
  deps.setOutput('date-from', settings.dateFrom)
  deps.setOutput('date-to', settings.dateTo)
  for (const name of settings.unusedWithStore) {
    log.warning(
      `Input \`${name}\` does not apply with \`store\` and is ignored: the store is the run's output, and no files, artifact or digest are written.`,
    )
  }
  if (settings.maxRequests < settings.datasets.length) {
    throw new InputError(
      'max-requests',
      `Input \`max-requests\` (${settings.maxRequests}) is below the ${settings.datasets.length} requests one day of these datasets needs at least; raise it or sync fewer datasets. No request was made.`,
    )
  }
  const store = await openStore(location, {
    deadline: deps.deadline,
    signal: deps.signal,
    clock: deps.clock,
    warning: log.warning,
    info: log.info,
    notice: log.notice,
    run: deps.context.runUrl || 'a run outside GitHub Actions',
  })
  let result: SyncResult
  let ranges: Map<TableName, StoredRange> | undefined
  try {
    log.info(
      `Syncing ${settings.datasets.join(', ')} into the ${store.description}: from each table's last day stored (minus ${plural(settings.lookbackDays, 'day')} of lookback), or from ${settings.dateFrom} for a table it does not hold yet, up to ${describeRange(settings)}'s end.`,
    )
    result = await syncStore(
      {
        projectId: settings.projectId,
        datasets: settings.datasets,
        dateFrom: settings.dateFrom,
        dateTo: settings.dateTo,
        lookbackDays: settings.lookbackDays,
        pageSize: settings.pageSize,
        includeContact: settings.includeContact,
      },
      { ...deps, store },
    )
    ranges = await store.ranges(settings.projectId).catch((error: unknown) => {
      log.warning(`The store could not list the days it holds: ${errorMessage(error)}`)
      return undefined
    })
  } finally {
    await store.close()
  }
  return finish(settings, deps, store.description, result, ranges)
}

/** Outputs, summary and outcome, once the sync has ended. */
async function finish(
  settings: AnalyticsSettings,
  deps: StoreSyncDeps,
  description: string,
  result: SyncResult,
  ranges: Map<TableName, StoredRange> | undefined,
): Promise<Outcome> {
  const backlog = backlogDays(result, settings.dateTo, settings.dateFrom)
  deps.setOutput('synced-through', syncedThrough(result) ?? '')
  deps.setOutput('backlog-days', String(backlog))
  deps.setOutput('rows', String(result.rows))
  deps.setOutput('requests', String(deps.budget.sent))
  const facts: SyncFacts = {
    store: description,
    dateTo: settings.dateTo,
    maxRequests: settings.maxRequests,
    timeoutMs: settings.timeoutMs,
    requests: deps.budget.sent,
  }
  const outcome = syncOutcome(result, facts, backlog)
  await deps.writeSummary(syncSummary(result, outcome, facts, ranges))
  return outcome
}
