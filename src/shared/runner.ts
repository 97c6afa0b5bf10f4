/**
 * The runner as the modes and the shared layers see it: the step's log and its masking, handed
 * down as an argument. The step's wiring writes it as workflow commands (src/action/runner.ts,
 * the one file that imports the Actions toolkit); tests hand in one that records what was said.
 */

/** The step's log: lines, annotations, collapsible groups and masked values. */
export interface Log {
  info: (message: string) => void
  /** Shown only when the run has step debug logging on. */
  debug: (message: string) => void
  /** An annotation: a notice on the run's page. */
  notice: (message: string) => void
  /** An annotation: a warning on the run's page. */
  warning: (message: string) => void
  /** Runs `work` inside a collapsible group of the log, one per phase. */
  group: <T>(title: string, work: () => Promise<T>) => Promise<T>
  /** Masks `value` in every later line of the log. */
  setSecret: (value: string) => void
}

/** Sets one of the step's outputs: a mode's takes the names of its own outputs only. */
export type SetOutput<Name extends string> = (name: Name, value: string) => void

/**
 * The most one output holds, in UTF-8 bytes. GITHUB_OUTPUT is read whole by the runner and every
 * later `${{ steps.x.outputs.y }}` carries the value: a multi-MiB build log belongs in the log
 * and the summary, not in an output. Documented in the README's outputs section.
 */
export const OUTPUT_MAX_BYTES = 64 * 1024
