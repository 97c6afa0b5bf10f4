/**
 * Writes, from the catalogue of modes (src/shared/catalogue.ts) and the root action.yml's prose:
 * - docs/reference.md's inputs and outputs tables, one per mode, between the `<!-- inputs -->` /
 *   `<!-- outputs -->` markers;
 * - docs/analytics.md's data dictionary, from the catalogue of the store's tables
 *   (scripts/data-dictionary.ts);
 * - each mode's sub-action, `<mode>/action.yml`: only that mode's inputs and outputs, with the
 *   root's names and defaults, `required: true` on the inputs the mode cannot run without (the
 *   catalogue's `required`), each description in the mode's own words (the root's without the
 *   phrase naming its modes, or its own from scripts/sub-action-descriptions.ts), and
 *   `runs.main: ../dist/<mode>.js`.
 * It first checks the root action.yml against the catalogue: every input with the catalogue's
 * default, every output, and each description's mode phrase ("Deploy and preview modes: ...")
 * naming exactly the modes whose entries list it; and that no sub-action's description names
 * another mode.
 *
 * `node scripts/docs.ts --check` writes nothing and exits 1 when anything is out of date (CI).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parse, stringify } from 'yaml'
import {
  INPUT_DEFAULTS,
  MODE_CATALOGUE,
  MODES,
  OUTPUT_NAMES,
  type Mode,
} from '../src/shared/catalogue.ts'
import { updateDictionary } from './data-dictionary.ts'
import { OWN_INPUT_DESCRIPTIONS, OWN_OUTPUT_DESCRIPTIONS } from './sub-action-descriptions.ts'

interface ActionYaml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
}

type Kind = 'inputs' | 'outputs'

const root = fileURLToPath(new URL('..', import.meta.url))
const OWN_DESCRIPTIONS: Record<Kind, Partial<Record<string, Partial<Record<Mode, string>>>>> = {
  inputs: OWN_INPUT_DESCRIPTIONS,
  outputs: OWN_OUTPUT_DESCRIPTIONS,
}

const cell = (text: string): string =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim()

/**
 * The modes a description names before its first `:` or `.` ("Agent and preview modes: ..."),
 * or none for an input or output of every mode (its description names no mode there).
 */
export function modesOf(description: string): Mode[] {
  const end = description.search(/[:.]/)
  const prefix = (end < 0 ? description : description.slice(0, end)).toLowerCase()
  if (!/\bmodes?\b/.test(prefix)) return []
  // `analytics` is not named by `analytics-history`: a name ends at a character a name cannot hold.
  return MODES.filter((mode) => new RegExp(`(?<![\\w-])${mode}(?![\\w-])`).test(prefix))
}

const title = (mode: Mode): string => `${mode.charAt(0).toUpperCase()}${mode.slice(1)} mode`

/** The modes whose catalogue entry lists an input or output. */
function modesUsing(kind: Kind, name: string): Mode[] {
  return MODES.filter((mode) => (MODE_CATALOGUE[mode][kind] as readonly string[]).includes(name))
}

/** How a root description names its modes: "Agent mode", "Deploy and preview modes", ... */
export function modePhrase(modes: readonly Mode[]): string {
  const names =
    modes.length > 1 ? `${modes.slice(0, -1).join(', ')} and ${modes.at(-1)}` : modes.join()
  return `${names.charAt(0).toUpperCase()}${names.slice(1)} mode${modes.length > 1 ? 's' : ''}`
}

/** Whether the mode's sub-action flags the input as one it cannot run without. */
function isRequired(mode: Mode, name: string, action: ActionYaml): boolean {
  const required: readonly string[] = MODE_CATALOGUE[mode].required
  return action.inputs[name]?.required === true || required.includes(name)
}

/**
 * What a mode's sub-action, and its table in docs/reference.md, say of one of its inputs or
 * outputs: its own description, else the root's without the phrase naming its modes ("Deploy
 * and preview modes: an existing deployment" -> "An existing deployment"), cut there and nowhere
 * else (a `:` inside the text, as in "`compare: previous`", is the text's). Undefined when the
 * root's does not start with that phrase.
 */
export function describedFor(
  mode: Mode,
  kind: Kind,
  name: string,
  rootDescription: string,
): string | undefined {
  const own = OWN_DESCRIPTIONS[kind][name]?.[mode]
  if (own !== undefined) return own
  const using = modesUsing(kind, name)
  if (using.length === MODES.length) return rootDescription
  const phrase = `${modePhrase(using)}: `
  if (!rootDescription.startsWith(phrase)) return undefined
  const rest = rootDescription.slice(phrase.length)
  return rest.charAt(0).toUpperCase() + rest.slice(1)
}

/**
 * The modes other than `mode` that a description names outside its code spans, by a label
 * ("preview: ..."), a possessive ("the automation's run") or as a mode ("agent mode").
 */
