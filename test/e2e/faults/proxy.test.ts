/**
 * Behind a corporate proxy, end to end: the action runs with `HTTPS_PROXY`/`HTTP_PROXY` and
 * `NO_PROXY` set, against a real forward proxy from npm (`proxy`) on loopback. The API is served
 * over TLS (test certificate) at `0.0.0.0`, which Linux connects to this machine: clients, ours
 * and `@actions/http-client`, always bypass a proxy for loopback names such as `127.0.0.1`.
 *
 * The API client takes its proxy from the step's environment (runStep's `host.env`), so the runs
 * that only talk to the API are the bundle's wiring in process (test/support/in-process.ts) on a
 * FakeClock. Octokit and the artifact client read the proxy variables from the process
 * environment, and cancellation is a signal: those runs start the bundle as a process.
 */
import { readFileSync } from 'node:fs'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../../fakes/artifact-service.ts'
import { systemClock, type Clock } from '../../../src/shared/clock.ts'
import { errorsOf, useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { startForwardProxy, type ForwardProxy } from '../../support/forward-proxy.ts'
import { startHostileProxy, type HostileProxy } from '../../support/hostile-proxy.ts'
import { signalWhen } from '../../support/run-action.ts'
import { startTlsFront, TLS_CA_FILE, type TlsFront } from '../../support/tls-front.ts'
import { GITHUB_TOKEN, issuesEvent, useGitHub } from '../../support/issue-fixtures.ts'

const ctx = useSimulator({ views: { rows: 300 } })
// The test certificate, trusted here as NODE_EXTRA_CA_CERTS makes a spawned run trust it.
const defaultCAs = getCACertificates('default')
beforeAll(() => setDefaultCACertificates([...defaultCAs, readFileSync(TLS_CA_FILE, 'utf8')]))
afterAll(() => setDefaultCACertificates(defaultCAs))
const gh = useGitHub()
let proxy: ForwardProxy
let front: TlsFront
let artifacts: ArtifactService
beforeEach(async () => {
  proxy = await startForwardProxy()
  front = await startTlsFront(Number(new URL(ctx.sim.url).port))
  artifacts = await startArtifactService()
})
afterEach(async () => {
  await Promise.all([proxy.close(), front.close(), artifacts.close()])
})

const apiUrl = () => `https://0.0.0.0:${front.port}`
const behind = (proxyUrl: string, extra: Record<string, string> = {}) => ({
  HTTPS_PROXY: proxyUrl,
  HTTP_PROXY: proxyUrl,
  NODE_EXTRA_CA_CERTS: TLS_CA_FILE,
  ...extra,
})
const port = (url: string) => new URL(url).port
/**
 * A run that only talks to the API, in process; its proxy comes from `env` through runStep. On a
 * FakeClock unless the wait is a silent proxy's (a real wait, bounded by undici's real timers).
 */
const apiRun = (
  inputs: Record<string, string>,
  env: Record<string, string>,
  clock: Clock = new FakeClock(),
) => ctx.runInProcess({ 'base-url': apiUrl(), ...inputs }, { env, clock })

describe('faults: behind a forward proxy', () => {
  it('agent mode: the API through a CONNECT tunnel, the tracking comment through the proxy too', async () => {
    const githubUrl = `http://0.0.0.0:${port(gh.api.url)}`
    const result = await ctx.run(
      { 'base-url': apiUrl(), 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms' },
      {
        event: issuesEvent({ number: 3, title: 'Proxy', body: 'Document the proxy.' }),
        env: behind(proxy.url, { GITHUB_API_URL: githubUrl }),
      },
    )
    expect(result.code).toBe(0)
    expect(result.outputs.status).toBe('completed')
    // One tunnel to the API for the whole run: one kept-alive connection.
    expect(proxy.tunnels.filter((t) => t === `0.0.0.0:${front.port}`)).toHaveLength(1)
    // Octokit (through @actions/http-client) goes through the proxy too: undici's ProxyAgent
    // tunnels to https origins and sends plain-http requests (this fake) in absolute form.
    const githubOrigin = `0.0.0.0:${port(gh.api.url)}`
    expect(
      proxy.tunnels.includes(githubOrigin) ||
        proxy.received().includes(`POST http://${githubOrigin}/repos/`),
    ).toBe(true)
    // The issue's tracking comment, and the one on the agent's pull request.
    expect(gh.api.comments.size).toBe(2)
    // The key went inside TLS: the proxy never saw it.
    expect(proxy.received()).not.toContain(ctx.sim.apiKey)
  })

  it('analytics mode: the export through the tunnel, the artifact service through the proxy', async () => {
    const resultsUrl = `http://0.0.0.0:${port(artifacts.env.ACTIONS_RESULTS_URL!)}/`
    const result = await ctx.run(
      {
        'base-url': apiUrl(),
        mode: 'analytics',
        'date-from': '2026-10-01',
        'date-to': '2026-10-02',
      },
      { env: behind(proxy.url, { ...artifacts.env, ACTIONS_RESULTS_URL: resultsUrl }) },
    )
    expect(result.code).toBe(0)
    expect(result.outputs.rows).toBe(
      String(ctx.sim.expectedViews('2026-10-01', '2026-10-02').length),
    )
    expect(result.outputs['artifact-id']).not.toBe('')
    expect(proxy.tunnels).toContain(`0.0.0.0:${front.port}`)
    // The artifact client (@actions/http-client) reaches the results service through it.
    expect(proxy.tunnels).toContain(`0.0.0.0:${port(resultsUrl)}`)
    expect(proxy.received()).not.toContain(ctx.sim.apiKey)
  })

  it('NO_PROXY naming the API host: the API is reached directly', async () => {
    const result = await apiRun(
      { prompt: 'Direct', wait: 'false' },
      behind(proxy.url, { NO_PROXY: '0.0.0.0' }),
    )
    expect(result.code).toBe(0)
    expect(proxy.tunnels).toEqual([])
    expect(ctx.sim.jobs.size).toBe(1)
  })

  it('a proxy that wants credentials gets them from the URL, and they are never printed', async () => {
    const guarded = await startForwardProxy({ credentials: { user: 'ci', password: 's3cret-pw' } })
    try {
      const withCredentials = guarded.url.replace('http://', 'http://ci:s3cret-pw@')
      const ok = await apiRun({ prompt: 'Authenticated', wait: 'false' }, behind(withCredentials))
      expect(ok.code).toBe(0)
      expect(guarded.tunnels).toHaveLength(1)

      const refused = await apiRun({ prompt: 'No credentials', wait: 'false' }, behind(guarded.url))
      expect(refused.code).toBe(1)
      expect(errorsOf(refused)).toEqual([
        expect.stringMatching(
          new RegExp(
            `the proxy 127\\.0\\.0\\.1:${port(guarded.url)} answered HTTP 407 to the tunnel request, refusing it; it wants credentials: set them in HTTPS_PROXY as .*no job was created`,
          ),
        ),
      ])
      // Masked first, and never printed otherwise.
      expect(ok.commands).toContainEqual(
        expect.objectContaining({ command: 'add-mask', message: 's3cret-pw' }),
      )
      const printed = (r: typeof ok) =>
        r.stdout
          .split('\n')
          .filter((line) => !line.startsWith('::add-mask::'))
          .join('\n')
      expect(printed(ok) + printed(refused)).not.toContain('s3cret-pw')
      // Refused before anything was sent: one job, from the first run.
      expect(ctx.sim.jobs.size).toBe(1)
    } finally {
      await guarded.close()
    }
  })

  it('a proxy that is down: one clear sentence, nothing created', async () => {
    const down = await startForwardProxy()
    await down.close()
    const result = await apiRun(
      { prompt: 'Nowhere', wait: 'false', timeout: '3s' },
      behind(down.url),
    )
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /could not connect through the proxy 127\.0\.0\.1:\d+ \(ECONNREFUSED\).*no job was created/,
      ),
    ])
    expect(ctx.sim.jobs.size).toBe(0)
  })
})

