/**
 * Analytics-history mode into a Parquet folder, end to end: the bundle's wiring (in process on a
 * FakeClock, or the bundle as a process where the process itself is tested: SIGKILL, a file size
 * limit) against the API simulator, the store read back with hyparquet as another tool would. A
 * sync holds exactly the rows the API served, one per key, whatever stops it: a re-run, the
 * budget, a kill at a chosen instant, an outage mid-day or a full disk.
 */
import type { ChildProcess } from 'node:child_process'
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addDays } from '../../../src/analytics/history/days.ts'
import {
  errorsOf,
  noticesOf,
  useSimulator,
  warningsOf,
  type SimContext,
} from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { abortWhen } from '../../support/in-process.ts'
import {
  filesUnder,
  memoryFolder,
  readParquetFile,
  readStore,
  readSyncState,
  readTable,
  sortedByKey,
} from '../../support/parquet-store.ts'
import { repoRoot, type RunActionResult } from '../../support/run-action.ts'

const ctx = useSimulator({
  views: { rows: 300 },
  analytics: { visitors: { rows: 300 }, feedback: { rows: 120 }, assistant: { rows: 200 } },
})

const FROM = '2026-10-01'
const TO = '2026-10-08'
const DAYS = Array.from({ length: 7 }, (_, i) => addDays(FROM, i))

