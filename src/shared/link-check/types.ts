/** The link check's input and report, as preview and agent mode use them (check.ts). */
import type { Clock } from '../clock.js'
import type { ProxySettings } from '../mintlify/proxy.js'

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
  /** Problems past the 5,000 kept in each list (only a page built to flood the report has any). */
  omittedProblems?: number
}
