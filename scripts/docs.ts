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

export function renderTables(actionYml: string): { inputs: string; outputs: string } {
  const action = parse(actionYml) as ActionYaml
  const inputs = [
    '| input | required | default | description |',
    '|---|---|---|---|',
    ...Object.entries(action.inputs).map(
      ([name, input]) =>
        `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${input.default ? `\`${cell(input.default)}\`` : ''} | ${cell(input.description)} |`,
    ),
  ].join('\n')
  const outputs = [
    '| output | description |',
    '|---|---|',
    ...Object.entries(action.outputs).map(
      ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`,
    ),
  ].join('\n')
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