let dir: string
let store: string
beforeEach(async () => {
  // In memory where it can be (memoryFolder): the store's fsyncs cost most of this file's time.
  dir = await memoryFolder('store-e2e-')
  // Outside the workspace: a folder that exists (one there is never created).
  store = join(dir, 'store')
  await mkdir(store)
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const inputs = (extra: Record<string, string> = {}) => ({
  mode: 'analytics-history',
  datasets: 'all',
  store,
  'date-from': FROM,
  'date-to': TO,
  ...extra,
})

function sync(extra: Record<string, string> = {}, site = ctx) {
  return site.runInProcess(inputs(extra), { clock: new FakeClock() })
}

const references = new Map<SimContext, ReturnType<typeof readStore>>()

/**
 * The store an uninterrupted sync of the same range of `site` leaves, in a folder of its own.
 * The simulator serves the same rows to every test (a fixed seed), so the first test that asks
 * syncs it for all.
 */
function referenceStore(site = ctx): ReturnType<typeof readStore> {
  const known = references.get(site)
  if (known) return known
  const reference = (async () => {
    const folder = join(dir, 'reference')
    await mkdir(folder)
    expect((await sync({ store: folder }, site)).code).toBe(0)
    return readStore(folder)
  })()
  references.set(site, reference)
  return reference
}

/** The sync of `site` as the bundle in a process, killed with SIGKILL as soon as `when` says. */
async function killedRun(
  site: SimContext,
  when: { afterRequest: number } | { env: Record<string, string> },
): Promise<RunActionResult> {
  let child: ChildProcess | undefined
  let watcher: NodeJS.Timeout | undefined
  if ('afterRequest' in when) {
    // The next request is held; once it has arrived, everything before it is done.
    site.sim.fault({ route: 'any', afterRequests: when.afterRequest, delayMs: 60_000 })
    watcher = setInterval(() => {
      if (site.sim.requests.length > when.afterRequest) child?.kill('SIGKILL')
    }, 5)
  }
  try {
    // The process itself is what is tested: a kill.
    return await site.run(inputs(), {
      env: 'env' in when ? when.env : {},
      onSpawn: (spawned) => {
        child = spawned
      },
    })
  } finally {
    clearInterval(watcher)
    site.sim.clearFaults()
  }
}

/** Every final file of the store is a whole Parquet file: none was left half written. */
async function expectNoPartialFile(): Promise<void> {
  for (const file of await filesUnder(store)) {
    if (file.endsWith('data.parquet')) await readParquetFile(join(store, file))
  }
}

describe('a Parquet folder, synced day by day', () => {
  it('holds every row the API served for each day, once; a re-run reads the last days again and adds no row', async () => {
    const result = await sync()
    expect(errorsOf(result)).toEqual([])
    expect(result.code).toBe(0)
    // Each request is one whole UTC day, and the days go in order; then the feedback refresh,
    // one range of the days stored.
    const [refresh, ...none] = ctx.sim.requests.filter(
      (r) => r.query.dateTo !== addDays(r.query.dateFrom ?? '', 1),
    )
    expect(none).toEqual([])
    expect([refresh?.route, refresh?.query.dateFrom, refresh?.query.dateTo]).toEqual([
      'feedback',
      FROM,
      TO,
    ])
    const days = ctx.sim.requests.filter((r) => r !== refresh).map((r) => r.query.dateFrom ?? '')
    expect(days).toEqual([...days].sort())
    expect(new Set(days)).toEqual(new Set(DAYS))

    const tables = await readStore(store)
    const views = DAYS.flatMap((day) =>
      ctx.sim
        .expectedViews(day, addDays(day, 1))
        .map((row) => ({ project_id: ctx.sim.projectId, date: day, ...row })),
    )
    expect(tables.page_views).toEqual(sortedByKey('page_views', views))
    const feedback = ctx.sim.expectedRows('feedback', { dateFrom: FROM, dateTo: TO }) as {
      id: string
      createdAt: string
      status: string
    }[]
    expect(tables.feedback.map((row) => [row.id, row.date, row.status, row.contact])).toEqual(
      feedback.map((row) => [row.id, row.createdAt.slice(0, 10), row.status, null]),
    )
    const conversations = ctx.sim.expectedRows('assistant', { dateFrom: FROM, dateTo: TO })
    expect(tables.assistant_conversations).toHaveLength(conversations.length)
    expect(tables.assistant_callers).toHaveLength(7)
    expect(tables.daily_totals.filter((row) => row.date === FROM)).toEqual([
      {
        project_id: ctx.sim.projectId,
        date: FROM,
        dataset: 'searches',
        human: null,
        ai: null,
        total: ctx.sim.expectedSearchTotal(FROM, addDays(FROM, 1)),
      },
      {
        project_id: ctx.sim.projectId,
        date: FROM,
        dataset: 'views',
        ...ctx.sim.expectedTotals(FROM, addDays(FROM, 1)),
      },
      {
        project_id: ctx.sim.projectId,
        date: FROM,
        dataset: 'visitors',
        ...ctx.sim.expectedVisitorTotals(FROM, addDays(FROM, 1)),
      },
    ])
    const rows = Object.values(tables).reduce((sum, table) => sum + table.length, 0)
    const totals = tables.daily_totals.length
    // Every feedback row once, the refresh's upserts included.
    const refreshed = tables.feedback.length
    expect(result.outputs).toEqual({
      'synced-through': '2026-10-07',
      'backlog-days': '0',
      rows: String(rows - totals + refreshed),
      requests: String(ctx.sim.requests.length),
      // Every day of every dataset: 2 + 2 + 3 + 1 + 1 + 1 + 1.
      'requests-per-day': '11',
    })
    expect(noticesOf(result)).toEqual([
      expect.stringMatching(
        /^Synced the Parquet folder .*: stored 7 days and refreshed \d+ feedback items \([\d,]+ rows\) in 78 requests; the store holds every dataset asked through 2026-10-07\.$/,
      ),
    ])
    expect(result.summary).toContain('| views | `page_views` | 7 days | none |')
    expect(result.summary).toContain('2026-10-01 to 2026-10-07 |')
    expect(result.summary).toContain(
      'One day of every dataset asked cost 11 requests in this run, so `max-requests` (100) stores 9 days a run. The store is caught up',
    )

    // The next night, as a caught-up night: the lookback's days (anchored at date-to) and the
    // refresh, nothing else.
    ctx.sim.reset()
    const again = await sync()
    expect(again.code).toBe(0)
    const reread = ctx.sim.requests.filter(
      (r) => r.query.dateTo === addDays(r.query.dateFrom ?? '', 1),
    )
    expect(new Set(reread.map((r) => r.query.dateFrom))).toEqual(
      new Set(['2026-10-05', '2026-10-06', '2026-10-07']),
    )
    expect(ctx.sim.requests.length - reread.length).toBe(1)
    expect(await readStore(store)).toEqual(tables)
    expect(again.outputs['synced-through']).toBe('2026-10-07')
  })

  it('the feedback refresh: a status changed within feedback-refresh-days is in the store after the next run, one row per item', async () => {
    expect((await sync()).code).toBe(0)
    const before = await readTable(store, 'feedback')
    ctx.sim.reviseFeedback()
    // Without the refresh, only the lookback's days see the change.
    expect((await sync({ 'lookback-days': '2', 'feedback-refresh-days': '0' })).code).toBe(0)
    const lookedBack = await readTable(store, 'feedback')
    expect(lookedBack.map((row) => row.id)).toEqual(before.map((row) => row.id))
    for (const [i, row] of lookedBack.entries()) {
      const reread = row.date === '2026-10-06' || row.date === '2026-10-07'
      if (reread) expect(row.status).not.toBe(before[i]?.status)
      else expect(row.status).toBe(before[i]?.status)
    }
    // With it (`feedback-refresh-days: 4`): the items created in the 4 days before date-to too,
    // and no older one (kept as last seen).
    ctx.sim.reset()
    expect((await sync({ 'lookback-days': '0', 'feedback-refresh-days': '4' })).code).toBe(0)
    expect(ctx.sim.requests.map((r) => [r.route, r.query.dateFrom, r.query.dateTo])).toEqual([
      ['feedback', '2026-10-04', TO],
    ])
    const refreshed = await readTable(store, 'feedback')
    expect(refreshed.map((row) => row.id)).toEqual(before.map((row) => row.id))
    for (const [i, row] of refreshed.entries()) {
      if (String(row.date) >= '2026-10-04') expect(row.status).not.toBe(before[i]?.status)
      else expect(row.status).toBe(before[i]?.status)
    }
    const served = ctx.sim.expectedRows('feedback', { dateFrom: '2026-10-04', dateTo: TO }) as {
      id: string
      status: string
    }[]
    expect(
      refreshed
        .filter((row) => String(row.date) >= '2026-10-04')
        .map((row) => [row.id, row.status]),
    ).toEqual(served.map((row) => [row.id, row.status]))
  })

  it('a feedback item first served without createdAt, then with it on another day, stays one row (the repro)', async () => {
    const later = (
      ctx.sim.expectedRows('feedback', { dateFrom: '2026-10-03', dateTo: '2026-10-04' }) as {
        id: string
        status: string
      }[]
    )[0]
    expect(later).toBeDefined()
    // Day 1's answer holds the item without a time: it is filed under 2026-10-01 at first.
    ctx.sim.fault({
      route: 'feedback',
      body: {
        feedback: [
          {
            id: later?.id,
            path: '/docs/a',
            comment: null,
            createdAt: null,
            source: 'agent',
            status: 'pending',
          },
        ],
        nextCursor: null,
        hasMore: false,
      },
    })
    expect((await sync({ datasets: 'feedback', 'feedback-refresh-days': '0' })).code).toBe(0)
    const rows = (await readTable(store, 'feedback')).filter((row) => row.id === later?.id)
    expect(rows.map((row) => [row.date, row.status])).toEqual([['2026-10-03', later?.status]])
  })

  it("an explicit date-from before the store's first day extends it back, newest first, after the new days", async () => {
    expect((await sync({ 'date-from': '2026-10-04', 'date-to': '2026-10-06' })).code).toBe(0)
    ctx.sim.reset()
    // The default date-from never reaches back: 30 days before date-to is long before 10-04.
    const implicit = await sync({
      'date-from': '',
      'date-to': '2026-10-07',
      'lookback-days': '0',
      datasets: 'views',
    })
    expect(implicit.outputs['backlog-days']).toBe('0')
    expect(new Set(ctx.sim.requests.map((r) => r.query.dateFrom))).toEqual(new Set(['2026-10-06']))
    ctx.sim.reset()
    const result = await sync({ 'lookback-days': '0', datasets: 'views' })
    expect(result.code).toBe(0)
    expect([...new Set(ctx.sim.requests.map((r) => r.query.dateFrom))]).toEqual([
      '2026-10-07',
      '2026-10-03',
      '2026-10-02',
      '2026-10-01',
    ])
    expect(result.outputs['backlog-days']).toBe('0')
    expect(new Set((await readTable(store, 'page_views')).map((row) => row.date))).toEqual(
      new Set(DAYS),
    )
  })

  it('stops before max-requests at a whole day, green, saying how far it got; the next runs go on to the same store as one sync', async () => {
    // 11 requests a day: 45 hold four days.
    const first = await sync({ 'max-requests': '45', 'lookback-days': '1' })
    expect(first.code).toBe(0)
    expect(noticesOf(first)).toEqual([
      `Stopped before \`max-requests\` (45) at a whole day: stored 4 days (${Number(first.outputs.rows).toLocaleString('en-US')} rows) in 44 requests; the store holds every dataset asked through 2026-10-04; left for the next run: 3 days to load before 2026-10-08 and the feedback refresh.`,
    ])
    expect(first.summary).toContain(
      'One day of every dataset asked cost 11 requests in this run, so `max-requests` (45) stores 4 days a run. With one new day each night, the 3 days left need 1 more nightly run.',
    )
    expect(first.outputs).toMatchObject({ 'synced-through': '2026-10-04', 'backlog-days': '3' })
    const second = await sync({ 'max-requests': '45', 'lookback-days': '1' })
    expect(second.outputs).toMatchObject({ 'synced-through': '2026-10-07', 'backlog-days': '0' })
    expect(await readStore(store)).toEqual(await referenceStore())
  })

  it('a budget that holds the re-reads catches up: the lookback never comes before a new day', async () => {
    expect((await sync({ 'date-to': '2026-10-04' })).code).toBe(0)
    // 33 requests hold three days: the four new ones come first, the lookback last.
    const night = await sync({ 'max-requests': '33', 'lookback-days': '3' })
    expect(night.code).toBe(0)
    expect(night.outputs).toMatchObject({ 'synced-through': '2026-10-06', 'backlog-days': '1' })
    expect(new Set(ctx.sim.requests.slice(-33).map((r) => r.query.dateFrom))).toEqual(
      new Set(['2026-10-04', '2026-10-05', '2026-10-06']),
    )
  })

  it('fails only when the budget cannot hold one day, naming max-requests and what a day costs at least; nothing stored', async () => {
    const result = await sync({ 'max-requests': '10' })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      '`max-requests` (10) cannot hold one day of these datasets: 2026-10-01 took all 10 requests and was not whole, so a day costs at least 11 requests; raise `max-requests` (docs/analytics.md has the sizing rule). Nothing was stored.',
    ])
    expect(result.outputs).toMatchObject({
      'synced-through': '',
      'requests-per-day': '',
      'backlog-days': '7',
    })
    expect(await filesUnder(store)).toEqual(['.gitignore'])
  })
})

