/**
 * `assistant`: every question readers asked the AI assistant, its answer, the pages it cited
 * and whether it could answer (cursor: a ULID).
 */
import { AssistantPageSchema, type AssistantRow } from '../../shared/mintlify/analytics-schemas.js'
import { column, cursorQuery, type Dataset } from './dataset.js'

/** Sources in CSV: one line per source, `title <url>`, in the order served. */
function flatSources(row: AssistantRow): string {
  return row.sources.map((source) => `${source.title} <${source.url}>`).join('\n')
}

export function assistantDataset(): Dataset<AssistantRow> {
  return {
    title: 'assistant conversations',
    paging: { kind: 'cursor', limit: 1000 },
    comparable: false,
    layout: {
      stem: 'assistant',
      jsonKey: 'conversations',
      csvColumns: [
        column('id', (r) => r.id),
        column('timestamp', (r) => r.timestamp),
        column('query', (r) => r.query),
        column('response', (r) => r.response),
        column('responseType', (r) => r.responseType ?? 'answer'),
        column('resolutionStatus', (r) => r.resolutionStatus),
        column('queryCategory', (r) => r.queryCategory),
        column('pageUrl', (r) => r.pageUrl),
        column('sources', flatSources),
      ],
      jsonRow: (r) => r,
    },
    identity: (row) => row.id,
    async fetch(api, projectId, request, signal) {
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'assistant',
          query: cursorQuery(request),
          operation: 'Getting assistant conversations',
          schema: AssistantPageSchema,
        },
        signal,
      )
      return {
        rows: page.conversations,
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
        trailer: {},
      }
    },
  }
}
