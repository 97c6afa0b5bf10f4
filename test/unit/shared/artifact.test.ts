import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import {
  artifactNameProblem,
  artifactUrl,
  defaultArtifactName,
  describeUploadError,
  uploadExportArtifact,
  uploadWithin,
  UploadStoppedError,
} from '../../../src/shared/artifact.ts'
import { systemClock } from '../../../src/shared/clock.ts'
import { startArtifactService, type ArtifactService } from '../../fakes/artifact-service.ts'

describe('artifact names', () => {
  it('default to page-views-<project>-<from>-<to>, safe for artifact names', () => {
    expect(defaultArtifactName('proj_1', '2026-11-14', '2026-11-21')).toBe(
      'page-views-proj_1-2026-11-14-2026-11-21',
    )
    const name = defaultArtifactName('a/b', '2026-11-14T10:00:00Z', '2026-11-21T00:00:00+02:00')
    expect(name).toBe('page-views-a-b-2026-11-14T10-00-00Z-2026-11-21T00-00-00+02-00')
    expect(defaultArtifactName('x"<>|*?\r\n\\', 'a', 'b')).toBe('page-views-x----------a-b')
    expect(artifactNameProblem(name)).toBeUndefined()
  })

  it('explains a bad name', () => {
    expect(artifactNameProblem('')).toBe('it is empty')
    expect(artifactNameProblem('a:b/c')).toMatch(/^it contains ":", "\/" \(not allowed: /)
  })

  it('builds the artifact URL', () => {
    expect(artifactUrl({ serverUrl: 'https://github.com', repository: 'o/r', runId: 99 }, 7)).toBe(
      'https://github.com/o/r/actions/runs/99/artifacts/7',
    )
  })
})

describe('upload errors', () => {
  const files = ['/tmp/x/page-views-a-b.json', '/tmp/x/page-views-a-b.csv']

  it('409: tells the user to set a unique artifact-name, and where the files are', () => {
    const err = describeUploadError(
      'page-views',
      files,
      new Error(
        'Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run',
      ),
    )
    expect(err.message).toBe(
      'Uploading the artifact "page-views" failed: an artifact with this name already exists in this workflow run. Set a unique `artifact-name` input, for example one that includes `${{ github.job }}` or a matrix value. The files are still on disk: /tmp/x/page-views-a-b.json, /tmp/x/page-views-a-b.csv.',
    )
  })

  it('403: says the token lacks permission', () => {
    const err = describeUploadError('n', files, new Error('Failed request: (403) Forbidden'))
    expect(err.message).toMatch(/the token lacks permission to upload artifacts \(403 Forbidden\)/)
    expect(err.message).toMatch(/The files are still on disk: \/tmp\/x\/page-views-a-b\.json/)
  })

  it("a static site's thousands of files: names their folder, not each file", () => {
    const site = Array.from({ length: 150 }, (_, n) => `/tmp/site/page-${n}.html`)
    const err = describeUploadError('site', site, new Error('boom'), '/tmp/site')
    expect(err.message).toBe(
      'Uploading the artifact "site" failed: boom. The 150 files are still on disk, under /tmp/site.',
    )
  })

  it('outside Actions: suggests upload-artifact false', () => {
    const err = describeUploadError(
      'n',
      files,
      new Error('Unable to get the ACTIONS_RUNTIME_TOKEN env variable'),
    )
    expect(err.message).toMatch(/Set `upload-artifact: false` to skip the upload/)
  })
})

describe('uploadExportArtifact with the real @actions/artifact', () => {
  let service: ArtifactService
  let dir: string
  let files: string[]
  let stdout: MockInstance<typeof process.stdout.write>

  beforeEach(async () => {
    stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    dir = await mkdtemp(path.join(tmpdir(), 'artifact-'))
    files = [path.join(dir, 'page-views-a-b.csv'), path.join(dir, 'page-views-a-b.json')]
    await writeFile(files[0] as string, 'path,human,ai,total\n"/a,b",1,2,3\n')
    await writeFile(files[1] as string, '{"views":[]}\n')
    service = await startArtifactService({ firstArtifactId: 555 })
    vi.stubEnv('GITHUB_SERVER_URL', undefined)
    vi.stubEnv('GITHUB_RETENTION_DAYS', undefined)
    for (const [key, value] of Object.entries(service.env)) vi.stubEnv(key, value)
  })
  afterEach(async () => {
    vi.unstubAllEnvs()
    stdout.mockRestore()
    await service.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('uploads the files as a zip and returns the id and URL', async () => {
    const uploaded = await uploadExportArtifact('page-views-a-b', files, dir, 3, {
      serverUrl: 'https://github.com',
      repository: 'o/r',
      runId: '12',
    })
    expect(uploaded).toEqual({
      id: 555,
      url: 'https://github.com/o/r/actions/runs/12/artifacts/555',
    })
    const artifact = service.artifacts[0]
    expect(artifact?.name).toBe('page-views-a-b')
    expect(artifact?.retentionDays).toBe(3)
    expect(Object.keys(artifact?.files() ?? {}).sort()).toEqual([
      'page-views-a-b.csv',
      'page-views-a-b.json',
    ])
  })

  it('without a link context returns only the id', async () => {
    expect(await uploadExportArtifact('n1', files, dir, undefined)).toEqual({ id: 555 })
  })

  it('a name used twice in the run: explains artifact-name', async () => {
    await uploadExportArtifact('same', files, dir, undefined)
    await expect(uploadExportArtifact('same', files, dir, undefined)).rejects.toThrow(
      /already exists in this workflow run\. Set a unique `artifact-name`.*The files are still on disk: /,
    )
  })

  it('403: the token lacks permission', async () => {
    service.fault({ call: 'create', status: 403, times: 1 })
    await expect(uploadExportArtifact('n2', files, dir, undefined)).rejects.toThrow(
      /the token lacks permission to upload artifacts/,
    )
  })
})

describe('uploadWithin: the one bounded upload of every mode', () => {
  const upload = { name: 'site', files: ['/tmp/s/index.html'], rootDir: '/tmp/s', retentionDays: 3 }
  const bounds = (signal: AbortSignal, leftMs = 60_000) => ({
    clock: systemClock,
    deadline: Date.now() + leftMs,
    timeoutMs: 2_000,
    signal,
  })

  it('uploads, says so once, and returns the artifact', async () => {
    const said: string[] = []
    const sent: unknown[][] = []
    const uploaded = await uploadWithin(upload, bounds(new AbortController().signal), {
      info: (line) => said.push(line),
      send: async (...args) => {
        sent.push(args)
        return { id: 9, url: 'https://github.com/o/r/actions/runs/1/artifacts/9' }
      },
    })
    expect(uploaded.id).toBe(9)
    expect(sent).toEqual([['site', ['/tmp/s/index.html'], '/tmp/s', 3]])
    expect(said).toEqual([
      'Uploaded artifact site (id 9): https://github.com/o/r/actions/runs/1/artifacts/9',
    ])
  })

  it('a run already cancelled starts no upload', async () => {
    const controller = new AbortController()
    controller.abort(new Error('cancelled by SIGINT'))
    let sent = 0
    const run = uploadWithin(upload, bounds(controller.signal), {
      info: () => undefined,
      send: async () => ({ id: ++sent }),
    })
    await expect(run).rejects.toBeInstanceOf(UploadStoppedError)
    await expect(run).rejects.toThrow(
      'Uploading the artifact "site" stopped: the run was cancelled, so the artifact was not uploaded. The files are still on disk: /tmp/s/index.html.',
    )
    expect(sent).toBe(0)
  })

  it('an upload that never ends is abandoned at cancellation, and at `timeout`', async () => {
    const controller = new AbortController()
    const never = () => new Promise<never>(() => undefined)
    const cancelled = uploadWithin(upload, bounds(controller.signal), {
      info: () => undefined,
      send: never,
    })
    controller.abort(new Error('cancelled by SIGINT'))
    await expect(cancelled).rejects.toMatchObject({ why: 'cancelled' })
    const timedOut = uploadWithin(upload, bounds(new AbortController().signal, 20), {
      info: () => undefined,
      send: never,
    })
    await expect(timedOut).rejects.toMatchObject({ why: 'timeout' })
    await expect(timedOut).rejects.toThrow(
      /stopped: the `timeout` of 2s ran out, so the artifact was not uploaded\./,
    )
  })
})
