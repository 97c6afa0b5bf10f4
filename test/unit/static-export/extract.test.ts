/**
 * The safe extraction, in process on real files: the per-segment path check, a real-looking site,
 * the bounds, a broken archive and cancellation; in every failure nothing is left but the archive.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { entrySegments, extractBundle } from '../../../src/static-export/extract.ts'
import { SITE_FILES, siteBundle, tarGz } from '../../support/tar-archives.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'extract-test-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function extract(
  archive: Buffer,
  options: { limits?: { maxBytes?: number; maxEntries?: number }; signal?: AbortSignal } = {},
) {
  const path = join(dir, 'bundle.tar.gz')
  await writeFile(path, archive)
  return extractBundle({
    archive: path,
    archiveBytes: archive.length,
    target: join(dir, 'site'),
    signal: options.signal ?? new AbortController().signal,
    limits: options.limits,
  })
}

describe('entrySegments: `..` is refused per segment, real site paths pass', () => {
  it.each([
    ['./index.html', ['index.html']],
    ['./', []],
    ['docs/[[...slug]]/page.html', ['docs', '[[...slug]]', 'page.html']],
    ['a/..b/c..', ['a', '..b', 'c..']],
    ['a//./b/', ['a', 'b']],
  ])('%j -> %j', (path, segments) => {
    expect(entrySegments(path)).toEqual(segments)
  })

  it.each([
    ['../x', /outside the site folder/],
    ['a/../../x', /outside the site folder/],
    ['a\\..\\..\\x', /outside the site folder/],
    ['/etc/passwd', /absolute path/],
    ['\\\\server\\share', /absolute path/],
    ['C:evil', /drive letter/],
    ['a\0b', /NUL/],
  ])('%j is refused', (path, why) => {
    expect(entrySegments(path)).toMatch(why)
  })
})

describe('extractBundle', () => {
  it('extracts a real-looking site without exec or set-uid bits, replacing an earlier site', async () => {
    await mkdir(join(dir, 'site'))
    await writeFile(join(dir, 'site', 'stale.html'), 'from an earlier run')
    const site = await extract(siteBundle())
    expect(site.files).toBe(Object.keys(SITE_FILES).length)
    for (const [path, body] of Object.entries(SITE_FILES)) {
      expect(await readFile(join(dir, 'site', path), 'utf8')).toBe(body)
      expect((await stat(join(dir, 'site', path))).mode & 0o7111).toBe(0)
    }
    expect(await readdir(join(dir, 'site'))).not.toContain('stale.html')
    expect(await readdir(dir)).toEqual(['bundle.tar.gz', 'site'])
  })

  it('one entry past the file count bound is named; nothing is left', async () => {
    const archive = tarGz([1, 2, 3, 4].map((n) => ({ path: `p${n}.html`, body: 'x' })))
    await expect(extract(archive, { limits: { maxEntries: 3 } })).rejects.toThrow(
      'The bundle is unsafe and was not extracted: its entry "p4.html" is one more than the 3 files and folders a site may hold.',
    )
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
  })

  it('the absolute size bound holds whatever the archive size', async () => {
    const archive = tarGz([
      { path: 'a.html', body: 'x'.repeat(600) },
      { path: 'b.html', body: 'y'.repeat(600) },
    ])
    await expect(extract(archive, { limits: { maxBytes: 1000 } })).rejects.toThrow(
      /entry "b\.html" would make the site larger than 1000 bytes/,
    )
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
  })

  it('a truncated archive fails as not valid; nothing is left', async () => {
    const whole = tarGz([{ path: 'index.html', body: randomBytes(100_000) }])
    await expect(extract(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toThrow(
      /^The bundle is not a valid \.tar\.gz archive \(.+\); nothing was extracted\.$/,
    )
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
  })

  it('not an archive at all fails as not valid', async () => {
    await expect(extract(Buffer.from('<html>Access denied</html>'))).rejects.toThrow(
      /not a valid \.tar\.gz archive/,
    )
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
  })

  it('cancellation stops it; nothing is left', async () => {
    const stop = new AbortController()
    stop.abort()
    await expect(extract(siteBundle(), { signal: stop.signal })).rejects.toThrow(
      /stopped: the run was cancelled/,
    )
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
  })
})
