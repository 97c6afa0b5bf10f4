/**
 * Writes the inputs and outputs tables of README.md from action.yml, between the
 * `<!-- inputs -->` / `<!-- outputs -->` markers, so the two cannot drift apart.
 * `node scripts/docs.ts --check` exits 1 when README.md is out of date (used by the tests).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

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

/** The modes, in the order the README shows them. */
const MODES = ['agent', 'analytics', 'deploy', 'preview', 'automation'] as const
type Mode = (typeof MODES)[number]

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

/**
 * One table per mode (with five modes, one long table hides each mode's few inputs): first what
 * every mode takes, then each mode's own; one shared by several modes stands in each of theirs.
 */
function tablesByMode<T extends { description: string }>(
  entries: [string, T][],
  head: string[],
  row: (entry: [string, T]) => string,
): string {
  const blocks: string[] = []
  const table = (heading: string, rows: [string, T][]): void => {
    if (rows.length > 0) blocks.push([`#### ${heading}`, '', ...head, ...rows.map(row)].join('\n'))
  }
  table(
    'Every mode',
    entries.filter(([, item]) => modesOf(item.description).length === 0),
  )
  for (const mode of MODES) {
    table(
      title(mode),
      entries.filter(([, item]) => modesOf(item.description).includes(mode)),
    )
  }
  return blocks.join('\n\n')
}

export function renderTables(actionYml: string): { inputs: string; outputs: string } {
  const action = parse(actionYml) as ActionYaml
  const inputs = tablesByMode(
    Object.entries(action.inputs),
    ['| input | required | default | description |', '|---|---|---|---|'],
    ([name, input]) =>
      `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${input.default ? `\`${cell(input.default)}\`` : ''} | ${cell(input.description)} |`,
  )
  const outputs = tablesByMode(
    Object.entries(action.outputs),
    ['| output | description |', '|---|---|'],
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`,
  )
  return { inputs, outputs }
}

export function updateReadme(readme: string, actionYml: string): string {
  const tables = renderTables(actionYml)
  let updated = readme
  for (const key of ['inputs', 'outputs'] as const) {
    const pattern = new RegExp(`(<!-- ${key} -->\\n)[\\s\\S]*?(<!-- /${key} -->)`)
    if (!pattern.test(updated)) throw new Error(`README.md lacks the <!-- ${key} --> markers`)
    updated = updated.replace(
      pattern,
      (_m, open: string, close: string) => `${open}${tables[key]}\n${close}`,
    )
  }
  return updated
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const readmePath = `${root}README.md`
  const readme = readFileSync(readmePath, 'utf8')
  const updated = updateReadme(readme, readFileSync(`${root}action.yml`, 'utf8'))
  if (process.argv.includes('--check')) {
    if (updated !== readme) {
      console.error('README.md tables differ from action.yml: run `npm run docs`.')
      process.exit(1)
    }
  } else {
    writeFileSync(readmePath, updated)
  }
}
