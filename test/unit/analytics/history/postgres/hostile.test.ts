/**
 * What the API or another role of the database could do to the Postgres store, against a real
 * server: a key longer than a btree index holds, functions and operators planted in `public` by
 * another role, a table of the store without its primary key, and a runner that vanishes (the
 * session's TCP keepalives). Also the descriptions every table and column gets (`COMMENT ON`).
 */
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { openPostgresStore } from '../../../../../src/analytics/history/postgres/store.ts'
import {
  PostgresSession,
  SEARCH_PATH,
  TCP_KEEPALIVES,
} from '../../../../../src/analytics/history/postgres/session.ts'
import { SQL_TYPES } from '../../../../../src/analytics/history/postgres/sql.ts'
import { parsePostgresUrl } from '../../../../../src/analytics/history/postgres/url.ts'
import type { AnalyticsStore, StoreRow } from '../../../../../src/analytics/history/store.ts'
import { STORE_TABLES, SYNC_STATE_TABLE } from '../../../../../src/analytics/history/tables.ts'
import { systemClock } from '../../../../../src/shared/clock.ts'
import {
  asSuperuser,
  POSTGRES_START_MS,
  testDatabase,
  testRoleDatabase,
  type PostgresServer,
} from '../../../../support/postgres.ts'

let server: PostgresServer

beforeAll(async () => {
  ;({ server } = await testDatabase('hostile'))
}, POSTGRES_START_MS)

function open(url: string, warnings: string[] = []): Promise<AnalyticsStore> {
  return openPostgresStore({
    url,
    deadline: systemClock.now() + 20_000,
    signal: new AbortController().signal,
    clock: systemClock,
    warning: (message) => warnings.push(message),
  })
}

function select<Row>(database: string, sql: string, values: unknown[] = []): Promise<Row[]> {
  return asSuperuser(
    server,
    async (client) => (await client.query(sql, values)).rows as Row[],
    database,
  )
}

/** Text no compression shortens: random bytes in base64, `length` characters (and bytes). */
const incompressible = (length: number): string =>
  randomBytes(length).toString('base64').slice(0, length)

const search = (date: string, query: string): StoreRow => ({
  project_id: 'p1',
  date,
  search_query: query,
  hits: 3,
  ctr: 0.5,
  top_clicked_page: null,
  last_searched_at: `${date}T10:00:00.000Z`,
})

const feedback = (date: string, id: string): StoreRow => ({
  project_id: 'p1',
  date,
  id,
  path: '/a',
  created_at: `${date}T08:00:00.000Z`,
  source: 'thumbs_only',
  status: 'pending',
  helpful: true,
  comment: null,
  code: null,
  filename: null,
  lang: null,
  contact: null,
})

const views = (date: string, path: string): StoreRow => ({
  project_id: 'p1',
  date,
  path,
  human: 2,
  ai: 1,
  total: 3,
})

