/**
 * The readers every mode's inputs are built from, each on its own: what a user may write in an
 * input, and the one sentence naming the input when they write something else. getInputs and
 * the modes' readers are tested in test/unit/inputs.test.ts and beside each mode.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  artifactName,
  boolean,
  commaList,
  commentSetting,
  duration,
  identifier,
  integer,
  oneOf,
  outputDir,
  printableText,
  retentionDays,
  waitSettings,
  type InputSource,
} from '../../../src/shared/inputs.ts'
import { expectRefusalNaming, refusalOf } from '../../support/read-inputs.ts'

const source = (inputs: Record<string, string>, runnerTemp?: string): InputSource => ({
  get: (name) => inputs[name] ?? '',
  runnerTemp,
})

describe('duration (timeout: 1s to 6h)', () => {
  const timeout = (value: string) =>
    duration(source({ timeout: value }), 'timeout', '30m', 1000, 6 * 3_600_000)

  it('takes a number and one unit, ms, s, m or h, a bare number being seconds', () => {
    expect(timeout('')).toBe(30 * 60_000)
    expect(timeout('90')).toBe(90_000)
    expect(timeout('1500ms')).toBe(1500)
    expect(timeout('90s')).toBe(90_000)
    expect(timeout('15m')).toBe(15 * 60_000)
    expect(timeout('1.5h')).toBe(90 * 60_000)
    expect(timeout('6h')).toBe(6 * 3_600_000)
  })

  it.each(['1h30m', '10 minutes', '-5s', '6.5h', '999ms', 'soon'])(
    'refuses %j, saying the bounds and the forms',
    (value) => {
      expectRefusalNaming(
        refusalOf(() => timeout(value)),
        'timeout',
        `Input \`timeout\` must be a duration between 1s and 6h, like 90s, 15m or 1h (a bare number means seconds); got "${value}".`,
      )
    },
  )

  it('says a bound under a second in milliseconds (poll-interval: 100ms to 1h)', () => {
    const error = refusalOf(() => waitSettings(source({ 'poll-interval': '50ms' })))
    expectRefusalNaming(error, 'poll-interval', /between 100ms and 1h/)
    expect(waitSettings(source({ wait: 'false' }))).toEqual({ wait: false, pollIntervalMs: 10_000 })
  })
})

describe('boolean, integer, oneOf and comment', () => {
  it('reads true and false as YAML writes them, and the default when empty', () => {
    const read = (value: string) => boolean(source({ wait: value }), 'wait', true)
    expect(['true', 'True', 'TRUE'].map(read)).toEqual([true, true, true])
    expect(['false', 'False', 'FALSE'].map(read)).toEqual([false, false, false])
    expect(read('')).toBe(true)
    expectRefusalNaming(
      refusalOf(() => read('yes')),
      'wait',
      'Input `wait` must be true or false; got "yes".',
    )
  })

  it('takes a whole number within bounds, written in digits only', () => {
    const read = (value: string) =>
      integer(source({ 'page-size': value }), 'page-size', 250, 1, 250)
    expect(read('')).toBe(250)
    expect(read('1')).toBe(1)
    expect(read('0250')).toBe(250)
    for (const value of ['0', '251', '1e2', '+5', '12.0', '0x10']) {
      expectRefusalNaming(
        refusalOf(() => read(value)),
        'page-size',
        `Input \`page-size\` must be a whole number from 1 to 250; got "${value}".`,
      )
    }
  })

  it('takes one of a list, naming the list when refused', () => {
    const read = (value: string) =>
      oneOf(source({ compare: value }), 'compare', ['none', 'previous'], 'none')
    expect(read('')).toBe('none')
    expect(read('previous')).toBe('previous')
    expectRefusalNaming(
      refusalOf(() => read('Previous')),
      'compare',
      'Input `compare` must be one of none, previous; got "Previous".',
    )
  })

  it('reads comment in any case, auto when empty', () => {
    expect(commentSetting(source({}))).toBe('auto')
    expect(commentSetting(source({ comment: 'FALSE' }))).toBe('false')
    expectRefusalNaming(
      refusalOf(() => commentSetting(source({ comment: 'always' }))),
      'comment',
      /one of auto, true, false; got "always"/,
    )
  })
})

describe('commaList (datasets, format)', () => {
  const formats = (value: string) =>
    commaList(
      source({ format: value }),
      'format',
      ['json', 'csv', 'ndjson'],
      'json,csv',
      'a comma-separated list of',
    )

  it('keeps each name once, in the order given, in any case and spacing', () => {
    expect(formats('')).toEqual(['json', 'csv'])
    expect(formats(' CSV , json,csv,,')).toEqual(['csv', 'json'])
  })

  it.each(['xml', 'json;csv', ' , '])('refuses %j, naming what is allowed', (value) => {
    expectRefusalNaming(
      refusalOf(() => formats(value)),
      'format',
      `Input \`format\` must be a comma-separated list of json, csv, ndjson; got ${JSON.stringify(value)}.`,
    )
  })
})

describe('identifier, printableText and artifact names', () => {
  it('sends only an id that is safe in a request path', () => {
    const read = (value: string) => identifier(source({ 'job-id': value }), 'job-id', false)
    expect(read('')).toBe('')
    expect(read('job_1.a~b-c')).toBe('job_1.a~b-c')
    for (const value of ['..', '.', 'a/b', 'a b', 'job?x=1']) {
      expectRefusalNaming(
        refusalOf(() => read(value)),
        'job-id',
        /letters, digits and `. _ ~ -`/,
      )
    }
  })

  it('says where to find a required id', () => {
    expectRefusalNaming(
      refusalOf(() => identifier(source({}), 'project-id', true)),
      'project-id',
      'Input `project-id` is required: copy it from the API keys page of the Mintlify dashboard.',
    )
  })

  it('sends free text only when printable, on one line, and bounded', () => {
    const read = (value: string) =>
      printableText(source({ 'docs-version': value }), 'docs-version', 10)
    expect(read('v2 (beta)')).toBe('v2 (beta)')
    for (const value of ['v2\nnext', 'v2\u0007', 'x'.repeat(11)]) {
      expectRefusalNaming(
        refusalOf(() => read(value)),
        'docs-version',
        /must be at most 10 printable characters on one line/,
      )
    }
  })

  it('checks artifact-name as the artifact service will, before anything is exported', () => {
    expect(artifactName(source({}))).toBe('')
    expect(artifactName(source({ 'artifact-name': 'docs-2026-11' }))).toBe('docs-2026-11')
    expectRefusalNaming(
      refusalOf(() => artifactName(source({ 'artifact-name': 'docs:2026/11' }))),
      'artifact-name',
      /^Input `artifact-name` is not a valid artifact name: it contains ":", "\/" \(not allowed: /,
    )
  })

  it('keeps an artifact 1 to 90 days, or as long as the repository says', () => {
    expect(retentionDays(source({}))).toBeUndefined()
    expect(retentionDays(source({ 'retention-days': '90' }))).toBe(90)
    for (const value of ['0', '91']) {
      expectRefusalNaming(
        refusalOf(() => retentionDays(source({ 'retention-days': value }))),
        'retention-days',
        /from 1 to 90/,
      )
    }
  })
})

describe('outputDir', () => {
  it("defaults to a folder of the runner's temporary directory", () => {
    expect(outputDir(source({}, '/runner/temp'), 'page-views')).toBe(
      path.resolve('/runner/temp/page-views'),
    )
  })

  it('makes a relative output-dir absolute, from the working directory', () => {
    expect(outputDir(source({ 'output-dir': 'exports/docs' }, '/runner/temp'), 'x')).toBe(
      path.resolve('exports/docs'),
    )
  })
})
