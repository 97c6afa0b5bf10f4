/**
 * A month and a half of nights (issue 36), shared by nights-branch.test.ts and
 * nights-postgres.test.ts (two files, so the two examples run side by side): a history example's
 * own `with:` values, read from its file, run night after night for 45 nights against the
 * simulator's default site (every dataset costs 17 requests a day there) under the API's 100
 * analytics requests an hour, and held to what the docs promise: green every night, never a 429,
 * caught up within the nights docs/analytics.md's sizing rule gives, every caught-up night exactly
 * `lookback-days` days of requests plus the feedback refresh, and at the end the store holding
 * what the simulator serves for every day it holds. The nights run in the test's process on an
 * injected clock; the first and the last run the bundle, spawned, on the same calendar
 * (test/support/clock-at.mjs shifts its `Date`), as the runner would: the bundle starts the
 * store, the wiring in process goes on from what it wrote, and the bundle reads that back.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from 'vitest'
import { parse } from 'yaml'
import { addDays } from '../../../src/analytics/history/days.ts'
import type { TableName } from '../../../src/analytics/history/tables.ts'
import { errorsOf, useSimulator, type SimContext } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { ReadRow } from '../../support/parquet-store.ts'
import { repoRoot, type RunActionResult } from '../../support/run-action.ts'
import type { ApiSimulator } from '../../sim/index.ts'

const NIGHTS = 45
/**
 * The test's timeout: a guard against a hang, not a target. The nights take about 20 s alone,
 * twice that within `npm test`, and nearly two minutes on a machine running two suites at once.
 */
export const NIGHTS_TIMEOUT_MS = 300_000
/** The first night's date: the simulator has data for every day around it. */
const FIRST_NIGHT = '2026-10-01'
/** What one day of every dataset costs on the simulator's default site. */
const DEFAULT_SITE_DAY = 17
/** The sub-action the examples use. */
const SUB_ACTION = join(repoRoot, 'analytics-history', 'action.yml')
/** What a first run loads without `date-from`: the 30 days before today. */
const FIRST_BACKFILL = 30

/** An organization: its simulator and the clock its nights and its hourly limit run on. */
export interface Organization {
  ctx: SimContext
  clock: FakeClock
}

/**
 * An organization of its own for an example (the two are alternatives), with the API's 100
 * analytics requests an hour counted on the nights' clock. Call it at a test file's top level.
 */
export function organization(): Organization {
  const clock = new FakeClock(Date.parse(`${FIRST_NIGHT}T00:00:00Z`))
  const ctx = useSimulator({ rateLimits: { analytics: {} }, clock: () => clock.now() })
  return { ctx, clock }
}

export interface Example {
  /** `23 3 * * *` as the hour and minute each night runs at. */
  at: { hour: number; minute: number }
  with: Record<string, string>
}

/** The history step of `examples/<file>` and its schedule; `secrets` fills its expressions. */
export async function example(file: string, secrets: Record<string, string>): Promise<Example> {
  const workflow = parse(await readFile(join(repoRoot, 'examples', file), 'utf8')) as {
    on: { schedule: { cron: string }[] }
    jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>
  }
  const step = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .find((s) => s.uses === 'mintlify/docs-agent-action/analytics-history@v1')
  expect(step, `${file} runs the analytics-history sub-action`).toBeDefined()
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(step?.with ?? {})) {
    values[name] = String(value).replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => {
      const filled = secrets[key]
      if (filled === undefined) throw new Error(`${file}: nothing to fill ${key} with`)
      return filled
    })
  }
  const [minute, hour] = (workflow.on.schedule[0]?.cron ?? '').split(' ').map(Number)
  return { at: { hour: hour ?? 0, minute: minute ?? 0 }, with: values }
}

/** What one night did. */
interface Night {
  date: string
  result: RunActionResult
  /** Requests the simulator got this night, from the index `from` of its log. */
  from: number
  requests: number
}

