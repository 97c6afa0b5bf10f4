/**
 * One connection to the store's database, bounded by the run: connecting and every statement end
 * by the deadline (`timeout`), and the run's cancellation ends the connection at once, which
 * makes the server roll back an open transaction. Configured from the URL alone: node-postgres
 * fills what a config leaves empty from `PG*` variables and `~/.pgpass`, so nothing is left
 * empty.
 */
import { readFile } from 'node:fs/promises'
import type { ConnectionOptions } from 'node:tls'
import pg from 'pg'
import type { Clock } from '../../../shared/clock.js'
import { PostgresStoreError, storeName, type Ending, causeText } from './errors.js'
import type { PostgresTarget } from './url.js'

/** How the store's sessions are named in `pg_stat_activity`. */
export const APPLICATION_NAME = 'mintlify-analytics-store'

/**
 * A transaction left open by a runner that vanished (the network, not the process, went away)
 * ends after this long, releasing its locks; ours never pause that long between statements.
 */
const IDLE_IN_TRANSACTION_MS = 60_000

/**
 * The session's `search_path`: the system catalog, then temporary objects (searched last, never
 * for functions or operators). No schema another role may create in, such as `public`, so a
 * function or operator planted there never runs as the sync role; the store's SQL names every
 * table, function and type with its schema anyway (sql.ts).
 */
export const SEARCH_PATH = 'pg_catalog, pg_temp'

/**
 * TCP keepalives on the server's side of the connection (seconds): a runner that vanished
 * (the machine gone, not the process) is seen dead after idle + interval x count, 2 minutes,
 * which ends its session and releases the store's lock; Linux's defaults take 2 hours 11
 * minutes. Over a Unix socket, or through a pooler, they bound nothing of the runner's
 * (docs/analytics-postgres.md).
 */
export const TCP_KEEPALIVES = { idle: 60, interval: 10, count: 6 } as const

/** Postgres and Node timers hold 32-bit milliseconds. */
const MAX_TIMER_MS = 2_147_483_647

/** How long `close()` waits for the server to see the goodbye before dropping the socket. */
const CLOSE_GRACE_MS = 1_000

/** One statement of a pipeline; `label` says what it writes, for messages. */
export interface Statement {
  text: string
  values?: readonly unknown[]
  /** A prepared statement's name: its text is parsed once per connection. */
  name?: string
  label?: string
}

/** Thrown by `pipeline()`: the first statement that failed, and why. */
export class StatementFailed extends Error {
  readonly statement: Statement
  readonly failure: unknown

  constructor(statement: Statement, failure: unknown) {
    super('a statement failed')
    this.name = 'StatementFailed'
    this.statement = statement
    this.failure = failure
  }
}

export interface SessionOptions {
  url: string
  deadline: number
  signal: AbortSignal
  clock: Clock
}

/** The TLS settings node-postgres derives from `sslmode` and the certificate files. */
async function tlsOptions(target: PostgresTarget, url: string): Promise<false | ConnectionOptions> {
  const files = Object.entries(target.sslFiles)
  if (target.sslMode === 'disable' || (target.sslMode === undefined && files.length === 0)) {
    return false
  }
  const tls: ConnectionOptions = { rejectUnauthorized: target.sslMode !== 'no-verify' }
  for (const [parameter, path] of files) {
    let pem: string
    try {
      pem = await readFile(path, 'utf8')
    } catch (error) {
      throw new PostgresStoreError(
        'unreachable',
        `Could not read the ${parameter} file of ${storeName(target.description)}: ${causeText(error, url)}.`,
      )
    }
    if (parameter === 'sslrootcert') tls.ca = pem
    else if (parameter === 'sslcert') tls.cert = pem
    else tls.key = pem
  }
  return tls
}

export class PostgresSession {
  private readonly client: pg.Client
  private readonly options: SessionOptions
  /** Set when our side ended the connection, so failures can say why. */
  private endedBy: Ending | undefined
  private closed = false
  private readonly onAbort = (): void => this.end('cancelled')

  private constructor(client: pg.Client, options: SessionOptions) {
    this.client = client
    this.options = options
    // The server ending an idle connection (pg_terminate_backend, a restart) is an 'error'
    // event: without a listener it would end the process. The next statement reports it.
    client.on('error', () => undefined)
  }

  /** A session not yet connected: `connect()` next. */
  static async create(target: PostgresTarget, options: SessionOptions): Promise<PostgresSession> {
    const ssl = await tlsOptions(target, options.url)
    const client = new pg.Client({
      host: target.host,
      port: target.port,
      user: target.user,
      database: target.database,
      // A function, so an empty password is not looked up in PGPASSWORD or ~/.pgpass.
      password: () => target.password,
      ssl,
      sslnegotiation: 'postgres',
      application_name: APPLICATION_NAME,
      client_encoding: 'UTF8',
      keepAlive: true,
      // The client's side: a server that vanished is seen dead as soon as the server sees us.
      keepAliveInitialDelayMillis: TCP_KEEPALIVES.idle * 1_000,
      // A day's statements go out back to back (pipeline()), not one round trip each.
      pipeline: true,
      // connect() ends connecting first; this one only keeps PGCONNECT_TIMEOUT out.
      connectionTimeoutMillis: Math.min(MAX_TIMER_MS, Math.max(1, timeLeft(options)) + 1_000),
    })
    forgetEnvironmentExtras(client)
    return new PostgresSession(client, options)
  }

