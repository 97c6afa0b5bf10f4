import type { Clock } from '../shared/clock.js'
import type { SetOutput } from './outputs.js'

/** What every mode gets from main.ts, beside its own clients. */
export interface ModeDeps {
  clock: Clock
  /** Epoch ms: the `timeout` input, shared with the API client. */
  deadline: number
  /** Cancellation (SIGINT/SIGTERM). */
  signal: AbortSignal
  setOutput: SetOutput
  writeSummary: (markdown: string) => Promise<void>
}
