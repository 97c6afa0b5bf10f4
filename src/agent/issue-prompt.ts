import type { CodeLocation, CommentRef, IssueRef } from '../github/trigger.js'
import type { VisibleMarkdown } from './visible-text.js'

/** `visibleMarkdown` of visible-text.ts, handed in so the parser loads only when needed. */
export type VisibleText = (markdown: string) => VisibleMarkdown

/**
 * Longest prompt built from an issue or comment, in UTF-16 code units. Issue bodies can be
 * 65,536 characters; an agent instruction that long is almost always pasted logs.
 */
export const MAX_PROMPT_CHARS = 20_000

/** The command a comment may start with (`/docs add an example`); removed from the prompt. */
export const COMMENT_COMMAND = '/docs'

/** Text with what a reader of the issue cannot see removed, and what was removed. */
export interface SanitizedText {
  text: string
  /**
   * Constructs removed because they do not render visibly: HTML comments, tags and their
   * attributes, invisible elements, link definitions, link and image titles, alt text, invisible
   * math.
   */
  hiddenBlocks: number
  /** Zero-width, bidi, tag and other invisible characters removed. */
  invisibleChars: number
}

export interface BuiltPrompt {
  prompt: string
  hiddenBlocks: number
  invisibleChars: number
  /** Length before the cut to MAX_PROMPT_CHARS; undefined when nothing was cut. */
  truncatedFrom?: number
}

/**
 * Characters that render as nothing: Unicode format characters (zero-width U+200B-U+200F,
 * bidi controls U+202A-U+202E and U+2066-U+2069, word joiners U+2060-U+2064, U+FEFF, the tag
 * characters U+E0000-U+E007F used to smuggle ASCII), variation selectors (another way to hide
 * bytes), Hangul fillers and the combining grapheme joiner.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- lone joiners and selectors are the target
  /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu
/** Control characters other than tab and newline. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

/**
 * Removes what a reader of the rendered issue cannot see, so instructions hidden from people
 * do not reach the agent: invisible characters first (`<!\u200b--` must not survive to open a
 * comment later), then everything the Markdown parser says does not render (see
 * visible-text.ts). Also normalizes line ends and trims blank lines.
 */
export function sanitizeUntrustedText(raw: string, visible: VisibleText): SanitizedText {
  let invisibleChars = 0
  const invisible = (): string => {
    invisibleChars++
    return ''
  }
  const shown = visible(
    raw
      .toWellFormed()
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      .replace(INVISIBLE, invisible)
      .replace(CONTROL, invisible),
  )
  const text = shown.text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return { text, hiddenBlocks: shown.hidden, invisibleChars }
}

/** The prompt for an `issues` event: what to do, where, and the issue's own words. */
export function promptFromIssue(issue: IssueRef, visible: VisibleText): BuiltPrompt {
  const title = sanitizeUntrustedText(issue.title, visible)
  const body = sanitizeUntrustedText(issue.body, visible)
  const head = [
    `Make the documentation change requested in GitHub issue #${issue.number} (${issue.url}).`,
    '',
    `Title: ${title.text.replace(/\s+/g, ' ')}`,
  ].join('\n')
  return cap(head, body.text, title, body)
}

/** The comment's own text, without the leading command: what a follow-up sends. */
export function commentRequest(
  comment: CommentRef,
  visible: VisibleText,
): SanitizedText & { command: boolean } {
  const sanitized = sanitizeUntrustedText(comment.body, visible)
  return {
    ...sanitized,
    text: withoutCommand(sanitized.text),
    command: startsWithCommand(sanitized.text),
  }
}

/** Lines of a diff hunk kept in a prompt: the ones closest to the comment, at its end. */
const MAX_HUNK_LINES = 40

/**
 * A follow-up to the job: what the commenter asked, after where they pointed when the comment
 * is on a line of a pull request's diff (the file, the lines and the hunk, so the agent does not
 * have to guess what "this" means). The path and hunk are shown as data, in a fence.
 */
export function followUpPrompt(request: SanitizedText, location?: CodeLocation): BuiltPrompt {
  if (!location) return cap('', request.text, request)
  const plain = (text: string): string =>
    text.toWellFormed().replace(/\r\n?/g, '\n').replace(INVISIBLE, '').replace(CONTROL, '')
  const lines =
    location.line === undefined
      ? 'the whole file'
      : location.startLine !== undefined && location.startLine < location.line
        ? `lines ${location.startLine}-${location.line}`
        : `line ${location.line}`
  const hunk = plain(location.diffHunk).split('\n').slice(-MAX_HUNK_LINES).join('\n')
  const fence = '`'.repeat(Math.max(3, ...[...hunk.matchAll(/`+/g)].map((m) => m[0].length + 1)))
  const head = [
    `A reviewer commented on ${JSON.stringify(plain(location.path).replace(/\n/g, ' '))}, ${lines}, of the pull request's diff:`,
    '',
    `${fence}diff`,
    hunk,
    fence,
    '',
    'Their comment:',
  ].join('\n')
  return cap(head, request.text, request)
}

/**
 * A new job asked for in a comment (the issue has no job yet): the comment, with the issue's
 * number, link and title for context. The issue body is left out: the commenter, whose
 * permission was checked, asked for this, not whoever wrote the issue.
 */
export function createPromptFromComment(
  request: SanitizedText,
  issue: IssueRef,
  visible: VisibleText,
): BuiltPrompt {
  const title = sanitizeUntrustedText(issue.title, visible)
  const context = `\n\n(Requested in a comment on GitHub issue #${issue.number}, ${issue.url}: "${title.text.replace(/\s+/g, ' ')}".)`
  const built = cap('', request.text, request, title)
  return { ...built, prompt: built.prompt + context }
}

const COMMAND = new RegExp(`^${COMMENT_COMMAND}(?=\\s|$)`, 'i')

/** Removes a leading `/docs` command (any case) followed by white space or the end. */
export function withoutCommand(text: string): string {
  return text.replace(COMMAND, '').trim()
}

/** Whether visible text starts with the `/docs` command. */
function startsWithCommand(text: string): boolean {
  return COMMAND.test(text)
}

/** Joins head and body, cutting the body so the whole stays within MAX_PROMPT_CHARS. */
function cap(head: string, body: string, ...parts: SanitizedText[]): BuiltPrompt {
  const stats = {
    hiddenBlocks: parts.reduce((n, p) => n + p.hiddenBlocks, 0),
    invisibleChars: parts.reduce((n, p) => n + p.invisibleChars, 0),
  }
  const joined = head && body ? `${head}\n\n${body}` : head || body
  if (joined.length <= MAX_PROMPT_CHARS) return { prompt: joined, ...stats }
  const note = '\n\n[The rest of the text was cut: it was too long.]'
  let end = MAX_PROMPT_CHARS - note.length
  // Never split a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(joined.charAt(end - 1))) end--
  return { prompt: joined.slice(0, end).trimEnd() + note, ...stats, truncatedFrom: joined.length }
}
