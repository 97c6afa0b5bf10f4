/**
 * The request floor of a caught-up night of analytics history (issue 36): once a store is caught
 * up, a night sends exactly `lookback-days` days of every dataset (the new day included) plus the
 * feedback refresh, and nothing else. The bundle (`dist/index.js`, `mode: analytics-history`,
 * the branch example's `with:`: `datasets: all`, `max-requests: 70`) first backfills 30 days into
 * a Parquet folder (its own `max-requests`), then runs the night after; the floor is computed from
 * what the simulator's default site serves: per day and dataset, one request per page (at least
 * one), and one per 100 feedback items created in the refresh's days. Target: the night's
 * requests equal the floor (÷ floor 1.00).
 *
 *   node bench/history-night-bench.ts [--out FILE] [--dist DIR]
 *
 * Run alone it rewrites its own section of bench/RESULTS.md (between the `history-night`
 * markers); `npm run bench` (run.ts) runs it too.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startApiSimulator, type ApiSimulator } from '../test/sim/index.ts'
import { errorLines, runActionProcess } from './action-process.ts'
import { int, marked, ratio, runAlone, table, verdict } from './report.ts'
import { addDays } from './store-bench.ts'

/** The caught-up night: `date-to`, so the night's "today". */
const NIGHT = '2026-11-01'
const BACKFILL_DAYS = 30
/** The branch example's `with:` (examples/analytics-history-branch.yml) and the inputs' defaults. */
const MAX_REQUESTS = 70
const LOOKBACK_DAYS = 3
const REFRESH_DAYS = 30

export interface HistoryNight {
  ok: boolean
  failure?: string
  /** Requests the simulator got during the caught-up night. */
  requests: number
  /** `lookback-days` days of every dataset, plus the refresh's pages. */
  floor: number
  dayRequests: number[]
  refreshRequests: number
}

/** Requests one dataset's day takes at its page size: one a page, at least one. */
function pages(rows: number, perPage: number): number {
  return Math.max(1, Math.ceil(rows / perPage))
}

/** What one day of every dataset costs on the simulator's site. */
function dayCost(sim: ApiSimulator, day: string): number {
  const range = { dateFrom: day, dateTo: addDays(day, 1) }
  const rows = (route: Parameters<ApiSimulator['expectedRows']>[0]): number =>
    sim.expectedRows(route, range).length
  return (
    pages(sim.expectedViews(range.dateFrom, range.dateTo).length, 250) +
    pages(rows('visitors'), 250) +
    pages(rows('searches'), 100) +
    pages(rows('feedback'), 100) +
    1 + // feedback-by-page: one request
    pages(rows('assistant'), 1000) +
    1 // assistant-callers: one request
  )
}

/** The backfill, then the caught-up night, each as the bundle in a process of its own. */
export async function runHistoryNight(distDir: string): Promise<HistoryNight> {
  const sim = await startApiSimulator()
  const store = await mkdtemp(join(tmpdir(), 'bench-history-'))
  try {
    const inputs = {
      mode: 'analytics-history',
      datasets: 'all',
      store,
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      'base-url': sim.url,
    }
    const first = addDays(NIGHT, -BACKFILL_DAYS - 1)
    const backfill = await runActionProcess({
      distDir,
      inputs: {
        ...inputs,
        'date-from': first,
        'date-to': addDays(NIGHT, -1),
        'max-requests': '1000',
      },
      timeoutMs: 300_000,
    })
    const before = sim.requests.length
    const night = await runActionProcess({
      distDir,
      inputs: { ...inputs, 'date-to': NIGHT, 'max-requests': String(MAX_REQUESTS) },
      timeoutMs: 300_000,
    })
    const requests = sim.requests.length - before
    const dayRequests = Array.from({ length: LOOKBACK_DAYS }, (_, i) =>
      dayCost(sim, addDays(NIGHT, -1 - i)),
    )
    const refreshFrom = addDays(NIGHT, -REFRESH_DAYS)
    const refreshed = sim.expectedRows('feedback', {
      dateFrom: refreshFrom > first ? refreshFrom : first,
      dateTo: NIGHT,
    })
    const refreshRequests = pages(refreshed.length, 100)
    const floor = dayRequests.reduce((sum, n) => sum + n, 0) + refreshRequests
    const ok = backfill.code === 0 && night.code === 0 && night.outputs['backlog-days'] === '0'
    return {
      ok,
      failure: ok
        ? undefined
        : [...errorLines(backfill.stdout), ...errorLines(night.stdout)].join('; ') || 'failed',
      requests,
      floor,
      dayRequests,
      refreshRequests,
    }
  } finally {
    await sim.close()
    await rm(store, { recursive: true, force: true })
  }
}

function historyNightSection(r: HistoryNight, note?: string): string {
  const met = r.ok && r.requests === r.floor
  return [
    '### Analytics history: the requests of a caught-up night',
    '',
    table(
      ['Night', 'Result', 'Requests', 'Floor', '÷ floor'],
      [
        [
          `caught up, \`lookback-days: ${LOOKBACK_DAYS}\`, \`feedback-refresh-days: ${REFRESH_DAYS}\``,
          r.ok ? 'succeeded' : `failed: ${r.failure ?? ''}`,
          int(r.requests),
          `${int(r.floor)} (${r.dayRequests.join(' + ')} + ${r.refreshRequests})`,
          ratio(r.requests / r.floor),
        ],
      ],
    ),
    '',
    table(
      ['Target', 'Measured'],
      [
        [
          '**requests** of a caught-up night = `lookback-days` days of every dataset + the feedback refresh (÷ floor 1.00)',
          `${ratio(r.requests / r.floor)}: ${verdict(met)}`,
        ],
      ],
    ),
    '',
    ...(note ? [note, ''] : []),
    `The bundle runs \`mode: analytics-history\` with the branch example's \`with:\` (\`datasets: all\`, \`max-requests: ${MAX_REQUESTS}\`) into a Parquet folder, against the simulator's default site (in the benchmark's process): first ${BACKFILL_DAYS} days before ${addDays(NIGHT, -1)} (a \`max-requests\` of its own), then the night whose \`date-to\` is ${NIGHT}. The floor is what the docs promise for that night, computed from what the simulator serves: for each of the ${LOOKBACK_DAYS} days of \`[date-to - lookback-days, date-to)\` (the new one included), one request per page of each dataset (250 page views or visitors, 100 searches or feedback items, 1,000 assistant turns, one for feedback by page and for assistant callers), and one per 100 feedback items created in the ${REFRESH_DAYS} days the refresh reads again. Requests are counted by the simulator.`,
  ].join('\n')
}

/** The section between its markers, as RESULTS.md holds it. */
export function markedHistoryNightSection(r: HistoryNight, note?: string): string {
  return marked('history-night', historyNightSection(r, note))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAlone(
    'history-night-bench.ts',
    'history-night',
    runHistoryNight,
    markedHistoryNightSection,
  )
}
