/**
 * Everything a run meets, on loopback, for `npm run demo` and `npm run try`: the API simulator
 * (its previews serve a small docs site whose changed page has broken links), a fake of
 * GitHub's API (its pull requests list that page among their files) and one of the artifact
 * service. A step runs through its mode's sub-action (`<mode>/action.yml`: its defaults, its
 * own entry `dist/<mode>.js`) as a process, the way the runner runs `uses:`.
 */
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { MODES, type Mode } from '../../src/shared/catalogue.ts'
import { startArtifactService, type ArtifactService } from '../../test/fakes/artifact-service.ts'
import { startGitHubApi, type GitHubApi } from '../../test/fakes/github-api.ts'
import {
  startApiSimulator,
  type ApiSimulator,
  type SimulatorOptions,
} from '../../test/sim/index.ts'
import { OWNER, REPO } from '../../test/support/github-events.ts'
import { DOCS_SITE_CHANGES, docsSiteRoutes } from '../../test/support/preview-site.ts'
import {
  repoRoot,
  runAction,
  type RunActionOptions,
  type RunActionResult,
} from '../../test/support/run-action.ts'
import { TLS_CA_FILE } from '../../test/support/tls-front.ts'

/** The workflow token the fake GitHub accepts (any token is accepted; this one reads as fake). */
export const FAKE_GITHUB_TOKEN = 'ghs_fake_token_of_the_offline_world'

/** What a step is given: runAction's options, its log read a line at a time. */
type StepOptions = Omit<RunActionOptions, 'onStdoutLine' | 'onSpawn'> & {
  onLogLine?: (line: string) => void
}

/**
 * How a step runs: as a process, the way the runner runs `uses:` (runAction), unless a test runs
 * the same wiring in its own process (test/support/in-process.ts).
 */
export type StepRunner = (options: StepOptions) => Promise<RunActionResult>

/** A step as a process: its stdout is the log. */
const asProcess: StepRunner = (options) =>
  runAction({ ...options, onStdoutLine: options.onLogLine })

export interface World {
  sim: ApiSimulator
  github: GitHubApi
  artifacts: ArtifactService
  /** What every step is given: the simulator's key, project and URL. */
  common: { 'api-key': string; 'project-id': string; 'base-url': string }
  /**
   * Runs `mode`'s sub-action as a process against this world (with `root`, the root action,
   * which reads `mode` from its inputs).
   */
  runStep(mode: Mode, options: StepOptions, root?: boolean): Promise<RunActionResult>
  /** Stops every server and deletes every run's folder, unless `keepFolders`. */
  close(keepFolders?: boolean): Promise<void>
}

/** One sentence when a mode's entry has not been built, else undefined. */
export function missingBundles(): string | undefined {
  const missing = MODES.map((mode) => `dist/${mode}.js`).filter(
    (entry) => !existsSync(join(repoRoot, entry)),
  )
  return missing.length > 0
    ? `${missing.join(', ')} missing: run \`npm run build\` first.`
    : undefined
}

/**
 * Starts the world; `env` adds to every run's environment (a test's proxy that must see
 * nothing); `run` runs each step (default: as a process).
 */
export async function startWorld(
  simulator: SimulatorOptions = {},
  extraEnv: Record<string, string> = {},
  run: StepRunner = asProcess,
): Promise<World> {
  const sim = await startApiSimulator({ docsSite: docsSiteRoutes(), ...simulator })
  const artifacts = await startArtifactService()
  const github = await startGitHubApi({
    owner: OWNER,
    repo: REPO,
    pullRequests: [1],
    pullRequestFiles: DOCS_SITE_CHANGES,
  })
  // The runner's own variables for the fakes: GitHub's API, the artifact service, and the test
  // certificate the docs site is served with, trusted as a runner trusts a real one.
  const env = {
    GITHUB_API_URL: github.url,
    ...artifacts.env,
    NODE_EXTRA_CA_CERTS: TLS_CA_FILE,
    ...extraEnv,
  }
  const folders: string[] = []
  return {
    sim,
    github,
    artifacts,
    common: { 'api-key': sim.apiKey, 'project-id': sim.projectId, 'base-url': sim.url },
    async runStep(mode, options, root = false) {
      const result = await run({
        timeoutMs: 120_000,
        ...options,
        env: { ...env, ...options.env },
        actionYml: join(repoRoot, root ? '' : mode, 'action.yml'),
        githubToken: FAKE_GITHUB_TOKEN,
      })
      folders.push(result.tmpDir)
      return result
    },
    async close(keepFolders = false) {
      await Promise.all([sim.close(), artifacts.close(), github.close()])
      if (keepFolders) return
      await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })))
    },
  }
}
