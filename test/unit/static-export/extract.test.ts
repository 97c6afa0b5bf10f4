/**
 * The safe extraction, in process on real files: the per-segment path check, a real-looking site,
 * the bounds (files and the folders paths imply, depth, size), data after the end, a broken
 * archive, `timeout` and cancellation; in every failure nothing is left but the archive, and
 * an earlier site stays as it was until a whole new one replaces it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { systemClock, type Clock } from '../../../src/shared/clock.ts'
import { UnsafeArchiveError } from '../../../src/static-export/errors.ts'
import { entrySegments, extractBundle } from '../../../src/static-export/extract.ts'
import { SITE_FILES, siteBundle, tarGz } from '../../support/tar-archives.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'extract-test-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function extract(
  archive: Buffer,
  options: {
    limits?: { maxBytes?: number; maxEntries?: number }
    signal?: AbortSignal
    clock?: Clock
  } = {},
) {
  const path = join(dir, 'bundle.tar.gz')
  await writeFile(path, archive)
  return extractBundle({
    archive: path,
    archiveBytes: archive.length,
    target: join(dir, 'site'),
    signal: options.signal ?? new AbortController().signal,
    clock: options.clock ?? systemClock,
    deadline: Date.now() + 60_000,
    limits: options.limits,
  })
}

/**
 * A clock that, once read `reads` times, calls `then`: by default it jumps an hour ahead (past
 * any deadline).
 */
function clockAfter(reads: number, then?: () => void): Clock {
  let count = 0
  return {
    now: () => {
      if (++count === reads) then?.()
      return count >= reads && !then ? Date.now() + 3_600_000 : Date.now()
    },
    sleep: systemClock.sleep,
    timer: systemClock.timer,
  }
}

