/**
 * The Parquet store on a real folder, read back with hyparquet (not the store's own reader):
 * the Hive layout, the column types, a day replaced whole, items merged by key within their
 * day, the cursors written last, a failed write that changes nothing, and the states and files
 * it refuses or leaves alone.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openParquetStore, ParquetStoreError } from '../../../../src/analytics/history/parquet.ts'
import type { AnalyticsStore, StoreRow } from '../../../../src/analytics/history/store.ts'
import {
  columnTypes,
  filesUnder,
  readParquetFile,
  readSyncState,
  parquetOptions,
  readTable,
} from '../../../support/parquet-store.ts'

let folder: string
let store: AnalyticsStore
beforeEach(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'parquet-store-')), 'store')
  store = await openParquetStore(parquetOptions(folder))
})
afterEach(async () => {
  await store.close()
  await rm(join(folder, '..'), { recursive: true, force: true })
})

const P = 'proj_1'
const view = (date: string, path: string, human: number, ai = 0): StoreRow => ({
  project_id: P,
  date,
  path,
  human,
  ai,
  total: human + ai,
})
const feedback = (
  date: string,
  id: string,
  status: string,
  createdAt: string | null,
): StoreRow => ({
  project_id: P,
  date,
  id,
  path: '/docs/a',
  created_at: createdAt,
  source: 'contextual',
  status,
  helpful: true,
  comment: 'two\nlines, "quoted" 日本語',
  code: null,
  filename: null,
  lang: null,
  contact: null,
})

describe('the layout and the types another reader sees', () => {
  it('one Hive partition per table, project and day, with INT64, DOUBLE, TIMESTAMP, BOOLEAN and UTF8 columns', async () => {
    await store.writeDay(P, '2026-10-01', [
      { table: 'page_views', rows: [view('2026-10-01', '/a', 3, 1), view('2026-10-01', '/b', 2)] },
      {
        table: 'searches',
        rows: [
          {
            project_id: P,
            date: '2026-10-01',
            search_query: 'sso',
            hits: 12,
            ctr: 0.25,
            top_clicked_page: null,
            last_searched_at: '2026-10-01T13:14:15.678Z',
          },
        ],
      },
      {
        table: 'feedback',
        rows: [feedback('2026-10-01', 'fb_1', 'pending', '2026-10-01T08:00:00.000Z')],
      },
    ])
    // The lock while the sync runs; the .gitignore that keeps it (and unfinished files) out of git.
    expect(await filesUnder(folder)).toEqual([
      '.gitignore',
      '.sync.lock',
      'feedback/project_id=proj_1/date=2026-10-01/data.parquet',
      'page_views/project_id=proj_1/date=2026-10-01/data.parquet',
      'searches/project_id=proj_1/date=2026-10-01/data.parquet',
      'sync-state.json',
    ])
    const partition = (table: string) => join(folder, table, `project_id=${P}`, 'date=2026-10-01')
    expect(await columnTypes(join(partition('searches'), 'data.parquet'))).toEqual({
      search_query: 'BYTE_ARRAY UTF8 REQUIRED',
      hits: 'INT64 REQUIRED',
      ctr: 'DOUBLE REQUIRED',
      top_clicked_page: 'BYTE_ARRAY UTF8 OPTIONAL',
      last_searched_at: 'INT64 TIMESTAMP_MILLIS REQUIRED',
    })
    expect((await columnTypes(join(partition('feedback'), 'data.parquet'))).helpful).toBe(
      'BOOLEAN OPTIONAL',
    )
    // The file holds the columns; the partition's folders hold project_id and date.
    expect(await readParquetFile(join(partition('searches'), 'data.parquet'))).toEqual([
      {
        search_query: 'sso',
        hits: 12n,
        ctr: 0.25,
        top_clicked_page: null,
        last_searched_at: new Date('2026-10-01T13:14:15.678Z'),
      },
    ])
    expect(await readTable(folder, 'feedback')).toEqual([
      feedback('2026-10-01', 'fb_1', 'pending', '2026-10-01T08:00:00.000Z'),
    ])
    expect(await readSyncState(folder)).toEqual({
      format: 1,
      projects: {
        proj_1: { feedback: '2026-10-01', page_views: '2026-10-01', searches: '2026-10-01' },
      },
    })
  })
})

describe('days and items', () => {
  it("a day's rows replace that day's rows; other days and projects stay", async () => {
    await store.writeDay(P, '2026-10-01', [
      { table: 'page_views', rows: [view('2026-10-01', '/a', 1)] },
    ])
    await store.writeDay(P, '2026-10-02', [
      { table: 'page_views', rows: [view('2026-10-02', '/a', 2)] },
    ])
    await store.writeDay('proj_2', '2026-10-01', [
      { table: 'page_views', rows: [{ ...view('2026-10-01', '/z', 9), project_id: 'proj_2' }] },
    ])
    await store.writeDay(P, '2026-10-01', [
      { table: 'page_views', rows: [view('2026-10-01', '/b', 5)] },
    ])
    expect(await readTable(folder, 'page_views')).toEqual([
      view('2026-10-01', '/b', 5),
      view('2026-10-02', '/a', 2),
      { ...view('2026-10-01', '/z', 9), project_id: 'proj_2' },
    ])
    expect(await store.cursors(P)).toEqual(new Map([['page_views', '2026-10-02']]))
    expect(await store.ranges(P)).toEqual(
      new Map([['page_views', { from: '2026-10-01', to: '2026-10-02' }]]),
    )
  })

  it('a day with no rows removes that day, and a cursor never moves back', async () => {
    await store.writeDay(P, '2026-10-02', [
      { table: 'page_views', rows: [view('2026-10-02', '/a', 2)] },
    ])
    await store.writeDay(P, '2026-10-01', [
      { table: 'page_views', rows: [view('2026-10-01', '/a', 1)] },
    ])
    await store.writeDay(P, '2026-10-02', [{ table: 'page_views', rows: [] }])
    expect(await readTable(folder, 'page_views')).toEqual([view('2026-10-01', '/a', 1)])
    expect(await store.cursors(P)).toEqual(new Map([['page_views', '2026-10-02']]))
  })

  it('items are merged by key in the partition of their own day: one row, the newer values', async () => {
    await store.writeDay(P, '2026-10-02', [
      {
        table: 'feedback',
        rows: [
          feedback('2026-10-01', 'fb_1', 'pending', '2026-10-01T23:00:00.000Z'),
          feedback('2026-10-02', 'fb_2', 'pending', '2026-10-02T01:00:00.000Z'),
        ],
      },
    ])
    await store.writeDay(P, '2026-10-02', [
      {
        table: 'feedback',
        rows: [feedback('2026-10-01', 'fb_1', 'resolved', '2026-10-01T23:00:00.000Z')],
      },
    ])
    expect(await readTable(folder, 'feedback')).toEqual([
      feedback('2026-10-01', 'fb_1', 'resolved', '2026-10-01T23:00:00.000Z'),
      feedback('2026-10-02', 'fb_2', 'pending', '2026-10-02T01:00:00.000Z'),
    ])
    // Another store opened on the folder reads the same cursors: they are on disk.
    await store.close()
    const again = await openParquetStore(parquetOptions(folder))
    expect(await again.cursors(P)).toEqual(new Map([['feedback', '2026-10-02']]))
    await again.close()
  })
})

describe('failures leave the store as it was', () => {
  it('a file that cannot be written: no file of the day changes, no temporary file stays, the cursor stays', async () => {
    await store.writeDay(P, '2026-10-01', [
      { table: 'page_views', rows: [view('2026-10-01', '/a', 1)] },
    ])
    const before = await readFile(join(folder, 'sync-state.json'), 'utf8')
    // A file where the day's visitors partition goes: the day's page views must not change either.
    await mkdir(join(folder, 'visitors', `project_id=${P}`), { recursive: true })
    await writeFile(join(folder, 'visitors', `project_id=${P}`, 'date=2026-10-01'), 'not ours')
    const error = await store
      .writeDay(P, '2026-10-01', [
        { table: 'page_views', rows: [view('2026-10-01', '/new', 7)] },
        { table: 'visitors', rows: [view('2026-10-01', '/new', 7)] },
      ])
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParquetStoreError)
    expect((error as Error).message).toMatch(
      /^Input `store`: writing visitors\/project_id=proj_1\/date=2026-10-01\/data\.parquet in .* failed: .*; the day 2026-10-01 was not stored and its cursor did not move\.$/,
    )
    expect(await readTable(folder, 'page_views')).toEqual([view('2026-10-01', '/a', 1)])
    expect(await readFile(join(folder, 'sync-state.json'), 'utf8')).toBe(before)
    expect(await store.cursors(P)).toEqual(new Map([['page_views', '2026-10-01']]))
    expect((await filesUnder(folder)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('temporary files a killed run left are removed; files that are not the store’s are left alone', async () => {
    const partition = join(folder, 'page_views', `project_id=${P}`, 'date=2026-10-01')
    await mkdir(partition, { recursive: true })
    await writeFile(join(partition, '.data.parquet.0123456789ab.tmp'), 'half a file')
    await writeFile(join(partition, 'notes.txt'), 'mine')
    await writeFile(join(folder, '.sync-state.json.0123456789ab.tmp'), '{')
    await writeFile(join(folder, 'README.md'), '# our analytics')
    await store.close()
    store = await openParquetStore(parquetOptions(folder))
    await store.writeDay(P, '2026-10-01', [
      { table: 'page_views', rows: [view('2026-10-01', '/a', 1)] },
    ])
    await store.close()
    expect(await filesUnder(folder)).toEqual([
      '.gitignore',
      'README.md',
      'page_views/project_id=proj_1/date=2026-10-01/data.parquet',
      'page_views/project_id=proj_1/date=2026-10-01/notes.txt',
      'sync-state.json',
    ])
  })

  it('refuses an id or a date that would not be one folder', async () => {
    for (const projectId of ['..', 'a/b', 'x=y', '']) {
      await expect(store.writeDay(projectId, '2026-10-01', [])).rejects.toThrow(ParquetStoreError)
    }
    await expect(store.writeDay(P, '2026-10-01/..', [])).rejects.toThrow(/not a day/)
    await expect(
      store.writeDay(P, '2026-10-02', [
        { table: 'page_views', rows: [view('2026-10-01', '/a', 1)] },
      ]),
    ).rejects.toThrow(/not of the day 2026-10-02/)
  })
})

describe('a state it cannot read is refused and left untouched', () => {
  // The folder as another run finds it: no sync holds it.
  beforeEach(() => store.close())

  it.each([
    ['does not parse', '{"format": 1, "projects": '],
    ['is not a state', '{"format": "one"}'],
    [
      'holds a cursor that is not a day',
      '{"format": 1, "projects": {"p": {"page_views": "soon"}}}',
    ],
  ])('a sync-state.json that %s', async (_, text) => {
    await writeFile(join(folder, 'sync-state.json'), text)
    const error = await openParquetStore(parquetOptions(folder)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParquetStoreError)
    expect((error as ParquetStoreError).failure).toBe('unreadable-state')
    expect((error as Error).message).toMatch(
      /^Input `store`: sync-state\.json in .* is not a sync state this action wrote .*left untouched/,
    )
    expect(await readFile(join(folder, 'sync-state.json'), 'utf8')).toBe(text)
    // Not even the lock stays behind (the first open wrote the .gitignore).
    expect(await filesUnder(folder)).toEqual(['.gitignore', 'sync-state.json'])
  })

  it('a store of a newer format', async () => {
    const text = '{"format": 2, "projects": {}, "partitions": "by month"}'
    await writeFile(join(folder, 'sync-state.json'), text)
    const error = await openParquetStore(parquetOptions(folder)).catch((e: unknown) => e)
    expect((error as ParquetStoreError).failure).toBe('newer-format')
    expect((error as Error).message).toMatch(/newer layout .* left untouched/)
    expect(await readFile(join(folder, 'sync-state.json'), 'utf8')).toBe(text)
  })

  it('a folder that is a file', async () => {
    const file = join(folder, '..', 'a-file')
    await writeFile(file, '')
    await expect(openParquetStore(parquetOptions(file))).rejects.toThrow(
      /^Input `store`: .*a-file is not a folder\.$/,
    )
  })
})
