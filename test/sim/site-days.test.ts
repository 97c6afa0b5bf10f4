/**
 * The simulator's realistic days as a person judging a chart, and a nightly sync, would see
 * them: a weekly rhythm, growth, pages gaining and fading and one appearing, searches nobody
 * clicked, late data that settles, feedback triaged days later, all the same in every run. And
 * the cost of one stored day on the default site, which the docs' sizing rule and the examples'
 * `max-requests` rely on.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { INPUT_DEFAULTS } from '../../src/shared/catalogue.ts'
import { DATASET_NAMES, loadDataset } from '../../src/analytics/datasets/catalogue.ts'
import { startApiSimulator, type ApiSimulator, type SimulatorOptions } from './index.ts'

let sims: ApiSimulator[] = []
afterEach(async () => {
  await Promise.all(sims.map((s) => s.close()))
  sims = []
})

async function start(options?: SimulatorOptions): Promise<ApiSimulator> {
  const sim = await startApiSimulator(options)
  sims.push(sim)
  return sim
}

const DAY_MS = 86_400_000
const addDays = (day: string, n: number): string =>
  new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10)
const daysFrom = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(first, i))
const weekday = (day: string): number => new Date(day).getUTCDay()
const at = (instant: string): number => Date.parse(instant)

interface Feedback {
  id: string
  createdAt: string
  status: string
}
interface Search {
  searchQuery: string
  hits: number
  ctr: number
  topClickedPage: string | null
}

/** Every row a dataset serves for one day: `views` through its own expectation. */
function dayRows(sim: ApiSimulator, name: string, day: string): unknown[] {
  const range = { dateFrom: day, dateTo: addDays(day, 1) }
  if (name === 'views') return sim.expectedViews(range.dateFrom, range.dateTo)
  return sim.expectedRows(name as Parameters<ApiSimulator['expectedRows']>[0], range)
}

/** A page's total per path for a range. */
function totalsByPath(sim: ApiSimulator, from: string, to: string): Map<string, number> {
  return new Map(sim.expectedViews(from, to).map((row) => [row.path, row.total]))
}

describe('the default site: what one stored day costs', () => {
  it('one day of every dataset costs 17 requests at the store’s page sizes, every day', async () => {
    const sim = await start()
    const pageSize = Number(INPUT_DEFAULTS['page-size'])
    const paging = await Promise.all(
      DATASET_NAMES.map(async (name) => {
        const dataset = await loadDataset(name, { includeContact: false, compare: false })
        const limit =
          dataset.paging.kind === 'offset'
            ? pageSize
            : dataset.paging.kind === 'cursor'
              ? dataset.paging.limit
              : undefined
        return { name, limit }
      }),
    )
    // Every fifth day of the data, and every day around the new page and the simulator's now.
    const all = daysFrom('2025-11-21', 771)
    const days = all.filter(
      (day, i) =>
        i % 5 === 0 ||
        (day >= '2026-10-05' && day < '2026-10-20') ||
        (day >= '2026-11-10' && day < '2026-12-05'),
    )
    const costs = new Map<number, string[]>()
    for (const day of days) {
      let requests = 0
      for (const { name, limit } of paging) {
        const rows = dayRows(sim, name, day).length
        // One request for a single-answer dataset (feedback by page holds its top 100 pages).
        requests += limit === undefined ? 1 : Math.max(1, Math.ceil(rows / limit))
        if (name === 'feedback-by-page') expect(rows, day).toBeLessThanOrEqual(100)
      }
      costs.set(requests, [...(costs.get(requests) ?? []), day])
    }
    expect([...costs.keys()]).toEqual([17])
  })
})

