/**
 * Tar archives built by hand, byte by byte, for the static export's tests: the site a real
 * bundle looks like, and hostile ones a careful tar library would never write (`..`, absolute
 * paths, links, a bomb, a device, a sparse file, data after the end). ustar headers, with a pax
 * `path` record (or a GNU long name) for names over 100 bytes, gzip-compressed.
 */
import { gzipSync } from 'node:zlib'

export interface TarEntry {
  path: string
  /**
   * `0` file (default), `5` folder, `2` symbolic link, `1` hard link, `3` character device, `S`
   * a GNU sparse file; any other letter is a type no tar defines.
   */
  type?: string
  /** The content, for any type (its length is the size written in the header). */
  body?: Buffer | string
  linkpath?: string
  mode?: number
  /** A size written in the header that differs from the body (a lying header). */
  declaredSize?: number
  /** Pax records written before the entry (`{ 'GNU.sparse.major': '1' }`). */
  pax?: Record<string, string>
  /** A name over 100 bytes as a GNU long name (`L`) rather than a pax `path` record. */
  gnuLongName?: boolean
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

/**
 * A header's block without its name, with the checksum field as spaces, and the sum of its
 * bytes: one per kind of entry, so that the 100,000 headers of an archive cost a copy each.
 */
const templates = new Map<string, { block: Buffer; sum: number }>()

function template(type: string, size: number, mode: number, linkpath: string) {
  const key = `${type}\0${size}\0${mode}\0${linkpath}`
  let found = templates.get(key)
  if (found === undefined) {
    const block = Buffer.alloc(512)
    block.write(octal(mode, 8), 100)
    block.write(octal(0, 8), 108)
    block.write(octal(0, 8), 116)
    block.write(octal(size, 12), 124)
    block.write(octal(1_767_225_600, 12), 136)
    block.write('        ', 148)
    block.write(type, 156)
    block.write(linkpath.slice(0, 100), 157, 'utf8')
    block.write('ustar\0', 257)
    block.write('00', 263)
    found = { block, sum: block.reduce((sum, byte) => sum + byte, 0) }
    templates.set(key, found)
  }
  return found
}

function header(name: string, type: string, size: number, mode: number, linkpath = ''): Buffer {
  const { block: shared, sum: rest } = template(type, size, mode, linkpath)
  const block = Buffer.from(shared)
  const written = block.write(name.slice(0, 100), 0, 100, 'utf8')
  let sum = rest
  for (let i = 0; i < written; i++) sum += block[i]!
  block.write(octal(sum, 7) + ' ', 148)
  return block
}

function padded(body: Buffer): Buffer {
  const rest = body.length % 512
  return rest === 0 ? body : Buffer.concat([body, Buffer.alloc(512 - rest)])
}

/** A pax record `<len> path=<value>\n`, its length counting itself. */
function paxRecord(key: string, value: string): string {
  const text = ` ${key}=${value}\n`
  let length = Buffer.byteLength(text) + 1
  while (String(length).length + Buffer.byteLength(text) !== length) length++
  return `${length}${text}`
}

const NOTHING = Buffer.alloc(0)

/** The uncompressed tar bytes of `entries`, ended by two zero blocks. */
export function tarBytes(entries: readonly TarEntry[]): Buffer {
  const parts: Buffer[] = []
  for (const entry of entries) {
    const type = entry.type ?? '0'
    const body = entry.body === undefined ? NOTHING : Buffer.from(entry.body)
    const size = body.length
    const long = Buffer.byteLength(entry.path) > 100
    if (long && entry.gnuLongName) {
      const name = Buffer.from(`${entry.path}\0`)
      parts.push(header('././@LongLink', 'L', name.length, 0o644), padded(name))
    }
    const records = { ...(long && !entry.gnuLongName ? { path: entry.path } : {}), ...entry.pax }
    if ((long || entry.pax) && Object.keys(records).length > 0) {
      const pax = Buffer.from(
        Object.entries(records)
          .map(([key, value]) => paxRecord(key, value))
          .join(''),
      )
      parts.push(header('PaxHeader/long', 'x', pax.length, 0o644), padded(pax))
    }
    const mode = entry.mode ?? (type === '5' ? 0o755 : 0o644)
    parts.push(header(entry.path, type, entry.declaredSize ?? size, mode, entry.linkpath))
    if (size > 0) parts.push(padded(body))
  }
  parts.push(Buffer.alloc(1024))
  return Buffer.concat(parts)
}

/**
 * `tarBytes`, gzip-compressed: a `.tar.gz` bundle; `after` follows the end-of-archive marker.
 * `level` 1 compresses the large archives of the bounds' tests five times faster.
 */
export function tarGz(entries: readonly TarEntry[], after?: Buffer, level?: number): Buffer {
  const tar = tarBytes(entries)
  return gzipSync(after ? Buffer.concat([tar, after]) : tar, { level })
}

/** The files of the site a bundle holds, as the tests expect them after extraction. */
export const SITE_FILES: Readonly<Record<string, string>> = {
  'index.html': '<!doctype html><title>Acme docs</title><h1>Acme</h1>',
  'guides/getting-started.html': '<!doctype html><title>Getting started</title>',
  'guides/getting-started.txt': '1:HL["/_next/static/css/app.css","style"]',
  '_next/static/chunks/app.js': 'console.log("acme")',
  '_next/static/css/app.css': 'body{margin:0}',
  '[[...slug]]/index.html': '<!doctype html><title>Catch-all</title>',
  [`api-reference/${'very-long-endpoint-name-'.repeat(5)}get.html`]:
    '<!doctype html><title>A long name</title>',
}

/** The site bundle's bytes, made once: every simulator's storage host serves a copy. */
let siteBundleBytes: Buffer | undefined

/**
 * A real-looking site bundle: `./`-prefixed entries, folders, a `[[...slug]]` path, a long name.
 * Each call gets its own copy (a test may change the bytes it was given).
 */
export function siteBundle(): Buffer {
  siteBundleBytes ??= makeSiteBundle()
  return Buffer.from(siteBundleBytes)
}

function makeSiteBundle(): Buffer {
  const folders = new Set<string>()
  const entries: TarEntry[] = [{ path: './', type: '5' }]
  for (const [path, body] of Object.entries(SITE_FILES)) {
    const parts = path.split('/')
    for (let i = 1; i < parts.length; i++) {
      const folder = `${parts.slice(0, i).join('/')}/`
      if (!folders.has(folder)) {
        folders.add(folder)
        entries.push({ path: `./${folder}`, type: '5' })
      }
    }
    // One file comes executable and set-uid: written without those bits.
    entries.push({ path: `./${path}`, body, mode: path.endsWith('.js') ? 0o4755 : 0o644 })
  }
  return tarGz(entries)
}

/** Hostile bundles, each with the entry the step must name. */
export function hostileBundles(): Record<string, { archive: Buffer; entry: string; why: RegExp }> {
  const ok = { path: './index.html', body: 'fine' }
  return {
    traversal: {
      archive: tarGz([ok, { path: './guides/../../escaped.html', body: 'out' }]),
      entry: './guides/../../escaped.html',
      why: /outside the site folder/,
    },
    absolute: {
      archive: tarGz([ok, { path: '/tmp/absolute.html', body: 'out' }]),
      entry: '/tmp/absolute.html',
      why: /absolute path/,
    },
    'drive letter': {
      archive: tarGz([ok, { path: 'C:/Windows/evil.html', body: 'out' }]),
      entry: 'C:/Windows/evil.html',
      why: /drive letter/,
    },
    symlink: {
      archive: tarGz([ok, { path: './secrets', type: '2', linkpath: '/home/runner/.ssh' }]),
      entry: './secrets',
      why: /symbolic link/,
    },
    hardlink: {
      archive: tarGz([ok, { path: './passwd.html', type: '1', linkpath: '/etc/passwd' }]),
      entry: './passwd.html',
      why: /hard link/,
    },
    device: {
      archive: tarGz([ok, { path: './tty', type: '3' }]),
      entry: './tty',
      why: /CharacterDevice/,
    },
    'GNU sparse file': {
      archive: tarGz([ok, { path: './data.html', type: 'S', body: 'sparse content' }]),
      entry: './data.html',
      why: /is a GNU sparse file, not a regular file or a folder/,
    },
    'unknown type': {
      archive: tarGz([ok, { path: './odd.html', type: 'Z', body: 'content of a type no tar has' }]),
      entry: './odd.html',
      why: /has an unknown type \("Z"\)/,
    },
    'too deep': {
      // 96 folders deep: 2,100 such entries made 205,800 files and folders from 29 kB.
      archive: tarGz([ok, { path: `${'d/'.repeat(96)}x.html`, body: 'deep' }]),
      entry: `${'d/'.repeat(96)}x.html`,
      why: /is 96 folders deep, deeper than the 64 a site may go/,
    },
    bomb: {
      // 8 MB of zeros compress to about 8 kB: far past 100 times the archive.
      archive: tarGz([ok, { path: './bomb.html', body: Buffer.alloc(8_000_000) }]),
      entry: './bomb.html',
      why: /larger than \d+ bytes \(100 times the archive\)/,
    },
  }
}
