/**
 * What `npm run try` is asked to run, read from its arguments before anything starts: a mode
 * and its `with:` values (`preview check=all`), or a workflow file whose steps use the action
 * (`examples/preview-branches.yml timeout=5m`): each of those steps, in order, with its `with:`
 * as written and the values given on the command line over it, and the workflow's first
 * trigger. Bad usage is a UsageError: one sentence that names what is wrong.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import {
  INPUT_DEFAULTS,
  isMode,
  MODE_CATALOGUE,
  MODES,
  type Mode,
} from '../../src/shared/catalogue.ts'

export const USAGE =
  'Usage: npm run try -- <mode or workflow file> [input=value ...] [--keep], where the mode is one of ' +
  `${MODES.join(', ')} and the workflow file is a .yml or .yaml file whose steps use the action.`

/** Bad usage: its message is the one sentence to print. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

export interface TrialStep {
  /** How what try prints names the step: `preview mode`, `step "preview" of job "preview"`. */
  label: string
  /** Its `id:`, which later steps' `${{ steps.<id>.outputs.<name> }}` read. */
  id: string | undefined
  mode: Mode
  /** Run through the root action (`uses: mintlify/docs-agent-action@v1` with `mode:`). */
  root: boolean
  /** `with:` as written (expressions unevaluated), the command line's values over it. */
  with: Record<string, string>
  /** `with:` names its action does not declare (the runner warns about them and goes on). */
  unexpected: string[]
}

export interface TrialPlan {
  /** Where the steps come from: `preview mode`, or the workflow file's path. */
  source: string
  steps: TrialStep[]
  /** The event the run gets: the workflow's first trigger, or the mode's usual one. */
  trigger: string
  /** Keep the runs' folders (workspace, RUNNER_TEMP) instead of deleting them. */
  keep: boolean
}

/** The inputs a step's action declares: its sub-action's, or the root action's every one. */
function declared(mode: Mode, root: boolean): readonly string[] {
  return root ? Object.keys(INPUT_DEFAULTS) : MODE_CATALOGUE[mode].inputs
}

/** `name=value` arguments, refused when a name is empty or given twice. */
function readAssignments(args: readonly string[]): Map<string, string> {
  const given = new Map<string, string>()
  for (const arg of args) {
    const eq = arg.indexOf('=')
    if (eq <= 0) {
      throw new UsageError(
        `\`${arg}\` is not an input=value pair: give each input as name=value, as in check=all.`,
      )
    }
    const name = arg.slice(0, eq)
    if (given.has(name)) throw new UsageError(`The input \`${name}\` is given twice.`)
    given.set(name, arg.slice(eq + 1))
  }
  return given
}

/** The event a mode is usually run on, in the examples: how its comments are seen. */
function usualTrigger(mode: Mode, values: ReadonlyMap<string, string>): string {
  if (mode === 'preview') return 'pull_request'
  if (mode === 'agent' && !values.get('prompt') && !values.get('job-id')) return 'issues'
  return 'workflow_dispatch'
}

interface WorkflowStep {
  id?: unknown
  name?: unknown
  uses?: unknown
  with?: unknown
}

/** `owner/docs-agent-action@ref` (the root action) or `owner/docs-agent-action/<mode>@ref`. */
const USES = /^[\w.-]+\/docs-agent-action(?:\/([\w.-]+))?@\S+$/

/** A `with:` value as the runner hands it over: YAML's booleans and numbers as their text. */
function withOf(step: WorkflowStep, where: string): Record<string, string> {
  if (step.with === undefined || step.with === null) return {}
  if (typeof step.with !== 'object' || Array.isArray(step.with)) {
    throw new UsageError(`The \`with:\` of ${where} is not a mapping of inputs to values.`)
  }
  return Object.fromEntries(
    Object.entries(step.with as Record<string, unknown>).map(([name, value]) => [
      name,
      value === null || value === undefined ? '' : String(value),
    ]),
  )
}

