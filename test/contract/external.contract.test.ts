/**
 * Contract test of the "External API" (test/openapi/external-openapi.json): every answer the
 * simulator gives on its deployment, preview, status and automation routes (202s, status objects
 * at every step of every scenario, with and without hostile text, and the 400/401/403/404/429
 * errors) is allowed by the vendor's document, checked CLOSED (no property the document does not
 * list, at any depth: the simulator must not invent fields a client could come to rely on), and
 * the validator really rejects bodies the document forbids (so this test can fail).
 *
 * Deliberately off-document: the status 'skipped' (scenarios 'unknown-status' and 'skipped'),
 * outside the documented enum, because the dashboard shows skipped deployments and a client must
 * survive a status it does not know. Those answers are checked with `status` exempted (and
 * `status` asserted to be a string); everything else in them is checked as usual.
 */
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { DEPLOY_SCENARIOS, startApiSimulator } from '../sim/index.ts'
import type { ApiSimulator, SimulatorOptions } from '../sim/index.ts'
import { send, type Answer, type CallOptions } from '../support/contract-call.ts'
import { describeOperation, validateRequest, validateResponse } from '../support/openapi.ts'

interface StatusResponse {
  content: { 'application/json': { schema: { properties: { status: { enum: string[] } } } } }
}

/** The update-status enum, read from the repository's copy of the document. */
const DOCUMENTED_STATUSES: ReadonlySet<string> = (() => {
  const doc = JSON.parse(
    readFileSync(new URL('../openapi/external-openapi.json', import.meta.url), 'utf8'),
  ) as {
    paths: Record<string, { get: { responses: Record<string, StatusResponse> } }>
  }
  const ok = doc.paths['/project/update-status/{statusId}']?.get.responses['200']
  const statuses = ok?.content['application/json'].schema.properties.status.enum
  if (!statuses) throw new Error('external-openapi.json: no status enum for update-status')
  return new Set(statuses)
})()
/** "An ISODate with the specified datetime in UTC" (prose only: typed as a plain string). */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/

let sims: ApiSimulator[] = []
afterEach(async () => {
  await Promise.all(sims.map((s) => s.close()))
  sims = []
})

async function start(options: SimulatorOptions = {}): Promise<ApiSimulator> {
  const sim = await startApiSimulator(options)
  sims.push(sim)
  return sim
}

/** Calls the simulator, asserts the exchange validates against the documents, returns it. */
async function call(
  sim: ApiSimulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const answer = await send(sim, method, path, options)
  const status = (answer.body as { status?: unknown } | null)?.status
  // Off-document on purpose (see the top of this file): a status outside the enum.
  const offEnum =
    path.includes('/update-status/') &&
    answer.status === 200 &&
    !DOCUMENTED_STATUSES.has(String(status))
  if (offEnum) expect(status).toBe('skipped')
  expect(
    validateResponse({
      method,
      path,
      status: answer.status,
      body: answer.body,
      headers: answer.headers,
      closed: true,
      exempt: offEnum ? ['status'] : undefined,
    }),
  ).toEqual([])
  return answer
}

const deployPath = (sim: ApiSimulator): string => `/v1/project/update/${sim.projectId}`
const previewPath = (sim: ApiSimulator): string => `/v1/project/preview/${sim.projectId}`
const statusPath = (id: string): string => `/v1/project/update-status/${id}`
const triggerPath = (sim: ApiSimulator, id: string): string =>
  `/v1/workflow/${sim.projectId}/${id}/trigger`

interface Status {
  _id: string
  status: string
  createdAt: string
  endedAt?: string
  logs: string[]
}

/** Polls a status `n` times (each answer validated), checking the prose date format too. */
async function pollAll(sim: ApiSimulator, statusId: string, n: number): Promise<Status[]> {
  const seen: Status[] = []
  for (let i = 0; i < n; i++) {
    const res = await call(sim, 'GET', statusPath(statusId))
    expect(res.status).toBe(200)
    const s = res.body as Status
    expect(s._id).toBe(statusId)
    expect(s.createdAt).toMatch(ISO_UTC)
    if (s.endedAt !== undefined) expect(s.endedAt).toMatch(ISO_UTC)
    seen.push(s)
  }
  return seen
}

const VARIANTS: [string, SimulatorOptions][] = [
  ['plain', {}],
  ['hostile', { hostileText: true, insecureScreenshots: true }],
  ['authorless', { nullAuthor: true }],
]

describe('deployments', () => {
  describe.each(VARIANTS)('%s', (_name, variant) => {
    it.each(DEPLOY_SCENARIOS)('answers every step of the scenario %s', async (deployScenario) => {
      const sim = await start({ ...variant, deployScenario, slowPolls: 2 })
      const queued = await call(sim, 'POST', deployPath(sim))
      expect(queued.status).toBe(202)
      const { statusId } = queued.body as { statusId: string }
      const seen = await pollAll(sim, statusId, 7)
      // Every scenario shows its last step by the 6th poll.
      expect(seen[6]!.status).toBe(seen[5]!.status)
    })
  })
})

