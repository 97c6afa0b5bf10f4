/**
 * Memory-bounded bookkeeping while rows stream past: the sums to compare with `totals`, repeated
 * rows, odd counts, and short pages (the ExportAudit of one dataset), and the top rows for the
 * digest. Nothing here keeps the rows themselves.
 */
import type { PageViewRow, ViewTotals } from '../shared/mintlify/schemas.js'
import { StringHash } from '../shared/hash.js'
import { plural } from '../shared/plural.js'
import type { Dataset } from './datasets/dataset.js'
import type { FetchedPage } from './pager.js'
import { PagingError } from './pager.js'

/**
 * A set of paths stored as 64-bit fingerprints in typed arrays, outside the JS heap, where a Set
 * of strings would need several times the memory on the heap (the action must stream millions of
 * rows under a 48 MB heap). With 64 bits, a false "seen before" among a million distinct paths
 * has a probability of about 3e-8 (about 2.4e-7 among three million); 32-bit hashes would report
 * about a hundred. Fingerprints are never truncated, so the check's guarantee does not depend on
 * how they are stored: a repeated path is always found, and a false repeat has that probability.
 *
 * New fingerprints go to a hash table (open addressing, linear probing, at most 70% full) that
 * doubles while it is small. From `segmentSlots` on, a full table is compacted into a
 * `CompactSegment` (6 bytes a path, against 11.4 in the table) and a new table of the same size
 * is started; a path is looked up in each. So memory grows with the rows at about 7.4 bytes a
 * path (a compacted segment of 183,000 paths takes 1.3 MiB; three million paths about 23 MiB in
 * all, where tables alone took 36), and never holds a table and its copy at twice the size. The
 * table being filled stays at 2 MiB: at three million rows the peak, which is that table and
 * the segment made from it, was 3.4 MiB lower than with 4 MiB tables, for a few more segments to
 * look in (cheap: one bucket each).
 * Past `maxSlots` in all (slots of every table, compacted ones included: about 5.8 million paths
 * at the default), the set stops growing and `add` returns undefined: the check then covers
 * only the first rows, and `saturated` says so (the export logs how many).
 */
export class PathFingerprintSet {
  /** Full tables, compacted, only looked in. */
  private readonly full: CompactSegment[] = []
  /** The table new fingerprints go to: [hi, lo] pairs. */
  private table: Uint32Array<ArrayBuffer>
  private mask: number
  private inTable = 0
  private count = 0
  /** Slots of every table, the one being filled and the compacted ones included. */
  private slots: number
  private readonly maxSlots: number
  private readonly segmentSlots: number
  private readonly hasher = new StringHash()
  saturated = false

  /** Every capacity is rounded up to a power of two. */
  constructor(initialSlots = 1 << 12, maxSlots = 1 << 23, segmentSlots = 1 << 18) {
    const slots = powerOfTwo(initialSlots)
    this.maxSlots = Math.max(slots, powerOfTwo(maxSlots))
    this.segmentSlots = Math.max(slots, powerOfTwo(segmentSlots))
    this.table = new Uint32Array(2 * slots)
    this.mask = slots - 1
    this.slots = slots
  }

  get size(): number {
    return this.count
  }

  /** True when `path` is new, false when it was added before, undefined once saturated. */
  add(path: string): boolean | undefined {
    if (this.saturated) return undefined
    // Both 32-bit halves of cyrb53 kept: 64 bits.
    this.hasher.hash(path)
    const hi = this.hasher.hi
    // 0/0 marks an empty slot.
    const lo = hi === 0 && this.hasher.lo === 0 ? 1 : this.hasher.lo
    for (const segment of this.full) {
      if (segment.has(hi, lo)) return false
    }
    let at = find(this.table, this.mask, hi, lo)
    if (at >= 0) return false
    if ((this.inTable + 1) * 10 > (this.mask + 1) * 7) {
      if (!this.grow()) {
        this.saturated = true
        return undefined
      }
      at = find(this.table, this.mask, hi, lo)
    }
    this.put(this.table, ~at, hi, lo)
    this.inTable++
    this.count++
    return true
  }

