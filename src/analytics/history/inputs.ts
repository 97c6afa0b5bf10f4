/**
 * Analytics-history mode's settings, read from its own inputs before any request: where the store
 * is (`store`, required), the inputs it shares with the export (shared-inputs.ts), its whole days
 * (days.ts), and how much it reads again (`lookback-days`, `feedback-refresh-days`).
 */
import type { InputOf } from '../../shared/catalogue.js'
import { InputError, integer, type CommonSettings, type InputSource } from '../../shared/inputs.js'
import { rawDates, readSharedAnalytics, type SharedAnalyticsSettings } from '../shared-inputs.js'
import { resolveHistoryRange, type HistoryRange } from './days.js'
import { storeLocation, type StoreLocation } from './location.js'

export interface HistorySettings extends CommonSettings, SharedAnalyticsSettings, HistoryRange {
  mode: 'analytics-history'
  store: StoreLocation
  /** `lookback-days`: the stored days in `[dateTo - lookbackDays, dateTo)` are read again. */
  lookbackDays: number
  /** `feedback-refresh-days`: feedback created in the last N days before `dateTo` is read again. */
  feedbackRefreshDays: number
}

export function readHistorySettings(
  source: InputSource<InputOf<'analytics-history'>>,
  common: CommonSettings,
  now: Date,
): HistorySettings {
  // First: a URL's password is masked before anything else is read, logged or refused.
  const store = storeLocation(source.get('store'), source.workspace, source.setSecret)
  if (!store) {
    throw new InputError(
      'store',
      'Input `store` is required in analytics-history mode: a folder inside the workspace (or the absolute path of an existing folder) for a Parquet store, or a postgres:// URL from a secret for a Postgres store.',
    )
  }
  return {
    ...common,
    mode: 'analytics-history',
    store,
    ...resolveHistoryRange(rawDates(source), now),
    ...readSharedAnalytics(source),
    lookbackDays: integer(source, 'lookback-days', 3, 0, 366),
    feedbackRefreshDays: integer(source, 'feedback-refresh-days', 30, 0, 366),
  }
}
