/**
 * `npm run demo`: the whole flow, offline, in seconds. Starts the API simulator on a free
 * loopback port, runs the bundled action (dist/index.js) as a process the way the GitHub runner
 * does, and prints its log, its outputs and its step summary: first an agent job going from
 * active to completed with a pull request, then an analytics export.
 */
import { existsSync } from 'node:fs'
import { startApiSimulator } from '../test/sim/index.ts'
import { startArtifactService } from '../test/fakes/artifact-service.ts'
import { repoRoot, runAction, type RunActionResult } from '../test/support/run-action.ts'

const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)

function show(title: string, result: RunActionResult): void {
  console.log(`\n${bold(`${title}: exit code ${result.code}`)}`)
  console.log(bold('Outputs'))
  for (const [name, value] of Object.entries(result.outputs)) console.log(`  ${name} = ${value}`)
  console.log(bold('Step summary (GITHUB_STEP_SUMMARY)'))
  console.log(result.summary.replace(/^/gm, '  '))
}

async function main(): Promise<void> {
  if (!existsSync(`${repoRoot}/dist/index.js`)) {
    throw new Error('dist/index.js is missing: run `npm run build` first.')
  }
  const sim = await startApiSimulator({ views: { rows: 1234 } })
  const artifacts = await startArtifactService()
  const common = { 'api-key': sim.apiKey, 'project-id': sim.projectId, 'base-url': sim.url }
  // Shows the log as the runner would: groups as headings, no debug lines or mask commands.
  const printLive = (line: string): void => {
    if (/^::(debug|add-mask|endgroup)::/.test(line)) return
    const command = /^::(group|notice|warning|error)(?: [^:]*)?::(.*)$/.exec(line)
    if (command)
      console.log(command[1] === 'group' ? `  ▸ ${command[2]}` : `  ${command[1]}: ${command[2]}`)
    else console.log(`  | ${line}`)
  }
  try {
    console.log(bold(`API simulator on ${sim.url}\n`))
    console.log(
      bold('1. Agent mode: ask the docs agent for a change and wait for its pull request'),
    )
    const agent = await runAction({
      inputs: {
        ...common,
        prompt: 'Document the new --verbose flag of the CLI in the quickstart.',
        'poll-interval': '1s',
      },
      onStdoutLine: printLive,
    })
    show('Agent mode', agent)

    console.log(
      bold('\n2. Analytics mode: export last month’s page views to files and an artifact'),
    )
    const analytics = await runAction({
      inputs: { ...common, mode: 'analytics', period: 'previous-month', format: 'json,csv,ndjson' },
      env: artifacts.env,
      onStdoutLine: printLive,
    })
    show('Analytics mode', analytics)
    const views = sim.requests.filter((r) => r.route === 'views').length
    console.log(
      bold(
        `\nThe simulator saw ${sim.requests.length} requests (${views} for ${analytics.outputs.rows} rows) over ${sim.connections} connections; the artifact service stored ${artifacts.artifacts.map((a) => `${a.name} (${a.size} bytes)`).join(', ')}.`,
      ),
    )
    if (agent.code !== 0 || analytics.code !== 0) process.exitCode = 1
  } finally {
    await Promise.all([sim.close(), artifacts.close()])
  }
}

await main()
