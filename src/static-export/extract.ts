/**
 * Extracting the bundle, safely. node-tar parses the archive (gzip, pax and long names
 * included) as it streams; every entry is checked here before a byte of it is written, and the
 * files are written by this module: only regular files and folders, each inside the site's
 * folder, within bounds of size and count, with modes that carry no set-uid or executable bit.
 * The site is built in a temporary sibling folder that becomes `<output-dir>/site` only when the
 * whole archive passed; an unsafe or broken archive leaves nothing behind.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream, createReadStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Stats } from 'node:fs'
import type { Readable, Writable } from 'node:stream'
import type { ReadEntry } from 'tar'

/** The extracted site may weigh at most this many times the archive... */
const EXPANSION_FACTOR = 100
/** ...and never more than this, whatever the archive's size. */
const MAX_SITE_BYTES = 20 * 1024 ** 3
/** The most files and folders a site may hold. */
const MAX_ENTRIES = 200_000
/** Modes of what is written: no set-uid, set-gid, sticky or executable bit on a file. */
const FILE_MODE = 0o644
const FOLDER_MODE = 0o755

export interface ExtractRequest {
  archive: string
  /** The archive's size in bytes: the extracted site may be EXPANSION_FACTOR times it. */
  archiveBytes: number
  /** The site's folder; replaced only when the whole archive was extracted. */
  target: string
  signal: AbortSignal
  /** Bounds, for tests; default the constants above. */
  limits?: { maxBytes?: number; maxEntries?: number }
}

export interface Extracted {
  dir: string
  files: number
  bytes: number
}

/** An archive entry that is not extracted, and why: the step fails naming it. */
export class UnsafeArchiveError extends Error {
  constructor(entry: string, why: string) {
    super(
      `The bundle is unsafe and was not extracted: its entry ${JSON.stringify(entry.slice(0, 200))} ${why}.`,
    )
    this.name = 'UnsafeArchiveError'
  }
}

/**
 * The entry's path as segments under the site's folder, or why it may not be extracted. A
 * leading `./` is fine, as are `[[...slug]]` and long names: `..` is refused per segment.
 */
export function entrySegments(path: string): string[] | string {
  if (path.includes('\0')) return 'has a NUL character in its path'
  if (path.startsWith('/') || path.startsWith('\\')) return 'has an absolute path'
  if (/^[A-Za-z]:/.test(path)) return 'has a drive letter in its path'
  // A backslash is a separator on Windows runners: checked as one.
  const segments = path.split(/[/\\]/).filter((segment) => segment !== '' && segment !== '.')
  if (segments.includes('..')) return 'points outside the site folder (a `..` segment)'
  return segments
}

/** Why an entry of this type is refused, or undefined for a regular file or a folder. */
function typeProblem(entry: ReadEntry): string | undefined {
  switch (entry.type) {
    case 'File':
    case 'OldFile':
    case 'ContiguousFile':
    case 'Directory':
      return undefined
    case 'SymbolicLink':
      return `is a symbolic link (to ${JSON.stringify(String(entry.linkpath ?? '').slice(0, 100))}); a static site needs none`
    case 'Link':
      return `is a hard link (to ${JSON.stringify(String(entry.linkpath ?? '').slice(0, 100))}); a static site needs none`
    default:
      return `is a ${entry.type} entry, not a regular file or a folder`
  }
}

/**
 * Extracts `archive` (a .tar.gz) into `target`. Throws UnsafeArchiveError naming the first
 * offending entry, or an Error for a broken archive; either way nothing is left of the attempt.
 */
