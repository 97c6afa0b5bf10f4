/** The analytics inputs of the datasets issue: `datasets`, `max-requests`, `include-contact`, `compare`. */
import { describe, expect, it } from 'vitest'
import { getInputs } from '../../../src/inputs.ts'
import { InputError } from '../../../src/input-error.ts'
import type { AnalyticsSettings } from '../../../src/analytics/inputs.ts'

const NOW = new Date('2026-11-21T10:00:00Z') // a Saturday
const BASE = { mode: 'analytics', 'api-key': 'mint_abc123', 'project-id': 'proj_1' }

function analytics(inputs: Record<string, string>): AnalyticsSettings {
  const all: Record<string, string> = { ...BASE, ...inputs }
  const { settings } = getInputs({ get: (name) => all[name] ?? '' }, NOW)
  if (settings.mode !== 'analytics') throw new Error('expected analytics settings')
  return settings
}

function refusal(inputs: Record<string, string>): string {
  try {
    analytics(inputs)
  } catch (error) {
    if (error instanceof InputError) return error.message
    throw error
  }
  throw new Error('expected an InputError')
}

describe('datasets, max-requests, include-contact', () => {
  it('defaults to page views only, 100 requests, no contact, no comparison', () => {
    expect(analytics({})).toMatchObject({
      datasets: ['views'],
      maxRequests: 100,
      includeContact: false,
      previousRange: undefined,
    })
  })

  it('`all` is every dataset; a list is exported in the catalog order, once each', () => {
    expect(analytics({ datasets: 'all' }).datasets).toEqual([
      'views',
      'visitors',
      'searches',
      'feedback',
      'feedback-by-page',
      'assistant',
      'assistant-callers',
    ])
    expect(analytics({ datasets: ' Assistant , views,views' }).datasets).toEqual([
      'views',
      'assistant',
    ])
  })

  it('refuses an unknown dataset, a bad budget and a bad switch in one sentence each', () => {
    expect(refusal({ datasets: 'views,pageviews' })).toBe(
      'Input `datasets` must be `all` or a comma-separated list of views, visitors, searches, feedback, feedback-by-page, assistant, assistant-callers; got "views,pageviews".',
    )
    expect(refusal({ 'max-requests': '0' })).toMatch(
      /^Input `max-requests` must be a whole number from 1/,
    )
    expect(refusal({ 'include-contact': 'yes' })).toMatch(/^Input `include-contact`/)
    expect(refusal({ compare: 'last-year' })).toBe(
      'Input `compare` must be one of none, previous; got "last-year".',
    )
  })
})

describe('compare: previous', () => {
  const previous = (inputs: Record<string, string>) =>
    analytics({ compare: 'previous', ...inputs }).previousRange

  it('a period compares with the one before it', () => {
    expect(previous({ period: 'previous-week' })).toEqual({
      dateFrom: '2026-11-02',
      dateTo: '2026-11-09',
    })
    expect(previous({ period: 'previous-month' })).toEqual({
      dateFrom: '2026-09-01',
      dateTo: '2026-10-01',
    })
    expect(previous({ period: 'yesterday' })).toEqual({
      dateFrom: '2026-11-19',
      dateTo: '2026-11-20',
    })
    expect(previous({ period: 'last-7-days' })).toEqual({
      dateFrom: '2026-11-07',
      dateTo: '2026-11-14',
    })
    // The default period (last 30 days) too.
    expect(previous({})).toEqual({ dateFrom: '2026-09-22', dateTo: '2026-10-22' })
    // Month to date (1 to 21 November): the same 21 days of October.
    expect(previous({ period: 'month-to-date' })).toEqual({
      dateFrom: '2026-10-01',
      dateTo: '2026-10-22',
    })
  })

  it('a month before March is February, however short', () => {
    const { settings } = getInputs(
      {
        get: (name) => ({ ...BASE, compare: 'previous', period: 'previous-month' })[name] ?? '',
      },
      new Date('2026-04-10T00:00:00Z'),
    )
    expect(settings.mode === 'analytics' && settings.previousRange).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-03-01',
    })
  })

  it('dates compare with the same number of days ending at date-from', () => {
    expect(previous({ 'date-from': '2026-10-10', 'date-to': '2026-10-20' })).toEqual({
      dateFrom: '2026-09-30',
      dateTo: '2026-10-10',
    })
    expect(
      previous({ 'date-from': '2026-11-01T12:00:00Z', 'date-to': '2026-11-02T00:00:00Z' }),
    ).toEqual({
      dateFrom: '2026-11-01T00:00:00.000Z',
      dateTo: '2026-11-01T12:00:00Z',
    })
  })
})
