/**
 * Static export, end to end against the simulator (issue 30): outputs that stay true when a job
 * exports twice, `output-dir` made ready before any request, a failed export that is not waited
 * for, the loopback link only for a loopback API, server text that never starts a workflow
 * command, and a cancellation while the job is polled that ends in a sentence.
 *
 * The runs are the bundle's wiring in process (test/support/in-process.ts) on a FakeClock; the
 * cancellation starts the bundle as a process and sends it SIGINT, as the runner does.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cancelAfter, errorsOf, useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { RunActionOptions, RunActionResult } from '../../support/run-action.ts'
import { startTlsFront, TLS_CA_FILE, type TlsFront } from '../../support/tls-front.ts'
import { tarGz } from '../../support/tar-archives.ts'
import { FAILED_EXPORT_ERROR } from '../../sim/index.ts'
import { EXPORT_ID, FAST_EXPORT_INPUTS, routes, type Ctx } from '../../support/static-export.ts'

const fast = FAST_EXPORT_INPUTS

const runExport = (
  ctx: Ctx,
  inputs: Record<string, string> = {},
  options: Partial<RunActionOptions> = {},
): Promise<RunActionResult> =>
  ctx.runInProcess({ ...fast, ...inputs }, { clock: new FakeClock(), ...options })

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex')

/** An export the simulator has started and not yet finished: its id, for `export-id`. */
async function startedExport(ctx: Ctx, domain = fast.domain): Promise<string> {
  const started = await runExport(ctx, { domain, wait: 'false' })
  expect(started.code).toBe(0)
  const exportId = started.outputs['export-id'] ?? ''
  expect(exportId).toMatch(EXPORT_ID)
  return exportId
}

describe('static export: outputs stay true when one job exports twice', () => {
  const ctx = useSimulator()
  let runnerTemp: string
  beforeEach(async () => {
    runnerTemp = await mkdtemp(join(tmpdir(), 'one-job-'))
  })
  afterEach(() => rm(runnerTemp, { recursive: true, force: true }))

  it('two steps of one job, default output-dir: each keeps its own bundle and site', async () => {
    // Two steps of one job: the same RUNNER_TEMP, each its own step id (GITHUB_ACTION).
    const step = (id: string) => ({ env: { RUNNER_TEMP: runnerTemp, GITHUB_ACTION: id } })
    const first = await runExport(ctx, {}, step('export-docs'))
    expect(first.code).toBe(0)
    const firstArchive = ctx.sim.storage.archive
    ctx.sim.storage.archive = tarGz([{ path: 'index.html', body: '<h1>The other site</h1>' }])
    const second = await runExport(ctx, { domain: 'api.example.com' }, step('export-api'))
    expect(second.code).toBe(0)

    expect(first.outputs['site-dir']).toBe(join(runnerTemp, 'static-export', 'export-docs', 'site'))
    expect(second.outputs['site-dir']).toBe(join(runnerTemp, 'static-export', 'export-api', 'site'))
    // The first step's outputs still name its own export, byte for byte.
    const firstBundle = await readFile(first.outputs['bundle-path'] ?? '')
    expect(firstBundle).toEqual(firstArchive)
    expect(sha256(firstBundle)).toBe(first.outputs['bundle-sha256'])
    expect(await readFile(join(first.outputs['site-dir'] ?? '', 'index.html'), 'utf8')).not.toBe(
      '<h1>The other site</h1>',
    )
    expect(await readFile(join(second.outputs['site-dir'] ?? '', 'index.html'), 'utf8')).toBe(
      '<h1>The other site</h1>',
    )
  })
})

describe('static export: output-dir is ready before any request', () => {
  const ctx = useSimulator()

  it('an output-dir that is a file fails naming `output-dir`; no export is started', async () => {
    const first = await runExport(ctx, { wait: 'false' })
    const file = join(first.runnerTemp, 'site.tar')
    await writeFile(file, 'a file, not a folder')
    ctx.sim.reset()
    const result = await runExport(ctx, { 'output-dir': file })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      `Input \`output-dir\` must be a folder this step can write to: a file is in the way (${file}). No request was made.`,
    ])
    expect(ctx.sim.requests).toEqual([])
  })

  it("an earlier run's bundle is not left when the download never began; its site stays as it was", async () => {
    const first = await runExport(ctx, { wait: 'false' })
    const dir = join(first.runnerTemp, 'export')
    await mkdir(join(dir, 'site'), { recursive: true })
    await writeFile(join(dir, 'bundle.tar.gz'), 'an earlier run')
    await writeFile(join(dir, 'site', 'index.html'), 'an earlier site')
    const result = await runExport(ctx, {
      domain: 'sim-failed.example.com',
      'output-dir': dir,
    })
    expect(result.code).toBe(1)
    expect(routes(ctx, 'static-export-bundle')).toEqual([])
    // Only a whole new site replaces a site; `site-dir` does not name the earlier one.
    expect(await readdir(dir)).toEqual(['site'])
    expect(await readFile(join(dir, 'site', 'index.html'), 'utf8')).toBe('an earlier site')
    expect(result.outputs['bundle-path'] ?? '').toBe('')
    expect(result.outputs['site-dir'] ?? '').toBe('')
  })
})