describe('realistic days', () => {
  it('people read on weekdays, AI crawlers every day', async () => {
    const sim = await start()
    for (const monday of ['2026-08-03', '2026-09-14', '2026-10-19', '2026-11-09']) {
      const week = daysFrom(monday, 7).map((day) => ({
        day,
        totals: sim.expectedTotals(day, addDays(day, 1)),
      }))
      const weekdays = week.filter(({ day }) => weekday(day) % 6 !== 0)
      const mean = (field: 'human' | 'ai', rows: typeof week) =>
        rows.reduce((sum, row) => sum + row.totals[field], 0) / rows.length
      for (const { day, totals } of week.filter(({ day }) => weekday(day) % 6 === 0)) {
        expect(totals.human, day).toBeLessThan(0.6 * mean('human', weekdays))
        expect(totals.ai, day).toBeGreaterThan(0.75 * mean('ai', weekdays))
      }
    }
  })

  it('grows over the weeks, AI faster than people', async () => {
    const sim = await start()
    const fourWeeks = (from: string) => sim.expectedTotals(from, addDays(from, 28))
    const recent = fourWeeks('2026-10-19')
    const quarterBefore = fourWeeks('2026-07-20')
    const yearBefore = fourWeeks('2025-12-01')
    expect(recent.total).toBeGreaterThan(1.1 * quarterBefore.total)
    expect(quarterBefore.total).toBeGreaterThan(1.3 * yearBefore.total)
    expect(recent.ai / recent.total).toBeGreaterThan(1.5 * (yearBefore.ai / yearBefore.total))
    // Week over week too, in most weeks of the autumn.
    const weeks = daysFrom('2026-08-03', 15 * 7)
      .filter((_, i) => i % 7 === 0)
      .map((monday) => sim.expectedTotals(monday, addDays(monday, 7)).total)
    const gains = weeks.slice(1).filter((total, i) => total > weeks[i]!)
    expect(gains.length).toBeGreaterThanOrEqual(10)
  })

  it('a few pages gain, a few fade, one appears on 2026-10-12; the rest keep their share', async () => {
    const sim = await start()
    const august = totalsByPath(sim, '2026-08-01', '2026-09-01')
    const november = totalsByPath(sim, '2026-11-01', '2026-11-15')
    const ratio = (path: string) => (november.get(path)! / 14) * (31 / august.get(path)!)
    const growth =
      (sim.expectedTotals('2026-11-01', '2026-11-15').total / 14) *
      (31 / sim.expectedTotals('2026-08-01', '2026-09-01').total)
    const paths = [...august.keys()]
    const gaining = paths.filter((path) => ratio(path) > 2 * growth)
    const fading = paths.filter((path) => ratio(path) < 0.5 * growth)
    expect(gaining).toEqual(['/docs/ai/mcp-server', '/docs/ai/llms-txt', '/docs/guides/assistant'])
    expect(fading).toEqual([
      '/docs/legacy/v1-migration',
      '/docs/guides/classic-editor',
      '/docs/integrations/legacy-widget',
    ])
    const appeared = [...november.keys()].filter((path) => !august.has(path))
    expect(appeared).toEqual(['/docs/guides/agent-workflows'])
    expect(totalsByPath(sim, '2026-10-11', '2026-10-12').has(appeared[0]!)).toBe(false)
    expect(totalsByPath(sim, '2026-10-12', '2026-10-13').get(appeared[0]!)).toBeGreaterThan(0)
    // In the top 10 of its second month, where a digest's top pages and movers show it.
    const top = [...november].sort((a, b) => b[1] - a[1]).slice(0, 10)
    expect(top.map(([path]) => path)).toContain(appeared[0])
  })

  it('searches: a long tail, terms searched every day, some that led nobody anywhere', async () => {
    const sim = await start()
    const month = sim.expectedRows('searches', {
      dateFrom: '2026-10-01',
      dateTo: '2026-11-01',
    }) as Search[]
    const hits = month.map((row) => row.hits)
    expect(hits).toEqual([...hits].sort((a, b) => b - a))
    expect(hits[0]!).toBeGreaterThan(50 * hits.at(-1)!)
    const deadEnds = month.filter((row) => row.ctr === 0)
    expect(deadEnds.length).toBeGreaterThan(month.length / 10)
    for (const row of deadEnds) expect(row.topClickedPage).toBeNull()
    for (const row of month.filter((r) => r.ctr > 0)) expect(row.topClickedPage).not.toBeNull()
    // Every term on every day, however rare.
    for (const day of daysFrom('2026-10-01', 31)) {
      const rows = dayRows(sim, 'searches', day) as Search[]
      expect(rows, day).toHaveLength(month.length)
      expect(Math.min(...rows.map((row) => row.hits)), day).toBeGreaterThanOrEqual(1)
    }
  })

  it('feedback and assistant turns follow the days: more on weekdays and as the site grows', async () => {
    const sim = await start()
    for (const route of ['feedback', 'assistant'] as const) {
      const count = (from: string, days: number) =>
        sim.expectedRows(route, { dateFrom: from, dateTo: addDays(from, days) }).length
      expect(count('2026-10-19', 28), route).toBeGreaterThan(1.3 * count('2025-12-01', 28))
      const week = daysFrom('2026-11-09', 7).map((day) => ({ day, n: count(day, 1) }))
      const busiest = Math.max(...week.map(({ n }) => n))
      for (const { day, n } of week.filter(({ day }) => weekday(day) % 6 === 0)) {
        expect(n, `${route} ${day}`).toBeLessThan(0.6 * busiest)
      }
    }
  })

  it('is the same in every run: another simulator with the seed and the clock serves the same', async () => {
    const clock = () => at('2026-11-25T06:00:00Z')
    const [a, b, other] = await Promise.all([
      start({ clock }),
      start({ clock }),
      start({ clock, seed: 2 }),
    ])
    const range = { dateFrom: '2026-11-01', dateTo: '2026-11-26' }
    for (const route of ['visitors', 'searches', 'feedback', 'assistant'] as const) {
      expect(a.expectedRows(route, range), route).toEqual(b.expectedRows(route, range))
    }
    expect(a.expectedViews(range.dateFrom, range.dateTo)).toEqual(
      b.expectedViews(range.dateFrom, range.dateTo),
    )
    expect(other.expectedTotals(range.dateFrom, range.dateTo)).not.toEqual(
      a.expectedTotals(range.dateFrom, range.dateTo),
    )
  })
})

