/** Analytics mode's registry entry: its reader, its request budget and its run. */
import type { ModeEntry } from '../shared/mode-contract.js'
import { analyticsApi, type AnalyticsApi } from '../shared/mintlify/analytics-api.js'
import { readAnalyticsSettings, type AnalyticsSettings } from './inputs.js'

export const analyticsEntry: ModeEntry<'analytics', AnalyticsSettings, AnalyticsApi> = {
  mode: 'analytics',
  read: readAnalyticsSettings,
  // The API allows 100 analytics requests per organization per hour, retries included.
  requestLimit: (settings) => settings.maxRequests,
  api: analyticsApi,
  run: async (settings, deps) => {
    // The export code and @actions/artifact cost the other modes nothing.
    const { runAnalyticsMode } = await import('./mode.js')
    return runAnalyticsMode(settings, deps)
  },
}
