/**
 * Memory-bounded bookkeeping while rows stream past: the sums to compare with `totals`, repeated
 * paths, and the top pages for the summary. Nothing here keeps the rows themselves.
 */
import type { PageViewRow, ViewTotals } from '../api/types.js'
import { plural } from '../plural.js'

/**
 * A set of paths stored as 64-bit fingerprints in two typed arrays (open addressing, linear
 * probing). A million paths take 16 MiB outside the JS heap, where a Set of strings would need
 * several times that on the heap (the action must stream a million rows under a 48 MB heap).
 * With 64 bits, a false "seen before" among a million distinct paths has a probability of about
 * 3e-8; 32-bit hashes would report about a hundred. Past `maxSlots` the set stops growing and
 * `add` returns undefined: the check then covers only the first rows, and `saturated` says so.
 */
export class PathFingerprintSet {
  private hi: Uint32Array
  private lo: Uint32Array
  private mask: number
  private count = 0
  private readonly maxSlots: number
  saturated = false

  /** Both capacities are rounded up to powers of two. */
  constructor(initialSlots = 1 << 12, maxSlots = 1 << 23) {
    const slots = 2 ** Math.ceil(Math.log2(Math.max(16, initialSlots)))
    this.maxSlots = 2 ** Math.ceil(Math.log2(Math.max(slots, maxSlots)))
    this.hi = new Uint32Array(slots)
    this.lo = new Uint32Array(slots)
    this.mask = slots - 1
  }

  get size(): number {
    return this.count
  }

  /** True when `path` is new, false when it was added before, undefined once saturated. */
  add(path: string): boolean | undefined {
    if (this.saturated) return undefined
    // cyrb53-style: two 32-bit lanes mixed with Math.imul, 64 bits kept.
    let h1 = 0xdeadbeef
    let h2 = 0x41c6ce57
    for (let i = 0; i < path.length; i++) {
      const c = path.charCodeAt(i)
      h1 = Math.imul(h1 ^ c, 2654435761)
      h2 = Math.imul(h2 ^ c, 1597334677)
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
    const hi = h1 >>> 0
    // 0/0 marks an empty slot.
    const lo = hi === 0 && h2 >>> 0 === 0 ? 1 : h2 >>> 0
    if ((this.count + 1) * 10 > (this.mask + 1) * 7) {
      if (this.mask + 1 >= this.maxSlots) {
        this.saturated = true
        return undefined
      }
      this.grow()
    }
    return this.insert(hi, lo)
  }

  private insert(hi: number, lo: number): boolean {
    let i = lo & this.mask
    for (;;) {
      const h = this.hi[i] as number
      const l = this.lo[i] as number
      if (h === 0 && l === 0) {
        this.hi[i] = hi
        this.lo[i] = lo
        this.count++
        return true
      }
      if (h === hi && l === lo) return false
      i = (i + 1) & this.mask
    }
  }

  private grow(): void {
    const oldHi = this.hi
    const oldLo = this.lo
    const slots = (this.mask + 1) * 2
    this.hi = new Uint32Array(slots)
    this.lo = new Uint32Array(slots)
    this.mask = slots - 1
    this.count = 0
    for (let i = 0; i < oldHi.length; i++) {
      const h = oldHi[i] as number
      const l = oldLo[i] as number
      if (h !== 0 || l !== 0) this.insert(h, l)
    }
  }
}

function ranksAbove(a: PageViewRow, b: PageViewRow): boolean {
  // Higher total first; ties by path, so the list does not depend on the page order.
  return a.total > b.total || (a.total === b.total && a.path < b.path)
}

/** The `limit` rows with the highest `total`, kept in a min-heap of at most `limit` rows. */
export class TopPages {
  private readonly heap: PageViewRow[] = []
  private readonly limit: number

  constructor(limit: number) {
    this.limit = limit
  }

