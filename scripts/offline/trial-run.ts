/**
 * Runs a trial (trial-plan.ts) in the offline world and prints what a real run would leave, as
 * a person meets it: for each step, what try put in place of secrets and hosts, the log, the
 * step summary and every comment written or edited (as they read on GitHub), the commit
 * statuses and deployments, the artifacts, the files left in the workspace and RUNNER_TEMP, and
 * the outputs.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { FakeComment } from '../../test/fakes/github-api.ts'
import type { RunActionResult } from '../../test/support/run-action.ts'
import { trialEvent } from './trial-events.ts'
import { resolveInputs } from './trial-inputs.ts'
import type { TrialPlan, TrialStep } from './trial-plan.ts'
import { asRead, bold, indent, liveLog, printOutputs, tidy, type Print } from './view.ts'
import { missingBundles, startWorld, type StepRunner, type World } from './world.ts'

/** Files listed per run; the rest are counted. */
const MAX_FILES = 25

/** The literal `project-id` of the first step that gives one: the simulator's project then. */
function projectIdOf(plan: TrialPlan): string | undefined {
  const given = plan.steps.map((step) => step.with['project-id'] ?? '')
  return given.find((id) => id !== '' && !id.includes('${{'))
}

/** What GitHub held before the step, so that what the step left can be told apart. */
interface Before {
  comments: ReadonlyMap<number, string>
  statuses: number
  deployments: ReadonlyMap<number, number>
  artifacts: number
}

function snapshot(world: World): Before {
  return {
    comments: new Map([...world.github.comments.values()].map((c) => [c.id, c.body])),
    statuses: world.github.statuses.length,
    deployments: new Map(world.github.deployments.map((d) => [d.id, d.statuses.length])),
    artifacts: world.artifacts.artifacts.length,
  }
}

/** The comments the step wrote or edited: those whose text is new since `before`. */
function changedComments(world: World, before: ReadonlyMap<number, string>): FakeComment[] {
  return [...world.github.comments.values()].filter((c) => before.get(c.id) !== c.body)
}

async function filesLeft(result: RunActionResult): Promise<string[]> {
  const files: string[] = []
  for (const root of [result.workspace, result.runnerTemp]) {
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    for (const entry of entries.filter((e) => e.isFile())) {
      files.push(tidy(join(entry.parentPath, entry.name)))
    }
  }
  return files.sort()
}

/** The commit statuses and deployment statuses the step set, one line each. */
function surfacesLeft(world: World, before: Before): string[] {
  const statuses = world.github.statuses
    .slice(before.statuses)
    .map((s) => `Commit status "${s.context}": ${s.state}, "${s.description ?? ''}"`)
  const deployments = world.github.deployments.flatMap((deployment) => {
    const states = deployment.statuses.slice(before.deployments.get(deployment.id) ?? 0)
    if (states.length === 0) return []
    const url = states.at(-1)?.environment_url
    const shown = states.map((s) => s.state).join(', ')
    return [`Deployment to "${deployment.environment}": ${shown}${url ? ` (${url})` : ''}`]
  })
  return [...statuses, ...deployments]
}

/** What the step left on GitHub and in its folders, as the reader meets it. */
async function printLeft(
  print: Print,
  world: World,
  result: RunActionResult,
  before: Before,
): Promise<void> {
  print(bold('\nThe step summary, as it reads'))
  print(indent(result.summary.trim() === '' ? '(none)' : tidy(asRead(result.summary))))
  const comments = changedComments(world, before.comments)
  print(bold(`\nComments written or edited on GitHub (${comments.length}), as they read`))
  if (comments.length === 0) print(indent('(none)'))
  for (const comment of comments) {
    print(indent(`On ${comment.html_url}:`))
    print(indent(indent(asRead(comment.body))))
  }
  const surfaces = surfacesLeft(world, before)
  if (surfaces.length > 0) print(bold('\nOn the commit'))
  for (const line of surfaces) print(indent(line))
  const artifacts = world.artifacts.artifacts.slice(before.artifacts)
  if (artifacts.length > 0) print(bold('\nArtifacts uploaded'))
  for (const artifact of artifacts) {
    const names = Object.keys(artifact.files())
    print(
      indent(
        `${artifact.name}: ${names.length} files (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', ...' : ''})`,
      ),
    )
  }
  const files = await filesLeft(result)
  print(bold(`\nFiles the run left (${files.length})`))
  for (const file of files.slice(0, MAX_FILES)) print(indent(file))
  if (files.length > MAX_FILES) print(indent(`... and ${files.length - MAX_FILES} more`))
}

async function runTrialStep(
  print: Print,
  world: World,
  plan: TrialPlan,
  step: TrialStep,
  outputs: Map<string, Record<string, string>>,
): Promise<RunActionResult> {
  const { event, env, what, note } = trialEvent(plan.trigger, world.github)
  const { inputs, notes } = resolveInputs(step.with, {
    sim: world.sim,
    payload: event.payload,
    outputs,
  })
  const action = step.root ? 'the root action' : `the ${step.mode} sub-action`
  const which = step.label === plan.source ? action : `${step.label} of ${plan.source} (${action})`
  print(bold(`Trying ${which}, on ${what}`))
  for (const line of [note, ...notes]) if (line) print(indent(line))
  for (const name of step.unexpected) {
    print(
      indent(
        `warning: Unexpected input \`${name}\`: ${action} does not declare it (the runner says so too).`,
      ),
    )
  }
  const before = snapshot(world)
  print(bold('\nThe log'))
  const result = await world.runStep(
    step.mode,
    { inputs, event, env, onLogLine: liveLog(print) },
    step.root,
  )
  await printLeft(print, world, result, before)
  print('')
  printOutputs(print, result, undefined, 0)
  if (step.id) outputs.set(step.id, result.outputs)
  return result
}

/**
 * Runs every step of `plan` in order; resolves to the exit code (1 when a step failed). `env`
 * adds to every run's environment; `run` runs each step (default: as a process).
 */
export async function runTrial(
  plan: TrialPlan,
  print: Print,
  env: Record<string, string> = {},
  run?: StepRunner,
): Promise<number> {
  const missing = missingBundles()
  if (missing) {
    print(missing)
    return 1
  }
  const world = await startWorld({ projectId: projectIdOf(plan) }, env, run)
  print(
    `Offline: Mintlify's API is the simulator at ${world.sim.url}, GitHub and the artifact service are fakes on loopback, and every preview is a small docs site at ${world.sim.docsSite?.url ?? '(none)'}.\n`,
  )
  let code = 0
  try {
    const outputs = new Map<string, Record<string, string>>()
    for (const [i, step] of plan.steps.entries()) {
      if (i > 0) print('')
      const result = await runTrialStep(print, world, plan, step, outputs)
      if (result.code !== 0) code = 1
      if (plan.keep) print(indent(`The run's folder, kept: ${result.tmpDir}`))
    }
  } finally {
    await world.close(plan.keep)
  }
  return code
}