export function otherModesNamed(mode: Mode, description: string): Mode[] {
  const prose = description
    .split('`')
    .filter((_, i) => i % 2 === 0)
    .join(' ')
    .toLowerCase()
  return MODES.filter(
    (other) =>
      other !== mode &&
      new RegExp(`\\b${other.replace('-', '[ -]')}(?::|'s\\b| modes?\\b)`).test(prose),
  )
}

/** What is wrong with the sub-actions' descriptions and required inputs; empty when nothing is. */
function subActionProblems(action: ActionYaml): string[] {
  const problems: string[] = []
  const label = (kind: Kind): string => (kind === 'inputs' ? 'Input' : 'Output')
  for (const mode of MODES) {
    const entry = MODE_CATALOGUE[mode]
    const inputs: readonly string[] = entry.inputs
    for (const name of entry.required.filter((required) => !inputs.includes(required))) {
      problems.push(`${mode} mode requires \`${name}\`, which is not among its inputs.`)
    }
    for (const kind of ['inputs', 'outputs'] as const) {
      for (const name of entry[kind]) {
        const described = describedFor(mode, kind, name, action[kind][name]?.description ?? '')
        if (described === undefined) {
          problems.push(
            `${label(kind)} \`${name}\`: its action.yml description should start with "${modePhrase(modesUsing(kind, name))}: ", which its sub-actions cut off, or ${mode} mode needs its own in scripts/sub-action-descriptions.ts.`,
          )
        }
        for (const other of otherModesNamed(mode, described ?? '')) {
          problems.push(
            `${label(kind)} \`${name}\`: ${mode}/action.yml would describe it in ${other} mode's words: give ${mode} mode its own description in scripts/sub-action-descriptions.ts.`,
          )
        }
      }
      for (const [name, byMode] of Object.entries(OWN_DESCRIPTIONS[kind])) {
        if (byMode?.[mode] !== undefined && !modesUsing(kind, name).includes(mode)) {
          problems.push(
            `${label(kind)} \`${name}\`: scripts/sub-action-descriptions.ts describes it for ${mode} mode, which does not have it.`,
          )
        }
      }
    }
  }
  return problems
}

/** What is wrong with the root action.yml against the catalogue; empty when nothing is. */
export function contractProblems(actionYml: string): string[] {
  const action = parse(actionYml) as ActionYaml
  const problems: string[] = []
  const inputs = Object.keys(action.inputs)
  const declared = Object.keys(INPUT_DEFAULTS)
  if (inputs.join() !== declared.join()) {
    problems.push(
      `action.yml's inputs (${inputs.join(', ')}) differ from src/shared/catalogue.ts's INPUT_DEFAULTS (${declared.join(', ')}).`,
    )
  }
  const outputs = Object.keys(action.outputs)
  if (outputs.join() !== OUTPUT_NAMES.join()) {
    problems.push(
      `action.yml's outputs (${outputs.join(', ')}) differ from src/shared/catalogue.ts's OUTPUT_NAMES.`,
    )
  }
  const modesListed = [...(action.inputs['mode']?.description ?? '').matchAll(/`([^`]+)`/g)].map(
    (match) => match[1],
  )
  if (modesListed.join() !== MODES.join()) {
    problems.push(
      `Input \`mode\`: its action.yml description should name the catalogue's modes in its order, each in backticks with what it does (${MODES.join(', ')}), but names ${modesListed.join(', ') || 'none'}.`,
    )
  }
  for (const [name, input] of Object.entries(action.inputs)) {
    const fallback = INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS] ?? ''
    if (String(input.default ?? '') !== fallback) {
      problems.push(
        `Input \`${name}\`: action.yml's default ${JSON.stringify(input.default ?? '')} differs from the catalogue's ${JSON.stringify(fallback)}.`,
      )
    }
  }
  const kinds = [
    ['inputs', action.inputs],
    ['outputs', action.outputs],
  ] as const
  for (const [kind, entries] of kinds) {
    for (const [name, entry] of Object.entries(entries)) {
      if (name === 'mode') continue
      const using = modesUsing(kind, name)
      const expected = using.length === MODES.length ? [] : using
      const named = modesOf(entry.description)
      if (named.join() !== expected.join()) {
        const want = expected.length ? `name ${expected.join(', ')}` : 'name no mode'
        problems.push(
          `${kind === 'inputs' ? 'Input' : 'Output'} \`${name}\`: its action.yml description should ${want} before its first \`:\` (the catalogue's modes), but names ${named.join(', ') || 'none'}.`,
        )
      }
    }
  }
  return [...problems, ...subActionProblems(action)]
}

/**
 * One table per mode (with five modes, one long table hides each mode's few inputs): first what
 * every mode takes, then each mode's own; one shared by several modes stands in each of theirs.
 */
