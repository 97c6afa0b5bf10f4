/**
 * The one sanitizer for text that reaches the docs agent from someone other than the workflow's
 * author: issues, comments, reviews, a review comment's file and diff hunk, readers' questions
 * and page paths from analytics, and the `prompt` input (which a workflow may assemble from
 * another step's output). What a human reviewer sees must be all the agent gets, so characters
 * that render as nothing are removed, not shown as escapes: Unicode format characters (tags,
 * which can spell out a hidden instruction, zero-width and bidi controls, joiners, the BOM),
 * variation selectors and invisible fillers, and control characters. Line and paragraph
 * separators (CR, U+2028, U+2029, NEL) become newlines, or spaces in one-line text, so quoted
 * reader text cannot start a line of its own. The text is made well formed and bounded, never
 * splitting a surrogate pair. Every pattern here is a single character class: linear time.
 */

/**
 * Characters that render as nothing: Unicode format characters (zero-width U+200B-U+200F,
 * bidi controls U+202A-U+202E and U+2066-U+2069, word joiners U+2060-U+2064, U+FEFF, the tag
 * characters U+E0000-U+E007F used to smuggle ASCII), variation selectors (another way to hide
 * bytes), Hangul fillers and the combining grapheme joiner.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- lone joiners and selectors are the target
  /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu
/** Line and paragraph separators, the CR of CRLF included. */
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g
/** Control characters other than tab and newline. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

export interface CleanText {
  text: string
  /** Invisible and control characters removed. */
  removed: number
  /** The length before the cut to `maxChars`, when the text was cut. */
  cutFrom?: number
}

export interface CleanOptions {
  /** One line: line breaks and tabs become spaces, runs of spaces one, the ends trimmed. */
  oneLine?: boolean
  /** Longest result, in UTF-16 code units; longer text is cut (with `…` in one-line text). */
  maxChars?: number
}

/** `raw` with what renders as nothing removed, its line breaks normalized, and bounded. */
export function cleanUntrustedText(raw: string, options: CleanOptions = {}): CleanText {
  let removed = 0
  const remove = (): string => {
    removed++
    return ''
  }
  let text = raw
    .toWellFormed()
    .replace(LINE_BREAK, '\n')
    .replace(INVISIBLE, remove)
    .replace(CONTROL, remove)
  if (options.oneLine) text = text.replace(/[\n\t ]+/g, ' ').trim()
  const max = options.maxChars
  if (max === undefined || text.length <= max) return { text, removed }
  const ellipsis = options.oneLine ? '…' : ''
  return { text: cut(text, max - ellipsis.length) + ellipsis, removed, cutFrom: text.length }
}

/** `raw` cleaned as one line of at most `maxChars`: for server or user text inside a sentence. */
export function cleanLine(raw: string, maxChars: number): string {
  return cleanUntrustedText(raw, { oneLine: true, maxChars }).text
}

/** The first `max` code units of `text`, one fewer when the last would split a surrogate pair. */
export function cut(text: string, max: number): string {
  const end = Math.max(0, max)
  const last = text.charCodeAt(end - 1)
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end)
}
