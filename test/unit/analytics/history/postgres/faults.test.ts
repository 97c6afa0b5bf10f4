/**
 * The Postgres store when things go wrong, against a real server: another sync holding the
 * lock, a role without privileges, a server that is not there or does not answer, the server
 * ending the connection mid-transaction, the deadline or a cancellation mid-statement, a table
 * of another shape, `sslmode`, and `PG*` variables. Every message names `store` and holds no
 * password.
 */
import { createServer } from 'node:net'
import type pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { systemClock, type Clock } from '../../../../../src/shared/clock.ts'
import {
  openPostgresStore,
  PostgresStoreError,
  type PostgresStoreOptions,
} from '../../../../../src/analytics/history/postgres/store.ts'
import type { AnalyticsStore, StoreRow } from '../../../../../src/analytics/history/store.ts'
import { APPLICATION_NAME } from '../../../../../src/analytics/history/postgres/session.ts'
import { FakeClock } from '../../../../support/fake-clock.ts'
import {
  asSuperuser,
  POSTGRES_START_MS,
  postgresUrl,
  testDatabase,
  useSilentServer,
  whileADayWaits,
  type PostgresServer,
} from '../../../../support/postgres.ts'
import { TLS_CA_FILE } from '../../../../support/tls-front.ts'

let server: PostgresServer

beforeAll(async () => {
  ;({ server } = await testDatabase('faults'))
}, POSTGRES_START_MS)

interface OpenOptions {
  clock?: Clock
  timeoutMs?: number
  signal?: AbortSignal
  warnings?: string[]
}

function open(url: string, options: OpenOptions = {}): Promise<AnalyticsStore> {
  const clock = options.clock ?? systemClock
  const storeOptions: PostgresStoreOptions = {
    url,
    deadline: clock.now() + (options.timeoutMs ?? 20_000),
    signal: options.signal ?? new AbortController().signal,
    clock,
    warning: (message) => options.warnings?.push(message),
  }
  return openPostgresStore(storeOptions)
}

