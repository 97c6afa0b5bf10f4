/**
 * Every escaper for untrusted text, in one place. Server text (job fields, page paths, the API's
 * error text) and issue text land in Markdown that GitHub renders: the step summary and public
 * issue comments. Each function makes a value inert for one context, so it cannot add HTML,
 * links, images, mentions, table columns or a Mermaid directive. None throws on any string (lone
 * surrogates are made well formed first).
 */
import { oneLine } from './text.js'
import { parseHttpsUrl } from './url.js'

/** Longest text one value may take, so no value can crowd out the rest of a summary or comment. */
const MAX_INLINE = 300
const MAX_FENCED = 2_000

/**
 * Plain inline text: every ASCII punctuation character that can start markup is
 * backslash-escaped (emphasis, code, links, images, HTML, entities, math, headings, lists),
 * and `@` and `#` get a zero-width joiner after them so no mention pings anyone and no `#123`
 * links an issue (GitHub links those in text, escaped or not).
 */
export function text(value: string, max = MAX_INLINE): string {
  return oneLine(value, max)
    .replace(/[\\`*_{}[\]()<>#+\-.!|~&$:]/g, '\\$&')
    .replace(/([@#])/g, '$1\u200d')
}

/**
 * A table cell: `markdown` (already made safe by the functions here) with its pipes escaped. GFM
 * splits a row at every unescaped `|`, even inside a code span, before anything else is parsed.
 */
export function cell(markdown: string): string {
  return markdown.replace(/(?<!\\)\|/g, '\\|')
}

/**
 * A code span: a backtick fence longer than any run of backticks inside, padded with a space so
 * a value that starts or ends with a backtick stays inside. Nothing in it renders.
 */
export function code(value: string, max = MAX_INLINE): string {
  const inner = oneLine(value, max)
  const longest = Math.max(0, ...[...inner.matchAll(/`+/g)].map((m) => m[0].length))
  const fence = '`'.repeat(longest + 1)
  const pad = inner.startsWith('`') || inner.endsWith('`') || inner === '' ? ' ' : ''
  return `${fence}${pad}${inner}${pad}${fence}`
}

/** A fenced block longer than any backtick run in the text: nothing inside renders. */
export function fenced(value: string, max = MAX_FENCED): string {
  const chars = [...value.toWellFormed().replace(/\r\n?/g, '\n')]
  const body = chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('')
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}text\n${body}\n${fence}`
}

/**
 * The URL if it is a safe `https:` URL (src/url.ts) with nothing that could end a Markdown link
 * early, else undefined. Only these become links: `javascript:`, `data:`, `http:` and relative URLs
 * never do.
 */
export function httpsUrl(value: string): string | undefined {
  if (!/^https:\/\/[^\s<>()[\]`"'\\]+$/.test(value)) return undefined
  const parsed = parseHttpsUrl(value)
  if (!parsed) return undefined
  return parsed.href === value || parsed.href === `${value}/` ? value : undefined
}

/**
 * A link with escaped text, when `url` is a safe https URL; otherwise the text alone followed by
 * the URL as inert code, so a reader still sees where it pointed.
 */
export function link(label: string, url: string): string {
  const target = httpsUrl(url)
  if (target) return `[${text(label)}](${target})`
  return url ? `${text(label)} (${code(url)})` : text(label)
}

/** A bare URL: a link to itself when it is a safe https URL, else inert code. */
export function url(value: string): string {
  const target = httpsUrl(value)
  return target ? `[${text(target)}](${target})` : code(value)
}

/**
 * A sentence as plain inline text (see `text`) in which each occurrence of one of `urls` (the
 * server URLs the sentence was built with) is a link to itself, when it is a safe https URL; any
 * other URL-like text stays inert. The sentence itself stays plain text for the log (where an
 * input is written `` `status-id: …` ``): here its backtick pairs are drawn as code spans (through
 * `code`), not shown as typed, and only its Markdown gets links. With an unpaired backtick (server
 * text can hold one) every backtick stays text. Occurrences are found with `indexOf`, so no
 * pattern runs over the text.
 */
