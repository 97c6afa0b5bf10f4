import { randomBytes } from 'node:crypto'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DefaultArtifactClient } from '@actions/artifact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startArtifactService } from './artifact-service.ts'
import type { ArtifactService } from './artifact-service.ts'

describe('artifact service fake with the real @actions/artifact', () => {
  let service: ArtifactService
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'artifact-fake-'))
  })

  afterEach(async () => {
    vi.unstubAllEnvs()
    await service.close()
    await rm(dir, { recursive: true, force: true })
  })

  // @actions/artifact reads process.env at call time; vitest restores it after each test.
  const useEnv = (): void => {
    vi.stubEnv('GITHUB_SERVER_URL', undefined)
    vi.stubEnv('GITHUB_RETENTION_DAYS', undefined)
    for (const [key, value] of Object.entries(service.env)) vi.stubEnv(key, value)
  }

  it('receives a real zip holding the files, and answers with the artifact id', async () => {
    service = await startArtifactService({ firstArtifactId: 4242 })
    useEnv()
    await mkdir(join(dir, 'sub'))
    const csv = 'path,views\n/a,1\n'
    // Over 8 MiB, so the zip goes up in two blocks; random, so blocks out of order would show.
    const big = randomBytes(9 * 1024 * 1024)
    await writeFile(join(dir, 'views.csv'), csv)
    await writeFile(join(dir, 'sub', 'big.bin'), big)

    const client = new DefaultArtifactClient()
    // Stored, not deflated (deflating 9 MiB was most of this test): the blocks are the point
    // here, and the e2e tests unzip the action's own deflated uploads.
    const result = await client.uploadArtifact(
      'page-views',
      [join(dir, 'views.csv'), join(dir, 'sub', 'big.bin')],
      dir,
      { retentionDays: 5, compressionLevel: 0 },
    )

    expect(result.id).toBe(4242)
    expect(service.artifacts).toHaveLength(1)
    const artifact = service.artifacts[0]
    expect(artifact?.name).toBe('page-views')
    expect(artifact?.id).toBe(result.id)
    expect(artifact?.retentionDays).toBe(5)
    expect(artifact?.size).toBe(artifact?.zip.length)
    expect(artifact?.hash).toBe(`sha256:${result.digest ?? ''}`)
    const files = artifact?.files() ?? {}
    expect(Object.keys(files).sort()).toEqual(['sub/big.bin', 'views.csv'])
    expect(files['views.csv']?.toString('utf8')).toBe(csv)
    expect(files['sub/big.bin']?.equals(big)).toBe(true)
    const calls = service.requests.map((r) => r.call)
    expect(calls[0]).toBe('create')
    expect(calls.at(-1)).toBe('finalize')
    expect(service.requests.filter((r) => r.url.includes('comp=block&')).length).toBe(2)
    expect(service.requests.some((r) => r.url.includes('comp=blocklist'))).toBe(true)
  })

  it('answers 409 Conflict for a name already used, and the library throws', async () => {
    service = await startArtifactService()
    useEnv()
    await writeFile(join(dir, 'a.json'), '[]')
    const client = new DefaultArtifactClient()
    await client.uploadArtifact('once', [join(dir, 'a.json')], dir)
    await expect(client.uploadArtifact('once', [join(dir, 'a.json')], dir)).rejects.toThrow(/409/)
    expect(service.artifacts).toHaveLength(1)
    expect(service.requests.at(-1)?.status).toBe(409)
  })

  it('injects faults on create, upload and finalize', async () => {
    service = await startArtifactService()
    useEnv()
    await writeFile(join(dir, 'a.json'), '[]')
    const client = new DefaultArtifactClient()

    service.fault({ call: 'create', status: 403, times: 1 })
    await expect(client.uploadArtifact('a', [join(dir, 'a.json')], dir)).rejects.toThrow(/403/)

    service.fault({ call: 'upload', status: 403, times: 1 })
    await expect(client.uploadArtifact('b', [join(dir, 'a.json')], dir)).rejects.toThrow()

    service.fault({ call: 'finalize', status: 400, times: 1 })
    await expect(client.uploadArtifact('c', [join(dir, 'a.json')], dir)).rejects.toThrow(/400/)

    expect(service.artifacts).toHaveLength(0)
    const ok = await client.uploadArtifact('d', [join(dir, 'a.json')], dir)
    expect(service.artifacts.map((a) => [a.name, a.id])).toEqual([['d', ok.id]])
  })

  it('hands out a JWT whose scp claim carries the backend ids', async () => {
    service = await startArtifactService({ runBackendId: 'run-1', jobBackendId: 'job-2' })
    const payload = service.env['ACTIONS_RUNTIME_TOKEN']?.split('.')[1] ?? ''
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      scp: string
    }
    expect(claims.scp.split(' ')).toContain('Actions.Results:run-1:job-2')
    expect(service.env['ACTIONS_RESULTS_URL']).toBe(`${service.url}/`)
  })
})
