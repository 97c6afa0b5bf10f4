/**
 * `feedback-by-page`: thumbs up, thumbs down and code feedback per page, one request for the top
 * 100 pages (the API has no next page).
 */
import {
  FeedbackByPageSchema,
  type FeedbackByPageRow,
} from '../../shared/mintlify/analytics-schemas.js'
import { column, dateQuery, type Dataset } from './dataset.js'

export function feedbackByPageDataset(): Dataset<FeedbackByPageRow> {
  return {
    title: 'feedback by page',
    paging: { kind: 'single', limit: 100 },
    comparable: false,
    layout: {
      stem: 'feedback-by-page',
      jsonKey: 'feedback',
      csvColumns: [
        column('path', (r) => r.path),
        column('thumbsUp', (r) => r.thumbsUp),
        column('thumbsDown', (r) => r.thumbsDown),
        column('code', (r) => r.code),
        column('total', (r) => r.total),
      ],
      jsonRow: (r) => r,
    },
    identity: (row) => row.path,
    async fetch(api, projectId, request, signal) {
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'feedback/by-page',
          query: { ...dateQuery(request), limit: request.limit },
          operation: 'Getting feedback by page',
          schema: FeedbackByPageSchema,
        },
        signal,
      )
      return { rows: page.feedback, hasMore: page.hasMore, trailer: { hasMore: page.hasMore } }
    },
  }
}
