/** Reads exported files back into rows, independently of the code that wrote them. */
import { parse } from 'csv-parse/sync'
import type { PageViewRow, ViewTotals } from '../../src/shared/mintlify/schemas.ts'

export interface ParsedExport {
  rows: PageViewRow[]
  /** Present in the JSON file only. */
  header?: {
    projectId: string
    dateFrom: string
    dateTo: string
    exportedAt: string
    totals: ViewTotals
  }
}

export function parseExport(fileName: string, content: string | Buffer): ParsedExport {
  const text = content.toString('utf8')
  if (fileName.endsWith('.json')) {
    const { views, ...header } = JSON.parse(text) as ParsedExport['header'] & {
      views: PageViewRow[]
    }
    return { rows: views, header: header as ParsedExport['header'] }
  }
  if (fileName.endsWith('.ndjson')) {
    return {
      rows: text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as PageViewRow),
    }
  }
  if (fileName.endsWith('.csv')) {
    const records = parse(text, { columns: true }) as Record<string, string>[]
    return {
      rows: records.map((r) => ({
        path: r.path ?? '',
        human: Number(r.human),
        ai: Number(r.ai),
        total: Number(r.total),
      })),
    }
  }
  throw new Error(`unknown export file ${fileName}`)
}
