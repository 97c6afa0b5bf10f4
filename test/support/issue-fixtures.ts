/**
 * Shared by the issue-driven end-to-end suites: a fake GitHub REST API per test, and the event
 * payloads of test/support/github-events.ts.
 */
import { afterEach, beforeEach } from 'vitest'
import { startGitHubApi, type GitHubApi, type GitHubApiOptions } from '../fakes/github-api.ts'
import { assertNoLeak, githubTexts, type SimContext } from './e2e.ts'
import { FakeClock } from './fake-clock.ts'
import { GITHUB_TOKEN, OWNER, REPO } from './github-events.ts'
import type { InProcessOptions } from './in-process.ts'
import type { RunActionOptions, RunActionResult } from './run-action.ts'

export * from './github-events.ts'

export interface GitHubContext {
  api: GitHubApi
  /** `env` for runAction: points the action at the fake. */
  env: Record<string, string>
}

/** A fresh fake GitHub API for every test of the calling suite. */
export function useGitHub(options: GitHubApiOptions = {}): GitHubContext {
  const context = {} as GitHubContext
  beforeEach(async () => {
    Object.assign(context, await startGitHubContext(options))
  })
  afterEach(async () => {
    await context.api.close()
  })
  return context
}

/** `useGitHub`'s fake for one scenario of its own (stop it with `api.close()`). */
export async function startGitHubContext(options: GitHubApiOptions = {}): Promise<GitHubContext> {
  const api = await startGitHubApi({ owner: OWNER, repo: REPO, ...options })
  return { api, env: { GITHUB_API_URL: api.url } }
}

/** Requests to the fake GitHub API, as `METHOD /path`, ignoring the query. */
export function githubCalls(api: GitHubApi): string[] {
  return api.requests.map((r) => `${r.method} ${r.path.replace(`/repos/${OWNER}/${REPO}`, '')}`)
}

/** Runs the action for an event (GitHub token, fast polls, the fake GitHub) and scans for the token. */
export type EventRun = (
  event: NonNullable<RunActionOptions['event']>,
  inputs?: Record<string, string>,
  options?: Partial<RunActionOptions & InProcessOptions>,
) => Promise<RunActionResult>

/**
 * The event runner of the issue-driven suites, against `ctx`'s simulator and `gh`'s fake: the
 * bundle as a process (`spawned`), or the same wiring in this process on a FakeClock unless
 * `options.clock` says otherwise (`in-process`, for every case where the process is not the
 * subject).
 */
export function eventRunner(
  ctx: SimContext,
  gh: GitHubContext,
  start: 'spawned' | 'in-process' = 'spawned',
): EventRun {
  return async (event, inputs = {}, options = {}) => {
    const merged = { 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms', ...inputs }
    const extra = { ...options, event, env: { ...gh.env, ...options.env } }
    const result =
      start === 'spawned'
        ? await ctx.run(merged, extra)
        : await ctx.runInProcess(merged, { clock: new FakeClock(), ...extra })
    await assertNoLeak(result, [GITHUB_TOKEN], githubTexts(gh.api))
    return result
  }
}
