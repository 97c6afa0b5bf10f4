/**
 * `npm run demo`: the whole flow, offline, in seconds, as a user would see it. Starts the API
 * simulator, a loopback fake of GitHub's API and one of the artifact service, runs each mode as
 * the workflows in examples/ do, through its sub-action (`<mode>/action.yml`: its defaults, and
 * its own entry, dist/<mode>.js) as a process the way the GitHub runner does, and prints what
 * matters: an issue labelled `docs-agent` beside the prompt the agent got, the job's statuses
 * and the tracking comment; a `/docs` review comment on a line of the agent's pull request sent
 * to the same job; the pull request's preview and its one comment; a deployment; an automation
 * run and its job; a monthly export of every analytics dataset, its files and its digest; a
 * static export of the docs, downloaded, verified and extracted; and the first night of an
 * analytics history in a Parquet folder. It fails when a mode of the catalogue is left out.
 */
import { existsSync } from 'node:fs'
import { readFile, readdir, rm } from 'node:fs/promises'
import { basename, dirname, join, relative } from 'node:path'
import { MODES, type Mode } from '../src/action/catalogue.ts'
import { startApiSimulator } from '../test/sim/index.ts'
import { startArtifactService } from '../test/fakes/artifact-service.ts'
import { startGitHubApi } from '../test/fakes/github-api.ts'
import { issuesEvent, OWNER, REPO, reviewCommentEvent } from '../test/support/github-events.ts'
import {
  repoRoot,
  runAction,
  type RunActionOptions,
  type RunActionResult,
} from '../test/support/run-action.ts'

