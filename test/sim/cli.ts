/**
 * Starts the API simulator for manual trying:
 *
 *   node test/sim/cli.ts --port 8787 --rows 5000 --latency 40 [--seed 1] [--key K]
 *                        [--project P] [--connection-cost 0] [--stale-gets 0] [--quiet]
 *
 * Prints the URL, key and project id, logs every request, and stops on Ctrl-C.
 */
import { parseArgs } from 'node:util'
import { startApiSimulator } from './index.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    rows: { type: 'string', default: '1234' },
    seed: { type: 'string', default: '1' },
    latency: { type: 'string', default: '0' },
    'connection-cost': { type: 'string', default: '0' },
    'stale-gets': { type: 'string', default: '0' },
    key: { type: 'string' },
    project: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  process.stdout.write(
    'usage: node test/sim/cli.ts [--port 8787] [--rows 1234] [--seed 1] [--latency ms]\n' +
      '       [--connection-cost ms] [--stale-gets n] [--key K] [--project P] [--quiet]\n',
  )
  process.exit(0)
}

function int(name: string, text: string): number {
  const n = Number(text)
  if (!Number.isSafeInteger(n) || n < 0) {
    process.stderr.write(`--${name} must be a non-negative integer, got ${text}\n`)
    process.exit(2)
  }
  return n
}

const sim = await startApiSimulator({
  port: int('port', values.port),
  apiKey: values.key,
  projectId: values.project,
  latencyMs: int('latency', values.latency),
  newConnectionCostMs: int('connection-cost', values['connection-cost']),
  followUpStaleGets: int('stale-gets', values['stale-gets']),
  views: { rows: int('rows', values.rows), seed: int('seed', values.seed) },
  log: !values.quiet,
})

process.stdout.write(
  [
    `Mintlify API simulator listening`,
    `  url:        ${sim.url}`,
    `  api key:    ${sim.apiKey}`,
    `  project id: ${sim.projectId}`,
    `  try:        curl -s -H 'Authorization: Bearer ${sim.apiKey}' \\`,
    `                '${sim.url}/v1/analytics/${sim.projectId}/views?limit=3'`,
    '  prompt markers: [sim:failed] [sim:no-changes] [sim:archived] [sim:never-ends]',
    '                  [sim:unknown-status] [sim:polls=N]',
    '',
  ].join('\n'),
)

const stop = (): void => {
  void sim.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
