import { describe, expect, it } from 'vitest'
import { formatNumber } from '../../../src/analytics/figures.ts'

describe('formatNumber', () => {
  it('writes any count as en-US toLocaleString does', async () => {
    const fc = (await import('fast-check')).default
    // What `n.toLocaleString('en-US', options)` is by ECMA-402 (a NumberFormat of those locales
    // and options formatting n), with the NumberFormat made once rather than at every call
    // (most of this test's CPU).
    const enUS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
    const reference = (n: number): string => enUS.format(n)
    expect(reference(-1234.567)).toBe(
      (-1234.567).toLocaleString('en-US', { maximumFractionDigits: 2 }),
    )
    for (const n of [
      0,
      -0,
      1,
      -1,
      999,
      1000,
      -1000,
      123456,
      1234567,
      2 ** 53 - 1,
      -(2 ** 53 - 1),
    ]) {
      expect(formatNumber(n)).toBe(reference(n))
    }
    for (const n of [2 ** 53, 1.005, 2.5, -3.14159, 1e21, NaN, Infinity, -Infinity]) {
      expect(formatNumber(n)).toBe(reference(n))
    }
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.integer(), fc.double()), (n) => {
        expect(formatNumber(n)).toBe(reference(n))
      }),
      { numRuns: 5000 },
    )
  })
})
