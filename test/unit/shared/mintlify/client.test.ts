/**
 * src/shared/mintlify/client.ts against loopback HTTP servers (node:http) and an injected clock: the
 * requests it sends and how often (a poll is retried, a trigger never sent twice), the sentence
 * each failure carries, the key that never leaves in server text, and the deadline and budget
 * honoured. (The request shapes against the OpenAPI documents: test/contract/client.contract.)
 */
import { afterEach, describe, expect, it } from 'vitest'
import { BudgetSpentError, RequestBudget } from '../../../../src/shared/mintlify/budget.ts'
import { agentApi } from '../../../../src/shared/mintlify/agent-api.ts'
import { analyticsApi } from '../../../../src/shared/mintlify/analytics-api.ts'
import { automationApi } from '../../../../src/shared/mintlify/automation-api.ts'
import { MintlifyClient, type ClientOptions } from '../../../../src/shared/mintlify/client.ts'
import { deploymentApi } from '../../../../src/shared/mintlify/deployment-api.ts'
import { ApiError } from '../../../../src/shared/mintlify/errors.ts'
import { ViewsPageSchema } from '../../../../src/shared/mintlify/schemas.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { hang, json, refusedUrl, startLoopback, type Loopback, type Reply } from './loopback.ts'
import { recordingLog } from '../../../support/recording-log.ts'

const KEY = 'mint_unit_test_key_123'
const JOB = { id: 'job_1', status: 'active' }
const open: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()))
})

async function loopback(...replies: Reply[]): Promise<Loopback> {
  const server = await startLoopback(...replies)
  open.push(server)
  return server
}

function client(baseUrl: string, extra: Partial<ClientOptions> = {}) {
  const clock = new FakeClock()
  const made = new MintlifyClient({
    baseUrl,
    apiKey: KEY,
    clock,
    deadline: clock.now() + 10 * 60_000,
    random: () => 0.5,
    log: recordingLog(),
    ...extra,
  })
  open.push(made)
  // Every API file over the one client, as the modes' entries use them.
  const api = {
    ...agentApi(made),
    ...deploymentApi(made),
    ...automationApi(made),
    ...analyticsApi(made),
  }
  return { api, clock }
}

async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('what the client sends', () => {
  it('a create: POST with the key as a bearer token and the prompt as JSON, once', async () => {
    const server = await loopback(json(200, JOB))
    const job = await client(server.url).api.createJob('proj_1', 'Document the CLI')
    expect(job).toMatchObject(JOB)
    expect(server.requests).toHaveLength(1)
    const [sent] = server.requests
    expect(sent).toMatchObject({ method: 'POST', url: '/v2/agent/proj_1/job' })
    expect(JSON.parse(sent?.body ?? '')).toEqual({ prompt: 'Document the CLI' })
    expect(sent?.headers).toMatchObject({
      authorization: `Bearer ${KEY}`,
      accept: 'application/json',
      'content-type': 'application/json',
    })
    expect(sent?.headers['user-agent']).toMatch(/mintlify/i)
  })

  it('an id that could change the path is refused before any request', async () => {
    const server = await loopback(json(200, JOB))
    const { api } = client(server.url)
    // enc() throws before the promise exists: awaited, as every caller does, it is a rejection.
    await expect((async () => api.getJob('proj_1', '../other'))()).rejects.toThrow(
      /^The id "\.\.\/other" is not a valid id \(at most 128 letters, digits and `\. _ ~ -`\)\.$/,
    )
    await expect((async () => api.getDeploymentStatus('a/b'))()).rejects.toThrow(
      /is not a valid id/,
    )
    expect(server.requests).toEqual([])
  })
})