describe('faults: a proxy that misbehaves', () => {
  let hostile: HostileProxy | undefined
  afterEach(async () => {
    await hostile?.close()
    hostile = undefined
  })
  const agentRun = (proxyUrl: string, inputs: Record<string, string> = {}, clock?: Clock) =>
    apiRun({ prompt: 'Through the proxy', wait: 'false', ...inputs }, behind(proxyUrl), clock)

  // A second of `timeout`: in process, the CONNECT leaves at once.
  it('never answers CONNECT: the step ends at `timeout`, naming the proxy, nothing created', async () => {
    hostile = await startHostileProxy(['silent'])
    const result = await agentRun(hostile.url, { timeout: '1s' }, systemClock)
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(1_000 + 4_000)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /no complete response within \d\.\d s through the proxy 127\.0\.0\.1:\d+.*no job was created/,
      ),
    ])
    expect(ctx.sim.requests).toEqual([])
  })

  it('never answers CONNECT in analytics mode: the export ends at `timeout` too', async () => {
    hostile = await startHostileProxy(['silent'])
    const result = await apiRun(
      { mode: 'analytics', timeout: '1s', 'upload-artifact': 'false' },
      behind(hostile.url),
      systemClock,
    )
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(1_000 + 4_000)
    expect(errorsOf(result)).toEqual([expect.stringMatching(/through the proxy 127\.0\.0\.1:\d+/)])
  })

  it('never answers CONNECT, and the run is cancelled: the step ends within seconds', async () => {
    hostile = await startHostileProxy(['silent'])
    const result = await ctx.run(
      { 'base-url': apiUrl(), prompt: 'Through the proxy', wait: 'false', timeout: '5m' },
      { env: behind(hostile.url), onStdoutLine: signalWhen(/^::group::Creating the agent job/) },
    )
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(4_000)
    expect(errorsOf(result)).toEqual([expect.stringMatching(/cancelled/)])
    expect(ctx.sim.jobs.size).toBe(0)
  })

  it('502 then 503 to CONNECT: nothing was sent, so even the create is tried again, once it passes', async () => {
    hostile = await startHostileProxy([{ refuse: 502 }, { refuse: 503 }, 'tunnel'])
    const result = await agentRun(hostile.url, { timeout: '20s' })
    expect(result.code).toBe(0)
    expect(hostile.connects).toHaveLength(3)
    expect(ctx.sim.requests.map((r) => r.route)).toEqual(['create'])
    expect(ctx.sim.jobs.size).toBe(1)
    expect(result.stdout).toMatch(/answered HTTP 502 to the tunnel request; trying again/)
  })

  it('502 to every CONNECT: fails within `timeout`, saying no job was created', async () => {
    hostile = await startHostileProxy([{ refuse: 502 }])
    const result = await agentRun(hostile.url, { timeout: '4s' })
    expect(result.code).toBe(1)
    expect(hostile.connects.length).toBeGreaterThan(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/answered HTTP 502 to the tunnel request.*no job was created/),
    ])
    expect(ctx.sim.requests).toEqual([])
  })

  it.each([
    [407, /it wants credentials: set them in HTTPS_PROXY/],
    [403, /check HTTPS_PROXY, or name the API's host in NO_PROXY/],
  ])('%i to CONNECT: fails at once, naming the setting', async (status, advice) => {
    hostile = await startHostileProxy([{ refuse: status }])
    const result = await agentRun(hostile.url, { timeout: '30s' })
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(5_000)
    expect(hostile.connects).toHaveLength(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        new RegExp(
          `answered HTTP ${status} to the tunnel request, refusing it; ${advice.source}.*no job was created`,
        ),
      ),
    ])
  })

  it('HTTPS_PROXY without a scheme is read as http://, for the API and GitHub, its password masked', async () => {
    const guarded = await startForwardProxy({ credentials: { user: 'ci', password: 's3cret-pw' } })
    try {
      const schemeless = guarded.url.replace('http://', 'ci:s3cret-pw@')
      const githubUrl = `http://0.0.0.0:${port(gh.api.url)}`
      const result = await ctx.run(
        { 'base-url': apiUrl(), 'github-token': GITHUB_TOKEN, 'poll-interval': '200ms' },
        {
          event: issuesEvent({ number: 4, title: 'Schemeless', body: 'Document the proxy.' }),
          env: behind(schemeless, { GITHUB_API_URL: githubUrl }),
        },
      )
      expect(result.code).toBe(0)
      expect(guarded.tunnels).toContain(`0.0.0.0:${front.port}`)
      expect(gh.api.comments.size).toBe(2)
      expect(result.commands).toContainEqual(
        expect.objectContaining({ command: 'add-mask', message: 's3cret-pw' }),
      )
      const printed = result.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n')
      expect(printed).not.toContain('s3cret-pw')
    } finally {
      await guarded.close()
    }
  })

  it('a socks5 proxy: one sentence naming HTTPS_PROXY, before any request', async () => {
    const result = await agentRun('socks5://ci:s3cret-pw@127.0.0.1:1080')
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      'The HTTPS_PROXY environment variable names a socks5 proxy (socks5://127.0.0.1:1080); only http:// and https:// proxies are supported, as http://host:port.',
    ])
    expect(ctx.sim.requests).toEqual([])
  })
})
