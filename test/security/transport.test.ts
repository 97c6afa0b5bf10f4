/**
 * Where the key may go: the client follows no redirect (so the `Authorization` header never
 * reaches another origin), and `http://` is refused before any request unless the host is
 * loopback. The runs are the bundle's wiring in process on a FakeClock
 * (test/support/in-process.ts), with the real undici client.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InputError } from '../../src/shared/inputs.ts'
import { getInputs } from '../../src/action/inputs.ts'
import { errorsOf, useSimulator } from '../support/e2e.ts'
import { FakeClock } from '../support/fake-clock.ts'

const ctx = useSimulator({ views: { rows: 10 } })

/** A second loopback server (another origin) that records whatever reaches it. */
interface Bystander {
  url: string
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[]
  close: () => Promise<void>
}

async function startBystander(host = '127.0.0.1'): Promise<Bystander> {
  const requests: Bystander['requests'] = []
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"id":"job_elsewhere","status":"completed"}')
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

let other: Bystander
beforeEach(async () => {
  other = await startBystander()
})
afterEach(() => other.close())

describe('redirects are never followed', () => {
  it.each([307, 308, 302, 301])(
    'a %i on create to another origin: no request there, a clear failure',
    async (status) => {
      ctx.sim.fault({ route: 'create', status, redirectTo: `${other.url}/v2/agent/x/job` })
      const result = await ctx.runInProcess({ prompt: 'Hello' }, { clock: new FakeClock() })
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(
          new RegExp(
            `Creating the agent job failed: HTTP ${status} redirect, not followed \\(the API key is never sent to another address\\).*may or may not exist`,
          ),
        ),
      ])
      expect(other.requests).toEqual([])
      expect(ctx.sim.requests).toHaveLength(1)
    },
  )

  it('a redirect on a poll: no request there, a clear failure naming the job', async () => {
    ctx.sim.fault({ route: 'get', redirectTo: `${other.url}/v2/agent/x/job/y` })
    const result = await ctx.runInProcess(
      { prompt: 'Hello', 'poll-interval': '200ms' },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/Getting job job_\w+ failed: HTTP 307 redirect, not followed.*job-id/),
    ])
    expect(other.requests).toEqual([])
  })

  it('a redirect on an export page: no request there, nothing looks complete', async () => {
    ctx.sim.fault({ route: 'views', status: 308, redirectTo: `${other.url}/v1/analytics/x/views` })
    const result = await ctx.runInProcess(
      {
        mode: 'analytics',
        'date-from': '2026-10-01',
        'date-to': '2026-10-02',
        'upload-artifact': 'false',
      },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/HTTP 308 redirect, not followed.*No export file was left behind/),
    ])
    expect(other.requests).toEqual([])
  })
})

describe('plain http only to loopback', () => {
  const source = (baseUrl: string) => ({
    get: (name: string) =>
      ({ 'api-key': 'mint_abc123', 'project-id': 'p1', prompt: 'x', 'base-url': baseUrl })[name] ??
      '',
  })
  const parse = (baseUrl: string) => getInputs(source(baseUrl), new Date('2026-11-20T00:00:00Z'))

  it.each([
    'http://example.com',
    'HTTP://API.MINTLIFY.COM',
    'http://10.0.0.1:8080',
    'http://192.0.2.2',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
    'http://localhost.',
    'http://[::ffff:10.0.0.1]',
    'http://0.0.0.0:8080',
    'ftp://127.0.0.1',
    'file:///etc/passwd',
    'ws://localhost:1234',
    'javascript:alert(1)',
  ])('refuses %s as `base-url`', (url) => {
    let error: unknown
    try {
      parse(url)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).input).toBe('base-url')
    expect((error as Error).message).toMatch(/^Input `base-url` must use https/)
  })

  it.each([
    ['https://api.mintlify.com', 'https://api.mintlify.com'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://localhost:4010/', 'http://localhost:4010'],
    ['http://[::1]:4010', 'http://[::1]:4010'],
    ['http://127.1:4010', 'http://127.0.0.1:4010'],
  ])('accepts %s', (url, expected) => {
    expect(parse(url).settings.baseUrl).toBe(expected)
  })

  it.each(['https://user:pass@api.mintlify.com', 'https://api.mintlify.com/?key=1'])(
    'refuses credentials or a query in %s',
    (url) => {
      expect(() => parse(url)).toThrow(/`base-url` must not contain credentials/)
    },
  )

  const lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address

  it.skipIf(lanAddress === undefined)(
    'http:// to this machine by its non-loopback address: refused before any request',
    async () => {
      // A server that WOULD answer at that address: nothing may reach it.
      const reachable = await startBystander('0.0.0.0')
      try {
        const port = new URL(reachable.url).port
        const result = await ctx.runInProcess(
          {
            prompt: 'Hello',
            'base-url': `http://${lanAddress}:${port}`,
          },
          { clock: new FakeClock() },
        )
        expect(result.code).toBe(1)
        expect(errorsOf(result)).toEqual([expect.stringMatching(/`base-url` must use https/)])
        expect(reachable.requests).toEqual([])
        expect(ctx.sim.requests).toEqual([])
      } finally {
        await reachable.close()
      }
    },
  )
})
