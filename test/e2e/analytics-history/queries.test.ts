/**
 * The SQL query docs/analytics.md shows (views per week per page, over the Postgres store), run
 * as a reader would paste it, after a sync through the action's wiring: it adds up the views the
 * API served for each day of the week.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../../src/analytics/history/days.ts'
import { useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import {
  asSuperuser,
  POSTGRES_START_MS,
  testDatabase,
  type PostgresServer,
} from '../../support/postgres.ts'
import { repoRoot } from '../../support/run-action.ts'

const ctx = useSimulator({ views: { rows: 40 } })

let server: PostgresServer
let database: string
let url: string
beforeAll(async () => {
  ;({ server, url, name: database } = await testDatabase('queries'))
}, POSTGRES_START_MS)

/** Monday 2026-10-05 to Sunday 2026-10-11, and the Monday after. */
const WEEK = Array.from({ length: 8 }, (_, i) => addDays('2026-10-05', i))

describe('docs/analytics.md', () => {
  it('the SQL query of views per week per page adds up the views of each day of each week', async () => {
    const result = await ctx.runInProcess(
      {
        mode: 'analytics-history',
        store: url,
        'date-from': WEEK[0]!,
        'date-to': addDays(WEEK.at(-1)!, 1),
      },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(0)

    const docs = await readFile(join(repoRoot, 'docs/analytics.md'), 'utf8')
    const query = /```sql\n(SELECT[^`]*FROM mintlify_analytics\.page_views[^`]*)```/.exec(docs)
    expect(query?.[1]).toBeDefined()
    const rows = await asSuperuser(
      server,
      async (client) =>
        (await client.query(String(query?.[1]).replace('your-project-id', ctx.sim.projectId)))
          .rows as { week: Date; path: string; views: string }[],
      database,
    )
    const expected = new Map<string, number>()
    for (const [i, day] of WEEK.entries()) {
      const week = i < 7 ? WEEK[0] : WEEK[7]
      for (const row of ctx.sim.expectedViews(day, addDays(day, 1))) {
        const key = `${week} ${row.path}`
        expected.set(key, (expected.get(key) ?? 0) + row.total)
      }
    }
    const week = (date: Date): string =>
      new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
    expect(
      new Map(rows.map((row) => [`${week(row.week)} ${row.path}`, Number(row.views)])),
    ).toEqual(expected)
  })
})
