/**
 * The analytics history's memory benchmark (issues 32, 36): the peak RSS of a sync into a Parquet
 * store is flat in the rows it stores, because a sync holds one day at a time. The bundle
 * (`dist/index.js`, `mode: analytics-history`, `datasets: views`, `store: <folder>`) syncs
 * 10,000 page-view rows a day
 * against a simulator in a process of its own: one day (10,000 rows, the floor) and 100 days
 * (1,000,000 rows), and the 100 days again under `--max-old-space-size=48`, where a sync that
 * kept its rows would run out of heap.
 *
 *   node bench/store-bench.ts [--quick] [--out FILE] [--dist DIR]
 *
 * Run alone it rewrites its own section of bench/RESULTS.md (between the `store-memory` markers);
 * `npm run bench` (run.ts) runs it too and writes the section with the rest. --quick syncs 10
 * days instead of 100 and writes nothing unless --out is given.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readTable } from '../test/support/parquet-store.ts'
import { errorLines, runActionProcess } from './action-process.ts'
import { int, marked, mib, ms, ratio, runAlone, table, verdict } from './report.ts'
import { startSimProcess } from './sim-host.ts'

/** Page-view rows a day (distinct paths): what the sync holds at once. */
const STORE_ROWS_PER_DAY = 10_000
const FIRST_DAY = '2026-01-01'
const RSS_TARGET = 1.5
const HEAP_CAP_MB = 48

interface StoreRun {
  days: number
  /** `--max-old-space-size`, when capped. */
  capMb?: number
  ok: boolean
  failure?: string
  /** Rows the store holds afterwards, read back with hyparquet. */
  rowsStored: number
  requests: number
  peakRss: number | undefined
  wallMs: number
}

export interface StoreMemory {
  floor: StoreRun
  big: StoreRun
  capped: StoreRun
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** One sync of `days` days into a fresh Parquet folder, its peak RSS measured. */
async function runSync(distDir: string, days: number, capMb?: number): Promise<StoreRun> {
  // Every day the same paths: the rows stored are counted against days x STORE_ROWS_PER_DAY.
  const sim = await startSimProcess({ days: 'flat', views: { rows: STORE_ROWS_PER_DAY } })
  const store = await mkdtemp(join(tmpdir(), 'bench-store-'))
  try {
    const r = await runActionProcess({
      distDir,
      inputs: {
        mode: 'analytics-history',
        datasets: 'views',
        store,
        'date-from': FIRST_DAY,
        'date-to': addDays(FIRST_DAY, days),
        // The simulator has no hourly limit: let 100 days send their 4,000 requests.
        'max-requests': '100000',
        timeout: '1h',
        'api-key': sim.apiKey,
        'project-id': sim.projectId,
        'base-url': sim.url,
      },
      env: capMb ? { NODE_OPTIONS: `--max-old-space-size=${capMb}` } : undefined,
      timeoutMs: 1_200_000,
      measureRss: true,
    })
    const rowsStored = (await readTable(store, 'page_views')).length
    const ok = r.code === 0 && rowsStored === days * STORE_ROWS_PER_DAY
    const failure = ok
      ? undefined
      : [
          r.timedOut ? 'timed out' : undefined,
          r.signal ? `signal ${r.signal}` : undefined,
          /heap out of memory/i.test(r.stderr) ? 'JavaScript heap out of memory' : undefined,
          ...errorLines(r.stdout),
        ]
          .filter(Boolean)
          .join('; ') || `stored ${rowsStored} rows`
    return {
      days,
      capMb,
      ok,
      failure,
      rowsStored,
      requests: (await sim.stats()).requests,
      peakRss: r.peakRss,
      wallMs: r.wallMs,
    }
  } finally {
    await sim.close()
    await rm(store, { recursive: true, force: true })
  }
}

/** The floor alone, then the 100 days, uncapped and capped, side by side. */
export async function runStoreMemory(distDir: string, quick = false): Promise<StoreMemory> {
  const floor = await runSync(distDir, 1)
  const days = quick ? 10 : 100
  const [big, capped] = await Promise.all([
    runSync(distDir, days),
    runSync(distDir, days, HEAP_CAP_MB),
  ])
  return { floor, big, capped }
}

function storeMemorySection(r: StoreMemory, note?: string): string {
  const base = r.floor.peakRss
  const row = (run: StoreRun, label: string): string[] => [
    label,
    `${run.days} × ${int(STORE_ROWS_PER_DAY)}`,
    run.capMb ? `${run.capMb} MB` : 'none',
    run.ok ? 'succeeded' : `failed: ${run.failure ?? ''}`,
    int(run.rowsStored),
    int(run.requests),
    mib(run.peakRss),
    base && run.peakRss ? ratio(run.peakRss / base) : 'n/a',
    ms(run.wallMs),
  ]
  const bigRatio = base && r.big.peakRss ? r.big.peakRss / base : undefined
  return [
    '### Analytics history: memory of a sync into a Parquet store (latency 0)',
    '',
    table(
      [
        'Run',
        'Days × rows a day',
        'Old-space cap',
        'Result',
        'Rows stored',
        'Requests',
        'Peak RSS',
        '÷ floor',
        'Wall',
      ],
      [row(r.floor, 'floor: one day'), row(r.big, 'sync'), row(r.capped, 'sync, heap capped')],
    ),
    '',
    table(
      ['Target', 'Measured'],
      [
        [
          `**peak RSS** of the ${int(r.big.rowsStored)}-row sync ≤ ${RSS_TARGET} × the ${int(STORE_ROWS_PER_DAY)}-row sync's`,
          bigRatio === undefined
            ? 'n/a'
            : `${ratio(bigRatio)}: ${verdict(r.big.ok && bigRatio <= RSS_TARGET)}`,
        ],
        [
          `the same sync under a ${HEAP_CAP_MB} MB old space succeeds`,
          `${r.capped.ok ? 'succeeded' : 'failed'}: ${verdict(r.capped.ok)}`,
        ],
      ],
    ),
    '',
    ...(note ? [note, ''] : []),
    `The bundle syncs \`datasets: views\` in analytics-history mode into a Parquet store in a fresh folder (\`store: <folder>\`, \`date-from: ${FIRST_DAY}\`), ${int(STORE_ROWS_PER_DAY)} page-view rows a day, against a simulator in a process of its own; every row is read back from the store with hyparquet. The floor is one day, the least a sync holds. Peak RSS as in the memory benchmark above (\`process.resourceUsage().maxRSS\`, written at exit by bench/rss-probe.mjs). The floor ran alone; the two long syncs ran side by side, so their wall times share two cores. A day is held in memory until it is stored, so the peak follows the rows of a day, not of the sync; those rows die in V8's old generation, whose growth the sync bounds (src/analytics/history/old-generation.ts), so the garbage of earlier days does not pile up.`,
  ].join('\n')
}

/** The section between its markers, as RESULTS.md holds it. */
export function markedStoreSection(r: StoreMemory, note?: string): string {
  return marked('store-memory', storeMemorySection(r, note))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAlone('store-bench.ts', 'store-memory', runStoreMemory, markedStoreSection)
}
