import type { CodeLocation, CommentRef, IssueRef } from '../shared/github/trigger.js'
import { cleanUntrustedText, cut } from '../shared/untrusted-text.js'
import type { VisibleMarkdown } from './visible-text.js'
import { trimLineEnds } from '../shared/text.js'

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
 * Removes what a reader of the rendered issue cannot see, so instructions hidden from people
 * do not reach the agent: invisible characters first (`<!\u200b--` must not survive to open a
 * comment later), then everything the Markdown parser says does not render (see
 * visible-text.ts). Also normalizes line ends and trims blank lines.
 */
export function sanitizeUntrustedText(raw: string, visible: VisibleText): SanitizedText {
  const clean = cleanUntrustedText(raw)
  const shown = visible(clean.text)
  const text = trimLineEnds(shown.text)
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return { text, hiddenBlocks: shown.hidden, invisibleChars: clean.removed }
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

/**
 * The `prompt` input. It may hold another step's output (readers' questions, say), so it loses
 * the same characters as an issue; it gets no Markdown pass (what the workflow's author wrote
 * is what they see), and it is bounded like every prompt.
 */
export function promptFromInput(prompt: string): BuiltPrompt {
  const clean = cleanUntrustedText(prompt)
  const text = clean.text.trim()
  return cap('', text, { text, hiddenBlocks: 0, invisibleChars: clean.removed })
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
  const lines =
    location.line === undefined
      ? 'the whole file'
      : location.startLine !== undefined && location.startLine < location.line
        ? `lines ${location.startLine}-${location.line}`
        : `line ${location.line}`
  const path = cleanUntrustedText(location.path, { oneLine: true, maxChars: 300 })
  const hunk = cleanUntrustedText(location.diffHunk)
    .text.split('\n')
    .slice(-MAX_HUNK_LINES)
    .join('\n')
  const fence = '`'.repeat(Math.max(3, ...[...hunk.matchAll(/`+/g)].map((m) => m[0].length + 1)))
  const head = [
    `A reviewer commented on ${JSON.stringify(path.text)}, ${lines}, of the pull request's diff:`,
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
  const kept = cut(joined, MAX_PROMPT_CHARS - note.length).trimEnd()
  return { prompt: kept + note, ...stats, truncatedFrom: joined.length }
}
