/**
 * `datasets: all` benchmark: the action exports every analytics dataset of a month against a
 * simulator process with `latencyMs` per request. Reports the requests it sent against the
 * floor (one per page of each dataset, no page twice, counted from what the simulator serves
 * for the range the action resolved) and the wall time against the least time those requests
 * could take one after another (requests x latency).
 */
import { startApiSimulator, type DatasetRoute, type SimulatorOptions } from '../test/sim/index.ts'
import { errorLines, runActionProcess } from './action-process.ts'
import { startSimProcess, type SimStats } from './sim-host.ts'

/** The simulated site's size: pages, search terms, and feedback items and turns a month. */
export const DATASET_ROWS = {
  views: 10_000,
  visitors: 10_000,
  searches: 2_000,
  feedback: 1_500,
  assistant: 5_000,
} as const

const SIMULATOR: SimulatorOptions = {
  views: { rows: DATASET_ROWS.views },
  analytics: {
    visitors: { rows: DATASET_ROWS.visitors },
    searches: { rows: DATASET_ROWS.searches },
    feedback: { rows: DATASET_ROWS.feedback },
    assistant: { rows: DATASET_ROWS.assistant },
  },
}

/** The largest `limit` of each paged route besides `/views` (what the action asks for). */
const LIMITS = [
  ['visitors', 250],
  ['searches', 100],
  ['feedback', 100],
  ['assistant', 1000],
] as const satisfies readonly (readonly [DatasetRoute, number])[]

/**
 * One request per page of each dataset for the range, as the simulator serves it (the same
 * options, the same fixed clock, in this process): feedback by page and assistant callers one
 * request each.
 */
async function requestFloor(range: { dateFrom: string; dateTo: string }): Promise<number> {
  const sim = await startApiSimulator(SIMULATOR)
  try {
    const pages = (rows: number, limit: number): number => Math.max(1, Math.ceil(rows / limit))
    let floor = pages(sim.expectedViews(range.dateFrom, range.dateTo).length, 250) + 2
    for (const [route, limit] of LIMITS)
      floor += pages(sim.expectedRows(route, range).length, limit)
    return floor
  } finally {
    await sim.close()
  }
}

export interface DatasetsRun {
  ok: boolean
  /** One request per page of each dataset, for the range the action resolved. */
  floor: number
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
    ...SIMULATOR,
    latencyMs: setup.latencyMs,
    newConnectionCostMs: setup.latencyMs,
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
  const range = { dateFrom: r.outputs['date-from'] ?? '', dateTo: r.outputs['date-to'] ?? '' }
  return {
    ok,
    floor: range.dateFrom && range.dateTo ? await requestFloor(range) : Number.NaN,
    failure: ok ? undefined : errorLines(r.stdout).join('; ') || `exit ${r.code}`,
    requests: r.outputs.requests === undefined ? undefined : Number(r.outputs.requests),
    wallMs: r.wallMs,
    stats,
  }
}
