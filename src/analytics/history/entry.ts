/** Analytics-history mode's registry entry: its reader, its request budget and its run. */
import type { ModeEntry } from '../../shared/mode-contract.js'
import { analyticsApi, type AnalyticsApi } from '../../shared/mintlify/analytics-api.js'
import { readHistorySettings, type HistorySettings } from './inputs.js'

export const analyticsHistoryEntry: ModeEntry<'analytics-history', HistorySettings, AnalyticsApi> =
  {
    mode: 'analytics-history',
    read: readHistorySettings,
    // The API allows 100 analytics requests per organization per hour, retries included.
    requestLimit: (settings) => settings.maxRequests,
    api: analyticsApi,
    run: async (settings, deps) => {
      // The store's code, hyparquet-writer or pg, costs the other modes nothing.
      const { runHistoryMode } = await import('./mode.js')
      return runHistoryMode(settings, deps)
    },
  }