describe('a key longer than a btree index holds', () => {
  it('an 8,000-character search term is set aside with a warning naming the day, the dataset and the key; the day and later days are stored', async () => {
    const { url, name } = await testDatabase('longkey')
    const term = incompressible(8_000)
    const id = incompressible(3_000)
    const warnings: string[] = []
    const store = await open(url, warnings)
    try {
      await store.writeDay('p1', '2026-03-01', [
        { table: 'searches', rows: [search('2026-03-01', 'deploy'), search('2026-03-01', term)] },
        { table: 'feedback', rows: [feedback('2026-03-01', 'f1'), feedback('2026-03-01', id)] },
      ])
      await store.writeDay('p1', '2026-03-02', [
        { table: 'searches', rows: [search('2026-03-02', 'install')] },
        { table: 'feedback', rows: [] },
      ])
      const range = { first: '2026-03-01', last: '2026-03-02' }
      expect(await store.ranges('p1', '2026-03-03')).toEqual(
        new Map([
          ['searches', range],
          ['feedback', range],
        ]),
      )
    } finally {
      await store.close()
    }
    expect(warnings).toEqual([
      `searches of 2026-03-01: a row whose key is longer than a Postgres index holds was set aside (search_query ${JSON.stringify(term.slice(0, 40))}… (8000 characters), 8024 bytes where a btree holds 2704); the rest of the day is stored.`,
      `feedback of 2026-03-01: a row whose key is longer than a Postgres index holds was set aside (id ${JSON.stringify(id.slice(0, 40))}… (3000 characters), 3016 bytes where a btree holds 2704); the rest of the day is stored.`,
    ])
    const stored = await select<{ search_query: string }>(
      name,
      `SELECT search_query FROM mintlify_analytics.searches ORDER BY "date"`,
    )
    expect(stored.map((row) => row.search_query)).toEqual(['deploy', 'install'])
    expect(await select(name, 'SELECT id FROM mintlify_analytics.feedback')).toEqual([{ id: 'f1' }])
  })

  it('the feedback refresh sets the same row aside and stores the rest of its page, night after night', async () => {
    const { url, name } = await testDatabase('longrefresh')
    const id = incompressible(3_000)
    const warnings: string[] = []
    for (const status of ['in_progress', 'resolved']) {
      const store = await open(url, warnings)
      try {
        await store.writeItems('p1', {
          table: 'feedback',
          rows: [
            { ...feedback('2026-03-01', 'f1'), status },
            { ...feedback('2026-03-01', id), status },
          ],
        })
      } finally {
        await store.close()
      }
    }
    const warning = `feedback read again by the feedback refresh: a row whose key is longer than a Postgres index holds was set aside (id ${JSON.stringify(id.slice(0, 40))}… (3000 characters), 3016 bytes where a btree holds 2704); the rest of the page is stored.`
    expect(warnings).toEqual([warning, warning])
    expect(await select(name, 'SELECT id, status FROM mintlify_analytics.feedback')).toEqual([
      { id: 'f1', status: 'resolved' },
    ])
  })

  it("the limit is the index's own: the longest key kept is stored, one byte more is what Postgres refuses", async () => {
    const { url, name } = await testDatabase('keylimit')
    // project_id "p1" (3 bytes) and the date (4, aligned) leave 2,684 bytes for the term.
    const longest = incompressible(2_684)
    const tooLong = incompressible(2_685)
    const warnings: string[] = []
    const store = await open(url, warnings)
    try {
      await store.writeDay('p1', '2026-03-01', [
        { table: 'searches', rows: [search('2026-03-01', longest), search('2026-03-01', tooLong)] },
      ])
    } finally {
      await store.close()
    }
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('2712 bytes where a btree holds 2704')
    const stored = await select<{ n: number }>(
      name,
      'SELECT pg_catalog.length(search_query) AS n FROM mintlify_analytics.searches',
    )
    expect(stored).toEqual([{ n: 2_684 }])
    const refused = await select(
      name,
      `INSERT INTO mintlify_analytics.searches VALUES ('p1', '2026-03-02', $1, 1, 0, NULL, now())`,
      [tooLong],
    ).catch((error: unknown) => error)
    expect(String(refused)).toMatch(/index row size 2712 exceeds btree version 4 maximum 2704/)
  })
})

describe('functions and operators another role plants in `public`', () => {
  it('never run as the sync role: the search_path is pinned and every name has its schema', async () => {
    const { url, name } = await testRoleDatabase('planted')
    const attacker = `${name}_attacker`
    // What the red team planted: a to_char(date, text) that beats pg_catalog's (a date needs a
    // cast there), and the like for what the store calls, each recording that it ran.
    await asSuperuser(
      server,
      async (client) => {
        await client.query(`CREATE ROLE ${attacker}`)
        await client.query(`GRANT CREATE ON SCHEMA public TO ${attacker}`)
        await client.query(`SET ROLE ${attacker}`)
        await client.query(`
          CREATE TABLE public.ran (who text, what text);
          GRANT INSERT ON public.ran TO PUBLIC;
          CREATE FUNCTION public.to_char(date, text) RETURNS text LANGUAGE sql AS
            $$ INSERT INTO public.ran VALUES (current_user, 'to_char'); SELECT '2099-01-01' $$;
          CREATE FUNCTION public.unnest(text[]) RETURNS SETOF text LANGUAGE sql AS
            $$ INSERT INTO public.ran VALUES (current_user, 'unnest'); SELECT pg_catalog.unnest($1) $$;
          CREATE FUNCTION public.set_config(text, text, boolean) RETURNS text LANGUAGE sql AS
            $$ INSERT INTO public.ran VALUES (current_user, 'set_config'); SELECT $2 $$;
          CREATE FUNCTION public.now() RETURNS timestamptz LANGUAGE sql AS
            $$ INSERT INTO public.ran VALUES (current_user, 'now'); SELECT pg_catalog.now() $$;
          CREATE FUNCTION public.text_eq(text, text) RETURNS boolean LANGUAGE sql AS
            $$ INSERT INTO public.ran VALUES (current_user, '='); SELECT $1 OPERATOR(pg_catalog.=) $2 $$;
          CREATE OPERATOR public.= (LEFTARG = text, RIGHTARG = text, FUNCTION = public.text_eq);
          CREATE FUNCTION public.date_eq(date, text) RETURNS boolean LANGUAGE sql AS
            $$ INSERT INTO public.ran VALUES (current_user, 'date ='); SELECT true $$;
          CREATE OPERATOR public.= (LEFTARG = date, RIGHTARG = text, FUNCTION = public.date_eq);
        `)
      },
      name,
    )
    const turn: StoreRow = {
      project_id: 'p1',
      date: '2026-03-01',
      id: 'c1',
      timestamp: '2026-03-01T09:00:00.000Z',
      query: 'q',
      response: 'r',
      response_type: 'answer',
      resolution_status: 'answered',
      query_category: null,
      page_url: null,
      sources: '[]',
    }
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) {
      if (day === '2026-03-03') {
        // A store of before first_day: the next open adds it and fills it from the rows.
        await asSuperuser(
          server,
          (client) => client.query('ALTER TABLE mintlify_analytics.sync_state DROP first_day'),
          name,
        )
      }
      const store = await open(url)
      try {
        await store.writeDay('p1', day, [
          { table: 'page_views', rows: [views(day, '/a')] },
          { table: 'feedback', rows: [feedback(day, `f-${day}`)] },
          { table: 'assistant_conversations', rows: [{ ...turn, id: `c-${day}`, date: day }] },
        ])
        await store.writeItems('p1', {
          table: 'feedback',
          rows: [{ ...feedback('2026-03-01', 'f-2026-03-01'), status: 'resolved' }],
        })
        expect((await store.ranges('p1', '2026-03-04')).get('page_views')).toEqual({
          first: '2026-03-01',
          last: day,
        })
      } finally {
        await store.close()
      }
    }
    expect(await select(name, 'SELECT who, what FROM public.ran')).toEqual([])
    const [grants] = await select<{ granted: boolean }>(
      name,
      `SELECT pg_catalog.has_table_privilege($1, 'mintlify_analytics.page_views', 'SELECT') AS granted`,
      [attacker],
    )
    expect(grants).toEqual({ granted: false })
  })
})

