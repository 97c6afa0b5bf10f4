/** Shared set-up of the end-to-end suites: a simulator per test, and the action run against it. */
import { afterEach, beforeEach } from 'vitest'
import { rm } from 'node:fs/promises'
import { startApiSimulator, type ApiSimulator, type SimulatorOptions } from '../sim/index.ts'
import { runAction, type RunActionOptions, type RunActionResult } from './run-action.ts'

export interface SimContext {
  sim: ApiSimulator
  /** Runs dist/index.js against the simulator; `inputs` add to (or override) key, project and URL. */
  run: (
    inputs: Record<string, string>,
    options?: Partial<RunActionOptions>,
  ) => Promise<RunActionResult>
}

/** Starts a fresh simulator for every test of the calling suite. */
export function useSimulator(options: SimulatorOptions = {}): SimContext {
  const tmpDirs: string[] = []
  const context = {} as SimContext
  beforeEach(async () => {
    const sim = await startApiSimulator(options)
    context.sim = sim
    context.run = async (inputs, extra = {}) => {
      const result = await runAction({
        ...extra,
        inputs: {
          'api-key': sim.apiKey,
          'project-id': sim.projectId,
          'base-url': sim.url,
          ...inputs,
        },
      })
      tmpDirs.push(result.tmpDir)
      return result
    }
  })
  afterEach(async () => {
    await context.sim.close()
    await Promise.all(tmpDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })
  return context
}

/** The `::error::` lines of a run: what the runner shows as the step's failure. */
export function errorsOf(result: RunActionResult): string[] {
  return result.commands.filter((c) => c.command === 'error').map((c) => c.message)
}

export function warningsOf(result: RunActionResult): string[] {
  return result.commands.filter((c) => c.command === 'warning').map((c) => c.message)
}
