/**
 * A scripted HTTP server on loopback for unit tests of the API client and transport: each
 * request gets the next scripted reply (the last one repeats), and every request and connection
 * is recorded, so a test sees what was sent and how often.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** Answers one request: write to `res` (or never end it, to hang). */
export type Reply = (res: ServerResponse, req: Received) => void

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }
}

/** Never answers: the request waits until the client gives up. */
export const hang: Reply = () => undefined

export interface Loopback {
  url: string
  requests: Received[]
  /** TCP connections accepted so far. */
  connections: number
  /** The replies still to give, in order; the last one repeats. */
  replies: Reply[]
  close(): Promise<void>
}

export async function startLoopback(...replies: Reply[]): Promise<Loopback> {
  const sockets = new Set<Socket>()
  const state: Loopback = {
    url: '',
    requests: [],
    connections: 0,
    replies,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const received: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      state.requests.push(received)
      const reply = state.replies.length > 1 ? state.replies.shift() : state.replies[0]
      ;(reply ?? json(500, { error: 'nothing scripted' }))(res, received)
    })
  })
  server.on('connection', (socket) => {
    state.connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return state
}

/** A loopback port with nothing listening: connections to it are refused. */
export async function refusedUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
