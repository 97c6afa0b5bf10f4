/**
 * What the main step saved for the post step (the runner's `saveState`, read back with `getState`):
 * JSON of a known shape. A value that is missing, not JSON, or of another shape (saved by another
 * version of the action) means there is nothing to finish.
 */
import * as v from 'valibot'
import { STATE_KEYS, type Mode, type PostMode } from './catalogue.js'

export function readSavedState<T>(
  saved: string,
  schema: v.GenericSchema<unknown, T>,
): T | undefined {
  if (!saved) return undefined
  try {
    const parsed = v.safeParse(schema, JSON.parse(saved))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/**
 * One saved value made of parts that different writers keep (a mode's kept comment, GitHub's
 * surfaces of its preview): `part(name)` is the setter of one part, and each call saves the whole
 * (undefined once no part is left, so the post step has nothing to do).
 */
export function savedParts<P extends Record<string, unknown>>(
  save: (whole: Partial<P> | undefined) => void,
): <K extends keyof P>(name: K) => (value: P[K] | undefined) => void {
  const parts = new Map<keyof P, unknown>()
  return (name) => (value) => {
    if (value === undefined) parts.delete(name)
    else parts.set(name, value)
    save(parts.size > 0 ? (Object.fromEntries(parts) as Partial<P>) : undefined)
  }
}

/** One part of what `savedParts` saved, as the JSON its own reader takes; '' when it is not there. */
export function savedPart(saved: string, name: string): string {
  if (!saved) return ''
  try {
    const parsed: unknown = JSON.parse(saved)
    if (typeof parsed !== 'object' || parsed === null || !Object.hasOwn(parsed, name)) return ''
    return JSON.stringify((parsed as Record<string, unknown>)[name])
  } catch {
    return ''
  }
}

// The post step's state helper: what the main step keeps for the post step, each under the key
// the catalogue names once per mode with a post step (STATE_KEYS). The main step's setter writes
// the mode's value as JSON, or '' once nothing is left to finish; the post step's getter reads the
// text back, for the mode's post step to check against its own shape (loaded with it).

/** Where the state is kept: the runner's (src/action/runner.ts). */
export interface StateStore {
  saveState: (name: string, value: string) => void
  getState: (name: string) => string
}

export function isPostMode(mode: Mode): mode is PostMode {
  return Object.hasOwn(STATE_KEYS, mode)
}

/** The main step's setter for `mode`'s state; a mode without a post step keeps nothing. */
export function stateSetter<T>(store: StateStore, mode: Mode): (saved: T | undefined) => void {
  if (!isPostMode(mode)) return () => undefined
  const key = STATE_KEYS[mode]
  return (saved) => store.saveState(key, saved === undefined ? '' : JSON.stringify(saved))
}

/** The post step's getter for `mode`'s state: what its main step kept, '' when nothing. */
export function savedState(store: StateStore, mode: PostMode): string {
  return store.getState(STATE_KEYS[mode])
}
