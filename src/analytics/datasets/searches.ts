/** `searches`: what readers searched for, hits, click-through, the page clicked most (cursor). */
import { SearchesPageSchema, type SearchRow } from '../../shared/mintlify/analytics-schemas.js'
import { column, cursorQuery, type Dataset } from './dataset.js'

export function searchesDataset(): Dataset<SearchRow> {
  return {
    title: 'searches',
    paging: { kind: 'cursor', limit: 100 },
    comparable: false,
    layout: {
      stem: 'searches',
      jsonKey: 'searches',
      csvColumns: [
        column('searchQuery', (r) => r.searchQuery),
        column('hits', (r) => r.hits),
        column('ctr', (r) => r.ctr),
        column('topClickedPage', (r) => r.topClickedPage),
        column('lastSearchedAt', (r) => r.lastSearchedAt),
      ],
      jsonRow: (r) => r,
    },
    identity: (row) => row.searchQuery,
    async fetch(api, projectId, request, signal) {
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'searches',
          query: cursorQuery(request),
          operation: 'Getting searches',
          schema: SearchesPageSchema,
        },
        signal,
      )
      return {
        rows: page.searches,
        hasMore: page.nextCursor !== null,
        nextCursor: page.nextCursor,
        trailer: { totalSearches: page.totalSearches },
      }
    },
  }
}
