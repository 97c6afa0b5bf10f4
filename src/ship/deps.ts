import type { AgentApi, DeploymentApi } from '../api/client.js'
import type { Clock } from '../clock.js'
import type { IssuesApi } from '../github/client.js'
import type { SetOutput } from '../outputs.js'

/** What the deploy, preview and automation modes need from the outside, handed in by main.ts. */
export interface ShipDeps {
  api: DeploymentApi & Pick<AgentApi, 'getJob'>
  clock: Clock
  /** Epoch ms: the `timeout` input, shared with the API client. */
  deadline: number
  signal: AbortSignal
  setOutput: SetOutput
  writeSummary: (markdown: string) => Promise<void>
  /** The GitHub client; Octokit is loaded on the first call only (the preview comment). */
  github: () => Promise<IssuesApi>
}
