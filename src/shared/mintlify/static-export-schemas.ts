/**
 * Response checks for the Static Export API (the vendor's document, vendored in
 * test/openapi/static-export-openapi.json). Its required fields are required here too; unknown
 * fields are dropped. `status` is any printable text: one the document does not list is treated
 * as not finished.
 */
import * as v from 'valibot'
import { SAFE_ID, printable } from './schemas.js'

const jobId = v.pipe(v.string(), v.regex(SAFE_ID, 'Invalid id: not a safe path segment'))
/** A size JSON and a file can hold exactly. */
const bytes = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))

/** `202` of `POST /v1/static-export/jobs` and `200` of `GET /v1/static-export/jobs/{jobId}`. */
export const StaticExportJobSchema = v.object({
  jobId,
  status: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100), printable),
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  pageCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  createdAt: v.string(),
  updatedAt: v.string(),
  error: v.optional(v.nullable(v.string())),
})

/** `200` of `POST /v1/static-export/jobs/{jobId}/bundle`: a presigned link, a credential. */
export const StaticExportBundleSchema = v.object({
  jobId,
  bundleUrl: v.pipe(v.string(), v.nonEmpty(), v.maxLength(8_000)),
  sizeBytes: bytes,
  // An RFC 3339 date-time, as documented: the log shows it, so no other text passes.
  expiresAt: v.pipe(v.string(), v.isoTimestamp('Invalid timestamp')),
})

export type StaticExportJob = v.InferOutput<typeof StaticExportJobSchema>
export type StaticExportBundle = v.InferOutput<typeof StaticExportBundleSchema>

/** What the job POST sends (`version` and `paths` only when given). */
export interface StaticExportRequest {
  domain: string
  version?: string
  paths?: string[]
}
