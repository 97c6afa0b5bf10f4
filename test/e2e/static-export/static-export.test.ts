/**
 * Static-export mode, end to end against the simulator's Static Export API and its loopback
 * storage host: the job started once, the wait with progress, the bundle asked for (409: again),
 * downloaded without the key, verified (size, SHA-256), resumed after a reset, a fresh link once
 * after expiry, extracted safely (hostile archives refused, nothing left half-done), the artifact,
 * the summary, and the link's signature never leaked.
 *
 * The runs are the bundle's wiring in process (test/support/in-process.ts) on a FakeClock, so
 * polls and Retry-After take no real time. Two start the bundle as a process: the upload (the
 * artifact client reads the process environment) and the cancellation (a signal).
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../../fakes/artifact-service.ts'
import {
  artifactTexts,
  cancelAfter,
  errorsOf,
  useSimulator,
  warningsOf,
  noticesOf,
} from '../../support/e2e.ts'
import {
  EXPORT_ID,
  leftIn,
  outputDir,
  routes,
  runExport,
  spawnedExport,
  starts,
} from '../../support/static-export.ts'
import { SITE_FILES, hostileBundles, tarGz } from '../../support/tar-archives.ts'
import { FAILED_EXPORT_ERROR } from '../../sim/index.ts'

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('static-export mode: an export that succeeds', () => {
  const ctx = useSimulator()
  let artifacts: ArtifactService
  beforeEach(async () => {
    artifacts = await startArtifactService()
  })
  afterEach(() => artifacts.close())

  it('starts once, logs progress on change, downloads, verifies, extracts, uploads and summarises', async () => {
    const inputs = {
      'docs-version': '2026-11',
      paths: 'index, guides/getting-started\napi-reference/introduction',
      'upload-artifact': 'true',
    }
    const result = await spawnedExport(
      ctx,
      inputs,
      { env: artifacts.env },
      artifactTexts(artifacts),
    )
    expect(errorsOf(result)).toEqual([])
    expect(result.code).toBe(0)
    // One start, with what the inputs asked for; then polls; then one bundle.
    expect(starts(ctx)).toHaveLength(1)
    expect(starts(ctx)[0]).toMatchObject({
      method: 'POST',
      path: '/v1/static-export/jobs',
      body: {
        domain: 'docs.example.com',
        version: '2026-11',
        paths: ['index', 'guides/getting-started', 'api-reference/introduction'],
      },
    })
    const exportId = result.outputs['export-id'] ?? ''
    expect(exportId).toMatch(EXPORT_ID)
    expect(routes(ctx, 'static-export-get').every((r) => r.path.endsWith(exportId))).toBe(true)
    expect(routes(ctx, 'static-export-bundle').map((r) => r.status)).toEqual([200])

    // Progress and pages, once per change.
    for (const shown of [
      'queued, 0%, 0 pages',
      'running, 40%, 17 pages',
      'running, 80%, 34 pages',
      'completed, 100%, 42 pages',
    ]) {
      const lines = result.stdout
        .split('\n')
        .filter((l) => l.startsWith(`Export ${exportId}: ${shown} after`))
      expect(lines, shown).toHaveLength(1)
    }

    // The bundle: verified against what the storage host holds.
    const archive = ctx.sim.storage.archive
    const sha256 = createHash('sha256').update(archive).digest('hex')
    const dir = outputDir(result)
    expect(result.outputs).toMatchObject({
      status: 'completed',
      'page-count': '42',
      'bundle-path': join(dir, 'bundle.tar.gz'),
      'bundle-sha256': sha256,
      'bundle-size': String(archive.length),
      'site-dir': join(dir, 'site'),
    })
    expect(await readFile(join(dir, 'bundle.tar.gz'))).toEqual(archive)
    expect(await leftIn(dir)).toEqual(['bundle.tar.gz', 'site'])

    // The site: every file, `[[...slug]]` and the long name included, and no exec or set-uid bit.
    for (const [path, body] of Object.entries(SITE_FILES)) {
      expect(await readFile(join(dir, 'site', path), 'utf8'), path).toBe(body)
      expect((await stat(join(dir, 'site', path))).mode & 0o7111, path).toBe(0)
    }

    // The artifact holds the site.
    expect(artifacts.artifacts).toHaveLength(1)
    const [artifact] = artifacts.artifacts
    expect(artifact?.name).toBe('static-export-docs.example.com')
    expect(Object.keys(artifact?.files() ?? {}).sort()).toEqual(Object.keys(SITE_FILES).sort())
    expect(result.outputs['artifact-id']).toBe(String(artifact?.id))

    // The summary says what was exported and where it went.
    expect(result.summary).toMatch(/^## Static export of docs\\\.example\\\.com/)
    for (const part of [
      exportId,
      '`2026-11`',
      '| Pages | 42 |',
      sha256,
      `${archive.length} bytes`,
    ]) {
      expect(result.summary).toContain(part)
    }
    expect(result.summary).toMatch(/\| Artifact \| .*static\\-export\\-docs/)
    expect(noticesOf(result)).toEqual([
      expect.stringMatching(/^Exported 42 pages of docs\.example\.com after/),
    ])
    // The link's signing values are masked for the runner, should any line ever carry them.
    const masked = result.commands.filter((c) => c.command === 'add-mask').map((c) => c.message)
    expect(masked).toEqual(
      expect.arrayContaining([...ctx.sim.storage.signatures, ...ctx.sim.storage.credentials]),
    )
    // The link is shown without its query.
    expect(result.stdout).toMatch(
      /from http:\/\/127\.0\.0\.1:\d+\/exports\/se_[0-9a-f]+\/bundle\.tar\.gz\?…/,
    )
  })

  it('extract: false keeps only the verified archive; site-dir is empty', async () => {
    const result = await runExport(ctx, { extract: 'false' })
    expect(result.code).toBe(0)
    expect(result.outputs['site-dir']).toBe('')
    expect(await leftIn(outputDir(result))).toEqual(['bundle.tar.gz'])
    expect(result.summary).toContain('not extracted')
  })

  it('wait: false returns after the start; export-id then resumes it without starting another', async () => {
    const queued = await runExport(ctx, { wait: 'false' })
    expect(queued.code).toBe(0)
    const exportId = queued.outputs['export-id'] ?? ''
    expect(exportId).toMatch(EXPORT_ID)
    expect(ctx.sim.requests.map((r) => r.route)).toEqual(['static-export-start'])
    expect(noticesOf(queued)).toEqual([expect.stringContaining(`export-id: ${exportId}`)])

    ctx.sim.reset()
    const resumed = await runExport(ctx, { 'export-id': exportId })
    expect(resumed.code).toBe(0)
    expect(starts(ctx)).toEqual([])
    expect(ctx.sim.staticExports.jobs.size).toBe(1)
    expect(resumed.outputs).toMatchObject({ 'export-id': exportId, status: 'completed' })
    expect(resumed.stdout).toContain(`Resuming export ${exportId}`)
  })

  it('the API answers 409 (not ready) twice: asks again on the poll schedule, then downloads', async () => {
    ctx.sim.staticExports.bundleConflicts = 2
    const result = await runExport(ctx)
    expect(result.code).toBe(0)
    expect(routes(ctx, 'static-export-bundle').map((r) => r.status)).toEqual([409, 409, 200])
    expect(starts(ctx)).toHaveLength(1)
  })

  it('a 429 on the start waits and starts once', async () => {
    ctx.sim.fault({ route: 'static-export-start', status: 429, headers: { 'retry-after': '1' } })
    const result = await runExport(ctx, { wait: 'false' })
    expect(result.code).toBe(0)
    expect(starts(ctx).map((r) => r.status)).toEqual([429, 202])
    expect(ctx.sim.staticExports.jobs.size).toBe(1)
  })
})

describe('static-export mode: the job fails, times out or cannot start', () => {
  const ctx = useSimulator()

  it("failed: the step fails with the API's error text, export-id and status set", async () => {
    const result = await runExport(ctx, { domain: 'sim-failed.example.com' })
    expect(result.code).toBe(1)
    const exportId = result.outputs['export-id'] ?? ''
    expect(exportId).toMatch(EXPORT_ID)
    expect(result.outputs.status).toBe('failed')
    expect(errorsOf(result)).toEqual([
      `Export ${exportId} failed: ${FAILED_EXPORT_ERROR}. Start a new export once the cause is fixed.`,
    ])
    expect(routes(ctx, 'static-export-bundle')).toEqual([])
    expect(result.summary).toContain('failed')
  })

  it('a timeout names the export-id to resume, which is set as an output', async () => {
    const result = await runExport(ctx, { domain: 'sim-never-ends.example.com', timeout: '3s' })
    expect(result.code).toBe(1)
    const exportId = result.outputs['export-id'] ?? ''
    expect(exportId).toMatch(EXPORT_ID)
    const [error] = errorsOf(result)
    expect(error).toMatch(/^Timed out after \d+\.\d s waiting for export se_/)
    expect(error).toContain(`\`export-id: ${exportId}\``)
    expect(starts(ctx)).toHaveLength(1)
  })

  it('a start cut off mid-answer is never sent again, and says the export may exist', async () => {
    ctx.sim.fault({ route: 'static-export-start', reset: 'mid-body' })
    const result = await runExport(ctx)
    expect(result.code).toBe(1)
    expect(starts(ctx)).toHaveLength(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /^Starting the static export of docs\.example\.com failed: .*an export job may or may not exist/,
      ),
    ])
  })

  it('an unknown export-id: the hint names `export-id`, and nothing is started', async () => {
    const result = await runExport(ctx, { 'export-id': 'se_0000000000000000' })
    expect(result.code).toBe(1)
    expect(starts(ctx)).toEqual([])
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/HTTP 404 \("Export job not found"\); check `export-id`/),
    ])
  })

  it.each([
    ['https://docs.example.com', /without a protocol/],
    ['docs.example.com/docs', /without a path/],
    ['docs.example.com:8443', /without a port/],
    ['', /is required in static-export mode/],
  ])('domain %j is refused before any request, naming `domain`', async (domain, why) => {
    const result = await runExport(ctx, { domain })
    expect(result.code).toBe(1)
    expect(ctx.sim.requests).toEqual([])
    expect(errorsOf(result)).toEqual([expect.stringMatching(/^Input `domain` /)])
    expect(errorsOf(result)[0]).toMatch(why)
  })
})

describe('static-export mode: an organization without static export', () => {
  const ctx = useSimulator({ staticExport: { enabled: false } })

  it('403 names static export as an Enterprise feature and where to ask', async () => {
    const result = await runExport(ctx)
    expect(result.code).toBe(1)
    expect(starts(ctx)).toHaveLength(1)
    const [error] = errorsOf(result)
    expect(error).toMatch(/HTTP 403 \("Static export is not enabled/)
    expect(error).toMatch(/Enterprise feature.*ask Mintlify's sales or your account team/)
    expect(error).toMatch(/no export was started/)
    expect(result.outputs['export-id'] ?? '').toBe('')
  })
})

describe('static-export mode: downloading from a hostile or flaky storage host', () => {
  const ctx = useSimulator()

  it('an expired link: asks for a fresh one once, and never starts another export', async () => {
    ctx.sim.storage.expireLinks = 1
    const result = await runExport(ctx)
    expect(errorsOf(result)).toEqual([])
    expect(result.code).toBe(0)
    expect(routes(ctx, 'static-export-bundle')).toHaveLength(2)
    expect(ctx.sim.storage.requests.map((r) => r.status)).toEqual([403, 200])
    expect(starts(ctx)).toHaveLength(1)
    expect(result.stdout).toContain(
      'has expired (the storage host answered HTTP 403). Asking the API for a fresh link, once.',
    )
  })

  it('a fresh link that has expired too: fails, keeps export-id, leaves no file', async () => {
    ctx.sim.storage.expireLinks = 2
    const result = await runExport(ctx)
    expect(result.code).toBe(1)
    expect(routes(ctx, 'static-export-bundle')).toHaveLength(2)
    expect(starts(ctx)).toHaveLength(1)
    const exportId = result.outputs['export-id'] ?? ''
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        new RegExp(
          `has expired .*pass \`export-id: ${exportId}\` to download it again without starting another\\.$`,
        ),
      ),
    ])
    expect(await leftIn(outputDir(result))).toEqual([])
  })

  it('a reset mid-body: resumes with a Range request where it stopped; the SHA-256 is right', async () => {
    ctx.sim.storage.resetsMidBody = 1
    const result = await runExport(ctx)
    expect(errorsOf(result)).toEqual([])
    expect(result.code).toBe(0)
    const [first, second] = ctx.sim.storage.requests
    expect(first?.status).toBe(200)
    expect(first?.headers.range).toBeUndefined()
    expect(second?.status).toBe(206)
    expect(second?.headers.range).toBe(`bytes=${first?.sent}-`)
    const archive = ctx.sim.storage.archive
    expect(result.outputs['bundle-sha256']).toBe(createHash('sha256').update(archive).digest('hex'))
    expect(result.stdout).toContain(`resuming at byte ${first?.sent} with a Range request`)
    expect(starts(ctx)).toHaveLength(1)
  })

  it('a host that ignores Range after a reset: the bytes already kept are skipped', async () => {
    ctx.sim.storage.resetsMidBody = 1
    ctx.sim.storage.ignoreRange = true
    const result = await runExport(ctx)
    expect(result.code).toBe(0)
    expect(ctx.sim.storage.requests.map((r) => r.status)).toEqual([200, 200])
    const archive = ctx.sim.storage.archive
    expect(result.outputs['bundle-sha256']).toBe(createHash('sha256').update(archive).digest('hex'))
  })

  it.each([
    ['more', 10],
    ['fewer', -10],
  ])(
    'a bundle of %s bytes than sizeBytes: fails, leaves no file, starts nothing else',
    async (_, lie) => {
      ctx.sim.storage.sizeLie = lie
      const result = await runExport(ctx)
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([expect.stringMatching(/the \d+ the API (did|announced)/)])
      expect(await leftIn(outputDir(result))).toEqual([])
      expect(result.outputs['bundle-path'] ?? '').toBe('')
      expect(starts(ctx)).toHaveLength(1)
    },
  )

  it('a bundle over max-bundle-size is refused before it is fetched', async () => {
    ctx.sim.storage.archive = tarGz([{ path: 'index.html', body: randomBytes(4096) }])
    const result = await runExport(ctx, { 'max-bundle-size': '1KiB' })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/more than `max-bundle-size` \(1024 bytes\)/),
    ])
    expect(ctx.sim.storage.requests).toEqual([])
  })

  it('a link that is not https (nor loopback http) is refused without fetching it', async () => {
    ctx.sim.storage.insecureLink = true
    const result = await runExport(ctx)
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /^The API answered a bundle link that is not https \(http, http:\/\/mintlify-static-exports\.example\.com\/exports\/se_[0-9a-f]+\/bundle\.tar\.gz\?…\); it was refused without fetching it\./,
      ),
    ])
    expect(ctx.sim.storage.requests).toEqual([])
  })

  it.each(Object.entries(hostileBundles()))(
    'a hostile archive (%s) is refused naming its entry; nothing is extracted',
    async (_, hostile) => {
      ctx.sim.storage.archive = hostile.archive
      const result = await runExport(ctx)
      expect(result.code).toBe(1)
      const [error] = errorsOf(result)
      expect(error).toMatch(
        new RegExp(
          `^The bundle is unsafe and was not extracted: its entry ${escape(JSON.stringify(hostile.entry))} .*\\.$`,
        ),
      )
      // One sentence: downloading it again would bring the same archive.
      expect(error).not.toContain('export-id')
      expect(error).toMatch(hostile.why)
      const dir = outputDir(result)
      // The verified archive stays for inspection; no site, no temporary folder.
      expect(await leftIn(dir)).toEqual(['bundle.tar.gz'])
      expect(result.outputs['site-dir'] ?? '').toBe('')
      expect(existsSync(join(result.runnerTemp, 'escaped.html'))).toBe(false)
      expect(warningsOf(result)).toEqual([])
      expect(starts(ctx)).toHaveLength(1)
    },
  )
})

describe('static-export mode: the download is bounded by timeout and cancellation', () => {
  const ctx = useSimulator()

  it('a storage host that stops sending: fails at `timeout`, names the export, leaves no file', async () => {
    ctx.sim.storage.stallsMidBody = 1
    const result = await runExport(ctx, { timeout: '2s' })
    expect(result.code).toBe(1)
    const exportId = result.outputs['export-id'] ?? ''
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Downloading the bundle from http://127\\.0\\.0\\.1:\\d+/exports/${exportId}/bundle\\.tar\\.gz\\?… failed: no complete answer within .*pass \`export-id: ${exportId}\``,
        ),
      ),
    ])
    expect(result.durationMs).toBeLessThan(2_000 + 4_000)
    expect(await leftIn(outputDir(result))).toEqual([])
    expect(starts(ctx)).toHaveLength(1)
  })

  it('cancelled mid-download: ends at once, leaves no partial file', async () => {
    ctx.sim.storage.stallsMidBody = 1
    const result = await spawnedExport(
      ctx,
      {},
      { onStdoutLine: cancelAfter(/^Downloading the bundle/, 1, 300, 2_000) },
    )
    expect(result.code === 1 || result.signal === 'SIGTERM', `exit ${result.code}`).toBe(true)
    if (result.code === 1) {
      expect(errorsOf(result)).toEqual([expect.stringMatching(/stopped: the run was cancelled/)])
    }
    expect(result.durationMs).toBeLessThan(8_000)
    expect(await leftIn(outputDir(result))).toEqual([])
    expect(starts(ctx)).toHaveLength(1)
  })
})
