import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { updateReadme } from '../../scripts/docs.ts'
import { ACTION_VERSION } from '../../src/version.ts'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

describe('documentation', () => {
  it('README tables match action.yml (run `npm run docs` to regenerate)', () => {
    const readme = read('README.md')
    expect(updateReadme(readme, read('action.yml'))).toBe(readme)
  })

  it('the User-Agent version is the package version', () => {
    expect(ACTION_VERSION).toBe(JSON.parse(read('package.json')).version)
  })
})
