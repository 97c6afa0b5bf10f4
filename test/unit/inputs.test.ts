import { describe, expect, it } from 'vitest'
import { MODES } from '../../src/catalogue.ts'
import { getInputs } from '../../src/inputs.ts'
import { InputError } from '../../src/input-error.ts'

const NOW = new Date('2026-11-21T10:00:00Z')
const BASE = { 'api-key': 'mint_abc123', 'project-id': 'proj_1', prompt: 'Fix the typo' }

function parse(inputs: Record<string, string>) {
  return getInputs({ get: (name) => inputs[name] ?? '', runnerTemp: '/tmp/runner' }, NOW)
}

function inputError(inputs: Record<string, string>): InputError {
  try {
    parse(inputs)
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('expected an InputError')
}

describe('getInputs', () => {
  it('applies the documented defaults in agent mode', () => {
    const { settings, warnings } = parse(BASE)
    expect(warnings).toEqual([])
    expect(settings).toEqual({
      mode: 'agent',
      apiKey: 'mint_abc123',
      projectId: 'proj_1',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 30 * 60_000,
      prompt: 'Fix the typo',
      jobId: '',
      wait: true,
      pollIntervalMs: 10_000,
      failOnJobFailure: true,
      comment: 'auto',
      githubToken: '',
      allowedUsers: [],
      preview: false,
    })
  })

  it('reads deploy, preview and automation settings', () => {
    const key = { 'api-key': 'mint_abc123', 'project-id': 'proj_1' }
    expect(parse({ ...key, mode: 'deploy', 'status-id': 'st_1', wait: 'false' }).settings).toEqual({
      mode: 'deploy',
      apiKey: 'mint_abc123',
      projectId: 'proj_1',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 30 * 60_000,
      wait: false,
      pollIntervalMs: 10_000,
      statusId: 'st_1',
    })
    expect(
      parse({ ...key, mode: 'preview', branch: 'refs/heads/docs/new-page' }).settings,
    ).toMatchObject({ mode: 'preview', branch: 'docs/new-page', comment: 'auto', statusId: '' })
    expect(parse({ ...key, mode: 'automation', 'automation-id': 'auto_1' }).settings).toMatchObject(
      { mode: 'automation', automationId: 'auto_1', failOnJobFailure: true },
    )
    // A fork's pull request has no secrets: preview mode decides what an empty key means.
    expect(parse({ ...key, mode: 'preview', 'api-key': '' }).settings).toMatchObject({ apiKey: '' })
  })

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
    [{ mode: 'deploy', 'status-id': '../x' }, 'status-id', /letters, digits/],
    [{ mode: 'automation' }, 'automation-id', /required in automation mode/],
    [{ mode: 'automation', 'automation-id': 'a b' }, 'automation-id', /letters, digits/],
    [{ mode: 'preview', branch: 'feature..x' }, 'branch', /git branch name/],
    [{ mode: 'preview', branch: 'a b' }, 'branch', /git branch name/],
    [{ mode: 'preview', branch: 'x\u202eevil' }, 'branch', /git branch name/],
    [{ mode: 'preview', branch: '-'.repeat(300) }, 'branch', /at most 255/],
    [{ preview: 'maybe' }, 'preview', /true or false/],
    [{ wait: 'yes please' }, 'wait', /true or false/],
    [{ 'fail-on-job-failure': '1' }, 'fail-on-job-failure', /true or false/],
    [{ timeout: '10 minutes' }, 'timeout', /duration/],
    [{ timeout: '0' }, 'timeout', /between 1s and 6h/],
    [{ 'poll-interval': '-5s' }, 'poll-interval', /duration/],
    [{ 'base-url': 'http://api.example.com' }, 'base-url', /https/],
    [{ 'base-url': 'not a url' }, 'base-url', /https URL/],
    [{ 'base-url': 'https://user:pw@api.mintlify.com' }, 'base-url', /credentials/],
    [{ 'job-id': 'a/b' }, 'job-id', /letters, digits/],
    [{ comment: 'yes' }, 'comment', /one of auto, true, false; got "yes"/],
    [{ 'allowed-users': 'alice, bob smith!' }, 'allowed-users', /"smith!" is not one/],
    [{ 'allowed-users': 'a/b' }, 'allowed-users', /GitHub logins/],
  ])('refuses %o with one sentence naming the input', (override, input, message) => {
    const error = inputError({ ...BASE, ...override })
    expect(error.input).toBe(input)
    expect(error.message).toContain(`\`${input}\``)
    expect(error.message).toMatch(message)
    expect(error.message.trim().split(/(?<=[.;:])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(2)
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
      const error = inputError({
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
      const error = inputError({ ...BASE, ...override })
      expect(error.message, JSON.stringify(Object.keys(override))).toContain('… (10000 characters)')
      expect(error.message.length).toBeLessThan(300)
    }
  })

  it('reads the tracking comment settings and allowed users (case-insensitive, @ optional)', () => {
    const { settings } = parse({
      ...BASE,
      comment: 'FALSE',
      'github-token': 'ghs_abc',
      'allowed-users': ' Alice,@bob\nrenovate[bot] , alice ',
    })
    expect(settings).toMatchObject({
      comment: 'false',
      githubToken: 'ghs_abc',
      allowedUsers: ['alice', 'bob', 'renovate[bot]'],
    })
  })

  it('never puts the key into an error message', () => {
    const error = inputError({ ...BASE, 'api-key': 'mint_dsc_SECRET_VALUE' })
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
    const { settings, warnings } = getInputs(
      {
        get: (name) => ({ ...BASE, mode: 'analytics', prompt: '' })[name] ?? '',
        fixedMode: 'deploy',
      },
      NOW,
    )
    expect(settings.mode).toBe('deploy')
    expect(warnings).toEqual([
      'Input `mode` is ignored: this sub-action always runs deploy mode (the root action takes `mode`).',
    ])
  })

  it('names `mode` among the allowed values from the catalogue', () => {
    expect(inputError({ ...BASE, mode: 'static' }).message).toBe(
      `Input \`mode\` must be one of ${MODES.join(', ')}; got "static".`,
    )
  })
})
