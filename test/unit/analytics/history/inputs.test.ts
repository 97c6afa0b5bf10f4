/**
 * The `store` and `lookback-days` inputs and the dates a store is synced for (src/analytics/
 * inputs.ts, src/analytics/history/days.ts): what each kind of `store` becomes, the URL masked
 * before anything can be refused, and the dates with a store (whole days, `date-to` exclusive and
 * never after today, 30 days by default, a period clipped to yesterday).
 */
import { describe, expect, it } from 'vitest'
import type { AnalyticsSettings } from '../../../../src/analytics/inputs.ts'
import { INPUT_DEFAULTS } from '../../../../src/action/catalogue.ts'
import { getInputs } from '../../../../src/action/inputs.ts'
import { InputError } from '../../../../src/shared/inputs.ts'
import { expectRefusalNaming, NOW } from '../../../support/read-inputs.ts'

const BASE = { mode: 'analytics', 'api-key': 'mint_abc123', 'project-id': 'proj_1' }
const WORKSPACE = '/home/runner/work/docs/docs'

/** The settings, and every value masked on the way. */
function read(inputs: Record<string, string>, now = NOW) {
  const masked: string[] = []
  const all: Record<string, string> = { ...BASE, ...inputs }
  let settings: AnalyticsSettings | undefined
  let error: unknown
  try {
    const parsed = getInputs(
      {
        get: (name) => all[name] ?? '',
        workspace: WORKSPACE,
        setSecret: (value) => masked.push(value),
      },
      now,
    )
    if (parsed.settings.mode === 'analytics') settings = parsed.settings
  } catch (e) {
    error = e
  }
  return { settings, error, masked }
}

function settingsOf(inputs: Record<string, string>, now = NOW): AnalyticsSettings {
  const { settings, error } = read(inputs, now)
  if (!settings) throw error
  return settings
}

function refusalOf(inputs: Record<string, string>, now = NOW): InputError {
  const { error } = read(inputs, now)
  if (error instanceof InputError) return error
  throw new Error(`expected an InputError, got ${String(error)}`)
}

describe('store', () => {
  it('empty: files, as before; lookback-days 3 by default', () => {
    expect(settingsOf({})).toMatchObject({ store: undefined, lookbackDays: 3 })
  })

  it('a folder: a Parquet store inside the workspace (location.test.ts has the rest)', () => {
    expect(settingsOf({ store: 'analytics-store' }).store).toEqual({
      kind: 'parquet',
      folder: `${WORKSPACE}/analytics-store`,
      insideWorkspace: true,
    })
    expectRefusalNaming(
      refusalOf({ store: '../history/./store' }),
      'store',
      /outside the workspace/,
    )
  })

  it('a postgres:// or postgresql:// URL: a Postgres store, the URL and its password masked first', () => {
    const url = 'postgresql://sync:p%40ss%2Fw0rd@db.example.com:5433/analytics?sslmode=require'
    const { settings, masked } = read({ store: url })
    expect(settings?.store).toEqual({ kind: 'postgres', url })
    expect(masked).toEqual(expect.arrayContaining([url, 'p%40ss%2Fw0rd', 'p@ss/w0rd']))
  })

  it('refuses a URL it cannot use in one sentence naming `store`, masked, never quoted', () => {
    for (const store of [
      'mysql://root:hunter22@db/x',
      's3://bucket/analytics',
      'postgres://:secretpass@/db',
      'postgres://user:secretpass@db/x?sslmode=sometimes',
    ]) {
      const { error, masked } = read({ store })
      expect(error).toBeInstanceOf(InputError)
      expectRefusalNaming(error as InputError, 'store', /^Input `store`/)
      expect(masked).toContain(store)
      expect((error as Error).message).not.toContain(store)
      expect((error as Error).message).not.toMatch(/hunter22|secretpass/)
    }
    expect(refusalOf({ store: 's3://bucket/analytics' }).message).toBe(
      'Input `store` must be a folder inside the workspace (created if missing), the absolute path of an existing folder elsewhere, or a postgres:// or postgresql:// URL; got a s3:// URL.',
    )
  })

  it('refuses a folder with a line break', () => {
    expectRefusalNaming(refusalOf({ store: 'a\nb' }), 'store', /one line/)
  })

  it('lookback-days: 0 to 366', () => {
    expect(settingsOf({ store: 's', 'lookback-days': '0' }).lookbackDays).toBe(0)
    expectRefusalNaming(
      refusalOf({ store: 's', 'lookback-days': '-1' }),
      'lookback-days',
      /whole number from 0 to 366/,
    )
  })

  it('the inputs only files use are ignored with a store, and listed to warn about', () => {
    const settings = settingsOf({
      store: 's',
      compare: 'previous',
      format: 'json,csv',
      'upload-artifact': 'false',
    })
    expect(settings.previousRange).toBeUndefined()
    expect(settings.unusedWithStore).toEqual(['compare', 'upload-artifact'])
    expect(settingsOf({ compare: 'previous' }).unusedWithStore).toEqual([])
    // Set to action.yml's defaults, as the runner passes them when not set: nothing to say.
    const defaults = Object.fromEntries(
      (
        [
          'compare',
          'format',
          'output-dir',
          'upload-artifact',
          'artifact-name',
          'retention-days',
        ] as const
      ).map((name) => [name, INPUT_DEFAULTS[name]]),
    )
    expect(settingsOf({ store: 's', ...defaults }).unusedWithStore).toEqual([])
  })
})

