/**
 * Starts the API simulator for manual trying:
 *
 *   node test/sim/cli.ts --port 8787 --rows 5000 --latency 40 [--seed 1] [--key K]
 *                        [--project P] [--connection-cost 0] [--stale-gets 0] [--quiet]
 *                        [--days realistic|flat] [--now 2026-11-21T10:00:00Z|wall]
 *                        [--deploy-scenario success] [--no-previews] [--hostile-text]
 *                        [--insecure-screenshots] [--retry-after]
 *
 * Prints the URL, key and project id, logs every request, and stops on Ctrl-C.
 */
import { parseArgs } from 'node:util'
import {
  type DaysShape,
  DEPLOY_SCENARIOS,
  startApiSimulator,
  type DeployScenario,
} from './index.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    rows: { type: 'string', default: '1234' },
    seed: { type: 'string', default: '1' },
    days: { type: 'string', default: 'realistic' },
    now: { type: 'string' },
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
    [
      'usage: node test/sim/cli.ts [--port 8787] [--rows 1234] [--seed 1] [--latency ms]',
      '       [--connection-cost ms] [--stale-gets n] [--key K] [--project P] [--quiet]',
      '       [--days realistic|flat] [--now <date-time>|wall]',
      `       [--deploy-scenario ${DEPLOY_SCENARIOS.join('|')}] [--no-previews]`,
      '       [--hostile-text] [--insecure-screenshots] [--retry-after]',
      '',
      '  --rows N       pages of the views dataset (every one served for a range after',
      "                 2026-10-12, when the realistic site's new page appears)",
      "  --seed N       the analytics data's seed: another seed, another site of the same shape",
      '  --days SHAPE   realistic (default): weekdays and weekends, growth, pages rising and',
      '                 fading, late data on the two days before now, feedback triaged days',
      '                 later; flat: every day the same, settled at once',
      "  --now WHEN     the server's clock: a fixed ISO date-time (default",
      '                 2026-11-21T10:00:00Z, the same answers in every run) or `wall` (the',
      "                 machine's clock: the late days follow the real date)",
      '',
    ].join('\n'),
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

function days(text: string): DaysShape {
  if (text !== 'realistic' && text !== 'flat') {
    process.stderr.write(`--days must be realistic or flat, got ${text}\n`)
    process.exit(2)
  }
  return text
}

/** `--now`: a fixed instant, the wall clock, or (left out) the simulator's default. */
function clock(text: string | undefined): (() => number) | undefined {
  if (text === undefined) return undefined
  if (text === 'wall') return () => Date.now()
  const at = Date.parse(text)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at)) {
    process.stderr.write(`--now must be an ISO 8601 date-time or wall, got ${text}\n`)
    process.exit(2)
  }
  return () => at
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
  seed: int('seed', values.seed),
  days: days(values.days),
  clock: clock(values.now),
  views: { rows: int('rows', values.rows) },
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