/** The PostgresStoreError `promise` rejects with, after checking it names `store` and no secret. */
async function failureOf(
  promise: Promise<unknown>,
  secrets: string[],
): Promise<PostgresStoreError> {
  const error = await promise.then(
    () => expect.unreachable('expected a failure'),
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(PostgresStoreError)
  const { message } = error as PostgresStoreError
  expect(message).toContain('`store`')
  for (const secret of secrets) expect(message).not.toContain(secret)
  return error as PostgresStoreError
}

async function freshDatabase(prefix: string): Promise<{ url: string; name: string }> {
  const { url, name } = await testDatabase(prefix)
  return { url, name }
}

const views = (date: string, path: string): StoreRow => ({
  project_id: 'p1',
  date,
  path,
  human: 1,
  ai: 0,
  total: 1,
})

async function rowCount(database: string, date: string): Promise<number> {
  const result = await asSuperuser(
    server,
    (client) =>
      client.query<{ n: string }>(
        `SELECT count(*) AS n FROM mintlify_analytics.page_views WHERE "date" = $1`,
        [date],
      ),
    database,
  )
  return Number(result.rows[0]?.n)
}

/** A day's write held at its last statement while `act` runs (test/support/postgres.ts). */
function duringWrite(
  database: string,
  store: AnalyticsStore,
  act: (backendPid: number, admin: pg.Client) => Promise<void>,
): Promise<unknown> {
  const write = (): Promise<void> =>
    store.writeDay('p1', '2026-02-03', [
      { table: 'page_views', rows: [views('2026-02-03', '/a'), views('2026-02-03', '/b')] },
    ])
  return whileADayWaits(server, database, write, act)
}

describe('the lock: two syncs never write one database at once', () => {
  it('a second sync waits within `timeout`, then fails saying another sync holds the store', async () => {
    const { url } = await freshDatabase('lock')
    const first = await open(url)
    try {
      const clock = new FakeClock()
      const error = await failureOf(open(url, { clock, timeoutMs: 5_000 }), [server.password])
      expect(error.failure).toBe('locked')
      expect(error.message).toMatch(
        /^Another sync holds the Postgres `store` \(127\.0\.0\.1:\d+\/lock_\w+\): its lock was still taken when the `timeout` ran out/,
      )
      // It asked again and again until the deadline, on the run's clock.
      expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(5_000)
    } finally {
      await first.close()
    }
  })

  it('a second sync goes on as soon as the first closes', async () => {
    const { url } = await freshDatabase('handover')
    const first = await open(url)
    let firstClosed = false
    setTimeout(() => {
      void first.close().then(() => (firstClosed = true))
    }, 300)
    const second = await open(url)
    expect(firstClosed).toBe(true)
    await second.writeDay('p1', '2026-02-01', [
      { table: 'page_views', rows: [views('2026-02-01', '/a')] },
    ])
    await second.close()
    // close() is safe twice.
    await second.close()
  })
})

describe('privileges', () => {
  const role = `analyst_${Math.random().toString(36).slice(2, 8)}`
  const password = 'analyst-pw-Kq93xv'

  beforeAll(async () => {
    await asSuperuser(server, (client) =>
      client.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`),
    )
  })

  it('a role that cannot create the schema is told the privilege it lacks; once an owner made it, none is needed', async () => {
    const { name } = await freshDatabase('grants')
    const roleUrl = postgresUrl(server, name, role, password)
    const error = await failureOf(open(roleUrl), [password, roleUrl])
    expect(error.failure).toBe('privilege')
    expect(error.message).toBe(
      `The role "${role}" may not create the schema mintlify_analytics in the Postgres \`store\` (127.0.0.1:${server.port}/${name}): it lacks the CREATE privilege on the database "${name}" (GRANT CREATE ON DATABASE "${name}" TO "${role}"), or an owner can create the schema once (CREATE SCHEMA "mintlify_analytics"; GRANT USAGE, CREATE ON SCHEMA "mintlify_analytics" TO "${role}").`,
    )
    await asSuperuser(
      server,
      (client) =>
        client.query(
          `CREATE SCHEMA mintlify_analytics; GRANT USAGE, CREATE ON SCHEMA mintlify_analytics TO ${role}`,
        ),
      name,
    )
    const store = await open(roleUrl)
    await store.writeDay('p1', '2026-02-01', [
      { table: 'page_views', rows: [views('2026-02-01', '/a')] },
    ])
    await store.close()
  })

  it('a role that may read but not write the tables is told which privileges it lacks, before any day', async () => {
    const { url, name } = await freshDatabase('readonly')
    await (await open(url)).close()
    await asSuperuser(
      server,
      (client) =>
        client.query(
          `GRANT USAGE ON SCHEMA mintlify_analytics TO ${role}; GRANT SELECT ON ALL TABLES IN SCHEMA mintlify_analytics TO ${role}`,
        ),
      name,
    )
    const error = await failureOf(open(postgresUrl(server, name, role, password)), [password])
    expect(error.failure).toBe('privilege')
    expect(error.message).toContain(`may not write the table mintlify_analytics.assistant_callers`)
    expect(error.message).toContain(
      `it lacks INSERT, UPDATE, DELETE (GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "mintlify_analytics" TO "${role}")`,
    )
  })

  it('a wrong password is refused, and the message holds no password', async () => {
    const { name } = await freshDatabase('login')
    const wrong = 'not-the-pw-Zr81'
    const error = await failureOf(open(postgresUrl(server, name, role, wrong)), [wrong, password])
    expect(error.failure).toBe('login')
    expect(error.message).toBe(
      `The Postgres \`store\` (127.0.0.1:${server.port}/${name}) refused the connection: password authentication failed for user "${role}".`,
    )
  })
})

describe('a server that is not there, or does not answer', () => {
  const silent = useSilentServer()

  it('a closed port fails at once, naming `store`, with no password', async () => {
    const port = silent.port()
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number }
        probe.close(() => resolve(free))
      })
    })
    expect(closed).not.toBe(port)
    const url = `postgres://app:hunter2-secret@127.0.0.1:${closed}/analytics`
    const error = await failureOf(open(url), ['hunter2-secret', url])
    expect(error.failure).toBe('unreachable')
    expect(error.message).toBe(
      `Could not connect to the Postgres \`store\` (127.0.0.1:${closed}/analytics): connect ECONNREFUSED 127.0.0.1:${closed}.`,
    )
  })

  it('a server that accepts and never answers fails within `timeout`', async () => {
    const port = silent.port()
    const url = `postgres://app:hunter2-secret@127.0.0.1:${port}/analytics`
    const started = Date.now()
    const error = await failureOf(open(url, { timeoutMs: 400 }), ['hunter2-secret'])
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(error.failure).toBe('timeout')
    expect(error.message).toBe(
      `The \`timeout\` ran out while connecting to the Postgres \`store\` (127.0.0.1:${port}/analytics).`,
    )
  })

  it('a cancelled run stops connecting at once', async () => {
    const port = silent.port()
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('cancelled by SIGINT')), 100)
    const error = await failureOf(
      open(`postgres://app:pw@127.0.0.1:${port}/analytics`, { signal: controller.signal }),
      [],
    )
    expect(error.failure).toBe('cancelled')
  })
})

