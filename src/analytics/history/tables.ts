/**
 * The store's tables, fixed and documented: one per dataset and `daily_totals`, each with
 * `project_id` and `date` first, then the dataset's CSV columns in snake_case. Everything the
 * tables mean is written here once: the Parquet writer's columns and the Postgres
 * `CREATE TABLE` come from these lists (so the two stores never differ), and each description
 * is the Postgres `COMMENT ON` of its table or column and a line of the data dictionary in
 * docs/analytics.md (`npm run docs` writes it). Descriptions are plain text: BI tools show them
 * as they are.
 */

import type { DatasetName } from '../datasets/catalogue.js'

/** `bigint` for counts, `double` for rates, `json` for nested values kept as JSON text. */
export type ColumnType = 'text' | 'bigint' | 'double' | 'boolean' | 'date' | 'timestamp' | 'json'

export interface StoreColumn {
  name: string
  type: ColumnType
  nullable: boolean
  /** What it holds: what it counts, its unit, its time zone. */
  description: string
}

/** A table as the catalogue describes it. */
export interface CatalogueTable {
  /** What one row is, and what the table is for. */
  description: string
  columns: readonly StoreColumn[]
  /** The primary key: no two rows of the table share it. */
  key: readonly string[]
}

export interface StoreTable extends CatalogueTable {
  /** `day`: a day's rows replace that day's rows; `item`: rows are upserted by key. */
  keptBy: 'day' | 'item'
  /**
   * Items whose day is not part of their key, so it can change from one read to the next
   * (feedback's `created_at` may appear later): still one row per key, wherever its day.
   */
  movable?: boolean
}

const required = (name: string, type: ColumnType, description: string): StoreColumn => ({
  name,
  type,
  nullable: false,
  description,
})
const optional = (name: string, type: ColumnType, description: string): StoreColumn => ({
  name,
  type,
  nullable: true,
  description,
})

const PROJECT = required(
  'project_id',
  'text',
  'The Mintlify project the row is of (the project-id input of the sync).',
)
/** `project_id` and `date`, the date described for its table. */
const day = (description: string): StoreColumn[] => [PROJECT, required('date', 'date', description)]
const OF_THE_DAY = 'The UTC day counted (00:00 to 24:00 UTC).'

/** Views and visitors: the same columns, counting different things. */
function traffic(what: string, total: string): StoreColumn[] {
  return [
    ...day(OF_THE_DAY),
    required('path', 'text', 'The page path, as the site serves it (e.g. /quickstart).'),
    required('human', 'bigint', `${what} from human readers that day.`),
    required('ai', 'bigint', `${what} from AI agents and crawlers that day.`),
    required('total', 'bigint', total),
  ]
}

