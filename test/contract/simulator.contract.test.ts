/**
 * Contract test: every answer the simulator gives on its non-fault paths is allowed by the
 * vendor's OpenAPI documents, and the validator really rejects bodies the documents forbid
 * (so this test can fail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiSimulator } from '../sim/index.ts'
import type { ApiSimulator } from '../sim/index.ts'
import { send, type Answer, type CallOptions } from '../support/contract-call.ts'
import { describeOperation, validateRequest, validateResponse } from '../support/openapi.ts'

let sim: ApiSimulator

beforeAll(async () => {
  sim = await startApiSimulator({ seed: 7, views: { rows: 600 } })
})
afterAll(async () => {
  await sim.close()
})

/** Calls the simulator, asserts the answer validates against the documents, returns it. */
async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const answer = await send(sim, method, path, options)
  expect(
    validateResponse({
      method,
      path,
      status: answer.status,
      body: answer.body,
      headers: answer.headers,
    }),
  ).toEqual([])
  return answer
}

function jobOf(answer: Answer): { id: string; status: string; prLink: string | null } {
  return answer.body as { id: string; status: string; prLink: string | null }
}

describe('agent jobs', () => {
  const base = (): string => `/v2/agent/${sim.projectId}/job`

  it('creates a job (201) and polls it through its whole lifecycle', async () => {
    const created = await call('POST', base(), { body: { prompt: 'Document the new endpoint' } })
    expect(created.status).toBe(201)
    const job = jobOf(created)
    expect(job).toMatchObject({ status: 'active', prLink: null, archivedAt: null })
    const seen: string[] = []
    for (let i = 0; i < 4; i++) {
      const got = await call('GET', `${base()}/${job.id}`)
      expect(got.status).toBe(200)
      seen.push(jobOf(got).status)
    }
    expect(seen).toEqual(['active', 'active', 'completed', 'completed'])
    expect(sim.jobs.get(job.id)?.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
  })

  it('sends a follow-up (200) and completes again with a new PR link', async () => {
    const job = jobOf(await call('POST', base(), { body: { prompt: 'Fix typos [sim:polls=1]' } }))
    await call('GET', `${base()}/${job.id}`)
    const first = jobOf(await call('GET', `${base()}/${job.id}`))
    expect(first.status).toBe('completed')
    const msg = await call('POST', `${base()}/${job.id}/message`, {
      body: { prompt: 'Also the FAQ' },
    })
    expect(msg.status).toBe(200)
    expect(jobOf(msg).status).toBe('active')
    const statuses: string[] = []
    let last = first
    for (let i = 0; i < 3; i++) {
      last = jobOf(await call('GET', `${base()}/${job.id}`))
      statuses.push(last.status)
    }
    expect(statuses).toEqual(['active', 'active', 'completed'])
    expect(last.prLink).not.toBe(first.prLink)
  })

  it.each(['failed', 'no-changes', 'archived'])('ends [sim:%s] jobs as documented', async (m) => {
    const job = jobOf(await call('POST', base(), { body: { prompt: `Task [sim:${m}]` } }))
    let got = job
    for (let i = 0; i < 3; i++) got = jobOf(await call('GET', `${base()}/${job.id}`))
    expect(got.status).toBe(m === 'no-changes' ? 'completed' : m)
    expect(got.prLink).toBeNull()
  })

  it('answers 400 for an empty prompt, and the validator flags that request', async () => {
    const body = { prompt: '' }
    expect(validateRequest({ method: 'POST', path: base(), body })).not.toEqual([])
    const res = await call('POST', base(), { body, invalidRequest: true })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: expect.any(String) })
    const msg = await call('POST', `${base()}/job_missing/message`, {
      body: {},
      invalidRequest: true,
    })
    expect(msg.status).toBe(404)
  })

  it('answers 404 for an unknown job or project', async () => {
    expect((await call('GET', `${base()}/job_nope`)).body).toEqual({ error: 'Job not found' })
    const msg = await call('POST', `${base()}/job_nope/message`, { body: { prompt: 'x' } })
    expect(msg.status).toBe(404)
    const create = await call('POST', '/v2/agent/proj_other/job', { body: { prompt: 'x' } })
    expect(create).toMatchObject({ status: 404, body: { error: 'Project not found' } })
  })

  it('answers 401 for a missing or wrong key', async () => {
    for (const key of [null, 'mint_wrong']) {
      const res = await call('POST', base(), { body: { prompt: 'x' }, key, invalidRequest: true })
      expect(res).toMatchObject({ status: 401, body: { error: 'Invalid API key' } })
      const get = await call('GET', `${base()}/job_1`, { key, invalidRequest: true })
      expect(get.status).toBe(401)
    }
  })
})

