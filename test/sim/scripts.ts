/**
 * Scripts: what the simulator's jobs and deployments show poll after poll, one step per status.
 */

/** One step of a script: a status, shown for `polls` GETs (default 1, 0 skips it). */
export interface ScriptStep {
  /** Any string: the API's statuses, or one it may add later. */
  status: string
  polls?: number
}

/** The script, checked once when it is given: a bad script fails the test that wrote it. */
export function validScript<Step extends ScriptStep>(
  script: readonly Step[],
  name: string,
): readonly Step[] {
  if (script.length === 0) throw new Error(`${name} must have at least one step`)
  for (const s of script) {
    if (typeof s.status !== 'string' || s.status === '') {
      throw new Error(`${name}: every step needs a status`)
    }
    if (s.polls !== undefined && (!Number.isInteger(s.polls) || s.polls < 0)) {
      throw new Error(`${name}: polls must be an integer >= 0`)
    }
  }
  return script
}
