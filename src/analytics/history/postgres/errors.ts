/**
 * What a failure of the Postgres store says: one sentence naming the `store` input and the
 * database (host, port and name: never the URL or its password), the step that failed, the
 * server's own words made one line, and, while a day was being written, what became of it.
 */
import pg from 'pg'
import { capitalized, errorMessage, oneLine, withoutTrailing } from '../../../shared/text.js'
import { redactPostgresUrl } from './url.js'

export type PostgresFailure =
  /** No connection: refused, not found, TLS refused, or no answer within the `timeout`. */
  | 'unreachable'
  /** The server refused the role, its password or the database. */
  | 'login'
  /** Another sync held the store's lock until the `timeout` ran out. */
  | 'locked'
  /** The role may not create or write the store's schema or tables. */
  | 'privilege'
  /** A table of the store exists with other columns, or `sync_state` names a day that cannot be. */
  | 'layout'
  /** A value its column cannot hold, or a key twice in one day. */
  | 'value'
  /** The server or the network ended the connection. */
  | 'closed'
  | 'timeout'
  | 'cancelled'
  /** Any other error the server reported. */
  | 'statement'

/** A failure of the Postgres store; `message` is one sentence that names `store`. */
export class PostgresStoreError extends Error {
  readonly failure: PostgresFailure
  /** The day being stored when it failed. */
  readonly day: string | undefined
  /** The SQLSTATE the server gave, e.g. `42501`. */
  readonly sqlState: string | undefined

  constructor(
    failure: PostgresFailure,
    message: string,
    extra: { day?: string; sqlState?: string } = {},
  ) {
    // No `cause`: the driver's error is not kept, so nothing can print more than the sentence.
    super(message)
    this.name = 'PostgresStoreError'
    this.failure = failure
    this.day = extra.day
    this.sqlState = extra.sqlState
  }
}

/** Why our side ended the connection, when it did. */
export type Ending = 'timeout' | 'cancelled'

/** What the store was doing when something failed. */
export interface FailureContext {
  url: string
  /** `host:port/database` */
  description: string
  step: 'connect' | 'lock' | 'schema' | 'read' | 'write'
  /** Set when our side ended the connection (the deadline, the run's cancellation). */
  ending: Ending | undefined
  /** While writing: the day and the table, and whether `COMMIT` had been sent. */
  day?: string
  table?: string
  committing?: boolean
}

/** The longest piece of a server's message a sentence quotes. */
const MAX_CAUSE_CHARS = 300

/** The server's or the driver's words for `error`, redacted and made one line. */
export function causeText(error: unknown, url: string): string {
  const text = redactPostgresUrl(errorMessage(error), url)
  return withoutTrailing(oneLine(text, MAX_CAUSE_CHARS), '.')
}

/** `the Postgres `store` (host:5432/db)`: how every sentence names the store. */
export function storeName(description: string): string {
  return `the Postgres \`store\` (${description})`
}

/** Classes of SQLSTATE (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
function failureOfState(sqlState: string, step: FailureContext['step']): PostgresFailure {
  if (sqlState === '42501') return 'privilege'
  if (sqlState === '57014') return 'timeout'
  if (sqlState.startsWith('28') || sqlState === '3D000') return 'login'
  if (sqlState.startsWith('08') || sqlState.startsWith('57P')) {
    return step === 'connect' ? 'unreachable' : 'closed'
  }
  if (sqlState.startsWith('22') || sqlState === '23505' || sqlState === '23502') return 'value'
  if (sqlState === '21000') return 'value'
  return 'statement'
}

/** What kind of failure `error` is, seen from `context`. */
function failureOf(error: unknown, context: FailureContext): PostgresFailure {
  if (context.ending) return context.ending
  if (error instanceof pg.DatabaseError && error.code)
    return failureOfState(error.code, context.step)
  return context.step === 'connect' ? 'unreachable' : 'closed'
}

/** What became of the day being written, as the end of the sentence. */
function dayOutcome(failure: PostgresFailure, context: FailureContext): string {
  const lost = failure === 'closed' || failure === 'timeout' || failure === 'cancelled'
  if (context.committing && lost) {
    return `the connection ended during the commit, so ${context.day} may or may not be stored; the next run loads it again either way, never twice`
  }
  return `${context.day} was rolled back and the next run loads it again`
}

/** What the store was doing, with the store named after it when `store` is given. */
function activity(context: FailureContext, store?: string): string {
  const on = (joint: string): string => (store ? ` ${joint} ${store}` : '')
  switch (context.step) {
    case 'connect':
      return `connecting${on('to')}`
    case 'lock':
      return `waiting for the lock${on('of')}`
    case 'schema':
      return `creating or checking the tables${on('of')}`
    case 'read':
      return `reading the stored ranges${on('of')}`
    case 'write':
      return `storing ${context.day ?? ''}${context.table ? ` (${context.table})` : ''}${on('in')}`
  }
}

function opening(failure: PostgresFailure, context: FailureContext): string {
  const store = storeName(context.description)
  switch (failure) {
    case 'timeout':
      return `The \`timeout\` ran out while ${activity(context, store)}`
    case 'cancelled':
      return `The run was cancelled while ${activity(context, store)}`
    case 'unreachable':
      return `Could not connect to ${store}`
    case 'login':
      return `${capitalized(store)} refused the connection`
    case 'closed':
      return `${capitalized(store)} closed the connection while ${activity(context)}`
    case 'value':
      return `A value could not be stored while ${activity(context, store)}`
    default:
      return `${capitalized(store)} failed while ${activity(context)}`
  }
}

/** `error` (anything a statement or the connection threw) as a PostgresStoreError. */
export function storeFailure(error: unknown, context: FailureContext): PostgresStoreError {
  if (error instanceof PostgresStoreError) return error
  const failure = failureOf(error, context)
  const sqlState = error instanceof pg.DatabaseError ? error.code : undefined
  const cause = context.ending ? '' : `: ${causeText(error, context.url)}`
  const outcome = context.step === 'write' ? `; ${dayOutcome(failure, context)}` : ''
  const message = `${opening(failure, context)}${cause}${outcome}.`
  return new PostgresStoreError(failure, message, { day: context.day, sqlState })
}
