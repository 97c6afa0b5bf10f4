/**
 * What an export writes, end to end (the bundle's wiring in process on a FakeClock,
 * test/support/in-process.ts): page paths that a spreadsheet would run as formulas are
 * neutralised in the CSV (and kept as served in JSON and NDJSON), and a symlink planted in
 * `output-dir` is never written through. See docs/security.md.
 */
import { lstat, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterEach, describe, expect, it } from 'vitest'
import { useSimulator } from '../support/e2e.ts'
import { FakeClock } from '../support/fake-clock.ts'

const ctx = useSimulator()
const routed = (route: string) => ctx.sim.requests.filter((r) => r.route === route)
const range = { 'date-from': '2026-10-01', 'date-to': '2026-10-02' }
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
})

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'export-files-'))
  dirs.push(dir)
  return dir
}

const FORMULAS = [
  '=HYPERLINK("https://evil.example","click")',
  '+SUM(1,2)',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '／docs',
  '＝1+1',
]

describe('export files', () => {
  it('neutralises formulas in the CSV, keeps values as served in JSON and NDJSON', async () => {
    const views = FORMULAS.map((path, i) => ({ path, human: i, ai: 0, total: i }))
    const total = views.reduce((sum, row) => sum + row.total, 0)
    ctx.sim.fault({
      route: 'views',
      body: { totals: { human: total, ai: 0, total }, views, hasMore: false },
    })
    const outputDir = await tempDir()
    const result = await ctx.runInProcess(
      {
        mode: 'analytics',
        ...range,
        format: 'json,csv,ndjson',
        'output-dir': outputDir,
        'upload-artifact': 'false',
      },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(0)
    const files = JSON.parse(result.outputs.files ?? '[]') as string[]
    const read = (ext: string) =>
      readFile(
        files.find((f) => f.endsWith(ext))!,
        'utf8',
      )

    const csv = parse(await read('.csv'), { columns: true }) as Record<string, string>[]
    const risky = /^[=+\-@\t\r＝＋－＠]/
    for (const row of csv) expect(row.path, row.path).not.toMatch(risky)
    expect(csv.map((row) => row.path)).toEqual(
      FORMULAS.map((path) => (risky.test(path) ? `'${path}` : path)),
    )
    // Numbers are never touched.
    expect(csv.map((row) => Number(row.total))).toEqual(views.map((row) => row.total))

    const json = JSON.parse(await read('.json')) as { views: { path: string }[] }
    expect(json.views.map((row) => row.path)).toEqual(FORMULAS)
    const ndjson = (await read('.ndjson')).trim().split('\n')
    expect(ndjson.map((line) => (JSON.parse(line) as { path: string }).path)).toEqual(FORMULAS)
  })

  it('writes through no symlink planted at the old partial name or at the final name', async () => {
    const outputDir = await tempDir()
    const outside = await tempDir()
    const victim = join(outside, 'victim.txt')
    await writeFile(victim, 'precious\n')
    const stem = `page-views-${range['date-from']}-${range['date-to']}`
    await mkdir(outputDir, { recursive: true })
    await symlink(victim, join(outputDir, `.${stem}.json.partial`))
    await symlink(victim, join(outputDir, `${stem}.csv`))
    await symlink(victim, join(outputDir, 'report.md'))
    const result = await ctx.runInProcess(
      {
        mode: 'analytics',
        ...range,
        format: 'json,csv',
        'output-dir': outputDir,
        'upload-artifact': 'false',
      },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(0)
    expect(await readFile(victim, 'utf8')).toBe('precious\n')
    expect((await readdir(outputDir)).sort()).toEqual([
      `.${stem}.json.partial`,
      `${stem}.csv`,
      `${stem}.json`,
      'report.md',
    ])
    // The digest replaced the link; it did not write through it.
    expect((await lstat(join(outputDir, 'report.md'))).isFile()).toBe(true)
  })
})

describe('odd counts', () => {
  const exportOnce = (outputDir: string) =>
    ctx.runInProcess(
      {
        mode: 'analytics',
        ...range,
        format: 'json,csv',
        'output-dir': outputDir,
        'upload-artifact': 'false',
      },
      { clock: new FakeClock() },
    )

  it('negative, fractional and inexact counts are kept as served, with one warning per kind', async () => {
    const views = [
      { path: '/neg', human: -3, ai: 0, total: -3 },
      { path: '/frac', human: 1.5, ai: 0, total: 1.5 },
      { path: '/huge', human: 2 ** 53 + 2, ai: 0, total: 2 ** 53 + 2 },
      { path: '/ok', human: 1, ai: 1, total: 2 },
    ]
    const totals = { human: 2 ** 53 + 2 - 3 + 1.5 + 1, ai: 1, total: 2 ** 53 + 2 - 3 + 1.5 + 2 }
    ctx.sim.fault({ route: 'views', body: { totals, views, hasMore: false } })
    const result = await exportOnce(await tempDir())
    expect(result.code).toBe(0)
    expect(routed('views')).toHaveLength(1)
    const warnings = result.commands.filter((c) => c.command === 'warning').map((c) => c.message)
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^1 row has a negative count, e\.g\. "\/neg" \(row 1: human -3\)/),
        expect.stringMatching(
          /^1 row has a fractional count, e\.g\. "\/frac" \(row 2: human 1\.5\)/,
        ),
        expect.stringMatching(/^1 row has a count above 2\^53 .* "\/huge"/),
      ]),
    )
    const files = JSON.parse(result.outputs.files ?? '[]') as string[]
    const json = JSON.parse(await readFile(files[0]!, 'utf8')) as { views: unknown[] }
    expect(json.views).toEqual(views)
  })

  it('a count JSON cannot hold (1e309) refuses the page once, without retrying it', async () => {
    ctx.sim.fault({
      route: 'views',
      times: Infinity,
      body: '{"totals":{"human":1,"ai":0,"total":1},"views":[{"path":"/a","human":1e309,"ai":0,"total":1}],"hasMore":false}',
    })
    const outputDir = await tempDir()
    const result = await exportOnce(outputDir)
    expect(result.code).toBe(1)
    expect(routed('views')).toHaveLength(1)
    expect(result.commands.filter((c) => c.command === 'error').map((c) => c.message)).toEqual([
      expect.stringMatching(/views\.0\.human is not a finite number/),
    ])
    expect(await readdir(outputDir)).toEqual([])
  })
})