function tablesByMode<T extends { description: string }>(
  kind: Kind,
  entries: [string, T][],
  head: string[],
  row: (name: string, item: T, description: string, mode: Mode | undefined) => string,
): string {
  const blocks: string[] = []
  const table = (heading: string, rows: [string, T][], mode?: Mode): void => {
    const lines = rows.map(([name, item]) => {
      const description = mode
        ? (describedFor(mode, kind, name, item.description) ?? item.description)
        : item.description
      return row(name, item, description, mode)
    })
    if (rows.length > 0) blocks.push([`#### ${heading}`, '', ...head, ...lines].join('\n'))
  }
  const everyMode = (name: string): boolean =>
    name === 'mode' || modesUsing(kind, name).length === MODES.length
  table(
    'Every mode',
    entries.filter(([name]) => everyMode(name)),
  )
  for (const mode of MODES) {
    table(
      title(mode),
      entries.filter(([name]) => !everyMode(name) && modesUsing(kind, name).includes(mode)),
      mode,
    )
  }
  return blocks.join('\n\n')
}

export function renderTables(actionYml: string): { inputs: string; outputs: string } {
  const action = parse(actionYml) as ActionYaml
  const inputs = tablesByMode(
    'inputs',
    Object.entries(action.inputs),
    ['| input | required | default | description |', '|---|---|---|---|'],
    (name, input, description, mode) => {
      const required = mode ? isRequired(mode, name, action) : input.required === true
      const fallback = input.default && !required ? `\`${cell(input.default)}\`` : ''
      return `| \`${name}\` | ${required ? 'yes' : 'no'} | ${fallback} | ${cell(description)} |`
    },
  )
  const outputs = tablesByMode(
    'outputs',
    Object.entries(action.outputs),
    ['| output | description |', '|---|---|'],
    (name, _output, description) => `| \`${name}\` | ${cell(description)} |`,
  )
  return { inputs, outputs }
}

export function updateTables(markdown: string, actionYml: string): string {
  const tables = renderTables(actionYml)
  let updated = markdown
  for (const key of ['inputs', 'outputs'] as const) {
    const pattern = new RegExp(`(<!-- ${key} -->\\n)[\\s\\S]*?(<!-- /${key} -->)`)
    if (!pattern.test(updated))
      throw new Error(`docs/reference.md lacks the <!-- ${key} --> markers`)
    updated = updated.replace(
      pattern,
      (_m, open: string, close: string) => `${open}${tables[key]}\n${close}`,
    )
  }
  return updated
}

/** `<mode>/action.yml`: the mode's inputs and outputs only, its entry under ../dist/. */
export function renderSubAction(mode: Mode, actionYml: string): string {
  const action = parse(actionYml) as ActionYaml & {
    name: string
    branding: unknown
    author: string
  }
  const entry = MODE_CATALOGUE[mode]
  // contractProblems has checked that the root declares every name the catalogue lists, and
  // that each has a description for this mode.
  const described = (kind: Kind, name: string): string => {
    const rootDescription = action[kind][name]?.description ?? ''
    return describedFor(mode, kind, name, rootDescription) ?? rootDescription
  }
  const inputs = Object.fromEntries(
    entry.inputs.map((name) => {
      const description = described('inputs', name)
      if (isRequired(mode, name, action)) return [name, { description, required: true }]
      return [name, { description, required: false, default: action.inputs[name]?.default }]
    }),
  )
  const outputs = Object.fromEntries(
    entry.outputs.map((name) => [name, { description: described('outputs', name) }]),
  )
  const runs: Record<string, string> = { using: 'node24', main: `../dist/${mode}.js` }
  if (entry.post) Object.assign(runs, { post: '../dist/post.js', 'post-if': 'always()' })
  const body = stringify(
    {
      name: `${action.name}: ${mode}`,
      description: `${entry.does.charAt(0).toUpperCase()}${entry.does.slice(1)}.`,
      author: action.author,
      branding: action.branding,
      inputs,
      outputs,
      runs,
    },
    { lineWidth: 0 },
  )
  return `# Written by \`npm run docs\` from src/shared/catalogue.ts and ../action.yml: edit those, not this file.\n${body}`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check')
  const actionYml = readFileSync(join(root, 'action.yml'), 'utf8')
  const problems = contractProblems(actionYml)
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem)
    process.exit(1)
  }
  const files: [string, string][] = [
    [
      'docs/reference.md',
      updateTables(readFileSync(join(root, 'docs', 'reference.md'), 'utf8'), actionYml),
    ],
    [
      'docs/analytics.md',
      await format(updateDictionary(readFileSync(join(root, 'docs', 'analytics.md'), 'utf8')), {
        ...(await resolveConfig(join(root, 'docs', 'analytics.md'))),
        filepath: 'docs/analytics.md',
      }),
    ],
    ...(await Promise.all(
      MODES.map(async (mode): Promise<[string, string]> => {
        const file = `${mode}/action.yml`
        // Written as `prettier --check` (in `npm run lint`) wants it.
        const options = { ...(await resolveConfig(join(root, file))), filepath: file }
        return [file, await format(renderSubAction(mode, actionYml), options)]
      }),
    )),
  ]
  for (const [file, text] of files) {
    const path = join(root, file)
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined
    if (current === text) continue
    if (check) problems.push(`${file} is out of date: run \`npm run docs\`.`)
    else {
      mkdirSync(join(path, '..'), { recursive: true })
      writeFileSync(path, text)
    }
  }
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
}
