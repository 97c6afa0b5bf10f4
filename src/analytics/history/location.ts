/**
 * Where a store may be (the `store` input), judged before any request: a Postgres URL, or a
 * folder judged on its real path (links followed), not on its text. A relative folder must stay
 * inside the workspace, where the workflow's later steps (a commit) find it; a folder elsewhere
 * is named by its absolute path and must already exist, so a typo never starts a store where no
 * step looks. A value that looks like a URL or a connection string but is not a postgres:// URL
 * is masked and refused, never taken for a folder named after it (docs/analytics.md).
 */
import { lstatSync, realpathSync, statSync } from 'node:fs'
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { InputError } from '../../shared/inputs.js'
import { errorCode, quoteShort } from '../../shared/text.js'
import { postgresUrlProblem, postgresUrlSecrets } from './postgres/url.js'

/**
 * The `store` input, read: a Parquet folder (its real path, absolute) or a Postgres URL (a
 * secret). `insideWorkspace`: the folder may be created when missing (and that is announced).
 */
export type StoreLocation =
  { kind: 'parquet'; folder: string; insideWorkspace: boolean } | { kind: 'postgres'; url: string }

/** What `store` may be, for every refusal. */
const ALLOWED =
  'a folder inside the workspace (created if missing), the absolute path of an existing folder elsewhere, or a postgres:// or postgresql:// URL'

/** The characters a value pasted with its quotes starts or ends with. */
const QUOTES = new Set(['"', "'", '`'])

/** Parameters that hold a password in a JDBC URL's query or a libpq keyword string. */
const PASSWORD_KEYS = new Set(['password', 'pwd', 'pass', 'sslpassword'])

/** Password pieces shorter than this are not masked on their own (the whole value always is). */
const MIN_PIECE_LENGTH = 4

/**
 * `store`, read: undefined when empty. A URL-looking value is masked (whole, and its password in
 * every form) through `mask` before it is judged; no refusal quotes it. Throws an InputError
 * naming `store` and what is allowed.
 */
export function storeLocation(
  value: string,
  workspace: string | undefined,
  mask: (secret: string) => void = () => undefined,
): StoreLocation | undefined {
  if (value === '') return undefined
  const text = withoutQuotes(value)
  if (looksLikeUrl(text)) {
    for (const secret of urlSecrets(value, text)) mask(secret)
    const refusal = urlRefusal(value, text)
    if (refusal !== undefined) throw new InputError('store', refusal)
    const problem = postgresUrlProblem(value)
    if (problem) throw new InputError('store', problem)
    return { kind: 'postgres', url: value }
  }
  if (text !== value) {
    throw new InputError(
      'store',
      `Input \`store\` is wrapped in quotes: give the folder without them; \`store\` is ${ALLOWED}.`,
    )
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) {
    throw new InputError(
      'store',
      `Input \`store\` must be on one line, without control characters: ${ALLOWED}.`,
    )
  }
  return folderLocation(value, workspace)
}

/** `value` without the quotes (and the spaces inside them) it was pasted with. */
function withoutQuotes(value: string): string {
  let start = 0
  let end = value.length
  while (start < end && QUOTES.has(value.charAt(start))) start++
  while (end > start && QUOTES.has(value.charAt(end - 1))) end--
  return start === 0 && end === value.length ? value : value.slice(start, end).trim()
}

/**
 * A URL (`scheme://...`), a JDBC or Postgres URL without its `//`, or a connection string with
 * a password (`user:secret@host/db`, `password=...`): never a folder anyone meant.
 */
function looksLikeUrl(text: string): boolean {
  const lower = text.toLowerCase()
  if (lower.includes('://') || lower.includes('password=')) return true
  if (/^(?:jdbc|postgres|postgresql):/.test(lower)) return true
  const at = text.indexOf('@')
  const before = text.slice(0, Math.max(0, at))
  return at > 0 && before.includes(':') && !before.includes('/') && !before.includes('\\')
}

/** Why a URL-looking value cannot be a Postgres store, or undefined when it may be one. */
function urlRefusal(value: string, text: string): string | undefined {
  if (text !== value) {
    return `Input \`store\` holds a URL inside quotes (a secret saved with its quotes?): save it without them; \`store\` is ${ALLOWED}.`
  }
  const lower = value.toLowerCase()
  if (lower.startsWith('jdbc:')) {
    return `Input \`store\` is a JDBC URL, which this action does not read: write it as postgres://user:password@host:port/database; \`store\` is ${ALLOWED}.`
  }
  const scheme = /^([a-z][\d+.a-z-]*):/.exec(lower)?.[1]
  if (scheme === 'postgres' || scheme === 'postgresql') return undefined
  if (scheme !== undefined && lower.startsWith(`${scheme}://`)) {
    return `Input \`store\` must be ${ALLOWED}; got a ${scheme}:// URL.`
  }
  return `Input \`store\` looks like a connection string with a password, not a folder: write it as postgres://user:password@host:port/database; \`store\` is ${ALLOWED}.`
}

