/** Analytics mode's registry entry: its reader, its request budget and its run. */
import { runLoaded, type ModeEntry } from '../shared/mode-contract.js'
import type { AnalyticsApi } from '../shared/mintlify/analytics-api.js'
import { ANALYTICS_REQUESTS } from './shared-inputs.js'
import { readAnalyticsSettings, type AnalyticsSettings } from './inputs.js'

export const analyticsEntry: ModeEntry<'analytics', AnalyticsSettings, AnalyticsApi> = {
  mode: 'analytics',
  read: readAnalyticsSettings,
  ...ANALYTICS_REQUESTS,
  // The export code and @actions/artifact cost the other modes nothing.
  run: runLoaded(async () => (await import('./mode.js')).runAnalyticsMode),
}
