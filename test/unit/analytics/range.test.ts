import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/shared/inputs.ts'
import {
  PERIODS,
  previousRange,
  parseDateInput,
  periodRange,
  resolveDateRange,
  type Period,
} from '../../../src/analytics/range.ts'

const NOW = new Date('2026-11-21T10:00:00Z') // a Saturday
const none = { dateFrom: '', dateTo: '', period: '' }

function inputError(fn: () => unknown): InputError {
  try {
    fn()
  } catch (err) {
    expect(err).toBeInstanceOf(InputError)
    return err as InputError
  }
  throw new Error('expected an InputError')
}

describe('periods (docs/design.md, "Date ranges", run at 2026-11-21T10:00Z)', () => {
  const table: Record<Period, [string, string]> = {
    yesterday: ['2026-11-20', '2026-11-21'],
    'last-7-days': ['2026-11-14', '2026-11-21'],
    'last-30-days': ['2026-10-22', '2026-11-21'],
    'previous-week': ['2026-11-09', '2026-11-16'],
    'previous-month': ['2026-10-01', '2026-11-01'],
    'month-to-date': ['2026-11-01', '2026-11-22'],
  }

  it('lists every period', () => {
    expect([...PERIODS].sort()).toEqual(Object.keys(table).sort())
  })

  for (const [period, [from, to]] of Object.entries(table)) {
    it(period, () => {
      expect(resolveDateRange({ ...none, period }, NOW)).toEqual({ dateFrom: from, dateTo: to })
    })
  }

  it('defaults to last-30-days', () => {
    expect(resolveDateRange(none, NOW)).toEqual({ dateFrom: '2026-10-22', dateTo: '2026-11-21' })
  })

  it('is the same at the first and last millisecond of the UTC day', () => {
    for (const t of ['2026-11-21T00:00:00.000Z', '2026-11-21T23:59:59.999Z']) {
      for (const period of PERIODS) {
        expect(periodRange(period, new Date(t))).toEqual(periodRange(period, NOW))
      }
    }
  })

  it('accepts surrounding spaces and any case', () => {
    expect(resolveDateRange({ ...none, period: ' Yesterday ' }, NOW)).toEqual({
      dateFrom: '2026-11-20',
      dateTo: '2026-11-21',
    })
  })
})

describe('periods at boundaries', () => {
  it('crosses the year on January 1st', () => {
    const jan1 = new Date('2027-01-01T00:30:00Z')
    expect(periodRange('yesterday', jan1)).toEqual({
      dateFrom: '2026-12-31',
      dateTo: '2027-01-01',
    })
    expect(periodRange('previous-month', jan1)).toEqual({
      dateFrom: '2026-12-01',
      dateTo: '2027-01-01',
    })
    expect(periodRange('month-to-date', jan1)).toEqual({
      dateFrom: '2027-01-01',
      dateTo: '2027-01-02',
    })
    // 2027-01-01 is a Friday: the current week began Monday 2026-12-28.
    expect(periodRange('previous-week', jan1)).toEqual({
      dateFrom: '2026-12-21',
      dateTo: '2026-12-28',
    })
  })

  it('handles the leap day', () => {
    const mar1 = new Date('2028-03-01T12:00:00Z')
    expect(periodRange('yesterday', mar1)).toEqual({
      dateFrom: '2028-02-29',
      dateTo: '2028-03-01',
    })
    expect(periodRange('previous-month', mar1)).toEqual({
      dateFrom: '2028-02-01',
      dateTo: '2028-03-01',
    })
    expect(periodRange('last-7-days', mar1)).toEqual({
      dateFrom: '2028-02-23',
      dateTo: '2028-03-01',
    })
    const leapDay = new Date('2028-02-29T08:00:00Z')
    expect(periodRange('month-to-date', leapDay)).toEqual({
      dateFrom: '2028-02-01',
      dateTo: '2028-03-01',
    })
    expect(periodRange('last-30-days', new Date('2027-03-01T00:00:00Z'))).toEqual({
      dateFrom: '2027-01-30',
      dateTo: '2027-03-01',
    })
  })

  it('previous-week on a Monday and a Sunday', () => {
    expect(periodRange('previous-week', new Date('2026-11-16T00:00:00Z'))).toEqual({
      dateFrom: '2026-11-09',
      dateTo: '2026-11-16',
    })
    expect(periodRange('previous-week', new Date('2026-11-22T23:59:59Z'))).toEqual({
      dateFrom: '2026-11-09',
      dateTo: '2026-11-16',
    })
  })

  it('previous-month on the first of a month and month-to-date on the last', () => {
    expect(periodRange('previous-month', new Date('2026-03-01T00:00:00Z'))).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-03-01',
    })
    expect(periodRange('month-to-date', new Date('2026-12-31T23:00:00Z'))).toEqual({
      dateFrom: '2026-12-01',
      dateTo: '2027-01-01',
    })
  })
})

