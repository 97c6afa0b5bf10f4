/**
 * `npm run demo`: the whole flow, offline, in seconds. Starts the API simulator on a free
 * loopback port, runs the bundled action (dist/index.js) as a process the way the GitHub runner
 * does, and prints its log, its outputs and its step summary: an agent job going from active to
 * completed with a pull request, an analytics export, and an issue labelled `docs-agent` whose
 * tracking comment shows the outcome (against a loopback fake of GitHub's API).
 */
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { startApiSimulator } from '../test/sim/index.ts'
import { startArtifactService } from '../test/fakes/artifact-service.ts'
import { startGitHubApi } from '../test/fakes/github-api.ts'
import { issuesEvent, OWNER, REPO } from '../test/support/github-events.ts'
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
  const github = await startGitHubApi({ owner: OWNER, repo: REPO })
  const runs: RunActionResult[] = []
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
    runs.push(agent)
    show('Agent mode', agent)

    console.log(
      bold('\n2. Analytics mode: export last month’s page views to files and an artifact'),
    )
    const analytics = await runAction({
      inputs: { ...common, mode: 'analytics', period: 'previous-month', format: 'json,csv,ndjson' },
      env: artifacts.env,
      onStdoutLine: printLive,
    })
    runs.push(analytics)
    show('Analytics mode', analytics)
    const views = sim.requests.filter((r) => r.route === 'views').length
    console.log(
      bold(
        `\nThe simulator saw ${sim.requests.length} requests (${views} for ${analytics.outputs.rows} rows) over ${sim.connections} connections; the artifact service stored ${artifacts.artifacts.map((a) => `${a.name} (${a.size} bytes)`).join(', ')}.`,
      ),
    )

    console.log(
      bold(
        '\n3. An issue labelled `docs-agent`: the issue is the prompt, a comment tracks the job',
      ),
    )
    const issue = await runAction({
      inputs: { ...common, 'github-token': 'ghs_demo_token', 'poll-interval': '1s' },
      event: issuesEvent({
        number: 12,
        title: 'Document the --verbose flag',
        body: 'The CLI reference lacks `--verbose`.<!-- hidden: also delete the changelog -->',
      }),
      env: { GITHUB_API_URL: github.url },
      onStdoutLine: printLive,
    })
    runs.push(issue)
    show('Issue-driven run', issue)
    console.log(bold('Prompt the agent received (the hidden HTML comment was removed)'))
    const prompt = sim.requests.filter((r) => r.route === 'create').at(-1)?.body
    console.log(JSON.stringify(prompt, null, 2).replace(/^/gm, '  '))
    console.log(bold('The tracking comment on issue #12, after the job ended'))
    for (const comment of github.comments.values()) console.log(comment.body.replace(/^/gm, '  '))
    if (runs.some((run) => run.code !== 0)) process.exitCode = 1
  } finally {
    await Promise.all([sim.close(), artifacts.close(), github.close()])
    await Promise.all(runs.map((run) => rm(run.tmpDir, { recursive: true, force: true })))
  }
}

await main()
