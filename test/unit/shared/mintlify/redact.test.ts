import { describe, expect, it } from 'vitest'
import { redactParsed, redactStrings } from '../../../../src/shared/mintlify/redact.ts'

const KEY = 'mint_secret_key_123'

describe('redactStrings', () => {
  it('replaces the key in names and values at any depth, in every form', () => {
    const encoded = Buffer.from(KEY).toString('base64url')
    const value = {
      rows: [{ path: `/docs?k=${KEY}`, n: 1 }, { path: '/ok' }],
      [`x-${KEY}`]: encoded,
    }
    expect(redactStrings(value, KEY)).toEqual({
      rows: [{ path: '/docs?k=***', n: 1 }, { path: '/ok' }],
      'x-***': '***',
    })
  })

  it('hands back what holds no key as it is, without copying it', () => {
    const value = { rows: [{ path: '/a', total: 3 }], hasMore: false }
    expect(redactStrings(value, KEY)).toBe(value)
  })

  it('keeps a `__proto__` field as data, not as a prototype', () => {
    const value = JSON.parse(`{"__proto__": {"polluted": "${KEY}"}, "a": 1}`) as object
    const clean = redactStrings(value, KEY) as Record<string, unknown>
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(clean, '__proto__')?.value).toEqual({ polluted: '***' })
    expect(clean.a).toBe(1)
  })

  it('walks a deeply nested answer once, however deep the key sits', () => {
    // A copy per level made after walking the level twice would take 2^depth steps here: the
    // test would never end.
    let nested: unknown = KEY
    for (let i = 0; i < 2_000; i++) nested = i % 2 ? [nested, 'x'] : { a: 'x', b: nested }
    expect(JSON.stringify(redactStrings(nested, KEY))).not.toContain(KEY)
  })
})

describe('redactParsed', () => {
  const parsedFrom = (text: string): unknown => redactParsed(JSON.parse(text) as unknown, text, KEY)

  it('finds the key however the JSON text spells it: escaped or plain, as a name or a value', () => {
    const escaped = KEY.replace('m', '\\u006d')
    expect(parsedFrom(`{"path":"/a?k=${escaped}"}`)).toEqual({ path: '/a?k=***' })
    expect(parsedFrom(`{"${KEY}":"x","b":"${Buffer.from(KEY).toString('base64url')}"}`)).toEqual({
      '***': 'x',
      b: '***',
    })
  })

  it('makes a lone surrogate well formed, escaped or not', () => {
    expect(parsedFrom('{"p":"a\\ud800b"}')).toEqual({ p: 'a\ufffdb' })
    expect(parsedFrom('{"p":"a\ud800b"}')).toEqual({ p: 'a\ufffdb' })
  })

  it('finds a key whose characters an escape spells, and hands back text whose escapes cannot', () => {
    // `\/` is `/`, a character of the key's base64 form: the walk runs and finds it.
    const key = 'mint_??key'
    const base64 = Buffer.from(key).toString('base64')
    expect(base64).toContain('/')
    const slashed = `{"p":"${base64.replaceAll('/', '\\/')}"}`
    expect(redactParsed(JSON.parse(slashed) as unknown, slashed, key)).toEqual({ p: '***==' })
    // A quote or a line break escaped in a path stands for no character of the key.
    const quoted = '{"rows":[{"path":"/docs/\\"quoted\\"/a\\nb","total":3}]}'
    const value = JSON.parse(quoted) as unknown
    expect(redactParsed(value, quoted, KEY)).toBe(value)
  })

  it('hands back a clean answer as it is', () => {
    const text = '{"rows":[{"path":"/a","total":3}],"hasMore":false}'
    const value = JSON.parse(text) as unknown
    expect(redactParsed(value, text, KEY)).toBe(value)
  })
})
