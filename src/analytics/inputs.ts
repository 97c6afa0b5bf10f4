/**
 * Analytics mode's settings and how they are read from its inputs (the date range, the
 * datasets, the formats, the request budget, where the files go), before any request.
 */
import { analyticsExportName, defaultArtifactName } from '../shared/artifact.js'
import {
  artifactName,
  boolean,
  commaList,
  integer,
  oneOf,
  outputDir,
  retentionDays,
  type CommonSettings,
  type InputSource,
} from '../shared/inputs.js'
import type { InputOf } from '../shared/catalogue.js'
import { EXPORT_FORMATS, type ExportFormat } from './formats.js'
import { previousRange, resolveDateRange } from './range.js'
import { rawDates, readSharedAnalytics, type SharedAnalyticsSettings } from './shared-inputs.js'

export interface AnalyticsSettings extends CommonSettings, SharedAnalyticsSettings {
  mode: 'analytics'
  /** Resolved range sent to the API: `YYYY-MM-DD` or an ISO date-time, `dateTo` exclusive. */
  dateFrom: string
  dateTo: string
  pageSize: number
  formats: ExportFormat[]
  /** Absolute; by default `$RUNNER_TEMP/page-views` for views alone, else `.../docs-analytics`. */
  outputDir: string
  uploadArtifact: boolean
  artifactName: string
  /** Undefined: the repository's default retention. */
  retentionDays: number | undefined
  /** `compare: previous`: the period before, exported for views and visitors too. */
  previousRange: { dateFrom: string; dateTo: string } | undefined
}

export function readAnalyticsSettings(
  source: InputSource<InputOf<'analytics'>>,
  common: CommonSettings,
  now: Date,
): AnalyticsSettings {
  const raw = rawDates(source)
  const range = resolveDateRange(raw, now)
  const compare = oneOf(source, 'compare', ['none', 'previous'], 'none')
  const shared = readSharedAnalytics(source)
  const viewsOnly = shared.datasets.length === 1 && shared.datasets[0] === 'views'
  return {
    ...common,
    mode: 'analytics',
    ...range,
    ...shared,
    pageSize: integer(source, 'page-size', 250, 1, 250),
    formats: commaList(source, 'format', EXPORT_FORMATS, 'json,csv', 'a comma-separated list of'),
    outputDir: outputDir(source, analyticsExportName(viewsOnly)),
    uploadArtifact: boolean(source, 'upload-artifact', true),
    artifactName:
      artifactName(source) ||
      defaultArtifactName(common.projectId, range.dateFrom, range.dateTo, viewsOnly),
    retentionDays: retentionDays(source),
    previousRange: compare === 'previous' ? previousRange(raw, range) : undefined,
  }
}