  add(row: PageViewRow): void {
    if (this.limit <= 0) return
    const heap = this.heap
    if (heap.length < this.limit) {
      heap.push({ path: row.path, human: row.human, ai: row.ai, total: row.total })
      let i = heap.length - 1
      while (i > 0) {
        const parent = (i - 1) >> 1
        if (!ranksAbove(heap[parent] as PageViewRow, heap[i] as PageViewRow)) break
        ;[heap[parent], heap[i]] = [heap[i] as PageViewRow, heap[parent] as PageViewRow]
        i = parent
      }
      return
    }
    // heap[0] is the lowest-ranked of the kept rows.
    if (!ranksAbove(row, heap[0] as PageViewRow)) return
    heap[0] = { path: row.path, human: row.human, ai: row.ai, total: row.total }
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let lowest = i
      if (l < heap.length && ranksAbove(heap[lowest] as PageViewRow, heap[l] as PageViewRow)) {
        lowest = l
      }
      if (r < heap.length && ranksAbove(heap[lowest] as PageViewRow, heap[r] as PageViewRow)) {
        lowest = r
      }
      if (lowest === i) break
      ;[heap[lowest], heap[i]] = [heap[i] as PageViewRow, heap[lowest] as PageViewRow]
      i = lowest
    }
  }

  /** Highest first. */
  sorted(): PageViewRow[] {
    return [...this.heap].sort((a, b) => (ranksAbove(a, b) ? -1 : ranksAbove(b, a) ? 1 : 0))
  }
}

/** Sums of the served rows, to compare with the API's `totals`. */
export class RowSums implements ViewTotals {
  human = 0
  ai = 0
  total = 0

  add(row: PageViewRow): void {
    this.human += row.human
    this.ai += row.ai
    this.total += row.total
  }
}

/** Equal, allowing for floating-point rounding when the counts are not integers. */
export function sameCount(a: number, b: number): boolean {
  if (a === b) return true
  // Sums of integer counts are exact (up to 2^53): any difference is real.
  if (Number.isInteger(a) && Number.isInteger(b)) return false
  return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b))
}

export function sameTotals(a: ViewTotals, b: ViewTotals): boolean {
  return sameCount(a.human, b.human) && sameCount(a.ai, b.ai) && sameCount(a.total, b.total)
}

export function formatTotals(t: ViewTotals): string {
  return `human ${t.human}, ai ${t.ai}, total ${t.total}`
}

/** Counts the export keeps but a reader should know about. */
type OddKind = 'negative' | 'fractional' | 'inexact'

const ODD_TEXT: Record<OddKind, string> = {
  negative: 'a negative count',
  fractional: 'a fractional count',
  inexact:
    'a count above 2^53 (9,007,199,254,740,991), which JSON numbers cannot hold exactly: the files have it as parsed, possibly rounded',
}

/**
 * Rows whose counts are odd for page views yet allowed by the API's document (`number`): kept as
 * served, counted, and reported once per kind with the first example.
 */
export class OddCounts {
  private readonly seen = new Map<OddKind, { rows: number; example: string }>()

  observe(row: PageViewRow, rowNumber: number): void {
    for (const field of ['human', 'ai', 'total'] as const) {
      const value = row[field]
      const kind: OddKind | undefined =
        value < 0
          ? 'negative'
          : !Number.isInteger(value)
            ? 'fractional'
            : !Number.isSafeInteger(value)
              ? 'inexact'
              : undefined
      if (!kind) continue
      const entry = this.seen.get(kind)
      if (entry) entry.rows++
      else {
        this.seen.set(kind, {
          rows: 1,
          example: `${JSON.stringify(row.path)} (row ${rowNumber}: ${field} ${value})`,
        })
      }
      return
    }
  }

  warnings(): string[] {
    return [...this.seen].map(
      ([kind, { rows, example }]) =>
        `${plural(rows, 'row has', 'rows have')} ${ODD_TEXT[kind]}, e.g. ${example}. The rows are kept as served.`,
    )
  }
}
