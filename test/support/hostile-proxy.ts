/**
 * A proxy that misbehaves on purpose, for end-to-end tests: a raw TCP server on loopback that
 * reads each CONNECT request and, per connection, never answers it (`silent`), answers a status
 * and closes (`refuse`), or opens the tunnel as a real proxy does (`tunnel`). The script gives
 * the behaviour of each connection in turn; the last entry is kept for every later one.
 */
import { connect, createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

export type ProxyBehaviour = 'silent' | 'tunnel' | { refuse: number }

export interface HostileProxy {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** `host:port` of every CONNECT asked for, in order. */
  connects: string[]
  close(): Promise<void>
}

export async function startHostileProxy(script: ProxyBehaviour[]): Promise<HostileProxy> {
  const connects: string[] = []
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => undefined)
    const behaviour = script[Math.min(connects.length, script.length - 1)] ?? 'tunnel'
    let head = ''
    const onData = (chunk: Buffer): void => {
      head += chunk.toString('latin1')
      const end = head.indexOf('\r\n\r\n')
      if (end < 0) return
      client.off('data', onData)
      const target = head.split(' ')[1] ?? ''
      connects.push(target)
      if (behaviour === 'silent') return
      if (behaviour !== 'tunnel') {
        client.end(`HTTP/1.1 ${behaviour.refuse} Refused\r\nContent-Length: 0\r\n\r\n`)
        return
      }
      const [host = '', port = ''] = target.split(':')
      const upstream = connect(Number(port), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        const rest = Buffer.from(head.slice(end + 4), 'latin1')
        if (rest.length > 0) upstream.write(rest)
        client.pipe(upstream).pipe(client)
      })
      sockets.add(upstream)
      upstream.on('close', () => sockets.delete(upstream))
      upstream.on('error', () => client.destroy())
    }
    client.on('data', onData)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connects,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
