/**
 * Property-based fuzzing of input parsing: any string for any input (every input action.yml
 * declares, in every mode of the catalogue) gives either a valid settings object or an InputError whose message
 * is one sentence naming the input in backticks; never another exception. `getInputs` makes no
 * request (it takes no client), so a bad input can never reach the API.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { artifactNameProblem } from '../../../src/shared/artifact.ts'
import { PERIODS, parseDateInput } from '../../../src/analytics/range.ts'
import { isBranchName } from '../../../src/shared/branch.ts'
import { INPUT_DEFAULTS, MODES, type InputName } from '../../../src/shared/catalogue.ts'
import { InputError } from '../../../src/shared/inputs.ts'
import { getInputs } from '../../../src/action/inputs.ts'
import type { Settings } from '../../../src/action/registry.ts'
import { REQUIRED_VALUES } from '../../support/read-inputs.ts'
import { repoRoot } from '../../support/run-action.ts'
import { binaryString } from '../binary-string.ts'

const NOW = new Date('2026-11-21T10:00:00Z')
const RUNS = 300

const action = parseYaml(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>
}
/** action.yml's inputs, which are the catalogue's (`npm run docs -- --check`). */
const INPUTS = Object.keys(action.inputs).filter((name): name is InputName =>
  Object.hasOwn(INPUT_DEFAULTS, name),
)

/** A valid value for each input (unlisted ones: action.yml's default). */
const VALID: Partial<Record<InputName, string>> = {
  'api-key': 'mint_abc123',
  'project-id': 'proj_1',
  'base-url': 'https://api.mintlify.com',
  prompt: 'Document the --verbose flag',
  'poll-interval': '200ms',
  'date-from': '2026-10-01',
  'date-to': '2026-11-01',
  'retention-days': '7',
  ...REQUIRED_VALUES,
}

/** Near misses and other shapes worth trying, valid or not. */
const SAMPLES: Partial<Record<InputName, readonly string[]>> = {
  'api-key': ['mint_dsc_abc', 'mint_us_abc', 'sk_live_1', 'mint_a b'],
  'project-id': ['a.b~c-d', '..', 'proj/1'],
  'base-url': [
    'http://127.0.0.1:4010',
    'http://localhost:4010/',
    'http://example.com',
    'https://user:pw@api.mintlify.com',
  ],
  prompt: [''],
  'job-id': ['job_1', 'job 1'],
  timeout: ['90s', '15m', '1h', '5', '0.5', '7h', '1e3'],
  'poll-interval': ['10s', '50ms', '2h'],
  'date-from': [
    '2026-10-01T00:00:00Z',
    '2026-02-30',
    '2026-11-30',
    '',
    '0001-01-01',
    '2000-01-01',
    '1999-12-31',
  ],
  'date-to': [
    '2026-10-01T12:00:00+02:00',
    '2026-09-01',
    '',
    '2100-01-01',
    '2100-01-02',
    '0002-01-01',
  ],
  compare: ['none', 'previous', 'later'],
  period: [...PERIODS, 'last-week'],
  'page-size': ['1', '100', '250', '251', '0', '-1'],
  format: ['json', 'csv,ndjson', 'JSON, csv', 'xml', ','],
  'output-dir': ['out', '/tmp/page-views'],
  'artifact-name': ['views', 'a/b', 'views:1'],
  'retention-days': ['1', '90', '91', '0', ''],
  comment: ['auto', 'true', 'false', 'sometimes'],
  'allowed-users': ['octocat', 'octocat, @hubot', 'dependabot[bot]', 'not a login!'],
  'status-id': ['', 'st_1', 'a/b'],
  branch: ['', 'main', 'refs/heads/docs/x', 'a..b', 'a b', 'x\u202ey', 'feature/'],
  'automation-id': ['', 'auto_1', '../x'],
  domain: [
    'Docs.Example.COM.',
    'https://docs.example.com',
    'docs.example.com:443',
    'localhost',
    '',
  ],
  paths: ['', 'guides/a, guides/b', 'guides/a\nguides/a', 'https://x.test/y'],
  'max-bundle-size': ['', '500MB', '2GiB', '1.5 gb', '1023', '21GiB', 'lots'],
  'export-id': ['', 'exp_1', 'a/b'],
  'docs-version': ['', 'v2', 'v\u0007'],
  'check-ignore': [
    '',
    '^https://partner\\.example\\.com/',
    '(a+)+$\n\n#install',
    'ok\n(',
    'a\\-b',
    '`(`',
    'x'.repeat(1_001),
  ],
  store: [
    '',
    '../history',
    'postgres://sync:secret@db.example.com/analytics',
    'postgres://sync@db/x?sslmode=sometimes',
    'mysql://root@db/x',
  ],
  'lookback-days': ['0', '3', '366', '367', '-1'],
  'feedback-refresh-days': ['0', '30', '366', '367', 'x'],
}
const BOOLEANS = ['true', 'false', 'True', 'FALSE', 'yes', '1']