describe('dates', () => {
  it('keeps both dates as given', () => {
    expect(
      resolveDateRange({ ...none, dateFrom: '2026-01-01', dateTo: '2026-02-01' }, NOW),
    ).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-02-01' })
  })

  it('keeps date-times as given, mixed with dates', () => {
    expect(
      resolveDateRange(
        { ...none, dateFrom: '2026-11-01T06:30:00+02:00', dateTo: '2026-11-02' },
        NOW,
      ),
    ).toEqual({ dateFrom: '2026-11-01T06:30:00+02:00', dateTo: '2026-11-02' })
    expect(
      resolveDateRange(
        { ...none, dateFrom: '2026-11-01T00:00:00.000Z', dateTo: '2026-11-01T00:00:00.001Z' },
        NOW,
      ),
    ).toEqual({ dateFrom: '2026-11-01T00:00:00.000Z', dateTo: '2026-11-01T00:00:00.001Z' })
  })

  it('date-from alone runs up to and including today', () => {
    expect(resolveDateRange({ ...none, dateFrom: '2026-11-01' }, NOW)).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-22',
    })
    expect(resolveDateRange({ ...none, dateFrom: '2026-11-21' }, NOW)).toEqual({
      dateFrom: '2026-11-21',
      dateTo: '2026-11-22',
    })
    expect(resolveDateRange({ ...none, dateFrom: '2026-11-21T23:00:00Z' }, NOW)).toEqual({
      dateFrom: '2026-11-21T23:00:00Z',
      dateTo: '2026-11-22',
    })
  })

  it('accepts a leap day in a leap year', () => {
    expect(
      resolveDateRange({ ...none, dateFrom: '2028-02-29', dateTo: '2028-03-01' }, NOW),
    ).toEqual({ dateFrom: '2028-02-29', dateTo: '2028-03-01' })
  })

  it('parses moments correctly', () => {
    expect(parseDateInput('2026-11-21')).toBe(Date.parse('2026-11-21T00:00:00Z'))
    expect(parseDateInput('2026-11-21T10:00Z')).toBe(Date.parse('2026-11-21T10:00:00Z'))
    expect(parseDateInput('2026-11-21T10:00:00')).toBe(Date.parse('2026-11-21T10:00:00Z'))
    expect(parseDateInput('2026-11-21T12:00:00+02:00')).toBe(Date.parse('2026-11-21T10:00:00Z'))
    expect(parseDateInput('2026-11-21T08:00:00-0200')).toBe(Date.parse('2026-11-21T10:00:00Z'))
    expect(parseDateInput('2026-11-21T10:00:00.123456Z')).toBe(
      Date.parse('2026-11-21T10:00:00.123Z'),
    )
    expect(parseDateInput('0050-01-01')).toBe(Date.parse('0050-01-01T00:00:00Z'))
  })
})

describe('the years the API is asked about', () => {
  it('accepts dates from 2000-01-01 to 2100-01-01, inclusive', () => {
    expect(
      resolveDateRange({ ...none, dateFrom: '2000-01-01', dateTo: '2100-01-01' }, NOW),
    ).toEqual({ dateFrom: '2000-01-01', dateTo: '2100-01-01' })
  })

  it.each([
    ['date-from', { dateFrom: '0001-01-01', dateTo: '0002-01-01' }, '"0001-01-01"'],
    [
      'date-from',
      { dateFrom: '1999-12-31T23:59:59Z', dateTo: '2026-01-01' },
      '"1999-12-31T23:59:59Z"',
    ],
    ['date-to', { dateFrom: '2026-01-01', dateTo: '2100-01-02' }, '"2100-01-02"'],
    ['date-to', { dateFrom: '2026-01-01', dateTo: '9999-12-31' }, '"9999-12-31"'],
  ])('refuses %s outside them: %o', (input, dates, quoted) => {
    const err = inputError(() => resolveDateRange({ ...none, ...dates }, NOW))
    expect(err.input).toBe(input)
    expect(err.message).toBe(
      `Input \`${input}\` must be a date from 2000-01-01 to 2100-01-01; got ${quoted}.`,
    )
  })

  it('refuses a previous period that would start before 2000, naming `compare`', () => {
    const raw = { ...none, dateFrom: '2000-01-01', dateTo: '2000-03-01' }
    const err = inputError(() => previousRange(raw, resolveDateRange(raw, NOW)))
    expect(err.input).toBe('compare')
    expect(err.message).toBe(
      'Input `compare` cannot be `previous` for this range: the period before it would start at 1999-11-02, before 2000-01-01, the earliest date this action asks for; move `date-from` later or set `compare: none`.',
    )
    const fine = { ...none, dateFrom: '2000-03-01', dateTo: '2000-04-01' }
    expect(previousRange(fine, resolveDateRange(fine, NOW))).toEqual({
      dateFrom: '2000-01-30',
      dateTo: '2000-03-01',
    })
  })
})

