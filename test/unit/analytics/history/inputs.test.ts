/**
 * Analytics-history mode's inputs (src/analytics/history/inputs.ts, days.ts, open.ts): `store`
 * required, what each kind of `store` becomes, the URL masked before anything can be refused,
 * the whole days a store is synced for (`date-to` alone, never after today, 30 days by default,
 * only an explicit `date-from` or a `period` reaching back), and `store` refused in analytics
 * mode, naming analytics-history.
 */
import { describe, expect, it } from 'vitest'
import type { HistorySettings } from '../../../../src/analytics/history/inputs.ts'
import { getInputs } from '../../../../src/action/inputs.ts'
import { InputError } from '../../../../src/shared/inputs.ts'
import { expectRefusalNaming, NOW } from '../../../support/read-inputs.ts'

const BASE = {
  mode: 'analytics-history',
  'api-key': 'mint_abc123',
  'project-id': 'proj_1',
  store: 's',
}
const WORKSPACE = '/home/runner/work/docs/docs'

/** The settings, and every value masked on the way. */
function read(inputs: Record<string, string>, now = NOW) {
  const masked: string[] = []
  const all: Record<string, string> = { ...BASE, ...inputs }
  let settings: HistorySettings | undefined
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
    if (parsed.settings.mode === 'analytics-history') settings = parsed.settings
  } catch (e) {
    error = e
  }
  return { settings, error, masked }
}

function settingsOf(inputs: Record<string, string>, now = NOW): HistorySettings {
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
  it('is required, in one sentence saying what it may be', () => {
    expectRefusalNaming(
      refusalOf({ store: '' }),
      'store',
      /^Input `store` is required in analytics-history mode: a folder inside the workspace .* or a postgres:\/\/ URL/,
    )
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

  it('in analytics mode, `store` is refused before any request, naming analytics-history', () => {
    const error = refusalOf({ mode: 'analytics', store: 'docs-analytics' })
    expect(error.message).toBe(
      'Input `store` belongs to analytics-history mode, not analytics mode: use `mode: analytics-history` (no request was made).',
    )
    // Through the analytics/ sub-action, the sub-action to use instead.
    const inputs: Record<string, string> = { ...BASE, store: 'x' }
    const fixed = (() => {
      try {
        getInputs({ get: (name) => inputs[name] ?? '' }, NOW, 'analytics')
      } catch (e) {
        return e as InputError
      }
      throw new Error('expected a refusal')
    })()
    expect(fixed.message).toBe(
      'Input `store` belongs to analytics-history mode, not analytics mode: use the `analytics-history/` sub-action (no request was made).',
    )
  })
})

describe('lookback-days and feedback-refresh-days', () => {
  it('default to 3 and 30; 0 to 366', () => {
    expect(settingsOf({})).toMatchObject({ lookbackDays: 3, feedbackRefreshDays: 30 })
    expect(settingsOf({ 'lookback-days': '0', 'feedback-refresh-days': '0' })).toMatchObject({
      lookbackDays: 0,
      feedbackRefreshDays: 0,
    })
    expectRefusalNaming(
      refusalOf({ 'lookback-days': '-1' }),
      'lookback-days',
      /whole number from 0 to 366/,
    )
    expectRefusalNaming(
      refusalOf({ 'feedback-refresh-days': '367' }),
      'feedback-refresh-days',
      /whole number from 0 to 366/,
    )
  })
})

describe('dates (run at 2026-11-21T10:00Z)', () => {
  const range = (inputs: Record<string, string>) => {
    const { dateFrom, dateTo, backfill } = settingsOf(inputs)
    return [dateFrom, dateTo, backfill]
  }

  it('no dates: the 30 days before today, which start a table the store lacks and reach back no further', () => {
    expect(range({})).toEqual(['2026-10-22', '2026-11-21', false])
  })

  it('date-to may stand alone: the 30 days before it', () => {
    expect(range({ 'date-to': '2026-11-01' })).toEqual(['2026-10-02', '2026-11-01', false])
  })

  it('an explicit date-from, or a period, reaches back', () => {
    expect(range({ 'date-from': '2026-01-01' })).toEqual(['2026-01-01', '2026-11-21', true])
    expect(range({ period: 'previous-month' })).toEqual(['2026-10-01', '2026-11-01', true])
  })

  it('date-to after today is today; a period that reaches into today ends at yesterday', () => {
    expect(range({ 'date-from': '2026-11-01', 'date-to': '2027-01-01' })).toEqual([
      '2026-11-01',
      '2026-11-21',
      true,
    ])
    expect(range({ period: 'month-to-date' })).toEqual(['2026-11-01', '2026-11-21', true])
    // On the first of a month, month-to-date holds no day that is over.
    expect(settingsOf({ period: 'month-to-date' }, new Date('2026-12-01T05:00:00Z'))).toMatchObject(
      { dateFrom: '2026-12-01', dateTo: '2026-12-01' },
    )
  })

  it('refuses a date-time, today or later as date-from, and a date-from not before date-to', () => {
    expectRefusalNaming(
      refusalOf({ 'date-from': '2026-11-01T00:00:00Z' }),
      'date-from',
      /must be a real calendar date \(YYYY-MM-DD, UTC\) in analytics-history mode/,
    )
    expectRefusalNaming(
      refusalOf({ 'date-from': '2026-11-21' }),
      'date-from',
      /must be before today \(2026-11-21, UTC\) in analytics-history mode/,
    )
    expectRefusalNaming(
      refusalOf({ 'date-from': '2026-11-05', 'date-to': '2026-11-05' }),
      'date-from',
      /must be before `date-to`/,
    )
    expectRefusalNaming(
      refusalOf({ 'date-to': '2026-02-30' }),
      'date-to',
      /must be a real calendar date \(YYYY-MM-DD, UTC\) in analytics-history mode/,
    )
  })

  it('analytics mode keeps its own rule: date-to alone is refused there', () => {
    const error = refusalOf({ mode: 'analytics', store: '', 'date-to': '2026-11-01' })
    expectRefusalNaming(error, 'date-to', /needs `date-from` as well/)
  })
})

describe('the inputs both analytics modes share', () => {
  it('datasets, max-requests and include-contact read the same way in both', () => {
    const inputs = {
      datasets: 'feedback, views',
      'max-requests': '70',
      'include-contact': 'true',
    }
    const history = settingsOf(inputs)
    const asExport: Record<string, string> = { ...BASE, ...inputs, mode: 'analytics', store: '' }
    const parsed = getInputs({ get: (name) => asExport[name] ?? '' }, NOW).settings
    const shared = (s: { datasets: unknown; maxRequests: unknown; includeContact: unknown }) => [
      s.datasets,
      s.maxRequests,
      s.includeContact,
    ]
    expect(shared(history)).toEqual([['views', 'feedback'], 70, true])
    expect(parsed.mode).toBe('analytics')
    if (parsed.mode === 'analytics') expect(shared(parsed)).toEqual(shared(history))
  })
})
