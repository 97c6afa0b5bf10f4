/**
 * The Static Export API (test/openapi/static-export-openapi.json) and the storage host its
 * presigned links point to.
 *
 *   [static-export-start]  POST /v1/static-export/jobs {domain, version?, paths?}
 *                               -> 202 StaticExportJob | 400 | 403 (with `enabled: false`)
 *   [static-export-get]    GET  /v1/static-export/jobs/{jobId} -> 200 StaticExportJob | 404
 *   [static-export-bundle] POST /v1/static-export/jobs/{jobId}/bundle
 *                               -> 200 {jobId, bundleUrl, sizeBytes, expiresAt} | 404 | 409
 *
 * JOBS follow an ExportScript, steps `{status, progress, pageCount, polls?}` shown like the agent
 * jobs' (each for `polls` GETs, default 1; the last kept forever). The POST answers the first
 * step. Default: queued 0 % 1 poll, running 40 % (17 pages) 1 poll, running 80 % (34 pages) 1
 * poll, completed 100 % (42 pages). DOMAIN MARKERS pick another: `sim-failed` (running 1 poll,
 * then failed with FAILED_EXPORT_ERROR), `sim-never-ends` (running forever). The bundle POST
 * answers 409 "Export job is not complete" until the job was SHOWN completed, and for the first
 * `bundleConflicts` asks after that too.
 *
 * THE STORAGE HOST (its own loopback server, `storage`): a link is
 * `<storage>/exports/<jobId>/bundle.tar.gz?X-Amz-Algorithm=...&X-Amz-Credential=...&X-Amz-Date=...
 * &X-Amz-Expires=...&X-Amz-Signature=<64 hex>`, valid for `linkTtlMs` (default 10 min). It answers
 * GET only (HEAD: 403), refuses any `Authorization` header (400), an unknown signature (403
 * SignatureDoesNotMatch), an expired link (403 "Request has expired"; `expireLinks: n` makes the
 * next n links expired from the start); serves `Range: bytes=N-` as 206; `resetsMidBody: n` cuts
 * the next n answers after half their bytes, `stallsMidBody: n` sends half and then nothing;
 * `ignoreRange: true` answers every GET whole (200); `drip: {bytes, everyMs}` sends the body in
 * pieces of `bytes` every `everyMs` (a steady download that takes its time); `chunkedShortBy: n`
 * answers without Content-Length (chunked) and ends cleanly n bytes before the end.
 * The bundle is `archive` (default: a real-looking site, see test/support/tar-archives.ts); the
 * API announces its size plus `sizeLie` bytes. `insecureLink: true` hands out an `http://` link to
 * a host that is not loopback (which must never be fetched).
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { siteBundle } from '../support/tar-archives.ts'
import type { Reply } from './query.ts'

interface ExportStep {
  status: string
  progress: number
  pageCount: number
  polls?: number
}

export const FAILED_EXPORT_ERROR =
  'Rendering failed: page guides/broken.mdx has invalid frontmatter'

const SCRIPTS: Readonly<Record<string, ExportStep[]>> = {
  default: [
    { status: 'queued', progress: 0, pageCount: 0 },
    { status: 'running', progress: 40, pageCount: 17 },
    { status: 'running', progress: 80, pageCount: 34 },
    { status: 'completed', progress: 100, pageCount: 42 },
  ],
  'sim-failed': [
    { status: 'running', progress: 10, pageCount: 3 },
    { status: 'failed', progress: 10, pageCount: 3 },
  ],
  'sim-never-ends': [{ status: 'running', progress: 5, pageCount: 1 }],
}

export interface StaticExportOptions {
  /** false: every request is a 403, as for an organization without the feature. */
  enabled?: boolean
  /** The script of every job (default: see above, or the domain's marker). */
  script?: ExportStep[]
}

export interface ExportJobRecord {
  jobId: string
  request: { domain: string; version?: string; paths?: string[] }
  script: ExportStep[]
  gets: number
  shownCompleted: boolean
  createdAt: string
  updatedAt: string
}

interface Link {
  jobId: string
  expiresAt: number
}

interface StorageRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string | string[] | undefined>
  status?: number
  /** Bytes of body sent. */
  sent: number
}