describe('previews', () => {
  describe.each(VARIANTS)('%s', (_name, variant) => {
    it.each([
      'feature/new-page',
      'sim-failure',
      'sim-never-ends',
      'sim-unknown-status',
      'sim-skipped',
      'sim-slow',
    ])('answers every step of the branch %s', async (branch) => {
      const sim = await start({ ...variant, slowPolls: 2 })
      const res = await call(sim, 'POST', previewPath(sim), { body: { branch } })
      expect(res.status).toBe(202)
      const { statusId, previewUrl } = res.body as { statusId: string; previewUrl: string }
      expect(new URL(previewUrl).protocol).toBe('https:')
      await pollAll(sim, statusId, 7)
    })
  })

  it('answers 400 without a branch (a request the validator flags too)', async () => {
    const sim = await start()
    for (const body of [{}, { branch: '' }]) {
      expect(validateRequest({ method: 'POST', path: previewPath(sim), body })).not.toEqual([])
      const res = await call(sim, 'POST', previewPath(sim), { body, invalidRequest: true })
      expect(res).toMatchObject({ status: 400, body: { error: 'branch is required' } })
    }
  })

  it('answers 403 on a plan without previews', async () => {
    const sim = await start({ previews: false })
    const res = await call(sim, 'POST', previewPath(sim), { body: { branch: 'main' } })
    expect(res.status).toBe(403)
  })
})

describe('automations', () => {
  it('answers 202 for active automations; their jobs as the admin document says', async () => {
    const sim = await start()
    for (const id of ['auto-docs-sync', 'auto-unfollowable']) {
      const res = await call(sim, 'POST', triggerPath(sim, id))
      expect(res.status).toBe(202)
      const { jobId } = res.body as { jobId: string }
      const job = await call(sim, 'GET', `/v2/agent/${sim.projectId}/job/${jobId}`)
      expect(job.status).toBe(id === 'auto-docs-sync' ? 200 : 404)
    }
  })

  it('answers 400 for inactive or unscheduled automations, 404 for unknown ones', async () => {
    const sim = await start()
    expect((await call(sim, 'POST', triggerPath(sim, 'auto-inactive'))).status).toBe(400)
    expect((await call(sim, 'POST', triggerPath(sim, 'auto-not-scheduled'))).status).toBe(400)
    const res = await call(sim, 'POST', triggerPath(sim, 'auto-nope'))
    expect(res).toMatchObject({ status: 404, body: { error: 'Automation not found' } })
  })
})

describe('errors every route shares', () => {
  it('answers 401 without a key or with a wrong one', async () => {
    const sim = await start()
    for (const key of [null, 'mint_wrong']) {
      const opts = { key, invalidRequest: true }
      expect((await call(sim, 'POST', deployPath(sim), opts)).status).toBe(401)
      const body = { branch: 'x' }
      expect((await call(sim, 'POST', previewPath(sim), { ...opts, body })).status).toBe(401)
      expect((await call(sim, 'GET', statusPath('x'), opts)).status).toBe(401)
      expect((await call(sim, 'POST', triggerPath(sim, 'auto-docs-sync'), opts)).status).toBe(401)
    }
  })

  it('answers 404 for an unknown status id or project', async () => {
    const sim = await start()
    const res = await call(sim, 'GET', statusPath('0123456789abcdef01234567'))
    expect(res).toMatchObject({ status: 404, body: { error: 'Status not found' } })
    expect((await call(sim, 'POST', '/v1/project/update/proj_other')).status).toBe(404)
    const body = { branch: 'x' }
    expect((await call(sim, 'POST', '/v1/project/preview/proj_other', { body })).status).toBe(404)
    const other = await call(sim, 'POST', '/v1/workflow/proj_other/auto-docs-sync/trigger')
    expect(other).toMatchObject({ status: 404, body: { error: 'Project not found' } })
  })

  it('answers 429, with and without Retry-After', async () => {
    for (const retryAfter of [false, true]) {
      const sim = await start({
        retryAfter,
        rateLimits: { deploy: { limit: 1 }, preview: { limit: 1 } },
      })
      await call(sim, 'POST', deployPath(sim))
      const a = await call(sim, 'POST', deployPath(sim))
      const b = await call(sim, 'POST', triggerPath(sim, 'auto-docs-sync'))
      await call(sim, 'POST', previewPath(sim), { body: { branch: 'x' } })
      const c = await call(sim, 'POST', previewPath(sim), { body: { branch: 'x' } })
      for (const res of [a, b, c]) {
        expect(res).toMatchObject({ status: 429, body: { error: 'Too many requests' } })
        expect(res.headers['retry-after'] !== undefined).toBe(retryAfter)
      }
    }
  })
})

