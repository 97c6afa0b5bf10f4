/**
 * Walks `GET /v1/analytics/{projectId}/views` page by page: `limit = pageSize`, `offset += limit`
 * while `hasMore`. The API allows 100 analytics requests per organization per hour, so this
 * makes exactly one request per page: no look-ahead past the end, no page twice, and no retries
 * of its own (the client retries the same request on 429/5xx/network errors).
 */
import * as core from '@actions/core'
import { plural } from '../plural.js'
import type { PageViewRow, ViewsApi, ViewsPage } from '../api/types.js'
import type { DateRange } from './range.js'

export interface FetchedPage {
  page: ViewsPage
  /** The `offset` this page was requested with. */
  offset: number
  /** 1-based number of the request that returned this page. */
  number: number
}

export interface PagerOptions {
  /** Milliseconds since the epoch, for progress logging; defaults to Date.now. */
  now?: () => number
  /** Progress lines; defaults to core.info. */
  log?: (message: string) => void
  /** One-off oddities that do not stop the export; defaults to core.warning. */
  warn?: (message: string) => void
  /** Log progress at least every this many pages (default 10)... */
  logEveryPages?: number
  /** ...or when this much time has passed since the last progress line (default 5 s). */
  logEveryMs?: number
}

/** A server that would page forever: the message says how far the export got. */
export class PagingError extends Error {
  readonly pages: number
  readonly rows: number
  readonly offset: number

  constructor(message: string, progress: { pages: number; rows: number; offset: number }) {
    super(message)
    this.name = 'PagingError'
    this.pages = progress.pages
    this.rows = progress.rows
    this.offset = progress.offset
  }
}

function sameRow(a: PageViewRow, b: PageViewRow): boolean {
  return a.path === b.path && a.human === b.human && a.ai === b.ai && a.total === b.total
}

/**
 * Whether two pages hold the same rows. Legitimate consecutive pages differ in their first row
 * already, so this costs O(1) on a clean run; only a repeated page is compared in full.
 */
function samePage(a: readonly PageViewRow[], b: readonly PageViewRow[]): boolean {
  if (a.length !== b.length || a.length === 0) return false
  for (let i = 0; i < a.length; i++) {
    if (!sameRow(a[i] as PageViewRow, b[i] as PageViewRow)) return false
  }
  return true
}

/**
 * Yields every page of the range, each validated by the client, with the offset it was fetched
 * at. Throws PagingError when the server pages forever: two empty pages in a row that still say
 * `hasMore`, or a page identical to the one before it (the server ignores `offset`). Neither can
 * happen with legitimate data, however many rows it has, so the page count is not capped.
 */
export async function* fetchPages(
  api: ViewsApi,
  projectId: string,
  range: DateRange,
  pageSize: number,
  signal?: AbortSignal,
  options: PagerOptions = {},
): AsyncGenerator<FetchedPage, void, undefined> {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`page size must be a positive integer, got ${pageSize}`)
  }
  const now = options.now ?? Date.now
  const log = options.log ?? core.info
  const warn = options.warn ?? core.warning
  const logEveryPages = options.logEveryPages ?? 10
  const logEveryMs = options.logEveryMs ?? 5000

  let offset = 0
  let pages = 0
  let rows = 0
  let emptyWithMoreInARow = 0
  let previous: readonly PageViewRow[] = []
  let warnedOversized = false
  let lastLogAt = now()
  let lastLoggedPages = 0

  // The next page is requested as soon as this one says `hasMore`, so it travels while this
  // one is written: still one request per page, in order, over one connection. Stopping early
  // (a guard, a write error, cancellation) aborts the request nobody will read.
  const inFlight = new AbortController()
  const stop = (): void => inFlight.abort(signal?.reason)
  signal?.addEventListener('abort', stop, { once: true })
  const request = (at: number): Promise<ViewsPage> => {
    const page = api.getViews(
      projectId,
      { dateFrom: range.dateFrom, dateTo: range.dateTo, limit: pageSize, offset: at },
      inFlight.signal,
    )
    page.catch(() => undefined) // read (and rethrown) when awaited; never an unhandled rejection
    return page
  }

  let pending = request(offset)
  try {
    for (;;) {
      signal?.throwIfAborted()
      const page = await pending
      pages++
      const count = page.views.length

      if (page.hasMore && samePage(page.views, previous)) {
        throw new PagingError(
          `The API returned the same ${plural(count, 'row')} for offset ${offset} as for offset ${offset - pageSize}: it seems to ignore \`offset\`, so paging would never end. Stopped after ${plural(pages, 'request')} and ${plural(rows, 'row')}.`,
          { pages, rows, offset },
        )
      }
      if (count === 0 && page.hasMore) {
        emptyWithMoreInARow++
        if (emptyWithMoreInARow >= 2) {
          throw new PagingError(
            `The API returned two empty pages in a row (offsets ${offset - pageSize} and ${offset}) that still say \`hasMore\`, so paging would never end. Stopped after ${plural(pages, 'request')} and ${plural(rows, 'row')}.`,
            { pages, rows, offset },
          )
        }
      } else {
        emptyWithMoreInARow = 0
      }
      if (count > pageSize && !warnedOversized) {
        warnedOversized = true
        warn(
          `The API returned ${count} rows for limit ${pageSize} at offset ${offset}; rows are kept as served, but pages may overlap.`,
        )
      }

      rows += count
      previous = page.views
      if (page.hasMore) pending = request(offset + pageSize)
      yield { page, offset, number: pages }

      if (!page.hasMore) break
      offset += pageSize

      const t = now()
      if (pages - lastLoggedPages >= logEveryPages || t - lastLogAt >= logEveryMs) {
        log(`Fetched ${plural(pages, 'page')}, ${plural(rows, 'row')} so far`)
        lastLoggedPages = pages
        lastLogAt = t
      }
    }
  } finally {
    inFlight.abort()
    signal?.removeEventListener('abort', stop)
  }
  log(`Fetched ${plural(rows, 'row')} in ${plural(pages, 'request')}`)
}