export const STORE_TABLES = {
  page_views: {
    description:
      "Page views: one row per page and UTC day with the content views it had. A count of events: a week's views are the sum of its days.",
    columns: traffic('Content views', 'Content views from every reader that day: human plus ai.'),
    key: ['project_id', 'date', 'path'],
    keptBy: 'day',
  },
  visitors: {
    description:
      "Unique visitors: one row per page and UTC day with the distinct visitors who viewed it (approximate). Deduplicated within the day and the page only: a week's visitors are not the sum of its days (that counts a visitor once per day and page), and a day's site-wide visitors are in daily_totals, not the sum of the rows.",
    columns: traffic(
      'Distinct visitors',
      'Distinct visitors of the page that day, deduplicated across human and AI: at most human plus ai.',
    ),
    key: ['project_id', 'date', 'path'],
    keptBy: 'day',
  },
  searches: {
    description:
      "Searches: one row per search term and UTC day that readers typed in the docs' search.",
    columns: [
      ...day(OF_THE_DAY),
      required('search_query', 'text', 'The search term, as readers typed it.'),
      required(
        'hits',
        'bigint',
        "Times the term was searched that day (search events, not distinct readers): a week's hits are the sum of its days.",
      ),
      required(
        'ctr',
        'double',
        "Click-through rate that day: the share of the term's searches followed by a click on a result, from 0 to 1. Average over days weighted by hits, never summed.",
      ),
      optional(
        'top_clicked_page',
        'text',
        'The result path readers clicked most after this term that day; null when none was clicked.',
      ),
      required(
        'last_searched_at',
        'timestamp',
        'The last time that day the term was searched (an instant, UTC).',
      ),
    ],
    key: ['project_id', 'date', 'search_query'],
    keptBy: 'day',
  },
  feedback: {
    description:
      'Feedback entries: one row per entry readers left on a page (thumbs, a comment, feedback on a code block), kept once by id, whatever day it was filed under before, and updated when a sync reads it again. Its status is the one last read: every sync reads again the entries created in the last feedback-refresh-days days (default 30) before its date-to, and an older entry keeps the status it was last seen with.',
    columns: [
      ...day(
        'The UTC day of created_at; while the API gives no created_at, the day it was served for (the row moves to the day of created_at once one is served).',
      ),
      required('id', 'text', 'The entry, unique in the project.'),
      required('path', 'text', 'The page path (or URL) the feedback is about.'),
      optional('created_at', 'timestamp', 'When the reader left it (an instant, UTC).'),
      required(
        'source',
        'text',
        'Where it came from: contextual (page feedback), code_snippet (a code block), thumbs_only (a vote alone) or agent (an AI agent).',
      ),
      required(
        'status',
        'text',
        "The team's review status when last read: pending, in_progress, resolved or dismissed.",
      ),
      optional(
        'helpful',
        'boolean',
        'Whether the reader found the page helpful (thumbs up); null when not asked.',
      ),
      optional('comment', 'text', "The reader's words; null when none."),
      optional('code', 'text', 'The code block the feedback is about (code_snippet only).'),
      optional('filename', 'text', "The code block's file name, when it has one."),
      optional('lang', 'text', "The code block's language, when it has one."),
      optional(
        'contact',
        'text',
        "The reader's email address: personal data, null unless the sync ran with include-contact: true.",
      ),
    ],
    key: ['project_id', 'id'],
    keptBy: 'item',
    movable: true,
  },
  feedback_by_page: {
    description:
      "Feedback per page: one row per page and UTC day with the feedback entries left on it that day (the API's top 100 pages of the day when it has more). Counts of entries: a week's are the sum of its days.",
    columns: [
      ...day(OF_THE_DAY),
      required('path', 'text', 'The page path.'),
      required('thumbs_up', 'bigint', 'Page feedback entries that found it helpful that day.'),
      required('thumbs_down', 'bigint', 'Page feedback entries that did not that day.'),
      required('code', 'bigint', 'Feedback entries on its code blocks that day.'),
      required('total', 'bigint', 'Every feedback entry on the page that day.'),
    ],
    key: ['project_id', 'date', 'path'],
    keptBy: 'day',
  },
  assistant_conversations: {
    description:
      "The AI assistant's turns: one row per question a reader asked and the assistant's reply; the turns of one conversation share its id.",
    columns: [
      ...day('The UTC day of timestamp.'),
      required('id', 'text', 'The conversation, shared by its turns.'),
      required(
        'timestamp',
        'timestamp',
        "When the reader's question was sent (an instant, UTC): with id, the turn's key.",
      ),
      required('query', 'text', "The reader's question."),
      required(
        'response',
        'text',
        "The assistant's reply (for a clarifying question, the question it asked back).",
      ),
      required(
        'response_type',
        'text',
        'answer (a final answer) or clarifying_question (it asked the reader back).',
      ),
      required(
        'resolution_status',
        'text',
        'answered, or unanswered when the assistant found the question not covered by the docs.',
      ),
      optional('query_category', 'text', 'The category the API gave the question; null when none.'),
      optional(
        'page_url',
        'text',
        'The full URL of the page the conversation started on (https://host/path, where other tables have path alone); null when unknown.',
      ),
      required(
        'sources',
        'json',
        'The pages the reply cited, a JSON array of objects with title and url (full URLs).',
      ),
    ],
    key: ['project_id', 'id', 'timestamp'],
    keptBy: 'item',
  },
  assistant_callers: {
    description:
      "Assistant queries by caller: one row per UTC day. Counts of queries: a week's are the sum of its days.",
    columns: [
      ...day(OF_THE_DAY),
      required('web', 'bigint', 'Queries asked on the docs site that day.'),
      required('api', 'bigint', "Queries sent through the assistant's API that day."),
      required('other', 'bigint', 'Queries from other callers (integrations, SDKs) that day.'),
      required('total', 'bigint', 'Every query that day: web plus api plus other.'),
    ],
    key: ['project_id', 'date'],
    keptBy: 'day',
  },
  daily_totals: {
    description:
      'Site-wide totals of a UTC day, as the API gives them beside the rows: one row per day and dataset (views, visitors, searches). A day the store holds has its row here, even when it had no rows elsewhere.',
    columns: [
      ...day(OF_THE_DAY),
      required('dataset', 'text', 'Whose totals: views, visitors or searches.'),
      optional(
        'human',
        'bigint',
        'Views or distinct visitors from human readers that day, site-wide; null for searches.',
      ),
      optional(
        'ai',
        'bigint',
        'Views or distinct visitors from AI agents and crawlers that day, site-wide; null for searches.',
      ),
      required(
        'total',
        'bigint',
        "Views: every view that day (the sum of the day's page_views). Visitors: distinct visitors of the whole site that day, deduplicated across pages, so less than the sum of the rows; a week's is not the sum of its days. Searches: search events that day (the sum of hits).",
      ),
    ],
    key: ['project_id', 'date', 'dataset'],
    // By item: a day's views, visitors and searches are not always loaded together (a dataset
    // added later starts at `date-from`), and one dataset's day must not remove another's.
    keptBy: 'item',
  },
} as const satisfies Record<string, StoreTable>

