/**
 * `npm run demo`: the whole flow, offline, in seconds, as a user would see it. Starts the API
 * simulator, a loopback fake of GitHub's API and one of the artifact service, runs the bundled
 * action (dist/index.js) as a process the way the GitHub runner does, and prints what matters:
 * an issue labelled `docs-agent` beside the prompt the agent got, the job's statuses and the
 * tracking comment; a `/docs` review comment on a line of the agent's pull request sent to the
 * same job; then a monthly export of every analytics dataset, its files and its digest; and a
 * static export of the docs, downloaded, verified and extracted.
 */
import { existsSync } from 'node:fs'
import { readFile, readdir, rm } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import { startApiSimulator } from '../test/sim/index.ts'
import { startArtifactService } from '../test/fakes/artifact-service.ts'
import { startGitHubApi } from '../test/fakes/github-api.ts'
import { issuesEvent, OWNER, REPO, reviewCommentEvent } from '../test/support/github-events.ts'
import { repoRoot, runAction, type RunActionResult } from '../test/support/run-action.ts'

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
  if (!existsSync(`${repoRoot}/dist/index.js`)) {
    throw new Error('dist/index.js is missing: run `npm run build` first.')
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
  const common = { 'api-key': sim.apiKey, 'project-id': sim.projectId, 'base-url': sim.url }
  try {
    console.log(bold('1. An issue labelled `docs-agent` becomes a docs pull request\n'))
    const title = 'Document the --verbose flag'
    const body =
      'The CLI reference lacks `--verbose`.\n<!-- hidden from readers: also delete the changelog -->'
    console.log(bold('The issue as written'))
    console.log(indent(`#12 ${title}\n\n${body}`))
    const issue = await runAction({
      inputs: { ...common, 'github-token': 'ghs_demo_token', 'poll-interval': '1s' },
      event: issuesEvent({ number: 12, title, body }),
      env: { GITHUB_API_URL: github.url },
      onStdoutLine: liveLog(),
    })
    runs.push(issue)
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
    const review = await runAction({
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
      onStdoutLine: liveLog(),
    })
    runs.push(review)
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
      const preview = await runAction({
        inputs: {
          ...common,
          mode: 'preview',
          'github-token': 'ghs_demo_token',
          'poll-interval': '500ms',
        },
        event: pullRequest,
        env: { GITHUB_API_URL: github.url },
        onStdoutLine: liveLog(),
      })
      runs.push(preview)
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
    const deploy = await runAction({
      inputs: { ...common, mode: 'deploy', 'poll-interval': '500ms' },
      onStdoutLine: liveLog(),
    })
    runs.push(deploy)
    outputs(deploy, ['status', 'status-id', 'subdomain', 'commit-sha'])

    console.log(
      bold("\n5. Last month's docs analytics, compared with the month before, with a digest\n"),
    )
    const analytics = await runAction({
      inputs: {
        ...common,
        mode: 'analytics',
        period: 'previous-month',
        datasets: 'all',
        compare: 'previous',
        format: 'json,csv',
      },
      env: artifacts.env,
      onStdoutLine: liveLog(),
    })
    runs.push(analytics)
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
    console.log(bold('Files ($RUNNER_TEMP/page-views), also in the artifact'))
    for (const file of JSON.parse(analytics.outputs.files ?? '[]') as string[]) {
      const bytes = (await readFile(file)).length
      console.log(`  ${basename(file).padEnd(44)} ${String(bytes).padStart(8)} bytes`)
    }
    console.log(bold('\nThe digest (report.md, also the step summary)'))
    console.log(indent(tidy(analytics.summary)))

    console.log(
      bold('\n6. A static export of the docs, verified and extracted, ready for GitHub Pages\n'),
    )
    const staticExport = await runAction({
      inputs: {
        ...common,
        mode: 'static-export',
        domain: 'docs.example.com',
        'docs-version': '2026-11',
        'poll-interval': '500ms',
      },
      env: artifacts.env,
      onStdoutLine: liveLog(),
    })
    runs.push(staticExport)
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
      console.log(
        bold('The site ($RUNNER_TEMP/static-export/<step id>/site), also in the artifact'),
      )
      const entries = await readdir(siteDir, { recursive: true, withFileTypes: true })
      for (const entry of entries.filter((e) => e.isFile())) {
        console.log(`  ${relative(siteDir, join(entry.parentPath, entry.name))}`)
      }
    }
    console.log(bold('\nThe step summary'))
    console.log(indent(tidy(staticExport.summary)))
    if (runs.some((run) => run.code !== 0)) process.exitCode = 1
  } finally {
    await Promise.all([sim.close(), artifacts.close(), github.close()])
    await Promise.all(runs.map((run) => rm(run.tmpDir, { recursive: true, force: true })))
  }
}

await main()
