/**
 * How a mode's run ended, in one shape for every mode: main.ts ends the step from it (a failure
 * fails the step with the sentence; a warning or notice is an annotation), and the mode shows the
 * same sentence in its summary and comments.
 */

/** What the step reports at its end: a notice, a warning, or a failure of the step. */
export type Level = 'notice' | 'warning' | 'failure'

export interface Outcome<State extends string = string> {
  /** The mode's word for where things ended (a job's `completed`, a preview's `ready`, ...). */
  state: State
  level: Level
  /** One sentence on how the run ended, for the log, the summary and the step's failure. */
  sentence: string
}
