/**
 * Analytics mode's inputs: `datasets`, `max-requests`, `include-contact`, `compare`, and where
 * the files go (`output-dir`).
 */
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnalyticsSettings } from '../../../src/analytics/inputs.ts'
import { RUNNER_TEMP, inputRefusal, readInputs } from '../../support/read-inputs.ts'

const BASE = { mode: 'analytics', 'api-key': 'mint_abc123', 'project-id': 'proj_1' }

function analytics(inputs: Record<string, string>): AnalyticsSettings {
  const { settings } = readInputs({ ...BASE, ...inputs })
  if (settings.mode !== 'analytics') throw new Error('expected analytics settings')
  return settings
}

function refusal(inputs: Record<string, string>): string {
  return inputRefusal({ ...BASE, ...inputs }).message
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
    const { settings } = readInputs(
      { ...BASE, compare: 'previous', period: 'previous-month' },
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

describe('output-dir', () => {
  it('defaults to a folder named as the artifact: page-views for views alone, else docs-analytics', () => {
    const folder = (datasets: string) => analytics({ datasets }).outputDir
    expect(folder('')).toBe(`${RUNNER_TEMP}/page-views`)
    expect(folder('views')).toBe(`${RUNNER_TEMP}/page-views`)
    expect(folder('views,visitors')).toBe(`${RUNNER_TEMP}/docs-analytics`)
    expect(folder('searches')).toBe(`${RUNNER_TEMP}/docs-analytics`)
    expect(folder('all')).toBe(`${RUNNER_TEMP}/docs-analytics`)
  })

  it('is where the input says, made absolute, whatever the datasets', () => {
    expect(analytics({ datasets: 'all', 'output-dir': '/tmp/out/' }).outputDir).toBe('/tmp/out')
    expect(analytics({ 'output-dir': 'exports' }).outputDir).toBe(resolve('exports'))
  })
})
