/** `assistant-callers`: assistant queries from the web, the API and other callers (one request). */
import { CallerStatsSchema, type CallerStats } from '../../shared/mintlify/analytics-schemas.js'
import { column, dateQuery, type Dataset } from './dataset.js'

export function assistantCallersDataset(): Dataset<CallerStats> {
  return {
    title: 'assistant callers',
    paging: { kind: 'single' },
    comparable: false,
    layout: {
      stem: 'assistant-callers',
      jsonKey: 'callers',
      csvColumns: [
        column('web', (r) => r.web),
        column('api', (r) => r.api),
        column('other', (r) => r.other),
        column('total', (r) => r.total),
      ],
      jsonRow: (r) => r,
    },
    identity: () => 'callers',
    async fetch(api, projectId, request, signal) {
      const stats = await api.getAnalytics(
        projectId,
        {
          endpoint: 'assistant/caller-stats',
          query: dateQuery(request),
          operation: 'Getting assistant caller stats',
          schema: CallerStatsSchema,
        },
        signal,
      )
      return { rows: [stats], hasMore: false, trailer: {} }
    },
  }
}
