import { describe, expect, it } from 'vitest'
import { quoteShort } from '../../src/text.ts'

describe('quoteShort', () => {
  it('quotes a short value whole', () => {
    expect(quoteShort('st_1')).toBe('"st_1"')
    expect(quoteShort('a'.repeat(60))).toBe(`"${'a'.repeat(60)}"`)
  })

  it('cuts a long value, ending with an ellipsis and its length', () => {
    expect(quoteShort('a'.repeat(61))).toBe(`"${'a'.repeat(60)}"… (61 characters)`)
    const quoted = quoteShort('b'.repeat(10_000), 20)
    expect(quoted).toBe(`"${'b'.repeat(20)}"… (10000 characters)`)
  })

  it('keeps a quote on one line: control characters come out escaped', () => {
    const quoted = quoteShort('a\nb\r::error::x\u0007')
    expect(quoted).not.toMatch(/[\r\n]/)
    expect(quoted).not.toContain('\u0007')
    expect(quoted).toBe('"a\\nb\\r::error::x\\u0007"')
  })
})
