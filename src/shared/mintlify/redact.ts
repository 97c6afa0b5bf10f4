/**
 * Server text is untrusted: it may echo the API key back (an error body quoting the request's
 * headers, a job field that copies it), in the clear, URL-encoded or base64. Everything the
 * server sends is redacted here before it can reach a log line, an output, the step summary or a
 * public issue comment (masking covers only the runner's log, not text posted through GitHub's
 * API).
 */
import { oneLine, withoutTrailing } from '../text.js'

/** The forms in which a key can appear in server text, worked out once per key. */
const formsByKey = new Map<string, string[]>()

function keyForms(apiKey: string): string[] {
  if (!apiKey) return []
  let forms = formsByKey.get(apiKey)
  if (!forms) {
    forms = [
      ...new Set([
        apiKey,
        encodeURIComponent(apiKey),
        withoutTrailing(Buffer.from(apiKey).toString('base64'), '='),
        Buffer.from(apiKey).toString('base64url'),
      ]),
    ]
    formsByKey.set(apiKey, forms)
  }
  return forms
}

/** The characters of a key's forms, worked out once per key. */
const charactersByKey = new Map<string, Set<string>>()

function formCharacters(apiKey: string): Set<string> {
  let characters = charactersByKey.get(apiKey)
  if (!characters) {
    characters = new Set(keyForms(apiKey).join(''))
    charactersByKey.set(apiKey, characters)
  }
  return characters
}

/** What each JSON escape but `\\uXXXX` stands for. */
const ESCAPED: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
}

/**
 * Whether no escape in the JSON `text` stands for a character of `characters` or half of a
 * surrogate pair. Then every run of such characters in a string parsed from it, a form of the key
 * included, is a piece of the text as it stands: no escape can have made or hidden one.
 */
function escapesHarmless(text: string, characters: ReadonlySet<string>): boolean {
  for (let at = text.indexOf('\\'); at >= 0;) {
    const code = text[at + 1] ?? ''
    let meant = ESCAPED[code]
    let next = at + 2
    if (code === 'u') {
      const unit = Number.parseInt(text.slice(at + 2, at + 6), 16)
      if (!(unit >= 0) || (unit >= 0xd800 && unit <= 0xdfff)) return false
      meant = String.fromCharCode(unit)
      next = at + 6
    }
    if (meant === undefined || characters.has(meant)) return false
    at = text.indexOf('\\', next)
  }
  return true
}

/**
 * The key (in every form) replaced with `***`, and the text made well formed (no lone
 * surrogate). Runs on every string of every answer (a page holds hundreds): text without the
 * key, nearly all of it, is only searched, not copied.
 */
function redactKey(text: string, forms: readonly string[]): string {
  let clean = text.isWellFormed() ? text : text.toWellFormed()
  for (const form of forms) if (clean.includes(form)) clean = clean.split(form).join('***')
  return clean
}

/**
 * Server text for a log line or error message: redacted BEFORE it is shortened, so no piece of
 * the key survives a cut; on one line (a line break would start a new workflow command); at most
 * `max` characters before the `…` of a cut.
 */
export function serverText(text: string, apiKey: string, max = 300): string {
  return oneLine(redactKey(text, keyForms(apiKey)), max + 1)
}

/**
 * Every string inside a parsed JSON value, redacted (see `redactKey`). Parts without the key,
 * nearly all of every answer, are returned as they are, not copied: an analytics page is hundreds
 * of rows, and a copy of each was most of the garbage a long export made besides its files.
 */
export function redactStrings<T>(value: T, apiKey: string): T {
  return redactValue(value, keyForms(apiKey)) as T
}

/**
 * `redactStrings` of a value parsed from the JSON `text`, without walking it when `text` proves
 * there is nothing to redact: a text that is well formed, holds no form of the key, and whose
 * escapes (a path with `"` in it: `\\"`) stand for none of the forms' characters and no half of a
 * surrogate pair cannot give a string that holds a form or is not well formed. Nearly every
 * answer is such a text; the walk took a twentieth of a long export's CPU.
 */
export function redactParsed<T>(value: T, text: string, apiKey: string): T {
  const forms = keyForms(apiKey)
  if (
    text.isWellFormed() &&
    !forms.some((form) => text.includes(form)) &&
    escapesHarmless(text, formCharacters(apiKey))
  ) {
    return value
  }
  return redactStrings(value, apiKey)
}

function redactValue(value: unknown, forms: readonly string[]): unknown {
  if (typeof value === 'string') return redactKey(value, forms)
  // Each part is redacted once; a copy is made only from the first part that changed.
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item: unknown, index) => {
      const clean = redactValue(item, forms)
      if (clean !== item) (copy ??= [...(value as unknown[])])[index] = clean
    })
    return copy ?? value
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    let copy: Record<string, unknown> | undefined
    for (const name in record) {
      if (!Object.hasOwn(record, name)) continue
      const item = record[name]
      const cleanName = redactKey(name, forms)
      const cleanItem = redactValue(item, forms)
      if (!copy && (cleanName !== name || cleanItem !== item)) {
        copy = {}
        // The parts before this one did not change: taken as they are.
        for (const earlier in record) {
          if (earlier === name) break
          if (Object.hasOwn(record, earlier)) put(copy, earlier, record[earlier])
        }
      }
      if (copy) put(copy, cleanName, cleanItem)
    }
    return copy ?? value
  }
  return value
}

/** An own property, even for a name like `__proto__` (which plain assignment would not add). */
function put(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}
