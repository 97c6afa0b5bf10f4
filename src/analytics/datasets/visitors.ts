/**
 * `visitors`: unique visitors per page path, human and AI (offset paging). The site-wide totals
 * are deduplicated, so they are not the sum of the rows.
 */
import { VisitorsPageSchema } from '../../shared/mintlify/analytics-schemas.js'
import { dateQuery, type Dataset, type DatasetOptions } from './dataset.js'
import { trafficComparison, trafficLayout, type TrafficRow } from './traffic.js'

export function visitorsDataset(options: DatasetOptions): Dataset<TrafficRow> {
  return {
    title: 'unique visitors',
    paging: { kind: 'offset' },
    comparable: true,
    comparison: trafficComparison,
    layout: trafficLayout('visitors', 'visitors', options),
    identity: (row) => row.path,
    traffic: { rowsAddUp: false, counts: (row) => row },
    async fetch(api, projectId, request, signal) {
      const offset = request.offset ?? 0
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'visitors',
          query: { ...dateQuery(request), limit: request.limit, offset },
          operation: `Getting unique visitors (offset ${offset})`,
          schema: VisitorsPageSchema,
        },
        signal,
      )
      return {
        rows: page.visitors,
        hasMore: page.hasMore,
        totals: page.totals,
        trailer: { totals: page.totals },
      }
    },
  }
}