  /** Room for more: a table twice the size, or a new segment; false past `maxSlots`. */
  private grow(): boolean {
    const size = this.mask + 1
    const next = size < this.segmentSlots ? 2 * size : this.segmentSlots
    const slots = size < this.segmentSlots ? this.slots + size : this.slots + next
    if (slots > this.maxSlots) return false
    const old = this.table
    this.table = new Uint32Array(2 * next)
    this.mask = next - 1
    this.slots = slots
    if (size < this.segmentSlots) {
      for (let i = 0; i < old.length; i += 2) {
        const h = old[i] as number
        const l = old[i + 1] as number
        if (h !== 0 || l !== 0) this.put(this.table, ~find(this.table, this.mask, h, l), h, l)
      }
    } else {
      this.full.push(new CompactSegment(old, this.inTable))
      this.inTable = 0
    }
    // Frees the old table now: left to the garbage collector, it lived until the next full
    // collection, and the tables of every doubling added up.
    old.buffer.transfer(0)
    return true
  }

  private put(table: Uint32Array, slot: number, hi: number, lo: number): void {
    table[2 * slot] = hi
    table[2 * slot + 1] = lo
  }
}

/**
 * A full table's fingerprints, read-only, in 6 bytes each: grouped by the top 16 bits of `hi`
 * (a counting sort into 65,536 buckets, whose bounds take 256 KiB), each kept as the low 16 bits
 * of `hi` and all 32 of `lo`. All 64 bits are kept; a lookup scans one bucket, about 2.8
 * fingerprints for a full segment of 183,000, fewer than a probe of the 70%-full table it
 * replaces.
 */
class CompactSegment {
  private static readonly BUCKETS = 1 << 16
  /** Bucket b holds entries starting[b] to starting[b + 1] - 1. */
  private readonly starting: Uint32Array<ArrayBuffer>
  private readonly hiLow: Uint16Array<ArrayBuffer>
  private readonly lo: Uint32Array<ArrayBuffer>

  /** `table`: [hi, lo] pairs, 0/0 for an empty slot; `entries`: how many are not empty. */
  constructor(table: Uint32Array, entries: number) {
    const buckets = CompactSegment.BUCKETS
    const starting = new Uint32Array(buckets + 1)
    for (let i = 0; i < table.length; i += 2) {
      const h = table[i] as number
      if (h !== 0 || table[i + 1] !== 0) (starting[(h >>> 16) + 1] as number)++
    }
    for (let b = 0; b < buckets; b++) {
      starting[b + 1] = (starting[b + 1] as number) + (starting[b] as number)
    }
    const hiLow = new Uint16Array(entries)
    const lo = new Uint32Array(entries)
    // Fills each bucket from its start, moving the start along; shifted back afterwards.
    for (let i = 0; i < table.length; i += 2) {
      const h = table[i] as number
      const l = table[i + 1] as number
      if (h === 0 && l === 0) continue
      const at = (starting[h >>> 16] as number)++
      hiLow[at] = h & 0xffff
      lo[at] = l
    }
    for (let b = buckets; b > 0; b--) starting[b] = starting[b - 1] as number
    starting[0] = 0
    this.starting = starting
    this.hiLow = hiLow
    this.lo = lo
  }

  has(hi: number, lo: number): boolean {
    const bucket = hi >>> 16
    const low = hi & 0xffff
    const end = this.starting[bucket + 1] as number
    for (let i = this.starting[bucket] as number; i < end; i++) {
      if (this.hiLow[i] === low && this.lo[i] === lo) return true
    }
    return false
  }
}

function powerOfTwo(n: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(16, n)))
}

/** The slot holding (hi, lo), or ~slot of the empty slot where it would go. */
function find(table: Uint32Array, mask: number, hi: number, lo: number): number {
  let i = lo & mask
  for (;;) {
    const h = table[2 * i] as number
    const l = table[2 * i + 1] as number
    if (h === 0 && l === 0) return ~i
    if (h === hi && l === lo) return i
    i = (i + 1) & mask
  }
}

/**
 * The `limit` highest-ranked items seen, highest first: a short sorted array, since the digest
 * keeps ten or twenty rows (an insertion costs at most `limit` comparisons).
 */
export class TopRows<T> {
  private readonly kept: T[] = []
  private readonly limit: number
  /** True when `a` ranks above `b`; ties must be broken (by path, say) for a stable list. */
  private readonly ranksAbove: (a: T, b: T) => boolean

  constructor(limit: number, ranksAbove: (a: T, b: T) => boolean) {
    this.limit = limit
    this.ranksAbove = ranksAbove
  }

