/**
 * The data dictionary of docs/analytics.md, between its `<!-- dictionary -->` markers: every
 * table of the store and every column, with what it means, from the catalogue of tables
 * (src/analytics/history/tables.ts), the text the Postgres store also writes as `COMMENT ON`.
 * Written by `npm run docs`, checked by `npm run docs -- --check`.
 */
import {
  DATASET_TABLES,
  STORE_TABLES,
  SYNC_STATE_TABLE,
  type CatalogueTable,
  type StoreTable,
  type TableName,
} from '../src/analytics/history/tables.ts'

const KEPT_BY: Record<StoreTable['keptBy'], string> = {
  day: "a day's rows replace that day's rows",
  item: 'rows are kept once by key and updated when read again',
}

const cell = (text: string): string => text.replaceAll('|', '\\|')

function section(name: string, table: CatalogueTable, facts: string[]): string {
  const rows = table.columns.map(
    (column) =>
      `| \`${column.name}\` | ${column.type}${column.nullable ? ', or null' : ''} | ${cell(column.description)} |`,
  )
  return [
    `#### \`${name}\``,
    '',
    table.description,
    '',
    [`Key: \`${table.key.join(', ')}\``, ...facts].join('; ') + '.',
    '',
    '| column | type | meaning |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/** The dictionary: one section per table, the store's tables then Postgres' `sync_state`. */
export function renderDictionary(): string {
  const datasetOf = new Map<string, string>(
    Object.entries(DATASET_TABLES).map(([dataset, table]) => [table, dataset]),
  )
  const sections = (Object.keys(STORE_TABLES) as TableName[]).map((name) => {
    const table: StoreTable = STORE_TABLES[name]
    const dataset = datasetOf.get(name)
    const source = dataset
      ? `from the dataset \`${dataset}\``
      : 'from the datasets `views`, `visitors` and `searches`'
    return section(name, table, [source, KEPT_BY[table.keptBy]])
  })
  sections.push(
    section('sync_state', SYNC_STATE_TABLE, [
      'Postgres only (a Parquet store keeps its ranges in `sync-state.json`)',
    ]),
  )
  return sections.join('\n\n')
}

/** `markdown` with its dictionary rewritten between the markers. */
export function updateDictionary(markdown: string): string {
  const pattern = /(<!-- dictionary -->\n)[\s\S]*?(<!-- \/dictionary -->)/
  if (!pattern.test(markdown))
    throw new Error('docs/analytics.md lacks the <!-- dictionary --> markers')
  return markdown.replace(
    pattern,
    (_match, open: string, close: string) => `${open}\n${renderDictionary()}\n\n${close}`,
  )
}
