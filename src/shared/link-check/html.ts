/**
 * Reading a preview page's HTML as it streams in, with htmlparser2 (a maintained parser; never a
 * regular expression): the links and images it holds, its `<base href>`, and the element ids a
 * `#fragment` can name. The page is untrusted: what is kept is bounded (links, ids, their
 * lengths), so 10,000 links or a megabyte-long attribute change nothing but the counts.
 */
import type { Parser as HtmlParser } from 'htmlparser2'
import { StringHash } from '../hash.js'

/** What one document held, within the bounds. */
export interface DocumentFindings {
  /** The links and images as written (`href`, `src`, each `srcset` candidate), each once. */
  links: string[]
  /** Links longer than MAX_URL_CHARS, never followed: the start of each (to list it), each once. */
  longLinks: string[]
  /** Distinct links past `maxLinks` (long ones included): not kept. */
  linksDropped: number
  /** The first `<base href>`, as written. */
  baseHref: string | undefined
  ids: IdSet
}

/** Longest link followed; longer ones are listed, not followed (no real page link is this long). */
export const MAX_URL_CHARS = 2_048
/** What is kept of a longer link: enough to recognise it. */
const LONG_LINK_KEPT = 300
/** Ids kept per document; a fragment not among them is "not checked" once this is reached. */
const MAX_IDS = 5_000
/** Longest id kept; a longer fragment is "not checked". */
export const MAX_ID_CHARS = 256

/** Attributes holding one URL, by element. */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  image: ['href', 'xlink:href'],
}
/** Elements with a `srcset` (a list of image candidates). */
const SRCSET_ELEMENTS = new Set(['img', 'source'])

/**
 * The ids of a document, as 53-bit fingerprints rather than strings: a run may hold the ids of
 * thousands of documents (every page a link points to), and a fingerprint takes 8 bytes whatever
 * the id's length. Two different ids of one page share a fingerprint with odds of about one in
 * 10^12, which would hide one broken anchor, never report a good one.
 */
class IdSet {
  private readonly fingerprints = new Set<number>()
  /** Ids were dropped (too many): a fragment not found here may still exist. */
  full = false

  add(id: string): void {
    if (id.length > MAX_ID_CHARS) return
    const print = fingerprint(id)
    if (this.fingerprints.size < MAX_IDS) this.fingerprints.add(print)
    else if (!this.fingerprints.has(print)) this.full = true
  }

  has(id: string): boolean {
    return this.fingerprints.has(fingerprint(id))
  }

  get size(): number {
    return this.fingerprints.size
  }
}

const hasher = new StringHash()

/** cyrb53's 53 bits, the most a number holds exactly. */
function fingerprint(text: string): number {
  hasher.hash(text)
  return 4294967296 * (2097151 & hasher.lo) + hasher.hi
}

/** Reads a body's bytes as they come (`write`), then ends the document, also a cut one. */
export interface ByteReader<T> {
  write(chunk: Uint8Array): void
  end(): T
}

let loadedParser: Promise<typeof HtmlParser> | undefined

/** htmlparser2 is loaded only when a run checks links: other modes never compile it. */
export function parserClass(): Promise<typeof HtmlParser> {
  loadedParser ??= import('htmlparser2').then((module) => module.Parser)
  return loadedParser
}

/**
 * A reader of one HTML document: ids always (a link elsewhere may name one), links only when
 * `links` is set (the pages being checked), at most `maxLinks` of them.
 */
export async function htmlReader(options: {
  links: boolean
  maxLinks: number
}): Promise<ByteReader<DocumentFindings>> {
  const Parser = await parserClass()
  const seen = new Set<string>()
  const findings: DocumentFindings = {
    links: [],
    longLinks: [],
    linksDropped: 0,
    baseHref: undefined,
    ids: new IdSet(),
  }
  const keep = (raw: string): void => {
    const trimmed = raw.trim()
    const long = trimmed.length > MAX_URL_CHARS
    const href = long ? `${trimmed.slice(0, LONG_LINK_KEPT)}…` : trimmed
    if (href === '' || seen.has(href)) return
    if (findings.links.length + findings.longLinks.length >= options.maxLinks) {
      findings.linksDropped++
      return
    }
    seen.add(href)
    if (long) findings.longLinks.push(href)
    else findings.links.push(href)
  }
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const id = attributes.id
        if (id) findings.ids.add(id)
        // A name names an anchor only on <a> (HTML's "find a potential indicated element").
        if (name === 'a' && attributes.name) findings.ids.add(attributes.name)
        if (name === 'base' && findings.baseHref === undefined && attributes.href !== undefined) {
          findings.baseHref = attributes.href
        }
        if (!options.links) return
        for (const attribute of URL_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute]
          if (value !== undefined) keep(value)
        }
        const srcset = attributes.srcset
        if (srcset !== undefined && SRCSET_ELEMENTS.has(name)) srcsetUrls(srcset).forEach(keep)
      },
    },
    { decodeEntities: true },
  )
  return byteReader(parser, () => findings)
}

/**
 * `parser` fed with bytes as they arrive, read as UTF-8 (a character split between two chunks
 * is kept whole); `end` ends the document and gives `result()`.
 */
export function byteReader<T>(parser: HtmlParser, result: () => T): ByteReader<T> {
  const decoder = new TextDecoder('utf-8')
  return {
    write(chunk) {
      parser.write(decoder.decode(chunk, { stream: true }))
    },
    end() {
      parser.end(decoder.decode())
      return result()
    },
  }
}

const isSpace = (ch: string): boolean =>
  ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f'

/**
 * The URLs of a `srcset` ("a.png 1x, b.png 2x"), by HTML's parsing steps: a candidate's URL runs
 * to the next white space, a trailing comma ends it, and its descriptors run to the next comma
 * outside parentheses. One pass, no regular expression.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let i = 0
  while (i < srcset.length) {
    while (i < srcset.length && (isSpace(srcset[i] as string) || srcset[i] === ',')) i++
    const start = i
    while (i < srcset.length && !isSpace(srcset[i] as string)) i++
    let end = i
    while (end > start && srcset[end - 1] === ',') end--
    if (end > start) urls.push(srcset.slice(start, end))
    if (end < i) continue
    let depth = 0
    for (; i < srcset.length; i++) {
      const ch = srcset[i]
      if (ch === '(') depth++
      else if (ch === ')' && depth > 0) depth--
      else if (ch === ',' && depth === 0) break
    }
  }
  return urls
}
