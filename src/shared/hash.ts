/**
 * cyrb53 (public domain, bryc): a fast, well-mixed hash of a string in two 32-bit halves, for
 * fingerprints that stand for strings in sets too large to keep them (the export's repeated-row
 * check, the link check's ids of a page).
 */
export class StringHash {
  /** The halves of the last string hashed. */
  hi = 0
  lo = 0

  /** Hashes `text` into `hi` and `lo`: no object per string, for a hash per row of an export. */
  hash(text: string): void {
    let h1 = 0xdeadbeef
    let h2 = 0x41c6ce57
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      h1 = Math.imul(h1 ^ c, 2654435761)
      h2 = Math.imul(h2 ^ c, 1597334677)
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
    this.hi = h1 >>> 0
    this.lo = h2 >>> 0
  }
}
