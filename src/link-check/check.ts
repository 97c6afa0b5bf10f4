/**
 * The preview's link check: fetches the pages a change touched from the preview, and checks
 * every link, image and anchor on them, within bounds a hostile page cannot move (docs/
 * reliability.md, docs/security.md). A shared layer: preview mode and agent mode both call it.
 */
import type { Clock } from '../clock.js'
import type { ProxySettings } from '../api/proxy.js'

export interface LinkCheckOptions {
  /** The preview's URL as the trigger answered (https, or http on loopback in tests); pages and same-host links are resolved against its origin. */
  previewUrl: string
  /** Which pages: paths on the preview ('/guides/quickstart', '/' for the root), or every page of the preview's /sitemap.xml. */
  pages: { kind: 'paths'; paths: readonly string[] } | { kind: 'sitemap' }
  /** Page paths the change removed: a link to one is broken unless the preview redirects it to a 2xx page. */
  removedPaths: readonly string[]
  /** check-external: links to other hosts are checked too. */
  external: boolean
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

export interface LinkCheckReport {
  checkedPages: number
  checkedLinks: number
  broken: LinkProblem[]
  /** Links not checked (401/403/429, private addresses, limits): with their reason. */
  notChecked: LinkProblem[]
  /** What a bound (time, cancellation, 500 pages, 5,000 links) left unchecked, when one did. */
  unfinished?: { reason: string; pagesLeft: number; linksLeft: number }
}

export function checkPreviewLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  void options
  // The interface comes first so preview and agent mode can be wired in parallel.
  return Promise.reject(new Error('the link check is not built yet'))
}

/** Changed files -> page paths relative to the docs root ('' when docs.json is at the repository's root); `all: true` when a change to docs.json/mint.json, an OpenAPI file or a snippet means every page. */
export function pagesOfChangedFiles(
  files: readonly { path: string; status: 'added' | 'modified' | 'removed' | 'renamed' }[],
  docsRoot: string,
): { all: boolean; paths: string[]; removed: string[] } {
  void files
  void docsRoot
  return { all: false, paths: [], removed: [] }
}

export async function writeCheckReport(report: LinkCheckReport, file: string): Promise<void> {
  void report
  void file
  return Promise.reject(new Error('the link check is not built yet'))
}
