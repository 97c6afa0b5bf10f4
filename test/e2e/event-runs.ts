/**
 * The issue-driven suites' event run (issue-fixtures.ts's `eventRunner`), in this process: the
 * same inputs, event and fake GitHub, the same leak scan over every comment and request sent to
 * GitHub, but the action's wiring runs here on a FakeClock (support/in-process.ts) unless the
 * test hands in another clock.
 */
import { assertNoLeak, githubTexts, type SimContext } from '../support/e2e.ts'
import { FakeClock } from '../support/fake-clock.ts'
import { GITHUB_TOKEN } from '../support/github-events.ts'
import type { InProcessOptions } from '../support/in-process.ts'
import type { RunActionOptions, RunActionResult } from '../support/run-action.ts'
import type { GitHubContext } from './issue-fixtures.ts'

export type InProcessEventRun = (
  event: NonNullable<RunActionOptions['event']>,
  inputs?: Record<string, string>,
  options?: Partial<InProcessOptions>,
) => Promise<RunActionResult>

/** Runs an event in process against `ctx`'s simulator and `gh`'s fake; scans for the token. */
export function inProcessEventRunner(ctx: SimContext, gh: GitHubContext): InProcessEventRun {
  return async (event, inputs = {}, options = {}) => {
    const result = await ctx.runInProcess(
      { 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms', ...inputs },
      { clock: new FakeClock(), ...options, event, env: { ...gh.env, ...options.env } },
    )
    await assertNoLeak(result, [GITHUB_TOKEN, ctx.sim.apiKey], githubTexts(gh.api))
    return result
  }
}
