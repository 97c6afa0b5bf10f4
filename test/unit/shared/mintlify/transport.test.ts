/**
 * src/shared/mintlify/transport.ts against loopback HTTP servers (node:http): one request out, one whole
 * answer back; one kept-alive connection; a body cap; every phase ended by the signal; and
 * whether a failed request provably never left, which decides whether a trigger may be retried.
 */
import { createServer as createTcpServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  SendFailure,
  Transport,
  type TransportOptions,
} from '../../../../src/shared/mintlify/transport.ts'
import { hang, json, refusedUrl, startLoopback, type Loopback } from './loopback.ts'

const NO_PROXY = { httpsProxy: '', httpProxy: '', noProxy: '' }
const open: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()))
})

function transport(baseUrl: string, extra: Partial<TransportOptions> = {}): Transport {
  const made = new Transport({
    baseUrl,
    proxy: NO_PROXY,
    connectTimeoutMs: 2_000,
    maxBodyBytes: 1024,
    ...extra,
  })
  open.push(made)
  return made
}

async function loopback(...replies: Parameters<typeof startLoopback>): Promise<Loopback> {
  const server = await startLoopback(...replies)
  open.push(server)
  return server
}

const GET = {
  method: 'GET',
  path: '/v1/thing?x=1',
  headers: { accept: 'application/json' },
} as const
const never = (): AbortSignal => new AbortController().signal

async function failureOf(sending: Promise<unknown>): Promise<SendFailure> {
  const error = await sending.then(
    () => new Error('expected the send to fail'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SendFailure)
  return error as SendFailure
}

describe('Transport.send', () => {
  it('sends the method, path, headers and body, and reads the status, Retry-After and body', async () => {
    const server = await loopback(json(503, { error: 'busy' }, { 'retry-after': '7' }))
    const answer = await transport(server.url).send(
      {
        method: 'POST',
        path: '/v2/agent/p/job',
        headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
        body: '{"prompt":"hi"}',
      },
      never(),
    )
    expect(answer).toEqual({ status: 503, retryAfter: '7', text: '{"error":"busy"}' })
    expect(server.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v2/agent/p/job',
        body: '{"prompt":"hi"}',
        headers: expect.objectContaining({ authorization: 'Bearer k' }),
      }),
    ])
  })

  it('keeps one connection for sequential requests', async () => {
    const server = await loopback(json(200, { ok: true }))
    const client = transport(server.url)
    for (let i = 0; i < 3; i++) await client.send(GET, never())
    expect(server.requests).toHaveLength(3)
    expect(server.connections).toBe(1)
  })

  it('refuses a body over the cap, declared or streamed, without reading it whole', async () => {
    const big = 'x'.repeat(4096)
    const declared = await loopback((res) => {
      res.writeHead(200, { 'content-length': String(big.length) })
      res.end(big)
    })
    const streamed = await loopback((res) => {
      res.writeHead(200)
      for (let i = 0; i < 8; i++) res.write('y'.repeat(512))
      res.end()
    })
    for (const server of [declared, streamed]) {
      const failure = await failureOf(transport(server.url).send(GET, never()))
      expect(failure).toMatchObject({ tooLarge: true, status: 200, notSent: false })
    }
  })

  it('a refused connection provably sent nothing', async () => {
    const failure = await failureOf(transport(await refusedUrl()).send(GET, never()))
    expect(failure.notSent).toBe(true)
    expect(failure.tooLarge).toBe(false)
  })

  it('ends a request the server never answers when the signal fires; it may have been acted on', async () => {
    const server = await loopback(hang)
    const started = Date.now()
    const failure = await failureOf(transport(server.url).send(GET, AbortSignal.timeout(100)))
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(failure.notSent).toBe(false)
    expect(failure.status).toBeUndefined()
    expect(server.requests).toHaveLength(1)
  })

  it('ends a body that drips forever when the signal fires, keeping the status seen', async () => {
    const server = await loopback((res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"id":')
    })
    // Long enough for the headers to arrive on a busy machine: the status must be known.
    const failure = await failureOf(transport(server.url).send(GET, AbortSignal.timeout(400)))
    expect(failure).toMatchObject({ notSent: false, status: 200, tooLarge: false })
  })

  it('an already-aborted signal sends nothing', async () => {
    const server = await loopback(json(200, {}))
    const aborted = AbortSignal.abort(new Error('cancelled'))
    const failure = await failureOf(transport(server.url).send(GET, aborted))
    expect(failure.notSent).toBe(true)
    expect(server.requests).toEqual([])
  })

  it('works again after a request was cut loose', async () => {
    const server = await loopback(hang, json(200, { ok: true }))
    const client = transport(server.url)
    await failureOf(client.send(GET, AbortSignal.timeout(100)))
    const answer = await client.send(GET, never())
    expect(answer).toMatchObject({ status: 200, text: '{"ok":true}' })
  })
})

describe('the proxy', () => {
  const proxy = { httpsProxy: 'http://user:pw@proxy.corp:3128', httpProxy: '', noProxy: '' }

  it('is used for the API, named by host and variable without its credentials', () => {
    expect(transport('https://api.mintlify.com', { proxy }).proxy).toEqual({
      host: 'proxy.corp:3128',
      variable: 'HTTPS_PROXY',
    })
  })

  it('is never used for a loopback API, which a proxy could not reach', () => {
    expect(transport('http://127.0.0.1:9', { proxy }).proxy).toBeUndefined()
    expect(
      transport('http://localhost:9', { proxy: { ...proxy, httpProxy: proxy.httpsProxy } }).proxy,
    ).toBeUndefined()
  })

  it('ends a tunnel the proxy never opens when the signal fires: nothing was sent', async () => {
    // A proxy that accepts the connection and never answers CONNECT.
    const held: Socket[] = []
    const silent = createTcpServer((socket) => held.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    open.push({
      close: () =>
        new Promise<void>((resolve) => {
          for (const socket of held) socket.destroy()
          silent.close(() => resolve())
        }),
    })
    const { port } = silent.address() as AddressInfo
    const client = transport('https://api.example.test', {
      proxy: { httpsProxy: `http://127.0.0.1:${port}`, httpProxy: '', noProxy: '' },
    })
    const started = Date.now()
    const failure = await failureOf(client.send(GET, AbortSignal.timeout(150)))
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(failure.notSent).toBe(true)
  })
})
