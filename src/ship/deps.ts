import type { AgentApi, AutomationApi, DeploymentApi } from '../api/client.js'
import type { IssuesApi } from '../github/client.js'
import type { ModeDeps } from '../mode-deps.js'

/** What the deploy, preview and automation modes need from the outside, handed in by main.ts. */
export interface ShipDeps extends ModeDeps {
  api: DeploymentApi & AutomationApi & Pick<AgentApi, 'getJob'>
  /** The GitHub client; Octokit is loaded on the first call only (the preview comment). */
  github: () => Promise<IssuesApi>
  /** Keeps a value for the post step (`core.saveState`); '' clears it. */
  saveState: (name: string, value: string) => void
}
