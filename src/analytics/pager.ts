/**
 * Walks a paged analytics endpoint. Offset paging (`/views`, `/visitors`): `limit = pageSize`,
 * `offset += limit` while `hasMore`. Cursor paging (`/searches`, `/feedback`, `/assistant`): the
 * next page's `cursor` is the last answer's `nextCursor` until it is null. The API allows 100
 * analytics requests per organization per hour, so both make exactly one request per page: no
 * look-ahead past the end, no page twice, and no retries of their own (the client retries the
 * same request on 429/5xx/network errors).
 */
import { setImmediate } from 'node:timers/promises'
import { plural } from '../shared/plural.js'
import type { DatasetPage } from './datasets/dataset.js'

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

/** Pages and rows fetched so far; `rows` does not count the page being looked at. */
interface Tally {
  pages: number
  rows: number
}

/**
 * The walk both kinds of paging share. The next page is requested as soon as `next` names it, so
 * it travels while this one is written: still one request per page, in order, over one
 * connection. Stopping early (a guard, a write error, cancellation) aborts the request nobody
 * will read. `next` checks a page (throwing PagingError for a server that would page forever)
 * and says where the next page starts, or undefined after the last.
 */
async function* walk<Row, At>(
  first: At,
  request: (at: At, signal: AbortSignal) => Promise<DatasetPage<Row>>,
  next: (page: DatasetPage<Row>, at: At, tally: Tally) => At | undefined,
  offsetOf: (at: At) => number,
  signal: AbortSignal | undefined,
  options: PagerOptions,
): AsyncGenerator<FetchedPage<Row>, void, undefined> {
  const { now, log } = options
  const logEveryPages = options.logEveryPages ?? 10
  const logEveryMs = options.logEveryMs ?? 5000
  const tally: Tally = { pages: 0, rows: 0 }
  let lastLogAt = now()
  let lastLoggedPages = 0

  const inFlight = new AbortController()
  const stop = (): void => inFlight.abort(signal?.reason)
  signal?.addEventListener('abort', stop, { once: true })
  const send = (at: At): Promise<DatasetPage<Row>> => {
    const page = request(at, inFlight.signal)
    page.catch(() => undefined) // read (and rethrown) when awaited; never an unhandled rejection
    return page
  }

  let at = first
  let pending = send(at)
  // Whether every page was read: then no request is in flight, and nothing is aborted (an abort
  // makes an AbortError, stack trace included, for each dataset of each day).
  let whole = false
  try {
    for (;;) {
      signal?.throwIfAborted()
      const page = await pending
      tally.pages++
      const following = next(page, at, tally)
      tally.rows += page.rows.length
      if (following !== undefined) {
        pending = send(following)
        // The HTTP client writes a request on a later turn of the event loop: let it leave now,
        // before this page is written, or the writing delays every request by its own length.
        await setImmediate()
      }
      yield { page, offset: offsetOf(at), number: tally.pages }
      if (following === undefined) {
        whole = true
        break
      }
      at = following

      const t = now()
      if (tally.pages - lastLoggedPages >= logEveryPages || t - lastLogAt >= logEveryMs) {
        log(`Fetched ${plural(tally.pages, 'page')}, ${plural(tally.rows, 'row')} so far`)
        lastLoggedPages = tally.pages
        lastLogAt = t
      }
    }
  } finally {
    if (!whole) inFlight.abort()
    signal?.removeEventListener('abort', stop)
  }
  log(`Fetched ${plural(tally.rows, 'row')} in ${plural(tally.pages, 'request')}`)
}

/**
 * Yields every page of an offset-paged endpoint, each validated by the client, with the offset
 * it was fetched at. Throws PagingError when the server pages forever: two empty pages in a row
 * that still say `hasMore`, or a page identical to the one before it (the server ignores
 * `offset`). Neither can happen with legitimate data, however many rows it has, so the page
 * count is not capped.
 */
