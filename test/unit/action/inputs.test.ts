/**
 * getInputs and the readers every mode shares: the mode, `api-key`, `project-id`, `base-url`,
 * `timeout`, durations, booleans, ids, `comment`, and the catalogue's warnings. Each mode's own
 * inputs are tested beside the mode (test/unit/<mode>/inputs.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { MODES } from '../../../src/shared/catalogue.ts'
import { getInputs } from '../../../src/action/inputs.ts'
import {
  NOW,
  expectRefusalNaming,
  inputRefusal,
  readInputs as parse,
  requiredInputsOf,
} from '../../support/read-inputs.ts'

const BASE = { 'api-key': 'mint_abc123', 'project-id': 'proj_1', prompt: 'Fix the typo' }

describe('getInputs', () => {
  it('reads durations in ms, s, m, h and bare seconds', () => {
    const read = (text: string) => parse({ ...BASE, 'poll-interval': text }).settings
    expect(read('200ms')).toMatchObject({ pollIntervalMs: 200 })
    expect(read('90s')).toMatchObject({ pollIntervalMs: 90_000 })
    expect(read('15m')).toMatchObject({ pollIntervalMs: 900_000 })
    expect(read('1h')).toMatchObject({ pollIntervalMs: 3_600_000 })
    expect(read('45')).toMatchObject({ pollIntervalMs: 45_000 })
  })

  it.each([
    [{ 'api-key': '' }, 'api-key', /required/],
    [{ 'api-key': 'mint_dsc_123' }, 'api-key', /assistant.*admin API key/],
    [{ 'api-key': 'mint_us_123' }, 'api-key', /different Mintlify API.*admin API key/],
    [{ 'project-id': '' }, 'project-id', /required/],
    [{ 'project-id': '../other' }, 'project-id', /letters, digits/],
    [{ mode: 'export' }, 'mode', `one of ${MODES.join(', ')}; got "export"`],
    [{ mode: 'deploy', 'api-key': '' }, 'api-key', /required/],
    [{ wait: 'yes please' }, 'wait', /true or false/],
    [{ timeout: '10 minutes' }, 'timeout', /duration/],
    [{ timeout: '0' }, 'timeout', /between 1s and 6h/],
    [{ 'poll-interval': '-5s' }, 'poll-interval', /duration/],
    [{ 'base-url': 'http://api.example.com' }, 'base-url', /https/],
    [{ 'base-url': 'not a url' }, 'base-url', /https URL/],
    [{ 'base-url': 'https://user:pw@api.mintlify.com' }, 'base-url', /credentials/],
    [{ comment: 'yes' }, 'comment', /one of auto, true, false; got "yes"/],
  ])('refuses %o with one sentence naming the input', (override, input, message) => {
    expectRefusalNaming(inputRefusal({ ...BASE, ...override }), input, message)
  })

  it.each([
    ['status-id', { mode: 'deploy' }],
    ['status-id', { mode: 'preview' }],
    ['automation-id', { mode: 'automation' }],
    ['project-id', { mode: 'automation', 'automation-id': 'a1' }],
    ['job-id', {}],
  ])('refuses a %s over 128 characters, naming it, in one short line', (input, mode) => {
    expect(parse({ ...BASE, ...mode, [input]: 'a'.repeat(128) }).settings).toBeTruthy()
    for (const length of [129, 10_000]) {
      const error = inputRefusal({
        ...BASE,
        ...mode,
        'automation-id': 'a1',
        [input]: 'a'.repeat(length),
      })
      expect(error.input).toBe(input)
      expect(error.message).toMatch(
        new RegExp(`^Input \`${input}\` must be an id of 1 to 128 letters, digits and`),
      )
      expect(error.message).toContain(`… (${length} characters).`)
      expect(error.message.length).toBeLessThan(250)
    }
  })

  it('quotes at most 60 characters of any refused value', () => {
    const long = 'x'.repeat(10_000)
    const overrides: Record<string, string>[] = [
      { wait: long },
      { timeout: long },
      { 'base-url': long },
      { mode: long },
      { comment: long },
      { 'max-requests': long, mode: 'analytics' },
      { 'date-from': long, mode: 'analytics' },
    ]
    for (const override of overrides) {
      const error = inputRefusal({ ...BASE, ...override })
      expect(error.message, JSON.stringify(Object.keys(override))).toContain('… (10000 characters)')
      expect(error.message.length).toBeLessThan(300)
    }
  })

  it('never puts the key into an error message', () => {
    const error = inputRefusal({ ...BASE, 'api-key': 'mint_dsc_SECRET_VALUE' })
    expect(error.message).not.toContain('SECRET_VALUE')
  })

  it('allows plain http only to loopback', () => {
    for (const url of ['http://127.0.0.1:8080', 'http://localhost:3000/', 'http://[::1]:9']) {
      expect(parse({ ...BASE, 'base-url': url }).settings.baseUrl).toBe(url.replace(/\/$/, ''))
    }
  })

  it('warns, without refusing, about a key of an unknown shape', () => {
    const { warnings } = parse({ ...BASE, 'api-key': 'sk_live_123' })
    expect(warnings.join()).toMatch(/does not start with `mint_`/)
    expect(warnings.join()).not.toContain('sk_live_123')
  })
})

describe('getInputs and the catalogue of modes', () => {
  it('warns, naming each, about inputs set for another mode; defaults pass unnoticed', () => {
    const { settings, warnings } = parse({
      ...BASE,
      mode: 'deploy',
      wait: 'true',
      datasets: 'views',
      'date-from': '2026-01-01',
    })
    expect(settings.mode).toBe('deploy')
    expect(warnings).toEqual([
      'Input `prompt` does not apply to deploy mode and is ignored: remove it, or set `mode` for the mode it belongs to.',
      'Input `date-from` does not apply to deploy mode and is ignored: remove it, or set `mode` for the mode it belongs to.',
    ])
  })

  it("a sub-action's entry fixes the mode, whatever `mode` says", () => {
    const inputs: Record<string, string> = { ...BASE, mode: 'analytics', prompt: '' }
    const { settings, warnings } = getInputs({ get: (name) => inputs[name] ?? '' }, NOW, 'deploy')
    expect(settings.mode).toBe('deploy')
    expect(warnings).toEqual([
      'Input `mode` is ignored: this sub-action always runs deploy mode (the root action takes `mode`).',
    ])
  })

  it('names `mode` among the allowed values from the catalogue', () => {
    expect(inputRefusal({ ...BASE, mode: 'static' }).message).toBe(
      `Input \`mode\` must be one of ${MODES.join(', ')}; got "static".`,
    )
  })

  it('reads every catalogue mode with its own reader', () => {
    for (const mode of MODES) {
      const { settings } = parse({
        'api-key': 'k',
        'project-id': 'p',
        mode,
        ...requiredInputsOf(mode),
      })
      expect(settings).toMatchObject({ mode, apiKey: 'k', projectId: 'p', timeoutMs: 30 * 60_000 })
    }
  })
})
