/**
 * The registry of modes against the catalogue: one entry per mode, a post step exactly where the
 * catalogue says, and each mode held to its own inputs and outputs, by the compiler (the
 * `@ts-expect-error` lines below fail `npm run typecheck` the day they compile) and at run time.
 */
import { describe, expect, it } from 'vitest'
import {
  MODE_CATALOGUE,
  MODES,
  STATE_KEYS,
  type InputOf,
  type Mode,
} from '../../../src/shared/catalogue.ts'
import type { ModeDeps, ModeEntry } from '../../../src/shared/mode-contract.ts'
import { entryOf } from '../../../src/action/registry.ts'
import { isPostMode } from '../../../src/shared/saved-state.ts'
import { boolean, InputError, type InputSource } from '../../../src/shared/inputs.ts'
import type { StaticExportSettings } from '../../../src/static-export/inputs.ts'
import type { StaticExportApi } from '../../../src/shared/mintlify/static-export-api.ts'
import { REQUIRED_VALUES } from '../../support/read-inputs.ts'

/** Enough for every mode's reader to succeed. */
const VALID: Record<string, string> = {
  'api-key': 'mint_key',
  'project-id': 'proj_1',
  prompt: 'Fix the typo',
  ...REQUIRED_VALUES,
}

const COMMON = {
  apiKey: 'mint_key',
  projectId: 'proj_1',
  baseUrl: 'https://api.mintlify.com',
  timeoutMs: 60_000,
}

describe('the registry of modes', () => {
  it.each(MODES)('holds one entry for %s mode, its own', (mode) => {
    expect(entryOf(mode).mode).toBe(mode)
  })

  it.each(MODES)(
    'gives %s mode a post step and a state key exactly when the catalogue does',
    (mode) => {
      const post = MODE_CATALOGUE[mode].post
      expect(typeof entryOf(mode).post === 'function').toBe(post)
      expect(isPostMode(mode)).toBe(post)
      expect(Object.hasOwn(STATE_KEYS, mode)).toBe(post)
    },
  )

  it('names each state key once', () => {
    const keys = Object.values(STATE_KEYS)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it.each(MODES)('reads %s mode from the inputs its catalogue entry lists, no other', (mode) => {
    const declared: readonly string[] = MODE_CATALOGUE[mode].inputs
    const asked = new Set<string>()
    const source: InputSource<InputOf<Mode>> = {
      get: (name) => {
        asked.add(name)
        if (!declared.includes(name)) throw new Error(`${mode} mode read \`${name}\``)
        return VALID[name] ?? ''
      },
      runnerTemp: '/tmp/runner',
    }
    const settings = entryOf(mode).read(source, COMMON, new Date('2026-11-21T10:00:00Z'))
    expect(settings.mode).toBe(mode)
    expect(asked.size).toBeGreaterThan(0)
  })
})

describe('what the compiler refuses', () => {
  it('a reader reading an input its mode does not declare', () => {
    const source: InputSource<InputOf<'static-export'>> = { get: () => 'yes' }
    // @ts-expect-error: `branch` is preview mode's input, not static export's.
    expect(() => boolean(source, 'branch', false)).toThrow(InputError)
    // A source of static export's inputs is not one of those and `branch` too: `get` is a
    // property, so its parameter is checked strictly (as a method, this would compile).
    // @ts-expect-error: `branch` is missing from the source's names.
    const wider: InputSource<InputOf<'static-export'> | 'branch'> = source
    expect(wider).toBe(source)
  })

  it("an entry whose reader reads another mode's input", () => {
    const readsBranch = (
      source: InputSource<InputOf<'static-export'> | 'branch'>,
    ): StaticExportSettings => {
      source.get('branch')
      throw new Error('not reached')
    }
    const entry: Pick<ModeEntry<'static-export', StaticExportSettings, StaticExportApi>, 'read'> = {
      // @ts-expect-error: static export's catalogue entry lists no `branch`.
      read: readsBranch,
    }
    expect(() => entry.read({ get: () => '' }, COMMON, new Date())).toThrow('not reached')
  })

  it("a mode setting another mode's output", () => {
    const written: string[] = []
    const setOutput: ModeDeps<'deploy'>['setOutput'] = (name) => written.push(name)
    setOutput('status-id', 'st_1')
    // @ts-expect-error: `preview-url` is an output of preview and agent modes, not deploy's.
    setOutput('preview-url', 'https://x.mintlify.app')
    expect(written).toEqual(['status-id', 'preview-url'])
  })
})
