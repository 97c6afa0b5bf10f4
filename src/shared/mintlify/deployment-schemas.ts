/**
 * Response checks for the deployment endpoints (the vendor's "External API" document, vendored in
 * test/openapi/external-openapi.json). The document marks no field required; we require the ids
 * the action goes on with and check the type of every other field that is present. Unknown fields
 * are dropped: the `deployment` output carries only what is documented.
 */
import * as v from 'valibot'
import { SAFE_ID, printable } from './schemas.js'

const safeId = v.pipe(v.string(), v.regex(SAFE_ID, 'Invalid id: not a safe path segment'))

/** `202` of `POST /v1/project/update/{projectId}`. */
export const QueuedDeploymentSchema = v.object({ statusId: safeId })

/** `202` of `POST /v1/project/preview/{projectId}`: the URL comes before the build ends. */
export const QueuedPreviewSchema = v.object({
  statusId: safeId,
  previewUrl: v.pipe(v.string(), v.nonEmpty(), printable),
})

/** `202` of `POST /v1/workflow/{projectId}/{automationId}/trigger`. */
export const QueuedAutomationRunSchema = v.object({
  schemaId: v.optional(v.string()),
  instanceId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200), printable),
  /** The background job of the run; followed as an agent job when the API answers for it. */
  jobId: v.optional(safeId),
})

const paths = v.optional(v.array(v.string()))

/**
 * `GET /v1/project/update-status/{statusId}`. `status` is one of `queued`, `in_progress`,
 * `success`, `failure`, or one the API shows without documenting it (a skipped deployment):
 * any printable text is accepted and treated as not yet ended.
 */
export const DeploymentSchema = v.object({
  _id: v.optional(v.string()),
  projectId: v.optional(v.string()),
  createdAt: v.optional(v.string()),
  endedAt: v.optional(v.string()),
  status: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100), printable),
  summary: v.optional(v.string()),
  logs: v.optional(v.array(v.string())),
  subdomain: v.optional(v.string()),
  screenshot: v.optional(v.string()),
  screenshotLight: v.optional(v.string()),
  screenshotDark: v.optional(v.string()),
  author: v.optional(
    v.nullable(
      v.object({
        name: v.optional(v.string()),
        avatarUrl: v.optional(v.string()),
        githubUserId: v.optional(v.number()),
      }),
    ),
  ),
  commit: v.optional(
    v.object({
      sha: v.optional(v.string()),
      ref: v.optional(v.string()),
      message: v.optional(v.string()),
      filesChanged: v.optional(v.object({ added: paths, modified: paths, removed: paths })),
    }),
  ),
  source: v.optional(v.string()),
})

export type Deployment = v.InferOutput<typeof DeploymentSchema>
export type QueuedDeployment = v.InferOutput<typeof QueuedDeploymentSchema>
/** The answer as the server sent it; the client then drops a `previewUrl` that is not https. */
export type QueuedPreviewAnswer = v.InferOutput<typeof QueuedPreviewSchema>
export type QueuedPreview = Omit<QueuedPreviewAnswer, 'previewUrl'> & { previewUrl?: string }
export type QueuedAutomationRun = v.InferOutput<typeof QueuedAutomationRunSchema>
