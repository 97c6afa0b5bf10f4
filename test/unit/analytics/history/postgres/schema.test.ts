/**
 * The store's schema and tables (src/analytics/history/postgres/schema.ts) on the suite's real
 * Postgres: created when missing, each with its key, and left as they are when present; a role
 * that may not use or create what the store needs is told which privilege it lacks and the GRANT
 * that gives it, before any request is spent; a table of another shape is refused, naming the
 * column; an older `sync_state` the role does not own is refused with what its owner must run.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureLayout } from '../../../../../src/analytics/history/postgres/schema.ts'
import { PostgresSession } from '../../../../../src/analytics/history/postgres/session.ts'
import { CATALOGUE } from '../../../../../src/analytics/history/postgres/sql.ts'
import { parsePostgresUrl } from '../../../../../src/analytics/history/postgres/url.ts'
import { systemClock } from '../../../../../src/shared/clock.ts'
import {
  asSuperuser,
  POSTGRES_START_MS,
  postgresUrl,
  testDatabase,
  testRoleDatabase,
  type PostgresServer,
} from '../../../../support/postgres.ts'

let server: PostgresServer

beforeAll(async () => {
  ;({ server } = await testDatabase('schema'))
}, POSTGRES_START_MS)

/** Runs ensureLayout on a session of `url`; returns the warnings it gave. */
async function layout(url: string): Promise<string[]> {
  const target = parsePostgresUrl(url)
  if ('problem' in target) throw new Error(target.problem)
  const session = await PostgresSession.create(target, {
    url,
    deadline: Date.now() + 20_000,
    signal: new AbortController().signal,
    clock: systemClock,
  })
  const warnings: string[] = []
  try {
    await session.connect()
    await ensureLayout(session, { ...target, warning: (message) => warnings.push(message) })
  } finally {
    await session.close()
  }
  return warnings
}

/** The PostgresStoreError `ensureLayout` on `url` fails with. */
async function refusal(url: string): Promise<{ failure: string; message: string }> {
  return layout(url).then(
    () => expect.unreachable('expected a refusal'),
    (error: { failure: string; message: string }) => error,
  )
}

/** Each table of the store in `database`, with its primary key's columns. */
function tablesOf(database: string): Promise<Record<string, string>> {
  return asSuperuser(
    server,
    async (client) => {
      const { rows } = await client.query<{ table_name: string; key: string }>(
        `SELECT c.relname AS table_name, string_agg(a.attname, ',' ORDER BY k.ord) AS key
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
           CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
          WHERE n.nspname = 'mintlify_analytics' GROUP BY c.relname`,
      )
      return Object.fromEntries(rows.map((row) => [row.table_name, row.key]))
    },
    database,
  )
}

describe('a database without the store', () => {
  it('gets the schema and every table of the catalogue with its key; a second time changes nothing', async () => {
    const { url, name } = await testRoleDatabase('layout')
    expect(await layout(url)).toEqual([])
    const expected = Object.fromEntries(
      [...CATALOGUE].map(([table, { key }]) => [table, key.join(',')]),
    )
    expect(await tablesOf(name)).toEqual(expected)
    // What a BI tool shows of each table: its description from the catalogue, from the first run.
    const described = await asSuperuser(
      server,
      (client) =>
        client.query<{ table_name: string; comment: string }>(
          "SELECT c.relname AS table_name, obj_description(c.oid, 'pg_class') AS comment FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'mintlify_analytics' AND c.relkind = 'r'",
        ),
      name,
    )
    expect(Object.fromEntries(described.rows.map((row) => [row.table_name, row.comment]))).toEqual(
      Object.fromEntries([...CATALOGUE].map(([table, { description }]) => [table, description])),
    )
    await asSuperuser(
      server,
      (client) =>
        client.query(
          "INSERT INTO mintlify_analytics.sync_state (project_id, table_name, synced_through, first_day, updated_at) VALUES ('p1', 'page_views', '2026-03-01', '2026-02-01', now())",
        ),
      name,
    )
    expect(await layout(url)).toEqual([])
    const kept = await asSuperuser(
      server,
      (client) => client.query('SELECT count(*)::int AS n FROM mintlify_analytics.sync_state'),
      name,
    )
    expect(kept.rows[0]).toEqual({ n: 1 })
  })
})

