import { chmod, lstat, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PageViewRow } from '../../../src/shared/mintlify/schemas.ts'
import { stringify as stringifyCsv } from 'csv-stringify/sync'
import {
  csvRecord,
  type CsvValue,
  exportFileName,
  fileSafe,
  openExportWriters,
  writeWithBackpressure,
} from '../../../src/analytics/writers.ts'
import { parseCsv, rowsOf, sumRows } from './fake-views.ts'
import { loadDataset } from '../../../src/analytics/datasets/catalogue.ts'

const PAGE_VIEWS = (await loadDataset('views', { includeContact: false, compare: false })).layout

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'writers-'))
})
afterEach(async () => {
  await chmod(dir, 0o700).catch(() => undefined)
  await rm(dir, { recursive: true, force: true })
})

const header = {
  projectId: 'proj_1',
  dateFrom: '2026-11-14',
  dateTo: '2026-11-21',
  exportedAt: '2026-11-21T10:00:00.000Z',
}

const tricky: PageViewRow[] = [
  { path: '/plain', human: 1, ai: 2, total: 3 },
  { path: '/a,b', human: 0, ai: 0, total: 0 },
  { path: '/say "hi"', human: 5, ai: 0, total: 5 },
  { path: '/multi\nline\r\nbreak', human: 1, ai: 1, total: 2 },
  { path: '/straße/日本語/😀', human: 10, ai: 20, total: 30 },
  { path: '"', human: 1.5, ai: 0.25, total: 1.75 },
  { path: ' leading space,', human: 1e6, ai: 0, total: 1e6 },
  { path: '', human: 0, ai: 1, total: 1 },
]

async function exportRows(
  rows: PageViewRow[],
  formats: ('json' | 'csv' | 'ndjson')[],
  pageSize = 3,
  outputDir = dir,
): Promise<string[]> {
  const writers = await openExportWriters(outputDir, formats, header, PAGE_VIEWS)
  for (let i = 0; i < rows.length; i += pageSize) {
    await writers.writeRows(rows.slice(i, i + pageSize))
  }
  return writers.complete({ totals: sumRows(rows) })
}

function csvRows(text: string): PageViewRow[] {
  const [head, ...records] = parseCsv(text)
  expect(head).toEqual(['path', 'human', 'ai', 'total'])
  return records.map(([p, h, a, t]) => ({
    path: p as string,
    human: Number(h),
    ai: Number(a),
    total: Number(t),
  }))
}

