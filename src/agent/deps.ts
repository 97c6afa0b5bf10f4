import type { AgentApi, DeploymentApi } from '../api/client.js'
import type { Clock } from '../clock.js'
import type { SetOutput } from '../outputs.js'
import type { IssuesApi } from '../github/client.js'

/** What agent mode needs from the outside, handed in by main.ts. */
export interface AgentModeDeps {
  api: AgentApi
  clock: Clock
  /** Epoch ms: the `timeout` input, shared with the API client. */
  deadline: number
  signal: AbortSignal
  setOutput: SetOutput
  writeSummary: (markdown: string) => Promise<void>
  /** The GitHub client; Octokit is loaded on the first call only (comments, permission). */
  github: () => Promise<IssuesApi>
  /** The preview of the agent's branch (`preview: true`). */
  previews?: Pick<DeploymentApi, 'queuePreview' | 'getDeploymentStatus'>
  /** Keeps a value for the post step (`core.saveState`). */
  saveState: (name: string, value: string) => void
}
