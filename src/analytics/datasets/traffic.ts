/**
 * What views and visitors share: per-page counts beside site-wide totals, the same file layout,
 * and the comparison with the period before (`previous` and `change` per page).
 */
import type { PageViewRow } from '../../shared/mintlify/schemas.js'
import type { FileLayout } from '../writers.js'
import { column, type Comparison, type DatasetOptions } from './dataset.js'

/** A page-views or visitors row, with the previous period's total when comparing. */
export interface TrafficRow extends PageViewRow {
  /** `total` in the previous period (0 when the page had none). */
  previous?: number
  /** `total - previous`. */
  change?: number
}

export function trafficLayout(
  stem: string,
  jsonKey: string,
  options: DatasetOptions,
): FileLayout<TrafficRow> {
  const columns = [
    column<TrafficRow>('path', (r) => r.path),
    column<TrafficRow>('human', (r) => r.human),
    column<TrafficRow>('ai', (r) => r.ai),
    column<TrafficRow>('total', (r) => r.total),
  ]
  if (options.compare) {
    columns.push(
      column('previous', (r) => r.previous ?? 0),
      column('change', (r) => r.change ?? r.total),
    )
  }
  const counts = (r: TrafficRow) => ({ path: r.path, human: r.human, ai: r.ai, total: r.total })
  return {
    stem,
    jsonKey,
    csvColumns: columns,
    jsonRow: (r) =>
      options.compare
        ? { ...counts(r), previous: r.previous ?? 0, change: r.change ?? r.total }
        : counts(r),
  }
}

/** Pages compared on their `total`; a page seen only before gets a row of zeros. */
export const trafficComparison: Comparison<TrafficRow> = {
  key: (row) => row.path,
  count: (row) => row.total,
  withPrevious: (row, previous) => ({ ...row, previous, change: row.total - previous }),
  onlyBefore: (path, previous) => ({
    path,
    human: 0,
    ai: 0,
    total: 0,
    previous,
    change: -previous,
  }),
}