/** Runs the example's step on each night, in process but for the first and the last. */
export async function nights(
  { ctx, clock }: Organization,
  step: Example,
  workspace: string,
): Promise<Night[]> {
  const done: Night[] = []
  for (let n = 0; n < NIGHTS; n++) {
    const date = addDays(FIRST_NIGHT, n)
    const start = Date.parse(`${date}T00:00:00Z`) + (step.at.hour * 60 + step.at.minute) * 60_000
    clock.time = start
    const before = ctx.sim.requests.length
    // The step as the workflow has it: the sub-action, in a workspace the nights share.
    const options = { actionYml: SUB_ACTION, env: { GITHUB_WORKSPACE: workspace } }
    const spawned = n === 0 || n === NIGHTS - 1
    const result = spawned
      ? await ctx.run(step.with, {
          ...options,
          env: {
            ...options.env,
            NODE_OPTIONS: `--import ${join(repoRoot, 'test/support/clock-at.mjs')}`,
            CLOCK_AT: new Date(start).toISOString(),
          },
        })
      : await ctx.runInProcess(step.with, { ...options, clock })
    done.push({ date, result, from: before, requests: ctx.sim.requests.length - before })
  }
  return done
}

/** Feedback items created in `[from, to)`: what the refresh reads, one request per 100. */
function refreshRequests(sim: ApiSimulator, from: string, to: string): number {
  const items = sim.expectedRows('feedback', { dateFrom: from, dateTo: to }).length
  return Math.max(1, Math.ceil(items / 100))
}

/**
 * What one day of every dataset costs, from what the simulator serves that day: one request per
 * page (250 page views or visitors, 100 searches or feedback items, 1,000 assistant turns), at
 * least one, and one for feedback by page and for assistant callers.
 */
function dayCost(sim: ApiSimulator, day: string): number {
  const lines = servedDay(sim, day)
  const pages = (table: TableName, perPage: number): number =>
    Math.max(1, Math.ceil(lines[table].length / perPage))
  return (
    pages('page_views', 250) +
    pages('visitors', 250) +
    pages('searches', 100) +
    pages('feedback', 100) +
    pages('assistant_conversations', 1000) +
    2
  )
}

/** The last day a night asked for whole, every page of every dataset (not the refresh's range). */
function lastWholeDay(sim: ApiSimulator, from: number, to: number): string | undefined {
  const asked = new Map<string, number>()
  for (const request of sim.requests.slice(from, to)) {
    const day = request.query.dateFrom ?? ''
    if (request.query.dateTo !== addDays(day, 1)) continue
    // Moved to the end: the order is that of each day's last request.
    const count = (asked.get(day) ?? 0) + 1
    asked.delete(day)
    asked.set(day, count)
  }
  return [...asked].filter(([day, requests]) => requests === dayCost(sim, day)).at(-1)?.[0]
}

/**
 * The nights, held to what the docs promise: green, within `max-requests` and the hourly 100,
 * `requests-per-day` what the last day loaded cost, caught up within the sizing rule's nights,
 * then exactly the lookback plus the refresh.
 */
