/**
 * The Parquet store's folder (src/analytics/history/parquet/folder.ts, through openParquetStore,
 * and its own functions at the end): created and announced only when it may be, never written
 * through a link (each place the store keeps a file or a folder of its own), its `.gitignore`
 * kept, and every project's cursors kept when the state is written.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  openParquetStore,
  ParquetStoreError,
} from '../../../../../src/analytics/history/parquet/store.ts'
import type { StoreRow } from '../../../../../src/analytics/history/store.ts'
import {
  DATA_FILE,
  keepGitignore,
  openFolder,
  refuseLinks,
  storeFile,
  storeFolder,
} from '../../../../../src/analytics/history/parquet/folder.ts'
import { filesUnder, parquetOptions, readSyncState } from '../../../../support/parquet-store.ts'

const P = 'proj_1'
const DAY = '2026-10-01'
const view = (path: string, human: number): StoreRow => ({
  project_id: P,
  date: DAY,
  path,
  human,
  ai: 0,
  total: human,
})

let root: string
let folder: string
/** A folder outside the store that a link points to: nothing may be written there. */
let outside: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'parquet-folder-'))
  folder = join(root, 'store')
  outside = join(root, 'outside')
  await Promise.all([mkdir(folder), mkdir(outside)])
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('the folder', () => {
  it('a missing folder that may be created (inside the workspace) is created and announced', async () => {
    const options = parquetOptions(join(root, 'new', 'store'))
    const store = await openParquetStore(options)
    await store.close()
    expect(options.log.annotations('notice')).toEqual([
      `Started a new store at ${join(root, 'new', 'store')}: the folder did not exist. If \`store\` was meant to name an existing store, look for a typo in it.`,
    ])
    expect(await filesUnder(join(root, 'new', 'store'))).toEqual(['.gitignore'])
  })

  it('an existing folder is not announced; a missing one that may not be created is refused', async () => {
    const options = parquetOptions(folder, { create: false })
    await (await openParquetStore(options)).close()
    expect(options.log.annotations('notice')).toEqual([])
    await expect(
      openParquetStore(parquetOptions(join(root, 'gone'), { create: false })),
    ).rejects.toThrow(
      /^Input `store`: the folder .*gone does not exist \(any more\), and a store outside the workspace is never created: create it first\.$/,
    )
    expect(await readdir(root)).toEqual(['outside', 'store'])
  })
})

