import { describe, expect, it } from 'vitest'
import { oneLine, quoteShort } from '../../../src/shared/text.ts'

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

describe('oneLine', () => {
  it('turns each run of line breaks, control characters and separators into one space', () => {
    expect(oneLine('a\r\n\nb\u2028c\u2029\u0085d\u0007e', 100)).toBe('a b c d e')
  })

  it('cuts at `max` characters, ending with an ellipsis, without splitting a surrogate pair', () => {
    expect(oneLine('abcdef', 6)).toBe('abcdef')
    expect(oneLine('abcdefg', 6)).toBe('abcde…')
    expect(oneLine('😀😀😀', 2)).toBe('😀…')
  })

  it('makes a lone surrogate well formed', () => {
    expect(oneLine('a\ud800b', 10)).toBe('a\ufffdb')
  })
})
