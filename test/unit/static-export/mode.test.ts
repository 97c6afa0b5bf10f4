/**
 * src/static-export/mode.ts against fakes of its own seams: the Static Export API interface, the
 * download, extraction and upload it is handed, an injected clock and a real temporary
 * `output-dir`. What a user reads (the sentence, the outputs, the log) for each way an export
 * ends: exported, not waited for, failed, timed out, cancelled, refused.
 */
import { readdirSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { StaticExportApi } from '../../../src/shared/mintlify/static-export-api.ts'
import { ApiError } from '../../../src/shared/mintlify/errors.ts'
import type {
  StaticExportBundle,
  StaticExportJob,
  StaticExportRequest,
} from '../../../src/shared/mintlify/static-export-schemas.ts'
import type { UploadedArtifact } from '../../../src/shared/artifact.ts'
import { InputError } from '../../../src/shared/inputs.ts'
import type { OutputName } from '../../../src/shared/catalogue.ts'
import { LinkExpiredError, type DownloadRequest } from '../../../src/static-export/download.ts'
import { UnsafeArchiveError } from '../../../src/static-export/errors.ts'
import type { ExtractRequest } from '../../../src/static-export/extract.ts'
import type { StaticExportSettings } from '../../../src/static-export/inputs.ts'
import { runStaticExportMode, type ExportSteps } from '../../../src/static-export/mode.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { inertDeps } from '../../support/mode-deps.ts'
import { recordingLog, type RecordingLog } from '../../support/recording-log.ts'

const ID = 'se_0123456789abcdef'
const LINK = `https://storage.example.com/exports/${ID}/bundle.tar.gz?X-Amz-Signature=${'f'.repeat(64)}`
const job = (status: string, progress = 0, pageCount = 0, error?: string): StaticExportJob => ({
  jobId: ID,
  status,
  progress,
  pageCount,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  ...(error === undefined ? {} : { error }),
})
const bundle = (overrides: Partial<StaticExportBundle> = {}): StaticExportBundle => ({
  jobId: ID,
  bundleUrl: LINK,
  sizeBytes: 5,
  expiresAt: '2026-11-21T10:10:00.000Z',
  ...overrides,
})
const notReady = () =>
  new ApiError('HTTP 409', { kind: 'http', operation: 'Asking for the bundle', status: 409 })

/** Answers from scripts, one entry per call (the last repeats); an Error entry is thrown. */
class FakeExportApi implements StaticExportApi {
  readonly calls: string[] = []
  started: StaticExportJob = job('queued')
  jobs: (StaticExportJob | Error)[] = [job('running', 50, 21), job('completed', 100, 42)]
  bundles: (StaticExportBundle | Error)[] = [bundle()]
  /** Called on every call, after it is counted: a test can cancel the run here. */
  onCall: (call: string) => void = () => undefined

  private answer<T>(call: string, script: (T | Error)[]): T {
    this.calls.push(call)
    this.onCall(call)
    const entry = script.length > 1 ? script.shift() : script[0]
    if (entry instanceof Error) throw entry
    if (entry === undefined) throw new Error(`nothing scripted for ${call}`)
    return entry
  }

  async startStaticExport(request: StaticExportRequest) {
    return this.answer(`start ${JSON.stringify(request)}`, [this.started])
  }
  async getStaticExport(exportId: string) {
    return this.answer(`get ${exportId}`, this.jobs)
  }
  async requestStaticExportBundle(exportId: string) {
    return this.answer(`bundle ${exportId}`, this.bundles)
  }
}

let dir: string
let log: RecordingLog
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-export-mode-'))
  log = recordingLog()
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})
/** Every line the run wrote to the log. */
const logLines = (): string[] =>
  log
    .lines()
    .flatMap((line) => line.split('\n'))
    .filter(Boolean)

