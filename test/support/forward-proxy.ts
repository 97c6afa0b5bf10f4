/**
 * A real forward proxy on loopback for end-to-end tests: the `proxy` package from npm (plain
 * HTTP forwarding and CONNECT tunnels), wrapped to record what reaches it. Every byte clients
 * send it is kept, so a test can check that the API key never crossed it in the clear.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createProxy } from 'proxy'

export interface ForwardProxy {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** `host:port` of every CONNECT tunnel asked for. */
  tunnels: string[]
  /** Everything clients sent, tunnels included, as text. */
  received(): string
  close(): Promise<void>
}

export async function startForwardProxy(
  options: { credentials?: { user: string; password: string } } = {},
): Promise<ForwardProxy> {
  const tunnels: string[] = []
  const chunks: Buffer[] = []
  const server = createProxy(createServer())
  const { credentials } = options
  if (credentials) {
    const expected = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
    server.authenticate = (req: IncomingMessage) => req.headers['proxy-authorization'] === expected
  }
  server.on('connection', (socket) => socket.on('data', (chunk: Buffer) => chunks.push(chunk)))
  server.prependListener('connect', (req: IncomingMessage) => tunnels.push(req.url ?? ''))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    received: () => Buffer.concat(chunks).toString('latin1'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
