/**
 * The inputs both analytics modes read, read once here the same way (the catalogue lists them
 * once, `AnalyticsSharedInput`): the datasets, the request budget, readers' email addresses and
 * the dates as typed. Each mode resolves the dates by its own rule: the export's range
 * (range.ts), the history's whole days (history/days.ts).
 */
import type { AnalyticsSharedInput } from '../shared/catalogue.js'
import { boolean, commaList, integer, type InputSource } from '../shared/inputs.js'
import { analyticsApi } from '../shared/mintlify/analytics-api.js'
import { DATASET_NAMES, type DatasetName } from './datasets/catalogue.js'
import type { RawDateRange } from './range.js'

export interface SharedAnalyticsSettings {
  /** What to read, in the catalogue's order; `views` by default. */
  datasets: DatasetName[]
  /** Analytics requests the run may send, retries included (`max-requests`). */
  maxRequests: number
  /** Keep feedback's `contact` email addresses (`include-contact`). */
  includeContact: boolean
}

/**
 * What both analytics modes' entries ask of the step: the analytics API, the run's requests capped
 * at `max-requests` (the API allows 100 analytics requests per organization per hour, retries
 * included).
 */
export const ANALYTICS_REQUESTS = {
  api: analyticsApi,
  requestLimit: (settings: SharedAnalyticsSettings) => settings.maxRequests,
}

/** The datasets, the budget and `include-contact`, checked; InputError names the input. */
export function readSharedAnalytics(
  source: InputSource<AnalyticsSharedInput>,
): SharedAnalyticsSettings {
  return {
    datasets: datasets(source),
    maxRequests: integer(source, 'max-requests', 100, 1, 100_000),
    includeContact: boolean(source, 'include-contact', false),
  }
}

/** `date-from`, `date-to` and `period` as typed, for the mode's own rule. */
export function rawDates(source: InputSource<AnalyticsSharedInput>): RawDateRange {
  return {
    dateFrom: source.get('date-from'),
    dateTo: source.get('date-to'),
    period: source.get('period'),
  }
}

/** `datasets`: `all`, or a comma-separated list of DATASET_NAMES; `views` when empty. */
function datasets(source: InputSource<AnalyticsSharedInput>): DatasetName[] {
  if (source.get('datasets').trim().toLowerCase() === 'all') return [...DATASET_NAMES]
  const chosen = commaList(
    source,
    'datasets',
    DATASET_NAMES,
    'views',
    '`all` or a comma-separated list of',
  )
  // Read in the catalogue's order, whatever order the input lists them in.
  return DATASET_NAMES.filter((name) => chosen.includes(name))
}
