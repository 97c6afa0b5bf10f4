/** The validated settings of one run, produced by `getInputs()` (see inputs.ts). */
import type { DatasetName } from './analytics/datasets/catalogue.js'
import type { ExportFormat } from './analytics/formats.js'

export interface CommonSettings {
  apiKey: string
  projectId: string
  /** API origin, without a trailing slash. */
  baseUrl: string
  /** The `timeout` input: how long the step may wait or export, in ms. */
  timeoutMs: number
}

/** How a mode that triggers something waits for it (`wait`, `poll-interval`). */
export interface WaitSettings {
  wait: boolean
  pollIntervalMs: number
}

/** The `comment` input: `auto` keeps a tracking comment when an issue event triggered the run. */
export type CommentSetting = 'auto' | 'true' | 'false'

export interface AgentSettings extends CommonSettings, WaitSettings {
  mode: 'agent'
  /** The `prompt` input; empty when not given (the triggering issue or comment may supply it). */
  prompt: string
  /** The `job-id` input; empty when not given. */
  jobId: string
  failOnJobFailure: boolean
  comment: CommentSetting
  /** The `github-token` input; empty when the workflow passed an empty value. */
  githubToken: string
  /** Logins from `allowed-users`, lower-cased (GitHub logins are case-insensitive). */
  allowedUsers: string[]
  /** `preview: true`: build the preview of the agent's pull request branch. */
  preview: boolean
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

/** Deploy mode: queue a deployment of the deployment branch, or wait for `status-id`. */
export interface DeploySettings extends CommonSettings, WaitSettings {
  mode: 'deploy'
  /** The `status-id` input; empty when not given. */
  statusId: string
}

/** Preview mode: build a branch's preview, or wait for `status-id`. */
export interface PreviewSettings extends CommonSettings, WaitSettings {
  mode: 'preview'
  statusId: string
  /** The `branch` input; empty: the event's branch (see preview/mode.ts). */
  branch: string
  comment: CommentSetting
  githubToken: string
}

/** Automation mode: run an automation now, and follow its job when the API knows it. */
export interface AutomationSettings extends CommonSettings, WaitSettings {
  mode: 'automation'
  automationId: string
  failOnJobFailure: boolean
}

/** Static-export mode: export the docs as a static site, or resume `export-id`. */
export interface StaticExportSettings extends CommonSettings, WaitSettings {
  mode: 'static-export'
  /** The deployment's hostname, lower-cased. */
  domain: string
  /** Page paths to export; empty: every published page. */
  paths: string[]
  /** The `docs-version` input (sent as `version`); empty: the latest. */
  docsVersion: string
  /** The `export-id` input; empty when not given. */
  exportId: string
  /** Absolute: where the bundle and the site go. */
  outputDir: string
  extract: boolean
  /** `max-bundle-size`, in bytes. */
  maxBundleBytes: number
  uploadArtifact: boolean
  artifactName: string
  /** Undefined: the repository's default retention. */
  retentionDays: number | undefined
}

export type Settings =
  | AgentSettings
  | AnalyticsSettings
  | DeploySettings
  | PreviewSettings
  | AutomationSettings
  | StaticExportSettings

/** Every mode has its settings: `getInputs` does not compile for a catalogue mode without. */
export type { Mode } from './catalogue.js'