/**
 * What to mask of a URL-looking value: the value and its unquoted text whole, and each password
 * it holds (in the user part, or as a `password=` parameter), as written and %-decoded.
 */
function urlSecrets(value: string, text: string): string[] {
  const secrets = new Set([value, text, ...postgresUrlSecrets(value), ...postgresUrlSecrets(text)])
  for (const piece of passwordsIn(text)) {
    if (piece.length < MIN_PIECE_LENGTH) continue
    secrets.add(piece)
    try {
      secrets.add(decodeURIComponent(piece))
    } catch {
      // Not %-encoded text: masked as written.
    }
  }
  return [...secrets].filter((secret) => secret !== '').sort((a, b) => b.length - a.length)
}

/** The passwords a connection string holds, generously cut (masking too much is harmless). */
function passwordsIn(text: string): string[] {
  const found: string[] = []
  const afterScheme = text.includes('://') ? text.slice(text.indexOf('://') + 3) : text
  const userInfo = afterScheme.slice(0, Math.max(0, afterScheme.lastIndexOf('@')))
  if (userInfo.includes(':')) {
    // `user:secret`, or `scheme:user:secret` without a `//`: both cuts are masked.
    found.push(userInfo.slice(userInfo.indexOf(':') + 1))
    found.push(userInfo.slice(userInfo.lastIndexOf(':') + 1))
  }
  for (const part of text.split(/[\s&;?]/)) {
    const equals = part.indexOf('=')
    if (equals > 0 && PASSWORD_KEYS.has(part.slice(0, equals).toLowerCase())) {
      found.push(part.slice(equals + 1))
    }
  }
  return found
}

/** A folder, judged on its real path against the workspace's real path. */
function folderLocation(value: string, workspace: string | undefined): StoreLocation {
  const quoted = quoteShort(value)
  const base = resolve(workspace ?? '.')
  const realWorkspace = realPathOf(base, quoted).real
  const { real, exists } = realPathOf(resolve(base, value), quoted)
  const insideWorkspace = isWithin(real, realWorkspace)
  if (!insideWorkspace && !isAbsolute(value)) {
    throw new InputError(
      'store',
      `Input \`store\` (${quoted}) resolves to ${real}, outside the workspace ${realWorkspace} (links followed), where no later step of the job looks: a relative folder must stay inside the workspace; \`store\` is ${ALLOWED}.`,
    )
  }
  if (!insideWorkspace && !exists) {
    throw new InputError(
      'store',
      `Input \`store\` (${quoted}) names a folder outside the workspace that does not exist, and a store outside the workspace is never created (a typo would start a new one): create the folder first; \`store\` is ${ALLOWED}.`,
    )
  }
  if (exists && !statSync(real).isDirectory()) {
    throw new InputError(
      'store',
      `Input \`store\` (${quoted}) is a file, not a folder: \`store\` is ${ALLOWED}.`,
    )
  }
  return { kind: 'parquet', folder: real, insideWorkspace }
}

/**
 * The real path of `target` (links followed), and whether it exists: for a missing path, the
 * real path of its nearest existing parent with the missing names after it.
 */
function realPathOf(target: string, quoted: string): { real: string; exists: boolean } {
  const missing: string[] = []
  let current = target
  for (;;) {
    try {
      const real = realpathSync.native(current)
      return { real: resolve(real, ...missing.reverse()), exists: missing.length === 0 }
    } catch (error) {
      const code = errorCode(error)
      if (code !== 'ENOENT') {
        throw new InputError(
          'store',
          `Input \`store\` (${quoted}) cannot be followed to a folder (${code ?? 'unknown error'}): \`store\` is ${ALLOWED}.`,
        )
      }
      if (isLink(current)) {
        throw new InputError(
          'store',
          `Input \`store\` (${quoted}) goes through a link to nothing (${current}): \`store\` is ${ALLOWED}.`,
        )
      }
    }
    const parent = dirname(current)
    if (parent === current) return { real: target, exists: false }
    missing.push(basename(current))
    current = parent
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

/** Whether `path` is `folder` or inside it (both real, absolute). */
function isWithin(path: string, folder: string): boolean {
  const rel = relative(folder, path)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}
