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
import type { InputOf } from '../action/catalogue.js'
import { DATASET_NAMES, type DatasetName } from './datasets/catalogue.js'
import { EXPORT_FORMATS, type ExportFormat } from './formats.js'
import { previousRange, resolveDateRange } from './range.js'
import { resolveStoreRange } from './history/days.js'
import { storeLocation, type StoreLocation } from './history/location.js'

export interface AnalyticsSettings extends CommonSettings {
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
  /** What to export, in export order; `views` by default. */
  datasets: DatasetName[]
  /** Analytics requests the run may send, retries included (`max-requests`). */
  maxRequests: number
  /** Keep feedback's `contact` email addresses (`include-contact`). */
  includeContact: boolean
  /** `compare: previous`: the period before, exported for views and visitors too. */
  previousRange: { dateFrom: string; dateTo: string } | undefined
  /** `store`: the history synced by whole UTC days; undefined: files and an artifact. */
  store: StoreLocation | undefined
  /** `lookback-days`: the stored days a sync reads again. */
  lookbackDays: number
  /** With a store: the inputs set that only files use (`compare`, `format`, ...), to warn about. */
  unusedWithStore: InputOf<'analytics'>[]
}

/**
 * The inputs that shape files, an artifact or the digest, which a store uses none of, each with
 * its default (action.yml's: the runner passes it when the input is not set).
 */
const FILE_INPUTS = {
  compare: 'none',
  format: 'json,csv',
  'output-dir': '',
  'upload-artifact': 'true',
  'artifact-name': '',
  'retention-days': '',
} as const satisfies Partial<Record<InputOf<'analytics'>, string>>

export function readAnalyticsSettings(
  source: InputSource<InputOf<'analytics'>>,
  common: CommonSettings,
  now: Date,
): AnalyticsSettings {
  // First: a URL's password is masked before anything else is read, logged or refused.
  const store = storeLocation(source.get('store'), source.workspace, source.setSecret)
  const raw = {
    dateFrom: source.get('date-from'),
    dateTo: source.get('date-to'),
    period: source.get('period'),
  }
  const range = store ? resolveStoreRange(raw, now) : resolveDateRange(raw, now)
  const compare = store ? 'none' : oneOf(source, 'compare', ['none', 'previous'], 'none')
  const chosen = datasets(source)
  const viewsOnly = chosen.length === 1 && chosen[0] === 'views'
  return {
    ...common,
    mode: 'analytics',
    ...range,
    pageSize: integer(source, 'page-size', 250, 1, 250),
    formats: commaList(source, 'format', EXPORT_FORMATS, 'json,csv', 'a comma-separated list of'),
    outputDir: outputDir(source, analyticsExportName(viewsOnly)),
    uploadArtifact: boolean(source, 'upload-artifact', true),
    artifactName:
      artifactName(source) ||
      defaultArtifactName(common.projectId, range.dateFrom, range.dateTo, viewsOnly),
    retentionDays: retentionDays(source),
    datasets: chosen,
    maxRequests: integer(source, 'max-requests', 100, 1, 100_000),
    includeContact: boolean(source, 'include-contact', false),
    previousRange: compare === 'previous' ? previousRange(raw, range) : undefined,
    store,
    lookbackDays: integer(source, 'lookback-days', 3, 0, 366),
    unusedWithStore: store
      ? (Object.keys(FILE_INPUTS) as (keyof typeof FILE_INPUTS)[]).filter(
          (name) => ![FILE_INPUTS[name], ''].includes(source.get(name)),
        )
      : [],
  }
}

/** `datasets`: `all`, or a comma-separated list of DATASET_NAMES; `views` when empty. */
function datasets(source: InputSource<InputOf<'analytics'>>): DatasetName[] {
  if (source.get('datasets').trim().toLowerCase() === 'all') return [...DATASET_NAMES]
  const chosen = commaList(
    source,
    'datasets',
    DATASET_NAMES,
    'views',
    '`all` or a comma-separated list of',
  )
  // Exported in the catalog's order, whatever order the input lists them in.
  return DATASET_NAMES.filter((name) => chosen.includes(name))
}
