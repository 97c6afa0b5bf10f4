import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { format, resolveConfig } from 'prettier'
import {
  contractProblems,
  modesOf,
  renderSubAction,
  renderTables,
  updateTables,
} from '../../scripts/docs.ts'
import { MODE_CATALOGUE, MODES } from '../../src/action/catalogue.ts'
import { ACTION_VERSION } from '../../src/shared/version.ts'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

describe('documentation', () => {
  it('docs/reference.md tables match action.yml (run `npm run docs` to regenerate)', () => {
    const reference = read('docs/reference.md')
    expect(updateTables(reference, read('action.yml'))).toBe(reference)
  })

  it('the README stays short: one section per sub-action, the details in docs/', () => {
    const readme = read('README.md')
    expect(readme.split('\n').length).toBeLessThan(300)
    for (const mode of MODES) expect(readme).toContain(`\n### ${mode}\n`)
  })

  it("lists each mode's inputs and outputs in a table of its own", () => {
    expect(modesOf('Agent, deploy, preview and automation modes: wait')).toEqual([
      'agent',
      'deploy',
      'preview',
      'automation',
    ])
    expect(modesOf('Preview mode, and agent mode with `preview: true`: the URL')).toEqual([
      'agent',
      'preview',
    ])
    expect(modesOf('Give up waiting after this long: `90s`.')).toEqual([])
    const { inputs, outputs } = renderTables(read('action.yml'))
    const table = (markdown: string, heading: string): string =>
      markdown.split('#### ').find((block) => block.startsWith(heading)) ?? ''
    expect(table(inputs, 'Every mode')).toContain('| `api-key` |')
    expect(table(inputs, 'Deploy mode')).toContain('| `status-id` |')
    expect(table(inputs, 'Deploy mode')).not.toContain('| `prompt` |')
    expect(table(inputs, 'Automation mode')).toContain('| `automation-id` |')
    expect(table(outputs, 'Preview mode')).toContain('| `preview-url` |')
    expect(table(outputs, 'Analytics mode')).not.toContain('| `status` |')
  })

  it('the User-Agent version is the package version', () => {
    expect(ACTION_VERSION).toBe(JSON.parse(read('package.json')).version)
  })
})

describe('the catalogue of modes and the contract', () => {
  it('action.yml agrees with src/catalogue.ts: inputs, defaults, outputs and mode prefixes', () => {
    expect(contractProblems(read('action.yml'))).toEqual([])
  })

  it('names a description whose mode prefix disagrees with the catalogue', () => {
    const wrong = read('action.yml').replace(
      "description: 'Deploy and preview modes: an existing deployment",
      "description: 'Deploy mode: an existing deployment",
    )
    expect(contractProblems(wrong)).toEqual([
      "Input `status-id`: its action.yml description should name deploy, preview before its first `:` (the catalogue's modes), but names deploy.",
    ])
  })

  it.each(MODES)('%s/action.yml is what `npm run docs` writes', async (mode) => {
    const written = read(`${mode}/action.yml`)
    const options = {
      ...(await resolveConfig(`${mode}/action.yml`)),
      filepath: `${mode}/action.yml`,
    }
    expect(written).toBe(await format(renderSubAction(mode, read('action.yml')), options))
    expect(written).toContain(`main: ../dist/${mode}.js`)
    expect(written.includes('post: ../dist/post.js')).toBe(MODE_CATALOGUE[mode].post)
  })
})
