/** The link check's input and report, as preview and agent mode use them (check.ts). */
import type { Clock } from '../clock.js'
import type { ProxySettings } from '../mintlify/proxy.js'
import type { IgnorePattern } from '../inputs.js'

export interface LinkCheckOptions {
  /** The preview's URL as the trigger answered (https, or http on loopback in tests); pages and same-host links are resolved against its origin. */
  previewUrl: string
  /** Which pages: paths on the preview ('/guides/quickstart', '/' for the root), or every page of the preview's /sitemap.xml. */
  pages: { kind: 'paths'; paths: readonly string[] } | { kind: 'sitemap' }
  /** Page paths the change removed: a link to one is broken unless the preview redirects it to a 2xx page. */
  removedPaths: readonly string[]
  /** check-external: links to other hosts are checked too. */
  external: boolean
  /** check-ignore: a link whose URL one of these matches is never fetched (ignore.ts). */
  ignore: readonly IgnorePattern[]
  deadline: number
  clock: Clock
  signal: AbortSignal
  proxy: ProxySettings
}

export interface LinkProblem {
  page: string
  link: string
  status: number | null
  reason: string
  onPreviewHost: boolean
}

/**
 * Why a link was not checked, most telling first (the summary lists them in this order):
 * - `inconclusive`: asked, and the answer does not tell (401, 403, 429, no answer in time);
 * - `bound`: over a bound of the check (a URL longer than 2,048 characters, the 5,000-link limit,
 *   a page over 2 MiB, an anchor past the ids kept);
 * - `private`: on a private network, never fetched;
 * - `unread-page`: a page to check that could not be read (not HTML, not served, off the host);
 * - `ignored`: a line of `check-ignore` matches it;
 * - `other-host`: on another host, and `check-external` is false;
 * - `not-web`: not an http(s) link (`mailto:`, `tel:`, `javascript:`, ...).
 */
export const NOT_CHECKED_CAUSES = [
  'inconclusive',
  'bound',
  'private',
  'unread-page',
  'ignored',
  'other-host',
  'not-web',
] as const

export type NotCheckedCause = (typeof NOT_CHECKED_CAUSES)[number]

export interface UncheckedLink extends LinkProblem {
  cause: NotCheckedCause
}

/** Every problem counted, whatever the report's lists keep. */
export interface LinkCheckCounts {
  broken: number
  /** Of the broken links, those on the preview's own host (what `fail-on-broken` fails on). */
  brokenOnPreviewHost: number
  notChecked: number
  /** The links not checked, by cause (a cause with none is left out). */
  notCheckedBy: Partial<Record<NotCheckedCause, number>>
}

export interface LinkCheckReport {
  checkedPages: number
  checkedLinks: number
  counts: LinkCheckCounts
  /** Broken links, in page order: the first 5,000 found (`unlisted` counts the rest). */
  broken: LinkProblem[]
  /** Links not checked, with their cause and reason, in page order: the first 1,000 of each cause. */
  notChecked: UncheckedLink[]
  /** What the lists above leave out: counted in `counts`, not listed. */
  unlisted?: { broken: number; notChecked: number }
  /** What time, cancellation or the 500-page limit left unchecked, when one did. */
  unfinished?: { reason: string; pagesLeft: number; linksLeft: number }
  /** Lines of `check-ignore` that ran past their time bound on some URL, dropped for the rest of the check. */
  droppedPatterns?: { line: number; pattern: string }[]
}
