/**
 * The catalogue of modes: the one list the root action, the sub-actions, the README and the
 * input warnings come from. How its facts reach action.yml files is tested with `npm run docs`
 * (test/unit/readme.test.ts); here, what the catalogue itself tells the step.
 */
import { describe, expect, it } from 'vitest'
import {
  INPUT_DEFAULTS,
  MODE_CATALOGUE,
  MODES,
  OUTPUT_NAMES,
  inputsThatDoNotApply,
  isMode,
  type InputName,
} from '../../../src/shared/catalogue.ts'

const set = (inputs: Partial<Record<InputName, string>>) => (name: InputName) => inputs[name] ?? ''

describe('the modes', () => {
  it("are the root action's `mode` values, agent first as its default", () => {
    expect(MODES).toEqual([
      'agent',
      'analytics',
      'analytics-history',
      'deploy',
      'preview',
      'automation',
      'static-export',
    ])
    expect(INPUT_DEFAULTS.mode).toBe(MODES[0])
  })

  it('are told from any other text, an inherited property name included', () => {
    expect(MODES.every(isMode)).toBe(true)
    for (const text of ['', 'Agent', 'export', 'toString', '__proto__', 'constructor']) {
      expect(isMode(text), text).toBe(false)
    }
  })

  it('leave no input and no output unused, and require only inputs they read', () => {
    const read = new Set<string>(MODES.flatMap((mode) => MODE_CATALOGUE[mode].inputs))
    const written = new Set(MODES.flatMap((mode) => MODE_CATALOGUE[mode].outputs))
    expect(
      Object.keys(INPUT_DEFAULTS).filter((name) => name !== 'mode' && !read.has(name)),
    ).toEqual([])
    expect(OUTPUT_NAMES.filter((name) => !written.has(name))).toEqual([])
    for (const mode of MODES) {
      const inputs: readonly string[] = MODE_CATALOGUE[mode].inputs
      expect(MODE_CATALOGUE[mode].required.filter((name) => !inputs.includes(name))).toEqual([])
    }
  })
})

describe('inputsThatDoNotApply', () => {
  it('names each input set for another mode, in action.yml order', () => {
    expect(
      inputsThatDoNotApply('deploy', set({ prompt: 'Fix it', branch: 'staging', wait: 'false' })),
    ).toEqual(['prompt', 'branch'])
  })

  it('lets pass an input left at its default, whether empty or written out', () => {
    expect(
      inputsThatDoNotApply(
        'deploy',
        set({ datasets: 'views', format: 'json,csv', 'max-bundle-size': '2GiB', prompt: '' }),
      ),
    ).toEqual([])
  })

  it('lets pass what it cannot tell from a default: an expression (github-token), and `mode`', () => {
    expect(
      inputsThatDoNotApply('analytics', set({ 'github-token': 'ghs_token', mode: 'analytics' })),
    ).toEqual([])
  })

  it("names nothing a mode reads, every input set for the mode's own use", () => {
    for (const mode of MODES) {
      const own = Object.fromEntries(MODE_CATALOGUE[mode].inputs.map((name) => [name, 'set']))
      expect(inputsThatDoNotApply(mode, set(own)), mode).toEqual([])
    }
  })
})
