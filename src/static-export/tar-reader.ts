/**
 * The tar format walked block by block through the unpacked bundle: which bytes are an entry's
 * header, its content and its padding, which are extended headers (pax records, GNU long names),
 * and where the archive ends. node-tar decodes each header (checksum, octal and base-256
 * numbers, the ustar prefix, pax records); this reader only walks, for two reasons:
 * - node-tar's Parser keeps every byte after the end-of-archive marker, copying all of them again
 *   with each chunk that arrives (time and memory grow with the square of a zero tail); this
 *   reader stops at the marker and then only checks, chunk by chunk, that what follows is zeros;
 * - the Parser drops entries of a type it does not extract (a GNU sparse file, an unknown type)
 *   without a word; this reader hands every entry on, so each can be refused by name.
 * After the marker only zero bytes may follow, up to the end of the gzip stream (tar pads its
 * output to a record, 10 KiB by default): anything else is refused, since another tar reader
 * could take it for more entries.
 */
import type { Header, HeaderData, Pax } from 'tar'
import { BrokenArchiveError, UnsafeArchiveError } from './errors.js'

const BLOCK = 512
/** The largest extended header read, as node-tar's Parser: pax records or a GNU long name. */
const MAX_META_BYTES = 1024 * 1024
const ZEROS = Buffer.alloc(64 * 1024)
const ZERO_BLOCK = ZEROS.subarray(0, BLOCK)
/** Headers that describe the next entry rather than being one. */
const META_TYPES: ReadonlySet<string> = new Set([
  'ExtendedHeader',
  'OldExtendedHeader',
  'GlobalExtendedHeader',
  'NextFileHasLongPath',
  'OldGnuLongPath',
  'NextFileHasLongLinkpath',
])

/** One entry of the archive, its extended headers applied. */
export interface TarEntry {
  path: string
  /** node-tar's name of the type: `File`, `Directory`, `SymbolicLink`, `SparseFile`, ... */
  type: string
  /** The type flag as the header has it (one character; `\0` for an old-style file). */
  flag: string
  /** Bytes of content that follow the header. */
  size: number
  linkpath: string
  /** Its pax records make it a GNU sparse file (formats 0.1 to 1.0, whose type says File). */
  sparse: boolean
}

/** What the reader finds in a chunk, in order: an entry, then its content in pieces. */
export type TarPiece = { entry: TarEntry } | { data: Buffer }

/** The parts of node-tar the reader uses, loaded by the caller with `await import('tar')`. */
export interface TarCodec {
  Header: typeof Header
  Pax: typeof Pax
}

interface Body {
  /** Bytes of content still to come. */
  left: number
  /** Bytes of padding after it, up to the next block. */
  padding: number
  /** An extended header's type and content, kept until it is whole; content is handed on. */
  meta?: { type: string; parts: Buffer[] }
}

export class TarReader {
  /** Bytes of the unpacked archive read so far. */
  offset = 0
  /** Entries found so far (extended headers not counted). */
  entries = 0
  private readonly codec: TarCodec
  private ended = false
  private zeroBlocks = 0
  /** The start of a header block that the chunk cut. */
  private partial: Buffer | undefined
  private body: Body | undefined
  /** Pax records (or a GNU long name) for the next entry, and those for every entry. */
  private ex: HeaderData | undefined
  private gex: HeaderData | undefined
  private sparseNext = false

  constructor(codec: TarCodec) {
    this.codec = codec
  }

  /** The entries and content pieces in `chunk`; throws for a broken or unsafe archive. */
  push(chunk: Buffer): TarPiece[] {
    const pieces: TarPiece[] = []
    let at = 0
    while (at < chunk.length) {
      const rest = chunk.subarray(at)
      const used = this.ended
        ? this.trailing(rest)
        : this.body
          ? this.takeBody(this.body, rest, pieces)
          : this.takeHeader(rest, pieces)
      at += used
      this.offset += used
    }
    return pieces
  }

  /** The gzip stream ended: throws when the archive stops inside an entry or holds none. */
  end(): void {
    if (this.body || this.partial) {
      throw new BrokenArchiveError(`it ends inside an entry, at byte ${this.offset} unpacked`)
    }
    // Without the end-of-archive marker the archive is still whole (gzip's checksum vouches
    // for the stream), as tar itself accepts.
    if (this.entries === 0) throw new BrokenArchiveError('it holds no entry')
  }

