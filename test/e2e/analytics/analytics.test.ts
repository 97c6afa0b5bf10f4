/**
 * Analytics mode end to end against the simulator. The upload runs the bundle as a process
 * (the artifact client reads the runner's variables from the process environment); the rest runs
 * the same wiring in process on a FakeClock (test/support/in-process.ts), so a Retry-After takes
 * no real time.
 */
import { readFile, readdir } from 'node:fs/promises'
import { basename } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../../fakes/artifact-service.ts'
import { errorsOf, useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { parseExport } from '../../support/exports.ts'

const ROWS = 1234
const ctx = useSimulator({ views: { rows: ROWS } })
let artifacts: ArtifactService
beforeEach(async () => {
  artifacts = await startArtifactService()
})
afterEach(() => artifacts.close())

const range = { 'date-from': '2026-10-01', 'date-to': '2026-11-01' }
const views = () => ctx.sim.requests.filter((r) => r.route === 'views')

/** Runs the bundle as a process: for the upload, which reads the process environment. */
function spawnedExport(inputs: Record<string, string> = {}) {
  return ctx.run({ mode: 'analytics', ...range, ...inputs }, { env: artifacts.env })
}

function exportRun(inputs: Record<string, string> = {}, clock = new FakeClock()) {
  return ctx.runInProcess({ mode: 'analytics', ...range, ...inputs }, { env: artifacts.env, clock })
}

describe('analytics mode: end to end', () => {
  it('exports every row in ceil(N / 250) requests over one connection, to files and an artifact', async () => {
    const result = await spawnedExport({ format: 'json,csv,ndjson', 'retention-days': '7' })
    expect(result.code).toBe(0)
    const expected = ctx.sim.expectedViews(range['date-from'], range['date-to'])
    const totals = ctx.sim.expectedTotals(range['date-from'], range['date-to'])
    expect(expected).toHaveLength(ROWS)

    expect(views().map((r) => [r.query.limit, r.query.offset])).toEqual(
      [0, 250, 500, 750, 1000].map((offset) => ['250', String(offset)]),
    )
    expect(
      views().every((r) => r.query.dateFrom === '2026-10-01' && r.query.dateTo === '2026-11-01'),
    ).toBe(true)
    expect(ctx.sim.connections).toBe(1)

    expect(result.outputs).toMatchObject({
      rows: String(ROWS),
      total: String(totals.total),
      human: String(totals.human),
      ai: String(totals.ai),
      'date-from': '2026-10-01',
      'date-to': '2026-11-01',
    })
    const files = JSON.parse(result.outputs.files ?? '[]') as string[]
    expect(files.map((f) => basename(f))).toEqual([
      'page-views-2026-10-01-2026-11-01.json',
      'page-views-2026-10-01-2026-11-01.csv',
      'page-views-2026-10-01-2026-11-01.ndjson',
      'report.md',
    ])
    const [report] = files.splice(3)
    expect(result.outputs.report).toBe(report)
    expect(result.outputs.requests).toBe(String(Math.ceil(ROWS / 250)))
    // report.md is the digest, and the same Markdown opens the step summary.
    const digest = await readFile(report!, 'utf8')
    expect(digest).toMatch(/^## Docs analytics\n/)
    expect(result.summary.startsWith(digest)).toBe(true)
    for (const file of files) {
      const parsed = parseExport(file, await readFile(file))
      expect(parsed.rows, file).toEqual(expected)
    }
    const json = parseExport(files[0]!, await readFile(files[0]!))
    expect(json.header).toMatchObject({
      projectId: ctx.sim.projectId,
      dateFrom: '2026-10-01',
      dateTo: '2026-11-01',
      totals,
    })

    // The real @actions/artifact uploaded a real zip holding the same rows.
    expect(artifacts.artifacts).toHaveLength(1)
    const [artifact] = artifacts.artifacts
    expect(artifact).toMatchObject({
      name: `page-views-${ctx.sim.projectId}-2026-10-01-2026-11-01`,
      retentionDays: 7,
    })
    expect(result.outputs['artifact-id']).toBe(String(artifact!.id))
    expect(result.outputs['artifact-url']).toBe(
      `https://github.com/acme/docs/actions/runs/9100000001/artifacts/${artifact!.id}`,
    )
    const zipped = artifact!.files()
    expect(Object.keys(zipped).sort()).toEqual([...files, report!].map((f) => basename(f)).sort())
    expect(zipped['report.md']?.toString()).toBe(digest)
    for (const [name, content] of Object.entries(zipped)) {
      if (name === 'report.md') continue
      expect(parseExport(name, content).rows, name).toEqual(expected)
    }
    expect(result.summary).toMatch(/```mermaid/)
    expect(result.summary).toContain(result.outputs['artifact-url'])
  })

  it('needs one request for an empty range and writes files with no rows', async () => {
    const result = await exportRun({
      'date-from': '2020-01-01',
      'date-to': '2020-02-01',
      'upload-artifact': 'false',
    })
    expect(result.code).toBe(0)
    expect(views()).toHaveLength(1)
    expect(result.outputs).toMatchObject({
      rows: '0',
      total: '0',
      'artifact-id': '',
      'artifact-url': '',
    })
    const csv = JSON.parse(result.outputs.files ?? '[]').find((f: string) => f.endsWith('.csv'))
    expect((await readFile(csv, 'utf8')).trim()).toBe('path,human,ai,total')
  })

  it('skips the upload with upload-artifact: false', async () => {
    const result = await exportRun({ 'upload-artifact': 'false' })
    expect(result.code).toBe(0)
    expect(artifacts.requests).toEqual([])
    expect(result.outputs['artifact-id']).toBe('')
  })

  it('waits out a 429 and retries a 503 mid-export at the same offset, losing no row', async () => {
    ctx.sim.fault({
      route: 'views',
      afterRequests: 1,
      status: 429,
      headers: { 'retry-after': '1' },
    })
    ctx.sim.fault({
      route: 'views',
      afterRequests: 1,
      status: 503,
      headers: { 'retry-after': '0' },
    })
    const result = await exportRun({ format: 'ndjson', 'upload-artifact': 'false' })
    expect(result.code).toBe(0)
    expect(views().map((r) => [r.query.offset, r.status])).toEqual([
      ['0', 200],
      ['250', 429],
      ['250', 200],
      ['500', 503],
      ['500', 200],
      ['750', 200],
      ['1000', 200],
    ])
    const [file] = JSON.parse(result.outputs.files ?? '[]') as string[]
    expect(parseExport(file!, await readFile(file!)).rows).toEqual(
      ctx.sim.expectedViews('2026-10-01', '2026-11-01'),
    )
  })

  it('computes a period in UTC from the run clock', async () => {
    const clock = new FakeClock()
    const now = new Date(clock.now())
    const result = await exportRun(
      { 'date-from': '', 'date-to': '', period: 'previous-month', 'upload-artifact': 'false' },
      clock,
    )
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 10)
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
      .toISOString()
      .slice(0, 10)
    expect(result.outputs).toMatchObject({ 'date-from': from, 'date-to': to })
    expect(views()[0]?.query).toMatchObject({ dateFrom: from, dateTo: to })
  })

  it.each([
    [{ format: 'xlsx' }, /`format` must be a comma-separated list of json, csv, ndjson/],
    [{ period: 'last-week', 'date-from': '', 'date-to': '' }, /`period` must be one of/],
    [{ 'page-size': '251' }, /`page-size` must be a whole number from 1 to 250/],
    [{ 'page-size': '0' }, /`page-size`/],
    [{ 'date-from': '2026-13-01' }, /`date-from` must be a real calendar date/],
    [
      { 'date-from': '2026-11-01', 'date-to': '2026-10-01' },
      /`date-from` must be before `date-to`/,
    ],
    [{ period: 'yesterday' }, /`period` cannot be combined with `date-from` or `date-to`/],
    [{ 'date-from': '', 'date-to': '2026-11-01' }, /`date-to` needs `date-from`/],
    [{ 'retention-days': '365' }, /`retention-days` must be a whole number from 1 to 90/],
    [{ 'artifact-name': 'a/b' }, /`artifact-name` is not a valid artifact name/],
    [{ 'upload-artifact': 'sometimes' }, /`upload-artifact` must be true or false/],
  ])('refuses %o with one sentence before any request', async (inputs, message) => {
    const result = await exportRun(inputs)
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([expect.stringMatching(message)])
    expect(ctx.sim.requests).toEqual([])
    expect(await readdir(result.runnerTemp)).toEqual([])
  })
})

describe('analytics mode: exactly two pages of rows', () => {
  const exact = useSimulator({ views: { rows: 500 } })

  it('makes no speculative request past the last page', async () => {
    const result = await exact.runInProcess(
      { mode: 'analytics', ...range, format: 'csv', 'upload-artifact': 'false' },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(0)
    expect(exact.sim.requests.map((r) => r.query.offset)).toEqual(['0', '250'])
    expect(result.outputs.rows).toBe('500')
  })
})