  add(item: T): void {
    const kept = this.kept
    if (this.limit <= 0) return
    if (kept.length === this.limit && !this.ranksAbove(item, kept[kept.length - 1] as T)) return
    let at = kept.length
    while (at > 0 && this.ranksAbove(item, kept[at - 1] as T)) at--
    kept.splice(at, 0, item)
    if (kept.length > this.limit) kept.pop()
  }

  /** Highest first. */
  sorted(): T[] {
    return [...this.kept]
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
class OddCounts {
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

/**
 * Watches one dataset's pages as they stream past and says what is wrong: rows that may be
 * missing (a failure, checked before the files are renamed into place) and oddities that keep
 * the rows as served (warnings).
 */
export class ExportAudit<Row> {
  rows = 0
  pages = 0
  /** The API's site-wide totals as of the last page (views and visitors). */
  totals: ViewTotals | undefined
  readonly sums = new RowSums()
  private firstTotals: ViewTotals | undefined
  private totalsChanges = 0
  private readonly seen = new PathFingerprintSet()
  private readonly odd = new OddCounts()
  private repeats = 0
  private repeatExample: { key: string; row: number } | undefined
  /** The first page that held fewer rows than asked for yet said `hasMore`. */
  private gap: { offset: number; count: number } | undefined
  private readonly dataset: Dataset<Row>
  private readonly pageSize: number

  constructor(dataset: Dataset<Row>, pageSize: number) {
    this.dataset = dataset
    this.pageSize = pageSize
  }

  observe({ page, offset }: FetchedPage<Row>): void {
    this.pages++
    const { traffic, identity } = this.dataset
    if (traffic && page.hasMore && page.rows.length < this.pageSize) {
      this.gap ??= { offset, count: page.rows.length }
    }
    if (page.totals) {
      if (!this.totals) this.firstTotals = page.totals
      else if (!sameTotals(this.totals, page.totals)) this.totalsChanges++
      this.totals = page.totals
    }
    for (const row of page.rows) {
      this.rows++
      if (traffic) {
        const counts = traffic.counts(row)
        this.sums.add(counts)
        this.odd.observe(counts, this.rows)
      }
      const key = identity(row)
      if (this.seen.add(key) === false) {
        this.repeats++
        this.repeatExample ??= { key, row: this.rows }
      }
    }
  }

  /**
   * A short page that says `hasMore` skips whatever rows its offset range held, unless the server
   * filtered them out. Page views can tell: their rows must add up to the totals. Visitors cannot
   * (their totals are deduplicated), so any such page fails: rather fail than look complete.
   */
  assertComplete(): void {
    const { gap, totals } = this
    if (!gap || !totals || !this.dataset.traffic) return
    const addsUp = this.dataset.traffic.rowsAddUp
    if (addsUp && sameTotals(this.sums, totals)) return
    const sums = addsUp
      ? `, and the exported rows add up to ${formatTotals(this.sums)} while the API's totals are ${formatTotals(totals)}`
      : ''
    throw new PagingError(
      `The API returned ${plural(gap.count, 'row')} for offset ${gap.offset} (limit ${this.pageSize}) but said more were coming (\`hasMore\`)${sums}: rows may be missing, so the export is not complete. Run it again later.`,
    )
  }

  warnings(): string[] {
    const warnings: string[] = []
    const totals = this.totals
    if (totals && this.dataset.traffic?.rowsAddUp && !sameTotals(this.sums, totals)) {
      warnings.push(
        `The exported rows add up to ${formatTotals(this.sums)}, but the API's totals for the range are ${formatTotals(totals)}. The rows are kept as served.`,
      )
    }
    if (totals && this.totalsChanges > 0 && this.firstTotals) {
      warnings.push(
        `The API's totals changed ${plural(this.totalsChanges, 'time')} while paging (first page: ${formatTotals(this.firstTotals)}; last page: ${formatTotals(totals)}): the data moved during the export, so rows may mix before and after.`,
      )
    }
    if (this.repeats > 0 && this.repeatExample) {
      const what = this.dataset.traffic ? 'a path' : 'a row'
      warnings.push(
        `${plural(this.repeats, 'row')} repeated ${what} already exported, e.g. ${JSON.stringify(this.repeatExample.key)} (row ${this.repeatExample.row}). The rows are kept as served.`,
      )
    }
    warnings.push(...this.odd.warnings())
    return warnings
  }

  /** A line for the log when the repeated-row check stopped growing. */
  get coverage(): string | undefined {
    return this.seen.saturated
      ? `The repeated-row check covered the first ${this.seen.size} distinct rows only.`
      : undefined
  }
}
