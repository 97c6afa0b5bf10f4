import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AnalyticsSettings } from '../../../src/analytics/inputs.ts'
import { runAnalyticsMode, type AnalyticsModeDeps } from '../../../src/analytics/mode.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { RequestBudget } from '../../../src/shared/mintlify/budget.ts'
import { InputError } from '../../../src/shared/inputs.ts'
import { inertDeps } from '../../support/mode-deps.ts'
import { FakeViewsApi, rowsOf, sumRows } from './fake-views.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mode-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function settings(overrides: Partial<AnalyticsSettings> = {}): AnalyticsSettings {
  return {
    mode: 'analytics',
    apiKey: 'mint_x',
    projectId: 'proj_1',
    baseUrl: 'http://127.0.0.1:1',
    timeoutMs: 60_000,
    dateFrom: '2026-11-14',
    dateTo: '2026-11-21',
    pageSize: 250,
    formats: ['json', 'csv'],
    outputDir: dir,
    uploadArtifact: true,
    artifactName: 'pv',
    retentionDays: undefined,
    datasets: ['views'],
    maxRequests: 100,
    includeContact: false,
    previousRange: undefined,
    ...overrides,
  }
}

function io(api: FakeViewsApi, extra: Partial<AnalyticsModeDeps> = {}) {
  const outputs: Record<string, string> = {}
  const summaries: string[] = []
  const clock = new FakeClock()
  const value: AnalyticsModeDeps = {
    ...inertDeps(),
    api,
    budget: new RequestBudget(100),
    clock,
    deadline: clock.now() + 60_000,
    signal: new AbortController().signal,
    setOutput: (name, v) => {
      outputs[name] = v
    },
    writeSummary: async (md) => {
      summaries.push(md)
    },
    ...extra,
  }
  return { io: value, outputs, summaries }
}