describe('late data, by the simulator’s clock', () => {
  it('yesterday and the day before still grow until they settle, 48 hours after their end', async () => {
    let now = at('2026-11-21T10:00:00Z')
    const sim = await start({ clock: () => now })
    const total = (day: string) => sim.expectedTotals(day, addDays(day, 1)).total
    const later = await start({ clock: () => at('2027-06-01T00:00:00Z') })
    const settled = (day: string) => later.expectedTotals(day, addDays(day, 1)).total
    expect(total('2026-11-18')).toBe(settled('2026-11-18'))
    expect(total('2026-11-19')).toBeLessThan(settled('2026-11-19'))
    expect(total('2026-11-20')).toBeLessThan(
      total('2026-11-19') * (settled('2026-11-20') / settled('2026-11-19')),
    )
    // Today so far: a part of the day, nothing stamped after now.
    expect(total('2026-11-21')).toBeLessThan(0.5 * settled('2026-11-21'))
    const today = sim.expectedRows('assistant', { dateFrom: '2026-11-21', dateTo: '2026-11-22' })
    for (const turn of today as { timestamp: string }[]) {
      expect(Date.parse(turn.timestamp)).toBeLessThanOrEqual(now)
    }
    // Hour by hour the late days only grow, and the events served are the same ones, more of them.
    let before = { views: total('2026-11-20'), feedback: [] as string[] }
    for (let hour = 0; hour <= 40; hour += 4) {
      now = at('2026-11-21T10:00:00Z') + hour * 3_600_000
      const feedback = (
        sim.expectedRows('feedback', { dateFrom: '2026-11-20', dateTo: '2026-11-21' }) as Feedback[]
      ).map((row) => row.id)
      expect(total('2026-11-20')).toBeGreaterThanOrEqual(before.views)
      expect(feedback.slice(0, before.feedback.length)).toEqual(before.feedback)
      before = { views: total('2026-11-20'), feedback }
    }
    now = at('2026-11-23T00:00:00Z')
    expect(total('2026-11-20')).toBe(settled('2026-11-20'))
    for (const route of [
      'visitors',
      'searches',
      'feedback',
      'assistant',
      'assistant-callers',
    ] as const) {
      const day = { dateFrom: '2026-11-20', dateTo: '2026-11-21' }
      const final = later.expectedRows(route, day)
      // Feedback's statuses still move (they are triaged later), its items are all there.
      if (route === 'feedback') {
        expect((sim.expectedRows(route, day) as Feedback[]).map((r) => r.id)).toEqual(
          (final as Feedback[]).map((r) => r.id),
        )
      } else expect(sim.expectedRows(route, day), route).toEqual(final)
    }
  })

  it('a nightly sync that re-reads the last 3 days ends equal to what the simulator serves', async () => {
    let now = 0
    const sim = await start({ clock: () => now })
    const stored = new Map<string, unknown>()
    const read = (day: string) => ({
      views: sim.expectedViews(day, addDays(day, 1)),
      visitors: sim.expectedRows('visitors', { dateFrom: day, dateTo: addDays(day, 1) }),
      searches: sim.expectedRows('searches', { dateFrom: day, dateTo: addDays(day, 1) }),
      assistant: sim.expectedRows('assistant', { dateFrom: day, dateTo: addDays(day, 1) }),
      feedback: (
        sim.expectedRows('feedback', { dateFrom: day, dateTo: addDays(day, 1) }) as Feedback[]
      ).map((row) => row.id),
    })
    // 12 nights at odd hours, each storing the new day and re-reading the 3 days before today.
    for (const [night, hour] of [3, 0, 23, 7, 1, 12, 5, 22, 2, 6, 0, 18].entries()) {
      now = at('2026-11-10T00:00:00Z') + night * DAY_MS + hour * 3_600_000
      const today = new Date(now).toISOString().slice(0, 10)
      for (let back = 3; back >= 1; back--)
        stored.set(addDays(today, -back), read(addDays(today, -back)))
    }
    for (const [day, rows] of stored) expect(rows, day).toEqual(read(day))
  })
})