describe('a role without the privileges the store needs: the one it lacks, and the GRANT', () => {
  it('a schema it may not use, then one it may not create tables in; the GRANTs said are enough', async () => {
    const { url, name } = await testRoleDatabase('grants')
    const grant = (sql: string) => asSuperuser(server, (client) => client.query(sql), name)
    const store = `the Postgres \`store\` (127.0.0.1:${server.port}/${name})`
    await grant('CREATE SCHEMA mintlify_analytics')
    const usage = await refusal(url)
    expect(usage).toMatchObject({ failure: 'privilege' })
    expect(usage.message).toBe(
      `The role "${name}" may not use the schema mintlify_analytics of ${store}: it lacks the USAGE privilege on the schema (GRANT USAGE ON SCHEMA "mintlify_analytics" TO "${name}").`,
    )
    await grant(`GRANT USAGE ON SCHEMA "mintlify_analytics" TO "${name}"`)
    const create = await refusal(url)
    expect(create.message).toBe(
      `The role "${name}" may not create the store's tables in the schema mintlify_analytics of ${store}: it lacks the CREATE privilege on the schema (GRANT CREATE ON SCHEMA "mintlify_analytics" TO "${name}").`,
    )
    expect(await tablesOf(name)).toEqual({})
    await grant(`GRANT CREATE ON SCHEMA "mintlify_analytics" TO "${name}"`)
    expect(await layout(url)).toEqual([])
    expect(Object.keys(await tablesOf(name)).sort()).toEqual([...CATALOGUE.keys()].sort())
  })

  it("an older sync_state it may write but does not own: first_day is the owner's to add", async () => {
    const { url, name } = await testRoleDatabase('olderowner')
    // An older store, made by another role (the superuser here).
    await layout(postgresUrl(server, name))
    await asSuperuser(
      server,
      (client) =>
        client.query(
          `ALTER TABLE mintlify_analytics.sync_state DROP first_day;
           GRANT USAGE ON SCHEMA mintlify_analytics TO ${name};
           GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA mintlify_analytics TO ${name}`,
        ),
      name,
    )
    const error = await refusal(url)
    expect(error).toMatchObject({ failure: 'privilege' })
    expect(error.message).toBe(
      `The role "${name}" may not add the column first_day to mintlify_analytics.sync_state of the Postgres \`store\` (127.0.0.1:${server.port}/${name}), which this version keeps each table's first stored day in: only the table's owner may (ALTER TABLE "mintlify_analytics"."sync_state" ADD COLUMN first_day date, run once by the owner, or ALTER TABLE ... OWNER TO "${name}").`,
    )
  })
})

describe('a table of the store of another shape', () => {
  it('a column missing, or of another type, is refused naming it', async () => {
    const { url, name } = await testRoleDatabase('shape')
    await layout(url)
    await asSuperuser(
      server,
      (client) => client.query('ALTER TABLE mintlify_analytics.page_views DROP COLUMN ai'),
      name,
    )
    const error = await refusal(url)
    expect(error).toMatchObject({ failure: 'layout' })
    expect(error.message).toBe(
      `The table mintlify_analytics.page_views of the Postgres \`store\` (127.0.0.1:${server.port}/${name}) has no column ai: it was not made by this action's store (docs/analytics.md lists its columns); rename it or use another database.`,
    )
    await asSuperuser(
      server,
      (client) => client.query('ALTER TABLE mintlify_analytics.page_views ADD COLUMN ai text'),
      name,
    )
    expect((await refusal(url)).message).toContain('has ai as text, not bigint')
  })
})
