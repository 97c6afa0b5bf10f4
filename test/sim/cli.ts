/**
 * Starts the API simulator for manual trying:
 *
 *   node test/sim/cli.ts --port 8787 --rows 5000 --latency 40 [--seed 1] [--key K]
 *                        [--project P] [--connection-cost 0] [--stale-gets 0] [--quiet]
 *                        [--deploy-scenario success] [--no-previews] [--hostile-text]
 *                        [--insecure-screenshots] [--retry-after]
 *
 * Prints the URL, key and project id, logs every request, and stops on Ctrl-C.
 */
import { parseArgs } from 'node:util'
import { DEPLOY_SCENARIOS, startApiSimulator, type DeployScenario } from './index.ts'

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
    'deploy-scenario': { type: 'string', default: 'success' },
    'no-previews': { type: 'boolean', default: false },
    'hostile-text': { type: 'boolean', default: false },
    'insecure-screenshots': { type: 'boolean', default: false },
    'retry-after': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  process.stdout.write(
    'usage: node test/sim/cli.ts [--port 8787] [--rows 1234] [--seed 1] [--latency ms]\n' +
      '       [--connection-cost ms] [--stale-gets n] [--key K] [--project P] [--quiet]\n' +
      `       [--deploy-scenario ${DEPLOY_SCENARIOS.join('|')}] [--no-previews]\n` +
      '       [--hostile-text] [--insecure-screenshots] [--retry-after]\n',
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

function scenario(text: string): DeployScenario {
  const found = DEPLOY_SCENARIOS.find((s) => s === text)
  if (found === undefined) {
    process.stderr.write(`--deploy-scenario must be one of ${DEPLOY_SCENARIOS.join(', ')}\n`)
    process.exit(2)
  }
  return found
}

const sim = await startApiSimulator({
  port: int('port', values.port),
  apiKey: values.key,
  projectId: values.project,
  latencyMs: int('latency', values.latency),
  newConnectionCostMs: int('connection-cost', values['connection-cost']),
  followUpStaleGets: int('stale-gets', values['stale-gets']),
  views: { rows: int('rows', values.rows), seed: int('seed', values.seed) },
  deployScenario: scenario(values['deploy-scenario']),
  previews: !values['no-previews'],
  hostileText: values['hostile-text'],
  insecureScreenshots: values['insecure-screenshots'],
  retryAfter: values['retry-after'],
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
    '  preview branch markers: sim-failure sim-never-ends sim-unknown-status sim-skipped',
    '                          sim-slow',
    '  automations: auto-docs-sync auto-unfollowable auto-inactive auto-not-scheduled',
    '',
  ].join('\n'),
)

const stop = (): void => {
  void sim.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
