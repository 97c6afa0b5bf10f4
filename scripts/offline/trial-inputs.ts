/**
 * A trial step's `with:` as the runner would hand it over, in the offline world: each
 * `${{ ... }}` evaluated the way GitHub would (a secret or variable try cannot know is empty, as
 * an unset one is on GitHub), and what could reach elsewhere put in place, each said in a note:
 * the key is the simulator's (a real key given is not used, and is sent nowhere), `base-url` the
 * simulator's, the GitHub token the fake's, a `store` that is a URL a local Parquet folder. The
 * run then reaches no host but its own loopback fakes.
 */
import { FAKE_GITHUB_TOKEN } from './world.ts'

export interface TrialContext {
  sim: { url: string; apiKey: string; projectId: string }
  /** The event's payload, which `${{ github.event.<path> }}` reads. */
  payload: object
  /** The outputs of the steps that ran before, by their `id:`. */
  outputs: ReadonlyMap<string, Record<string, string>>
}

export interface ResolvedInputs {
  inputs: Record<string, string>
  /** One line per input try evaluated or put in place, for the reader. */
  notes: string[]
}

/** The Parquet folder (in the run's workspace) a `store` URL is replaced by. */
const LOCAL_STORE = 'docs-analytics'

/** What a secret or variable read by these inputs stands for, offline. */
function standIns(context: TrialContext): Record<string, [value: string, what: string]> {
  return {
    'api-key': [context.sim.apiKey, "the simulator's key"],
    'project-id': [context.sim.projectId, "the simulator's project"],
    'automation-id': ['auto-docs-sync', "the simulator's automation"],
    domain: ['docs.example.com', "the simulator's docs domain"],
    'github-token': [FAKE_GITHUB_TOKEN, "the fake GitHub's token"],
    store: [LOCAL_STORE, 'a Parquet folder in the workspace'],
  }
}

/** A property path of the payload, as GitHub reads `github.event.a.b`. */
function lookup(payload: object, path: string[]): string {
  let value: unknown = payload
  for (const key of path) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined
  }
  return value === undefined || value === null || typeof value === 'object' ? '' : String(value)
}

/** One expression's value, with what the reader is told about it. */
function evaluate(
  expression: string,
  input: string,
  context: TrialContext,
): { value: string; note?: string } {
  const secret = /^(?:secrets|vars)\.\w+$/.exec(expression)
  if (secret) {
    const standIn = standIns(context)[input]
    if (standIn) return { value: standIn[0], note: standIn[1] }
    return { value: '', note: 'empty: try does not know it (GitHub makes an unset one empty)' }
  }
  if (expression === 'github.token')
    return { value: FAKE_GITHUB_TOKEN, note: "the fake GitHub's token" }
  const event = /^github\.event\.([\w.-]+)$/.exec(expression)?.[1]
  if (event !== undefined) {
    const value = lookup(context.payload, event.split('.'))
    return { value, note: `${JSON.stringify(value)}, from the event` }
  }
  const [, step = '', output = ''] = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression) ?? []
  if (step !== '') {
    const value = context.outputs.get(step)?.[output]
    if (value !== undefined) return { value, note: `the output of step "${step}"` }
    return { value: '', note: `empty: step "${step}" did not run here or set no such output` }
  }
  return { value: '', note: `empty: try does not evaluate it (give the input as ${input}=value)` }
}

/** `${{ ... }}` in a value, each replaced by its value. */
function evaluateValue(input: string, raw: string, context: TrialContext, notes: string[]): string {
  return raw.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
    const { value, note } = evaluate(expression, input, context)
    if (note) notes.push(`${input}: \`\${{ ${expression} }}\` is ${note}.`)
    return value
  })
}

const URL_LIKE = /^[a-z][a-z\d+.-]*:\/\//i

/** The inputs that could reach elsewhere, put in place (with a note when it changed a value). */
function keepOffline(
  written: Record<string, string>,
  inputs: Record<string, string>,
  context: TrialContext,
  notes: string[],
): void {
  const apiKey = written['api-key'] ?? ''
  if (apiKey !== '' && !apiKey.includes('${{')) {
    notes.push(
      "api-key: the key given is not needed and not used, and is sent nowhere: the simulator's key stands in for it.",
    )
  }
  inputs['api-key'] = context.sim.apiKey
  const baseUrl = inputs['base-url'] ?? ''
  if (baseUrl !== '' && baseUrl !== context.sim.url) {
    notes.push(
      `base-url: ${baseUrl} is replaced by the simulator (${context.sim.url}): try reaches no host but its own loopback fakes.`,
    )
  }
  inputs['base-url'] = context.sim.url
  const token = written['github-token'] ?? ''
  if (token !== '' && !token.includes('${{')) {
    notes.push(
      'github-token: the token given is not used, and is sent nowhere: the fake GitHub takes any.',
    )
    inputs['github-token'] = FAKE_GITHUB_TOKEN
  }
  if (URL_LIKE.test(inputs['store'] ?? '')) {
    notes.push(
      `store: a URL is replaced by the folder \`${LOCAL_STORE}\` in the workspace: try reaches no database.`,
    )
    inputs['store'] = LOCAL_STORE
  }
  inputs['project-id'] ??= context.sim.projectId
}

/** The step's inputs as the runner would hand them over here, and the notes saying how. */
export function resolveInputs(
  written: Record<string, string>,
  context: TrialContext,
): ResolvedInputs {
  const notes: string[] = []
  const inputs: Record<string, string> = {}
  for (const [name, raw] of Object.entries(written)) {
    inputs[name] = evaluateValue(name, raw, context, notes)
  }
  keepOffline(written, inputs, context, notes)
  return { inputs, notes }
}