describe('file names', () => {
  it('are page-views-<from>-<to>.<ext>, safe for date-times', () => {
    expect(exportFileName('page-views', '2026-11-14', '2026-11-21', 'csv')).toBe(
      'page-views-2026-11-14-2026-11-21.csv',
    )
    expect(
      exportFileName('page-views', '2026-11-14T10:00:00+02:00', '2026-11-21T00:00:00.5Z', 'json'),
    ).toBe('page-views-2026-11-14T10-00-00+02-00-2026-11-21T00-00-00.5Z.json')
    expect(fileSafe('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j')
  })
})

describe('formats round-trip the rows exactly', () => {
  it('JSON, CSV and NDJSON with commas, quotes, newlines, non-ASCII', async () => {
    const files = await exportRows(tricky, ['json', 'csv', 'ndjson'])
    expect(files).toEqual(
      ['json', 'csv', 'ndjson'].map((ext) =>
        path.join(dir, `page-views-2026-11-14-2026-11-21.${ext}`),
      ),
    )
    expect((await readdir(dir)).sort()).toEqual(files.map((f) => path.basename(f)).sort())

    const json = JSON.parse(await readFile(files[0] as string, 'utf8')) as Record<string, unknown>
    expect(json).toEqual({ ...header, totals: sumRows(tricky), views: tricky })

    const csv = await readFile(files[1] as string, 'utf8')
    expect(csvRows(csv)).toEqual(tricky)
    expect(csv.startsWith('path,human,ai,total\n/plain,1,2,3\n"/a,b",0,0,0\n')).toBe(true)
    expect(csv).toContain('"/say ""hi""",5,0,5\n')
    expect(csv).toContain('"/multi\nline\r\nbreak",1,1,2\n')
    expect(csv).toContain('/straße/日本語/😀,10,20,30\n')
    expect(csv.charCodeAt(0)).toBe('p'.charCodeAt(0)) // no BOM

    const ndjson = await readFile(files[2] as string, 'utf8')
    expect(ndjson.endsWith('\n')).toBe(true)
    expect(
      ndjson
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual(tricky)
  })

  it('empty exports are valid files', async () => {
    const files = await exportRows([], ['json', 'csv', 'ndjson'])
    expect(JSON.parse(await readFile(files[0] as string, 'utf8'))).toEqual({
      ...header,
      totals: { human: 0, ai: 0, total: 0 },
      views: [],
    })
    expect(await readFile(files[1] as string, 'utf8')).toBe('path,human,ai,total\n')
    expect(await readFile(files[2] as string, 'utf8')).toBe('')
  })

  it('writes many pages in order, and skips empty pages', async () => {
    const rows = rowsOf(2000)
    const writers = await openExportWriters(dir, ['json', 'csv', 'ndjson'], header, PAGE_VIEWS)
    for (let i = 0; i < rows.length; i += 250) {
      await writers.writeRows(rows.slice(i, i + 250))
      await writers.writeRows([])
    }
    const files = await writers.complete({ totals: sumRows(rows) })
    const json = JSON.parse(await readFile(files[0] as string, 'utf8')) as { views: unknown }
    expect(json.views).toEqual(rows)
    expect(csvRows(await readFile(files[1] as string, 'utf8'))).toEqual(rows)
    const nd = (await readFile(files[2] as string, 'utf8')).trimEnd().split('\n')
    expect(nd.map((l) => JSON.parse(l) as unknown)).toEqual(rows)
  })

  it('ignores a repeated format and creates a missing directory', async () => {
    const nested = path.join(dir, 'a', 'b')
    const files = await exportRows(tricky, ['csv', 'csv'], 2, nested)
    expect(files).toEqual([path.join(nested, 'page-views-2026-11-14-2026-11-21.csv')])
  })

  it('JSON is one row per line', async () => {
    const files = await exportRows(tricky.slice(0, 2), ['json'])
    expect(await readFile(files[0] as string, 'utf8')).toBe(
      [
        '{',
        '  "projectId": "proj_1",',
        '  "dateFrom": "2026-11-14",',
        '  "dateTo": "2026-11-21",',
        '  "exportedAt": "2026-11-21T10:00:00.000Z",',
        '  "views": [',
        '    {"path":"/plain","human":1,"ai":2,"total":3},',
        '    {"path":"/a,b","human":0,"ai":0,"total":0}',
        '  ],',
        '  "totals": {"human":1,"ai":2,"total":3}',
        '}',
        '',
      ].join('\n'),
    )
  })
})

describe('CSV lines', () => {
  it('are what csv-stringify writes with escape_formulas, for every kind of cell', () => {
    const parts = [
      '',
      'a',
      ',',
      '"',
      '\n',
      '\r',
      '\r\n',
      '=',
      '+',
      '-',
      '@',
      '\t',
      "'",
      ' ',
      '日',
      '\uFF1D',
      '\uFF0B',
      '\uFF0D',
      '\uFF20',
      '😀',
      ';',
    ]
    const cells: CsvValue[] = [
      0,
      -1,
      -0.5,
      1e21,
      Number.NaN,
      Infinity,
      -Infinity,
      2 ** 53 + 2,
      true,
      false,
      null,
      undefined,
    ]
    // Every string of up to three parts: each special character first, last, alone and together.
    for (const a of parts) for (const b of parts) for (const c of parts) cells.push(a + b + c)
    const columns = [0, 1, 2].map((i) => ({ name: `c${i}`, value: (row: CsvValue[]) => row[i] }))
    const rows = cells.map((_, i) => [
      cells[i],
      cells[(i * 7) % cells.length],
      cells[(i * 13) % cells.length],
    ])
    const ours = rows.map((row) => csvRecord(row, columns))
    // csv-stringify over all the rows at once (a stringifier for each row was over half of this
    // test's CPU); row by row only to name the first row that differs.
    const theirs = stringifyCsv(rows, { escape_formulas: true })
    if (ours.join('') !== theirs) {
      for (const [i, row] of rows.entries()) {
        expect(ours[i], `row ${i}`).toBe(stringifyCsv([row], { escape_formulas: true }))
      }
    }
    expect(ours.join('')).toBe(theirs)
    expect(ours).toHaveLength(cells.length)
  })
})

describe('partial files', () => {
  it('are hidden .partial files until complete, then renamed', async () => {
    const writers = await openExportWriters(dir, ['json', 'csv'], header, PAGE_VIEWS)
    await writers.writeRows(tricky)
    const partial = /^\.page-views-2026-11-14-2026-11-21\.(json|csv)\.[0-9a-f]{12}\.partial$/
    const names = (await readdir(dir)).sort()
    expect(names).toHaveLength(2)
    for (const name of names) expect(name).toMatch(partial)
    expect(writers.partialFiles.map((f) => path.basename(f)).sort()).toEqual(names)
    await writers.complete({ totals: sumRows(tricky) })
    expect((await readdir(dir)).sort()).toEqual([
      'page-views-2026-11-14-2026-11-21.csv',
      'page-views-2026-11-14-2026-11-21.json',
    ])
  })

  it('are removed on abort, leaving nothing that looks like an export', async () => {
    const writers = await openExportWriters(dir, ['json', 'csv', 'ndjson'], header, PAGE_VIEWS)
    await writers.writeRows(tricky)
    await writers.abort()
    await writers.abort() // idempotent
    expect(await readdir(dir)).toEqual([])
    await expect(writers.writeRows(tricky)).rejects.toThrow(/aborted/)
    await expect(writers.complete({ totals: sumRows(tricky) })).rejects.toThrow(/aborted/)
  })

  it('keep an earlier complete export of the same range until replaced', async () => {
    await exportRows(tricky, ['csv'])
    const writers = await openExportWriters(dir, ['csv'], header, PAGE_VIEWS)
    await writers.writeRows(tricky.slice(0, 1))
    await writers.abort()
    expect(
      csvRows(
        await readFile(
          path.join(dir, exportFileName('page-views', '2026-11-14', '2026-11-21', 'csv')),
          'utf8',
        ),
      ),
    ).toEqual(tricky)
  })

  it('a directory that cannot be created fails before any row', async () => {
    const blocker = path.join(dir, 'file')
    await writeFile(blocker, 'x')
    await expect(
      openExportWriters(path.join(blocker, 'sub'), ['csv'], header, PAGE_VIEWS),
    ).rejects.toThrow(/EEXIST|ENOTDIR/)
  })

  it.skipIf(process.getuid?.() === 0)(
    'an unwritable directory fails at open and leaves nothing',
    async () => {
      await chmod(dir, 0o500)
      await expect(openExportWriters(dir, ['json', 'csv'], header, PAGE_VIEWS)).rejects.toThrow(
        /EACCES/,
      )
      await chmod(dir, 0o700)
      expect(await readdir(dir)).toEqual([])
    },
  )

  it('a failing rename removes what was already renamed', async () => {
    const writers = await openExportWriters(dir, ['json', 'csv'], header, PAGE_VIEWS)
    await writers.writeRows(tricky)
    // A directory where the CSV should land makes its rename fail.
    const { mkdir } = await import('node:fs/promises')
    await mkdir(path.join(dir, 'page-views-2026-11-14-2026-11-21.csv'))
    await mkdir(path.join(dir, 'page-views-2026-11-14-2026-11-21.csv', 'x'))
    await expect(writers.complete({ totals: sumRows(tricky) })).rejects.toThrow()
    expect((await readdir(dir)).sort()).toEqual(['page-views-2026-11-14-2026-11-21.csv'])
  })
})

describe('planted links', () => {
  it('follows no symlink at the old predictable partial name or at the final name', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'outside-'))
    const victim = path.join(outside, 'victim.txt')
    await writeFile(victim, 'precious\n')
    const json = exportFileName('page-views', header.dateFrom, header.dateTo, 'json')
    await symlink(victim, path.join(dir, `.${json}.partial`))
    await symlink(
      victim,
      path.join(dir, exportFileName('page-views', header.dateFrom, header.dateTo, 'csv')),
    )
    const writers = await openExportWriters(dir, ['json', 'csv'], header, PAGE_VIEWS)
    await writers.writeRows(tricky)
    await writers.complete({ totals: sumRows(tricky) })
    expect(await readFile(victim, 'utf8')).toBe('precious\n')
    // The final CSV replaced the planted link with a real file.
    const csv = path.join(dir, exportFileName('page-views', header.dateFrom, header.dateTo, 'csv'))
    expect((await lstat(csv)).isSymbolicLink()).toBe(false)
    await rm(outside, { recursive: true, force: true })
  })
})

describe('backpressure', () => {
  it('waits for drain when the buffer is full', async () => {
    const stream = new PassThrough({ highWaterMark: 4 })
    let drained = false
    const write = writeWithBackpressure(stream, 'more than four bytes').then(() => {
      drained = true
    })
    await new Promise((r) => setImmediate(r))
    expect(drained).toBe(false)
    stream.read()
    await write
    expect(drained).toBe(true)
  })

  it('rejects when the stream fails or closes while waiting', async () => {
    const failing = new PassThrough({ highWaterMark: 4 })
    const pending = writeWithBackpressure(failing, 'more than four bytes')
    failing.destroy(new Error('disk full'))
    await expect(pending).rejects.toThrow('disk full')

    const closing = new PassThrough({ highWaterMark: 4 })
    const pending2 = writeWithBackpressure(closing, 'more than four bytes')
    closing.destroy()
    await expect(pending2).rejects.toThrow(/closed/)

    await expect(writeWithBackpressure(closing, 'x')).rejects.toThrow(/closed/)
  })
})
