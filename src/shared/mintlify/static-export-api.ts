/** The Static Export API: start an export, read it, ask for its bundle. */
import { pathSegment, type ApiClient } from './request.js'
import {
  StaticExportBundleSchema,
  StaticExportJobSchema,
  type StaticExportBundle,
  type StaticExportJob,
  type StaticExportRequest,
} from './static-export-schemas.js'

/**
 * The Static Export API's operations. The job POST is a trigger: sent once, retried only after a
 * 429 or when it provably never left. The bundle POST makes a new link to the same archive: safe
 * to repeat.
 */
export interface StaticExportApi {
  startStaticExport(request: StaticExportRequest, signal?: AbortSignal): Promise<StaticExportJob>
  getStaticExport(exportId: string, signal?: AbortSignal): Promise<StaticExportJob>
  requestStaticExportBundle(exportId: string, signal?: AbortSignal): Promise<StaticExportBundle>
}

/** Static export is an Enterprise feature: a 403 says so and where to ask. */
const STATIC_EXPORT_403 =
  "static export is an Enterprise feature that is not enabled for this organization (ask Mintlify's sales or your account team to enable it), or the API key lacks the scope, or this runner's IP is not on the key's allow-list"

/** The static-export operations over `client`. */
export function staticExportApi(client: ApiClient): StaticExportApi {
  return {
    startStaticExport: (
      request: StaticExportRequest,
      signal?: AbortSignal,
    ): Promise<StaticExportJob> => {
      return client.request(
        {
          method: 'POST',
          path: '/v1/static-export/jobs',
          body: request,
          operation: `Starting the static export of ${request.domain}`,
          schema: StaticExportJobSchema,
          replaySafe: false,
          hints: {
            400: "check `domain` (the deployment's hostname, e.g. docs.example.com) and `paths` (page paths such as guides/getting-started)",
            403: STATIC_EXPORT_403,
          },
          effect: {
            none: 'no export was started',
            unknown:
              'the request may have reached the server, so an export job may or may not exist: check the dashboard before running again',
          },
        },
        signal,
      )
    },

    getStaticExport: (exportId: string, signal?: AbortSignal): Promise<StaticExportJob> => {
      return client.request(
        {
          method: 'GET',
          path: `/v1/static-export/jobs/${pathSegment(exportId)}`,
          operation: `Getting export ${exportId}`,
          schema: StaticExportJobSchema,
          check: sameExport(exportId),
          replaySafe: true,
          hints: { 403: STATIC_EXPORT_403, 404: 'check `export-id`: no export job has this id' },
        },
        signal,
      )
    },

    requestStaticExportBundle: (
      exportId: string,
      signal?: AbortSignal,
    ): Promise<StaticExportBundle> => {
      return client.request(
        {
          method: 'POST',
          path: `/v1/static-export/jobs/${pathSegment(exportId)}/bundle`,
          operation: `Asking for the bundle of export ${exportId}`,
          schema: StaticExportBundleSchema,
          check: sameExport(exportId),
          replaySafe: true,
          hints: {
            403: STATIC_EXPORT_403,
            404: 'check `export-id`: no export job has this id',
            409: 'the export has not finished yet',
          },
        },
        signal,
      )
    },
  }
}

/** An export answer must be about the export asked for: another export's bundle is not ours. */
function sameExport(exportId: string): (value: { jobId: string }) => string | undefined {
  return (value) =>
    value.jobId === exportId
      ? undefined
      : `it is about export ${value.jobId}, not the one asked for, ${exportId}`
}
