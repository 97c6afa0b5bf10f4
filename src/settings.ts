/** The validated settings of one run, produced by `getInputs()` (see inputs.ts). */
import type { DatasetName } from './analytics/datasets/catalogue.js'
import type { ExportFormat } from './analytics/formats.js'

export interface CommonSettings {
  apiKey: string
  projectId: string
  /** API origin, without a trailing slash. */
  baseUrl: string
  /** The `timeout` input: how long the step may wait (agent) or export (analytics), in ms. */
  timeoutMs: number
}

/** The `comment` input: `auto` keeps a tracking comment when an issue event triggered the run. */
export type CommentSetting = 'auto' | 'true' | 'false'

export interface AgentSettings extends CommonSettings {
  mode: 'agent'
  /** The `prompt` input; empty when not given (the triggering issue or comment may supply it). */
  prompt: string
  /** The `job-id` input; empty when not given. */
  jobId: string
  wait: boolean
  pollIntervalMs: number
  failOnJobFailure: boolean
  comment: CommentSetting
  /** The `github-token` input; empty when the workflow passed an empty value. */
  githubToken: string
  /** Logins from `allowed-users`, lower-cased (GitHub logins are case-insensitive). */
  allowedUsers: string[]
}

export interface AnalyticsSettings extends CommonSettings {
  mode: 'analytics'
  /** Resolved range sent to the API: `YYYY-MM-DD` or an ISO date-time, `dateTo` exclusive. */
  dateFrom: string
  dateTo: string
  pageSize: number
  formats: ExportFormat[]
  outputDir: string
  uploadArtifact: boolean
  artifactName: string
  /** Undefined: the repository's default retention. */
  retentionDays: number | undefined
  /** What to export, in export order; `views` by default. */
  datasets: DatasetName[]
  /** Analytics requests the run may send, retries included (`max-requests`). */
  maxRequests: number
  /** Keep feedback's `contact` email addresses (`include-contact`). */
  includeContact: boolean
  /** `compare: previous`: the period before, exported for views and visitors too. */
  previousRange: { dateFrom: string; dateTo: string } | undefined
}

export type Settings = AgentSettings | AnalyticsSettings
