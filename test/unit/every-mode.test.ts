/**
 * Where a new mode goes (docs/design.md's section of that name): every list of modes outside the
 * catalogue that the compiler cannot see (the README's, the docs', the CHANGELOG's) and every
 * file a mode brings, checked against the catalogue's modes. Each failure names the place and
 * what to write there, so a mode added to the catalogue is led, place by place, to each of them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MODES, type Mode } from '../../src/shared/catalogue.ts'
import { repoRoot } from '../support/run-action.ts'

const read = (file: string): string => readFileSync(join(repoRoot, file), 'utf8')

/** `mode` as a word of its own in `text` (`analytics` is not found in `analytics-history`). */
const names = (text: string, mode: string): boolean =>
  new RegExp(`(?<![\\w-])${mode}(?![\\w-])`).test(text)

/** The modes `text` does not name: as written, or in words (`static export`) when `spaced`. */
function unnamed(text: string, spaced = false): Mode[] {
  return MODES.filter(
    (mode) => !names(text, mode) && !(spaced && names(text, mode.replaceAll('-', ' '))),
  )
}

/** The part of `markdown` from the line `heading` to the next heading of its level or above. */
function section(markdown: string, heading: string): string {
  const level = /^#+/.exec(heading)?.[0].length ?? 2
  const start = markdown.indexOf(`\n${heading}\n`)
  expect(start, `the heading "${heading}"`).toBeGreaterThanOrEqual(0)
  const rest = markdown.slice(start + heading.length + 2)
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'))
  return end < 0 ? rest : rest.slice(0, end)
}

/** The first cells of the rows of the first table in `markdown` (its header and rule left out). */
function firstColumn(markdown: string): string[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|'))
  return rows.slice(2).map((row) => row.split('|')[1]?.trim() ?? '')
}

/** Every `entry.ts` of a mode folder (src/ but action/ and shared/), recursively. */
function entryFiles(dir = join(repoRoot, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name)
    if (item.isDirectory()) return ['action', 'shared'].includes(item.name) ? [] : entryFiles(path)
    return item.name === 'entry.ts' && dir !== join(repoRoot, 'src') ? [path] : []
  })
}

/** Each mode's folder, `src/agent`, `src/analytics/history`: where its registry entry is. */
async function modeFolders(): Promise<Map<string, string>> {
  const folders = new Map<string, string>()
  for (const file of entryFiles()) {
    const module: Record<string, unknown> = await import(file)
    for (const value of Object.values(module)) {
      if (typeof value === 'object' && value !== null && 'mode' in value) {
        folders.set(String(value.mode), relative(repoRoot, join(file, '..')))
      }
    }
  }
  return folders
}
const MODE_FOLDERS = modeFolders()