describe('a run killed at any instant, then run again, leaves the store of one whole sync', () => {
  // The smallest site whose every day has a row in every table (a day is still 8 files and the
  // state), each dataset one page: a day is 7 requests, and what the kills cost is the process.
  const small = useSimulator({
    views: { rows: 20 },
    analytics: {
      visitors: { rows: 20 },
      searches: { rows: 20 },
      feedback: { rows: 120 },
      assistant: { rows: 200 },
    },
  })

  // Day 1 is requests 1-7: a kill in day 1, in day 3 and just after day 5 was stored.
  it.each([5, 17, 35])(
    'SIGKILL while request %i is held: the day is not stored, the re-run completes it',
    async (afterRequest) => {
      const killed = await killedRun(small, { afterRequest })
      expect(killed.signal).toBe('SIGKILL')
      const stored = Math.floor(afterRequest / 7)
      if (stored > 0) {
        const state = await readSyncState(store)
        expect(state.projects[small.sim.projectId]?.page_views).toBe(DAYS[stored - 1])
      }
      await expectNoPartialFile()
      expect((await sync({}, small)).code).toBe(0)
      expect(await readStore(store)).toEqual(await referenceStore(small))
    },
  )

  // A day is 8 files and the state, each written then renamed: writes and renames 1-9 are
  // day 1's (the 9th its state), 10-18 day 2's.
  it.each([
    ['rename:4', undefined, 'day 1 half moved in'],
    ['rename:9', undefined, "day 1's files in place, not its state"],
    ['rename:13', '2026-10-01', 'day 2 half moved in'],
    ['write:3', undefined, "day 1's third file half written"],
    ['write:9', undefined, "day 1's state half written"],
    ['write:12', '2026-10-01', "day 2's third file half written"],
  ])(
    'SIGKILL at %s, while a day is written: no partial file under a final name, the re-run completes it',
    async (at, cursor, _) => {
      const killed = await killedRun(small, {
        env: {
          NODE_OPTIONS: `--import ${join(repoRoot, 'test/support/kill-at.mjs')}`,
          KILL_AT: at,
        },
      })
      expect(killed.signal).toBe('SIGKILL')
      const state = await readSyncState(store).catch(() => undefined)
      expect(state?.projects[small.sim.projectId]?.page_views).toBe(cursor)
      const left = await filesUnder(store)
      // A day cut short leaves what it had not moved in under hidden temporary names only.
      expect(left.some((file) => file.endsWith('.tmp'))).toBe(true)
      await expectNoPartialFile()
      const again = await sync({}, small)
      expect(errorsOf(again)).toEqual([])
      expect(await readStore(store)).toEqual(await referenceStore(small))
      expect((await filesUnder(store)).filter((file) => file.endsWith('.tmp'))).toEqual([])
    },
  )
})

