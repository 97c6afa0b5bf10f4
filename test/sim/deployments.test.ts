/**
 * The simulator's External API routes: deployments, previews, their status, automation
 * triggers, and the trigger rate limits (see the header of api-simulator.ts).
 */
import { readFileSync } from 'node:fs'
import { get as httpsGet } from 'node:https'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeClock } from '../support/fake-clock.ts'
import { TLS_CA_FILE } from '../support/tls-front.ts'
import { HOSTILE_TEXT, startApiSimulator } from './index.ts'
import type {
  ApiSimulator,
  AutomationOptions,
  AutomationRun,
  DeploymentScript,
  DeploymentStatus,
  PreviewRecord,
  RateLimitOptions,
  SimulatorOptions,
} from './index.ts'

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

interface Answer {
  status: number
  body: unknown
  headers: Headers
}

async function req(
  sim: ApiSimulator,
  method: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Answer> {
  const res = await fetch(sim.url + path, {
    method,
    headers: {
      authorization: `Bearer ${sim.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
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

const deploy = (sim: ApiSimulator): Promise<Answer> =>
  req(sim, 'POST', `/v1/project/update/${sim.projectId}`)
const preview = (sim: ApiSimulator, branch: unknown): Promise<Answer> =>
  req(sim, 'POST', `/v1/project/preview/${sim.projectId}`, { branch })
const trigger = (sim: ApiSimulator, automationId: string): Promise<Answer> =>
  req(sim, 'POST', `/v1/workflow/${sim.projectId}/${automationId}/trigger`)
const status = async (sim: ApiSimulator, statusId: string): Promise<DeploymentStatus> =>
  (await req(sim, 'GET', `/v1/project/update-status/${statusId}`)).body as DeploymentStatus

async function polls(sim: ApiSimulator, statusId: string, n: number): Promise<DeploymentStatus[]> {
  const out: DeploymentStatus[] = []
  for (let i = 0; i < n; i++) out.push(await status(sim, statusId))
  return out
}

async function deployed(sim: ApiSimulator): Promise<string> {
  const res = await deploy(sim)
  expect(res.status).toBe(202)
  return (res.body as { statusId: string }).statusId
}

/** A preview request's answer. */
interface PreviewAnswer {
  statusId: string
  previewUrl: string
}

describe('deployments', () => {
  it('queues a deployment of main and moves it over polls: queued, in_progress, success', async () => {
    const sim = await start()
    const res = await deploy(sim)
    expect(res.status).toBe(202)
    const { statusId } = res.body as { statusId: string }
    expect(res.body).toEqual({ statusId: expect.stringMatching(/^[0-9a-f]{24}$/) })
    expect(sim.deployments.get(statusId)?.status).toBe('queued')
    const seen = await polls(sim, statusId, 5)
    expect(seen.map((s) => s.status)).toEqual([
      'queued',
      'in_progress',
      'in_progress',
      'success',
      'success',
    ])
    const [queued, building, built, done] = seen
    expect(queued).toMatchObject({
      _id: statusId,
      projectId: sim.projectId,
      subdomain: 'acme',
      source: 'api',
      summary: 'Deployment queued',
      author: { name: 'Ada Lovelace', githubUserId: 583231 },
      commit: {
        sha: expect.stringMatching(/^[0-9a-f]{40}$/),
        ref: 'main',
        filesChanged: { modified: ['guides/quickstart.mdx', 'docs.json'] },
      },
    })
    expect(queued).not.toHaveProperty('endedAt')
    expect(queued).not.toHaveProperty('screenshot')
    // The logs grow while it builds, and keep what they had.
    expect(building!.logs.length).toBeGreaterThan(queued!.logs.length)
    expect(built!.logs.length).toBeGreaterThan(building!.logs.length)
    expect(built!.logs.slice(0, building!.logs.length)).toEqual(building!.logs)
    expect(done).toMatchObject({
      summary: 'Deployment succeeded',
      endedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      screenshot: expect.stringMatching(/^https:\/\//),
      screenshotLight: expect.stringMatching(/^https:\/\//),
      screenshotDark: expect.stringMatching(/^https:\/\//),
    })
    expect(done!.logs.at(-1)).toBe('Deployed to https://acme.mintlify.app')
    expect(seen[4]).toEqual(done)
    expect(sim.deployments.get(statusId)).toEqual(done)
    expect(sim.requests.map((r) => r.route)).toEqual([
      'deploy',
      ...Array<string>(5).fill('deploy-status'),
    ])
  })

  it.each<[SimulatorOptions['deployScenario'], string[]]>([
    ['failure', ['queued', 'in_progress', 'in_progress', 'failure', 'failure']],
    ['never-ends', ['queued', 'in_progress', 'in_progress', 'in_progress', 'in_progress']],
    ['unknown-status', ['queued', 'skipped', 'skipped', 'success', 'success']],
    ['skipped', ['skipped', 'skipped', 'skipped', 'skipped', 'skipped']],
    ['slow', ['queued', 'queued', 'in_progress', 'in_progress', 'success']],
  ])('follows the deployScenario %s', async (deployScenario, expected) => {
    const sim = await start({ deployScenario, slowPolls: 2 })
    const seen = await polls(sim, await deployed(sim), expected.length)
    expect(seen.map((s) => s.status)).toEqual(expected)
    const last = seen.at(-1)!
    expect('endedAt' in last).toBe(last.status === 'success' || last.status === 'failure')
    if (deployScenario === 'failure') {
      expect(last.summary).toBe('Build failed: 2 errors')
      expect(last.logs.slice(-3).every((line) => line.startsWith('error '))).toBe(true)
      expect(last).not.toHaveProperty('screenshot')
    }
    if (deployScenario === 'never-ends') {
      // Still building: a line more on every poll.
      expect(seen[4]!.logs.length).toBe(seen[3]!.logs.length + 1)
    }
  })

  it('takes deploymentScript (over deployScenario), zero-poll steps and summaries', async () => {
    const deploymentScript: DeploymentScript = [
      { status: 'queued', polls: 0 },
      { status: 'in_progress', polls: 1, summary: 'Building 3 of 9' },
      { status: 'success' },
    ]
    const sim = await start({
      deployScenario: 'failure',
      deploymentBranch: 'production',
      deploymentScript,
    })
    const id = await deployed(sim)
    expect(sim.deployments.get(id)?.status).toBe('in_progress')
    const seen = await polls(sim, id, 2)
    expect(seen.map((s) => [s.status, s.summary])).toEqual([
      ['in_progress', 'Building 3 of 9'],
      ['success', 'Deployment succeeded'],
    ])
    expect(seen[1]!.commit.ref).toBe('production')
  })

  it('rejects bad options', async () => {
    await expect(start({ deploymentScript: [] })).rejects.toThrow(/at least one step/)
    await expect(
      start({ deployScenario: 'bogus' as SimulatorOptions['deployScenario'] }),
    ).rejects.toThrow(/deployScenario/)
    await expect(
      start({ previewScripts: { x: [{ status: 'queued', polls: -1 }] } }),
    ).rejects.toThrow(/polls/)
  })

  it('answers 404 for an unknown status id or project, 401 without the key', async () => {
    const sim = await start()
    expect(await req(sim, 'GET', '/v1/project/update-status/0123456789abcdef01234567')).toEqual(
      expect.objectContaining({ status: 404, body: { error: 'Status not found' } }),
    )
    expect((await req(sim, 'POST', '/v1/project/update/proj_other')).body).toEqual({
      error: 'Project not found',
    })
    const id = await deployed(sim)
    const noKey = await fetch(`${sim.url}/v1/project/update-status/${id}`)
    expect([noKey.status, await noKey.json()]).toEqual([401, { error: 'Invalid API key' }])
    expect((await fetch(`${sim.url}/v1/project/update/proj_sim`, { method: 'POST' })).status).toBe(
      401,
    )
    // Wrong methods are unknown routes.
    expect((await req(sim, 'GET', '/v1/project/update/proj_sim')).status).toBe(404)
    expect(sim.deployments.size).toBe(1)
  })
})

describe('previews', () => {
  it('answers the preview URL at once, stable per branch, with a new status id each time', async () => {
    const sim = await start()
    const first = await preview(sim, 'Feature/New_Page')
    expect(first.status).toBe(202)
    const a = first.body as { statusId: string; previewUrl: string }
    expect(a.previewUrl).toBe('https://acme-feature-new-page.mintlify.app')
    expect(sim.previewUrlFor('Feature/New_Page')).toBe(a.previewUrl)
    expect(sim.deployments.get(a.statusId)?.status).toBe('queued')
    const b = (await preview(sim, 'Feature/New_Page')).body as typeof a
    expect(b.previewUrl).toBe(a.previewUrl)
    expect(b.statusId).not.toBe(a.statusId)
    const other = (await preview(sim, 'fix-typo')).body as typeof a
    expect(other.previewUrl).toBe('https://acme-fix-typo.mintlify.app')
    const expected: PreviewRecord = {
      branch: 'Feature/New_Page',
      previewUrl: a.previewUrl,
      statusIds: [a.statusId, b.statusId],
    }
    expect(sim.previews.get('Feature/New_Page')).toEqual(expected)
    const seen = await polls(sim, a.statusId, 4)
    expect(seen.map((s) => s.status)).toEqual(['queued', 'in_progress', 'in_progress', 'success'])
    expect(seen[3]).toMatchObject({
      subdomain: 'acme-feature-new-page',
      commit: { ref: 'Feature/New_Page' },
    })
    expect(seen[3]!.logs.at(-1)).toBe(`Deployed to ${a.previewUrl}`)
    expect(sim.requests.map((r) => r.route).slice(0, 3)).toEqual(['preview', 'preview', 'preview'])
  })

  it('makes a URL of any branch name', async () => {
    const sim = await start({ subdomain: 'docs' })
    expect(sim.subdomain).toBe('docs')
    expect(sim.previewUrlFor('--Ünïcode  branch!!')).toBe('https://docs-n-code-branch.mintlify.app')
    expect(sim.previewUrlFor('///')).toMatch(/^https:\/\/docs-branch-[0-9a-f]{8}\.mintlify\.app$/)
    const long = new URL(sim.previewUrlFor('x'.repeat(100))).hostname.split('.')[0]!
    expect(long.length).toBeLessThanOrEqual(63)
  })

  it.each<[string, string[]]>([
    ['sim-failure-test', ['queued', 'in_progress', 'in_progress', 'failure']],
    ['feat/SIM-NEVER-ENDS', ['queued', 'in_progress', 'in_progress', 'in_progress']],
    ['x-sim-unknown-status', ['queued', 'skipped', 'skipped', 'success']],
    ['sim-skipped', ['skipped', 'skipped', 'skipped', 'skipped']],
    ['sim-slow', ['queued', 'queued', 'in_progress', 'in_progress']],
    ['plain', ['queued', 'in_progress', 'in_progress', 'success']],
  ])('picks the script from the branch name %s', async (branch, expected) => {
    const sim = await start({ slowPolls: 2 })
    const { statusId } = (await preview(sim, branch)).body as { statusId: string }
    expect((await polls(sim, statusId, expected.length)).map((s) => s.status)).toEqual(expected)
  })

  it('takes previewScripts per branch, over the markers', async () => {
    const sim = await start({
      previewScripts: { 'sim-failure': 'success', docs: [{ status: 'failure' }] },
    })
    const a = (await preview(sim, 'sim-failure')).body as { statusId: string }
    const b = (await preview(sim, 'docs')).body as { statusId: string }
    expect((await polls(sim, a.statusId, 4)).at(-1)?.status).toBe('success')
    expect((await status(sim, b.statusId)).status).toBe('failure')
  })

  it('with docsSite, serves that site on loopback as every preview, keeping the subdomain', async () => {
    const sim = await start({
      docsSite: { '/guides/quickstart': { html: '<p>Quickstart</p>' } },
      previewUrls: { given: 'https://elsewhere.example' },
    })
    const site = sim.docsSite!
    const answer = (await preview(sim, 'docs/new-guide')).body as PreviewAnswer
    expect(answer.previewUrl).toBe(site.url)
    expect(site.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    expect((await status(sim, answer.statusId)).subdomain).toBe('acme-docs-new-guide')
    expect(((await preview(sim, 'given')).body as PreviewAnswer).previewUrl).toBe(
      'https://elsewhere.example',
    )
    const page = await new Promise<string>((resolve, reject) => {
      const ca = readFileSync(TLS_CA_FILE, 'utf8')
      httpsGet(`${site.url}/guides/quickstart`, { ca }, (res) => {
        res.setEncoding('utf8')
        let body = ''
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve(body))
      }).on('error', reject)
    })
    expect(page).toBe('<p>Quickstart</p>')
    expect(site.requests).toEqual([{ method: 'GET', path: '/guides/quickstart' }])
  })

  it('answers 400 without a branch and 403 on a plan without previews', async () => {
    // Every authenticated preview request counts towards the limit (5 per minute by default).
    const sim = await start({ rateLimits: { preview: { limit: 100 } } })
    for (const body of [{}, { branch: '' }, { branch: '  ' }, { branch: 7 }, [], null]) {
      const res = await req(sim, 'POST', '/v1/project/preview/proj_sim', body)
      expect([res.status, res.body]).toEqual([400, { error: 'branch is required' }])
    }
    const none = await req(sim, 'POST', '/v1/project/preview/proj_sim')
    expect(none.status).toBe(400)
    const notJson = await req(sim, 'POST', '/v1/project/preview/proj_sim', undefined, {
      body: '{branch',
    })
    expect(notJson.status).toBe(400)
    expect(sim.deployments.size).toBe(0)

    const basic = await start({ previews: false })
    const res = await preview(basic, 'main')
    expect([res.status, res.body]).toEqual([
      403,
      { error: 'Preview deployments are not available on your current plan' },
    ])
    expect(basic.deployments.size).toBe(0)
  })
})

describe('status objects', () => {
  it('carries hostile text and the key in every string a user may see', async () => {
    const sim = await start({ hostileText: true, deployScenario: 'failure' })
    const seen = await polls(sim, await deployed(sim), 4)
    for (const s of seen) {
      expect(s.summary).toContain(sim.apiKey)
      expect(s.summary).toContain('<img src=x onerror=alert(1)>')
      expect(s.summary).toContain('\n::error::')
      expect(s.commit.message).toContain(sim.apiKey)
      expect(s.author?.name).toContain(sim.apiKey)
      expect(s.author?.name).toContain('\u202E')
      expect(s.commit.filesChanged.added).toContain(`guides/${sim.apiKey}.mdx`)
      expect(s.commit.filesChanged.added.some((p) => p.includes('\n::error::'))).toBe(true)
      for (const piece of HOSTILE_TEXT) expect(s.logs).toContain(piece)
      expect(s.logs).toContain(`key ${sim.apiKey}`)
    }
    // A failure's logs still end in its error lines.
    expect(seen[3]!.logs.at(-1)).toBe('error Build failed: 2 errors')
    expect(seen[3]!.summary.startsWith('Build failed: 2 errors ')).toBe(true)
  })

  it('gives http and javascript: screenshots with insecureScreenshots, and a null author', async () => {
    const sim = await start({ insecureScreenshots: true, nullAuthor: true })
    const done = (await polls(sim, await deployed(sim), 4))[3]!
    expect(done.status).toBe('success')
    expect(done.author).toBeNull()
    expect(done.screenshot).toMatch(/^http:\/\//)
    expect(done.screenshotLight).toMatch(/^javascript:/)
    expect(done.screenshotDark).toMatch(/^http:\/\//)
  })
})

describe('automations', () => {
  it('triggers auto-docs-sync and lets the agent job route follow its job', async () => {
    const sim = await start()
    const res = await trigger(sim, 'auto-docs-sync')
    expect(res.status).toBe(202)
    const run = res.body as { schemaId: string; instanceId: string; jobId: string }
    expect(run).toEqual({
      schemaId: 'auto-docs-sync',
      instanceId: expect.stringMatching(/^[0-9a-f]{24}$/),
      jobId: expect.stringMatching(/^job_/),
    })
    const expected: AutomationRun = { automationId: 'auto-docs-sync', ...run, followable: true }
    expect(sim.automationRuns).toEqual([expected])
    const statuses: string[] = []
    let last: { status: string; prLink: string | null } = { status: '', prLink: null }
    for (let i = 0; i < 3; i++) {
      const got = await req(sim, 'GET', `/v2/agent/${sim.projectId}/job/${run.jobId}`)
      expect(got.status).toBe(200)
      last = got.body as typeof last
      statuses.push(last.status)
    }
    expect(statuses).toEqual(['active', 'active', 'completed'])
    expect(last.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/)
    expect(sim.jobs.get(run.jobId)?.status).toBe('completed')
  })

  it('answers 404 on the agent job route for an unfollowable run', async () => {
    const sim = await start()
    const res = await trigger(sim, 'auto-unfollowable')
    expect(res.status).toBe(202)
    const { jobId } = res.body as { jobId: string }
    expect(jobId).toMatch(/^job_/)
    const got = await req(sim, 'GET', `/v2/agent/${sim.projectId}/job/${jobId}`)
    expect([got.status, got.body]).toEqual([404, { error: 'Job not found' }])
    expect(sim.automationRuns[0]?.followable).toBe(false)
  })

  it('answers 400 for inactive and unscheduled automations, 404 for unknown ones', async () => {
    const automations: Record<string, AutomationOptions> = {
      'auto-docs-sync': { state: 'inactive' },
      'my-flow': { followable: true, jobScript: [{ status: 'failed' }] },
    }
    const sim = await start({ automations })
    for (const id of ['auto-inactive', 'auto-not-scheduled', 'auto-docs-sync']) {
      const res = await trigger(sim, id)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: expect.any(String) })
    }
    for (const id of ['nope', 'constructor', '__proto__']) {
      const res = await trigger(sim, id)
      expect([res.status, res.body]).toEqual([404, { error: 'Automation not found' }])
    }
    const mine = (await trigger(sim, 'my-flow')).body as { jobId: string }
    const job = await req(sim, 'GET', `/v2/agent/${sim.projectId}/job/${mine.jobId}`)
    expect(job.body).toMatchObject({ status: 'failed' })
    const other = await req(sim, 'POST', '/v1/workflow/proj_other/my-flow/trigger')
    expect([other.status, other.body]).toEqual([404, { error: 'Project not found' }])
    expect(sim.automationRuns.map((r) => r.automationId)).toEqual(['my-flow'])
    expect(sim.requests.every((r) => r.route === 'automation' || r.route === 'get')).toBe(true)
  })
})

describe('rate limits', () => {
  // The windows run on a clock the tests move: a busy machine cannot let a window pass early.
  const clock = new FakeClock()
  const limited = (options: SimulatorOptions) => start({ ...options, clock: () => clock.now() })

  it('shares one limit between deployments and automation triggers, previews apart', async () => {
    const rateLimits: RateLimitOptions = {
      deploy: { limit: 3, windowMs: 400 },
      preview: { limit: 2, windowMs: 400 },
    }
    const sim = await limited({ rateLimits })
    expect((await deploy(sim)).status).toBe(202)
    expect((await trigger(sim, 'auto-docs-sync')).status).toBe(202)
    expect((await trigger(sim, 'nope')).status).toBe(404) // counted all the same
    const refused = [await deploy(sim), await trigger(sim, 'auto-docs-sync')]
    for (const res of refused) {
      expect([res.status, res.body]).toEqual([429, { error: 'Too many requests' }])
      expect(res.headers.get('retry-after')).toBeNull()
    }
    // No side effect: nothing queued, nothing run.
    expect(sim.deployments.size).toBe(1)
    expect(sim.automationRuns).toHaveLength(1)
    // Previews have their own limit; status GETs and bad keys count towards none.
    expect((await preview(sim, 'a')).status).toBe(202)
    const id = [...sim.deployments.keys()][0]!
    for (let i = 0; i < 5; i++) await status(sim, id)
    const anonymous = await fetch(`${sim.url}/v1/project/preview/proj_sim`, { method: 'POST' })
    expect(anonymous.status).toBe(401)
    expect((await preview(sim, 'b')).status).toBe(202)
    expect((await preview(sim, 'c')).status).toBe(429)
    expect(sim.previews.has('c')).toBe(false)

    clock.time += 450
    expect((await deploy(sim)).status).toBe(202)
    expect((await preview(sim, 'c')).status).toBe(202)
    const answered = sim.requests.filter((r) => r.route === 'deploy' || r.route === 'automation')
    expect(answered.map((r) => r.status)).toEqual([202, 202, 404, 429, 429, 202])
  })

  it('defaults to 10 per 10 s for deployments and 5 per 60 s for previews', async () => {
    const sim = await limited({})
    for (let i = 0; i < 10; i++) expect((await deploy(sim)).status).toBe(202)
    expect((await trigger(sim, 'auto-docs-sync')).status).toBe(429)
    for (let i = 0; i < 5; i++) expect((await preview(sim, `b${i}`)).status).toBe(202)
    expect((await preview(sim, 'b5')).status).toBe(429)
  })

  it('sends Retry-After in whole seconds with retryAfter: true', async () => {
    const sim = await limited({
      retryAfter: true,
      rateLimits: { deploy: { limit: 1, windowMs: 4_500 }, preview: { limit: 1, windowMs: 200 } },
    })
    await deploy(sim)
    expect((await deploy(sim)).headers.get('retry-after')).toBe('5')
    await preview(sim, 'x')
    const res = await preview(sim, 'x')
    expect([res.status, res.headers.get('retry-after')]).toEqual([429, '1'])
  })
})

describe('faults on the new routes', () => {
  it('queues the deployment on a mid-body reset and on a slow answer the client gave up on', async () => {
    const sim = await start()
    sim.fault({ route: 'deploy', reset: 'mid-body' })
    const res = await fetch(`${sim.url}/v1/project/update/proj_sim`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sim.apiKey}` },
    })
    expect(res.status).toBe(202)
    await expect(res.text()).rejects.toThrow()
    expect(sim.deployments.size).toBe(1)

    sim.fault({ route: 'preview', delayMs: 5_000 })
    const aborted = req(
      sim,
      'POST',
      '/v1/project/preview/proj_sim',
      { branch: 'x' },
      {
        signal: AbortSignal.timeout(100),
      },
    )
    await expect(aborted).rejects.toThrow()
    expect(sim.previews.get('x')?.statusIds).toHaveLength(1)

    sim.fault({ route: 'automation', reset: 'mid-body' })
    await expect(trigger(sim, 'auto-docs-sync')).rejects.toThrow()
    expect(sim.automationRuns).toHaveLength(1)
  })

  it('does nothing on a fault that answers instead of the server', async () => {
    const sim = await start({ rateLimits: { deploy: { limit: 1, windowMs: 60_000 } } })
    sim.fault({ route: 'deploy', status: 503 })
    sim.fault({ route: 'deploy', reset: 'before-response' })
    expect((await deploy(sim)).body).toEqual({ error: 'Service unavailable' })
    await expect(deploy(sim)).rejects.toThrow()
    expect(sim.deployments.size).toBe(0)
    // Neither counted towards the limit of 1.
    expect((await deploy(sim)).status).toBe(202)
  })

  it('faults status polls without advancing the script, and answers malformed bodies', async () => {
    const sim = await start()
    const id = await deployed(sim)
    sim.fault({ route: 'deploy-status', status: 502 })
    sim.fault({ route: 'deploy-status', malformed: 'schema' })
    expect((await req(sim, 'GET', `/v1/project/update-status/${id}`)).status).toBe(502)
    const wrong = await req(sim, 'GET', `/v1/project/update-status/${id}`)
    expect(wrong.body).toMatchObject({ _id: 42 })
    expect((await polls(sim, id, 2)).map((s) => s.status)).toEqual(['queued', 'in_progress'])
  })
})