describe('every mode of the catalogue has', () => {
  it.each(MODES)(
    '%s: a folder of src/ with its entry, inputs and run, and its unit and e2e tests',
    async (mode) => {
      const folder = (await MODE_FOLDERS).get(mode)
      expect(folder, `src/<folder>/entry.ts exporting ${mode} mode's registry entry`).toBeDefined()
      const missing = [
        `${folder}/entry.ts`,
        `${folder}/inputs.ts`,
        `${folder}/mode.ts`,
        `test/unit/${folder?.replace(/^src\//, '')}/inputs.test.ts`,
      ].filter((file) => !existsSync(join(repoRoot, file)))
      expect(
        missing,
        `${mode} mode: write these (CONTRIBUTING.md, "Where a new mode goes")`,
      ).toEqual([])
      const e2e = join(repoRoot, 'test/e2e', mode)
      const tests = existsSync(e2e) ? readdirSync(e2e).filter((f) => f.endsWith('.test.ts')) : []
      expect(tests, `test/e2e/${mode}/: its end-to-end tests against the simulator`).not.toEqual([])
    },
  )

  it.each(MODES)(
    '%s: a README section linking its docs page and an example that runs its sub-action',
    (mode) => {
      const text = section(read('README.md'), `### ${mode}`)
      const pages = [...text.matchAll(/\]\((docs\/[\w-]+\.md)[#)]/g)].map((m) => m[1] ?? '')
      expect(pages, `README.md's "### ${mode}" links its page in docs/`).not.toEqual([])
      for (const page of pages) expect(existsSync(join(repoRoot, page)), page).toBe(true)
      const examples = [...text.matchAll(/\]\((examples\/[\w-]+\.yml)\)/g)].map((m) => m[1] ?? '')
      const runsIt = examples.filter((file) =>
        read(file).includes(`uses: mintlify/docs-agent-action/${mode}@v1`),
      )
      expect(
        runsIt,
        `README.md's "### ${mode}" links a workflow in examples/ with a step \`uses: mintlify/docs-agent-action/${mode}@v1\``,
      ).not.toEqual([])
    },
  )
})

describe('every list of modes outside the catalogue names each of them', () => {
  it("README.md: the title, the sub-action table (in the catalogue's order), the permissions and the key's scopes", () => {
    const readme = read('README.md')
    const title = readme.split('\n')[0] ?? ''
    expect(unnamed(title, true), 'the title of README.md (`static export` in words)').toEqual([])
    const rows = firstColumn(readme)
      .map((cell) => /^\[`([\w-]+)`\]\(#([\w-]+)\)$/.exec(cell))
      .filter((match) => match !== null)
    expect(
      rows.map((match) => [match[1], match[2]]),
      'the sub-action table at the top of README.md: a row "| [`<mode>`](#<mode>) | what it does |" per mode',
    ).toEqual(MODES.map((mode) => [mode, mode]))
    const permissions = section(readme, '## Permissions')
    expect(
      unnamed(firstColumn(permissions).join(', ')),
      'the first column of README.md\'s "## Permissions" table: the `permissions:` each mode needs',
    ).toEqual([])
    const scopes = permissions.slice(permissions.indexOf('key, if scoped'))
    expect(
      unnamed(scopes.slice(0, scopes.indexOf('allow-list'))),
      'README.md\'s "The Mintlify key, if scoped, needs ..." sentence: `write` or `read` for each mode',
    ).toEqual([])
  })

  it('docs/reference.md: the `status` output per mode', () => {
    const table = section(read('docs/reference.md'), '## The `status` output, per mode')
    expect(
      unnamed(firstColumn(table).join(', ')),
      'the first column of docs/reference.md\'s "The `status` output, per mode" (`not set` when the mode has no `status`)',
    ).toEqual([])
  })

  it("docs/reliability.md: each mode's faults, an index of its sections", () => {
    const index = section(read('docs/reliability.md'), "## Each mode's faults")
    expect(
      firstColumn(index),
      'docs/reliability.md\'s "Each mode\'s faults" table: a row "| <mode> | links to the sections with its faults |" per mode, in the catalogue\'s order',
    ).toEqual(MODES)
    for (const row of index
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)) {
      expect(row, 'each row links at least one section').toMatch(/\]\(#[\w-]+\)/)
    }
  })

  it("docs/design.md: the modes and the shape's folders; CONTRIBUTING.md: the layout's folders", async () => {
    const design = read('docs/design.md')
    const intro = design.slice(0, design.indexOf('\n## '))
    expect(
      MODES.filter((mode) => !intro.includes(`**${mode}**`)),
      'the list of modes at the top of docs/design.md: "- **<mode>** (`src/<folder>/`): what it does"',
    ).toEqual([])
    const shape = section(design, '## The shape')
    const layout = section(read('CONTRIBUTING.md'), '## Layout')
    for (const [mode, folder] of await MODE_FOLDERS) {
      const inSrc = `${folder.replace(/^src\//, '')}/`
      expect(
        shape.includes(`  ${inSrc}`) || shape.includes(`, ${inSrc}`),
        `docs/design.md's "## The shape" lists ${inSrc} (${mode} mode's folder) under src/<mode>/`,
      ).toBe(true)
      expect(
        layout.includes(`\`${inSrc}\``),
        `CONTRIBUTING.md's "## Layout" names \`${inSrc}\` (${mode} mode's folder) among the mode folders`,
      ).toBe(true)
    }
  })

  it('CHANGELOG.md: each sub-action, as `/<mode>`', () => {
    const changelog = read('CHANGELOG.md')
    expect(
      MODES.filter((mode) => !new RegExp(`/${mode}[\`@]`).test(changelog)),
      'CHANGELOG.md names each sub-action (`mintlify/docs-agent-action/<mode>@v1`, or `/<mode>`) where it was added',
    ).toEqual([])
  })

  it('the sub-action folders: one per mode, nothing else', () => {
    const folders = readdirSync(repoRoot, { withFileTypes: true })
      .filter((item) => item.isDirectory() && existsSync(join(repoRoot, item.name, 'action.yml')))
      .map((item) => item.name)
    expect(
      folders.sort(),
      'a folder <mode>/action.yml per mode (`npm run docs` writes them)',
    ).toEqual([...MODES].sort())
  })
})