describe('a failure mid-day stores nothing of that day', () => {
  it.each([
    ['a 503 that lasts', { status: 503, times: Infinity }, /503/],
    [
      'a reset connection',
      { reset: 'before-response' as const, times: Infinity },
      /connection|socket|reset/i,
    ],
  ])('%s on day 2: the day is not stored, the range stays at day 1', async (_, fault, cause) => {
    // Day 2's searches (its third request of them) fail for good.
    ctx.sim.fault({ route: 'searches', afterRequests: 4, ...fault })
    const result = await sync()
    expect(result.code).toBe(1)
    const [error] = errorsOf(result)
    expect(error).toMatch(/^Loading searches of 2026-10-02 failed: /)
    expect(error).toMatch(cause)
    expect(error).toMatch(
      /The day was not stored and its range did not move: stored 1 day \([\d,]+ rows\) before it; the store holds every dataset asked through 2026-10-01; 6 days left before 2026-10-08\.$/,
    )
    expect(result.outputs['synced-through']).toBe('2026-10-01')
    expect(new Set((await readTable(store, 'page_views')).map((row) => row.date))).toEqual(
      new Set(['2026-10-01']),
    )
    expect(Object.values((await readSyncState(store)).projects[ctx.sim.projectId] ?? {})).toEqual(
      Array(8).fill('2026-10-01'),
    )
  })

  it("a cancellation (the runner's SIGINT) stores no part of the day being loaded", async () => {
    // Day 2's first request is held until the run is cancelled, once day 1 is stored.
    ctx.sim.fault({ route: 'views', afterRequests: 2, delayMs: 10_000 })
    const result = await ctx.runInProcess(inputs({ datasets: 'views' }), {
      clock: new FakeClock(),
      ...abortWhen(/^2026-10-01 stored: /, 20),
    })
    expect(result.code).toBe(1)
    const rows = ctx.sim.expectedViews(FROM, addDays(FROM, 1)).length
    expect(errorsOf(result)).toEqual([
      `The sync was cancelled while loading 2026-10-02, which was not stored: stored 1 day (${rows} rows) before it; the store holds every dataset asked through 2026-10-01; 6 days left before 2026-10-08.`,
    ])
    const state = await readSyncState(store)
    expect(state.projects[ctx.sim.projectId]).toEqual({
      daily_totals: '2026-10-01',
      page_views: '2026-10-01',
    })
    expect(state.first_days?.[ctx.sim.projectId]).toEqual(state.projects[ctx.sim.projectId])
  })

  it('a value a column cannot hold fails the day, naming the dataset and the day', async () => {
    ctx.sim.fault({
      route: 'assistant-callers',
      afterRequests: 2,
      body: { web: 1.5, api: 2, other: 0, total: 3.5 },
    })
    const result = await sync()
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /^Loading assistant-callers of 2026-10-03 failed: column `web` of assistant_callers takes whole numbers, got 1\.5\. The day was not stored and its range did not move: stored 2 days /,
      ),
    ])
    expect(result.outputs['synced-through']).toBe('2026-10-02')
  })

  it('a full disk while a file is written (a file size limit): no partial file under its final name', async () => {
    expect((await sync({ datasets: 'views', 'date-to': '2026-10-02' })).code).toBe(0)
    const file = join(
      store,
      'page_views',
      `project_id=${ctx.sim.projectId}`,
      `date=${FROM}`,
      'data.parquet',
    )
    const before = await readFile(file)
    // Node under `ulimit -f`: a write past the limit fails with EFBIG, as on a full disk.
    const node = join(dir, 'node-with-a-file-size-limit')
    await writeFile(
      node,
      `#!/usr/bin/env bash\n# bash, not sh: dash drops the INPUT_* variables whose names hold a hyphen.\nunset NODE_COMPILE_CACHE\nulimit -f ${Math.floor(before.length / 1024 / 2)}\nexec "${process.execPath}" "$@"\n`,
    )
    await chmod(node, 0o755)
    // The process itself is what is tested: its file size limit.
    const result = await ctx.run(inputs({ datasets: 'views', 'date-to': '2026-10-02' }), {
      nodePath: node,
    })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /^Storing 2026-10-01 failed: Input `store`: writing page_views\/project_id=proj_sim\/date=2026-10-01\/data\.parquet in .* failed: EFBIG: file too large, write; the day 2026-10-01 was not stored and its range did not move\./,
      ),
    ])
    expect(await readFile(file)).toEqual(before)
    expect((await filesUnder(store)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })
})

