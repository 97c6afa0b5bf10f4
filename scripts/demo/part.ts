/**
 * One part of `npm run demo`: a self-contained scene that runs one mode's sub-action and prints
 * what a user would see of it. The demo runs its parts in order, one world for all of them, and
 * fails naming a mode of the catalogue that no part runs.
 */
import { MODES, type Mode } from '../../src/shared/catalogue.ts'
import type { RunActionOptions, RunActionResult } from '../../test/support/run-action.ts'
import type { Print } from '../offline/view.ts'
import type { World } from '../offline/world.ts'

interface DemoContext {
  world: World
  print: Print
  /** Runs the part's own mode's sub-action, its log shown live. */
  step(options: RunActionOptions): Promise<RunActionResult>
}

export interface DemoPart {
  /** The mode whose sub-action the part runs. */
  readonly mode: Mode
  /** What the scene shows, as its heading. */
  readonly title: string
  run(demo: DemoContext): Promise<void>
}

/** The modes of the catalogue that no part runs, in the catalogue's order. */
export function modesLeftOut(parts: readonly DemoPart[]): Mode[] {
  return MODES.filter((mode) => !parts.some((part) => part.mode === mode))
}
