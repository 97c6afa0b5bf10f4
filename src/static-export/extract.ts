/**
 * Extracting the bundle, safely. The archive is unpacked (gzip) and walked (tar-reader.ts) as it
 * streams, one chunk at a time: every entry is checked here before a byte of it is written, and
 * each is written before the next chunk is read, so time and memory follow the bytes read, not
 * the archive's shape. Only regular files and folders, each inside the site's folder, within
 * bounds of size, of files and folders (those a path implies included) and of depth, with modes
 * that carry no set-uid or executable bit. The site is built in a temporary sibling folder (the
 * same file system, so renames are cheap and whole) that takes `<output-dir>/site`'s place only
 * when the whole archive passed; until then a site of an earlier run stays as it was, and a
 * failure, `timeout` or cancellation leaves nothing of the attempt behind.
 */
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import type { Clock } from '../shared/clock.js'
import { errorCode } from '../shared/text.js'
import { plural } from '../shared/plural.js'
import { BrokenArchiveError, DiskWriteError, UnsafeArchiveError } from './errors.js'
import { TarReader, type TarEntry, type TarPiece } from './tar-reader.js'

/** The extracted site may weigh at most this many times the archive... */
const EXPANSION_FACTOR = 100
/** ...and never more than this, whatever the archive's size. */
const MAX_SITE_BYTES = 20 * 1024 ** 3
/** The most files and folders a site may hold, counting the folders its paths imply. */
const MAX_ENTRIES = 200_000
/** The most folders a path may go down. */
const MAX_DEPTH = 64
/** The longest name and path written: what Linux and macOS allow (NAME_MAX, PATH_MAX). */
const MAX_SEGMENT_BYTES = 255
const MAX_PATH_BYTES = 4096
/** Modes of what is written: no set-uid, set-gid, sticky or executable bit on a file. */
const FILE_MODE = 0o644
const FOLDER_MODE = 0o755
/** Bytes unpacked at a time: the most that is read ahead of what is written. */
const CHUNK_BYTES = 64 * 1024

export interface ExtractRequest {
  archive: string
  /** The archive's size in bytes: the extracted site may be EXPANSION_FACTOR times it. */
  archiveBytes: number
  /** The site's folder; what it holds is replaced only when the whole archive was extracted. */
  target: string
  signal: AbortSignal
  clock: Clock
  /** Epoch ms on `clock`: the `timeout` input. */
  deadline: number
  /** Bounds, for tests; default the constants above. */
  limits?: { maxBytes?: number; maxEntries?: number }
}

export interface Extracted {
  dir: string
  files: number
  bytes: number
}

/**
 * The entry's path as segments under the site's folder, or why it may not be extracted. A
 * leading `./` is fine, as are `[[...slug]]` and long names: `..` is refused per segment.
 */
export function entrySegments(path: string): string[] | string {
  if (path.includes('\0')) return 'has a NUL character in its path'
  if (path.startsWith('/') || path.startsWith('\\')) return 'has an absolute path'
  if (/^[A-Za-z]:/.test(path)) return 'has a drive letter in its path'
  if (Buffer.byteLength(path) > MAX_PATH_BYTES) {
    return `has a path longer than ${MAX_PATH_BYTES} bytes, more than a file system takes`
  }
  // A backslash is a separator on Windows runners: checked as one.
  const segments = path.split(/[/\\]/).filter((segment) => segment !== '' && segment !== '.')
  if (segments.includes('..')) return 'points outside the site folder (a `..` segment)'
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) {
    return `has a name longer than ${MAX_SEGMENT_BYTES} bytes, more than a file system takes`
  }
  return segments
}

/** Why an entry of this type is refused, or undefined for a regular file or a folder. */
function typeProblem(entry: TarEntry): string | undefined {
  const link = JSON.stringify(entry.linkpath.slice(0, 100))
  if (entry.sparse) return 'is a GNU sparse file, not a regular file or a folder'
  switch (entry.type) {
    case 'File':
    case 'OldFile':
    case 'ContiguousFile':
    case 'Directory':
      return undefined
    case 'SymbolicLink':
      return `is a symbolic link (to ${link}); a static site needs none`
    case 'Link':
      return `is a hard link (to ${link}); a static site needs none`
    case 'SparseFile':
      return 'is a GNU sparse file, not a regular file or a folder'
    case 'Unsupported':
      return `has an unknown type (${JSON.stringify(entry.flag)}), not a regular file or a folder`
    default:
      return `is a ${entry.type} entry, not a regular file or a folder`
  }
}