function settings(overrides: Partial<StaticExportSettings> = {}): StaticExportSettings {
  return {
    apiKey: 'mint_test_key',
    projectId: 'proj_1',
    baseUrl: 'https://api.mintlify.com',
    timeoutMs: 60_000,
    wait: true,
    pollIntervalMs: 1_000,
    mode: 'static-export',
    domain: 'docs.example.com',
    paths: [],
    docsVersion: '',
    exportId: '',
    outputDir: join(dir, 'out'),
    extract: true,
    maxBundleBytes: 1024 ** 3,
    uploadArtifact: false,
    artifactName: 'static-export-docs.example.com',
    retentionDays: undefined,
    ...overrides,
  }
}

/** The mode's deps of fakes, and what the run left where a user would look. */
function harness(timeoutMs = 60_000) {
  const clock = new FakeClock()
  const api = new FakeExportApi()
  const controller = new AbortController()
  const outputs = new Map<OutputName, string>()
  const summaries: string[] = []
  const downloads: DownloadRequest[] = []
  const extracts: ExtractRequest[] = []
  const uploads: { name: string; files: string[]; rootDir: string }[] = []
  const steps: ExportSteps = {
    download: async (request) => {
      downloads.push(request)
      await writeFile(request.target, 'tar!!')
      return { path: request.target, bytes: 5, sha256: 'a'.repeat(64) }
    },
    extract: async (request) => {
      extracts.push(request)
      await mkdir(request.target, { recursive: true })
      await writeFile(join(request.target, 'index.html'), '<h1>Docs</h1>')
      return { dir: request.target, files: 1, bytes: 13 }
    },
    upload: async (name, files, rootDir): Promise<UploadedArtifact> => {
      uploads.push({ name, files, rootDir })
      return { id: 7 }
    },
  }
  const deps = {
    ...inertDeps(),
    api,
    clock,
    log,
    deadline: clock.now() + timeoutMs,
    signal: controller.signal,
    setOutput: (name: OutputName, value: string) => outputs.set(name, value),
    writeSummary: async (markdown: string) => {
      summaries.push(markdown)
    },
    proxy: { httpProxy: '', httpsProxy: '', noProxy: '' },
    steps,
  }
  return { deps, api, clock, controller, outputs, summaries, downloads, extracts, uploads, steps }
}

