/**
 * Runs the demo's parts in one world (the simulator and the fakes, scripts/offline/world.ts),
 * each part's steps through its mode's sub-action, their logs shown live.
 */
import { bold, liveLog, type Print } from '../offline/view.ts'
import { missingBundles, startWorld, type StepRunner } from '../offline/world.ts'
import { modesLeftOut, type DemoPart } from './part.ts'

/**
 * The agent's follow-up updates the pull request it opened; the page views are a month's worth
 * of a small site.
 */
const SIMULATOR = {
  views: { rows: 1234 },
  followUpScript: [
    { status: 'active', polls: 2 },
    { status: 'completed', prLink: 'https://github.com/acme/docs/pull/1' },
  ],
}

/**
 * Runs `parts` in order; resolves to the exit code: 1 when a step failed. `run` runs each step
 * (default: as a process).
 */
export async function runParts(
  parts: readonly DemoPart[],
  print: Print,
  run?: StepRunner,
): Promise<number> {
  const missing = missingBundles()
  if (missing) {
    print(missing)
    return 1
  }
  const world = await startWorld(SIMULATOR, {}, run)
  let failed = false
  try {
    for (const [i, part] of parts.entries()) {
      print(bold(`${i === 0 ? '' : '\n'}${i + 1}. ${part.title}\n`))
      await part.run({
        world,
        print,
        step: async (options) => {
          const result = await world.runStep(part.mode, {
            ...options,
            onLogLine: liveLog(print),
          })
          if (result.code !== 0) failed = true
          return result
        },
      })
    }
  } finally {
    await world.close()
  }
  return failed ? 1 : 0
}

/** The whole demo: refused, naming the mode, when a mode of the catalogue has no part. */
export async function runDemo(parts: readonly DemoPart[], print: Print): Promise<number> {
  const left = modesLeftOut(parts)
  if (left.length > 0) {
    print(
      `The demo has no part for ${left.map((mode) => `${mode} mode`).join(', ')}: add one in scripts/demo/parts.ts.`,
    )
    return 1
  }
  return runParts(parts, print)
}