describe('static export: an export that has already failed', () => {
  const ctx = useSimulator()

  it("wait: false fails the step with the API's error text", async () => {
    const exportId = await startedExport(ctx, 'sim-failed.example.com')
    // The job has failed by now (a first run that waited saw it).
    expect((await runExport(ctx, { 'export-id': exportId })).code).toBe(1)
    const result = await runExport(ctx, { 'export-id': exportId, wait: 'false' })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      `Export ${exportId} failed: ${FAILED_EXPORT_ERROR}. Start a new export once the cause is fixed.`,
    ])
    expect(result.outputs.status).toBe('failed')
    expect(result.summary).toMatch(/failed[\s\S]*Rendering failed[\s\S]*invalid frontmatter/)
  })
})

describe('static export: a plain-http loopback link only for an API on loopback', () => {
  const ctx = useSimulator()
  // The test certificate, trusted here as NODE_EXTRA_CA_CERTS makes a spawned run trust it.
  const defaultCAs = getCACertificates('default')
  beforeAll(() => setDefaultCACertificates([...defaultCAs, readFileSync(TLS_CA_FILE, 'utf8')]))
  afterAll(() => setDefaultCACertificates(defaultCAs))
  let front: TlsFront
  beforeEach(async () => {
    front = await startTlsFront(Number(new URL(ctx.sim.url).port))
  })
  afterEach(() => front.close())

  it('an https base-url on another host: the loopback link is refused, never fetched', async () => {
    // 0.0.0.0 reaches this machine but is not a loopback name: the API as another host.
    const result = await runExport(ctx, { 'base-url': `https://0.0.0.0:${front.port}` })
    expect(result.code).toBe(1)
    const exportId = result.outputs['export-id'] ?? ''
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The API answered a plain-http bundle link to this runner's loopback \\(http://127\\.0\\.0\\.1:\\d+/exports/${exportId}/bundle\\.tar\\.gz\\?…\\) while \`base-url\` is not on loopback; it was refused without fetching it\\. Export ${exportId} is not lost`,
        ),
      ),
    ])
    expect(ctx.sim.storage.requests).toEqual([])
  })

  it('the same link is fetched when base-url is on loopback too', async () => {
    const result = await runExport(ctx, { 'base-url': `https://127.0.0.1:${front.port}` })
    expect(errorsOf(result)).toEqual([])
    expect(ctx.sim.storage.requests.map((r) => r.status)).toEqual([200])
  })
})

/** From now on the API answers every bundle request of `exportId` with `fields` changed. */
function answerBundle(ctx: Ctx, exportId: string, fields: Record<string, string>): void {
  ctx.sim.fault({
    route: 'static-export-bundle',
    times: Infinity,
    status: 200,
    body: {
      jobId: exportId,
      bundleUrl: `${ctx.sim.storage.url}/exports/${exportId}/bundle.tar.gz?X-Amz-Signature=${'e'.repeat(64)}`,
      sizeBytes: ctx.sim.storage.archive.length,
      expiresAt: '2026-11-25T12:00:00.000Z',
      ...fields,
    },
  })
}

describe('static export: server text never reaches the log raw', () => {
  const ctx = useSimulator()

  it('an expiresAt with line breaks is refused as no timestamp; no workflow command starts', async () => {
    const exportId = await startedExport(ctx)
    const forged = '2026-11-25T12:00:00Z\n::error::forged\n::add-mask::x\n::stop-commands::t0k3n'
    answerBundle(ctx, exportId, { expiresAt: forged })
    const result = await runExport(ctx, { 'export-id': exportId })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /does not match the API's documented shape \(expiresAt: Invalid timestamp\)/,
      ),
    ])
    const lines = result.stdout.split('\n')
    expect(
      lines.filter((line) => /^::(stop-commands|add-mask::x|error::forged)/.test(line)),
    ).toEqual([])
    expect(ctx.sim.storage.requests).toEqual([])
  })

  it('a data: link is refused in a bounded sentence, never fetched', async () => {
    const exportId = await startedExport(ctx)
    answerBundle(ctx, exportId, {
      bundleUrl: `data:application/gzip;base64,${'H4sI'.repeat(1_900)}`,
    })
    const result = await runExport(ctx, { 'export-id': exportId })
    expect(result.code).toBe(1)
    const [error = ''] = errorsOf(result)
    expect(error).toMatch(
      /^The API answered a bundle link that is not https \(data, data:\/\/application\/gzip;base64,(H4sI)+…\); it was refused without fetching it\./,
    )
    expect(error.length).toBeLessThan(500)
  })
})

describe('static export: cancelled while the export job is polled', () => {
  const ctx = useSimulator()

  it('SIGINT ends the step with one sentence naming export-id, not a raw abort reason', async () => {
    const result = await ctx.run(
      { ...fast, domain: 'sim-never-ends.example.com' },
      { onStdoutLine: cancelAfter(/^Export se_[0-9a-f]{16}: running/, 1, 100, 2_000) },
    )
    expect(result.code).toBe(1)
    const exportId = result.outputs['export-id'] ?? ''
    expect(exportId).toMatch(EXPORT_ID)
    expect(errorsOf(result)).toEqual([
      `The run was cancelled while waiting for export ${exportId} (running, 5%, 1 page); the export goes on without it: download it in a later step with \`export-id: ${exportId}\`.`,
    ])
    expect(routes(ctx, 'static-export-start')).toHaveLength(1)
    // Nothing was downloaded, so nothing is in the step's folder.
    const dir = join(result.runnerTemp, 'static-export', result.env.GITHUB_ACTION ?? '')
    expect(existsSync(dir) ? await readdir(dir) : []).toEqual([])
  })
})
