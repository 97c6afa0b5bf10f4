/**
 * The post step's state helper: what the main step keeps for the post step, each under the key
 * the catalogue names once per mode with a post step (STATE_KEYS). The main step's setter writes
 * the mode's value as JSON, or '' once nothing is left to finish; the post step's getter reads the
 * text back, for the mode's post step to check against its own shape (loaded with it).
 */
import { STATE_KEYS, type Mode, type PostMode } from '../shared/catalogue.js'

/** Where the state is kept: the runner's (runner.ts). */
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
