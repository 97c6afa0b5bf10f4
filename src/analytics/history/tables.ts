/**
 * The store's tables, fixed and documented (docs/analytics.md): one per dataset and
 * `daily_totals`, each with `project_id` and `date` first, then the dataset's CSV columns in
 * snake_case. Both stores are built from these definitions: the Parquet schema and the Postgres
 * `CREATE TABLE` come from the same list, so the two never differ.
 */

/** `bigint` for counts, `double` for rates, `json` for nested values kept as JSON text. */
export type ColumnType = 'text' | 'bigint' | 'double' | 'boolean' | 'date' | 'timestamp' | 'json'

export interface StoreColumn {
  name: string
  type: ColumnType
  nullable: boolean
}

export interface StoreTable {
  columns: readonly StoreColumn[]
  /** The primary key: no two rows of the table share it. */
  key: readonly string[]
  /** `day`: a day's rows replace that day's rows; `item`: rows are upserted by key. */
  keptBy: 'day' | 'item'
  /**
   * Items whose day is not part of their key, so it can change from one read to the next
   * (feedback's `created_at` may appear later): still one row per key, wherever its day.
   */
  movable?: boolean
}

const required = (name: string, type: ColumnType): StoreColumn => ({ name, type, nullable: false })
const optional = (name: string, type: ColumnType): StoreColumn => ({ name, type, nullable: true })

const DAY = [required('project_id', 'text'), required('date', 'date')]
const TRAFFIC = [
  ...DAY,
  required('path', 'text'),
  required('human', 'bigint'),
  required('ai', 'bigint'),
  required('total', 'bigint'),
]

export const STORE_TABLES = {
  page_views: { columns: TRAFFIC, key: ['project_id', 'date', 'path'], keptBy: 'day' },
  visitors: { columns: TRAFFIC, key: ['project_id', 'date', 'path'], keptBy: 'day' },
  searches: {
    columns: [
      ...DAY,
      required('search_query', 'text'),
      required('hits', 'bigint'),
      required('ctr', 'double'),
      optional('top_clicked_page', 'text'),
      required('last_searched_at', 'timestamp'),
    ],
    key: ['project_id', 'date', 'search_query'],
    keptBy: 'day',
  },
  feedback: {
    columns: [
      ...DAY,
      required('id', 'text'),
      required('path', 'text'),
      optional('created_at', 'timestamp'),
      required('source', 'text'),
      required('status', 'text'),
      optional('helpful', 'boolean'),
      optional('comment', 'text'),
      optional('code', 'text'),
      optional('filename', 'text'),
      optional('lang', 'text'),
      // Readers' email addresses: null unless `include-contact: true`.
      optional('contact', 'text'),
    ],
    key: ['project_id', 'id'],
    keptBy: 'item',
    movable: true,
  },
  feedback_by_page: {
    columns: [
      ...DAY,
      required('path', 'text'),
      required('thumbs_up', 'bigint'),
      required('thumbs_down', 'bigint'),
      required('code', 'bigint'),
      required('total', 'bigint'),
    ],
    key: ['project_id', 'date', 'path'],
    keptBy: 'day',
  },
  assistant_conversations: {
    columns: [
      ...DAY,
      required('id', 'text'),
      required('timestamp', 'timestamp'),
      required('query', 'text'),
      required('response', 'text'),
      required('response_type', 'text'),
      required('resolution_status', 'text'),
      optional('query_category', 'text'),
      optional('page_url', 'text'),
      required('sources', 'json'),
    ],
    key: ['project_id', 'id', 'timestamp'],
    keptBy: 'item',
  },
  assistant_callers: {
    columns: [
      ...DAY,
      required('web', 'bigint'),
      required('api', 'bigint'),
      required('other', 'bigint'),
      required('total', 'bigint'),
    ],
    key: ['project_id', 'date'],
    keptBy: 'day',
  },
  // The site-wide totals the API gives beside the rows (views and visitors are deduplicated, so
  // not the sum of the rows); searches have `total` only.
  daily_totals: {
    columns: [
      ...DAY,
      required('dataset', 'text'),
      optional('human', 'bigint'),
      optional('ai', 'bigint'),
      required('total', 'bigint'),
    ],
    key: ['project_id', 'date', 'dataset'],
    // By item: a day's views, visitors and searches are not always loaded together (a dataset
    // added later starts at `date-from`), and one dataset's day must not remove another's.
    keptBy: 'item',
  },
} as const satisfies Record<string, StoreTable>

export type TableName = keyof typeof STORE_TABLES