/** The steps of a workflow that use the action, in the order the jobs list them. */
function stepsOfWorkflow(file: string, workflow: Record<string, unknown>): TrialStep[] {
  const jobs = workflow['jobs']
  const found: TrialStep[] = []
  for (const [job, body] of Object.entries(typeof jobs === 'object' && jobs ? jobs : {})) {
    const steps = (body as { steps?: unknown }).steps
    for (const [i, step] of (Array.isArray(steps) ? (steps as WorkflowStep[]) : []).entries()) {
      const uses = typeof step?.uses === 'string' ? USES.exec(step.uses) : null
      if (!uses) continue
      const id = typeof step.id === 'string' ? step.id : undefined
      const where = `step ${id ? `"${id}"` : i + 1} of job "${job}"`
      const values = withOf(step, where)
      const mode = uses[1] ?? values['mode'] ?? 'agent'
      if (!isMode(mode)) {
        throw new UsageError(
          `The ${where} of ${file} names \`${mode}\`, not a mode of the action (${MODES.join(', ')}).`,
        )
      }
      const root = uses[1] === undefined
      const inputs = declared(mode, root)
      const unexpected = Object.keys(values).filter((name) => !inputs.includes(name))
      found.push({ label: where, id, mode, root, with: values, unexpected })
    }
  }
  if (found.length === 0) {
    throw new UsageError(
      `${file} has no step that uses the action (\`uses: mintlify/docs-agent-action/<mode>@v1\`).`,
    )
  }
  return found
}

/** The workflow's first trigger (`on:` as a name, a list or a mapping). */
function firstTrigger(workflow: Record<string, unknown>): string {
  const on = workflow['on']
  if (typeof on === 'string') return on
  if (Array.isArray(on) && typeof on[0] === 'string') return on[0]
  if (typeof on === 'object' && on !== null) return Object.keys(on)[0] ?? 'workflow_dispatch'
  return 'workflow_dispatch'
}

function readWorkflow(file: string, read: (path: string) => string): Record<string, unknown> {
  let text: string
  try {
    text = read(file)
  } catch {
    throw new UsageError(`${file} cannot be read: give the path of a workflow file.`)
  }
  let workflow: unknown
  try {
    workflow = parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new UsageError(`${file} is not valid YAML: ${reason}`)
  }
  if (typeof workflow !== 'object' || workflow === null || Array.isArray(workflow)) {
    throw new UsageError(`${file} is not a workflow: it holds no mapping with \`jobs:\`.`)
  }
  return workflow as Record<string, unknown>
}

/** Sets each command-line value on every step whose action declares it. */
function applyValues(steps: TrialStep[], values: ReadonlyMap<string, string>): void {
  for (const [name, value] of values) {
    const takers = steps.filter((step) => declared(step.mode, step.root).includes(name))
    if (takers.length === 0) {
      const modes = [...new Set(steps.map((step) => step.mode))]
      throw new UsageError(
        `\`${name}\` is not an input of the ${modes.join(' or ')} sub-action: its inputs are ${declared(modes[0] ?? 'agent', false).join(', ')}.`,
      )
    }
    for (const step of takers) step.with[name] = value
  }
}

/** Reads the arguments of `npm run try`; throws a UsageError for bad usage. */
export function planTrial(
  args: readonly string[],
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): TrialPlan {
  const keep = args.includes('--keep')
  const [what, ...rest] = args.filter((arg) => arg !== '--keep')
  if (what === undefined || what.startsWith('-')) throw new UsageError(USAGE)
  const values = readAssignments(rest)
  if (isMode(what)) {
    const step: TrialStep = {
      label: `${what} mode`,
      id: undefined,
      mode: what,
      root: false,
      with: {},
      unexpected: [],
    }
    applyValues([step], values)
    return { source: `${what} mode`, steps: [step], trigger: usualTrigger(what, values), keep }
  }
  if (!/\.ya?ml$/i.test(what)) {
    throw new UsageError(
      `\`${what}\` is neither a mode (${MODES.join(', ')}) nor a workflow file (.yml or .yaml).`,
    )
  }
  const workflow = readWorkflow(what, read)
  const steps = stepsOfWorkflow(what, workflow)
  applyValues(steps, values)
  return { source: what, steps, trigger: firstTrigger(workflow), keep }
}
