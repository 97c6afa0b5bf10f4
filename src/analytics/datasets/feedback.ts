/**
 * `feedback`: every feedback entry, its page, source, status and the reader's words (cursor).
 * Readers' email addresses (`contact`) are dropped as each page arrives unless asked for.
 */
import { FeedbackPageSchema, type FeedbackRow } from '../../shared/mintlify/analytics-schemas.js'
import type { CsvColumn } from '../writers.js'
import { column, cursorQuery, type Dataset, type DatasetOptions } from './dataset.js'

export function feedbackDataset(options: DatasetOptions): Dataset<FeedbackRow> {
  const columns: CsvColumn<FeedbackRow>[] = [
    column('id', (r) => r.id),
    column('path', (r) => r.path),
    column('createdAt', (r) => r.createdAt),
    column('source', (r) => r.source),
    column('status', (r) => r.status),
    column('helpful', (r) => r.helpful),
    column('comment', (r) => r.comment),
    column('code', (r) => r.code),
    column('filename', (r) => r.filename),
    column('lang', (r) => r.lang),
  ]
  if (options.includeContact) columns.push(column('contact', (r) => r.contact))
  return {
    title: 'feedback',
    paging: { kind: 'cursor', limit: 100 },
    comparable: false,
    layout: { stem: 'feedback', jsonKey: 'feedback', csvColumns: columns, jsonRow: (r) => r },
    identity: (row) => row.id,
    async fetch(api, projectId, request, signal) {
      const page = await api.getAnalytics(
        projectId,
        {
          endpoint: 'feedback',
          query: cursorQuery(request),
          operation: 'Getting feedback',
          schema: FeedbackPageSchema,
        },
        signal,
      )
      // Readers' email addresses never reach a file, log or summary unless asked for.
      const rows = options.includeContact
        ? page.feedback
        : page.feedback.map(({ contact: _contact, ...row }) => row)
      return { rows, hasMore: page.hasMore, nextCursor: page.nextCursor, trailer: {} }
    },
  }
}
