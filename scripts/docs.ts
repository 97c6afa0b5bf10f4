/**
 * Writes, from the catalogue of modes (src/catalogue.ts) and the root action.yml's prose:
 * - docs/reference.md's inputs and outputs tables, one per mode, between the `<!-- inputs -->` /
 *   `<!-- outputs -->` markers;
 * - each mode's sub-action, `<mode>/action.yml`: only that mode's inputs and outputs, with the
 *   root's names, defaults and descriptions, and `runs.main: ../dist/<mode>.js`.
 * It first checks the root action.yml against the catalogue: every input with the catalogue's
 * default, every output, and each description's mode prefix ("Deploy and preview modes: ...")
 * naming exactly the modes whose entries list it.
 *
 * `node scripts/docs.ts --check` writes nothing and exits 1 when anything is out of date (CI).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parse, stringify } from 'yaml'
import { INPUT_DEFAULTS, MODE_CATALOGUE, MODES, type Mode } from '../src/action/catalogue.ts'
import { OUTPUT_NAMES } from '../src/action/outputs.ts'

interface ActionYaml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
}

const root = fileURLToPath(new URL('..', import.meta.url))

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
  return MODES.filter((mode) => new RegExp(`\\b${mode}\\b`).test(prefix))
}

const title = (mode: Mode): string => `${mode.charAt(0).toUpperCase()}${mode.slice(1)} mode`

/** The modes whose catalogue entry lists an input or output. */
function modesUsing(kind: 'inputs' | 'outputs', name: string): Mode[] {
  return MODES.filter((mode) => (MODE_CATALOGUE[mode][kind] as readonly string[]).includes(name))
}

/** What is wrong with the root action.yml against the catalogue; empty when nothing is. */
export function contractProblems(actionYml: string): string[] {
  const action = parse(actionYml) as ActionYaml
  const problems: string[] = []
  const inputs = Object.keys(action.inputs)
  const declared = Object.keys(INPUT_DEFAULTS)
  if (inputs.join() !== declared.join()) {
    problems.push(
      `action.yml's inputs (${inputs.join(', ')}) differ from src/catalogue.ts's INPUT_DEFAULTS (${declared.join(', ')}).`,
    )
  }
  const outputs = Object.keys(action.outputs)
  if (outputs.join() !== OUTPUT_NAMES.join()) {
    problems.push(
      `action.yml's outputs (${outputs.join(', ')}) differ from src/outputs.ts's OUTPUT_NAMES.`,
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
  return problems
}

/**
 * One table per mode (with five modes, one long table hides each mode's few inputs): first what
 * every mode takes, then each mode's own; one shared by several modes stands in each of theirs.
 */
function tablesByMode<T>(
  kind: 'inputs' | 'outputs',
  entries: [string, T][],
  head: string[],
  row: (entry: [string, T]) => string,
): string {
  const blocks: string[] = []
  const table = (heading: string, rows: [string, T][]): void => {
    if (rows.length > 0) blocks.push([`#### ${heading}`, '', ...head, ...rows.map(row)].join('\n'))
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
    ([name, input]) =>
      `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${input.default ? `\`${cell(input.default)}\`` : ''} | ${cell(input.description)} |`,
  )
  const outputs = tablesByMode(
    'outputs',
    Object.entries(action.outputs),
    ['| output | description |', '|---|---|'],
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`,
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

/**
 * A description as a sub-action shows it: without the mode prefix, which the sub-action's own
 * mode makes redundant ("Deploy and preview modes: an existing deployment" -> "An existing
 * deployment"), when the prefix ends in `:`.
 */
function withoutModePrefix(description: string): string {
  if (modesOf(description).length === 0) return description
  const colon = description.indexOf(': ')
  const period = description.indexOf('.')
  if (colon < 0 || (period >= 0 && period < colon)) return description
  const rest = description.slice(colon + 2)
  return rest.charAt(0).toUpperCase() + rest.slice(1)
}

/** `<mode>/action.yml`: the mode's inputs and outputs only, its entry under ../dist/. */
export function renderSubAction(mode: Mode, actionYml: string): string {
  const action = parse(actionYml) as ActionYaml & {
    name: string
    branding: unknown
    author: string
  }
  const entry = MODE_CATALOGUE[mode]
  // contractProblems has checked that the root declares every name the catalogue lists.
  const described = (item: { description: string } | undefined) => ({
    ...item,
    description: withoutModePrefix(item?.description ?? ''),
  })
  const inputs = Object.fromEntries(
    entry.inputs.map((name) => [name, described(action.inputs[name])]),
  )
  const outputs = Object.fromEntries(
    entry.outputs.map((name) => [name, described(action.outputs[name])]),
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
  return `# Written by \`npm run docs\` from src/catalogue.ts and ../action.yml: edit those, not this file.\n${body}`
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