  /** After the end-of-archive marker: zeros only. */
  private trailing(bytes: Buffer): number {
    for (let at = 0; at < bytes.length; at += ZEROS.length) {
      const part = bytes.subarray(at, at + ZEROS.length)
      if (!part.equals(ZEROS.subarray(0, part.length))) {
        const first = this.offset + at + part.findIndex((byte) => byte !== 0)
        throw new UnsafeArchiveError(
          undefined,
          `it goes on after its end-of-archive marker (at byte ${first} unpacked, with data that is not zero padding), which another tar reader could take for more entries`,
        )
      }
    }
    return bytes.length
  }

  private takeBody(body: Body, bytes: Buffer, pieces: TarPiece[]): number {
    const content = Math.min(body.left, bytes.length)
    if (content > 0) {
      const part = bytes.subarray(0, content)
      if (body.meta) body.meta.parts.push(part)
      else pieces.push({ data: part })
      body.left -= content
    }
    const padding = Math.min(body.padding, bytes.length - content)
    body.padding -= padding
    if (body.left === 0 && body.padding === 0) {
      this.body = undefined
      if (body.meta) this.applyMeta(body.meta.type, Buffer.concat(body.meta.parts))
    }
    return content + padding
  }

  private takeHeader(bytes: Buffer, pieces: TarPiece[]): number {
    const have = this.partial?.length ?? 0
    if (have === 0 && bytes.length >= BLOCK) {
      this.header(bytes.subarray(0, BLOCK), this.offset, pieces)
      return BLOCK
    }
    const take = Math.min(BLOCK - have, bytes.length)
    const partial = Buffer.concat([this.partial ?? Buffer.alloc(0), bytes.subarray(0, take)])
    this.partial = partial.length < BLOCK ? partial : undefined
    if (partial.length === BLOCK) this.header(partial, this.offset - have, pieces)
    return take
  }

  private header(block: Buffer, at: number, pieces: TarPiece[]): void {
    if (block.equals(ZERO_BLOCK)) {
      // Two zero blocks end the archive; a lone one is skipped, as tar and node-tar do.
      if (++this.zeroBlocks === 2) this.ended = true
      return
    }
    this.zeroBlocks = 0
    const header = new this.codec.Header(block, 0, this.ex, this.gex)
    if (!header.cksumValid) {
      throw new BrokenArchiveError(`the header at byte ${at} unpacked has a wrong checksum`)
    }
    const size = header.size ?? 0
    const type = header.type
    if (META_TYPES.has(type)) {
      if (size > MAX_META_BYTES) {
        throw new UnsafeArchiveError(
          undefined,
          `it has an extended header of ${size} bytes at byte ${at} unpacked, more than the ${MAX_META_BYTES} a tar reader takes`,
        )
      }
      // An empty one changes nothing, as in node-tar.
      if (size > 0) this.body = { left: size, padding: padding(size), meta: { type, parts: [] } }
      return
    }
    // A pax or GNU long name replaces the header's name whole: node-tar's Header would put the
    // ustar prefix in front of it again, which its Parser undoes the same way.
    const path = this.ex?.path ?? header.path
    if (!path) throw new BrokenArchiveError(`the entry at byte ${at} unpacked has no path`)
    const entry: TarEntry = {
      path,
      type,
      flag: String.fromCharCode(block[156] ?? 0),
      size,
      linkpath: this.ex?.linkpath ?? header.linkpath ?? '',
      sparse: this.sparseNext,
    }
    this.ex = undefined
    this.sparseNext = false
    this.entries++
    pieces.push({ entry })
    if (size > 0) this.body = { left: size, padding: padding(size) }
  }

  private applyMeta(type: string, content: Buffer): void {
    const text = content.toString('utf8')
    switch (type) {
      case 'GlobalExtendedHeader':
        this.gex = this.codec.Pax.parse(text, this.gex, true)
        break
      case 'NextFileHasLongPath':
      case 'OldGnuLongPath':
        this.ex = { ...this.ex, path: untilNul(text) }
        break
      case 'NextFileHasLongLinkpath':
        this.ex = { ...this.ex, linkpath: untilNul(text) }
        break
      default:
        this.ex = this.codec.Pax.parse(text, this.ex, false)
        // node-tar keeps no GNU.sparse record: noted here, so the entry can be refused.
        if (text.includes('GNU.sparse.')) this.sparseNext = true
    }
  }
}

function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK
}

function untilNul(text: string): string {
  const nul = text.indexOf('\0')
  return nul < 0 ? text : text.slice(0, nul)
}
