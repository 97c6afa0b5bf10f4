/**
 * Small text helpers every part of the action shares, each written once. None uses a regular
 * expression that could backtrack: some of this text comes from servers and issues.
 */

/** `text` without the copies of `char` at its end (`https://x//` -> `https://x`). */
export function withoutTrailing(text: string, char: string): string {
  let end = text.length
  while (end > 0 && text[end - 1] === char) end--
  return text.slice(0, end)
}

/** Each line of `text` without the spaces and tabs at its end. */
export function trimLineEnds(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
}

/**
 * Server or user text as one line of at most `max` characters: made well formed, each run of
 * control characters (line breaks included) and line or paragraph separators one space, a cut
 * ending with `…`. For messages and Markdown alike: no line of its own, no split surrogate pair.
 */
export function oneLine(value: string, max: number): string {
  const flat = value.toWellFormed().replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
  const chars = [...flat]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat
}

/** The message of anything thrown: an Error's message, or the value as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The `code` of anything thrown (`ENOENT`, `ERR_SCRIPT_EXECUTION_TIMEOUT`), when it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}

/** `text` ending with a full stop, added when it has none (so sentences can be joined). */
export function asSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`
}

/** `text` with its first letter in upper case, to start a sentence. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * `value` quoted for a message, at most `max` characters of it: untrusted text (an input, a
 * server's id) must not make one error line as long as itself. Control characters come out
 * escaped, so the quote stays on one line; a cut ends with `…` and the full length.
 */
export function quoteShort(value: string, max = 60): string {
  if (value.length <= max) return JSON.stringify(value)
  return `${JSON.stringify(value.slice(0, max))}… (${value.length} characters)`
}

/** The size of `text` in UTF-8 bytes. */
export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}