describe('the validator rejects what the external document forbids', () => {
  const statusBody = {
    _id: '0000000100112233aabbccdd',
    projectId: 'proj_sim',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'success',
    summary: 'Deployment succeeded',
    logs: ['Deployed'],
    subdomain: 'acme',
    screenshot: 'https://example.com/s.png',
    author: null,
    commit: {
      sha: '0123456789abcdef0123456789abcdef01234567',
      ref: 'main',
      message: 'Update',
      filesChanged: { added: [], modified: ['docs.json'], removed: [] },
    },
    source: 'api',
  }
  const path = statusPath('0000000100112233aabbccdd')
  const check = (body: unknown, extra: { closed?: boolean; exempt?: string[] } = {}): string[] =>
    validateResponse({ method: 'GET', path, status: 200, body, ...extra })

  it('accepts the well-formed body and finds the operations under the server path /v1', () => {
    expect(check(statusBody, { closed: true })).toEqual([])
    expect(describeOperation('GET', path)).toMatchObject({
      template: '/v1/project/update-status/{statusId}',
      document: 'external',
    })
    expect(describeOperation('POST', '/v1/workflow/p/a/trigger')?.template).toBe(
      '/v1/workflow/{projectId}/{workflowSchemaId}/trigger',
    )
    expect(describeOperation('POST', '/project/update/p')).toBeUndefined()
  })

  it.each<[string, unknown]>([
    ['a status outside the enum', { ...statusBody, status: 'skipped' }],
    ['a numeric _id', { ...statusBody, _id: 42 }],
    ['logs as a string', { ...statusBody, logs: 'Deployed' }],
    ['an author that is a string', { ...statusBody, author: 'Ada' }],
    ['a string githubUserId', { ...statusBody, author: { name: 'A', githubUserId: '1' } }],
    ['an unknown source', { ...statusBody, source: 'cli' }],
    ['a file list of numbers', { ...statusBody, commit: { filesChanged: { added: [1] } } }],
    ['an array', [statusBody]],
  ])('rejects a status object with %s', (_label, body) => {
    expect(check(body)).not.toEqual([])
  })

  it('rejects undocumented properties only when closed, and exempts only what it is told', () => {
    const extra = { ...statusBody, branch: 'main', commit: { ...statusBody.commit, url: 'x' } }
    expect(check(extra)).toEqual([])
    expect(check(extra, { closed: true })).toHaveLength(2)
    const skipped = { ...statusBody, status: 'skipped' }
    expect(check(skipped, { closed: true, exempt: ['status'] })).toEqual([])
    expect(check({ ...skipped, _id: 1 }, { exempt: ['status'] })).not.toEqual([])
    expect(check('text', { exempt: ['status'] })).not.toEqual([])
    const error = { method: 'POST', path: '/v1/project/update/p', status: 429 }
    expect(
      validateResponse({ ...error, body: { error: 'x', retry: 1 }, closed: true }),
    ).not.toEqual([])
  })

  it('rejects bad 202s and error bodies', () => {
    const deploy = { method: 'POST', path: '/v1/project/update/p', status: 202 }
    expect(validateResponse({ ...deploy, body: { statusId: 'a' }, closed: true })).toEqual([])
    expect(validateResponse({ ...deploy, body: { statusId: 7 } })).not.toEqual([])
    expect(validateResponse({ ...deploy, status: 200, body: { statusId: 'a' } })).not.toEqual([])
    const preview = { method: 'POST', path: '/v1/project/preview/p', status: 202 }
    expect(validateResponse({ ...preview, body: { statusId: 'a', previewUrl: 1 } })).not.toEqual([])
    const trigger = { method: 'POST', path: '/v1/workflow/p/a/trigger', status: 202 }
    expect(validateResponse({ ...trigger, body: { jobId: null } })).not.toEqual([])
    expect(validateResponse({ ...deploy, status: 401, body: '<html>' })).not.toEqual([])
    expect(validateResponse({ ...deploy, status: 404, body: { message: 'x' } })).not.toEqual([])
  })

  it('rejects requests the document does not allow', () => {
    const headers = { authorization: 'Bearer mint_x', 'content-type': 'application/json' }
    expect(
      validateRequest({
        method: 'POST',
        path: '/v1/project/preview/p',
        body: { branch: 'x' },
        headers,
      }),
    ).toEqual([])
    expect(validateRequest({ method: 'POST', path: '/v1/project/preview/p' })).not.toEqual([])
    expect(
      validateRequest({ method: 'POST', path: '/v1/project/preview/p', body: { branch: 1 } }),
    ).not.toEqual([])
    // Deployments and triggers take no body.
    expect(validateRequest({ method: 'POST', path: '/v1/project/update/p', body: {} })).not.toEqual(
      [],
    )
    expect(
      validateRequest({ method: 'POST', path: '/v1/workflow/p/a/trigger', body: {} }),
    ).not.toEqual([])
    expect(validateRequest({ method: 'GET', path: '/v1/project/update/p' })).not.toEqual([])
    expect(
      validateRequest({ method: 'GET', path: '/v1/project/update-status/s?verbose=1' }),
    ).not.toEqual([])
  })
})