describe('static-export mode: an export that succeeds', () => {
  it('starts once, waits, asks for the bundle through the one waiter, downloads, extracts, uploads', async () => {
    const t = harness()
    t.api.bundles = [notReady(), notReady(), bundle()]
    const outcome = await runStaticExportMode(
      settings({ docsVersion: 'v2', paths: ['index'], uploadArtifact: true }),
      t.deps,
    )
    expect(outcome).toEqual({
      state: 'exported',
      level: 'notice',
      sentence: expect.stringMatching(
        new RegExp(
          `^Exported 42 pages of docs\\.example\\.com after \\d+\\.\\d s to ${dir}/out/site\\.$`,
        ),
      ),
    })
    expect(t.api.calls).toEqual([
      'start {"domain":"docs.example.com","version":"v2","paths":["index"]}',
      `get ${ID}`,
      `get ${ID}`,
      `bundle ${ID}`,
      `bundle ${ID}`,
      `bundle ${ID}`,
    ])
    // The 409s waited on the poll schedule and were said once, on their change.
    const waits = logLines().filter((line) => line.startsWith(`Export ${ID}: completed`))
    expect(waits).toEqual([
      expect.stringMatching(/: completed, 100%, 42 pages after /),
      expect.stringMatching(
        /: completed, 100%, 42 pages, the bundle is not ready yet \(HTTP 409\) after /,
      ),
      expect.stringMatching(/: completed, 100%, 42 pages, the bundle is ready after /),
    ])
    expect(t.downloads.map((d) => [d.url.href, d.target])).toEqual([
      [LINK, join(dir, 'out', 'bundle.tar.gz')],
    ])
    expect(t.extracts.map((e) => e.target)).toEqual([join(dir, 'out', 'site')])
    expect(t.uploads).toEqual([
      {
        name: 'static-export-docs.example.com',
        files: [join(dir, 'out', 'site', 'index.html')],
        rootDir: join(dir, 'out', 'site'),
      },
    ])
    expect(Object.fromEntries(t.outputs)).toEqual({
      'export-id': ID,
      status: 'completed',
      'page-count': '42',
      'bundle-path': join(dir, 'out', 'bundle.tar.gz'),
      'bundle-sha256': 'a'.repeat(64),
      'bundle-size': '5',
      'site-dir': join(dir, 'out', 'site'),
      'artifact-id': '7',
      'artifact-url': '',
    })
    expect(logLines()).toContain('Uploaded artifact static-export-docs.example.com (id 7)')
  })

  it("shows the link's expiry on one line, whatever the API sent", async () => {
    const t = harness()
    t.api.bundles = [bundle({ expiresAt: '2026-11-21\n::error::forged\r::add-mask::x' })]
    await runStaticExportMode(settings(), t.deps)
    const lines = logLines()
    expect(lines.filter((line) => /^::(error|add-mask)::(forged|x)/.test(line))).toEqual([])
    expect(lines).toContainEqual(
      expect.stringMatching(/link valid until 2026-11-21 ::error::forged ::add-mask::x\.$/),
    )
  })

  it('an expired link is replaced by a fresh one, once', async () => {
    const t = harness()
    let tries = 0
    t.steps.download = async (request) => {
      if (++tries === 1) throw new LinkExpiredError('https://storage.example.com/…')
      return { path: request.target, bytes: 5, sha256: 'b'.repeat(64) }
    }
    const outcome = await runStaticExportMode(settings({ extract: false }), t.deps)
    expect(outcome.level).toBe('notice')
    expect(t.api.calls.filter((call) => call.startsWith('bundle'))).toHaveLength(2)
    expect(t.api.calls.filter((call) => call.startsWith('start'))).toHaveLength(1)
  })
})

describe('static-export mode: output-dir is ready before any request', () => {
  it('a file in the way fails naming `output-dir`, before the export is started', async () => {
    const t = harness()
    const file = join(dir, 'a-file')
    await writeFile(file, 'not a folder')
    const run = runStaticExportMode(settings({ outputDir: file }), t.deps)
    await expect(run).rejects.toThrow(InputError)
    await expect(run).rejects.toThrow(
      `Input \`output-dir\` must be a folder this step can write to: a file is in the way (${file}). No request was made.`,
    )
    expect(t.api.calls).toEqual([])
  })

  it.each([
    [true, ['notes.txt', 'site']],
    [false, ['notes.txt']],
  ])(
    "an earlier run's bundle is gone before the first request; its site stays unless extract is %s",
    async (extract, left) => {
      const t = harness()
      const out = join(dir, 'out')
      await mkdir(join(out, 'site'), { recursive: true })
      await writeFile(join(out, 'bundle.tar.gz'), 'an earlier run')
      await writeFile(join(out, 'site', 'old.html'), 'an earlier site')
      await writeFile(join(out, 'notes.txt'), 'not ours')
      const seenAtFirstRequest: string[][] = []
      t.api.onCall = () => void seenAtFirstRequest.push(readdirSync(out).sort())
      t.api.jobs = [job('failed', 10, 3, 'Rendering failed')]
      const outcome = await runStaticExportMode(settings({ extract }), t.deps)
      expect(outcome.level).toBe('failure')
      expect(seenAtFirstRequest[0]).toEqual(left)
      expect((await readdir(out)).sort()).toEqual(left)
    },
  )
})