describe('dates with a store (run at 2026-11-21T10:00Z)', () => {
  const range = (inputs: Record<string, string>) => {
    const { dateFrom, dateTo } = settingsOf({ store: 's', ...inputs })
    return [dateFrom, dateTo]
  }

  it('no dates: the 30 days before today; date-to alone: the 30 days before it', () => {
    expect(range({})).toEqual(['2026-10-22', '2026-11-21'])
    expect(range({ 'date-to': '2026-11-01' })).toEqual(['2026-10-02', '2026-11-01'])
  })

  it('date-from alone: up to yesterday; date-to after today: today', () => {
    expect(range({ 'date-from': '2026-01-01' })).toEqual(['2026-01-01', '2026-11-21'])
    expect(range({ 'date-from': '2026-11-01', 'date-to': '2027-01-01' })).toEqual([
      '2026-11-01',
      '2026-11-21',
    ])
  })

  it('a period that reaches into today ends at yesterday', () => {
    expect(range({ period: 'month-to-date' })).toEqual(['2026-11-01', '2026-11-21'])
    expect(range({ period: 'previous-month' })).toEqual(['2026-10-01', '2026-11-01'])
    // On the first of a month, month-to-date holds no day that is over.
    expect(
      settingsOf({ store: 's', period: 'month-to-date' }, new Date('2026-12-01T05:00:00Z')),
    ).toMatchObject({ dateFrom: '2026-12-01', dateTo: '2026-12-01' })
  })

  it('refuses a date-time, today or later as date-from, and a date-from not before date-to', () => {
    expectRefusalNaming(
      refusalOf({ store: 's', 'date-from': '2026-11-01T00:00:00Z' }),
      'date-from',
      /must be a real calendar date \(YYYY-MM-DD, UTC\) with `store`/,
    )
    expectRefusalNaming(
      refusalOf({ store: 's', 'date-from': '2026-11-21' }),
      'date-from',
      /must be before today \(2026-11-21, UTC\) with `store`/,
    )
    expectRefusalNaming(
      refusalOf({ store: 's', 'date-from': '2026-11-05', 'date-to': '2026-11-05' }),
      'date-from',
      /must be before `date-to`/,
    )
    expectRefusalNaming(
      refusalOf({ store: 's', 'date-to': '2026-02-30' }),
      'date-to',
      /must be a real calendar date \(YYYY-MM-DD, UTC\) with `store`/,
    )
  })
})
