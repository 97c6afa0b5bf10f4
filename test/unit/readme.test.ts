import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { modesOf, renderTables, updateReadme } from '../../scripts/docs.ts'
import { ACTION_VERSION } from '../../src/version.ts'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

describe('documentation', () => {
  it('README tables match action.yml (run `npm run docs` to regenerate)', () => {
    const readme = read('README.md')
    expect(updateReadme(readme, read('action.yml'))).toBe(readme)
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
