/**
 * The array parameters of the store's INSERTs (sql.ts `arrayLiteral`): the same text pg writes
 * for a JS array, so Postgres gets the same bytes whichever writes them.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { arrayLiteral } from '../../../../../src/analytics/history/postgres/sql.ts'
import type { StoreValue } from '../../../../../src/analytics/history/store.ts'

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown
}

describe('arrayLiteral', () => {
  it('writes a column as pg writes the array of its values: quotes, backslashes, NULL, numbers', () => {
    const values: StoreValue[] = [
      '/docs/pricing, plans & "quotes"',
      'C:\\path\\"x"',
      '{}',
      'NULL',
      '',
      ' spaced ',
      '/docs/日本語 🚀',
      null,
      0,
      -0,
      1.5,
      -42,
      2 ** 53 - 1,
      1e21,
      true,
      false,
    ]
    const rows = values.map((value) => ({ value }))
    expect(arrayLiteral(rows, 'value')).toBe(prepareValue(values))
    expect(arrayLiteral([], 'value')).toBe(prepareValue([]))
    expect(arrayLiteral([{}], 'value')).toBe(prepareValue([null]))
  })
})
