/**
 * A docs preview on loopback for the link check's tests (and the e2e tests of the modes that run
 * it): an HTTPS server with the test certificate (test/fixtures/tls; a child process trusts it
 * through `NODE_EXTRA_CA_CERTS: TLS_CA_FILE`), serving routes that answer a page, a status, a
 * redirect, a page that never ends or a 10 GB file. Every request is logged, so a test can show
 * what was fetched and how often; a canary (an HTTP server on 127.0.0.2, a private address other
 * than the preview's) must see no request at all.
 *
 * `docsSiteRoutes()` is a small docs site whose changed page has three broken links (the demo's
 * and `npm run try`'s preview); `fixtureRoutes(canary)` is that site with its changed page also
 * holding every hostile kind of link, with what the check must say about each in
 * `fixtureExpected`.
 */
import { readFileSync } from 'node:fs'
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { NotCheckedCause } from '../../src/shared/link-check/check.ts'
import type { FakePullRequestFile } from '../fakes/github-previews.ts'

const tlsDir = fileURLToPath(new URL('../fixtures/tls/', import.meta.url))

export type Route =
  /** An HTML page (status 200 unless given). */
  | { html: string; status?: number }
  /** A redirect (301 unless given) to `to`. */
  | { redirect: string; status?: number }
  /** Any other answer: a status, a body, a type. */
  | { status: number; body?: string; type?: string }
  /** An HTML page whose headers come at once and whose body never ends (a byte every 100 ms). */
  | { drip: true }
  /** A 10 GB file, streamed until the client hangs up. */
  | { huge: true }
  /** The connection closed before any answer. */
  | { hangUp: true }

interface LoggedRequest {
  method: string
  path: string
}

export interface PreviewSite {
  /** The preview's URL (`https://127.0.0.1:<port>`, or `http://` without TLS). */
  url: string
  requests: LoggedRequest[]
  /** The most requests it was answering at once. */
  maxInFlight: number
  /** Bytes of the 10 GB file sent (to clients and the kernel's buffers) before they hung up. */
  hugeBytesSent: number
  close(): Promise<void>
}

export interface PreviewSiteOptions {
  routes: Readonly<Record<string, Route>>
  /** Added before each answer's headers (the benchmark's "site answering in 50 ms"). */
  latencyMs?: number
  /**
   * Requests not answered until the site closes, where `hold(path)` says so (called as each
   * arrives): a test of a deadline or a cancellation holds them rather than race a latency.
   */
  hold?: (path: string) => boolean
  /** HTTPS with the test certificate (default), or plain HTTP. */
  tls?: boolean
  host?: string
}

export async function startPreviewSite(options: PreviewSiteOptions): Promise<PreviewSite> {
  const requests: LoggedRequest[] = []
  const timers = new Set<NodeJS.Timeout>()
  let inFlight = 0
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const path = request.url ?? '/'
    requests.push({ method: request.method ?? '', path })
    inFlight++
    site.maxInFlight = Math.max(site.maxInFlight, inFlight)
    response.on('close', () => inFlight--)
    if (options.hold?.(path)) return
    const respond = (): void =>
      answer(options.routes, path, response, timers, (bytes) => (site.hugeBytesSent += bytes))
    if (!options.latencyMs) return respond()
    const timer = setTimeout(() => {
      timers.delete(timer)
      respond()
    }, options.latencyMs)
    timers.add(timer)
  }
  const server =
    options.tls === false
      ? createHttpServer(handle)
      : createHttpsServer(
          { key: readFileSync(`${tlsDir}key.pem`), cert: readFileSync(`${tlsDir}cert.pem`) },
          handle,
        )
  const close = listenAndTrack(server)
  const site: PreviewSite = {
    url: '',
    requests,
    maxInFlight: 0,
    hugeBytesSent: 0,
    close: async () => {
      timers.forEach((timer) => clearTimeout(timer))
      await close()
    },
  }
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve))
  const { port, address } = server.address() as AddressInfo
  site.url = `${options.tls === false ? 'http' : 'https'}://${address}:${port}`
  return site
}

/** Closes the server and every connection it holds (a dripping answer never ends by itself). */
function listenAndTrack(server: ReturnType<typeof createHttpServer>): () => Promise<void> {
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return () =>
    new Promise<void>((resolve) => {
      sockets.forEach((socket) => socket.destroy())
      server.close(() => resolve())
    })
}