export function expectKeptUp(
  sim: ApiSimulator,
  step: Example,
  done: readonly Night[],
): { first: string; last: string } {
  const maxRequests = Number(step.with['max-requests'])
  const lookback = Number(step.with['lookback-days'] ?? 3)
  const refreshDays = Number(step.with['feedback-refresh-days'] ?? 30)
  for (const { date, result, requests, from } of done) {
    expect(errorsOf(result), date).toEqual([])
    expect(result.code, date).toBe(0)
    expect(Number(result.outputs.requests), date).toBe(requests)
    expect(requests, date).toBeLessThanOrEqual(maxRequests)
    // Every night stores its new day of every dataset: what the last day loaded cost.
    const last = lastWholeDay(sim, from, from + requests) ?? ''
    expect(result.outputs['requests-per-day'], date).toBe(String(dayCost(sim, last)))
  }
  expect(sim.requests.filter((r) => r.status === 429)).toEqual([])
  // The default site costs what docs/analytics.md says; the sizing rule takes it from the
  // first night's summary, as a reader would: a run stores D days, a first backfill of B days
  // takes 1 + ceil((B - D) / (D - 1)) nights, within ceil(B × C / max-requests) + 3.
  const cost = Number(done[0]?.result.outputs['requests-per-day'])
  expect(cost).toBe(DEFAULT_SITE_DAY)
  const perRun = Math.floor(maxRequests / cost)
  const bound = Math.ceil((FIRST_BACKFILL * cost) / maxRequests) + 3
  const caughtUp = done.findIndex(({ result }) => result.outputs['backlog-days'] === '0') + 1
  expect(caughtUp).toBeGreaterThan(0)
  expect(caughtUp).toBeLessThanOrEqual(bound)
  const first = addDays(FIRST_NIGHT, -FIRST_BACKFILL)
  if (daysOf(first, addDays(FIRST_NIGHT, NIGHTS)).every((day) => dayCost(sim, day) === cost)) {
    expect(caughtUp).toBe(1 + Math.ceil((FIRST_BACKFILL - perRun) / (perRun - 1)))
  }
  for (const { date, result, requests } of done.slice(caughtUp)) {
    expect(result.outputs['backlog-days'], date).toBe('0')
    expect(result.outputs['synced-through'], date).toBe(addDays(date, -1))
    // A caught-up night: lookback-days days of every dataset, the new one included, and the
    // feedback created in the last feedback-refresh-days days, read once.
    const lookedBack = daysOf(addDays(date, -Math.max(lookback, 1)), addDays(date, -1))
    const refreshFrom = addDays(date, -refreshDays) > first ? addDays(date, -refreshDays) : first
    const floor = lookedBack.reduce((sum, day) => sum + dayCost(sim, day), 0)
    expect(requests, date).toBe(floor + refreshRequests(sim, refreshFrom, date))
  }
  return { first, last: addDays(done.at(-1)?.date ?? FIRST_NIGHT, -1) }
}

/** Every day of `[first, last]`, oldest first. */
function daysOf(first: string, last: string): string[] {
  const days: string[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day)
  return days
}

type Projection = (row: ReadRow) => string

/**
 * Each table's rows as the simulator serves one day, as key and value text (`PROJECTIONS`' lines),
 * worked out once a simulator: the checks run after the last night, on its clock, and both the
 * days' costs and the store's comparison ask them (a day's page views are made row by row).
 */
function servedDay(sim: ApiSimulator, day: string): Record<TableName, string[]> {
  const known = servedDays.get(sim)?.get(day)
  if (known) return known
  const lines = servedLines(sim, day)
  servedDays.set(sim, (servedDays.get(sim) ?? new Map<string, typeof lines>()).set(day, lines))
  return lines
}

const servedDays = new WeakMap<ApiSimulator, Map<string, Record<TableName, string[]>>>()

function servedLines(sim: ApiSimulator, day: string): Record<TableName, string[]> {
  const next = addDays(day, 1)
  const per = <Row>(route: Parameters<typeof sim.expectedRows>[0], show: (row: Row) => string) =>
    (sim.expectedRows(route, { dateFrom: day, dateTo: next }) as Row[]).map(show)
  type Traffic = { path: string; total: number }
  return {
    page_views: sim.expectedViews(day, next).map((row) => `${day} ${row.path} ${row.total}`),
    visitors: per<Traffic>('visitors', (row) => `${day} ${row.path} ${row.total}`),
    searches: per<{ searchQuery: string; hits: number }>(
      'searches',
      (row) => `${day} ${row.searchQuery} ${row.hits}`,
    ),
    feedback: per<{ id: string; status: string }>(
      'feedback',
      (row) => `${day} ${row.id} ${row.status}`,
    ),
    feedback_by_page: per<Traffic>('feedback-by-page', (row) => `${day} ${row.path} ${row.total}`),
    assistant_conversations: per<{ id: string; timestamp: string }>(
      'assistant',
      (row) => `${day} ${row.id} ${new Date(row.timestamp).toISOString()}`,
    ),
    assistant_callers: per<{ total: number }>('assistant-callers', (row) => `${day} ${row.total}`),
    daily_totals: [
      `${day} searches ${sim.expectedSearchTotal(day, next)}`,
      `${day} views ${sim.expectedTotals(day, next).total}`,
      `${day} visitors ${sim.expectedVisitorTotals(day, next).total}`,
    ],
  }
}