/** `count` files of a few bytes, in folders of 10. */
const manyFiles = (count: number) =>
  tarGz(
    Array.from({ length: count }, (_, n) => ({
      path: `f${Math.floor(n / 10)}/p${n}.html`,
      body: 'x',
    })),
  )

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
      'The bundle is unsafe and was not extracted: its entry "p4.html" would make the site hold more than the 3 files and folders it may (the folders a path implies count too).',
    )
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
  })

  it('the folders a path implies count: 2 entries under 3-deep chains are 8 files and folders', async () => {
    const archive = tarGz([
      { path: 'a/b/c/one.html', body: '1' },
      { path: 'a/b/c/two.html', body: '2' },
      { path: 'a/', type: '5' },
      { path: 'x/y/z/three.html', body: '3' },
    ])
    const site = await extract(archive, { limits: { maxEntries: 5 } }).catch((e: unknown) => e)
    expect(site).toBeInstanceOf(UnsafeArchiveError)
    expect((site as UnsafeArchiveError).entry).toBe('x/y/z/three.html')
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
    // Within the bound: folders are counted once, whether named or implied.
    await expect(extract(archive, { limits: { maxEntries: 9 } })).resolves.toMatchObject({
      files: 3,
    })
  })

  it('a path 64 folders deep is extracted; 65 is refused', async () => {
    const deep = `${'d/'.repeat(64)}index.html`
    await expect(extract(tarGz([{ path: deep, body: 'deep' }]))).resolves.toMatchObject({
      files: 1,
    })
    await expect(extract(tarGz([{ path: `e/${deep}`, body: 'deep' }]))).rejects.toThrow(
      /is 65 folders deep, deeper than the 64 a site may go/,
    )
  })

  it.each([
    ['a name over 255 bytes', `${'n'.repeat(256)}.html`, /a name longer than 255 bytes/],
    ['a path over 4096 bytes', `${'n/'.repeat(2100)}x.html`, /a path longer than 4096 bytes/],
    ['a file without a name', '.', /is a file without a name/],
  ])('%s is refused', async (_, path, why) => {
    await expect(extract(tarGz([{ path, body: 'x' }]))).rejects.toThrow(why)
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
  })

  it('a file where the archive made a folder is refused naming the entry', async () => {
    const archive = tarGz([
      { path: 'guides/', type: '5' },
      { path: 'guides', body: 'a file over the folder' },
    ])
    await expect(extract(archive)).rejects.toThrow(
      /its entry "guides" would turn a file of the archive into a folder, or a folder into a file/,
    )
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
  })

  it('zero padding after the end-of-archive marker is read; other data is refused', async () => {
    const entries = [{ path: 'index.html', body: randomBytes(1000) }]
    await expect(extract(tarGz(entries, Buffer.alloc(4 * 1024 * 1024)))).resolves.toMatchObject({
      files: 1,
    })
    const tail = Buffer.alloc(4 * 1024 * 1024)
    tail[3_000_000] = 1
    await expect(extract(tarGz(entries, tail))).rejects.toThrow(
      /^The bundle is unsafe and was not extracted: it goes on after its end-of-archive marker \(at byte \d+ unpacked/,
    )
    // The first one's site, as it was.
    expect(await readdir(dir)).toEqual(['bundle.tar.gz', 'site'])
    expect(await readdir(join(dir, 'site'))).toEqual(['index.html'])
  })

  it('`timeout` stops it mid-way, saying how far it got; nothing is left', async () => {
    await expect(extract(manyFiles(400), { clock: clockAfter(200) })).rejects.toThrow(
      /^Extracting the bundle stopped: the `timeout` ran out after \d+ files \(\d+% of the archive read\); the part extracted was removed\.$/,
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

  it('cancellation mid-way leaves no staging folder, whatever was being written', async () => {
    const stop = new AbortController()
    const failure = await extract(manyFiles(400), {
      signal: stop.signal,
      clock: clockAfter(150, () => stop.abort()),
    }).catch((e: unknown) => String(e))
    expect(failure).toMatch(/stopped: the run was cancelled after ([1-9]\d*) files/)
    expect(await readdir(dir)).toEqual(['bundle.tar.gz'])
  })

  describe('an earlier site stays as it was, whatever stops the extraction', () => {
    const EARLIER = { 'index.html': 'the earlier site', 'guides/a.html': 'an earlier page' }
    beforeEach(async () => {
      await mkdir(join(dir, 'site', 'guides'), { recursive: true })
      for (const [path, body] of Object.entries(EARLIER))
        await writeFile(join(dir, 'site', path), body)
    })
    const earlierSite = async () => {
      const files = await readdir(join(dir, 'site'), { recursive: true })
      return Object.fromEntries(
        await Promise.all(
          files
            .filter((path) => path.endsWith('.html'))
            .map(async (path) => [path, await readFile(join(dir, 'site', path), 'utf8')]),
        ),
      )
    }

    it.each([
      [
        'a refused entry',
        () =>
          extract(
            tarGz([
              { path: 'index.html', body: 'new' },
              { path: '../x', body: 'x' },
            ]),
          ),
      ],
      ['a bound', () => extract(manyFiles(40), { limits: { maxEntries: 20 } })],
      ['a broken archive', () => extract(siteBundle().subarray(0, 100))],
      ['`timeout`', () => extract(manyFiles(400), { clock: clockAfter(200) })],
      [
        'cancellation mid-way',
        () => {
          const stop = new AbortController()
          return extract(manyFiles(400), {
            signal: stop.signal,
            clock: clockAfter(150, () => stop.abort()),
          })
        },
      ],
    ])('%s', async (_, run) => {
      await expect(run()).rejects.toThrow()
      expect(await earlierSite()).toEqual(EARLIER)
      expect(await readdir(dir)).toEqual(['bundle.tar.gz', 'site'])
    })

    it('a whole new site replaces it at once, nothing of it mixed in, nothing set aside left', async () => {
      await extract(tarGz([{ path: 'index.html', body: 'the new site' }]))
      expect(await earlierSite()).toEqual({ 'index.html': 'the new site' })
      expect(await readdir(dir)).toEqual(['bundle.tar.gz', 'site'])
    })
  })
})
