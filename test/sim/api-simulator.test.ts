import { Client } from 'undici'
import { afterEach, describe, expect, it } from 'vitest'
import { INSERTED_PATH, startApiSimulator } from './index.ts'
import type { ApiSimulator, SimulatorOptions } from './index.ts'

let sims: ApiSimulator[] = []
afterEach(async () => {
  await Promise.all(sims.map((s) => s.close()))
  sims = []
})

async function start(options?: SimulatorOptions): Promise<ApiSimulator> {
  const sim = await startApiSimulator(options)
  sims.push(sim)
  return sim
}

interface Job {
  id: string
  status: string
  prLink: string | null
  archivedAt: string | null
}

interface Page {
  totals: { human: number; ai: number; total: number }
  views: { path: string; human: number; ai: number; total: number }[]
  hasMore: boolean
}

async function req(
  sim: ApiSimulator,
  method: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(sim.url + path, {
    method,
    headers: { authorization: `Bearer ${sim.apiKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers }
}

const create = async (sim: ApiSimulator, prompt: string): Promise<Job> =>
  (await req(sim, 'POST', `/v2/agent/${sim.projectId}/job`, { prompt })).body as Job
const poll = async (sim: ApiSimulator, id: string): Promise<Job> =>
  (await req(sim, 'GET', `/v2/agent/${sim.projectId}/job/${id}`)).body as Job
const message = async (sim: ApiSimulator, id: string, prompt: string): Promise<Job> =>
  (await req(sim, 'POST', `/v2/agent/${sim.projectId}/job/${id}/message`, { prompt })).body as Job
const views = async (sim: ApiSimulator, q: string): Promise<Page> =>
  (await req(sim, 'GET', `/v1/analytics/${sim.projectId}/views?${q}`)).body as Page

async function statuses(sim: ApiSimulator, id: string, n: number): Promise<Job[]> {
  const out: Job[] = []
  for (let i = 0; i < n; i++) out.push(await poll(sim, id))
  return out
}

describe('basics', () => {
  it('listens on loopback and records requests', async () => {
    const sim = await start()
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(sim.apiKey).toBe('mint_simulator_key_0123456789abcdef')
    expect(sim.projectId).toBe('proj_sim')
    const job = await create(sim, 'hello')
    expect(job.id).toMatch(/^job_1_[0-9a-f]+$/)
    const [r] = sim.requests
    expect(r).toMatchObject({
      method: 'POST',
      path: '/v2/agent/proj_sim/job',
      body: { prompt: 'hello' },
      route: 'create',
      status: 201,
      connectionId: 1,
    })
    expect(r?.headers.authorization).toBe(`Bearer ${sim.apiKey}`)
    await views(sim, 'limit=2&offset=4')
    expect(sim.requests[1]?.query).toEqual({ limit: '2', offset: '4' })
    // Node's global fetch may open a second connection for back-to-back requests.
    expect(sim.connections).toBeGreaterThanOrEqual(1)
    sim.reset()
    expect(sim.requests).toHaveLength(0)
  })

  it('answers 401, 404 and 400 with JSON error bodies', async () => {
    const sim = await start()
    const noKey = await fetch(`${sim.url}/v1/analytics/proj_sim/views`)
    expect(noKey.status).toBe(401)
    expect(noKey.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await noKey.json()).toEqual({ error: 'Invalid API key' })
    expect((await req(sim, 'GET', '/v2/agent/other/job/x')).body).toEqual({
      error: 'Project not found',
    })
    expect((await req(sim, 'GET', '/v3/whatever')).body).toEqual({ error: 'Not found' })
    expect((await req(sim, 'GET', '/v2/agent/proj_sim/job/nope')).body).toEqual({
      error: 'Job not found',
    })
    expect((await req(sim, 'POST', '/v2/agent/proj_sim/job', { prompt: '' })).status).toBe(400)
    const notJson = await req(sim, 'POST', '/v2/agent/proj_sim/job', undefined, { body: '{x' })
    expect(notJson.status).toBe(400)
  })
})

describe('job scripts', () => {
  it('follows the default script: active for 2 polls, then completed with a PR', async () => {
    const sim = await start()
    const job = await create(sim, 'x')
    expect(job).toMatchObject({ status: 'active', prLink: null })
    const seen = await statuses(sim, job.id, 4)
    expect(seen.map((j) => j.status)).toEqual(['active', 'active', 'completed', 'completed'])
    expect(seen[2]?.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
    expect(seen[3]?.prLink).toBe(seen[2]?.prLink)
    expect(sim.jobs.get(job.id)?.status).toBe('completed')
  })

  it.each<[string, string[], boolean]>([
    ['[sim:failed]', ['active', 'active', 'failed'], false],
    ['[sim:no-changes]', ['active', 'active', 'completed'], false],
    ['[sim:archived]', ['active', 'active', 'archived'], false],
    ['[sim:never-ends]', ['active', 'active', 'active', 'active'], false],
    ['[sim:unknown-status]', ['active', 'queued', 'queued', 'completed'], true],
    ['[sim:polls=3]', ['active', 'active', 'active', 'completed'], true],
  ])('picks a script from the prompt marker %s', async (marker, expected, withPr) => {
    const sim = await start()
    const job = await create(sim, `Do it ${marker}`)
    const seen = await statuses(sim, job.id, expected.length)
    expect(seen.map((j) => j.status)).toEqual(expected)
    const last = seen.at(-1)
    expect(last?.prLink === null).toBe(!withPr)
    expect(last?.archivedAt === null).toBe(last?.status !== 'archived')
  })

  it('takes jobScript with zero-poll steps and {n} PR links', async () => {
    const sim = await start({
      jobScript: [
        { status: 'queued', polls: 0 },
        { status: 'active', polls: 1 },
        { status: 'completed', prLink: 'https://example.com/pr/{n}' },
      ],
    })
    const job = await create(sim, 'x')
    const seen = await statuses(sim, job.id, 2)
    expect(seen.map((j) => j.status)).toEqual(['active', 'completed'])
    expect(seen[1]?.prLink).toMatch(/^https:\/\/example\.com\/pr\/\d+$/)
  })

  it('restarts on a follow-up with a new PR link', async () => {
    const sim = await start({ jobScript: [{ status: 'completed' }] })
    const job = await create(sim, 'x')
    const before = await poll(sim, job.id)
    const ack = await message(sim, job.id, 'more')
    expect(ack).toMatchObject({ status: 'active', prLink: null })
    const seen = await statuses(sim, job.id, 3)
    expect(seen.map((j) => j.status)).toEqual(['active', 'active', 'completed'])
    expect(seen[2]?.prLink).not.toBe(before.prLink)
    expect(seen[2]?.prLink).toMatch(/pull\/\d+$/)
  })

  it('shows the old terminal state for followUpStaleGets GETs after a message', async () => {
    const sim = await start({
      jobScript: [{ status: 'completed' }],
      followUpStaleGets: 2,
      followUpScript: [{ status: 'active', polls: 1 }, { status: 'completed' }],
    })
    const job = await create(sim, 'x')
    const before = await poll(sim, job.id)
    await message(sim, job.id, 'more')
    const seen = await statuses(sim, job.id, 4)
    expect(seen.map((j) => [j.status, j.prLink])).toEqual([
      ['completed', before.prLink],
      ['completed', before.prLink],
      ['active', null],
      ['completed', expect.not.stringMatching(before.prLink ?? '')],
    ])
  })

  it("answers a message with the job's current state when followUpAck is 'current'", async () => {
    const sim = await start({ jobScript: [{ status: 'completed' }], followUpAck: 'current' })
    const job = await create(sim, 'x')
    const before = await poll(sim, job.id)
    expect(await message(sim, job.id, 'again [sim:failed]')).toEqual(before)
    const seen = await statuses(sim, job.id, 3)
    expect(seen.map((j) => j.status)).toEqual(['active', 'active', 'failed'])
    expect(
      (await req(sim, 'POST', '/v2/agent/proj_sim/job/nope/message', { prompt: 'x' })).status,
    ).toBe(404)
  })
})

describe('views dataset', () => {
  it('is deterministic and exact, and a range is the sum of its days', async () => {
    const sim = await start({ seed: 3, views: { rows: 30 } })
    const week = await views(sim, 'dateFrom=2026-06-01&dateTo=2026-06-08&limit=250')
    expect(week.views).toEqual(sim.expectedViews('2026-06-01', '2026-06-08'))
    expect(week.totals).toEqual(sim.expectedTotals('2026-06-01', '2026-06-08'))
    // The realistic site's new page (2026-10-12) is not served before it exists.
    expect(week.views).toHaveLength(29)
    expect(sim.expectedViews('2026-10-01', '2026-10-13')).toHaveLength(30)
    expect(week.hasMore).toBe(false)
    const sum = week.views.reduce((a, r) => a + r.total, 0)
    expect(week.totals.total).toBe(sum)
    for (const r of week.views) {
      expect(r.total).toBe(r.human + r.ai)
      expect(r.path.startsWith('/')).toBe(true)
      expect(Number.isInteger(r.human) && r.human >= 1 && r.ai >= 0).toBe(true)
    }
    const paths = week.views.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toEqual(expect.arrayContaining(['/docs/café', '/docs/日本語']))
    expect(paths.some((p) => p.includes(','))).toBe(true)
    expect(paths.some((p) => p.includes('"'))).toBe(true)
    expect(paths.some((p) => p.includes(' '))).toBe(true)
    const days = ['01', '02', '03', '04', '05', '06', '07'].map((d) =>
      sim.expectedViews(`2026-06-${d}`, `2026-06-${String(Number(d) + 1).padStart(2, '0')}`),
    )
    for (const [i, row] of week.views.entries()) {
      expect(days.reduce((a, day) => a + day[i]!.human, 0)).toBe(row.human)
      expect(days.reduce((a, day) => a + day[i]!.ai, 0)).toBe(row.ai)
    }
    const other = await start({ seed: 3, views: { rows: 30 } })
    expect(other.expectedViews('2026-06-01', '2026-06-08')).toEqual(week.views)
    const reseeded = await start({ seed: 4, views: { rows: 30 } })
    expect(reseeded.expectedViews('2026-06-01', '2026-06-08')).not.toEqual(week.views)
  })

  it('`days: flat`: every day the same, so a range is a rate times its days', async () => {
    const sim = await start({ days: 'flat', views: { rows: 30 } })
    const week = await views(sim, 'dateFrom=2026-06-01&dateTo=2026-06-08&limit=250')
    const day = await views(sim, 'dateFrom=2026-11-20&dateTo=2026-11-21&limit=250')
    expect(week.views).toHaveLength(30)
    expect(week.totals.total).toBe(day.totals.total * 7)
    expect(week.views.map((r) => r.human)).toEqual(day.views.map((r) => r.human * 7))
  })

  it('serves nothing outside the data and understands date-times', async () => {
    const sim = await start({ views: { rows: 5 } })
    expect(await views(sim, 'dateFrom=2024-01-01&dateTo=2025-01-01')).toEqual({
      totals: { human: 0, ai: 0, total: 0 },
      views: [],
      hasMore: false,
    })
    expect(sim.expectedViews('2028-01-01', '2028-02-01')).toEqual([])
    // Only 2027-12-31 has data in this range.
    const lastDay = await views(sim, 'dateFrom=2027-12-31&dateTo=2028-06-01')
    expect(lastDay.totals).toEqual(sim.expectedTotals('2027-12-31', '2028-01-01'))
    expect(lastDay.totals.total).toBeGreaterThan(0)
    // Only 2026-03-03 has its midnight in this range (10:00 UTC ends it).
    const oneDay = await views(
      sim,
      'dateFrom=2026-03-03T00:00:00Z&dateTo=2026-03-03T12:00:00%2B02:00',
    )
    expect(oneDay.totals).toEqual(sim.expectedTotals('2026-03-03', '2026-03-04'))
  })

  it('validates limit, offset and dates', async () => {
    const sim = await start()
    for (const q of [
      'limit=0',
      'limit=251',
      'limit=1.5',
      'offset=-1',
      'offset=x',
      'dateTo=2026-02-30',
    ]) {
      const res = await req(sim, 'GET', `/v1/analytics/proj_sim/views?${q}`)
      expect(res.status, q).toBe(400)
      expect(res.body).toMatchObject({
        error: 'Invalid query parameters',
        details: [{ message: expect.any(String) }],
      })
    }
    const same = await req(
      sim,
      'GET',
      '/v1/analytics/proj_sim/views?dateFrom=2026-01-01&dateTo=2026-01-01',
    )
    expect(same.status).toBe(400)
    expect((await views(sim, '')).views).toHaveLength(50)
    // The whole data holds the realistic site's every page, the new one too.
    const end = await views(sim, 'limit=250&offset=1200')
    expect(end.views).toHaveLength(34)
    expect(end.hasMore).toBe(false)
  })

  it('generates a million rows lazily', async () => {
    const t = performance.now()
    const sim = await start({ views: { rows: 1_000_000 } })
    const last = await views(sim, 'limit=250&offset=999900')
    expect(last.views).toHaveLength(100)
    expect(last.hasMore).toBe(false)
    expect(sim.expectedTotals().total).toBe(last.totals.total)
    expect(performance.now() - t).toBeLessThan(3_000)
  })

  it('applies the anomaly options', async () => {
    const off = await start({ views: { rows: 10, totalsOffBy: 5 } })
    const p = await views(off, 'limit=250')
    expect(p.totals.total).toBe(p.views.reduce((a, r) => a + r.total, 0) + 5)

    const dup = await start({ views: { rows: 10, duplicatePathAt: 4 } })
    const d = await views(dup, 'limit=250')
    expect(d.views[4]?.path).toBe(d.views[3]?.path)
    expect(dup.expectedViews()[4]?.path).toBe(d.views[3]?.path)

    const ign = await start({ views: { rows: 10, ignoreOffset: true } })
    expect(await views(ign, 'limit=3&offset=3')).toEqual(await views(ign, 'limit=3'))

    const empty = await start({ views: { rows: 10, emptyPagesWithHasMore: true } })
    expect(await views(empty, 'limit=3&offset=3')).toMatchObject({ views: [], hasMore: true })

    const forever = await start({ views: { rows: 10, hasMoreForever: true } })
    expect(await views(forever, 'limit=250&offset=500')).toMatchObject({ views: [], hasMore: true })

    const shift = await start({ views: { rows: 10, shiftAfterRequests: 1 } })
    const first = await views(shift, 'limit=5')
    const second = await views(shift, 'limit=5&offset=5')
    expect(second.views[0]?.path).toBe(first.views[4]?.path)
    expect(second.hasMore).toBe(true)
    expect(shift.expectedViews()[0]?.path).toBe(INSERTED_PATH)
    expect(shift.expectedViews()).toHaveLength(11)
  })
})

describe('the analytics rate limit', () => {
  it('off unless asked; asked, every analytics route shares 100 an hour, a 429 counting none', async () => {
    // One day a request: what is counted is the request, and the default range's views cost the
    // simulator ten times as much to serve.
    const day = 'dateFrom=2026-10-01&dateTo=2026-10-02'
    const open = await start()
    for (let i = 0; i < 120; i++) await views(open, `limit=1&${day}`)
    expect(open.requests.every((r) => r.status === 200)).toBe(true)

    let now = 0
    const sim = await start({ rateLimits: { analytics: {} }, clock: () => now })
    const paths = ['views', 'visitors', 'searches', 'feedback', 'assistant/caller-stats']
    for (let i = 0; i < 100; i++) {
      const path = `/v1/analytics/${sim.projectId}/${paths[i % paths.length]}?${day}`
      expect((await req(sim, 'GET', path)).status).toBe(200)
    }
    const limited = await req(sim, 'GET', `/v1/analytics/${sim.projectId}/feedback/by-page`)
    expect([limited.status, limited.body]).toEqual([429, { error: 'Too many requests' }])
    // The next hour, the window has moved on.
    now += 3_600_000
    expect((await req(sim, 'GET', `/v1/analytics/${sim.projectId}/views`)).status).toBe(200)
  })
})

describe('faults', () => {
  it('answers a status fault with a default error body and headers, in order', async () => {
    const sim = await start()
    sim.fault({ route: 'views', status: 429, headers: { 'retry-after': '2' }, times: 2 })
    sim.fault({ route: 'views', status: 503 })
    const a = await req(sim, 'GET', '/v1/analytics/proj_sim/views')
    expect(a.status).toBe(429)
    expect(a.body).toEqual({ error: 'Rate limit exceeded' })
    expect(a.headers.get('retry-after')).toBe('2')
    expect((await req(sim, 'GET', '/v1/analytics/proj_sim/views')).status).toBe(429)
    expect((await req(sim, 'GET', '/v1/analytics/proj_sim/views')).status).toBe(503)
    expect((await req(sim, 'GET', '/v1/analytics/proj_sim/views')).status).toBe(200)
    expect(sim.requests.map((r) => r.fault?.status)).toEqual([429, 429, 503, undefined])
    expect(sim.pendingFaults).toBe(0)
  })

  it('skips afterRequests matching requests and ignores other routes', async () => {
    const sim = await start()
    sim.fault({ route: 'get', afterRequests: 1, status: 500, body: 'oops' })
    const job = await create(sim, 'x')
    expect((await req(sim, 'GET', `/v2/agent/proj_sim/job/${job.id}`)).status).toBe(200)
    const faulted = await req(sim, 'GET', `/v2/agent/proj_sim/job/${job.id}`)
    expect(faulted).toMatchObject({ status: 500, body: 'oops' })
    // The faulted GET did not advance the script: the next one is the 2nd active poll.
    const seen = await statuses(sim, job.id, 2)
    expect(seen.map((j) => j.status)).toEqual(['active', 'completed'])
  })

  it('answers malformed bodies', async () => {
    const sim = await start()
    sim.fault({ route: 'any', malformed: 'truncated' })
    sim.fault({ route: 'any', malformed: 'html', status: 502 })
    sim.fault({ route: 'any', malformed: 'not-json' })
    sim.fault({ route: 'any', malformed: 'schema' })
    const t = await fetch(`${sim.url}/v1/analytics/proj_sim/views`)
    expect(t.status).toBe(200)
    await expect(t.json()).rejects.toThrow()
    const h = await fetch(`${sim.url}/v1/analytics/proj_sim/views`)
    expect([h.status, h.headers.get('content-type')]).toEqual([502, 'text/html; charset=utf-8'])
    expect(await h.text()).toContain('<html>')
    const n = await fetch(`${sim.url}/v2/agent/proj_sim/job/x`)
    await expect(n.json()).rejects.toThrow()
    const s = await req(sim, 'POST', '/v2/agent/proj_sim/job', { prompt: 'x' })
    expect(s.status).toBe(200)
    expect(s.body).not.toHaveProperty('status')
    expect(sim.jobs.size).toBe(0)
  })

  it('resets before the response without side effects', async () => {
    const sim = await start()
    sim.fault({ route: 'create', reset: 'before-response' })
    await expect(req(sim, 'POST', '/v2/agent/proj_sim/job', { prompt: 'x' })).rejects.toThrow()
    expect(sim.jobs.size).toBe(0)
    expect(sim.requests[0]?.fault?.reset).toBe('before-response')
    expect(sim.requests[0]?.status).toBeUndefined()
  })

  it('creates the job on a mid-body reset and on a slow answer the client gave up on', async () => {
    const sim = await start()
    sim.fault({ route: 'create', reset: 'mid-body' })
    const res = await fetch(`${sim.url}/v2/agent/proj_sim/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sim.apiKey}` },
      body: JSON.stringify({ prompt: 'x' }),
    })
    expect(res.status).toBe(201)
    await expect(res.text()).rejects.toThrow()
    expect(sim.jobs.size).toBe(1)

    sim.fault({ route: 'create', delayMs: 5_000 })
    const aborted = fetch(`${sim.url}/v2/agent/proj_sim/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sim.apiKey}` },
      body: JSON.stringify({ prompt: 'y' }),
      signal: AbortSignal.timeout(100),
    })
    await expect(aborted).rejects.toThrow()
    expect(sim.jobs.size).toBe(2)
  })

  it('redirects', async () => {
    const sim = await start()
    sim.fault({ route: 'views', redirectTo: '/v1/analytics/proj_sim/views?limit=1' })
    const res = await fetch(`${sim.url}/v1/analytics/proj_sim/views`, {
      headers: { authorization: `Bearer ${sim.apiKey}` },
      redirect: 'manual',
    })
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe('/v1/analytics/proj_sim/views?limit=1')
  })

  it('closes with a slow answer in flight', async () => {
    const sim = await startApiSimulator()
    sim.fault({ route: 'any', delayMs: 10_000 })
    const pending = fetch(`${sim.url}/v3/x`)
    await new Promise((r) => setTimeout(r, 50))
    const t = performance.now()
    await sim.close()
    await expect(pending).rejects.toThrow()
    expect(performance.now() - t).toBeLessThan(1_000)
  })
})

describe('latency', () => {
  it("adds latencyMs to every answer, newConnectionCostMs to a connection's first", async () => {
    const sim = await start({ latencyMs: 20, newConnectionCostMs: 150 })
    const client = new Client(sim.url) // exactly one connection
    const get = async (): Promise<number> => {
      const t = performance.now()
      const res = await client.request({
        method: 'GET',
        path: '/v1/analytics/proj_sim/views?limit=1',
        headers: { authorization: `Bearer ${sim.apiKey}` },
      })
      await res.body.text()
      return performance.now() - t
    }
    try {
      const first = await get()
      const second = await get()
      expect(first).toBeGreaterThanOrEqual(165)
      expect(second).toBeGreaterThanOrEqual(18)
      expect(second).toBeLessThan(140)
      expect(sim.connections).toBe(1)
      expect(sim.requests.map((r) => r.connectionId)).toEqual([1, 1])
    } finally {
      await client.close()
    }
  })
})
