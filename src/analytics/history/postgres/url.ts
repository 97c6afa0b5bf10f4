/**
 * The `store` input's Postgres URL, read without `pg` (the input reader checks it before any
 * request, and pg is loaded only when a sync runs): the URL alone says where to connect, so
 * node-postgres never falls back on `PG*` variables, and every message about it is redacted.
 */

/** The `sslmode` values node-postgres reads, and what each does there. */
const SSL_MODES = ['disable', 'prefer', 'require', 'verify-ca', 'verify-full', 'no-verify'] as const
type SslMode = (typeof SSL_MODES)[number]

/** Query parameters read from the URL: the TLS settings node-postgres reads from one too. */
const FILE_PARAMETERS = ['sslrootcert', 'sslcert', 'sslkey'] as const

export interface PostgresTarget {
  host: string
  port: number
  user: string
  /** Empty when the URL has none (a server that trusts the role or its certificate). */
  password: string
  database: string
  sslMode: SslMode | undefined
  /** Paths of the PEM files named by `sslrootcert`, `sslcert` and `sslkey`. */
  sslFiles: Partial<Record<(typeof FILE_PARAMETERS)[number], string>>
  /** Query parameters this store does not read (`connect_timeout`, `options`, ...). */
  ignoredParameters: string[]
  /** `host:port/database`: for log lines and the summary. */
  description: string
}

/** The URL read, or the sentence (naming `store`, never quoting the URL) that says what is wrong. */
export function parsePostgresUrl(url: string): PostgresTarget | { problem: string } {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { problem: 'Input `store` is not a valid postgres:// URL.' }
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    return { problem: 'Input `store` must start with postgres:// or postgresql:// to be a URL.' }
  }
  const host = unbracketed(parsed.hostname)
  if (host === '') return { problem: 'Input `store` names no host: postgres://user@host/db.' }
  const user = decoded(parsed.username)
  const password = decoded(parsed.password)
  const database = decoded(parsed.pathname.slice(1))
  if (user === undefined || password === undefined || database === undefined) {
    return { problem: 'Input `store` has a %-escape that is not valid UTF-8 in the URL.' }
  }
  if (user === '') return { problem: 'Input `store` names no user: postgres://user@host/db.' }
  const sslModeText = parsed.searchParams.get('sslmode')
  const sslMode = SSL_MODES.find((mode) => mode === sslModeText)
  if (sslModeText !== null && sslMode === undefined) {
    return {
      problem: `Input \`store\` has an unknown sslmode: allowed are ${SSL_MODES.join(', ')}.`,
    }
  }
  const sslFiles: PostgresTarget['sslFiles'] = {}
  for (const name of FILE_PARAMETERS) {
    const path = parsed.searchParams.get(name)
    if (path !== null) sslFiles[name] = path
  }
  const read = new Set<string>(['sslmode', ...FILE_PARAMETERS])
  const ignoredParameters = [...new Set(parsed.searchParams.keys())].filter((key) => !read.has(key))
  const port = parsed.port === '' ? 5432 : Number(parsed.port)
  // libpq's default: the database named after the role.
  const name = database === '' ? user : database
  return {
    host,
    port,
    user,
    password,
    database: name,
    sslMode,
    sslFiles,
    ignoredParameters,
    description: `${parsed.hostname}:${port}/${name}`,
  }
}

/** Why `url` cannot be a Postgres store, or undefined when it can (for the input reader). */
export function postgresUrlProblem(url: string): string | undefined {
  const target = parsePostgresUrl(url)
  return 'problem' in target ? target.problem : undefined
}

/**
 * The values to mask as secrets: the whole URL and its password as written and decoded (a log
 * line could carry any of them).
 */
export function postgresUrlSecrets(url: string): string[] {
  const secrets = new Set([url])
  try {
    const written = new URL(url).password
    if (written !== '') {
      secrets.add(written)
      secrets.add(decoded(written) ?? written)
    }
  } catch {
    // Not a URL: the whole text is the secret.
  }
  return [...secrets].sort((a, b) => b.length - a.length)
}

/** `text` with the URL and its password replaced by `***`, longest first. */
export function redactPostgresUrl(text: string, url: string): string {
  let redacted = text
  for (const secret of postgresUrlSecrets(url)) redacted = redacted.split(secret).join('***')
  return redacted
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** `[::1]` -> `::1`: node's net module wants an IPv6 address without its brackets. */
function unbracketed(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
}
