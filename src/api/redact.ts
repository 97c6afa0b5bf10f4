/**
 * Server text is untrusted: it may echo the API key back (an error body quoting the request's
 * headers, a job field that copies it), in the clear, URL-encoded or base64. Everything the
 * server sends is redacted here before it can reach a log line, an output, the step summary or a
 * public issue comment (masking covers only the runner's log, not text posted through GitHub's
 * API).
 */
import { withoutTrailing } from '../text.js'

/** The forms in which a key can appear in server text. */
function keyForms(apiKey: string): string[] {
  if (!apiKey) return []
  return [
    ...new Set([
      apiKey,
      encodeURIComponent(apiKey),
      withoutTrailing(Buffer.from(apiKey).toString('base64'), '='),
      Buffer.from(apiKey).toString('base64url'),
    ]),
  ]
}

/** The key (in every form) replaced with `***`, and the text made well formed (no lone surrogate). */
function redactKey(text: string, apiKey: string): string {
  let clean = text.toWellFormed()
  for (const form of keyForms(apiKey)) clean = clean.split(form).join('***')
  return clean
}

/**
 * Server text for a log line or error message: redacted BEFORE it is shortened, so no piece of
 * the key survives a cut; control characters (a line break would start a new workflow command)
 * become spaces; at most `max` characters.
 */
export function serverText(text: string, apiKey: string, max = 300): string {
  const clean = redactKey(text, apiKey).replace(/\p{Cc}/gu, ' ')
  return clean.length > max ? `${clean.slice(0, max)}…` : clean
}

/** Every string inside a parsed JSON value, redacted (see `redactKey`). */
export function redactStrings<T>(value: T, apiKey: string): T {
  return redactValue(value, apiKey) as T
}

function redactValue(value: unknown, apiKey: string): unknown {
  if (typeof value === 'string') return redactKey(value, apiKey)
  if (Array.isArray(value)) return value.map((item) => redactValue(item, apiKey))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        redactKey(name, apiKey),
        redactValue(item, apiKey),
      ]),
    )
  }
  return value
}
