/**
 * Small helpers shared by the loopback fakes: read a request body, listen on an ephemeral
 * loopback port, close without waiting for keep-alive sockets to time out.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Reads the whole request body. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  }
  return Buffer.concat(chunks)
}

/** Parses a JSON body; `undefined` when empty, the raw text when it is not JSON. */
export function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) return undefined
  const text = body.toString('utf8')
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * Listens on 127.0.0.1 (an IP, not `localhost`: the Azure SDK then uses path-style blob URLs,
 * and there is no IPv4/IPv6 ambiguity) and returns the origin, e.g. `http://127.0.0.1:41234`.
 */
export async function listenLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

/** Closes the server and drops open (keep-alive) connections so tests do not linger. */
export async function closeServer(server: Server): Promise<void> {
  if (!server.listening) return
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** Flattens Node's header object into lower-case single strings. */
export function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * The first queued fault that `matches`, counted down: a fault with `times` leaves the queue
 * when they are used up, one without stays for every later request.
 */
export function takeFault<Fault extends { times?: number }>(
  queue: Fault[],
  matches: (fault: Fault) => boolean,
): Fault | undefined {
  const index = queue.findIndex(matches)
  const fault = queue[index]
  if (fault === undefined) return undefined
  if (fault.times !== undefined) {
    fault.times -= 1
    if (fault.times <= 0) queue.splice(index, 1)
  }
  return fault
}
