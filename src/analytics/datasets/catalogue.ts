/**
 * The datasets the action exports (the `datasets` input), in export order: the one place that
 * knows which exist. Adding one is its schema (src/api/analytics-schemas.ts), its file here,
 * and one entry below; the type map makes the compiler check the rest (the digest's observers).
 */
import type {
  AssistantRow,
  CallerStats,
  FeedbackByPageRow,
  FeedbackRow,
  SearchRow,
} from '../../api/analytics-schemas.js'
import { assistantCallersDataset } from './assistant-callers.js'
import { assistantDataset } from './assistant.js'
import type { Dataset, DatasetOptions } from './dataset.js'
import { feedbackByPageDataset } from './feedback-by-page.js'
import { feedbackDataset } from './feedback.js'
import { searchesDataset } from './searches.js'
import type { TrafficRow } from './traffic.js'
import { viewsDataset } from './views.js'
import { visitorsDataset } from './visitors.js'

/** Each dataset's name and the rows it exports. */
export interface DatasetRows {
  views: TrafficRow
  visitors: TrafficRow
  searches: SearchRow
  feedback: FeedbackRow
  'feedback-by-page': FeedbackByPageRow
  assistant: AssistantRow
  'assistant-callers': CallerStats
}

export type DatasetName = keyof DatasetRows

const CATALOGUE: {
  [Name in DatasetName]: (options: DatasetOptions) => Dataset<DatasetRows[Name]>
} = {
  views: viewsDataset,
  visitors: visitorsDataset,
  searches: searchesDataset,
  feedback: feedbackDataset,
  'feedback-by-page': feedbackByPageDataset,
  assistant: assistantDataset,
  'assistant-callers': assistantCallersDataset,
}

/** Every dataset, in export order (`datasets: all`). */
export const DATASET_NAMES = Object.keys(CATALOGUE) as DatasetName[]

export function datasetFor<Name extends DatasetName>(
  name: Name,
  options: DatasetOptions,
): Dataset<DatasetRows[Name]> {
  return CATALOGUE[name](options)
}
