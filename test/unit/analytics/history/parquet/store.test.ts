/**
 * The Parquet store on a real folder, read back with hyparquet (not the store's own reader):
 * the Hive layout, the column types, a day replaced whole, items merged by key (one row per key
 * whatever its day), the stored ranges written last, a failed write that changes nothing, and
 * the states and files it refuses or leaves alone.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  openParquetStore,
  ParquetStoreError,
} from '../../../../../src/analytics/history/parquet/store.ts'
import type { AnalyticsStore, StoreRow } from '../../../../../src/analytics/history/store.ts'
import {
  columnTypes,
  filesUnder,
  readParquetFile,
  readSyncState,
  parquetOptions,
  readTable,
} from '../../../../support/parquet-store.ts'

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
/** The day the tests run on, for the ranges' check. */
const TODAY = '2026-11-21'
const range = (first: string, last: string) => ({ first, last })
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
    const days = { feedback: '2026-10-01', page_views: '2026-10-01', searches: '2026-10-01' }
    expect(await readSyncState(folder)).toEqual({
      format: 1,
      projects: { proj_1: days },
      first_days: { proj_1: days },
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
    expect(await store.ranges(P, TODAY)).toEqual(
      new Map([['page_views', range('2026-10-01', '2026-10-02')]]),
    )
    expect(await store.ranges('proj_2', TODAY)).toEqual(
      new Map([['page_views', range('2026-10-01', '2026-10-01')]]),
    )
  })

  it('a day with no rows removes that day, and a range never shrinks: it grows at either end', async () => {
    await store.writeDay(P, '2026-10-02', [
      { table: 'page_views', rows: [view('2026-10-02', '/a', 2)] },
    ])
    await store.writeDay(P, '2026-10-01', [
      { table: 'page_views', rows: [view('2026-10-01', '/a', 1)] },
    ])
    await store.writeDay(P, '2026-10-02', [{ table: 'page_views', rows: [] }])
    expect(await readTable(folder, 'page_views')).toEqual([view('2026-10-01', '/a', 1)])
    expect(await store.ranges(P, TODAY)).toEqual(
      new Map([['page_views', range('2026-10-01', '2026-10-02')]]),
    )
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
    // Another store opened on the folder reads the same ranges: they are on disk.
    await store.close()
    const again = await openParquetStore(parquetOptions(folder))
    expect(await again.ranges(P, TODAY)).toEqual(
      new Map([['feedback', range('2026-10-02', '2026-10-02')]]),
    )
    await again.close()
  })

  it('a feedback item whose createdAt appears later stays one row, under its new day (the repro)', async () => {
    // Served on 2026-10-01 without a time: filed under the day it was served for.
    await store.writeDay(P, '2026-10-01', [
      { table: 'feedback', rows: [feedback('2026-10-01', 'fb_1', 'pending', null)] },
    ])
    // Read again later with its time, on another day: the item moves, it is not copied.
    await store.writeDay(P, '2026-10-03', [
      {
        table: 'feedback',
        rows: [feedback('2026-10-02', 'fb_1', 'resolved', '2026-10-02T09:00:00.000Z')],
      },
    ])
    expect(await readTable(folder, 'feedback')).toEqual([
      feedback('2026-10-02', 'fb_1', 'resolved', '2026-10-02T09:00:00.000Z'),
    ])
    expect(await filesUnder(folder)).toEqual([
      '.gitignore',
      '.sync.lock',
      'feedback/project_id=proj_1/date=2026-10-02/data.parquet',
      'sync-state.json',
    ])
    // A store opened afresh finds the item where it is now, and moves it again if it must.
    await store.close()
    const again = await openParquetStore(parquetOptions(folder))
    await again.writeItems(P, {
      table: 'feedback',
      rows: [feedback('2026-10-04', 'fb_1', 'dismissed', '2026-10-04T00:00:00.000Z')],
    })
    await again.close()
    expect(
      (await readTable(folder, 'feedback')).map((row) => [row.id, row.date, row.status]),
    ).toEqual([['fb_1', '2026-10-04', 'dismissed']])
  })

  it('writeItems upserts items by key and moves no range', async () => {
    await store.writeDay(P, '2026-10-01', [
      {
        table: 'feedback',
        rows: [feedback('2026-10-01', 'fb_1', 'pending', '2026-10-01T08:00:00.000Z')],
      },
    ])
    await store.writeItems(P, {
      table: 'feedback',
      rows: [
        feedback('2026-10-01', 'fb_1', 'resolved', '2026-10-01T08:00:00.000Z'),
        feedback('2026-10-01', 'fb_2', 'pending', '2026-10-01T09:00:00.000Z'),
      ],
    })
    expect((await readTable(folder, 'feedback')).map((row) => [row.id, row.status])).toEqual([
      ['fb_1', 'resolved'],
      ['fb_2', 'pending'],
    ])
    expect(await store.ranges(P, TODAY)).toEqual(
      new Map([['feedback', range('2026-10-01', '2026-10-01')]]),
    )
    await expect(
      store.writeItems(P, { table: 'page_views', rows: [view('2026-10-01', '/a', 1)] }),
    ).rejects.toThrow(/page_views is not a table of items/)
  })

  it('items read again unchanged leave their file as it is; a changed one rewrites it', async () => {
    const first = feedback('2026-10-01', 'fb_1', 'pending', '2026-10-01T08:00:00.000Z')
    const second = feedback('2026-10-02', 'fb_2', 'pending', '2026-10-02T08:00:00.000Z')
    await store.writeItems(P, { table: 'feedback', rows: [first, second] })
    const file = (day: string) =>
      join(folder, 'feedback', `project_id=${P}`, `date=${day}`, 'data.parquet')
    const inode = async (day: string) => (await stat(file(day))).ino
    const before = { one: await inode('2026-10-01'), two: await inode('2026-10-02') }
    // The refresh reads both again: the first as it was, the second triaged.
    await store.writeItems(P, {
      table: 'feedback',
      rows: [first, { ...second, status: 'resolved' }],
    })
    expect(await inode('2026-10-01')).toBe(before.one)
    expect(await inode('2026-10-02')).not.toBe(before.two)
    expect((await readTable(folder, 'feedback')).map((row) => [row.id, row.status])).toEqual([
      ['fb_1', 'pending'],
      ['fb_2', 'resolved'],
    ])
    // A store opened afresh reads what it holds, and leaves it too.
    await store.close()
    store = await openParquetStore(parquetOptions(folder))
    await store.writeDay(P, '2026-10-01', [{ table: 'feedback', rows: [first] }])
    expect(await inode('2026-10-01')).toBe(before.one)
  })
})

