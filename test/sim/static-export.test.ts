/**
 * The simulator's storage host behaves like a presigned S3 link: GET only, no Authorization
 * header, the signature checked, expiry, Range, and the faults the e2e tests ask for.
 */
import { request } from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApiSimulator, type ApiSimulator } from './index.ts'

let sim: ApiSimulator
beforeEach(async () => {
  sim = await startApiSimulator()
})
afterEach(() => sim.close())

const auth = () => ({ authorization: `Bearer ${sim.apiKey}`, 'content-type': 'application/json' })

/** A completed export's bundle answer. */
async function bundleLink(): Promise<{ bundleUrl: string; sizeBytes: number; expiresAt: string }> {
  const started = await fetch(`${sim.url}/v1/static-export/jobs`, {
    method: 'POST',
    headers: auth(),
    body: JSON.stringify({ domain: 'docs.example.com' }),
  })
  const { jobId } = (await started.json()) as { jobId: string }
  for (let i = 0; i < 3; i++) {
    await fetch(`${sim.url}/v1/static-export/jobs/${jobId}`, { headers: auth() })
  }
  const bundle = await fetch(`${sim.url}/v1/static-export/jobs/${jobId}/bundle`, {
    method: 'POST',
    headers: auth(),
  })
  expect(bundle.status).toBe(200)
  return (await bundle.json()) as { bundleUrl: string; sizeBytes: number; expiresAt: string }
}

/** One raw request (fetch would add headers of its own); the body as far as it came. */
function get(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer; cut: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = []
        let cut = false
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('aborted', () => (cut = true))
        res.on('error', () => (cut = true))
        res.on('close', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            cut,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('the storage host', () => {
  it('serves the bundle to a GET of the signed link, and sizeBytes is its size', async () => {
    const link = await bundleLink()
    expect(new URL(link.bundleUrl).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    const answer = await get(link.bundleUrl)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(sim.storage.archive)
    expect(link.sizeBytes).toBe(sim.storage.archive.length)
  })

  it('refuses HEAD, an Authorization header, and a wrong signature', async () => {
    const link = await bundleLink()
    expect((await get(link.bundleUrl, { method: 'HEAD' })).status).toBe(403)
    const withAuth = await get(link.bundleUrl, { headers: { authorization: 'Bearer x' } })
    expect(withAuth.status).toBe(400)
    expect(withAuth.body.toString()).toContain('Only one auth mechanism allowed')
    const forged = new URL(link.bundleUrl)
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64))
    const refused = await get(forged.href)
    expect(refused.status).toBe(403)
    expect(refused.body.toString()).toContain('SignatureDoesNotMatch')
  })

  it('an expired link: 403 "Request has expired"', async () => {
    sim.storage.expireLinks = 1
    const link = await bundleLink()
    expect(Date.parse(link.expiresAt)).toBeLessThan(Date.now())
    const answer = await get(link.bundleUrl)
    expect(answer.status).toBe(403)
    expect(answer.body.toString()).toContain('<Message>Request has expired</Message>')
  })

  it('Range: 206 from the byte asked for, with Content-Range', async () => {
    const link = await bundleLink()
    const answer = await get(link.bundleUrl, { headers: { range: 'bytes=100-' } })
    const size = sim.storage.archive.length
    expect(answer.status).toBe(206)
    expect(answer.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`)
    expect(answer.body).toEqual(sim.storage.archive.subarray(100))
  })

  it('resetsMidBody: half the bytes, then the connection is cut', async () => {
    sim.storage.resetsMidBody = 1
    const link = await bundleLink()
    const answer = await get(link.bundleUrl)
    expect(answer.cut).toBe(true)
    expect(answer.body.length).toBe(Math.floor(sim.storage.archive.length / 2))
    expect(sim.storage.requests[0]?.sent).toBe(answer.body.length)
  })

  it('drip: the whole body, in pieces at a steady pace', async () => {
    sim.storage.drip = { bytes: 100, everyMs: 5 }
    const link = await bundleLink()
    const started = Date.now()
    const answer = await get(link.bundleUrl)
    expect(answer.body).toEqual(sim.storage.archive)
    const pieces = Math.ceil(sim.storage.archive.length / 100)
    expect(Date.now() - started).toBeGreaterThanOrEqual(pieces * 5 - 5)
  })

  it('chunkedShortBy: no Content-Length, and a clean end that many bytes short', async () => {
    sim.storage.chunkedShortBy = 50
    const link = await bundleLink()
    const answer = await get(link.bundleUrl)
    expect(answer.cut).toBe(false)
    expect(answer.headers['content-length']).toBeUndefined()
    expect(answer.headers['transfer-encoding']).toBe('chunked')
    expect(answer.body).toEqual(sim.storage.archive.subarray(0, -50))
  })

  it('the bundle route answers 409 until the job was shown completed', async () => {
    const started = await fetch(`${sim.url}/v1/static-export/jobs`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ domain: 'docs.example.com' }),
    })
    const { jobId } = (await started.json()) as { jobId: string }
    const early = await fetch(`${sim.url}/v1/static-export/jobs/${jobId}/bundle`, {
      method: 'POST',
      headers: auth(),
    })
    expect(early.status).toBe(409)
    expect(sim.storage.signatures).toEqual([])
  })
})
