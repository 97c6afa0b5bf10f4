/**
 * A TLS terminator on loopback in front of a plain-HTTP server (the API simulator), with the
 * test certificate of test/fixtures/tls (for 127.0.0.1, 0.0.0.0 and localhost). The action's
 * process trusts it through `NODE_EXTRA_CA_CERTS: TLS_CA_FILE`.
 */
import { readFileSync } from 'node:fs'
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { TLSSocket } from 'node:tls'
import { fileURLToPath } from 'node:url'

const tlsDir = fileURLToPath(new URL('../fixtures/tls/', import.meta.url))
/** The certificate to trust (`NODE_EXTRA_CA_CERTS`). */
export const TLS_CA_FILE = `${tlsDir}cert.pem`

export interface TlsFront {
  port: number
  close(): Promise<void>
}

/**
 * Starts the terminator. The first `resetHandshakes` connections are reset as soon as the
 * client's hello arrives: the handshake never finishes, so no request can have been sent on them.
 */
export async function startTlsFront(upstreamPort: number, resetHandshakes = 0): Promise<TlsFront> {
  const key = readFileSync(`${tlsDir}key.pem`)
  const cert = readFileSync(TLS_CA_FILE)
  const open = new Set<Socket>()
  let resets = resetHandshakes
  const server = createServer((raw) => {
    open.add(raw)
    raw.on('close', () => open.delete(raw))
    raw.on('error', () => undefined)
    if (resets-- > 0) {
      raw.once('data', () => raw.resetAndDestroy())
      return
    }
    const secure = new TLSSocket(raw, { isServer: true, key, cert })
    const upstream = connect(upstreamPort, '127.0.0.1')
    secure.on('error', () => upstream.destroy())
    upstream.on('error', () => secure.destroy())
    secure.pipe(upstream).pipe(secure)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        open.forEach((socket) => socket.destroy())
        server.close(() => resolve())
      }),
  }
}
