/**
 * What one link's answers mean: on the preview's own host a link must answer 2xx (redirects
 * followed on that host, at most 5), its `#fragment` must name an element, and a page the change
 * removed must redirect; on another host 2xx and 3xx are fine, 404, 410 and 5xx (after retries)
 * broken, and 401, 403, 429 not checked. The reasons are fixed sentences, with status codes and
 * error codes only: never a server's or a page's words.
 */
import { withoutFragment, type Fetcher, type Hop, type ReadMode } from './fetcher.js'
import { MAX_ID_CHARS } from './html.js'
import type { NotCheckedCause } from './types.js'

export type Verdict =
  | { kind: 'ok' }
  /** A problem to report: broken. */
  | { kind: 'broken'; status: number | null; reason: string }
  /** A problem to report: not checked (a bound of either side, a refusal), and why. */
  | { kind: 'notChecked'; status: number | null; reason: string; cause: NotCheckedCause }
  /** The check ended (time, cancellation) before this link had an answer. */
  | { kind: 'unfinished' }

const MAX_REDIRECTS = 5

const OK: Verdict = { kind: 'ok' }

/** The end of a chain of same-host redirects. */
export interface Landing {
  /** The first answer (the link's own). */
  first: Hop
  /** The last answer: 2xx, an error, or a redirect not followed. */
  last: Hop
  /** The URL of the last answer. */
  lastUrl: URL
  /** Where the chain left the preview's host, when it did. */
  offHost?: URL
  /** The chain went wrong on its own: a loop, too many redirects, no Location. */
  problem?: string
}

/**
 * Follows `url` on the preview's host: each hop fetched once (a redirect's target is another
 * URL, remembered like any), at most MAX_REDIRECTS redirects, a loop stopped at its first repeat.
 */
export async function land(
  fetcher: Fetcher,
  url: URL,
  previewOrigin: string,
  mode: ReadMode,
): Promise<Landing> {
  const seen = new Set<string>()
  let lastUrl = url
  const first = await fetcher.get(lastUrl, mode)
  let last = first
  for (let redirects = 0; ; redirects++) {
    const landing = { first, last, lastUrl }
    if (last.status === null || last.status < 300 || last.status >= 400) return landing
    const next = last.location
    if (!next) return { ...landing, problem: 'a redirect without a usable Location' }
    if (next.origin !== previewOrigin) return { ...landing, offHost: next }
    seen.add(withoutFragment(lastUrl))
    if (seen.has(withoutFragment(next))) return { ...landing, problem: 'a redirect loop' }
    if (redirects >= MAX_REDIRECTS) {
      return { ...landing, problem: `more than ${MAX_REDIRECTS} redirects` }
    }
    lastUrl = next
    last = await fetcher.get(lastUrl, mode)
  }
}

/** The verdict on a link to the preview's own host. */
export function previewVerdict(
  landing: Landing,
  fragment: string,
  removed: boolean,
  offHostVerdict: Verdict | undefined,
): Verdict {
  const { first, last, problem } = landing
  if (problem) return { kind: 'broken', status: last.status, reason: problem }
  const failed = failureVerdict(last, true)
  if (failed) return failed
  if (landing.offHost) return offHostVerdict ?? OK
  const status = last.status as number
  if (status === 429) {
    return {
      kind: 'notChecked',
      status,
      reason: 'the preview asked for fewer requests (429)',
      cause: 'inconclusive',
    }
  }
  if (status < 200 || status >= 300) {
    const removal = removed ? 'this change removed the page, and ' : ''
    return { kind: 'broken', status, reason: `${removal}the preview answered ${status}` }
  }
  if (removed && first === last) {
    return { kind: 'broken', status, reason: 'this change removed the page, with no redirect' }
  }
  return fragment === '' ? OK : fragmentVerdict(last, fragment)
}

/** Whether the page a link lands on has the element its fragment names. */
function fragmentVerdict(page: Hop, fragment: string): Verdict {
  const document = page.document
  // Not an HTML page (an image, a PDF): its fragments are not element ids.
  if (!document) return OK
  const decoded = safeDecode(fragment)
  // `#top` scrolls to the top of any page (HTML's "indicated part of the document").
  if (decoded.toLowerCase() === 'top' || document.ids.has(decoded) || document.ids.has(fragment)) {
    return OK
  }
  if (decoded.length > MAX_ID_CHARS || document.ids.full || page.cut) {
    const why = page.cut ? 'was not read whole' : 'has more ids than the check keeps'
    return {
      kind: 'notChecked',
      status: page.status,
      reason: `the anchor is not in what was read (the page ${why})`,
      cause: 'bound',
    }
  }
  return { kind: 'broken', status: page.status, reason: 'no element on the page has this anchor' }
}

/** The verdict on a link to another host (fetched only with `check-external`). */
export function externalVerdict(hop: Hop): Verdict {
  const failed = failureVerdict(hop, false)
  if (failed) return failed
  const status = hop.status as number
  if (status >= 200 && status < 400) return OK
  if (status === 404 || status === 410) {
    return { kind: 'broken', status, reason: `the site answered ${status}` }
  }
  if (status >= 500) {
    return { kind: 'broken', status, reason: `the site answered ${status}, also when asked again` }
  }
  const why =
    status === 429
      ? 'it asked for fewer requests'
      : status === 401 || status === 403
        ? 'it refuses automated requests'
        : 'its answer does not tell'
  return {
    kind: 'notChecked',
    status,
    reason: `the site answered ${status} (${why})`,
    cause: 'inconclusive',
  }
}

/** The verdict of an answer that never came, if none came. */
function failureVerdict(hop: Hop, onPreview: boolean): Verdict | undefined {
  const failure = hop.failure
  if (!failure) return undefined
  switch (failure.kind) {
    case 'stopped':
      return { kind: 'unfinished' }
    case 'private':
      return {
        kind: 'notChecked',
        status: null,
        reason: `never fetched: ${failure.reason}`,
        cause: 'private',
      }
    case 'rate-limited':
    case 'timeout':
      return { kind: 'notChecked', status: null, reason: failure.reason, cause: 'inconclusive' }
    case 'network':
      return {
        kind: 'broken',
        status: null,
        reason: `${onPreview ? 'the preview' : 'the site'} could not be reached: ${failure.reason}`,
      }
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