/** The same projection of what a store holds: the columns it shows besides `date`, as a line. */
const PROJECTIONS: Record<TableName, { columns: readonly string[]; line: Projection }> = {
  page_views: { columns: ['path', 'total'], line: (row) => `${row.date} ${row.path} ${row.total}` },
  visitors: { columns: ['path', 'total'], line: (row) => `${row.date} ${row.path} ${row.total}` },
  searches: {
    columns: ['search_query', 'hits'],
    line: (row) => `${row.date} ${row.search_query} ${row.hits}`,
  },
  feedback: { columns: ['id', 'status'], line: (row) => `${row.date} ${row.id} ${row.status}` },
  feedback_by_page: {
    columns: ['path', 'total'],
    line: (row) => `${row.date} ${row.path} ${row.total}`,
  },
  assistant_conversations: {
    columns: ['id', 'timestamp'],
    line: (row) => `${row.date} ${row.id} ${row.timestamp}`,
  },
  assistant_callers: { columns: ['total'], line: (row) => `${row.date} ${row.total}` },
  daily_totals: {
    columns: ['dataset', 'total'],
    line: (row) => `${row.date} ${row.dataset} ${row.total}`,
  },
}

/** The columns of each table `expectStoreServed` looks at: all a reader of the store needs. */
export const SERVED_COLUMNS = Object.fromEntries(
  Object.entries(PROJECTIONS).map(([table, { columns }]) => [table, columns]),
) as Record<TableName, readonly string[]>

/** The lines of a table's projection a store lacks (`missing`) and those it has besides (`extra`). */
interface Differences {
  missing: string[]
  extra: string[]
}

/** How a store's table differs from the lines the simulator serves (`PROJECTIONS`' lines). */
export type Compare = (
  table: TableName,
  expected: readonly string[],
) => Differences | Promise<Differences>

/** `Compare` for a store read into memory (the columns `SERVED_COLUMNS` names). */
export function compareRead(store: Record<TableName, ReadRow[]>): Compare {
  return (table, expected) => differences(store[table].map(PROJECTIONS[table].line), expected)
}

/** The store holds, for every day of its range, what the simulator serves for that day. */
export async function expectStoreServed(
  sim: ApiSimulator,
  compare: Compare,
  range: { first: string; last: string },
) {
  const days = daysOf(range.first, range.last).map((day) => servedDay(sim, day))
  for (const table of Object.keys(PROJECTIONS) as TableName[]) {
    const expected = days.flatMap((lines) => lines[table])
    expect(await compare(table, expected), table).toEqual({ missing: [], extra: [] })
  }
}

/**
 * The lines of `expected` that `stored` lacks, and those it has besides, each as often as it is
 * missing or extra: counted, as sorting some 100,000 lines a table cost more than the nights.
 */
function differences(stored: readonly string[], expected: readonly string[]): Differences {
  // Most often in the same order (the days in order, each as served): nothing to count.
  if (stored.length === expected.length && stored.every((line, i) => line === expected[i])) {
    return { missing: [], extra: [] }
  }
  const owed = new Map<string, number>()
  for (const line of expected) owed.set(line, (owed.get(line) ?? 0) + 1)
  const extra: string[] = []
  for (const line of stored) {
    const count = owed.get(line) ?? 0
    if (count === 0) extra.push(line)
    else owed.set(line, count - 1)
  }
  const missing = [...owed].flatMap(([line, count]) => Array<string>(count).fill(line))
  return { missing, extra }
}