/** Any string: UTF-16 units, any code points, printable ASCII; trimmed, as `core.getInput` does. */
const anyString = fc
  .oneof(fc.string(), binaryString(), fc.string({ unit: 'binary-ascii' }))
  .map((s) => s.trim())

/** Mostly a valid value, sometimes a near miss. */
function plausible(name: InputName): fc.Arbitrary<string> {
  const fallback = action.inputs[name]?.default ?? ''
  const valid = VALID[name] ?? fallback
  const samples = SAMPLES[name] ?? (fallback === 'true' ? BOOLEANS : [fallback])
  return fc.oneof(
    { arbitrary: fc.constant(valid), weight: 12 },
    { arbitrary: fc.constantFrom(...samples), weight: 1 },
  )
}

/** Plausible inputs for `mode`, with up to three of them replaced by arbitrary strings. */
function inputsFor(mode: string): fc.Arbitrary<Record<string, string>> {
  const shape: Record<string, fc.Arbitrary<string>> = {}
  for (const name of INPUTS) shape[name] = plausible(name)
  shape['mode'] = fc.constant(mode)
  // `store` is analytics-history's: elsewhere it is left empty, as a workflow leaves it (set, it
  // is refused in analytics mode and ignored in the others).
  if (mode !== 'analytics-history') shape['store'] = fc.constant('')
  return fc
    .tuple(
      fc.record(shape),
      fc.subarray(INPUTS, { maxLength: 3 }),
      fc.array(fc.oneof(anyString, fc.constant('')), { minLength: 3, maxLength: 3 }),
    )
    .map(([inputs, names, values]) => {
      const fuzzed = { ...inputs }
      names.forEach((name, i) => (fuzzed[name] = values[i] ?? ''))
      return fuzzed
    })
}

/**
 * The invariants below run thousands of times a mode, so they are node:assert's checks rather
 * than vitest's `expect`, which was a third of this file's time.
 */
const atLeast = (value: number, min: number): void => assert.ok(value >= min, `${value} < ${min}`)
const atMost = (value: number, max: number): void => assert.ok(value <= max, `${value} > ${max}`)