describe('a link where the store keeps its own is refused, naming it; nothing is written through it', () => {
  const partition = (table = 'page_views') => join(table, `project_id=${P}`, `date=${DAY}`)
  it.each([
    ['a table folder', async () => symlink(outside, join(folder, 'page_views')), 'page_views'],
    [
      'a project folder',
      async () => {
        await mkdir(join(folder, 'page_views'))
        await symlink(outside, join(folder, 'page_views', `project_id=${P}`))
      },
      `page_views/project_id=${P}`,
    ],
    [
      'a day folder',
      async () => {
        await mkdir(join(folder, 'page_views', `project_id=${P}`), { recursive: true })
        await symlink(outside, join(folder, partition()))
      },
      partition(),
    ],
    [
      "a day's data.parquet",
      async () => {
        await mkdir(join(folder, partition()), { recursive: true })
        await writeFile(join(outside, 'data.parquet'), 'not yours')
        await symlink(join(outside, 'data.parquet'), join(folder, partition(), 'data.parquet'))
      },
      `${partition()}/data.parquet`,
    ],
    [
      'sync-state.json',
      async () => {
        await writeFile(join(outside, 'state.json'), '{"format": 1, "projects": {}}')
        await symlink(join(outside, 'state.json'), join(folder, 'sync-state.json'))
      },
      'sync-state.json',
    ],
    [
      '.gitignore',
      async () => {
        await writeFile(join(outside, 'ignore'), 'not yours\n')
        await symlink(join(outside, 'ignore'), join(folder, '.gitignore'))
      },
      '.gitignore',
    ],
  ])('%s, when the store is opened (before any request)', async (_, plant, named) => {
    await plant()
    const outsideBefore = await filesUnder(outside)
    const error = await openParquetStore(parquetOptions(folder)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParquetStoreError)
    expect((error as ParquetStoreError).failure).toBe('link')
    expect((error as Error).message).toBe(
      `Input \`store\`: ${named} in ${folder} is a symbolic link, where the store keeps its own; the store never writes through a link or outside its folder, so nothing was written: replace it with the store's own (or remove it).`,
    )
    expect(await filesUnder(outside)).toEqual(outsideBefore)
    // The lock was released: nothing of this sync stays.
    expect((await readdir(folder)).filter((name) => name.startsWith('.sync'))).toEqual([])
  })

  it('a link that appears while the sync runs: the day is refused, nothing written outside', async () => {
    const store = await openParquetStore(parquetOptions(folder))
    await store.writeDay(P, DAY, [{ table: 'page_views', rows: [view('/a', 1)] }])
    await symlink(outside, join(folder, 'visitors'))
    const error = await store
      .writeDay(P, DAY, [
        { table: 'page_views', rows: [view('/b', 2)] },
        { table: 'visitors', rows: [view('/b', 2)] },
      ])
      .catch((e: unknown) => e)
    expect((error as ParquetStoreError).failure).toBe('link')
    expect((error as Error).message).toMatch(/^Input `store`: visitors in .* is a symbolic link/)
    expect(await readdir(outside)).toEqual([])
    expect((await readSyncState(folder)).projects[P]).toEqual({ page_views: DAY })
    expect((await filesUnder(folder)).filter((file) => file.endsWith('.tmp'))).toEqual([])
    await store.close()
  })
})

describe('.gitignore: the lock and unfinished files are never committed', () => {
  it('written once; a .gitignore of the folder keeps its lines, ours are added once', async () => {
    await writeFile(join(folder, '.gitignore'), '*.csv')
    await (await openParquetStore(parquetOptions(folder))).close()
    await (await openParquetStore(parquetOptions(folder))).close()
    expect(await readFile(join(folder, '.gitignore'), 'utf8')).toBe(
      [
        '*.csv',
        '# The analytics sync: its lock and unfinished files, never committed (docs/analytics.md).',
        '/.sync.lock',
        '/.sync.lock.*.tmp',
        '/.sync-state.json.*.tmp',
        '.data.parquet.*.tmp',
        '',
      ].join('\n'),
    )
  })
})

describe('sync-state.json keeps every project', () => {
  it("read again before each write: a project's cursors written by another sync are kept", async () => {
    const store = await openParquetStore(parquetOptions(folder))
    await store.writeDay(P, DAY, [{ table: 'page_views', rows: [view('/a', 1)] }])
    // Another sync's cursors, written between two of this sync's days (as one that held the lock
    // before this one took it over would have).
    const state = await readSyncState(folder)
    state.projects.proj_2 = { page_views: '2026-09-30' }
    await writeFile(join(folder, 'sync-state.json'), JSON.stringify(state))
    await store.writeDay(P, '2026-10-02', [
      { table: 'page_views', rows: [{ ...view('/a', 1), date: '2026-10-02' }] },
    ])
    await store.close()
    expect((await readSyncState(folder)).projects).toEqual({
      proj_1: { page_views: '2026-10-02' },
      proj_2: { page_views: '2026-09-30' },
    })
  })
})