describe('static-export mode: not waiting', () => {
  it('wait: false ends after the start, naming export-id; output-dir is not touched', async () => {
    const t = harness()
    const outcome = await runStaticExportMode(settings({ wait: false }), t.deps)
    expect(outcome).toEqual({
      state: 'queued',
      level: 'notice',
      sentence: `Export ${ID} is queued; download it in a later step with \`export-id: ${ID}\`.`,
    })
    expect(await readdir(dir)).toEqual([])
    expect(t.summaries[0]).toContain('did not wait for the export')
  })

  it("wait: false with an export already failed fails with the API's error text", async () => {
    const t = harness()
    t.api.jobs = [job('failed', 10, 3, 'Rendering failed: page guides/broken.mdx')]
    const outcome = await runStaticExportMode(settings({ wait: false, exportId: ID }), t.deps)
    expect(outcome).toEqual({
      state: 'failed',
      level: 'failure',
      sentence: `Export ${ID} failed: Rendering failed: page guides/broken.mdx. Start a new export once the cause is fixed.`,
    })
    expect(t.api.calls).toEqual([`get ${ID}`])
    expect(t.outputs.get('status')).toBe('failed')
    expect(t.summaries[0]).toMatch(/failed[\s\S]*\[!CAUTION\][\s\S]*Rendering failed/)
    expect(t.summaries[0]).not.toContain('did not wait')
  })
})

describe('static-export mode: the export fails, times out or is cancelled', () => {
  it("failed: the API's error text on one line, and no bundle asked for", async () => {
    const t = harness()
    t.api.jobs = [job('failed', 10, 3, 'Rendering failed:\npage x')]
    const outcome = await runStaticExportMode(settings(), t.deps)
    expect(outcome.sentence).toBe(
      `Export ${ID} failed: Rendering failed: page x. Start a new export once the cause is fixed.`,
    )
    expect(t.api.calls.some((call) => call.startsWith('bundle'))).toBe(false)
  })

  it('a timeout while the job runs names the export-id that resumes it, once', async () => {
    const t = harness(5_000)
    t.api.jobs = [job('running', 5, 1)]
    const outcome = await runStaticExportMode(settings(), t.deps)
    expect(outcome.level).toBe('failure')
    expect(outcome.sentence).toMatch(
      new RegExp(
        `^Timed out after \\d+\\.\\d s waiting for export ${ID} \\(last status: running, 5%, 1 page\\); .* download it in a later step with \`export-id: ${ID}\`\\.$`,
      ),
    )
  })

  it('a bundle that is never ready: the same waiter times out, naming export-id', async () => {
    const t = harness(8_000)
    t.api.bundles = [notReady()]
    const outcome = await runStaticExportMode(settings(), t.deps)
    expect(outcome.sentence).toMatch(
      new RegExp(
        `^Timed out after .* waiting for export ${ID} \\(last status: completed, 100%, 42 pages, the bundle is not ready yet \\(HTTP 409\\)\\); .*\`export-id: ${ID}\`\\.$`,
      ),
    )
    expect(t.downloads).toEqual([])
  })

  it('cancelled while the job is polled: one sentence naming export-id, not the abort reason', async () => {
    const t = harness()
    t.api.jobs = [job('running', 40, 17)]
    t.api.onCall = (call) => {
      if (call.startsWith('get')) t.controller.abort(new Error('cancelled by SIGINT'))
    }
    const outcome = await runStaticExportMode(settings(), t.deps)
    expect(outcome).toEqual({
      state: 'cancelled',
      level: 'failure',
      sentence: `The run was cancelled while waiting for export ${ID} (running, 40%, 17 pages); the export goes on without it: download it in a later step with \`export-id: ${ID}\`.`,
    })
  })

  it('cancelled while the bundle is not ready yet: one sentence naming export-id', async () => {
    const t = harness()
    t.api.bundles = [notReady()]
    t.api.onCall = (call) => {
      if (call.startsWith('bundle')) t.controller.abort(new Error('cancelled by SIGINT'))
    }
    const outcome = await runStaticExportMode(settings(), t.deps)
    expect(outcome.sentence).toBe(
      `The run was cancelled while asking for the bundle of export ${ID}; download it in a later step with \`export-id: ${ID}\`.`,
    )
  })
})

