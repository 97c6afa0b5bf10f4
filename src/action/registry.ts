/**
 * How each mode of the catalogue (catalogue.ts) runs: one entry per mode, handed the settings
 * `getInputs` read for it and what main.ts built for the run. A catalogue mode without an entry
 * here does not compile. A mode's code is loaded only when it runs (`await import()`), so the
 * start-up of one mode pays for no other's.
 */
import type { RequestBudget } from '../shared/mintlify/budget.js'
import type { MintlifyClient } from '../shared/mintlify/client.js'
import type { ProxySettings } from '../shared/mintlify/proxy.js'
import type { Mode } from './catalogue.js'
import type { CheckLinks } from '../shared/deployment/link-check.js'
import type { GitHubContext } from '../shared/github/context.js'
import type { GitHubClient } from '../shared/github/client.js'
import type { ModeDeps } from './entry.js'
import type { Outcome } from '../shared/outcome.js'
import type { Settings } from './inputs.js'

/** What main.ts builds once for whichever mode runs. */
export interface ModeEnvironment {
  context: GitHubContext
  deps: ModeDeps & { api: MintlifyClient }
  /** The GitHub client acting with `token`; Octokit is loaded on its first call only. */
  github: (token: string) => () => Promise<GitHubClient>
  /** Keeps a value for the post step (`core.saveState`); '' clears it. */
  saveState: (name: string, value: string) => void
  /** The analytics request budget (`max-requests`). */
  requestBudget: RequestBudget
  /** Where the run's artifacts are listed, when the runner says. */
  artifactLink: { serverUrl: string; repository: string; runId: string } | undefined
  /** The proxy every client uses (the bundle download too). */
  proxy: ProxySettings
}

/** Runs a mode to its end: how it ended, for main.ts to end the step (a thrown error fails it too). */
type Runner<M extends Mode> = (
  settings: Extract<Settings, { mode: M }>,
  env: ModeEnvironment,
) => Promise<Outcome>

const MODE_RUNNERS: { [M in Mode]: Runner<M> } = {
  agent: async (settings, { context, deps, github, saveState, proxy }) => {
    const { runAgentMode } = await import('../agent/index.js')
    return runAgentMode(settings, context, {
      ...deps,
      github: github(settings.githubToken),
      saveState,
      previews: deps.api,
      checkLinks,
      proxy,
    })
  },
  analytics: async (settings, { context, deps, requestBudget, artifactLink }) => {
    // The export code and @actions/artifact cost the other modes nothing.
    const { runAnalyticsMode } = await import('../analytics/mode.js')
    return runAnalyticsMode(settings, {
      ...deps,
      budget: requestBudget,
      repositoryPublic: repositoryIsPublic(context.payload),
      artifactLink,
    })
  },
  deploy: async (settings, { deps }) => {
    const { runDeployMode } = await import('../deploy/mode.js')
    return runDeployMode(settings, deps)
  },
  preview: async (settings, { context, deps, github, saveState, proxy }) => {
    const { runPreviewMode } = await import('../preview/mode.js')
    return runPreviewMode(settings, context, {
      ...deps,
      github: github(settings.githubToken),
      saveState,
      checkLinks,
      proxy,
    })
  },
  automation: async (settings, { deps }) => {
    const { runAutomationMode } = await import('../automation/mode.js')
    return runAutomationMode(settings, deps)
  },
  'static-export': async (settings, { deps, proxy, artifactLink }) => {
    // The download, the tar library and the artifact client cost the other modes nothing.
    const { runStaticExportMode } = await import('../static-export/mode.js')
    return runStaticExportMode(settings, { ...deps, proxy, artifactLink })
  },
}

/** The preview's link check, loaded when a check runs: its HTML parser costs the rest nothing. */
const checkLinks: CheckLinks = async (options) => {
  const { checkPreviewLinks } = await import('../shared/link-check/check.js')
  return checkPreviewLinks(options)
}

/** Runs the mode `settings` are for, to its outcome. */
export function runMode(settings: Settings, env: ModeEnvironment): Promise<Outcome> {
  // The mapped type pairs each mode with its settings; TypeScript cannot follow that pairing
  // through an index, so the entry is taken as accepting any mode's settings.
  const runner = MODE_RUNNERS[settings.mode] as Runner<Mode>
  return runner(settings, env)
}

/** From the event payload's `repository`; undefined when the payload does not say. */
function repositoryIsPublic(payload: Record<string, unknown>): boolean | undefined {
  const repository = payload.repository
  if (typeof repository !== 'object' || repository === null) return undefined
  if ('private' in repository && typeof repository.private === 'boolean') return !repository.private
  if ('visibility' in repository) return repository.visibility === 'public'
  return undefined
}