/**
 * Extracts `archive` (a .tar.gz) into `target`, within `deadline`. Throws UnsafeArchiveError
 * naming the first offending entry, BrokenArchiveError, DiskWriteError, or an Error saying how
 * far it got when stopped; in every case nothing is left of the attempt, and `target` is as it
 * was.
 */
export async function extractBundle(request: ExtractRequest): Promise<Extracted> {
  const codec = await import('tar')
  const parent = dirname(request.target)
  const sibling = `.${basename(request.target)}.${randomBytes(6).toString('hex')}`
  const staging = join(parent, `${sibling}.partial`)
  const previous = join(parent, `${sibling}.previous`)
  const site = new StagedSite(staging, request.target, {
    maxBytes:
      request.limits?.maxBytes ??
      Math.min(MAX_SITE_BYTES, EXPANSION_FACTOR * Math.max(1, request.archiveBytes)),
    maxEntries: request.limits?.maxEntries ?? MAX_ENTRIES,
  })
  try {
    await site.disk(async () => {
      await mkdir(parent, { recursive: true })
      await mkdir(staging, { mode: FOLDER_MODE })
    })
    await unpack(request, site, new TarReader(codec))
    await site.disk(() => swap(staging, request.target, previous))
    return { dir: request.target, files: site.files, bytes: site.bytes }
  } finally {
    // Nothing writes into the staging folder by now: every write is awaited in turn.
    await site.close()
    await rm(staging, { recursive: true, force: true }).catch(() => undefined)
  }
}

/**
 * Puts the whole new site in `target`'s place with two renames: the earlier one (if any) aside
 * to `previous`, then the new one in, and only then the earlier one removed. Should the second
 * rename fail, the earlier one goes back.
 */
async function swap(staging: string, target: string, previous: string): Promise<void> {
  const hadOne = await rename(target, previous).then(
    () => true,
    (error: unknown) => {
      if (errorCode(error) === 'ENOENT') return false
      throw error
    },
  )
  try {
    await rename(staging, target)
  } catch (error) {
    if (hadOne) await rename(previous, target).catch(() => undefined)
    throw error
  }
  if (hadOne) await rm(previous, { recursive: true, force: true }).catch(() => undefined)
}

/** Streams the archive through gunzip and the tar reader into `site`, one piece at a time. */
async function unpack(request: ExtractRequest, site: StagedSite, reader: TarReader): Promise<void> {
  const source = createReadStream(request.archive, { highWaterMark: CHUNK_BYTES })
  const stopCheck = (): void => {
    const why = request.signal.aborted
      ? 'the run was cancelled'
      : request.clock.now() >= request.deadline
        ? 'the `timeout` ran out'
        : undefined
    if (why === undefined) return
    const read = Math.floor((100 * source.bytesRead) / Math.max(1, request.archiveBytes))
    throw new ExtractionStopped(
      `Extracting the bundle stopped: ${why} after ${plural(site.files, 'file')} (${Math.min(read, 100)}% of the archive read); the part extracted was removed.`,
    )
  }
  try {
    await pipeline(
      source,
      createGunzip({ chunkSize: CHUNK_BYTES }),
      async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) {
          stopCheck()
          for (const piece of reader.push(chunk)) {
            await site.take(piece)
            stopCheck()
          }
        }
        reader.end()
      },
    )
  } catch (error) {
    throw readFailure(error)
  }
}

/** Extraction stopped by cancellation or `timeout`, saying how far it got. */
class ExtractionStopped extends Error {}

/** An error of the pipeline as the sentence it ends the step with. */
function readFailure(error: unknown): Error {
  if (
    error instanceof UnsafeArchiveError ||
    error instanceof BrokenArchiveError ||
    error instanceof DiskWriteError ||
    error instanceof ExtractionStopped
  ) {
    return error
  }
  const code = errorCode(error) ?? 'EIO'
  if (code.startsWith('Z_')) {
    const why = code === 'Z_BUF_ERROR' ? 'its gzip stream is cut short' : 'it is not gzip data'
    return new BrokenArchiveError(`${why}, ${code}`)
  }
  return new Error(`Reading the bundle failed (${code}).`)
}

/** The site being written into its staging folder: every entry checked, counted and bounded. */
class StagedSite {
  files = 0
  bytes = 0
  private entries = 0
  private readonly folders = new FolderIndex()
  private readonly staging: string
  private readonly target: string
  private readonly limits: { maxBytes: number; maxEntries: number }
  /** The file being written, and how many bytes of it are still to come. */
  private open: { handle: FileHandle; left: number; entry: string } | undefined

  constructor(staging: string, target: string, limits: { maxBytes: number; maxEntries: number }) {
    this.staging = staging
    this.target = target
    this.limits = limits
  }

