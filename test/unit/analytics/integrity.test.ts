import { describe, expect, it } from 'vitest'
import {
  PathFingerprintSet,
  RowSums,
  TopRows,
  sameCount,
  sameTotals,
} from '../../../src/analytics/integrity.ts'
import { generatedRow, rowsOf } from './fake-views.ts'

describe('PathFingerprintSet', () => {
  it('tells new paths from repeated ones, across growth', () => {
    const set = new PathFingerprintSet(16)
    let added = 0
    for (let i = 0; i < 50_000; i++) if (set.add(`/p/${i}`) === true) added++
    expect(added).toBe(50_000)
    expect(set.size).toBe(50_000)
    let repeated = 0
    for (let i = 0; i < 50_000; i += 997) if (set.add(`/p/${i}`) === false) repeated++
    expect(repeated).toBe(Math.ceil(50_000 / 997))
    expect(set.add('')).toBe(true)
    expect(set.add('')).toBe(false)
    expect(set.saturated).toBe(false)
  })

  it('tells new paths from repeated ones across segments, and saturates at the total', () => {
    const set = new PathFingerprintSet(16, 1 << 14, 1 << 10)
    // Answers counted, one expect each: an expect per path was most of these tests' time.
    let added = 0
    for (let i = 0; i < 5_000; i++) if (set.add(`/p/${i}`) === true) added++
    expect(added).toBe(5_000)
    let repeated = 0
    for (let i = 0; i < 5_000; i += 7) if (set.add(`/p/${i}`) === false) repeated++
    expect(repeated).toBe(Math.ceil(5_000 / 7))
    expect(set.size).toBe(5_000)
    // 16 segments of 1,024 slots, each filled to 70%: 11,456 paths, then no more room.
    while (set.add(`/q/${added}`) === true) added++
    expect(added).toBe(16 * 716)
    expect(set.saturated).toBe(true)
    expect(set.add('/p/0')).toBeUndefined()
  })

  it('finds every repeat in compacted segments, the first and last paths of each included', () => {
    // Segments of 1,024 slots: 20,000 paths fill 27 of them, each compacted when full.
    const set = new PathFingerprintSet(16, 1 << 20, 1 << 10)
    let added = 0
    for (let i = 0; i < 20_000; i++) if (set.add(`/docs/${i}`) === true) added++
    expect(added).toBe(20_000)
    let repeated = 0
    for (let i = 0; i < 20_000; i++) if (set.add(`/docs/${i}`) === false) repeated++
    expect(repeated).toBe(20_000)
    let fresh = 0
    for (let i = 0; i < 20_000; i++) if (set.add(`/guides/${i}`) === true) fresh++
    expect(fresh).toBe(20_000)
    expect(set.size).toBe(40_000)
  })

  it('finds no false repeats among a million distinct paths', () => {
    const set = new PathFingerprintSet()
    let repeats = 0
    for (let i = 0; i < 1_000_000; i++)
      if (set.add(`/docs/section-${i % 977}/page-${i}`) !== true) repeats++
    expect(repeats).toBe(0)
  })

  it('stops growing at its maximum and says so', () => {
    const set = new PathFingerprintSet(16, 64)
    const results = Array.from({ length: 100 }, (_, i) => set.add(`/p${i}`))
    expect(set.saturated).toBe(true)
    expect(results.slice(0, 44).every((r) => r === true)).toBe(true)
    expect(results.at(-1)).toBeUndefined()
    expect(set.size).toBeLessThanOrEqual(45)
  })
})

type Row = { path: string; total: number }
const byTotal = (a: Row, b: Row): boolean =>
  a.total > b.total || (a.total === b.total && a.path < b.path)
const topPages = (n: number): TopRows<Row> => new TopRows<Row>(n, byTotal)

describe('TopRows', () => {
  it('keeps the N highest totals, highest first, ties by path', () => {
    const rows = rowsOf(5000)
    const top = topPages(10)
    for (const row of rows) top.add(row)
    const expected = [...rows]
      .sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .slice(0, 10)
    expect(top.sorted()).toEqual(expected)
  })

  it('does not depend on the order rows arrive in', () => {
    const rows = rowsOf(300).map((r, i) => ({ ...r, total: i % 7 }))
    const a = topPages(5)
    const b = topPages(5)
    for (const r of rows) a.add(r)
    for (const r of [...rows].reverse()) b.add(r)
    expect(a.sorted()).toEqual(b.sorted())
  })

  it('handles fewer rows than N and N = 0', () => {
    const top = topPages(10)
    top.add(generatedRow(1))
    top.add(generatedRow(2))
    expect(top.sorted()).toHaveLength(2)
    const none = topPages(0)
    none.add(generatedRow(1))
    expect(none.sorted()).toEqual([])
  })
})

describe('sums', () => {
  it('adds rows and compares with tolerance for fractions only', () => {
    const sums = new RowSums()
    sums.add({ path: '/a', human: 0.1, ai: 0.2, total: 0.3 })
    sums.add({ path: '/b', human: 0.2, ai: 0.1, total: 0.3 })
    expect(sameTotals(sums, { human: 0.3, ai: 0.3, total: 0.6 })).toBe(true)
    expect(sameCount(1, 2)).toBe(false)
    expect(sameCount(2 ** 52, 2 ** 52 + 1)).toBe(false) // integers: exact
    expect(sameCount(1e6 + 0.1 + 0.2, 1e6 + 0.3)).toBe(true)
    expect(sameCount(1_000_000, 1_000_001)).toBe(false)
  })
})