/** The storage host: what a test can set and read. */
export interface StorageHost {
  readonly url: string
  readonly requests: StorageRequest[]
  /** The bundle served (and announced) for every job. */
  archive: Buffer
  /** Added to the size the API announces: a lie the download must catch. */
  sizeLie: number
  linkTtlMs: number
  expireLinks: number
  resetsMidBody: number
  /** The next n answers send half their bytes, then nothing more (the connection stays open). */
  stallsMidBody: number
  ignoreRange: boolean
  /** Every answer sent in pieces of `bytes`, one every `everyMs`. */
  drip: { bytes: number; everyMs: number } | undefined
  /** Answers chunked (no Content-Length), ending cleanly this many bytes short of the bundle. */
  chunkedShortBy: number
  insecureLink: boolean
  /** Every signature handed out, in order (secrets: a test scans for them). */
  readonly signatures: string[]
  readonly credentials: string[]
}

export class StaticExports {
  readonly jobs = new Map<string, ExportJobRecord>()
  bundleConflicts = 0
  readonly storage: StorageHost & { close(): Promise<void> }
  readonly #options: StaticExportOptions
  readonly #links = new Map<string, Link>()

  private constructor(
    options: StaticExportOptions,
    storage: StorageHost & { close(): Promise<void> },
  ) {
    this.#options = options
    this.storage = storage
  }

  static async start(options: StaticExportOptions = {}): Promise<StaticExports> {
    const exports: { value?: StaticExports } = {}
    const storage = await startStorage((sig) => exports.value?.link(sig))
    exports.value = new StaticExports(options, storage)
    return exports.value
  }

  link(signature: string): Link | undefined {
    return this.#links.get(signature)
  }

  private refused(): Reply | undefined {
    if (this.#options.enabled === false) {
      return {
        status: 403,
        body: {
          error:
            'Static export is not enabled for this organization. Contact sales to enable it on an Enterprise plan.',
        },
      }
    }
    return undefined
  }

  start(body: unknown): Reply {
    const refused = this.refused()
    if (refused) return refused
    const request = body as { domain?: unknown; version?: unknown; paths?: unknown } | undefined
    const domain = request?.domain
    if (typeof domain !== 'string' || domain === '' || /[/:]/.test(domain)) {
      return { status: 400, body: { error: 'domain must be a hostname' } }
    }
    const marker = Object.keys(SCRIPTS).find((name) => name !== 'default' && domain.includes(name))
    const script = this.#options.script ?? SCRIPTS[marker ?? 'default']!
    const jobId = `se_${randomBytes(8).toString('hex')}`
    const now = new Date().toISOString()
    const record: ExportJobRecord = {
      jobId,
      request: {
        domain,
        ...(typeof request?.version === 'string' ? { version: request.version } : {}),
        ...(Array.isArray(request?.paths) ? { paths: request.paths as string[] } : {}),
      },
      script,
      gets: 0,
      shownCompleted: false,
      createdAt: now,
      updatedAt: now,
    }
    this.jobs.set(jobId, record)
    return { status: 202, body: this.show(record) }
  }

  get(jobId: string): Reply {
    const refused = this.refused()
    if (refused) return refused
    const record = this.jobs.get(jobId)
    if (!record) return { status: 404, body: { error: 'Export job not found' } }
    record.gets++
    return { status: 200, body: this.show(record) }
  }

  bundle(jobId: string): Reply {
    const refused = this.refused()
    if (refused) return refused
    const record = this.jobs.get(jobId)
    if (!record) return { status: 404, body: { error: 'Export job not found' } }
    if (!record.shownCompleted || this.bundleConflicts > 0) {
      if (record.shownCompleted) this.bundleConflicts--
      return { status: 409, body: { error: 'Export job is not complete' } }
    }
    const { storage } = this
    const signature = randomBytes(32).toString('hex')
    const credential = `AKIASIM${randomBytes(8).toString('hex').toUpperCase()}/20261125/us-east-1/s3/aws4_request`
    storage.signatures.push(signature)
    storage.credentials.push(credential)
    const expired = storage.expireLinks > 0
    if (expired) storage.expireLinks--
    const expiresAt = Date.now() + (expired ? -1000 : storage.linkTtlMs)
    this.#links.set(signature, { jobId, expiresAt })
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': credential,
      'X-Amz-Date': '20261125T120000Z',
      'X-Amz-Expires': String(Math.round(storage.linkTtlMs / 1000)),
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': signature,
    })
    const origin = storage.insecureLink ? 'http://mintlify-static-exports.example.com' : storage.url
    return {
      status: 200,
      body: {
        jobId,
        bundleUrl: `${origin}/exports/${jobId}/bundle.tar.gz?${query}`,
        sizeBytes: storage.archive.length + storage.sizeLie,
        expiresAt: new Date(expiresAt).toISOString(),
      },
    }
  }

  /** The job as the script shows it at its `gets`-th GET. */
  private show(record: ExportJobRecord): Record<string, unknown> {
    let left = record.gets
    let step = record.script[record.script.length - 1]!
    for (const candidate of record.script) {
      const polls = candidate.polls ?? 1
      if (left < polls) {
        step = candidate
        break
      }
      left -= polls
    }
    if (step.status === 'completed') record.shownCompleted = true
    return {
      jobId: record.jobId,
      status: step.status,
      progress: step.progress,
      pageCount: step.pageCount,
      createdAt: record.createdAt,
      updatedAt: new Date().toISOString(),
      ...(step.status === 'failed' ? { error: FAILED_EXPORT_ERROR } : {}),
    }
  }
}