describe('the connection ends mid-transaction', () => {
  it('Postgres closing the connection (pg_terminate_backend) rolls the day back, and the call says so', async () => {
    const { url, name } = await freshDatabase('terminate')
    const store = await open(url)
    const error = await duringWrite(name, store, async (pid, admin) => {
      await admin.query('SELECT pg_terminate_backend($1)', [pid])
    })
    await store.close()
    expect(error).toBeInstanceOf(PostgresStoreError)
    expect(error).toMatchObject({ failure: 'closed', day: '2026-02-03', sqlState: '57P01' })
    expect((error as Error).message).toBe(
      `The Postgres \`store\` (127.0.0.1:${server.port}/${name}) closed the connection while storing 2026-02-03: terminating connection due to administrator command; 2026-02-03 was rolled back and the next run loads it again.`,
    )
    expect(await rowCount(name, '2026-02-03')).toBe(0)
    // The next run finds the store as it was.
    const next = await open(url)
    expect(await next.ranges('p1', '2026-11-21')).toEqual(new Map())
    await next.close()
  })

  it('the deadline ends a statement still running: the day is rolled back', async () => {
    const { url, name } = await freshDatabase('deadline')
    const store = await open(url, { timeoutMs: 1_000 })
    const started = Date.now()
    // The write waits for the lock until the deadline ends it.
    const error = await duringWrite(name, store, async () => undefined)
    expect(Date.now() - started).toBeLessThan(1_500)
    await store.close()
    expect(error).toMatchObject({ failure: 'timeout', day: '2026-02-03' })
    expect((error as Error).message).toContain(
      '2026-02-03 was rolled back and the next run loads it again.',
    )
    expect(await rowCount(name, '2026-02-03')).toBe(0)
  })

  it("the run's cancellation ends the connection at once: the day is rolled back", async () => {
    const { url, name } = await freshDatabase('cancel')
    const controller = new AbortController()
    const store = await open(url, { signal: controller.signal })
    const error = await duringWrite(name, store, async () =>
      controller.abort(new Error('cancelled by SIGINT')),
    )
    await store.close()
    expect(error).toMatchObject({ failure: 'cancelled', day: '2026-02-03' })
    expect((error as Error).message).toBe(
      `The run was cancelled while storing 2026-02-03 in the Postgres \`store\` (127.0.0.1:${server.port}/${name}); 2026-02-03 was rolled back and the next run loads it again.`,
    )
    expect(await rowCount(name, '2026-02-03')).toBe(0)
  })
})

