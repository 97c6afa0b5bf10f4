/**
 * What an export writes, end to end through the bundle: page paths that a spreadsheet would run
 * as formulas are neutralised in the CSV (and kept as served in JSON and NDJSON), and a symlink
 * planted in `output-dir` is never written through. See docs/security.md.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterEach, describe, expect, it } from 'vitest'
import { useSimulator } from '../support/e2e.ts'

const ctx = useSimulator()
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
    const result = await ctx.run({
      mode: 'analytics',
      ...range,
      format: 'json,csv,ndjson',
      'output-dir': outputDir,
      'upload-artifact': 'false',
    })
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
    const result = await ctx.run({
      mode: 'analytics',
      ...range,
      format: 'json,csv',
      'output-dir': outputDir,
      'upload-artifact': 'false',
    })
    expect(result.code).toBe(0)
    expect(await readFile(victim, 'utf8')).toBe('precious\n')
    expect((await readdir(outputDir)).sort()).toEqual([
      `.${stem}.json.partial`,
      `${stem}.csv`,
      `${stem}.json`,
    ])
  })
})