describe('page views', () => {
  const path = (q: string): string => `/v1/analytics/${sim.projectId}/views?${q}`
  const range = 'dateFrom=2026-03-01&dateTo=2026-04-01'

  it('pages through a range, row for row, ending with hasMore false', async () => {
    const expected = sim.expectedViews('2026-03-01', '2026-04-01')
    const rows: unknown[] = []
    let offset = 0
    let pages = 0
    for (;;) {
      const res = await call('GET', path(`${range}&limit=250&offset=${offset}`))
      expect(res.status).toBe(200)
      const page = res.body as { totals: unknown; views: unknown[]; hasMore: boolean }
      expect(page.totals).toEqual(sim.expectedTotals('2026-03-01', '2026-04-01'))
      rows.push(...page.views)
      pages++
      if (!page.hasMore) {
        expect(page.views.length).toBeGreaterThan(0)
        break
      }
      expect(page.views).toHaveLength(250)
      offset += 250
    }
    expect(pages).toBe(Math.ceil(expected.length / 250))
    expect(rows).toEqual(expected)
  })

  it('serves the defaults (limit 50) and an empty range', async () => {
    const def = await call('GET', `/v1/analytics/${sim.projectId}/views`)
    expect((def.body as { views: unknown[] }).views).toHaveLength(50)
    const empty = await call('GET', path('dateFrom=2020-01-01&dateTo=2020-02-01'))
    expect(empty.body).toEqual({ totals: { human: 0, ai: 0, total: 0 }, views: [], hasMore: false })
  })

  it.each(['limit=0', 'limit=251', 'limit=abc', 'offset=-1', 'dateFrom=yesterday'])(
    'answers 400 for %s, and the validator flags the request',
    async (q) => {
      expect(validateRequest({ method: 'GET', path: path(q) })).not.toEqual([])
      const res = await call('GET', path(q), { invalidRequest: true })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: 'Invalid query parameters' })
    },
  )

  it('answers 400 when dateFrom is not before dateTo', async () => {
    const res = await call('GET', path('dateFrom=2026-04-01&dateTo=2026-03-01'))
    expect(res.status).toBe(400)
  })

  it('answers 401 and 404 with an error body', async () => {
    expect((await call('GET', path('limit=1'), { key: null, invalidRequest: true })).status).toBe(
      401,
    )
    const res = await call('GET', '/v1/analytics/proj_other/views?limit=1')
    expect(res).toMatchObject({ status: 404, body: { error: 'Project not found' } })
  })

  it('answers a queued 429 with an error body', async () => {
    sim.fault({ route: 'views', status: 429, headers: { 'retry-after': '1' } })
    const res = await call('GET', path('limit=1'))
    expect(res.status).toBe(429)
    expect(res.headers['retry-after']).toBe('1')
  })
})

describe('the validator rejects what the documents forbid', () => {
  const job = {
    id: 'job_1_abc',
    status: 'completed',
    source: { repository: 'https://github.com/acme/docs', ref: null },
    model: 'sonnet',
    prLink: 'https://github.com/acme/docs/pull/1',
    createdAt: '2026-11-20T10:00:00.000Z',
    archivedAt: null,
  }
  const page = {
    totals: { human: 3, ai: 1, total: 4 },
    views: [{ path: '/docs', human: 3, ai: 1, total: 4 }],
    hasMore: false,
  }
  const jobPath = '/v2/agent/proj_sim/job/job_1_abc'
  const viewsPath = '/v1/analytics/proj_sim/views'

  it('accepts the well-formed bodies', () => {
    expect(validateResponse({ method: 'GET', path: jobPath, status: 200, body: job })).toEqual([])
    expect(validateResponse({ method: 'GET', path: viewsPath, status: 200, body: page })).toEqual(
      [],
    )
    expect(describeOperation('GET', jobPath)?.template).toBe('/v2/agent/{projectId}/job/{id}')
  })

  it.each<[string, unknown]>([
    ['an unknown status', { ...job, status: 'done' }],
    ['a numeric id', { ...job, id: 42 }],
    ['a prLink that is not a URL', { ...job, prLink: 'pull 1' }],
    ['a createdAt that is not a date-time', { ...job, createdAt: 'yesterday' }],
    ['a source that is a string', { ...job, source: 'acme/docs' }],
    ['an array', [job]],
  ])('rejects a job with %s', (_label, body) => {
    expect(validateResponse({ method: 'GET', path: jobPath, status: 200, body })).not.toEqual([])
  })

  it.each<[string, unknown]>([
    ['no hasMore', { totals: page.totals, views: page.views }],
    ['a string count', { ...page, views: [{ path: '/d', human: '3', ai: 1, total: 4 }] }],
    ['a row without path', { ...page, views: [{ human: 3, ai: 1, total: 4 }] }],
    ['totals without total', { ...page, totals: { human: 3, ai: 1 } }],
    ['hasMore as a string', { ...page, hasMore: 'false' }],
  ])('rejects a views page with %s', (_label, body) => {
    expect(validateResponse({ method: 'GET', path: viewsPath, status: 200, body })).not.toEqual([])
  })

  it('rejects bad error bodies and undocumented statuses', () => {
    const v400 = { method: 'GET', path: viewsPath, status: 400 }
    expect(validateResponse({ ...v400, body: { message: 'bad' } })).not.toEqual([])
    expect(validateResponse({ ...v400, body: { error: 'x', details: [{}] } })).not.toEqual([])
    const v401 = { method: 'POST', path: '/v2/agent/p/job', status: 401 }
    expect(validateResponse({ ...v401, body: { error: 'Invalid API key' } })).toEqual([])
    expect(validateResponse({ ...v401, body: '<html>' })).not.toEqual([])
    expect(validateResponse({ ...v401, status: 200, body: job })).not.toEqual([])
    expect(
      validateResponse({ method: 'GET', path: '/v9/nothing', status: 200, body: {} }),
    ).not.toEqual([])
  })

  it('rejects requests the documents do not allow', () => {
    const create = '/v2/agent/proj_sim/job'
    expect(validateRequest({ method: 'POST', path: create, body: {} })).not.toEqual([])
    expect(validateRequest({ method: 'POST', path: create })).not.toEqual([])
    expect(validateRequest({ method: 'POST', path: create, body: { prompt: 5 } })).not.toEqual([])
    expect(validateRequest({ method: 'POST', path: '/v1/agent/p/job', body: {} })).not.toEqual([])
    expect(validateRequest({ method: 'GET', path: `${viewsPath}?page=2` })).not.toEqual([])
    expect(
      validateRequest({ method: 'GET', path: viewsPath, query: { limit: '1e2' } }),
    ).not.toEqual([])
    expect(
      validateRequest({ method: 'GET', path: viewsPath, query: { limit: 250, offset: 500 } }),
    ).toEqual([])
  })
})