export async function extractBundle(request: ExtractRequest): Promise<Extracted> {
  const { Parser } = await import('tar')
  const parent = dirname(request.target)
  await mkdir(parent, { recursive: true })
  const staging = join(
    parent,
    `.${basename(request.target)}.${randomBytes(6).toString('hex')}.partial`,
  )
  await mkdir(staging, { mode: FOLDER_MODE })
  const site = new StagedSite(staging, {
    maxBytes:
      request.limits?.maxBytes ??
      Math.min(MAX_SITE_BYTES, EXPANSION_FACTOR * Math.max(1, request.archiveBytes)),
    maxEntries: request.limits?.maxEntries ?? MAX_ENTRIES,
  })
  const source = createReadStream(request.archive)
  try {
    await new Promise<void>((resolve, reject) => {
      let failure: Error | undefined
      let writing: Promise<void> = Promise.resolve()
      const fail = (error: Error): void => {
        failure ??= error
        source.destroy()
        reject(failure)
      }
      const parser = new Parser({
        strict: true,
        // Called as each header is read, in the archive's order, before the entry is queued:
        // the first offending entry is the one named, whatever is still being written.
        filter: (path: string, entry: ReadEntry | Stats) => {
          if (failure) return false
          const problem = site.check(entry as ReadEntry)
          if (problem) fail(new UnsafeArchiveError(path, problem))
          return problem === undefined
        },
        onReadEntry: (entry: ReadEntry) => {
          if (failure) {
            entry.resume()
            return
          }
          writing = writing
            .then(() => site.write(entry))
            .catch((error: unknown) => {
              entry.resume()
              fail(writeFailure(entry, error))
            })
        },
      })
      parser.on('error', (error: Error) =>
        fail(
          new Error(
            `The bundle is not a valid .tar.gz archive (${tarCode(error)}); nothing was extracted.`,
          ),
        ),
      )
      parser.on('end', () => {
        writing.then(() => (failure ? reject(failure) : resolve()), fail)
      })
      const onAbort = (): void =>
        fail(
          new Error('Extracting the bundle stopped: the run was cancelled; nothing was extracted.'),
        )
      if (request.signal.aborted) onAbort()
      request.signal.addEventListener('abort', onAbort, { once: true })
      source.on('error', (error) =>
        fail(new Error(`Reading the bundle failed (${errorCodeOf(error)}).`)),
      )
      source.pipe(parser as unknown as Writable)
    })
    await rm(request.target, { recursive: true, force: true })
    await rename(staging, request.target)
    return { dir: request.target, files: site.files, bytes: site.bytes }
  } finally {
    source.destroy()
    await rm(staging, { recursive: true, force: true })
  }
}

/** Why writing an entry failed, in one sentence (an unsafe entry keeps its own). */
function writeFailure(entry: ReadEntry, error: unknown): Error {
  if (error instanceof UnsafeArchiveError) return error
  return new Error(
    `Extracting the bundle failed at its entry ${JSON.stringify(entry.path.slice(0, 200))}: ${errorCodeOf(error)}; nothing was extracted.`,
  )
}

/** The site being written into its staging folder: every entry checked, counted and bounded. */
class StagedSite {
  files = 0
  bytes = 0
  private entries = 0
  private readonly folders: Set<string>
  private readonly staging: string
  private readonly limits: { maxBytes: number; maxEntries: number }

  constructor(staging: string, limits: { maxBytes: number; maxEntries: number }) {
    this.staging = staging
    this.limits = limits
    this.folders = new Set([staging])
  }

  /** Why `entry` may not be extracted, or undefined; counts it against the bounds. */
  check(entry: ReadEntry): string | undefined {
    const type = typeProblem(entry)
    if (type) return type
    const segments = entrySegments(entry.path)
    if (typeof segments === 'string') return segments
    const { maxBytes, maxEntries } = this.limits
    if (++this.entries > maxEntries) {
      return `is one more than the ${maxEntries} files and folders a site may hold`
    }
    this.bytes += entry.size ?? 0
    if (this.bytes > maxBytes) {
      return `would make the site larger than ${maxBytes} bytes (${maxBytes === MAX_SITE_BYTES ? 'the most this action extracts' : `${EXPANSION_FACTOR} times the archive`}): a decompression bomb, or a bundle far larger than a site`
    }
    return undefined
  }

  async write(entry: ReadEntry): Promise<void> {
    const segments = entrySegments(entry.path) as string[]
    if (segments.length === 0) {
      // The archive's own root (`./`): the site's folder itself.
      entry.resume()
      return
    }
    const path = join(this.staging, ...segments)
    if (entry.type === 'Directory') {
      entry.resume()
      await this.folder(path)
      return
    }
    await this.folder(dirname(path))
    this.files++
    await pipeline(
      entry as unknown as Readable,
      createWriteStream(path, { flags: 'w', mode: FILE_MODE }),
    )
  }

  private async folder(path: string): Promise<void> {
    if (this.folders.has(path)) return
    await mkdir(path, { recursive: true, mode: FOLDER_MODE })
    for (
      let at = path;
      at.length > this.staging.length && !this.folders.has(at);
      at = dirname(at)
    ) {
      this.folders.add(at)
    }
  }
}

function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code)
  return error instanceof Error ? error.name : 'unknown error'
}

/** node-tar's code for what is wrong with the archive (`TAR_BAD_ARCHIVE`, a zlib code). */
function tarCode(error: Error): string {
  if (error.message.includes('max decompression ratio exceeded')) {
    return 'it expands more than 1000 times its size: a decompression bomb'
  }
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? code : 'unreadable'
}