describe('retries', () => {
  it('a poll is asked again after a 5xx, with a backoff on the injected clock', async () => {
    const server = await loopback(json(503, {}), json(502, {}), json(200, JOB))
    const { api, clock } = client(server.url)
    expect(await api.getJob('proj_1', 'job_1')).toMatchObject(JOB)
    expect(server.requests).toHaveLength(3)
    expect(clock.sleeps).toHaveLength(2)
    expect(clock.sleeps[1]).toBeGreaterThan(clock.sleeps[0] ?? Infinity)
  })

  it('a create is never sent twice after a failure that may have reached the server', async () => {
    const server = await loopback(json(500, { error: 'oops' }), json(200, JOB))
    const error = await apiErrorOf(client(server.url).api.createJob('proj_1', 'Hi'))
    expect(server.requests).toHaveLength(1)
    expect(error.message).toBe(
      'Creating the agent job failed: HTTP 500 ("oops"); the API had a server error; the request may have reached the server, so the job may or may not exist: check the dashboard before running again.',
    )
  })

  it('a trigger is sent again after a 429, waiting as long as Retry-After asks', async () => {
    const server = await loopback(
      json(429, { error: 'slow down' }, { 'retry-after': '3' }),
      json(202, { statusId: 'st_1' }),
    )
    const { api, clock } = client(server.url)
    expect(await api.queueDeployment('proj_1')).toEqual({ statusId: 'st_1' })
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /v1/project/update/proj_1',
      'POST /v1/project/update/proj_1',
    ])
    expect(clock.sleeps).toEqual([3_000])
  })

  it('a 429 without Retry-After waits the whole documented window: 60 s for a preview, 10 s for a deployment', async () => {
    const server = await loopback(
      json(429, {}),
      json(202, { statusId: 'st_1', previewUrl: 'https://acme-x.mintlify.app' }),
      json(429, {}),
      json(202, { statusId: 'st_2' }),
    )
    const { api, clock } = client(server.url)
    await api.queuePreview('proj_1', 'x')
    expect(clock.sleeps).toEqual([60_000])
    await api.queueDeployment('proj_1')
    expect(clock.sleeps).toEqual([60_000, 10_000])
    expect(server.requests).toHaveLength(4)
  })

  it('a create whose connection was refused never left: tried again, and the failure says nothing was made', async () => {
    const { api, clock } = client(await refusedUrl())
    const error = await apiErrorOf(api.createJob('proj_1', 'Hi'))
    expect(error.message).toMatch(
      /^Creating the agent job failed: could not connect \(ECONNREFUSED\); no job was created\.$/,
    )
    // Retried a few times (the server cannot have acted), then given up.
    expect(clock.sleeps).toHaveLength(4)
  })

  it("gives up at once when the server's Retry-After runs past `timeout`", async () => {
    const server = await loopback(json(429, {}, { 'retry-after': '120' }))
    const clock = new FakeClock()
    const { api } = client(server.url, { clock, deadline: clock.now() + 60_000 })
    const error = await apiErrorOf(api.runAutomation('proj_1', 'auto_1'))
    expect(server.requests).toHaveLength(1)
    expect(clock.sleeps).toEqual([])
    expect(error.message).toMatch(
      /^Running automation auto_1 failed: HTTP 429; the `timeout` leaves no time to retry after the server's Retry-After of 2 min 0 s;.*the automation did not run\.$/,
    )
  })

  it('sends nothing once `timeout` has run out', async () => {
    const server = await loopback(json(200, JOB))
    const clock = new FakeClock()
    const { api } = client(server.url, { clock, deadline: clock.now() - 1 })
    const error = await apiErrorOf(api.createJob('proj_1', 'Hi'))
    expect(error.kind).toBe('timeout')
    expect(error.message).toMatch(/the `timeout` ran out.*no job was created/)
    expect(server.requests).toEqual([])
  })
})

