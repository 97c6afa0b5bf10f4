/**
 * One line of `check-ignore`, as the inputs compile it and the check matches it (ignore.ts). A
 * file of its own, importing nothing: the input readers and the check both need it.
 */
export interface IgnorePattern {
  /** Its line in the input (1 for the first), to name it in a message. */
  line: number
  /** As written (trimmed). */
  source: string
  /** Compiled once, with the `u` flag, when the inputs are read. */
  regexp: RegExp
}
