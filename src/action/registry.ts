/**
 * The registry of modes: one entry per mode of the catalogue (catalogue.ts), each declared in its
 * own folder (`src/<mode>/entry.ts`). A catalogue mode without an entry, or with another mode's,
 * does not compile. An entry loads its mode's code only when it runs (`await import()`), so the
 * start-up of one mode pays for no other's.
 */
import { agentEntry } from '../agent/entry.js'
import { analyticsEntry } from '../analytics/entry.js'
import { analyticsHistoryEntry } from '../analytics/history/entry.js'
import { automationEntry } from '../automation/entry.js'
import { deployEntry } from '../deploy/entry.js'
import { previewEntry } from '../preview/entry.js'
import { staticExportEntry } from '../static-export/entry.js'
import type { Mode } from '../shared/catalogue.js'
import type { ModeEntry } from '../shared/mode-contract.js'

const MODE_ENTRIES = {
  agent: agentEntry,
  analytics: analyticsEntry,
  'analytics-history': analyticsHistoryEntry,
  deploy: deployEntry,
  preview: previewEntry,
  automation: automationEntry,
  'static-export': staticExportEntry,
} as const satisfies { [M in Mode]: { readonly mode: M } }

/** The validated settings of one run: its mode's, as that mode's reader returns them. */
export type Settings = ReturnType<(typeof MODE_ENTRIES)[Mode]['read']>

/** An entry as the step drives it: any mode's, given that mode's settings. */
export type AnyModeEntry = ModeEntry<Mode, Settings, unknown, unknown>

/**
 * The entry of `mode`. Each entry is checked against its own mode where it is declared; the
 * pairing of a mode with its settings, APIs and saved state is not one TypeScript can follow
 * through an index, so the step gets the one view that takes any mode's.
 */
export function entryOf(mode: Mode): AnyModeEntry {
  return MODE_ENTRIES[mode] as unknown as AnyModeEntry
}
