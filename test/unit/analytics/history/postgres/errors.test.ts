/**
 * What a failure of the Postgres store says (src/analytics/history/postgres/errors.ts), from
 * errors a real server gives (the suite's Postgres, test/support/postgres.ts): one sentence that
 * names `store` and the database but never the URL or its password, the kind of failure told
 * from the SQLSTATE and the step, the server's words on one bounded line, and, while a day was
 * being written, what became of it.
 */
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  PostgresStoreError,
  storeFailure,
  type FailureContext,
} from '../../../../../src/analytics/history/postgres/errors.ts'
import {
  asSuperuser,
  POSTGRES_START_MS,
  postgresUrl,
  testDatabase,
  type PostgresServer,
} from '../../../../support/postgres.ts'

let server: PostgresServer
let database: string
/** The store's URL as a user would write it, with a password the messages must never hold. */
let url: string
let description: string
const PASSWORD = 'pg-errors-secret-7Qm2x'

beforeAll(async () => {
  ;({ server, name: database } = await testDatabase('errors'))
  url = postgresUrl(server, database, 'sync', PASSWORD)
  description = `127.0.0.1:${server.port}/${database}`
}, POSTGRES_START_MS)

/** What the server answers `sql`, as the driver throws it. */
function serverError(sql: string): Promise<unknown> {
  return asSuperuser(
    server,
    (client) =>
      client.query(sql).then(
        () => expect.unreachable(`expected ${sql} to fail`),
        (error: unknown) => error,
      ),
    database,
  )
}

const at = (step: FailureContext['step'], extra: Partial<FailureContext> = {}): FailureContext => ({
  url,
  description,
  step,
  ending: undefined,
  ...extra,
})

const writing = (extra: Partial<FailureContext> = {}) =>
  at('write', { day: '2026-03-01', table: 'page_views', ...extra })

describe('the kind of failure, from the SQLSTATE and the step', () => {
  it('a privilege the role lacks, a value a column cannot hold, any other statement', async () => {
    const denied = await serverError(
      'DO $$ BEGIN CREATE ROLE errors_nobody NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$; SET ROLE errors_nobody; SELECT * FROM pg_catalog.pg_authid',
    )
    expect(denied).toBeInstanceOf(pg.DatabaseError)
    const privilege = storeFailure(denied, at('schema'))
    expect(privilege).toMatchObject({ failure: 'privilege', sqlState: '42501' })
    expect(privilege.message).toBe(
      `The Postgres \`store\` (${description}) failed while creating or checking the tables: permission denied for table pg_authid.`,
    )

    const value = storeFailure(await serverError('SELECT 1 / 0'), writing())
    expect(value).toMatchObject({ failure: 'value', sqlState: '22012', day: '2026-03-01' })
    expect(value.message).toBe(
      `A value could not be stored while storing 2026-03-01 (page_views) in the Postgres \`store\` (${description}): division by zero; 2026-03-01 was rolled back and the next run loads it again.`,
    )

    const twice = await serverError(
      'CREATE TEMP TABLE once (k int PRIMARY KEY); INSERT INTO once VALUES (1), (1)',
    )
    expect(storeFailure(twice, writing()).failure).toBe('value')

    const statement = storeFailure(await serverError('SELEC 1'), at('read'))
    expect(statement.failure).toBe('statement')
    expect(statement.message).toMatch(
      /^The Postgres `store` \(.+\) failed while reading the stored ranges: syntax error at or near "SELEC"\.$/,
    )
  })

  it('the server ending the session: closed while storing, but unreachable while connecting', async () => {
    const ended = await serverError(
      'SELECT pg_catalog.pg_terminate_backend(pg_catalog.pg_backend_pid())',
    )
    expect(ended).toMatchObject({ code: '57P01' })
    const closed = storeFailure(ended, writing())
    expect(closed.failure).toBe('closed')
    expect(closed.message).toMatch(
      /^The Postgres `store` \(.+\) closed the connection while storing 2026-03-01 \(page_views\): terminating connection due to administrator command; 2026-03-01 was rolled back and the next run loads it again\.$/,
    )
    expect(storeFailure(ended, at('connect')).failure).toBe('unreachable')
  })

  it('a login refused, and a database that does not exist, are the login', async () => {
    const client = new pg.Client({ connectionString: postgresUrl(server, `${database}_gone`) })
    const missing = await client.connect().then(
      () => expect.unreachable('expected no such database'),
      (error: unknown) => error,
    )
    await client.end().catch(() => undefined)
    const login = storeFailure(missing, at('connect'))
    expect(login).toMatchObject({ failure: 'login', sqlState: '3D000' })
    expect(login.message).toMatch(
      /^The Postgres `store` \(.+\) refused the connection: database ".+_gone" does not exist\.$/,
    )
  })

  it('no server at all: could not connect, with the network error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    })
    expect(storeFailure(refused, at('connect'))).toMatchObject({
      failure: 'unreachable',
      message: `Could not connect to the Postgres \`store\` (${description}): connect ECONNREFUSED 127.0.0.1:1.`,
    })
  })
})

describe('our side ending it: the timeout or the cancellation, without the driver words', () => {
  it('says which, and what the store was doing', async () => {
    // Whatever the driver threw once our side ended the connection, its words are left out.
    const thrown = await serverError('SELECT 1 / 0')
    expect(storeFailure(thrown, at('lock', { ending: 'timeout' })).message).toBe(
      `The \`timeout\` ran out while waiting for the lock of the Postgres \`store\` (${description}).`,
    )
    expect(storeFailure(thrown, writing({ ending: 'cancelled' }))).toMatchObject({
      failure: 'cancelled',
      message: `The run was cancelled while storing 2026-03-01 (page_views) in the Postgres \`store\` (${description}); 2026-03-01 was rolled back and the next run loads it again.`,
    })
  })

  it('a connection lost during COMMIT: the day may or may not be stored, and is loaded again, never twice', () => {
    const lost = storeFailure(
      new Error('Connection terminated unexpectedly'),
      writing({ committing: true }),
    )
    expect(lost.failure).toBe('closed')
    expect(lost.message).toBe(
      `The Postgres \`store\` (${description}) closed the connection while storing 2026-03-01 (page_views): Connection terminated unexpectedly; the connection ended during the commit, so 2026-03-01 may or may not be stored; the next run loads it again either way, never twice.`,
    )
  })
})

describe("the server's words", () => {
  it('never the URL nor its password, even when the server quotes them', async () => {
    const quoted = await serverError(`SELECT '${url}'::int`)
    expect(String((quoted as Error).message)).toContain(PASSWORD)
    const failure = storeFailure(quoted, writing())
    expect(failure.message).not.toContain(PASSWORD)
    expect(failure.message).not.toContain(url)
    expect(failure.message).toContain('invalid input syntax for type integer: "***"')
  })

  it('one line, at most 300 characters of them', async () => {
    const long = await serverError(`SELECT E'line one\\nline two ${'x'.repeat(1_000)}'::int`)
    const failure = storeFailure(long, writing())
    expect(failure.message).not.toContain('\n')
    const cause = failure.message.slice(
      failure.message.indexOf(': ') + 2,
      failure.message.indexOf('; '),
    )
    expect(cause.startsWith('invalid input syntax for type integer: "line one line two xxx')).toBe(
      true,
    )
    expect([...cause]).toHaveLength(300)
    expect(cause.endsWith('…')).toBe(true)
  })

  it('a failure already told is passed on as it is', () => {
    const told = new PostgresStoreError('layout', 'The table mintlify_analytics.feedback ...')
    expect(storeFailure(told, writing())).toBe(told)
  })
})