export function fetchPages<Row>(
  fetchPage: OffsetFetch<Row>,
  pageSize: number,
  signal: AbortSignal | undefined,
  options: PagerOptions,
): AsyncGenerator<FetchedPage<Row>, void, undefined> {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`page size must be a positive integer, got ${pageSize}`)
  }
  let emptyWithMoreInARow = 0
  let previous: readonly Row[] = []
  let warnedOversized = false
  const next = (page: DatasetPage<Row>, offset: number, { pages, rows }: Tally) => {
    const count = page.rows.length
    const stopped = `Stopped after ${plural(pages, 'request')} and ${plural(rows, 'row')}.`
    if (page.hasMore && samePage(page.rows, previous)) {
      throw new PagingError(
        `The API returned the same ${plural(count, 'row')} for offset ${offset} as for offset ${offset - pageSize}: it seems to ignore \`offset\`, so paging would never end. ${stopped}`,
      )
    }
    emptyWithMoreInARow = count === 0 && page.hasMore ? emptyWithMoreInARow + 1 : 0
    if (emptyWithMoreInARow >= 2) {
      throw new PagingError(
        `The API returned two empty pages in a row (offsets ${offset - pageSize} and ${offset}) that still say \`hasMore\`, so paging would never end. ${stopped}`,
      )
    }
    if (count > pageSize && !warnedOversized) {
      warnedOversized = true
      options.warn(
        `The API returned ${count} rows for limit ${pageSize} at offset ${offset}; rows are kept as served, but pages may overlap.`,
      )
    }
    previous = page.rows
    return page.hasMore ? offset + pageSize : undefined
  }
  return walk(
    0,
    (offset, s) => fetchPage(offset, pageSize, s),
    next,
    (offset) => offset,
    signal,
    options,
  )
}

/**
 * Yields every page of a cursor-paged endpoint, each validated by the client. Throws PagingError
 * when the server would page forever or skip rows: a cursor it already gave (a loop), two empty
 * pages in a row that still name a next cursor, or `hasMore` without a cursor.
 */
export function fetchCursorPages<Row>(
  fetchPage: CursorFetch<Row>,
  signal: AbortSignal | undefined,
  options: PagerOptions,
): AsyncGenerator<FetchedPage<Row>, void, undefined> {
  const usedCursors = new Set<string>()
  let emptyInARow = 0
  let previous: readonly Row[] = []
  const next = (page: DatasetPage<Row>, _at: string | undefined, { pages, rows }: Tally) => {
    const stopped = `Stopped after ${plural(pages, 'request')} and ${plural(rows + page.rows.length, 'row')}.`
    const cursor = page.nextCursor ?? null
    if (page.hasMore && cursor === null) {
      throw new PagingError(
        `The API said more rows were coming (\`hasMore\`) but gave no \`nextCursor\` to ask for them, so rows would be missing. ${stopped}`,
      )
    }
    if (!page.hasMore || cursor === null) return undefined
    if (usedCursors.has(cursor)) {
      throw new PagingError(
        `The API returned a \`nextCursor\` it had already given, so paging would never end. ${stopped}`,
      )
    }
    // A fresh cursor each time is no proof of progress: a server that ignores `cursor` answers
    // the first page again and again, and would spend the whole hourly rate limit.
    if (samePage(page.rows, previous)) {
      throw new PagingError(
        `The API returned the same ${plural(page.rows.length, 'row')} for two cursors in a row: it seems to ignore \`cursor\`, so paging would never end. ${stopped}`,
      )
    }
    previous = page.rows
    emptyInARow = page.rows.length === 0 ? emptyInARow + 1 : 0
    if (emptyInARow >= 2) {
      throw new PagingError(
        `The API returned two empty pages in a row that still name a next page, so paging would never end. ${stopped}`,
      )
    }
    usedCursors.add(cursor)
    return cursor
  }
  return walk<Row, string | undefined>(undefined, fetchPage, next, () => 0, signal, options)
}
