/**
 * Walks a paged analytics endpoint. Offset paging (`/views`, `/visitors`): `limit = pageSize`,
 * `offset += limit` while `hasMore`. Cursor paging (`/searches`, `/feedback`, `/assistant`): the
 * next page's `cursor` is the last answer's `nextCursor` until it is null. The API allows 100
 * analytics requests per organization per hour, so both make exactly one request per page: no
 * look-ahead past the end, no page twice, and no retries of their own (the client retries the
 * same request on 429/5xx/network errors).
 */
import { plural } from '../plural.js'
import type { DatasetPage } from './datasets.js'

export interface FetchedPage<Row> {
  page: DatasetPage<Row>
  /** Offset paging: the `offset` this page was requested with. */
  offset: number
  /** 1-based number of the request that returned this page. */
  number: number
}

/** One request of an offset-paged endpoint. */
export type OffsetFetch<Row> = (
  offset: number,
  limit: number,
  signal: AbortSignal,
) => Promise<DatasetPage<Row>>

/** One request of a cursor-paged endpoint; no cursor for the first page. */
export type CursorFetch<Row> = (
  cursor: string | undefined,
  signal: AbortSignal,
) => Promise<DatasetPage<Row>>

export interface PagerOptions {
  /** Milliseconds since the epoch (the run's clock), for progress logging. */
  now: () => number
  /** Progress lines. */
  log: (message: string) => void
  /** One-off oddities that do not stop the export. */
  warn: (message: string) => void
  /** Log progress at least every this many pages (default 10)... */
  logEveryPages?: number
  /** ...or when this much time has passed since the last progress line (default 5 s). */
  logEveryMs?: number
}

/** A server that would page forever or skip rows: the message says how far the export got. */
export class PagingError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PagingError'
  }
}

/**
 * Whether two pages hold the same rows. Legitimate consecutive pages differ in their first row
 * already, so this costs O(1) on a clean run; only a repeated page is compared in full.
 */
function samePage(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length || a.length === 0) return false
  for (let i = 0; i < a.length; i++) {
    if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return false
  }
  return true
}

/**
 * Yields every page of the range, each validated by the client, with the offset it was fetched
 * at. Throws PagingError when the server pages forever: two empty pages in a row that still say
 * `hasMore`, or a page identical to the one before it (the server ignores `offset`). Neither can
 * happen with legitimate data, however many rows it has, so the page count is not capped.
 */
export async function* fetchPages<Row>(
  fetchPage: OffsetFetch<Row>,
  pageSize: number,
  signal: AbortSignal | undefined,
  options: PagerOptions,
): AsyncGenerator<FetchedPage<Row>, void, undefined> {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`page size must be a positive integer, got ${pageSize}`)
  }
  const { now, log, warn } = options
  const logEveryPages = options.logEveryPages ?? 10
  const logEveryMs = options.logEveryMs ?? 5000

  let offset = 0
  let pages = 0
  let rows = 0
  let emptyWithMoreInARow = 0
  let previous: readonly Row[] = []
  let warnedOversized = false
  let lastLogAt = now()
  let lastLoggedPages = 0

  // The next page is requested as soon as this one says `hasMore`, so it travels while this
  // one is written: still one request per page, in order, over one connection. Stopping early
  // (a guard, a write error, cancellation) aborts the request nobody will read.
  const inFlight = new AbortController()
  const stop = (): void => inFlight.abort(signal?.reason)
  signal?.addEventListener('abort', stop, { once: true })
  const request = (at: number): Promise<DatasetPage<Row>> => {
    const page = fetchPage(at, pageSize, inFlight.signal)
    page.catch(() => undefined) // read (and rethrown) when awaited; never an unhandled rejection
    return page
  }

  let pending = request(offset)
  try {
    for (;;) {
      signal?.throwIfAborted()
      const page = await pending
      pages++
      const count = page.rows.length

      if (page.hasMore && samePage(page.rows, previous)) {
        throw new PagingError(
          `The API returned the same ${plural(count, 'row')} for offset ${offset} as for offset ${offset - pageSize}: it seems to ignore \`offset\`, so paging would never end. Stopped after ${plural(pages, 'request')} and ${plural(rows, 'row')}.`,
        )
      }
      if (count === 0 && page.hasMore) {
        emptyWithMoreInARow++
        if (emptyWithMoreInARow >= 2) {
          throw new PagingError(
            `The API returned two empty pages in a row (offsets ${offset - pageSize} and ${offset}) that still say \`hasMore\`, so paging would never end. Stopped after ${plural(pages, 'request')} and ${plural(rows, 'row')}.`,
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
      previous = page.rows
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

/**
 * Yields every page of a cursor-paged endpoint, each validated by the client. The next page is
 * requested as soon as a page names its cursor, so it travels while this one is written. Throws
 * PagingError when the server would page forever or skip rows: a cursor it already gave (a
 * loop), two empty pages in a row that still name a next cursor, or `hasMore` without a cursor.
 */
export async function* fetchCursorPages<Row>(
  fetchPage: CursorFetch<Row>,
  signal: AbortSignal | undefined,
  options: PagerOptions,
): AsyncGenerator<FetchedPage<Row>, void, undefined> {
  const { now, log } = options
  const logEveryPages = options.logEveryPages ?? 10
  const logEveryMs = options.logEveryMs ?? 5000
  const usedCursors = new Set<string>()
  let pages = 0
  let rows = 0
  let emptyInARow = 0
  let lastLogAt = now()
  let lastLoggedPages = 0

  const inFlight = new AbortController()
  const stop = (): void => inFlight.abort(signal?.reason)
  signal?.addEventListener('abort', stop, { once: true })
  const request = (cursor: string | undefined): Promise<DatasetPage<Row>> => {
    const page = fetchPage(cursor, inFlight.signal)
    page.catch(() => undefined) // read (and rethrown) when awaited; never an unhandled rejection
    return page
  }
  const stoppedAfter = (): string =>
    `Stopped after ${plural(pages, 'request')} and ${plural(rows, 'row')}.`

  let pending = request(undefined)
  try {
    for (;;) {
      signal?.throwIfAborted()
      const page = await pending
      pages++
      rows += page.rows.length
      const next = page.nextCursor ?? null
      if (page.hasMore && next === null) {
        throw new PagingError(
          `The API said more rows were coming (\`hasMore\`) but gave no \`nextCursor\` to ask for them, so rows would be missing. ${stoppedAfter()}`,
        )
      }
      const more = page.hasMore && next !== null
      if (more) {
        if (usedCursors.has(next)) {
          throw new PagingError(
            `The API returned a \`nextCursor\` it had already given, so paging would never end. ${stoppedAfter()}`,
          )
        }
        emptyInARow = page.rows.length === 0 ? emptyInARow + 1 : 0
        if (emptyInARow >= 2) {
          throw new PagingError(
            `The API returned two empty pages in a row that still name a next page, so paging would never end. ${stoppedAfter()}`,
          )
        }
        usedCursors.add(next)
        pending = request(next)
      }
      yield { page, offset: 0, number: pages }
      if (!more) break

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