/** `CREATE TABLE` of a store's table with its columns and `key` as written. */
function tableSql(table: keyof typeof STORE_TABLES, key: string): string {
  const columns = STORE_TABLES[table].columns.map(
    (column) => `"${column.name}" ${SQL_TYPES[column.type]}${column.nullable ? '' : ' NOT NULL'}`,
  )
  return `CREATE TABLE mintlify_analytics.${table} (${[...columns, ...(key ? [key] : [])].join(', ')})`
}

describe('a table of the store without its primary key', () => {
  it('is refused before any request, naming the table and what to do', async () => {
    const { url, name } = await testDatabase('nokey')
    await asSuperuser(
      server,
      (client) => client.query(`CREATE SCHEMA mintlify_analytics; ${tableSql('feedback', '')}`),
      name,
    )
    const error = await open(url).catch((thrown: unknown) => thrown)
    expect(error).toMatchObject({ failure: 'layout' })
    expect((error as Error).message).toBe(
      `The table mintlify_analytics.feedback of the Postgres \`store\` (127.0.0.1:${server.port}/${name}) has no primary key, where the store's is (project_id, id): give it the store's key (ALTER TABLE mintlify_analytics.feedback ADD PRIMARY KEY (project_id, id)) or rename the table so the next run creates it; nothing was requested or stored.`,
    )
  })

  it('is refused with another primary key, naming the constraint to drop', async () => {
    const { url, name } = await testDatabase('otherkey')
    await asSuperuser(
      server,
      (client) =>
        client.query(
          `CREATE SCHEMA mintlify_analytics; ${tableSql('searches', 'CONSTRAINT by_term PRIMARY KEY (project_id, search_query)')}`,
        ),
      name,
    )
    const error = await open(url).catch((thrown: unknown) => thrown)
    expect((error as Error).message).toBe(
      `The table mintlify_analytics.searches of the Postgres \`store\` (127.0.0.1:${server.port}/${name}) has the primary key (project_id, search_query) where the store's is (project_id, date, search_query): give it the store's key (ALTER TABLE mintlify_analytics.searches DROP CONSTRAINT "by_term", ADD PRIMARY KEY (project_id, date, search_query)) or rename the table so the next run creates it; nothing was requested or stored.`,
    )
  })
})