  async take(piece: TarPiece): Promise<void> {
    if ('data' in piece) return this.write(piece.data)
    const { entry } = piece
    const { segments, folder, newFolders } = this.check(entry)
    const path = join(this.staging, ...segments)
    if (newFolders > 0) {
      await this.disk(() => mkdir(folder, { recursive: true, mode: FOLDER_MODE }), entry.path)
    }
    if (entry.type === 'Directory') return
    const handle = await this.disk(() => open(path, 'w', FILE_MODE), entry.path)
    this.open = { handle, left: entry.size, entry: entry.path }
    if (entry.size === 0) await this.finishFile()
  }

  /** Closes the file being written, if any (after a failure). */
  async close(): Promise<void> {
    await this.open?.handle.close().catch(() => undefined)
    this.open = undefined
  }

  /**
   * Runs a file system step. A file where the archive made a folder, or the reverse, is the
   * archive's fault (its entry refused); any other error is the disk's, naming the site's folder.
   */
  async disk<T>(work: () => Promise<T>, entry = ''): Promise<T> {
    try {
      return await work()
    } catch (error) {
      const code = errorCode(error) ?? 'EIO'
      if (entry && ['EEXIST', 'ENOTDIR', 'EISDIR'].includes(code)) {
        throw new UnsafeArchiveError(
          entry,
          'would turn a file of the archive into a folder, or a folder into a file',
        )
      }
      throw new DiskWriteError(
        `Extracting the bundle into ${this.target}${entry ? ` at its entry ${JSON.stringify(entry.slice(0, 200))}` : ''}`,
        this.target,
        code,
        'the part extracted was removed',
      )
    }
  }

  /**
   * Where the entry goes, and how many folders it adds; throws UnsafeArchiveError when it may
   * not be extracted. Counts it against the bounds, in the archive's order.
   */
  private check(entry: TarEntry): { segments: string[]; folder: string; newFolders: number } {
    const unsafe = (why: string): UnsafeArchiveError => new UnsafeArchiveError(entry.path, why)
    const type = typeProblem(entry)
    if (type) throw unsafe(type)
    const segments = entrySegments(entry.path)
    if (typeof segments === 'string') throw unsafe(segments)
    const isFolder = entry.type === 'Directory'
    if (!isFolder && segments.length === 0) throw unsafe('is a file without a name')
    const folders = isFolder ? segments : segments.slice(0, -1)
    if (folders.length > MAX_DEPTH) {
      throw unsafe(`is ${folders.length} folders deep, deeper than the ${MAX_DEPTH} a site may go`)
    }
    const newFolders = this.folders.add(folders)
    const { maxBytes, maxEntries } = this.limits
    this.entries += newFolders + (isFolder ? 0 : 1)
    if (this.entries > maxEntries) {
      throw unsafe(
        `would make the site hold more than the ${maxEntries} files and folders it may (the folders a path implies count too)`,
      )
    }
    this.bytes += entry.size
    if (this.bytes > maxBytes) {
      throw unsafe(
        `would make the site larger than ${maxBytes} bytes (${maxBytes === MAX_SITE_BYTES ? 'the most this action extracts' : `${EXPANSION_FACTOR} times the archive`}): a decompression bomb, or a bundle far larger than a site`,
      )
    }
    return { segments, folder: join(this.staging, ...folders), newFolders }
  }

  private async write(data: Buffer): Promise<void> {
    const file = this.open
    // The reader hands content on only after its entry, which opened the file.
    if (!file) return
    await this.disk(() => file.handle.writeFile(data), file.entry)
    file.left -= data.length
    if (file.left <= 0) await this.finishFile()
  }

  private async finishFile(): Promise<void> {
    const file = this.open
    this.open = undefined
    if (!file) return
    await this.disk(() => file.handle.close(), file.entry)
    this.files++
  }
}

/**
 * The site's folders, each once, so a path is counted for the folders it adds. Each is kept as
 * `<parent's number>/<name>`, so memory grows with the number of folders, not with path lengths.
 */
class FolderIndex {
  private readonly ids = new Map<string, number>()
  /** The folder looked up last: files of one folder come one after another. */
  private last = ''

  /** How many of the folders down `segments` are new; records them. */
  add(segments: readonly string[]): number {
    const joined = segments.join('/')
    if (joined === this.last) return 0
    let id = 0
    let added = 0
    for (const segment of segments) {
      const key = `${id}/${segment}`
      let next = this.ids.get(key)
      if (next === undefined) {
        next = this.ids.size + 1
        this.ids.set(key, next)
        added++
      }
      id = next
    }
    this.last = joined
    return added
  }
}