const XML = (code: string, message: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`

/** Sends `body` in pieces of `bytes`, one every `everyMs`, until it is sent or the client left. */
function drip(
  res: ServerResponse,
  record: StorageRequest,
  body: Buffer,
  pace: { bytes: number; everyMs: number },
): void {
  const timer = setInterval(() => {
    if (res.destroyed || record.sent >= body.length) {
      clearInterval(timer)
      if (!res.destroyed) res.end()
      return
    }
    const piece = body.subarray(record.sent, record.sent + pace.bytes)
    record.sent += piece.length
    res.write(piece)
  }, pace.everyMs)
  res.on('close', () => clearInterval(timer))
}

async function startStorage(
  linkOf: (signature: string) => Link | undefined,
): Promise<StorageHost & { close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const host: Omit<StorageHost, 'url'> = {
    requests: [],
    archive: siteBundle(),
    sizeLie: 0,
    linkTtlMs: 600_000,
    expireLinks: 0,
    resetsMidBody: 0,
    stallsMidBody: 0,
    ignoreRange: false,
    drip: undefined,
    chunkedShortBy: 0,
    insecureLink: false,
    signatures: [],
    credentials: [],
  }
  const answer = (
    res: ServerResponse,
    record: StorageRequest,
    status: number,
    body: string,
  ): void => {
    record.status = status
    res.writeHead(status, { 'content-type': 'application/xml' })
    res.end(body)
  }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const record: StorageRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
      sent: 0,
    }
    host.requests.push(record)
    if (req.method !== 'GET') return answer(res, record, 403, '')
    if (req.headers.authorization !== undefined) {
      return answer(
        res,
        record,
        400,
        XML(
          'InvalidArgument',
          'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
        ),
      )
    }
    const link = linkOf(url.searchParams.get('X-Amz-Signature') ?? '')
    if (!link || url.pathname !== `/exports/${link.jobId}/bundle.tar.gz`) {
      return answer(
        res,
        record,
        403,
        XML(
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        ),
      )
    }
    if (Date.now() > link.expiresAt) {
      return answer(res, record, 403, XML('AccessDenied', 'Request has expired'))
    }
    const whole = host.archive
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '')
    const start = range && !host.ignoreRange ? Number(range[1]) : 0
    if (start >= whole.length && whole.length > 0) {
      record.status = 416
      res.writeHead(416, { 'content-range': `bytes */${whole.length}` })
      return void res.end()
    }
    const body = whole.subarray(start, whole.length - host.chunkedShortBy)
    record.status = start > 0 ? 206 : 200
    res.writeHead(record.status, {
      'content-type': 'application/gzip',
      ...(host.chunkedShortBy > 0 ? {} : { 'content-length': String(body.length) }),
      'accept-ranges': 'bytes',
      etag: `"${createHash('md5').update(whole).digest('hex')}"`,
      ...(start > 0
        ? { 'content-range': `bytes ${start}-${whole.length - 1}/${whole.length}` }
        : {}),
    })
    if (host.resetsMidBody > 0 && body.length > 1) {
      host.resetsMidBody--
      const half = body.subarray(0, Math.floor(body.length / 2))
      record.sent = half.length
      res.write(half, () => setTimeout(() => res.socket?.destroy(), 20))
      return
    }
    if (host.stallsMidBody > 0 && body.length > 1) {
      host.stallsMidBody--
      const half = body.subarray(0, Math.floor(body.length / 2))
      record.sent = half.length
      res.write(half)
      return
    }
    if (host.drip) return drip(res, record, body, host.drip)
    record.sent = body.length
    res.end(body)
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(host, {
    url: `http://127.0.0.1:${port}`,
    close: async (): Promise<void> => {
      const done = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      for (const socket of sockets) socket.destroy()
      await done
    },
  })
}
