/**
 * `datasets: all` benchmark: the action exports every analytics dataset of a month against a
 * simulator process with `latencyMs` per request. Reports the requests it sent against the
 * floor (one per page of each dataset, no page twice) and the wall time against the least time
 * those requests could take one after another (requests x latency).
 */
import { errorLines, runActionProcess } from './action-process.ts'
import { startSimProcess, type SimStats } from './sim-host.ts'

/** Rows of each dataset in the simulated month, and the requests they need at least. */
export const DATASET_ROWS = {
  views: 10_000,
  visitors: 10_000,
  searches: 2_000,
  feedback: 1_500,
  assistant: 5_000,
} as const

export const DATASETS_FLOOR =
  Math.ceil(DATASET_ROWS.views / 250) +
  Math.ceil(DATASET_ROWS.visitors / 250) +
  Math.ceil(DATASET_ROWS.searches / 100) +
  Math.ceil(DATASET_ROWS.feedback / 100) +
  1 + // feedback by page: one request
  Math.ceil(DATASET_ROWS.assistant / 1000) +
  1 // assistant callers: one request

export interface DatasetsRun {
  ok: boolean
  failure?: string
  /** The action's own count (`requests` output). */
  requests: number | undefined
  wallMs: number
  stats: SimStats
}

export async function runDatasetsExport(setup: {
  distDir: string
  latencyMs: number
  timeoutMs: number
}): Promise<DatasetsRun> {
  const sim = await startSimProcess({
    latencyMs: setup.latencyMs,
    newConnectionCostMs: setup.latencyMs,
    views: { rows: DATASET_ROWS.views },
    analytics: {
      visitors: { rows: DATASET_ROWS.visitors },
      searches: { rows: DATASET_ROWS.searches },
      feedback: { rows: DATASET_ROWS.feedback },
      assistant: { rows: DATASET_ROWS.assistant },
    },
  })
  const r = await runActionProcess({
    distDir: setup.distDir,
    inputs: {
      mode: 'analytics',
      datasets: 'all',
      'max-requests': '1000',
      'upload-artifact': 'false',
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      'base-url': sim.url,
    },
    timeoutMs: setup.timeoutMs,
  })
  const stats = await sim.stats()
  const ok = r.code === 0
  return {
    ok,
    failure: ok ? undefined : errorLines(r.stdout).join('; ') || `exit ${r.code}`,
    requests: r.outputs.requests === undefined ? undefined : Number(r.outputs.requests),
    wallMs: r.wallMs,
    stats,
  }
}