export type TableName = keyof typeof STORE_TABLES

export function isTableName(name: string): name is TableName {
  return Object.hasOwn(STORE_TABLES, name)
}

/** The store's tables, in the catalogue's order. */
export const TABLE_NAMES: readonly TableName[] = Object.keys(STORE_TABLES).filter(isTableName)

/** The table each dataset is stored in (besides its totals in `daily_totals`). */
export const DATASET_TABLES = {
  views: 'page_views',
  visitors: 'visitors',
  searches: 'searches',
  feedback: 'feedback',
  'feedback-by-page': 'feedback_by_page',
  assistant: 'assistant_conversations',
  'assistant-callers': 'assistant_callers',
} as const satisfies Record<DatasetName, TableName>

/**
 * The Postgres store's stored ranges (a Parquet store keeps them in `sync-state.json`).
 * `first_day` came after the first stores: an older table gets it at the end (postgres/schema.ts),
 * so it is last here too, and nullable as a column added later is.
 */
export const SYNC_STATE_TABLE: CatalogueTable = {
  description:
    'Where each sync stands: one row per project and table with its stored range, first_day to synced_through (every day between them is stored). Written by the sync only.',
  columns: [
    PROJECT,
    required('table_name', 'text', 'The table of the store.'),
    required('synced_through', 'date', 'The last UTC day stored of the table (never moves back).'),
    required(
      'updated_at',
      'timestamp',
      'When a sync last stored a day of the table (an instant, UTC).',
    ),
    optional(
      'first_day',
      'date',
      'The first UTC day stored of the table (never moves forward). Null only in a row older than the column that nothing filled since: the sync then reads it as synced_through.',
    ),
  ],
  key: ['project_id', 'table_name'],
}