describe('the session', () => {
  it('sets TCP keepalives (a vanished runner releases the lock within minutes) and pins search_path', async () => {
    const { url } = await testDatabase('keepalive')
    const target = parsePostgresUrl(url)
    if ('problem' in target) throw new Error(target.problem)
    const session = await PostgresSession.create(target, {
      url,
      deadline: systemClock.now() + 20_000,
      signal: new AbortController().signal,
      clock: systemClock,
    })
    await session.connect()
    try {
      const rows = await session.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_catalog.pg_settings WHERE name LIKE 'tcp_keepalives_%' OR name = 'search_path' ORDER BY name",
      )
      expect(Object.fromEntries(rows.map((row) => [row.name, row.setting]))).toEqual({
        search_path: SEARCH_PATH,
        tcp_keepalives_count: String(TCP_KEEPALIVES.count),
        tcp_keepalives_idle: String(TCP_KEEPALIVES.idle),
        tcp_keepalives_interval: String(TCP_KEEPALIVES.interval),
      })
      // Seen dead within about two minutes of silence.
      expect(TCP_KEEPALIVES.idle + TCP_KEEPALIVES.interval * TCP_KEEPALIVES.count).toBe(120)
    } finally {
      await session.close()
    }
  })
})

describe('COMMENT ON: what every table and column means', () => {
  const comments = (database: string) =>
    select<{ table_name: string; column_name: string | null; comment: string | null }>(
      database,
      `SELECT c.relname AS table_name, NULL AS column_name, obj_description(c.oid, 'pg_class') AS comment
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'mintlify_analytics' AND c.relkind = 'r'
       UNION ALL
       SELECT c.relname, a.attname, col_description(c.oid, a.attnum)
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       WHERE n.nspname = 'mintlify_analytics' AND c.relkind = 'r'`,
    )
  const expected = (skip: string[] = []) => {
    const all = [...Object.entries(STORE_TABLES), ['sync_state', SYNC_STATE_TABLE] as const]
    return all
      .filter(([table]) => !skip.includes(table))
      .flatMap(([table, definition]) => [
        { table_name: table, column_name: null, comment: definition.description },
        ...definition.columns.map((column) => ({
          table_name: table,
          column_name: column.name,
          comment: column.description,
        })),
      ])
  }
  const key = (row: { table_name: string; column_name: string | null }): string =>
    `${row.table_name}.${row.column_name ?? ''}`
  const sorted = <Row extends { table_name: string; column_name: string | null }>(rows: Row[]) =>
    rows.sort((a, b) => (key(a) < key(b) ? -1 : 1))

  it('gives every table and column of the store its description from the catalogue', async () => {
    const { url, name } = await testRoleDatabase('comments')
    const warnings: string[] = []
    await (await open(url, warnings)).close()
    expect(sorted(await comments(name))).toEqual(sorted(expected()))
    // A second open finds them in place and writes nothing.
    await (await open(url, warnings)).close()
    expect(warnings).toEqual([])
  })

  it('describes the first_day an older sync_state gets, as it describes a new one', async () => {
    const { url, name } = await testRoleDatabase('olderstate')
    await (await open(url)).close()
    await asSuperuser(
      server,
      (client) => client.query('ALTER TABLE mintlify_analytics.sync_state DROP first_day'),
      name,
    )
    const warnings: string[] = []
    await (await open(url, warnings)).close()
    expect(warnings).toEqual([])
    expect(sorted(await comments(name))).toEqual(sorted(expected()))
  })

  it('skips, with one warning, a table the sync role does not own, and syncs all the same', async () => {
    const { url, name } = await testRoleDatabase('notowned')
    await asSuperuser(
      server,
      async (client) => {
        await client.query(`CREATE SCHEMA mintlify_analytics AUTHORIZATION ${name}`)
        await client.query(`${tableSql('page_views', 'PRIMARY KEY (project_id, "date", path)')}`)
        await client.query(
          `GRANT SELECT, INSERT, UPDATE, DELETE ON mintlify_analytics.page_views TO ${name}`,
        )
      },
      name,
    )
    const warnings: string[] = []
    const store = await open(url, warnings)
    await store.writeDay('p1', '2026-03-01', [
      { table: 'page_views', rows: [views('2026-03-01', '/a')] },
    ])
    await store.close()
    expect(warnings).toEqual([
      `The descriptions of the store's tables (COMMENT ON) were not written on mintlify_analytics.page_views of the Postgres \`store\` (127.0.0.1:${server.port}/${name}): only a table's owner may, and the role "${name}" does not own them; a sync as their owner writes them (docs/analytics.md lists them).`,
    ])
    const found = await comments(name)
    expect(
      found.filter((row) => row.table_name === 'page_views').every((row) => row.comment === null),
    ).toBe(true)
    expect(sorted(found.filter((row) => row.table_name !== 'page_views'))).toEqual(
      sorted(expected(['page_views'])),
    )
  })
})