  /** Connects within the time left; ends at once if the run is cancelled meanwhile. */
  async connect(): Promise<void> {
    await this.bounded(() => this.client.connect())
    // The path, in a statement naming everything with its schema: every later one is resolved
    // in it. Server-side bounds too: a statement still running when the client vanished stops
    // at the deadline, and a vanished client is seen dead within minutes. SET, not startup
    // parameters, which connection poolers refuse.
    const settings: [string, string][] = [
      ['search_path', SEARCH_PATH],
      ['statement_timeout', String(Math.min(MAX_TIMER_MS, timeLeft(this.options)))],
      ['idle_in_transaction_session_timeout', String(IDLE_IN_TRANSACTION_MS)],
      ['TimeZone', 'UTC'],
      // The comments' literals (sql.ts) are read as written, whatever the database says.
      ['standard_conforming_strings', 'on'],
      ['tcp_keepalives_idle', String(TCP_KEEPALIVES.idle)],
      ['tcp_keepalives_interval', String(TCP_KEEPALIVES.interval)],
      ['tcp_keepalives_count', String(TCP_KEEPALIVES.count)],
    ]
    await this.query(
      'SELECT pg_catalog.set_config(name, value, false) FROM ' +
        'ROWS FROM (pg_catalog.unnest($1::pg_catalog.text[]), pg_catalog.unnest($2::pg_catalog.text[])) AS s(name, value)',
      [settings.map(([name]) => name), settings.map(([, value]) => value)],
    )
  }

  /** Why our side ended the connection, if it did. */
  get ending(): Ending | undefined {
    return this.endedBy
  }

  /** The rows of one statement, ended with the connection if the deadline comes first. */
  async query<Row extends pg.QueryResultRow>(
    text: string,
    values: readonly unknown[] = [],
    name?: string,
  ): Promise<Row[]> {
    const result = await this.bounded(() =>
      this.client.query<Row>({ text, values: [...values], ...(name ? { name } : {}) }),
    )
    return result.rows
  }

  /**
   * Sends `statements` back to back and waits for every answer (one round trip for all); throws
   * StatementFailed for the first that failed. After a failure inside a transaction, Postgres
   * refuses the ones after it, so nothing of them takes effect.
   */
  async pipeline(statements: readonly Statement[]): Promise<void> {
    await this.bounded(async () => {
      const answers = await Promise.allSettled(
        statements.map((statement) =>
          this.client.query({
            text: statement.text,
            values: [...(statement.values ?? [])],
            ...(statement.name ? { name: statement.name } : {}),
          }),
        ),
      )
      const failed = answers.findIndex((answer) => answer.status === 'rejected')
      const answer = answers[failed]
      if (answer?.status === 'rejected') {
        throw new StatementFailed(statements[failed] as Statement, answer.reason)
      }
    })
  }

  /**
   * Runs `work` on the connection, which ends if the deadline passes or the run is cancelled
   * first (Postgres then rolls back what the connection had open).
   */
  private async bounded<T>(work: () => Promise<T>): Promise<T> {
    const { signal } = this.options
    if (this.endedBy) throw new Error(`connection already ended (${this.endedBy})`)
    if (signal.aborted) this.end('cancelled')
    const left = timeLeft(this.options)
    if (left <= 0) this.end('timeout')
    if (this.endedBy) throw new Error(`connection ended (${this.endedBy})`)
    const timer = setTimeout(() => this.end('timeout'), Math.min(left, MAX_TIMER_MS))
    signal.addEventListener('abort', this.onAbort, { once: true })
    try {
      return await work()
    } finally {
      clearTimeout(timer)
      signal.removeEventListener('abort', this.onAbort)
    }
  }

  /** Drops the connection now (the deadline, a cancellation): the server rolls back. */
  private end(reason: Ending): void {
    if (this.endedBy || this.closed) return
    this.endedBy = reason
    this.client.connection.stream.destroy()
  }

  /** Says goodbye (which also releases the session's advisory lock); safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    if (this.endedBy) return
    let timer: NodeJS.Timeout | undefined
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_GRACE_MS)
    })
    await Promise.race([this.client.end().catch(() => undefined), grace])
    clearTimeout(timer)
    this.client.connection.stream.destroy()
  }
}

function timeLeft(options: SessionOptions): number {
  return options.deadline - options.clock.now()
}

/**
 * node-postgres takes `options` and `replication` from PGOPTIONS and PGREPLICATION whatever the
 * config says (an empty value falls back on them); it sends what its parameters hold at connect.
 */
function forgetEnvironmentExtras(client: pg.Client): void {
  const { connectionParameters } = client as unknown as { connectionParameters: object }
  Object.assign(connectionParameters, { options: undefined, replication: undefined })
}
