/**
 * URLs from a server, checked once where the action reads them: only an `https:` URL with a host
 * and no credentials is ever an output, a link or a line of the log. Anything else (`javascript:`,
 * `data:`, `http:`, a relative or unparsable URL) is dropped with one warning that shows it
 * shortened, so a workflow that feeds `preview-url` to `environment: url:` never gets it.
 */
import { cleanUntrustedText } from './untrusted-text.js'

/** Longer than any real preview or pull request link; longer values are not links we show. */
const MAX_URL_CHARS = 2_048
/** How much of a dropped value a warning shows. */
const SHOWN_CHARS = 80

/**
 * The parsed URL when `value` is an absolute `https://` URL with a host (no empty label) and no
 * user name or password, written without whitespace or control characters (which `new URL` would silently
 * remove, so the value printed would not be the URL checked); else undefined.
 */
export function parseHttpsUrl(value: string): URL | undefined {
  // Written out as `https://`: `https:host` parses too, but is not what a reader would check.
  if (!value.startsWith('https://') || value.length > MAX_URL_CHARS) return undefined
  if (/[\s\p{Cc}]/u.test(value)) return undefined
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return undefined
  }
  const host = parsed.hostname
  if (parsed.protocol !== 'https:' || host === '' || host.startsWith('.') || host.includes('..')) {
    return undefined
  }
  if (parsed.username !== '' || parsed.password !== '') return undefined
  return parsed
}

/** Checks a server URL: the URL when safe, else undefined after a warning naming `what`. */
export type UrlCheck = (value: string | null | undefined, what: string) => string | undefined

/**
 * The URL check of one run: `value` when it is a safe https URL (see parseHttpsUrl); otherwise
 * undefined, after one warning naming `what` (e.g. "the preview URL") with the value shortened
 * and made one inert line. A job or status is read at every poll, so each value is warned about
 * once per check; a check belongs to one run (its client), so the next run warns again.
 */
export function urlCheck(warn: (message: string) => void): UrlCheck {
  const warned = new Set<string>()
  return (value, what) => {
    if (value === null || value === undefined || value === '') return undefined
    if (parseHttpsUrl(value)) return value
    const key = `${what}\n${value}`
    if (!warned.has(key)) {
      warned.add(key)
      warn(
        `Dropped ${what} the server sent (${quoted(value)}): only https URLs with a host are used.`,
      )
    }
    return undefined
  }
}

/** A hostile value as one short, quoted line: its start only, invisible characters removed. */
function quoted(value: string): string {
  const { text } = cleanUntrustedText(value, { oneLine: true, maxChars: SHOWN_CHARS })
  return JSON.stringify(text)
}