describe('what a failure says', () => {
  it('a trigger the server never answers: bounded by the request timeout, effect unknown', async () => {
    const server = await loopback(hang)
    const started = Date.now()
    const error = await apiErrorOf(
      client(server.url, { requestTimeoutMs: 200 }).api.queuePreview('proj_1', 'feature-x'),
    )
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(server.requests).toHaveLength(1)
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe(
      'Queueing the preview of branch feature-x failed: no complete response within 0.2 s; the request may have reached the server, so a preview may or may not be queued: check the dashboard before running again.',
    )
  })

  it('a redirect is not followed, and the failure says why', async () => {
    const server = await loopback((res) => {
      res.writeHead(307, { location: 'http://127.0.0.1:9/elsewhere' })
      res.end()
    })
    const error = await apiErrorOf(client(server.url).api.getJob('proj_1', 'job_1'))
    expect(error.message).toMatch(
      /^Getting job job_1 failed: HTTP 307 redirect, not followed \(the API key is never sent to another address\)/,
    )
    expect(server.requests).toHaveLength(1)
  })

  it('an answer about another job is refused once, not asked again, and quoted safely', async () => {
    const server = await loopback(json(200, { id: 'job_2', status: 'completed' }))
    const error = await apiErrorOf(client(server.url).api.getJob('proj_1', 'job_1'))
    expect(error.message).toBe(
      "Getting job job_1 failed: the response does not match the API's documented shape (it is about job job_2, not the job asked for, job_1).",
    )
    expect(server.requests).toHaveLength(1)
  })

  it('a 404 names the input to check', async () => {
    const server = await loopback(json(404, { error: 'Not found' }))
    const error = await apiErrorOf(client(server.url).api.getDeploymentStatus('st_9'))
    expect(error.message).toBe(
      'Getting deployment st_9 failed: HTTP 404 ("Not found"); check `status-id`: no deployment has this status id.',
    )
  })

  it('the key never appears in server text, an answer or a failure', async () => {
    const echo = await loopback(json(401, { error: `Invalid key ${KEY}` }))
    const error = await apiErrorOf(client(echo.url).api.getJob('proj_1', 'job_1'))
    expect(error.message).not.toContain(KEY)
    expect(error.message).toMatch(/HTTP 401/)

    const leaky = await loopback(json(200, { ...JOB, prLink: `https://x.test/?k=${KEY}` }))
    const job = await client(leaky.url).api.getJob('proj_1', 'job_1')
    expect(JSON.stringify(job)).not.toContain(KEY)
  })

  it('a body over the cap is refused without being read whole', async () => {
    const server = await loopback(json(200, { ...JOB, model: 'x'.repeat(4096) }))
    const error = await apiErrorOf(
      client(server.url, { maxBodyBytes: 1024 }).api.createJob('proj_1', 'Hi'),
    )
    expect(error.message).toMatch(
      /^Creating the agent job failed: the response body is larger than the 1024 bytes this action reads from one response/,
    )
  })
})

describe('the analytics budget', () => {
  it('counts every attempt and sends nothing once `max-requests` is spent', async () => {
    const server = await loopback(json(503, {}))
    const budget = new RequestBudget(3)
    const { api } = client(server.url, { budget })
    const request = {
      endpoint: 'views' as const,
      query: { dateFrom: '2026-10-01', dateTo: '2026-11-01', limit: 1, offset: 0 },
      operation: 'Getting page views (offset 0)',
      schema: ViewsPageSchema,
    }
    const error = await api.getAnalytics('proj_1', request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BudgetSpentError)
    expect((error as Error).message).toBe(
      'Getting page views (offset 0) was not sent: the run has used all 3 analytics requests that `max-requests` allows',
    )
    expect(server.requests).toHaveLength(3)
    expect(budget.left).toBe(0)
  })

  it('refuses a number JSON cannot hold, once', async () => {
    const server = await loopback((res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"totals":{"human":1,"ai":0,"total":1e309},"views":[],"hasMore":false}')
    })
    const error = await apiErrorOf(
      client(server.url).api.getViews('proj_1', {
        dateFrom: '2026-10-01',
        dateTo: '2026-11-01',
        limit: 1,
        offset: 0,
      }),
    )
    expect(error.message).toMatch(/totals\.total is not a finite number/)
    expect(server.requests).toHaveLength(1)
  })
})

describe('cancellation', () => {
  it('between tries of a trigger: stops, and says nothing was sent that time', async () => {
    const server = await loopback(json(429, {}, { 'retry-after': '5' }))
    const controller = new AbortController()
    const clock = new FakeClock()
    const sleep = clock.sleep.bind(clock)
    clock.sleep = async (ms, signal) => {
      controller.abort(new Error('cancelled by SIGINT'))
      return sleep(ms, signal)
    }
    const { api } = client(server.url, { clock, deadline: clock.now() + 60_000 })
    const error = await apiErrorOf(api.queueDeployment('proj_1', controller.signal))
    expect(error.kind).toBe('aborted')
    expect(error.message).toBe(
      'Queueing the deployment failed: the run was cancelled before the request was sent; no deployment was queued.',
    )
    expect(server.requests).toHaveLength(1)
  })
})
