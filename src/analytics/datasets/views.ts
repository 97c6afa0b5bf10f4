/** `views`: content views per page path, human and AI, with site-wide totals (offset paging). */
import type { Dataset, DatasetOptions } from './dataset.js'
import { trafficComparison, trafficLayout, type TrafficRow } from './traffic.js'

export function viewsDataset(options: DatasetOptions): Dataset<TrafficRow> {
  return {
    title: 'page views',
    paging: { kind: 'offset' },
    comparable: true,
    comparison: trafficComparison,
    layout: trafficLayout('page-views', 'views', options),
    identity: (row) => row.path,
    traffic: { rowsAddUp: true, counts: (row) => row },
    async fetch(api, projectId, request, signal) {
      const offset = request.offset ?? 0
      const page = await api.getViews(
        projectId,
        { ...request.range, limit: request.limit, offset },
        signal,
      )
      return {
        rows: page.views,
        hasMore: page.hasMore,
        totals: page.totals,
        trailer: { totals: page.totals },
      }
    },
  }
}