describe('a sync whose lock was taken over', () => {
  it('moves nothing in: the day is refused, its temporary files removed, the cursors unmoved', async () => {
    const store = await openParquetStore(parquetOptions(folder))
    await store.writeDay(P, DAY, [{ table: 'page_views', rows: [view('/a', 1)] }])
    const before = await readFile(join(folder, 'sync-state.json'), 'utf8')
    // Another sync took the lock over (it judged this one gone).
    const taken = '{"run": "another", "pid": 1, "host": "elsewhere"}\n'
    await writeFile(join(folder, '.sync.lock'), taken)
    const error = await store
      .writeDay(P, '2026-10-02', [
        { table: 'page_views', rows: [{ ...view('/a', 1), date: '2026-10-02' }] },
      ])
      .catch((e: unknown) => e)
    expect((error as ParquetStoreError).failure).toBe('locked')
    expect(await readFile(join(folder, 'sync-state.json'), 'utf8')).toBe(before)
    expect((await filesUnder(folder)).filter((file) => file.includes('2026-10-02'))).toEqual([])
    await store.close()
    // Its close leaves the other sync's lock alone.
    expect(await readFile(join(folder, '.sync.lock'), 'utf8')).toBe(taken)
  })
})

describe("folder.ts's own steps, as the store calls them", () => {
  it('openFolder: the real path behind a link to the folder; a file named as the store is refused', async () => {
    await symlink(folder, join(root, 'via-link'))
    const announced: string[] = []
    expect(await openFolder(join(root, 'via-link'), true, (m) => announced.push(m))).toBe(folder)
    expect(announced).toEqual([])
    await writeFile(join(root, 'a-file'), 'not a folder')
    await expect(openFolder(join(root, 'a-file'), true, () => undefined)).rejects.toThrow(
      `Input \`store\`: ${join(root, 'a-file')} is not a folder.`,
    )
  })

  it("storeFolder: a day's folders made one level at a time, refusing a level that is a link", async () => {
    const day = join(folder, 'searches', `project_id=${P}`, `date=${DAY}`)
    await storeFolder(folder, day)
    expect((await stat(day)).isDirectory()).toBe(true)
    await storeFolder(folder, day)
    await symlink(outside, join(folder, 'visitors'))
    await expect(
      storeFolder(folder, join(folder, 'visitors', `project_id=${P}`)),
    ).rejects.toMatchObject({
      failure: 'link',
      message: expect.stringMatching(/^Input `store`: visitors in .* is a symbolic link/),
    })
    expect(await readdir(outside)).toEqual([])
  })

  it('storeFile: none yet, a file, or refused when a link or not a file', async () => {
    const file = join(folder, DATA_FILE)
    expect(await storeFile(folder, file)).toBe(false)
    await writeFile(file, 'PAR1')
    expect(await storeFile(folder, file)).toBe(true)
    await mkdir(join(folder, 'sync-state.json'))
    await expect(storeFile(folder, join(folder, 'sync-state.json'))).rejects.toThrow(
      'sync-state.json is not a file',
    )
    await symlink(join(outside, 'x'), join(folder, 'linked.parquet'))
    await expect(storeFile(folder, join(folder, 'linked.parquet'))).rejects.toMatchObject({
      failure: 'link',
    })
  })

  it("refuseLinks looks only where the store keeps its own: a user's README link is left alone", async () => {
    await writeFile(join(outside, 'README.md'), 'docs')
    await symlink(join(outside, 'README.md'), join(folder, 'README.md'))
    await mkdir(join(folder, 'page_views', 'notes'), { recursive: true })
    await symlink(outside, join(folder, 'page_views', 'notes', 'elsewhere'))
    await refuseLinks(folder)
    await symlink(outside, join(folder, '.sync.lock'))
    await expect(refuseLinks(folder)).rejects.toMatchObject({ failure: 'link' })
  })

  it('keepGitignore: a last line without its newline is kept whole, and nothing is added twice', async () => {
    await writeFile(join(folder, '.gitignore'), '# mine\n/.sync.lock')
    await keepGitignore(folder)
    await keepGitignore(folder)
    expect(await readFile(join(folder, '.gitignore'), 'utf8')).toBe(
      [
        '# mine',
        '/.sync.lock',
        '# The analytics sync: its lock and unfinished files, never committed (docs/analytics.md).',
        '/.sync.lock.*.tmp',
        '/.sync-state.json.*.tmp',
        '.data.parquet.*.tmp',
        '',
      ].join('\n'),
    )
  })
})
