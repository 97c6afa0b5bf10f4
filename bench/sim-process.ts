/**
 * Child process that hosts one API simulator (test/sim/api-simulator.ts) for bench/sim-host.ts,
 * so the simulator has an event loop of its own: the process under test and the benchmark's own
 * work cannot delay the simulator's answers. Talks over the IPC channel:
 *   argv[2]  JSON SimulatorOptions (without `log`)
 *   -> { type: 'ready', url, apiKey, projectId }
 *   <- { type: 'stats' }   -> { type: 'stats', stats }
 *   <- { type: 'close' }   closes the simulator and exits
 * Exits by itself when the parent goes away.
 */
import { performance } from 'node:perf_hooks'
import { startApiSimulator } from '../test/sim/index.ts'
import type { SimulatorOptions } from '../test/sim/index.ts'
import type { SimHostMessage, SimProcessMessage, SimStats } from './sim-host.ts'

const options = JSON.parse(process.argv[2] ?? '{}') as SimulatorOptions
let lastAnswerAt: number | undefined
// The simulator's own clock starts synchronously inside startApiSimulator; `base` is read just
// before, so `record.time + base` is within microseconds of the arrival on this clock.
const base = performance.now()
const sim = await startApiSimulator({
  ...options,
  log: () => {
    lastAnswerAt = performance.now()
  },
})

function send(message: SimProcessMessage): void {
  process.send?.(message)
}

function stats(): SimStats {
  const first = sim.requests[0]
  const routes: Record<string, number> = {}
  const ids = new Set<number>()
  let non200 = 0
  for (const r of sim.requests) {
    routes[r.route ?? 'unknown'] = (routes[r.route ?? 'unknown'] ?? 0) + 1
    ids.add(r.connectionId)
    if (r.status !== 200 && r.status !== 201) non200++
  }
  return {
    requests: sim.requests.length,
    connections: sim.connections,
    connectionsUsed: ids.size,
    routes,
    non2xx: non200,
    windowMs: first && lastAnswerAt !== undefined ? lastAnswerAt - (base + first.time) : undefined,
  }
}

process.on('message', (raw: unknown) => {
  const message = raw as SimHostMessage
  if (message.type === 'stats') send({ type: 'stats', stats: stats() })
  if (message.type === 'close') {
    void sim.close().then(() => process.exit(0))
  }
})
process.on('disconnect', () => {
  void sim.close().then(() => process.exit(0))
})
send({ type: 'ready', url: sim.url, apiKey: sim.apiKey, projectId: sim.projectId })
