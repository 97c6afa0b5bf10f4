/**
 * The datasets the action exports (the `datasets` input), in export order: the one place that
 * knows which exist. Adding one is its schema (src/shared/mintlify/analytics-schemas.ts), its file here,
 * and its entry below (its row type and its module); the type map makes the compiler check the
 * rest (the digest's observers).
 */
import type {
  AssistantRow,
  CallerStats,
  FeedbackByPageRow,
  FeedbackRow,
  SearchRow,
} from '../../shared/mintlify/analytics-schemas.js'
import type { Dataset, DatasetOptions } from './dataset.js'
import type { TrafficRow } from './traffic.js'

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

type Factory<Row> = (options: DatasetOptions) => Dataset<Row>

/**
 * Each dataset's module, loaded when a run asks for it: the input check needs only the names,
 * and agent mode, which loads that check too, pays for no dataset or schema.
 */
const CATALOGUE: { [Name in DatasetName]: () => Promise<Factory<DatasetRows[Name]>> } = {
  views: async () => (await import('./views.js')).viewsDataset,
  visitors: async () => (await import('./visitors.js')).visitorsDataset,
  searches: async () => (await import('./searches.js')).searchesDataset,
  feedback: async () => (await import('./feedback.js')).feedbackDataset,
  'feedback-by-page': async () => (await import('./feedback-by-page.js')).feedbackByPageDataset,
  assistant: async () => (await import('./assistant.js')).assistantDataset,
  'assistant-callers': async () => (await import('./assistant-callers.js')).assistantCallersDataset,
}

function isDatasetName(name: string): name is DatasetName {
  return Object.hasOwn(CATALOGUE, name)
}

/** Every dataset, in export order (`datasets: all`). */
export const DATASET_NAMES: readonly DatasetName[] = Object.keys(CATALOGUE).filter(isDatasetName)

export async function loadDataset<Name extends DatasetName>(
  name: Name,
  options: DatasetOptions,
): Promise<Dataset<DatasetRows[Name]>> {
  const factory = await CATALOGUE[name]()
  return factory(options)
}
