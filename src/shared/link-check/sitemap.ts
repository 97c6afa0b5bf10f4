/**
 * Reading the preview's `/sitemap.xml` (for `check: all`) as it streams in, with htmlparser2 in
 * XML mode: the `<loc>` of each `<url>` (a page) and of each `<sitemap>` (a sitemap index's
 * child). Each is mapped onto the preview's host by its path, since a sitemap names the
 * production host; at most `maxPages` pages are kept, the rest only counted.
 */
import { byteReader, MAX_URL_CHARS, parserClass, type ByteReader } from './html.js'

export interface SitemapFindings {
  /** Page paths (with their query), each once. */
  pages: string[]
  /** Pages past `maxPages`. */
  pagesDropped: number
  /** Child sitemaps' paths, for a sitemap index. */
  sitemaps: string[]
}

/** Child sitemaps followed from an index; more would be a sitemap built to waste the run. */
const MAX_CHILD_SITEMAPS = 20

export async function sitemapReader(maxPages: number): Promise<ByteReader<SitemapFindings>> {
  const Parser = await parserClass()
  const findings: SitemapFindings = { pages: [], pagesDropped: 0, sitemaps: [] }
  const seen = new Set<string>()
  let parent: string | undefined
  let inLoc = false
  let text = ''
  const add = (loc: string): void => {
    const path = pathOf(loc.trim())
    if (path === undefined || seen.has(path)) return
    seen.add(path)
    if (parent === 'sitemap') {
      if (findings.sitemaps.length < MAX_CHILD_SITEMAPS) findings.sitemaps.push(path)
    } else if (findings.pages.length < maxPages) {
      findings.pages.push(path)
    } else {
      findings.pagesDropped++
    }
  }
  const parser = new Parser(
    {
      onopentag(name) {
        const local = localName(name)
        if (local === 'url' || local === 'sitemap') parent = local
        if (local === 'loc') {
          inLoc = true
          text = ''
        }
      },
      ontext(data) {
        // A <loc> longer than any URL is not one: stop collecting (bounded memory).
        if (inLoc && text.length <= MAX_URL_CHARS) text += data
      },
      onclosetag(name) {
        if (localName(name) !== 'loc' || !inLoc) return
        inLoc = false
        if (text.length <= MAX_URL_CHARS) add(text)
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  return byteReader(parser, () => findings)
}

/** `sm:loc` and `loc` alike. */
function localName(name: string): string {
  const colon = name.lastIndexOf(':')
  return (colon === -1 ? name : name.slice(colon + 1)).toLowerCase()
}

/** The path and query of an absolute http(s) URL, or undefined. */
function pathOf(loc: string): string | undefined {
  let url: URL
  try {
    url = new URL(loc)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  return `${url.pathname}${url.search}`
}