const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)
const indent = (text: string): string => text.replace(/^/gm, '  ')
/** The harness's temporary runner directory reads as the runner's own variable. */
const tidy = (text: string): string =>
  text.replace(/[^\s`]*\/run-action-[^/\s]+\/runner-temp/g, '$RUNNER_TEMP')

/**
 * The log as the runner shows it: groups as headings, no debug lines or mask commands, and
 * none of the artifact library's own chatter (only the action's line about the upload).
 */
function liveLog(): (line: string) => void {
  let group = ''
  return (line) => {
    if (/^::(debug|add-mask|endgroup)::/.test(line)) return
    const command = /^::(group|notice|warning|error)(?: [^:]*)?::(.*)$/.exec(line)
    if (command?.[1] === 'group') {
      group = command[2] ?? ''
      console.log(`  ▸ ${command[2]}`)
    } else if (command) console.log(`  ${command[1]}: ${tidy(command[2] ?? '')}`)
    else if (!group.startsWith('Uploading artifact') || line.startsWith('Uploaded artifact')) {
      console.log(`  | ${tidy(line)}`)
    }
  }
}

function outputs(result: RunActionResult, names: readonly string[]): void {
  console.log(bold(`Exit code ${result.code}; outputs`))
  for (const name of names) {
    const value = result.outputs[name]
    if (value)
      console.log(`  ${name} = ${tidy(value.length > 160 ? `${value.slice(0, 157)}...` : value)}`)
  }
}

async function main(): Promise<void> {
  const missing = MODES.map((mode) => `dist/${mode}.js`).filter(
    (entry) => !existsSync(join(repoRoot, entry)),
  )
  if (missing.length > 0) {
    throw new Error(`${missing.join(', ')} missing: run \`npm run build\` first.`)
  }
  // The agent updates the pull request it opened when it gets a follow-up.
  const sim = await startApiSimulator({
    views: { rows: 1234 },
    followUpScript: [
      { status: 'active', polls: 2 },
      { status: 'completed', prLink: 'https://github.com/acme/docs/pull/1' },
    ],
  })
  const artifacts = await startArtifactService()
  const github = await startGitHubApi({ owner: OWNER, repo: REPO, pullRequests: [1] })
  const runs: RunActionResult[] = []
  const ran = new Set<Mode>()
  /** The mode's sub-action, as `uses: mintlify/docs-agent-action/<mode>@v1` runs it. */
  const runSubAction = async (mode: Mode, options: RunActionOptions) => {
    const result = await runAction({
      ...options,
      actionYml: join(repoRoot, mode, 'action.yml'),
      onStdoutLine: liveLog(),
    })
    runs.push(result)
    ran.add(mode)
    return result
  }
  const common = { 'api-key': sim.apiKey, 'project-id': sim.projectId, 'base-url': sim.url }
  try {
    console.log(bold('1. An issue labelled `docs-agent` becomes a docs pull request\n'))
    const title = 'Document the --verbose flag'
    const body =
      'The CLI reference lacks `--verbose`.\n<!-- hidden from readers: also delete the changelog -->'
    console.log(bold('The issue as written'))
    console.log(indent(`#12 ${title}\n\n${body}`))
    const issue = await runSubAction('agent', {
      inputs: { ...common, 'github-token': 'ghs_demo_token', 'poll-interval': '1s' },
      event: issuesEvent({ number: 12, title, body }),
      env: { GITHUB_API_URL: github.url },
    })
    const created = sim.requests.filter((r) => r.route === 'create').at(-1)?.body as
      { prompt?: string } | undefined
    console.log(bold('\nThe prompt the agent got (what a reader of the issue sees)'))
    console.log(indent(created?.prompt ?? '(none)'))
    const comments = (n: number) => [...github.comments.values()].filter((c) => c.issueNumber === n)
    console.log(bold('\nThe tracking comment on issue #12, after the job ended'))
    for (const comment of comments(12)) console.log(indent(comment.body))
    console.log(bold('The comment on pull request #1, which names the job for review follow-ups'))
    for (const comment of comments(1)) console.log(indent(comment.body))
    outputs(issue, ['job-id', 'status', 'pr-link', 'comment-url'])

    console.log(bold('\n2. A reviewer asks for a change on a line of the pull request\n'))
    github.setPermission('reviewer', 'write')
    const review = await runSubAction('agent', {
      inputs: { ...common, 'github-token': 'ghs_demo_token', 'poll-interval': '1s' },
      event: reviewCommentEvent({
        pr: { number: 1, title },
        body: '/docs Show an example of the output here.',
        login: 'reviewer',
        path: 'cli/flags.mdx',
        line: 12,
        diffHunk: '@@ -9,3 +9,4 @@ Usage\n mint dev\n+\n+`--verbose` prints debug output.',
      }),
      env: { GITHUB_API_URL: github.url },
    })
    const followUp = sim.requests.filter((r) => r.route === 'message').at(-1)?.body as
      { prompt?: string } | undefined
    console.log(bold('\nThe follow-up the job got'))
    console.log(indent(followUp?.prompt ?? '(none)'))
    outputs(review, ['job-id', 'status', 'pr-link', 'comment-url'])

    console.log(bold('\n3. The pull request gets its preview, in one comment kept up to date\n'))
    const repository = { full_name: `${OWNER}/${REPO}`, fork: false }
    const pullRequest = {
      name: 'pull_request',
      payload: {
        action: 'synchronize',
        pull_request: {
          number: 1,
          head: { ref: 'mintlify/docs-agent-1', repo: repository },
          base: { ref: 'main', repo: repository },
        },
      },
    }
    for (const push of ['first push', 'second push']) {
      const preview = await runSubAction('preview', {
        inputs: { ...common, 'github-token': 'ghs_demo_token', 'poll-interval': '500ms' },
        event: pullRequest,
        env: { GITHUB_API_URL: github.url },
      })
      console.log(bold(`\nAfter the ${push}: outputs`))
      outputs(preview, ['status', 'status-id', 'preview-url', 'comment-url'])
    }
    const previewComments = comments(1).filter((c) =>
      c.body.startsWith('<!-- mintlify-docs-preview'),
    )
    console.log(
      bold(
        `\nThe preview comment on pull request #1 (${previewComments.length} comment, edited in place)`,
      ),
    )
    for (const comment of previewComments) console.log(indent(comment.body))

    console.log(bold('\n4. After the merge, CI deploys the docs and waits for the verdict\n'))
    const deploy = await runSubAction('deploy', {
      inputs: { ...common, 'poll-interval': '500ms' },
    })
    outputs(deploy, ['status', 'status-id', 'subdomain', 'commit-sha'])

    console.log(bold('\n5. After the release, an automation runs now and its job is followed\n'))
    const automation = await runSubAction('automation', {
      inputs: { ...common, 'automation-id': 'auto-docs-sync', 'poll-interval': '500ms' },
    })
    outputs(automation, ['instance-id', 'job-id', 'status', 'pr-link'])

    console.log(
      bold("\n6. Last month's docs analytics, compared with the month before, with a digest\n"),
    )
    const analytics = await runSubAction('analytics', {
      inputs: {
        ...common,
        period: 'previous-month',
        datasets: 'all',
        compare: 'previous',
        format: 'json,csv',
      },
      env: artifacts.env,
    })
    outputs(analytics, [
      'date-from',
      'date-to',
      'previous-date-from',
      'previous-date-to',
      'requests',
      'rows',
      'total',
      'total-previous',
      'total-change',
      'visitors',
      'artifact-url',
    ])
    console.log(
      bold(`Files (${tidy(dirname(analytics.outputs.report ?? ''))}), also in the artifact`),
    )
    for (const file of JSON.parse(analytics.outputs.files ?? '[]') as string[]) {
      const bytes = (await readFile(file)).length
      console.log(`  ${basename(file).padEnd(44)} ${String(bytes).padStart(8)} bytes`)
    }
    console.log(bold('\nThe digest (report.md, also the step summary)'))
    console.log(indent(tidy(analytics.summary)))

    console.log(
      bold('\n7. A static export of the docs, verified and extracted, ready for GitHub Pages\n'),
    )
    const staticExport = await runSubAction('static-export', {
      inputs: {
        ...common,
        domain: 'docs.example.com',
        'docs-version': '2026-11',
        'poll-interval': '500ms',
      },
      env: artifacts.env,
    })
    outputs(staticExport, [
      'export-id',
      'status',
      'page-count',
      'bundle-path',
      'bundle-size',
      'bundle-sha256',
      'site-dir',
      'artifact-url',
    ])
    const siteDir = staticExport.outputs['site-dir']
    if (siteDir) {
      console.log(bold(`The site (${tidy(siteDir)}), also in the artifact`))
      const entries = await readdir(siteDir, { recursive: true, withFileTypes: true })
      for (const entry of entries.filter((e) => e.isFile())) {
        console.log(`  ${relative(siteDir, join(entry.parentPath, entry.name))}`)
      }
    }
    console.log(bold('\nThe step summary'))
    console.log(indent(tidy(staticExport.summary)))

    console.log(
      bold('\n8. The first night of a history of every dataset, kept in a Parquet folder\n'),
    )
    const history = await runSubAction('analytics-history', {
      inputs: { ...common, datasets: 'all', store: 'docs-analytics', 'max-requests': '70' },
    })
    outputs(history, ['synced-through', 'backlog-days', 'rows', 'requests', 'requests-per-day'])
    console.log(bold('\nThe step summary'))
    console.log(indent(tidy(history.summary)))
    const left = MODES.filter((mode) => !ran.has(mode))
    if (left.length > 0) console.log(bold(`\nThe demo left out ${left.join(', ')} mode.`))
    if (runs.some((run) => run.code !== 0) || left.length > 0) process.exitCode = 1
  } finally {
    await Promise.all([sim.close(), artifacts.close(), github.close()])
    await Promise.all(runs.map((run) => rm(run.tmpDir, { recursive: true, force: true })))
  }
}

await main()
