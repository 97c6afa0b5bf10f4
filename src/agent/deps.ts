import type { AgentApi, DeploymentApi } from '../shared/mintlify/client.js'
import type { ProxySettings } from '../shared/mintlify/proxy.js'
import type { CheckLinks } from '../shared/deployment/link-check.js'
import type { GitHubClient } from '../shared/github/client.js'
import type { ModeDeps } from '../action/entry.js'

/** What agent mode needs from the outside, handed in by main.ts. */
export interface AgentModeDeps extends ModeDeps {
  api: AgentApi
  /** The GitHub client; Octokit is loaded on the first call only (comments, permission). */
  github: () => Promise<GitHubClient>
  /** The preview of the agent's branch (`preview: true`). */
  previews?: Pick<DeploymentApi, 'queuePreview' | 'getDeploymentStatus'>
  /** Keeps a value for the post step (`core.saveState`). */
  saveState: (name: string, value: string) => void
  /** The preview's link checker (`check`), loaded by the wiring when a check runs. */
  checkLinks: CheckLinks
  /** The proxy the link checker's requests go through. */
  proxy: ProxySettings
}
