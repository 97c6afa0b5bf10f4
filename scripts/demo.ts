/**
 * `npm run demo`: the whole flow, offline, in seconds, as a user would see it. Starts the API
 * simulator (its previews serve a small docs site), a loopback fake of GitHub's API and one of
 * the artifact service, runs each mode as the workflows in examples/ do, through its sub-action
 * (`<mode>/action.yml`: its defaults, and its own entry, dist/<mode>.js) as a process the way
 * the GitHub runner does, and prints what matters, every comment and summary as it reads on
 * GitHub: an issue labelled `docs-agent` beside the prompt the agent got, the job's statuses and
 * the tracking comment; a `/docs` review comment on a line of the agent's pull request sent to
 * the same job; the pull request's preview and its one comment, with the broken links on the
 * pages it changed; a deployment; an automation run and its job; a monthly export of every
 * analytics dataset, its files and its digest; the first night of an analytics history in a
 * Parquet folder and what it stored; and a static export of the docs, downloaded, verified and
 * extracted. The parts are in scripts/demo/ (one a file); it refuses to start when
 * a mode of the catalogue has no part.
 */
import { PARTS } from './demo/parts.ts'
import { runDemo } from './demo/run.ts'

process.exitCode = await runDemo(PARTS, (line) => console.log(line))