describe('the stored ranges of a store written before first_days', () => {
  it("a table's first day is its first file, or its cursor without one, and is kept from its next day on", async () => {
    await store.writeDay(P, '2026-10-03', [
      { table: 'page_views', rows: [view('2026-10-03', '/a', 1)] },
    ])
    await store.writeDay(P, '2026-10-05', [
      { table: 'page_views', rows: [view('2026-10-05', '/a', 1)] },
    ])
    // As format 1 wrote it: the cursors only, and a table that never had a row.
    await writeFile(
      join(folder, 'sync-state.json'),
      JSON.stringify({
        format: 1,
        projects: { [P]: { page_views: '2026-10-05', feedback_by_page: '2026-10-05' } },
      }),
    )
    await store.close()
    const old = await openParquetStore(parquetOptions(folder))
    expect(await old.ranges(P, TODAY)).toEqual(
      new Map([
        ['page_views', range('2026-10-03', '2026-10-05')],
        ['feedback_by_page', range('2026-10-05', '2026-10-05')],
      ]),
    )
    await old.writeDay(P, '2026-10-06', [
      { table: 'page_views', rows: [view('2026-10-06', '/a', 1)] },
    ])
    expect((await readSyncState(folder)) as unknown).toMatchObject({
      projects: { [P]: { page_views: '2026-10-06', feedback_by_page: '2026-10-05' } },
      first_days: { [P]: { page_views: '2026-10-03' } },
    })
    await old.close()
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
      /^Input `store`: writing visitors\/project_id=proj_1\/date=2026-10-01\/data\.parquet in .* failed: .*; the day 2026-10-01 was not stored and its range did not move\.$/,
    )
    expect(await readTable(folder, 'page_views')).toEqual([view('2026-10-01', '/a', 1)])
    expect(await readFile(join(folder, 'sync-state.json'), 'utf8')).toBe(before)
    expect(await store.ranges(P, TODAY)).toEqual(
      new Map([['page_views', range('2026-10-01', '2026-10-01')]]),
    )
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
    ['holds a cursor that is not text', '{"format": 1, "projects": {"p": {"page_views": 7}}}'],
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

  it.each([
    ['2026-99-99', 'projects'],
    ['soon', 'projects'],
    ['2026-02-30', 'first_days'],
  ])(
    'a day that is not a calendar day (%s, in %s), named with the file, before any request',
    async (day, key) => {
      const text = JSON.stringify({
        format: 1,
        projects: { p: { page_views: '2026-10-01' } },
        [key]: { p: { page_views: day } },
      })
      await writeFile(join(folder, 'sync-state.json'), text)
      const error = await openParquetStore(parquetOptions(folder)).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ParquetStoreError)
      expect((error as Error).message).toMatch(
        new RegExp(
          `^Input \`store\`: sync-state\\.json in .* gives page_views of project "p" the day "${day}", which is not a calendar day \\(YYYY-MM-DD\\); the store was left untouched`,
        ),
      )
      expect(await readFile(join(folder, 'sync-state.json'), 'utf8')).toBe(text)
    },
  )

  it('a cursor after today (2099-01-01 would freeze the store), or a first day after the last, is refused naming the file', async () => {
    for (const [projects, firstDays, problem] of [
      [
        { page_views: '2099-01-01' },
        {},
        /says page_views is stored through 2099-01-01, after today \(2026-11-21, UTC\)/,
      ],
      [
        { page_views: '2026-10-01' },
        { page_views: '2026-10-05' },
        /says page_views starts on 2026-10-05, after its last day 2026-10-01/,
      ],
      [
        { page_views: '2026-10-01' },
        { page_views: '1999-12-31' },
        /gives page_views the day 1999-12-31, before 2000-01-01/,
      ],
    ] as const) {
      const text = JSON.stringify({
        format: 1,
        projects: { [P]: projects },
        first_days: { [P]: firstDays },
      })
      await writeFile(join(folder, 'sync-state.json'), text)
      const opened = await openParquetStore(parquetOptions(folder))
      const error = await opened.ranges(P, TODAY).catch((e: unknown) => e)
      await opened.close()
      expect(error).toBeInstanceOf(ParquetStoreError)
      expect((error as Error).message).toMatch(/^Input `store`: sync-state\.json in /)
      expect((error as Error).message).toMatch(problem)
      expect(await readFile(join(folder, 'sync-state.json'), 'utf8')).toBe(text)
    }
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