describe('what a reader is told', () => {
  const twice = useSimulator({ views: { rows: 20, duplicatePathAt: 5 } })

  it('a key served twice in a day keeps the first row and says so, naming the day and the key', async () => {
    const result = await twice.runInProcess(
      inputs({ datasets: 'views', 'date-to': '2026-10-03' }),
      {
        clock: new FakeClock(),
      },
    )
    expect(result.code).toBe(0)
    const path = twice.sim.expectedViews(FROM, TO)[4]?.path ?? ''
    expect(warningsOf(result)).toEqual(
      ['2026-10-01', '2026-10-02'].map(
        (day) =>
          `views of ${day}: the API served path ${JSON.stringify(path)} twice; the first row was kept.`,
      ),
    )
    const rows = await readTable(store, 'page_views')
    expect(rows.filter((row) => row.path === path)).toEqual(
      ['2026-10-01', '2026-10-02'].map((date) => ({
        project_id: twice.sim.projectId,
        date,
        ...twice.sim.expectedViews(date, addDays(date, 1))[4],
      })),
    )
    expect(result.summary).toContain('**Served twice in one day** (the first row was kept):')
  })

  it('a feedback-by-page day that reached the top 100 pages is named in the summary', async () => {
    ctx.sim.fault({
      route: 'feedback-by-page',
      afterRequests: 1,
      body: {
        feedback: [{ path: '/a', thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 }],
        hasMore: true,
      },
    })
    const result = await sync({ datasets: 'feedback-by-page' })
    expect(result.code).toBe(0)
    expect(result.summary).toContain(
      "**feedback-by-page:** the API serves a day's top 100 pages only, and had more on 1 day: 2026-10-02.",
    )
  })
})

