/**
 * The tar walk: entries and their content, whatever the chunk boundaries; pax records and GNU
 * long names applied; every type handed on (sparse and unknown ones too); the end-of-archive
 * marker ends it, zeros after it are padding and anything else is refused; broken archives say
 * what is wrong. Archives come from node-tar's own writer as well as from hand-made bytes.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as tar from 'tar'
import { describe, expect, it } from 'vitest'
import { BrokenArchiveError, UnsafeArchiveError } from '../../../src/static-export/errors.ts'
import { TarReader, type TarEntry } from '../../../src/static-export/tar-reader.ts'
import { tarBytes } from '../../support/tar-archives.ts'

interface Read {
  entries: TarEntry[]
  /** Each file's content, joined from its pieces. */
  content: Record<string, string>
}

/** Walks `bytes` cut into chunks of `chunk` bytes, then ends. */
function walk(bytes: Buffer, chunk = bytes.length): Read & { reader: TarReader } {
  const reader = new TarReader(tar)
  const read: Read = { entries: [], content: {} }
  let current = ''
  for (let at = 0; at < bytes.length; at += chunk) {
    for (const piece of reader.push(bytes.subarray(at, at + chunk))) {
      if ('entry' in piece) {
        current = piece.entry.path
        read.entries.push(piece.entry)
        read.content[current] = ''
      } else {
        read.content[current] += piece.data.toString('utf8')
      }
    }
  }
  reader.end()
  return { ...read, reader }
}

const LONG = `api-reference/${'very-long-endpoint-name-'.repeat(8)}get.html`

describe('TarReader', () => {
  it('reads what node-tar writes (pax long names, folders), whatever the chunk size', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tar-reader-'))
    try {
      await mkdir(join(dir, 'site', 'api-reference'), { recursive: true })
      await writeFile(join(dir, 'site', 'index.html'), '<h1>Acme</h1>'.repeat(100))
      await writeFile(join(dir, 'site', LONG), 'long')
      await writeFile(join(dir, 'site', 'empty.txt'), '')
      const chunks: Buffer[] = []
      for await (const chunk of tar.create({ cwd: dir, portable: true }, ['site'])) {
        chunks.push(chunk as Buffer)
      }
      const archive = Buffer.concat(chunks)
      const whole = walk(archive)
      expect(whole.entries.map((e) => [e.path, e.type]).sort()).toEqual([
        ['site/', 'Directory'],
        ['site/api-reference/', 'Directory'],
        [`site/${LONG}`, 'File'],
        ['site/empty.txt', 'File'],
        ['site/index.html', 'File'],
      ])
      expect(whole.content['site/index.html']).toBe('<h1>Acme</h1>'.repeat(100))
      expect(whole.content[`site/${LONG}`]).toBe('long')
      for (const size of [1, 7, 511, 513, 4096]) {
        const cut = walk(archive, size)
        expect(cut.entries, `chunks of ${size}`).toEqual(whole.entries)
        expect(cut.content, `chunks of ${size}`).toEqual(whole.content)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('applies a GNU long name, and hands on sparse and unknown entries with their type', () => {
    const read = walk(
      tarBytes([
        { path: LONG, body: 'long', gnuLongName: true },
        { path: 'a.bin', type: 'S', body: 'sparse' },
        { path: 'b.bin', body: 'map', pax: { 'GNU.sparse.major': '1', 'GNU.sparse.minor': '0' } },
        { path: 'c.bin', type: 'Z', body: 'unknown' },
      ]),
    )
    expect(read.entries.map((e) => [e.path, e.type, e.flag, e.sparse])).toEqual([
      [LONG, 'File', '0', false],
      ['a.bin', 'SparseFile', 'S', false],
      ['b.bin', 'File', '0', true],
      ['c.bin', 'Unsupported', 'Z', false],
    ])
    expect(read.content).toMatchObject({ [LONG]: 'long', 'c.bin': 'unknown' })
  })

  it('stops at the end-of-archive marker: zero padding after it is read, not kept', () => {
    const archive = tarBytes([{ path: 'index.html', body: 'hi' }])
    const read = walk(Buffer.concat([archive, Buffer.alloc(200_000)]), 65_536)
    expect(read.entries.map((e) => e.path)).toEqual(['index.html'])
    expect(read.reader.offset).toBe(archive.length + 200_000)
  })

  it.each([
    ['right after the marker', 0],
    ['in the zero padding', 150_001],
  ])('refuses data after the marker (%s), naming where', (_, at) => {
    const archive = tarBytes([{ path: 'index.html', body: 'hi' }])
    const tail = Buffer.alloc(200_000)
    tail[at] = 0x75
    const failure = (() => {
      try {
        walk(Buffer.concat([archive, tail]), 65_536)
      } catch (error) {
        return error
      }
    })()
    expect(failure).toBeInstanceOf(UnsafeArchiveError)
    expect(String(failure)).toContain(
      `it goes on after its end-of-archive marker (at byte ${archive.length + at} unpacked`,
    )
  })

  it('a lone zero block between entries is skipped, as tar does', () => {
    const [first, second] = [
      tarBytes([{ path: 'a.html', body: 'a' }]),
      tarBytes([{ path: 'b.html', body: 'b' }]),
    ]
    // a.html, one zero block, then b.html and its end marker.
    const archive = Buffer.concat([first!.subarray(0, 1024 + 512), second!])
    expect(walk(archive).entries.map((e) => e.path)).toEqual(['a.html', 'b.html'])
  })

  it.each([
    [
      'a wrong checksum',
      () => {
        const bytes = tarBytes([{ path: 'index.html', body: 'hi' }])
        bytes[0] = 0x78
        return bytes
      },
      /the header at byte 0 unpacked has a wrong checksum/,
    ],
    [
      'an end inside an entry',
      () => tarBytes([{ path: 'index.html', body: 'x'.repeat(2000) }]).subarray(0, 1500),
      /it ends inside an entry, at byte 1500 unpacked/,
    ],
    ['no entry at all', () => Buffer.alloc(1024), /it holds no entry/],
  ])('%s is a broken archive', (_, bytes, why) => {
    expect(() => walk(bytes())).toThrow(BrokenArchiveError)
    expect(() => walk(bytes())).toThrow(why)
  })

  it('refuses an extended header over 1 MiB', () => {
    const archive = tarBytes([{ path: 'a.html', pax: { comment: 'x'.repeat(1024 * 1024) } }])
    expect(() => walk(archive)).toThrow(/an extended header of \d+ bytes at byte 0 unpacked/)
  })
})