/** The message is one sentence: one line, ending in a period, naming the input in backticks. */
function expectOneClearSentence(error: InputError): void {
  const { message } = error
  assert.match(message, /^Input `[a-z-]+` /)
  assert.ok(message.includes(`\`${error.input}\``))
  assert.ok(
    INPUTS.some((name) => name === error.input),
    error.input,
  )
  assert.doesNotMatch(message, /[\r\n]/)
  assert.ok(message.endsWith('.'))
  // Quoted values (JSON strings) and code spans may hold anything; the prose between them may
  // not hold a second sentence.
  const prose = message.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/`[^`]*`/g, '``')
  assert.doesNotMatch(prose.slice(0, -1), /[.!?]\s+[A-Z]/)
}

function isLoopback(hostname: string): boolean {
  return ['localhost', '[::1]'].includes(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/** The invariants a settings object must satisfy, checked independently of how it was made. */
function expectValidSettings(settings: Settings): void {
  assert.ok(MODES.includes(settings.mode))
  // Preview mode alone takes an empty key: a fork's pull request has none (it then passes).
  if (settings.mode !== 'preview') assert.notEqual(settings.apiKey, '')
  assert.doesNotMatch(settings.apiKey, /\s|^mint_dsc_|^mint_us_/)
  assert.match(settings.projectId, /^[A-Za-z0-9._~-]+$/)
  assert.ok(!['.', '..'].includes(settings.projectId))
  const url = new URL(settings.baseUrl)
  assert.ok(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname)))
  assert.equal(url.username + url.password + url.search + url.hash, '')
  assert.ok(!settings.baseUrl.endsWith('/'))
  assert.ok(Number.isInteger(settings.timeoutMs))
  atLeast(settings.timeoutMs, 1000)
  atMost(settings.timeoutMs, 6 * 3_600_000)
  expectModeSettings(settings)
}

/** A mode's waits: `poll-interval` within its bounds, `wait` a boolean. */
function expectWaits(settings: { pollIntervalMs: number; wait: boolean }): void {
  atLeast(settings.pollIntervalMs, 100)
  atMost(settings.pollIntervalMs, 3_600_000)
  assert.equal(typeof settings.wait, 'boolean')
}

/**
 * What each mode's own settings must satisfy: one case per mode of the catalogue, so a new mode
 * is named here by the compiler (its settings are left as `never` otherwise).
 */
function expectModeSettings(settings: Settings): void {
  switch (settings.mode) {
    case 'agent':
      expectWaits(settings)
      assert.equal(typeof settings.failOnJobFailure, 'boolean')
      assert.match(settings.jobId, /^([A-Za-z0-9._~-]+)?$/)
      return
    case 'deploy':
      expectWaits(settings)
      return
    case 'preview':
      expectWaits(settings)
      assert.ok(settings.branch === '' || isBranchName(settings.branch))
      return
    case 'automation':
      expectWaits(settings)
      assert.match(settings.automationId, /^[A-Za-z0-9._~-]+$/)
      return
    case 'analytics':
      return expectAnalyticsSettings(settings)
    case 'analytics-history':
      return expectHistorySettings(settings)
    case 'static-export':
      expectWaits(settings)
      assert.match(settings.domain, /^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      assert.match(settings.exportId, /^([A-Za-z0-9._~-]+)?$/)
      atLeast(settings.maxBundleBytes, 1024)
      atMost(settings.maxBundleBytes, 20 * 1024 ** 3)
      assert.equal(new Set(settings.paths).size, settings.paths.length)
      assert.ok(path.isAbsolute(settings.outputDir))
      assert.equal(artifactNameProblem(settings.artifactName), undefined)
      return
    default: {
      const unchecked: never = settings
      throw new Error(`No invariants for the settings ${JSON.stringify(unchecked)}`)
    }
  }
}

function expectAnalyticsSettings(settings: Extract<Settings, { mode: 'analytics' }>): void {
  const from = parseDateInput(settings.dateFrom)
  const to = parseDateInput(settings.dateTo)
  assert.equal(typeof from, 'number')
  assert.equal(typeof to, 'number')
  assert.ok(from! < to!)
  // Every date sent lies from 2000-01-01 to 2100-01-01, the previous period's too.
  for (const bound of [
    from!,
    to!,
    ...Object.values(settings.previousRange ?? {}).map((d) => parseDateInput(d)!),
  ]) {
    atLeast(bound, Date.UTC(2000, 0, 1))
    atMost(bound, Date.UTC(2100, 0, 1))
  }
  assert.ok(Number.isInteger(settings.pageSize))
  atLeast(settings.pageSize, 1)
  atMost(settings.pageSize, 250)
  assert.ok(settings.formats.length > 0)
  assert.equal(new Set(settings.formats).size, settings.formats.length)
  for (const f of settings.formats) assert.ok(['json', 'csv', 'ndjson'].includes(f))
  assert.ok(path.isAbsolute(settings.outputDir))
  assert.equal(typeof settings.uploadArtifact, 'boolean')
  assert.equal(artifactNameProblem(settings.artifactName), undefined)
  if (settings.retentionDays !== undefined) {
    assert.ok(Number.isInteger(settings.retentionDays))
    atLeast(settings.retentionDays, 1)
    atMost(settings.retentionDays, 90)
  }
}

function expectHistorySettings(settings: Extract<Settings, { mode: 'analytics-history' }>): void {
  // Whole days, `date-to` never after today, the default 30 days only without a date.
  assert.match(settings.dateFrom, /^\d{4}-\d{2}-\d{2}$/)
  assert.match(settings.dateTo, /^\d{4}-\d{2}-\d{2}$/)
  assert.ok(settings.dateFrom <= settings.dateTo)
  assert.ok(settings.dateTo <= NOW.toISOString().slice(0, 10))
  assert.ok(settings.dateFrom >= '2000-01-01')
  assert.ok(['parquet', 'postgres'].includes(settings.store.kind))
  for (const days of [settings.lookbackDays, settings.feedbackRefreshDays]) {
    assert.ok(Number.isInteger(days) && days >= 0 && days <= 366)
  }
  atLeast(settings.maxRequests, 1)
}

describe.each(MODES)('fuzzing getInputs in %s mode', (mode) => {
  it(`gives valid settings or one clear InputError, never anything else (${RUNS} runs)`, () => {
    let valid = 0
    let invalid = 0
    fc.assert(
      fc.property(inputsFor(mode), (inputs) => {
        let parsed: ReturnType<typeof getInputs>
        try {
          parsed = getInputs({ get: (name) => inputs[name] ?? '', runnerTemp: '/tmp/rt' }, NOW)
        } catch (error) {
          assert.ok(error instanceof InputError)
          expectOneClearSentence(error as InputError)
          invalid++
          return
        }
        expectValidSettings(parsed.settings)
        for (const warning of parsed.warnings) assert.match(warning, /^Input `[a-z-]+` /)
        valid++
      }),
      { numRuns: RUNS, seed: 20261121 },
    )
    // Both outcomes were exercised, or the property says little.
    expect(valid).toBeGreaterThan(RUNS / 20)
    expect(invalid).toBeGreaterThan(RUNS / 20)
  })

  it('any single input set to any string still gives one of the two outcomes', () => {
    const base: Record<string, string> = {
      mode,
      'api-key': 'mint_abc123',
      'project-id': 'proj_1',
      prompt: 'Hello',
    }
    fc.assert(
      fc.property(fc.constantFrom(...INPUTS), anyString, (name, value) => {
        const inputs = { ...base, [name]: value }
        try {
          expectValidSettings(
            getInputs({ get: (n) => inputs[n] ?? '', runnerTemp: '/tmp/rt' }, NOW).settings,
          )
        } catch (error) {
          if (!(error instanceof InputError)) throw error
          expectOneClearSentence(error)
        }
      }),
      { numRuns: RUNS, seed: 1121 },
    )
  })
})

describe('what the fuzzing found', () => {
  // Keys an HTTP header cannot carry are refused with the other input checks, before any request.
  it.each(['mint_日本語', 'mint_\u0007bell'])('getInputs refuses the api-key %j', (key) => {
    const inputs: Record<string, string> = { 'api-key': key, 'project-id': 'p1', prompt: 'x' }
    expect(() => getInputs({ get: (name) => inputs[name] ?? '' }, NOW)).toThrow(InputError)
  })
})
