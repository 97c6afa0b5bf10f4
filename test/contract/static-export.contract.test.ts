/**
 * Contract test of static export against the vendored document
 * (test/openapi/static-export-openapi.json): the simulator answers only what it allows, on every
 * path the mode meets (start, each step of a job, a failed job, 409 before completion, the bundle,
 * 403 and 404), and our client asks only what it allows. The validator really rejects what the
 * document forbids, so this test can fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MintlifyClient } from '../../src/shared/mintlify/client.ts'
import { staticExportApi } from '../../src/shared/mintlify/static-export-api.ts'
import { systemClock } from '../../src/shared/clock.ts'
import { startApiSimulator, type ApiSimulator } from '../sim/index.ts'
import { send, type Answer, type CallOptions } from '../support/contract-call.ts'
import { describeOperation, validateRequest, validateResponse } from '../support/openapi.ts'
import { recordingLog } from '../support/recording-log.ts'

const JOBS = '/v1/static-export/jobs'

async function call(
  sim: ApiSimulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const answer = await send(sim, method, path, options)
  const checked = {
    method,
    path,
    status: answer.status,
    body: answer.body,
    headers: answer.headers,
  }
  // The simulator invents no field the document does not list.
  expect(validateResponse({ ...checked, closed: true })).toEqual([])
  return answer
}

const idOf = (answer: Answer): string => (answer.body as { jobId: string }).jobId

describe('the simulator answers as the Static Export document allows', () => {
  let sim: ApiSimulator
  beforeAll(async () => {
    sim = await startApiSimulator()
  })
  afterAll(() => sim.close())

  it("the three operations are the document's", () => {
    expect(describeOperation('POST', JOBS)?.document).toBe('static-export')
    expect(describeOperation('GET', `${JOBS}/se_1`)?.template).toBe(`${JOBS}/{jobId}`)
    expect(describeOperation('POST', `${JOBS}/se_1/bundle`)?.template).toBe(
      `${JOBS}/{jobId}/bundle`,
    )
  })

  it('start (202), 409 before completion, every step of the job, then the bundle (200)', async () => {
    const started = await call(sim, 'POST', JOBS, {
      body: { domain: 'docs.example.com', version: '2026-11', paths: ['index'] },
    })
    expect(started.status).toBe(202)
    const jobId = idOf(started)
    expect((await call(sim, 'POST', `${JOBS}/${jobId}/bundle`)).status).toBe(409)
    const statuses: string[] = []
    for (let i = 0; i < 4; i++) {
      const got = await call(sim, 'GET', `${JOBS}/${jobId}`)
      expect(got.status).toBe(200)
      statuses.push((got.body as { status: string }).status)
    }
    expect(statuses).toEqual(['running', 'running', 'completed', 'completed'])
    const bundle = await call(sim, 'POST', `${JOBS}/${jobId}/bundle`)
    expect(bundle.status).toBe(200)
    expect(bundle.body).toMatchObject({ jobId, sizeBytes: sim.storage.archive.length })
  })

  it('a failed job carries its error; unknown ids are 404; a bad domain is 400', async () => {
    const jobId = idOf(
      await call(sim, 'POST', JOBS, { body: { domain: 'sim-failed.example.com' } }),
    )
    await call(sim, 'GET', `${JOBS}/${jobId}`)
    const failed = await call(sim, 'GET', `${JOBS}/${jobId}`)
    expect(failed.body).toMatchObject({ status: 'failed', error: expect.any(String) })
    expect((await call(sim, 'GET', `${JOBS}/se_missing`)).status).toBe(404)
    expect((await call(sim, 'POST', `${JOBS}/se_missing/bundle`)).status).toBe(404)
    const bad = await call(sim, 'POST', JOBS, { body: { domain: 'https://docs.example.com' } })
    expect(bad.status).toBe(400)
  })

  it('an organization without the feature gets 403', async () => {
    const closed = await startApiSimulator({ staticExport: { enabled: false } })
    try {
      const answer = await call(closed, 'POST', JOBS, { body: { domain: 'docs.example.com' } })
      expect(answer.status).toBe(403)
    } finally {
      await closed.close()
    }
  })
})

describe('the client asks only what the Static Export document allows', () => {
  let sim: ApiSimulator
  let client: MintlifyClient
  beforeAll(async () => {
    sim = await startApiSimulator()
    client = new MintlifyClient({
      baseUrl: sim.url,
      apiKey: sim.apiKey,
      deadline: Date.now() + 60_000,
      clock: systemClock,
      log: recordingLog(),
    })
    const job = await staticExportApi(client).startStaticExport({ domain: 'docs.example.com' })
    await staticExportApi(client).startStaticExport({
      domain: 'docs.example.com',
      version: 'v2',
      paths: ['a', 'b/c'],
    })
    for (let i = 0; i < 4; i++) await staticExportApi(client).getStaticExport(job.jobId)
    await staticExportApi(client).requestStaticExportBundle(job.jobId)
  })
  afterAll(async () => {
    await client.close()
    await sim.close()
  })

  it('made every kind of request, each allowed', () => {
    expect(new Set(sim.requests.map((r) => r.route))).toEqual(
      new Set(['static-export-start', 'static-export-get', 'static-export-bundle']),
    )
    for (const request of sim.requests) {
      expect(validateRequest(request), `${request.method} ${request.path}`).toEqual([])
    }
    // The bundle POST sends no body.
    expect(sim.requests.find((r) => r.route === 'static-export-bundle')?.body).toBeUndefined()
  })

  it('the validator rejects what the document does not allow', () => {
    const start = sim.requests.find((r) => r.route === 'static-export-start')!
    expect(validateRequest({ ...start, body: { version: 'v2' } })).not.toEqual([])
    expect(validateRequest({ ...start, body: { domain: 'x', paths: 'index' } })).not.toEqual([])
    const bundle = sim.requests.find((r) => r.route === 'static-export-bundle')!
    expect(
      validateResponse({ method: 'POST', path: bundle.path, status: 200, body: { jobId: 'se_1' } }),
    ).not.toEqual([])
  })
})