describe('static-export mode: the bundle and the site', () => {
  it('a plain-http loopback link is refused when base-url is not on loopback', async () => {
    const t = harness()
    t.api.bundles = [bundle({ bundleUrl: 'http://127.0.0.1:9/b.tar.gz?X-Amz-Signature=1' })]
    const outcome = await runStaticExportMode(settings(), t.deps)
    expect(outcome.sentence).toMatch(
      /^The API answered a plain-http bundle link to this runner's loopback .* refused without fetching it\. Export se_\w+ is not lost: pass `export-id: se_\w+`/,
    )
    expect(t.downloads).toEqual([])
  })

  it('is fetched when the API is on loopback too (a test setup)', async () => {
    const t = harness()
    t.api.bundles = [bundle({ bundleUrl: 'http://127.0.0.1:9/b.tar.gz?X-Amz-Signature=1' })]
    const outcome = await runStaticExportMode(
      settings({ baseUrl: 'http://127.0.0.1:3000' }),
      t.deps,
    )
    expect(outcome.level).toBe('notice')
    expect(t.downloads).toHaveLength(1)
  })

  it('an unsafe archive fails with its own sentence; a failed download says how to resume', async () => {
    const unsafe = harness()
    unsafe.steps.extract = async () => {
      throw new UnsafeArchiveError('../x', 'points outside the site folder (a `..` segment)')
    }
    expect((await runStaticExportMode(settings(), unsafe.deps)).sentence).toBe(
      `The bundle is unsafe and was not extracted: its entry "../x" points outside the site folder (a \`..\` segment). No site was left in ${join(dir, 'out')}.`,
    )
    const cut = harness()
    cut.steps.download = async () => {
      throw new Error('Downloading the bundle failed: the connection failed (ECONNRESET).')
    }
    expect((await runStaticExportMode(settings(), cut.deps)).sentence).toBe(
      `Downloading the bundle failed: the connection failed (ECONNRESET). Export ${ID} is not lost: pass \`export-id: ${ID}\` to download it again without starting another.`,
    )
  })

  it('a failed extraction says whether an earlier site is left, as it was', async () => {
    const t = harness()
    await mkdir(join(dir, 'out', 'site'), { recursive: true })
    t.steps.extract = async () => {
      t.controller.abort(new Error('cancelled by SIGTERM'))
      throw new Error(
        'Extracting the bundle stopped: the run was cancelled after 3 files (1% of the archive read); the part extracted was removed.',
      )
    }
    const outcome = await runStaticExportMode(settings(), t.deps)
    expect(outcome).toMatchObject({ state: 'failed', level: 'failure' })
    expect(outcome.sentence).toBe(
      `Extracting the bundle stopped: the run was cancelled after 3 files (1% of the archive read); the part extracted was removed. The site an earlier run left in ${join(dir, 'out', 'site')} is as it was. Export ${ID} is not lost: pass \`export-id: ${ID}\` to download it again without starting another.`,
    )
    expect(t.outputs.get('site-dir')).toBe('')
  })

  it('cancelled during the upload: stops waiting for it and says where the site is', async () => {
    const t = harness()
    t.steps.upload = () => {
      t.controller.abort(new Error('cancelled by SIGINT'))
      return new Promise<never>(() => undefined)
    }
    const outcome = await runStaticExportMode(settings({ uploadArtifact: true }), t.deps)
    expect(outcome.sentence).toBe(
      `Uploading the artifact "static-export-docs.example.com" stopped: the run was cancelled, so the artifact was not uploaded. The files are still on disk: ${join(dir, 'out', 'site', 'index.html')}. Export ${ID} is not lost: pass \`export-id: ${ID}\` to download it again without starting another.`,
    )
    expect(t.outputs.get('site-dir')).toBe(join(dir, 'out', 'site'))
  })
})