describe('what the URL says, and only that', () => {
  async function tlsOfStoreSession(database: string): Promise<boolean | undefined> {
    const result = await asSuperuser(server, (client) =>
      client.query<{ ssl: boolean }>(
        'SELECT s.ssl FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) WHERE a.datname = $1 AND a.application_name = $2',
        [database, APPLICATION_NAME],
      ),
    )
    return result.rows[0]?.ssl
  }

  it('sslmode=require verifies the certificate; no-verify does not; sslrootcert gives the CA; none is plain', async () => {
    const { url, name } = await freshDatabase('tls')
    const error = await failureOf(open(`${url}?sslmode=require`), [server.password])
    expect(error.failure).toBe('unreachable')
    expect(error.message).toContain('self-signed certificate')
    for (const [query, tls] of [
      ['?sslmode=no-verify', true],
      [`?sslmode=verify-full&sslrootcert=${encodeURIComponent(TLS_CA_FILE)}`, true],
      ['?sslmode=disable', false],
      ['', false],
    ] as const) {
      const store = await open(`${url}${query}`)
      expect(await tlsOfStoreSession(name)).toBe(tls)
      await store.close()
    }
  })

  it('a certificate file that cannot be read fails before connecting, naming the parameter', async () => {
    const { url, name } = await freshDatabase('tlsfile')
    const error = await failureOf(
      open(`${url}?sslmode=verify-full&sslrootcert=/nonexistent/ca.pem`),
      [server.password],
    )
    expect(error.failure).toBe('unreachable')
    expect(error.message).toMatch(
      new RegExp(
        `^Could not read the sslrootcert file of the Postgres \`store\` \\(127\\.0\\.0\\.1:\\d+/${name}\\): ENOENT`,
      ),
    )
  })

  it('a parameter the store does not read is ignored with a warning, never a way around `timeout`', async () => {
    const { url } = await freshDatabase('params')
    const warnings: string[] = []
    const store = await open(`${url}?connect_timeout=0&application_name=x`, { warnings })
    await store.close()
    expect(warnings).toEqual([
      "The `store` URL's parameters connect_timeout, application_name are ignored: the store reads only sslmode, sslrootcert, sslcert and sslkey, and `timeout` bounds connecting and every statement.",
    ])
  })

  it('PG* variables are ignored: the URL alone says where and how to connect', async () => {
    const { url, name } = await freshDatabase('environment')
    const hostile = {
      PGHOST: 'nowhere.invalid',
      PGPORT: '1',
      PGUSER: 'nobody',
      PGPASSWORD: 'wrong',
      PGDATABASE: 'nodb',
      PGSSLMODE: 'require',
      PGOPTIONS: '-c statement_timeout=1',
      PGCONNECT_TIMEOUT: '1',
      PGAPPNAME: 'someone-else',
      PGCLIENTENCODING: 'LATIN1',
    }
    const saved = Object.fromEntries(Object.keys(hostile).map((key) => [key, process.env[key]]))
    Object.assign(process.env, hostile)
    let store: AnalyticsStore | undefined
    try {
      store = await open(url)
      await store.writeDay('p1', '2026-02-04', [
        { table: 'page_views', rows: [views('2026-02-04', '/é')] },
      ])
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) Reflect.deleteProperty(process.env, key)
        else process.env[key] = value
      }
    }
    expect(await tlsOfStoreSession(name)).toBe(false)
    await store.close()
    expect(await rowCount(name, '2026-02-04')).toBe(1)
  })
})

describe('a table of another shape', () => {
  it('is refused, naming the table and the column, and left as it is', async () => {
    const { url, name } = await freshDatabase('layout')
    await asSuperuser(
      server,
      (client) =>
        client.query(
          'CREATE SCHEMA mintlify_analytics; CREATE TABLE mintlify_analytics.page_views (project_id text, "date" date, path text, human integer, ai bigint, total bigint)',
        ),
      name,
    )
    const error = await failureOf(open(url), [server.password])
    expect(error.failure).toBe('layout')
    expect(error.message).toBe(
      `The table mintlify_analytics.page_views of the Postgres \`store\` (127.0.0.1:${server.port}/${name}) has human as integer, not bigint: it was not made by this action's store (docs/analytics.md lists its columns); rename it or use another database.`,
    )
  })
})
