/**
 * Export benchmark: the action (dist/index.js, analytics mode, defaults, no upload) against the
 * loop a user would write (bench/baseline-export.ts), each against a fresh simulator in its own
 * process with `latencyMs` per request and `newConnectionCostMs = latencyMs`.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { errorLines, runActionProcess } from './action-process.ts'
import { benchDir, spawnNode } from './proc.ts'
import { startSimProcess, type SimStats } from './sim-host.ts'

export interface ExportRun {
  who: 'action' | 'baseline' | 'floor' | 'floor-files'
  rows: number
  ok: boolean
  /** Why it failed, when it did. */
  failure?: string
  rowsExported: number | undefined
  wallMs: number
  peakRss: number | undefined
  peakRssSource: 'probe' | 'vmhwm' | undefined
  /** User + system CPU of the export process, in ms (with `measureCpu` or `measureRss`). */
  cpuMs: number | undefined
  stats: SimStats
  /** The range the action resolved (`date-from`, `date-to` outputs). */
  range?: { dateFrom: string; dateTo: string }
}

export interface ExportSetup {
  distDir: string
  latencyMs: number
  timeoutMs: number
  /** Simulator latency override (memory runs use 0). */
  env?: Record<string, string>
  measureRss?: boolean
  measureCpu?: boolean
}

export async function runActionExport(rows: number, setup: ExportSetup): Promise<ExportRun> {
  const sim = await startSimProcess({
    latencyMs: setup.latencyMs,
    newConnectionCostMs: setup.latencyMs,
    views: { rows },
  })
  try {
    const r = await runActionProcess({
      distDir: setup.distDir,
      inputs: {
        mode: 'analytics',
        'upload-artifact': 'false',
        // The simulator has no hourly limit: let a 1M-row export send its 4,000 requests.
        'max-requests': '100000',
        'api-key': sim.apiKey,
        'project-id': sim.projectId,
        'base-url': sim.url,
      },
      env: setup.env,
      timeoutMs: setup.timeoutMs,
      measureRss: setup.measureRss,
      measureCpu: setup.measureCpu,
    })
    const stats = await sim.stats()
    const exported = r.outputs.rows === undefined ? undefined : Number(r.outputs.rows)
    const ok = r.code === 0 && exported === rows
    const why = [
      r.timedOut ? `killed after ${setup.timeoutMs} ms` : undefined,
      r.signal ? `signal ${r.signal}` : undefined,
      r.code !== 0 && r.code !== null ? `exit ${r.code}` : undefined,
      ...errorLines(r.stdout),
      /heap out of memory/i.test(r.stderr) ? 'JavaScript heap out of memory' : undefined,
    ].filter((s): s is string => s !== undefined)
    return {
      who: 'action',
      rows,
      ok,
      failure: ok ? undefined : why.join('; ') || `exported ${exported} rows`,
      rowsExported: exported,
      wallMs: r.wallMs,
      peakRss: r.peakRss,
      peakRssSource: r.peakRssSource,
      cpuMs: r.cpuMs,
      stats,
      range:
        r.outputs['date-from'] && r.outputs['date-to']
          ? { dateFrom: r.outputs['date-from'], dateTo: r.outputs['date-to'] }
          : undefined,
    }
  } finally {
    await sim.close()
  }
}

export async function runBaselineExport(
  rows: number,
  range: { dateFrom: string; dateTo: string },
  setup: ExportSetup,
): Promise<ExportRun> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-baseline-'))
  try {
    return await runScriptExport('baseline', 'baseline-export.ts', [outDir], rows, range, setup)
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/** The least any export process can take here: bench/floor-export.mjs (one connection, no checks). */
export function runFloorExport(
  rows: number,
  range: { dateFrom: string; dateTo: string },
  setup: ExportSetup,
): Promise<ExportRun> {
  return runScriptExport('floor', 'floor-export.mjs', [], rows, range, setup)
}

/**
 * The CPU floor of an export that writes its files: bench/floor-export-files.mjs (the floor's
 * paging, and each row written as a JSON line and a CSV line, one write per page per file).
 */
export async function runFilesFloorExport(
  rows: number,
  range: { dateFrom: string; dateTo: string },
  setup: ExportSetup,
): Promise<ExportRun> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-floor-files-'))
  try {
    return await runScriptExport(
      'floor-files',
      'floor-export-files.mjs',
      [outDir],
      rows,
      range,
      setup,
    )
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/** Runs a bench/ export script (`<baseUrl> <apiKey> <projectId> <dateFrom> <dateTo> ...extra`). */
async function runScriptExport(
  who: 'baseline' | 'floor' | 'floor-files',
  script: string,
  extraArgs: string[],
  rows: number,
  range: { dateFrom: string; dateTo: string },
  setup: ExportSetup,
): Promise<ExportRun> {
  const sim = await startSimProcess({
    latencyMs: setup.latencyMs,
    newConnectionCostMs: setup.latencyMs,
    views: { rows },
  })
  try {
    const env: Record<string, string> = { ...setup.env }
    for (const key of ['PATH', 'HOME', 'TMPDIR']) {
      const value = process.env[key]
      if (value !== undefined) env[key] = value
    }
    const r = await spawnNode({
      args: [
        join(benchDir, script),
        sim.url,
        sim.apiKey,
        sim.projectId,
        range.dateFrom,
        range.dateTo,
        ...extraArgs,
      ],
      env,
      timeoutMs: setup.timeoutMs,
      measureRss: setup.measureRss,
      measureCpu: setup.measureCpu,
    })
    const stats = await sim.stats()
    const line = r.stdout.split('\n').find((l) => l.startsWith('RESULT '))
    const result = line
      ? (JSON.parse(line.slice('RESULT '.length)) as { rows: number; requests: number })
      : undefined
    const ok = r.code === 0 && result?.rows === rows
    const oom = /heap out of memory/i.test(r.stderr)
    return {
      who,
      rows,
      ok,
      failure: ok
        ? undefined
        : [
            r.timedOut ? `killed after ${setup.timeoutMs} ms` : undefined,
            oom ? 'JavaScript heap out of memory' : undefined,
            r.signal ? `signal ${r.signal}` : undefined,
            r.code !== 0 && r.code !== null ? `exit ${r.code}` : undefined,
          ]
            .filter((s): s is string => s !== undefined)
            .join('; ') || 'wrong row count',
      rowsExported: result?.rows,
      wallMs: r.wallMs,
      peakRss: r.peakRss,
      peakRssSource: r.peakRssSource,
      cpuMs: r.cpuMs,
      stats,
    }
  } finally {
    await sim.close()
  }
}