describe('feedback, triaged days later by the simulator’s clock', () => {
  it('every item is pending when created; most are resolved or dismissed days later, none goes back', async () => {
    let now = at('2026-10-01T00:00:00Z')
    const sim = await start({ clock: () => now })
    const range = { dateFrom: '2026-10-01', dateTo: '2026-10-08' }
    const ORDER = ['pending', 'in_progress', 'resolved', 'dismissed']
    const statuses = () =>
      new Map((sim.expectedRows('feedback', range) as Feedback[]).map((r) => [r.id, r]))
    now = at('2026-10-08T00:00:00Z')
    const items = [...statuses().values()]
    expect(items.length).toBeGreaterThan(30)
    let last = new Map(items.map((item) => [item.id, 'pending']))
    // Half a day after it was created, as a reader of the API would see it (if it has arrived).
    let seenPending = 0
    for (const item of items) {
      now = Date.parse(item.createdAt) + DAY_MS / 2
      const status = statuses().get(item.id)?.status
      if (status !== undefined) expect(status, item.id).toBe('pending')
      if (status === 'pending') seenPending++
    }
    expect(seenPending).toBeGreaterThan(items.length / 2)
    for (let day = 1; day <= 20; day++) {
      now = at('2026-10-08T00:00:00Z') + day * DAY_MS
      const seen = statuses()
      for (const [id, status] of last) {
        const next = seen.get(id)!.status
        // Forward only: pending, then in progress, then resolved or dismissed.
        expect(
          ORDER.indexOf(next) >= ORDER.indexOf(status) &&
            !(status === 'resolved' && next === 'dismissed'),
          `${id}: ${status} -> ${next}`,
        ).toBe(true)
      }
      last = new Map([...seen].map(([id, row]) => [id, row.status]))
    }
    const final = [...last.values()]
    const share = (status: string) => final.filter((s) => s === status).length / final.length
    expect(share('resolved') + share('dismissed')).toBeGreaterThan(0.5)
    expect(share('pending')).toBeGreaterThan(0.05)
    // A status filter serves the items whose status is that now.
    const resolved = sim.expectedRows('feedback', { ...range, status: 'resolved' }) as Feedback[]
    expect(resolved.map((r) => r.id)).toEqual(
      [...last].filter(([, status]) => status === 'resolved').map(([id]) => id),
    )
    // 12 days after creation every status is final: a refresh of the last 30 days catches all.
    const settledAt = at('2026-10-20T00:00:00Z')
    now = settledAt
    const then = sim.expectedRows('feedback', range)
    now = settledAt + 60 * DAY_MS
    expect(sim.expectedRows('feedback', range)).toEqual(then)
  })

  it('`days: flat` ignores the clock: every day the same, statuses moved only by reviseFeedback()', async () => {
    let now = at('2026-11-21T10:00:00Z')
    const sim = await start({ days: 'flat', clock: () => now })
    const day = { dateFrom: '2026-11-20', dateTo: '2026-11-21' }
    const before = sim.expectedRows('feedback', day)
    const views = sim.expectedTotals('2026-11-14', '2026-11-21')
    now += 30 * DAY_MS
    expect(sim.expectedRows('feedback', day)).toEqual(before)
    expect(views.total).toBe(7 * sim.expectedTotals('2026-11-20', '2026-11-21').total)
    sim.reviseFeedback()
    expect(sim.expectedRows('feedback', day)).not.toEqual(before)
  })
})
