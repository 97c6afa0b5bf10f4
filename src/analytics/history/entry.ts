/** Analytics-history mode's registry entry: its reader, its request budget and its run. */
import { runLoaded, type ModeEntry } from '../../shared/mode-contract.js'
import type { AnalyticsApi } from '../../shared/mintlify/analytics-api.js'
import { ANALYTICS_REQUESTS } from '../shared-inputs.js'
import { readHistorySettings, type HistorySettings } from './inputs.js'

export const analyticsHistoryEntry: ModeEntry<'analytics-history', HistorySettings, AnalyticsApi> =
  {
    mode: 'analytics-history',
    read: readHistorySettings,
    ...ANALYTICS_REQUESTS,
    // The store's code, hyparquet-writer or pg, costs the other modes nothing.
    run: runLoaded(async () => (await import('./mode.js')).runHistoryMode),
  }