function answer(
  routes: Readonly<Record<string, Route>>,
  path: string,
  response: ServerResponse,
  timers: Set<NodeJS.Timeout>,
  onHugeBytes: (bytes: number) => void,
): void {
  const route = routes[path]
  response.on('error', () => undefined)
  if (!route) {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
  } else if ('html' in route) {
    response.writeHead(route.status ?? 200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(route.html)
  } else if ('redirect' in route) {
    response.writeHead(route.status ?? 301, { location: route.redirect }).end()
  } else if ('drip' in route) {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.write('<html><body><p id="dripping">')
    const timer = setInterval(() => response.write('.'), 100)
    timers.add(timer as unknown as NodeJS.Timeout)
    response.on('close', () => clearInterval(timer))
  } else if ('huge' in route) {
    streamHuge(response, onHugeBytes)
  } else if ('hangUp' in route) {
    response.socket?.destroy()
  } else {
    response.writeHead(route.status, { 'content-type': route.type ?? 'text/plain' })
    response.end(route.body ?? '')
  }
}

/** 10 GB announced, sent in 64 KiB chunks for as long as the client reads. */
function streamHuge(response: ServerResponse, onBytes: (bytes: number) => void): void {
  response.writeHead(200, {
    'content-type': 'application/zip',
    'content-length': String(10 * 1024 ** 3),
  })
  const chunk = Buffer.alloc(64 * 1024)
  const pump = (): void => {
    let more = true
    while (more && !response.destroyed) {
      more = response.write(chunk)
      onBytes(chunk.length)
    }
  }
  response.on('drain', pump)
  pump()
}

export interface Canary {
  /** `http://127.0.0.2:<port>`. */
  origin: string
  requests: LoggedRequest[]
  close(): Promise<void>
}

/** An HTTP server on a private address that is not the preview's: it must never be asked. */
export async function startCanary(host = '127.0.0.2'): Promise<Canary> {
  const requests: LoggedRequest[] = []
  const server = createHttpServer((request, response) => {
    requests.push({ method: request.method ?? '', path: request.url ?? '' })
    response.end('secret')
  })
  const close = listenAndTrack(server)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return { origin: `http://${host}:${port}`, requests, close }
}

/** A page as Mintlify renders one, much simplified: a navigation, the content, ids on headings. */
export function docsPage(title: string, content: string): string {
  return `<!DOCTYPE html><html><head><title>${title}</title>
<link rel="stylesheet" href="/_next/static/style.css"><script src="/_next/static/app.js"></script></head>
<body><nav><a href="/">Home</a> <a href="/guides/install">Install</a></nav>
<main><h1 id="${title.toLowerCase().replaceAll(' ', '-')}">${title}</h1>${content}</main></body></html>`
}

/** The changed page of the docs site and of the fixture site built on it. */
export const FIXTURE_PAGE = '/guides/quickstart'
/** Pages the fixture's change removed: one still served and one gone (broken), one redirected (fine). */
export const FIXTURE_REMOVED = ['/guides/removed', '/guides/deleted', '/guides/moved']

/**
 * What the docs site's changed page holds: a page, an anchor on another page and on itself, an
 * image and a renamed page that are there; a heading that is gone, a missing page and a missing
 * image (its three broken links, in the page's order); and the local dev server, a private
 * address never fetched (its one link not checked).
 */
const DOCS_SITE_CONTENT = `<h2 id="steps">Steps</h2>
<p><a href="/guides/install">Install</a>, <a href="/guides/install#configure">configure</a>,
<a href="/guides/install#no-such-heading">a heading that is gone</a>,
<a href="#steps">back up</a>, <a href="/guides/setup">set up</a>,
<a href="/guides/missing">a missing page</a>.</p>
<img src="/images/logo.png" alt="logo"><img src="/images/missing.png" alt="missing">
<p>Run <code>mint dev</code> and open <a href="http://localhost:3000">localhost:3000</a>.</p>`

/**
 * A small docs site, on a preview: its home, FIXTURE_PAGE (with `extra` after its own content),
 * the pages and image it links to, and a sitemap (as Mintlify serves one, on the site's own
 * domain) for `check: all`. The demo and `npm run try` serve it as every preview.
 */
export function docsSiteRoutes(extra = ''): Record<string, Route> {
  const sitemap = ['/', FIXTURE_PAGE, '/guides/install', '/guides/setup']
    .map((path) => `<url><loc>https://docs.acme.com${path}</loc></url>`)
    .join('')
  return {
    '/': { html: docsPage('Home', '<p>Welcome.</p>') },
    [FIXTURE_PAGE]: { html: docsPage('Quickstart', `${DOCS_SITE_CONTENT}\n${extra}`) },
    '/guides/install': {
      html: docsPage('Install', '<h2 id="configure">Configure</h2><a name="legacy-anchor"></a>'),
    },
    '/guides/setup': { html: docsPage('Setup', '<p>Set up the CLI.</p>') },
    '/images/logo.png': { status: 200, body: 'PNG', type: 'image/png' },
    '/sitemap.xml': {
      status: 200,
      type: 'application/xml',
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemap}</urlset>`,
    },
  }
}

/**
 * The files a pull request changed on the docs site, as GitHub lists them: FIXTURE_PAGE, and
 * `guides/setup.md` renamed to `guides/setup.mdx` (the same page, not a removed one).
 */
export const DOCS_SITE_CHANGES: readonly FakePullRequestFile[] = [
  { filename: 'guides/quickstart.mdx', status: 'modified' },
  { filename: 'guides/setup.mdx', status: 'renamed', previous_filename: 'guides/setup.md' },
]

/**
 * What the check must report for FIXTURE_PAGE, in the page's order (every other link on it is
 * fine: a page, an anchor, a `name`, a redirect, a removed page that redirects, a 10 GB file).
 * Not checked, each with its cause: the docs site's local dev server, `mailto:`, `tel:`,
 * `javascript:`, another host without `check-external`, and the other private addresses.
 */
export function fixtureExpected(canaryOrigin: string): {
  broken: { link: string; status: number | null }[]
  notChecked: { link: string; status: number | null; cause: NotCheckedCause }[]
} {
  return {
    broken: [
      { link: '/guides/install#no-such-heading', status: 200 },
      { link: '/guides/missing', status: 404 },
      { link: '/images/missing.png', status: 404 },
      { link: '/guides/quickstart#nowhere', status: 200 },
      { link: '/images/logo@2x.png', status: 404 },
      { link: '/loop/a', status: 301 },
      { link: '/hops/1', status: 302 },
      { link: '/guides/removed', status: 200 },
      { link: '/guides/deleted', status: 404 },
    ],
    notChecked: [
      { link: 'http://localhost:3000/', status: null, cause: 'private' },
      { link: 'mailto:docs@example.com', status: null, cause: 'not-web' },
      { link: 'tel:+15550100', status: null, cause: 'not-web' },
      { link: 'javascript:alert(1)', status: null, cause: 'not-web' },
      { link: 'https://example.com/elsewhere', status: null, cause: 'other-host' },
      { link: `${canaryOrigin}/secret`, status: null, cause: 'private' },
      { link: 'http://169.254.169.254/latest/meta-data/', status: null, cause: 'private' },
      { link: 'https://localhost/admin', status: null, cause: 'private' },
      { link: 'http://[::ffff:7f00:2]/mapped', status: null, cause: 'private' },
    ],
  }
}

/** The fixture site: the docs site, its changed page also holding every hostile kind of link. */
export function fixtureRoutes(canaryOrigin: string): Record<string, Route> {
  const hops: Record<string, Route> = {}
  for (let i = 1; i <= 6; i++) hops[`/hops/${i}`] = { redirect: `/hops/${i + 1}`, status: 302 }
  return {
    ...docsSiteRoutes(`<p><a href="/guides/install#legacy-anchor">the old anchor</a>,
<a href="#nowhere">nowhere</a>, <a href="#top">top</a>.</p>
<picture><source srcset="/images/logo.png 1x, /images/logo@2x.png 2x"></picture>
<p><a href="/old/install">an old address</a>, <a href="/loop/a">a loop</a>,
<a href="/hops/1">a long way round</a>, <a href="/guides/removed">a removed page</a>,
<a href="/guides/deleted">a deleted page</a>,
<a href="/guides/moved">a moved page</a>, <a href="/files/big.zip">the archive</a>.</p>
<p><a href="mailto:docs@example.com">mail</a> <a href="tel:+15550100">call</a>
<a href="javascript:alert(1)">script</a> <a href="https://example.com/elsewhere">elsewhere</a></p>
<p><a href="${canaryOrigin}/secret">internal</a>
<a href="http://169.254.169.254/latest/meta-data/">metadata</a>
<a href="https://localhost/admin">admin</a> <a href="http://[::ffff:127.0.0.2]/mapped">mapped</a></p>`),
    '/old/install': { redirect: '/guides/install' },
    '/loop/a': { redirect: '/loop/b' },
    '/loop/b': { redirect: '/loop/a' },
    ...hops,
    '/hops/7': { html: docsPage('Far', '') },
    '/guides/removed': { html: docsPage('Removed', '<p>A stale copy.</p>') },
    '/guides/moved': { redirect: '/guides/install', status: 308 },
    '/files/big.zip': { huge: true },
    '/guides/dripping': { drip: true },
  }
}