export function textWithLinks(
  value: string,
  urls: readonly (string | null | undefined)[],
  max = MAX_INLINE,
): string {
  const bounded = oneLine(value, max)
  const parts = bounded.split('`')
  if (parts.length % 2 === 0) return linkedText(bounded, urls)
  return parts
    .map((part, i) =>
      i % 2 === 0 ? linkedText(part, urls) : part.trim() === '' ? text(`\`${part}\``) : code(part),
    )
    .join('')
}

/** `textWithLinks` for text without code spans: escaped, with its named safe URLs as links. */
function linkedText(bounded: string, urls: readonly (string | null | undefined)[]): string {
  const targets = [...new Set(urls)]
    .filter(
      (target): target is string => typeof target === 'string' && httpsUrl(target) !== undefined,
    )
    // The longest first, so a URL that begins another is not linked in its place.
    .sort((a, b) => b.length - a.length)
  let markdown = ''
  let from = 0
  for (;;) {
    let at = -1
    let found = ''
    for (const target of targets) {
      const index = bounded.indexOf(target, from)
      if (index >= 0 && (at < 0 || index < at)) {
        at = index
        found = target
      }
    }
    if (at < 0) break
    markdown += text(bounded.slice(from, at), Infinity) + url(found)
    from = at + found.length
  }
  return markdown + text(bounded.slice(from), Infinity)
}

/**
 * A key/value table with a header a reader can read (GitHub draws an empty header row as a blank
 * grey bar): each row is a name (trusted, ours) and a value already made safe here.
 */
export function detailsTable(rows: readonly (readonly [string, string])[]): string[] {
  return [
    '| Detail | Value |',
    '|---|---|',
    ...rows.map(([name, markdown]) => `| ${cell(name)} | ${cell(markdown)} |`),
  ]
}

/**
 * A label inside a Mermaid quoted string. Mermaid decodes `#<code>;` entities, so every
 * character that could end the string, start a directive (`%%{init: …}%%`), a comment, markup or
 * a Markdown string becomes one; line breaks become spaces; long labels are shortened.
 */
export function mermaidLabel(value: string, max = 40): string {
  return oneLine(value, max).replace(/["#%<>`{}[\]\\;]/g, (c) => `#${c.codePointAt(0)};`)
}

/** GitHub refuses a comment body longer than this (HTTP 422 "body is too long"). */
const MAX_COMMENT_CHARS = 65_536
/**
 * A step summary may hold 1 MiB; a UTF-16 unit is at most 3 bytes of UTF-8, so this many
 * characters always fit.
 */
export const MAX_SUMMARY_CHARS = Math.floor((1024 * 1024) / 3)

const SHORTENED = "*… shortened here: the rest did not fit in GitHub's limit.*"

/**
 * Markdown of at most `max` characters: whole lines are kept from the start (so no link, code
 * span or table row is cut), a fenced block or `<details>` left open is closed, and a note says
 * the text was shortened. Text that fits is returned as it is.
 */
export function boundMarkdown(markdown: string, max = MAX_COMMENT_CHARS): string {
  if (markdown.length <= max) return markdown
  const kept: string[] = []
  let length = 0
  let fence: string | undefined
  let openDetails = 0
  const closing = (): string =>
    (fence ? `\n${fence}` : '') + '\n</details>'.repeat(openDetails) + `\n\n${SHORTENED}\n`
  for (const line of markdown.split('\n')) {
    const nextFence = fenceAfter(line, fence)
    const nextDetails = fence ? openDetails : detailsAfter(line, openDetails)
    const closingAfter =
      (nextFence ? nextFence.length + 1 : 0) + 11 * nextDetails + SHORTENED.length + 3
    if (length + line.length + 1 + closingAfter > max) break
    kept.push(line)
    length += line.length + 1
    fence = nextFence
    openDetails = nextDetails
  }
  return `${kept.join('\n')}${closing()}`
}

/** The fence open after `line`: a line of only the open fence closes it; ``` or ~~~ opens one. */
function fenceAfter(line: string, open: string | undefined): string | undefined {
  if (open) return line.trimEnd() === open ? undefined : open
  const opening = /^(`{3,}|~{3,})/.exec(line)
  return opening ? opening[1] : undefined
}

function detailsAfter(line: string, open: number): number {
  if (line.startsWith('<details')) return open + 1
  if (line.startsWith('</details>') && open > 0) return open - 1
  return open
}