describe('runAnalyticsMode', () => {
  it('sets every output and writes the summary', async () => {
    const api = new FakeViewsApi(300)
    const t = io(api, {
      uploadArtifact: async () => ({
        id: 7,
        url: 'https://github.com/o/r/actions/runs/1/artifacts/7',
      }),
    })
    expect(await runAnalyticsMode(settings(), t.io)).toEqual({
      state: 'exported',
      level: 'notice',
      sentence: `Exported 300 rows of views (2026-11-14 to 2026-11-21): 3 files in ${dir}.`,
    })
    const totals = sumRows(rowsOf(300))
    const files = [
      path.join(dir, 'page-views-2026-11-14-2026-11-21.json'),
      path.join(dir, 'page-views-2026-11-14-2026-11-21.csv'),
    ]
    expect(t.outputs).toEqual({
      'date-from': '2026-11-14',
      'date-to': '2026-11-21',
      'previous-date-from': '',
      'previous-date-to': '',
      rows: '300',
      total: String(totals.total),
      human: String(totals.human),
      ai: String(totals.ai),
      'total-previous': '',
      'human-previous': '',
      'ai-previous': '',
      'total-change': '',
      visitors: '',
      'visitors-previous': '',
      // The fake counts nothing; the client's budget does (see the end-to-end tests).
      requests: '0',
      datasets: JSON.stringify({ views: { rows: 300, requests: 2, files } }),
      files: JSON.stringify([...files, path.join(dir, 'report.md')]),
      report: path.join(dir, 'report.md'),
      'fix-next-prompt': '',
      'artifact-id': '7',
      'artifact-url': 'https://github.com/o/r/actions/runs/1/artifacts/7',
    })
    // The digest before the upload, the artifact's line after it.
    expect(t.summaries).toHaveLength(2)
    expect(t.summaries[0]).toContain('## Docs analytics')
    expect(t.summaries[0]).toContain('**Exported:** 300 rows of `views` in 2 requests')
    expect(t.summaries[1]).toContain(
      '**Artifact:** [pv](https://github.com/o/r/actions/runs/1/artifacts/7)',
    )
  })

  it('leaves the artifact outputs empty without an upload', async () => {
    const t = io(new FakeViewsApi(3))
    await runAnalyticsMode(settings({ uploadArtifact: false }), t.io)
    expect(t.outputs['artifact-id']).toBe('')
    expect(t.outputs['artifact-url']).toBe('')
    expect(t.outputs.rows).toBe('3')
  })

  it('a budget below the plan is refused as bad `max-requests` input, before any request', async () => {
    const api = new FakeViewsApi(3)
    const refusal = await runAnalyticsMode(
      settings({ maxRequests: 1, previousRange: { dateFrom: '2026-11-07', dateTo: '2026-11-14' } }),
      io(api).io,
    ).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(InputError)
    expect(refusal).toMatchObject({ input: 'max-requests' })
    expect(api.queries).toEqual([])
  })

  it('a failed export fails the step, keeps date outputs, and writes a failure summary', async () => {
    const api = new FakeViewsApi(1000)
    api.getViews = async () => {
      throw new Error('network down')
    }
    const t = io(api)
    expect(await runAnalyticsMode(settings(), t.io)).toMatchObject({
      state: 'failed',
      level: 'failure',
      sentence: expect.stringMatching(
        /^Exporting page views failed: network down\. Stopped after 0 pages/,
      ) as string,
    })
    expect(t.outputs).toEqual({
      'date-from': '2026-11-14',
      'date-to': '2026-11-21',
      'previous-date-from': '',
      'previous-date-to': '',
      requests: '0',
      'artifact-id': '',
      'artifact-url': '',
    })
    expect(t.summaries[0]).toMatch(
      /## Docs analytics export failed[\s\S]*> \[!CAUTION\]\n> Exporting page views failed/,
    )
    expect(await readdir(dir)).toEqual([])
  })

  it('an upload failure throws but still sets the export outputs', async () => {
    const t = io(new FakeViewsApi(3), {
      uploadArtifact: async () => {
        throw new Error('Uploading the artifact "pv" failed: nope. The files are still on disk: x.')
      },
    })
    await expect(runAnalyticsMode(settings(), t.io)).rejects.toThrow(/failed: nope/)
    expect(t.outputs.rows).toBe('3')
    expect(t.outputs['artifact-id']).toBe('')
    expect(JSON.parse(t.outputs.files ?? '[]')).toHaveLength(3)
    expect(t.summaries[1]).toContain(
      '> [!CAUTION]\n> Uploading the artifact "pv" failed\\: nope\\.',
    )
    expect((await readdir(dir)).sort()).toEqual([
      'page-views-2026-11-14-2026-11-21.csv',
      'page-views-2026-11-14-2026-11-21.json',
      'report.md',
    ])
  })

  it('cancellation during the upload: stops waiting at once, fails, says where the files are', async () => {
    const controller = new AbortController()
    const t = io(new FakeViewsApi(3), {
      signal: controller.signal,
      uploadArtifact: () => {
        controller.abort(new Error('cancelled by SIGINT'))
        return new Promise(() => undefined)
      },
    })
    await expect(runAnalyticsMode(settings(), t.io)).rejects.toThrow(
      /^Uploading the artifact "pv" stopped: the run was cancelled, so the artifact was not uploaded\. The files are still on disk: .*page-views-2026-11-14-2026-11-21\.json/,
    )
    // Written before the upload started.
    expect(t.outputs.rows).toBe('3')
    expect(t.summaries[0]).toContain('## Docs analytics')
  })

  it('a run cancelled after the upload finished still fails', async () => {
    const controller = new AbortController()
    const t = io(new FakeViewsApi(3), {
      signal: controller.signal,
      uploadArtifact: async () => ({ id: 7 }),
      // The cancel arrives while the artifact's summary line is written, after the upload.
      writeSummary: async (markdown) => {
        if (markdown.includes('**Artifact:**')) controller.abort(new Error('cancelled by SIGINT'))
      },
    })
    expect(await runAnalyticsMode(settings(), t.io)).toMatchObject({
      state: 'cancelled',
      level: 'failure',
      sentence: expect.stringMatching(
        /^The run was cancelled after the export finished; the files are on disk: /,
      ) as string,
    })
    expect(t.outputs['artifact-id']).toBe('7')
  })
})