describe('refused before any request', () => {
  it('a URL that is neither a folder nor Postgres, masked whole', async () => {
    const url = 'ftp://sync:hunter2-secret@files.example.com/analytics'
    const result = await sync({ store: url })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      'Input `store` must be a folder inside the workspace (created if missing), the absolute path of an existing folder elsewhere, or a postgres:// or postgresql:// URL; got a ftp:// URL.',
    ])
    expect(ctx.sim.requests).toEqual([])
    expect(result.commands.filter((c) => c.command === 'add-mask').map((c) => c.message)).toContain(
      url,
    )
    expect(result.stdout.replace(`::add-mask::${url}`, '')).not.toContain('hunter2-secret@')
  })

  it('a store of a newer format, left untouched', async () => {
    const state = '{"format": 2, "projects": {}}\n'
    await writeFile(join(store, 'sync-state.json'), state)
    const result = await sync()
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([expect.stringMatching(/newer layout .* left untouched/)])
    expect(ctx.sim.requests).toEqual([])
    expect(await readFile(join(store, 'sync-state.json'), 'utf8')).toBe(state)
    expect(await filesUnder(store)).toEqual(['sync-state.json'])
  })

  it("a folder relative to the workspace is created there; the export's inputs are ignored, saying so", async () => {
    const result = await sync({
      store: 'analytics-store',
      compare: 'previous',
      datasets: 'views',
      'output-dir': join(dir, 'files'),
    })
    expect(result.code).toBe(0)
    expect(warningsOf(result)).toEqual([
      'Input `compare` does not apply to analytics-history mode and is ignored: remove it, or set `mode` for the mode it belongs to.',
      'Input `output-dir` does not apply to analytics-history mode and is ignored: remove it, or set `mode` for the mode it belongs to.',
    ])
    expect(
      (await stat(join(result.workspace, 'analytics-store', 'sync-state.json'))).isFile(),
    ).toBe(true)
    await expect(stat(join(dir, 'files'))).rejects.toThrow()
    expect(ctx.sim.requests.every((r) => r.route === 'views')).toBe(true)
  })
})
