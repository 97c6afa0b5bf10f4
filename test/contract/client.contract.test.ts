import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentApi } from '../../src/shared/mintlify/agent-api.ts'
import { analyticsApi } from '../../src/shared/mintlify/analytics-api.ts'
import { MintlifyClient } from '../../src/shared/mintlify/client.ts'
import { systemClock } from '../../src/shared/clock.ts'
import { startApiSimulator, type ApiSimulator } from '../sim/index.ts'
import { validateRequest, validateResponse } from '../support/openapi.ts'
import { recordingLog } from '../support/recording-log.ts'

/**
 * The requests our client sends, checked against the vendor's OpenAPI documents: if the client
 * drifts from what the real API accepts, this fails.
 */
describe('client requests follow the OpenAPI documents', () => {
  let sim: ApiSimulator
  let client: MintlifyClient

  beforeAll(async () => {
    sim = await startApiSimulator({ views: { rows: 600 } })
    client = new MintlifyClient({
      baseUrl: sim.url,
      apiKey: sim.apiKey,
      deadline: Date.now() + 60_000,
      clock: systemClock,
      log: recordingLog(),
    })
    const job = await agentApi(client).createJob(sim.projectId, 'Document the CLI')
    await agentApi(client).getJob(sim.projectId, job.id)
    await agentApi(client).sendMessage(sim.projectId, job.id, 'Add an example')
    for (let offset = 0; ; offset += 250) {
      const page = await analyticsApi(client).getViews(sim.projectId, {
        dateFrom: '2026-10-01',
        dateTo: '2026-11-01',
        limit: 250,
        offset,
      })
      if (!page.hasMore) break
    }
    await analyticsApi(client).getViews(sim.projectId, {
      dateFrom: '2026-10-01T00:00:00Z',
      dateTo: '2026-10-02T12:30:00Z',
      limit: 1,
      offset: 0,
    })
  })
  afterAll(async () => {
    await client.close()
    await sim.close()
  })

  it('made every kind of request', () => {
    expect(new Set(sim.requests.map((r) => r.route))).toEqual(
      new Set(['create', 'get', 'message', 'views']),
    )
  })

  it('sent only requests the documents allow', () => {
    for (const request of sim.requests) {
      expect(validateRequest(request), `${request.method} ${request.path}`).toEqual([])
    }
  })

  it('the validator rejects what the documents do not allow', () => {
    const create = sim.requests.find((r) => r.route === 'create')!
    expect(validateRequest({ ...create, body: { prompt: '' } })).not.toEqual([])
    const views = sim.requests.find((r) => r.route === 'views')!
    expect(validateRequest({ ...views, query: { ...views.query, limit: '500' } })).not.toEqual([])
    expect(
      validateResponse({ method: 'GET', path: views.path, status: 200, body: { views: [] } }),
    ).not.toEqual([])
  })
})