describe('bad input', () => {
  it('an unknown period names `period` and lists the allowed values', () => {
    const err = inputError(() => resolveDateRange({ ...none, period: 'lastweek' }, NOW))
    expect(err.input).toBe('period')
    expect(err.message).toBe(
      'Input `period` must be one of yesterday, last-7-days, last-30-days, previous-week, previous-month, month-to-date; got "lastweek".',
    )
  })

  it('a period with dates', () => {
    for (const dates of [
      { dateFrom: '2026-11-01', dateTo: '' },
      { dateFrom: '', dateTo: '2026-11-01' },
      { dateFrom: '2026-11-01', dateTo: '2026-11-02' },
    ]) {
      const err = inputError(() => resolveDateRange({ ...dates, period: 'yesterday' }, NOW))
      expect(err.input).toBe('period')
      expect(err.message).toMatch(/`period` cannot be combined with `date-from` or `date-to`/)
    }
  })

  it('date-to alone', () => {
    const err = inputError(() => resolveDateRange({ ...none, dateTo: '2026-11-01' }, NOW))
    expect(err.input).toBe('date-to')
    expect(err.message).toMatch(/^Input `date-to` needs `date-from`/)
  })

  const invalid = [
    '2026-02-30',
    '2026-02-29', // 2026 is not a leap year
    '2100-02-29', // nor is 2100
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-11-31',
    '26-11-01',
    '2026/11/01',
    '2026-1-01',
    'yesterday',
    'today',
    '2026-11-01T25:00:00Z',
    '2026-11-01T10:60:00Z',
    '2026-11-01T10:00:61Z',
    '2026-11-01T10:00:00+24:00',
    '2026-11-01T10',
    '2026-11-01 10:00:00Z',
    '1732147200',
    '2026-11-01T10:00:00ZZ',
  ]
  for (const value of invalid) {
    it(`rejects date-from ${JSON.stringify(value)}`, () => {
      const err = inputError(() =>
        resolveDateRange({ ...none, dateFrom: value, dateTo: '2027-01-01' }, NOW),
      )
      expect(err.input).toBe('date-from')
      expect(err.message).toBe(
        `Input \`date-from\` must be a real calendar date as YYYY-MM-DD or an ISO 8601 date-time such as 2026-11-01T00:00:00Z; got ${JSON.stringify(value)}.`,
      )
    })
  }

  it('rejects a bad date-to, naming it', () => {
    const err = inputError(() =>
      resolveDateRange({ ...none, dateFrom: '2026-11-01', dateTo: '2026-11-31' }, NOW),
    )
    expect(err.input).toBe('date-to')
    expect(err.message).toMatch(/^Input `date-to` must be a real calendar date/)
  })

  it('from must be before to', () => {
    for (const [dateFrom, dateTo] of [
      ['2026-11-02', '2026-11-01'],
      ['2026-11-01', '2026-11-01'],
      ['2026-11-01T00:00:00Z', '2026-11-01'],
      ['2026-11-01T02:00:00+02:00', '2026-11-01T00:00:00Z'],
    ] as const) {
      const err = inputError(() => resolveDateRange({ ...none, dateFrom, dateTo }, NOW))
      expect(err.input).toBe('date-from')
      expect(err.message).toBe(
        `Input \`date-from\` must be before \`date-to\` (which is exclusive); got "${dateFrom}" and "${dateTo}".`,
      )
    }
  })

  it('date-from alone after today', () => {
    const err = inputError(() => resolveDateRange({ ...none, dateFrom: '2026-11-22' }, NOW))
    expect(err.input).toBe('date-from')
    expect(err.message).toMatch(/must not be after today \(2026-11-21, UTC\)/)
  })

  it('an empty, whitespace-only value counts as not given', () => {
    expect(resolveDateRange({ dateFrom: ' ', dateTo: '  ', period: ' ' }, NOW)).toEqual({
      dateFrom: '2026-10-22',
      dateTo: '2026-11-21',
    })
  })
})
