/**
 * A loopback fake of the GitHub Actions artifact (results) service, good enough for the real
 * `@actions/artifact` 6 client to upload a real zip to it:
 *
 * - `POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact` (Twirp JSON)
 *   -> `{ ok, signed_upload_url }`, the URL pointing back here (an IP host, so the Azure SDK
 *   uses path-style URLs);
 * - Azure block blob `PUT <signed_upload_url>&comp=block&blockid=...` and
 *   `&comp=blocklist` -> 201 with an etag (a plain `PUT` without `comp`, a single-shot upload,
 *   is accepted too);
 * - `POST .../FinalizeArtifact` -> `{ ok, artifact_id }`.
 *
 * A name already created during the fake's life gets 409 Conflict, as the real service does
 * within one workflow run. `env` holds what the library reads from the environment; pass it to
 * the action's process (see `runAction`).
 */
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { unzipSync } from 'fflate'
import {
  closeServer,
  flatHeaders,
  listenLoopback,
  parseJsonBody,
  readBody,
  sleep,
  takeFault,
} from './http-util.ts'

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/'
const BLOB_PREFIX = '/devstoreaccount1/actions-results/'

type ArtifactCall = 'create' | 'upload' | 'finalize'

export interface ArtifactServiceOptions {
  /** Backend id of the workflow run, put in the token's `scp` claim. */
  runBackendId?: string
  /** Backend id of the job, put in the token's `scp` claim. */
  jobBackendId?: string
  /** Id of the first finalized artifact; later ones count up. Default 7_000_001. */
  firstArtifactId?: number
  /**
   * Sets `GITHUB_RETENTION_DAYS` in `env`: the repository's maximum, which the library clamps
   * `retentionDays` to (with a warning).
   */
  maxRetentionDays?: number
}

interface ArtifactFault {
  call: ArtifactCall
  /** Use 4xx: on a 5xx (or 429) the library retries for about 30 s. */
  status: number
  /**
   * Response body. Default: a Twirp error (`{"code","msg"}`) for create/finalize, an Azure
   * storage XML error for upload. The Twirp client retries when the body is not JSON.
   */
  body?: string
  /** How many matching requests it applies to; default: all of them, until `clearFaults()`. */
  times?: number
  /** Wait this long before answering. */
  delayMs?: number
}

interface FakeArtifact {
  name: string
  id: number
  /** Size of the committed blob (the zip), in bytes. */
  size: number
  /** The `size` the client reported in FinalizeArtifact. */
  reportedSize: number
  /** Days between CreateArtifact and its `expires_at`; undefined when none was sent. */
  retentionDays?: number
  expiresAt?: string
  mimeType?: string
  /** `hash` sent in FinalizeArtifact, e.g. `sha256:...`. */
  hash?: string
  zip: Buffer
  /** The zip's files (directories left out), unzipped with fflate. */
  files(): Record<string, Buffer>
}

interface ArtifactServiceRequest {
  call: ArtifactCall | 'unknown'
  method: string
  /** Path and query. */
  url: string
  headers: Record<string, string>
  /** The parsed JSON body (Twirp), or for blob PUTs the byte count. */
  body: unknown
  /** The status the fake answered with (0 until it has answered). */
  status: number
}

export interface ArtifactService {
  /** Origin, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** `ACTIONS_RUNTIME_TOKEN`, `ACTIONS_RESULTS_URL` (and `GITHUB_RETENTION_DAYS` when asked). */
  env: Record<string, string>
  /** Finalized artifacts, in order. */
  artifacts: FakeArtifact[]
  requests: ArtifactServiceRequest[]
  fault(f: ArtifactFault): void
  clearFaults(): void
  close(): Promise<void>
}

interface Pending {
  name: string
  createdAt: number
  expiresAt?: string
  mimeType?: string
  blobPath: string
  blocks: Map<string, Buffer>
  committed?: Buffer
  contentType?: string
  finalized: boolean
}

const twirpCodes: Record<number, string> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'already_exists',
  412: 'failed_precondition',
  429: 'resource_exhausted',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
}

/** An unsigned JWT (`alg: none`): the library decodes it without checking a signature. */
function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function unzipFiles(zip: Buffer): Record<string, Buffer> {
  const entries = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength))
  const out: Record<string, Buffer> = {}
  for (const [name, data] of Object.entries(entries)) {
    if (name.endsWith('/')) continue
    out[name] = Buffer.from(data)
  }
  return out
}

export async function startArtifactService(
  options: ArtifactServiceOptions = {},
): Promise<ArtifactService> {
  const runBackendId = options.runBackendId ?? randomUUID()
  const jobBackendId = options.jobBackendId ?? randomUUID()
  let nextId = options.firstArtifactId ?? 7_000_001
  const token = unsignedJwt({
    scp: `Actions.ExampleScope Actions.Results:${runBackendId}:${jobBackendId}`,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 6 * 3600,
  })
  const artifacts: FakeArtifact[] = []
  const requests: ArtifactServiceRequest[] = []
  const faults: ArtifactFault[] = []
  const byName = new Map<string, Pending>()
  const byBlobPath = new Map<string, Pending>()
  let origin = ''

  const faultFor = (call: ArtifactCall): ArtifactFault | undefined =>
    takeFault(faults, (f) => f.call === call)

  const twirpError = (res: ServerResponse, status: number, msg: string, body?: string): void => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(body ?? JSON.stringify({ code: twirpCodes[status] ?? 'unknown', msg }))
  }

  const twirpOk = (res: ServerResponse, body: Record<string, unknown>): void => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const blobError = (res: ServerResponse, status: number, body?: string): void => {
    const code = status === 403 ? 'AuthenticationFailed' : status === 404 ? 'BlobNotFound' : 'Fault'
    res.writeHead(status, {
      'content-type': 'application/xml',
      'x-ms-error-code': code,
      'x-ms-request-id': randomUUID(),
    })
    res.end(
      body ??
        `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>Fake storage error ${status}</Message></Error>`,
    )
  }

  const checkIds = (json: Record<string, unknown>): string | undefined => {
    if (json['workflow_run_backend_id'] !== runBackendId) return 'workflow_run_backend_id mismatch'
    if (json['workflow_job_run_backend_id'] !== jobBackendId) {
      return 'workflow_job_run_backend_id mismatch'
    }
    const name = str(json['name'])
    if (!name) return 'name is required'
    return undefined
  }

  const handleTwirp = async (
    req: IncomingMessage,
    res: ServerResponse,
    record: ArtifactServiceRequest,
    method: string,
  ): Promise<void> => {
    const json = asRecord(parseJsonBody(await readBody(req)))
    record.body = json
    if (req.method !== 'POST') return twirpError(res, 404, 'bad route')
    if (req.headers.authorization !== `Bearer ${token}`) {
      return twirpError(res, 401, 'invalid or missing runtime token')
    }
    if (method === 'CreateArtifact') {
      record.call = 'create'
      const fault = faultFor('create')
      if (fault) {
        if (fault.delayMs) await sleep(fault.delayMs)
        return twirpError(res, fault.status, 'injected fault', fault.body)
      }
      const problem = checkIds(json)
      if (problem) return twirpError(res, 400, problem)
      const name = str(json['name']) ?? ''
      if (byName.has(name)) {
        return twirpError(res, 409, 'an artifact with this name already exists on the workflow run')
      }
      const blobPath = `${BLOB_PREFIX}${runBackendId}/${jobBackendId}/${encodeURIComponent(name)}.zip`
      const pending: Pending = {
        name,
        createdAt: Date.now(),
        expiresAt: str(json['expires_at']),
        mimeType: str(json['mime_type']),
        blobPath,
        blocks: new Map(),
        finalized: false,
      }
      byName.set(name, pending)
      byBlobPath.set(blobPath, pending)
      const sas = `sv=2023-11-03&se=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}&sr=b&sp=cw&sig=${randomUUID().replace(/-/g, '')}`
      return twirpOk(res, { ok: true, signed_upload_url: `${origin}${blobPath}?${sas}` })
    }
    if (method === 'FinalizeArtifact') {
      record.call = 'finalize'
      const fault = faultFor('finalize')
      if (fault) {
        if (fault.delayMs) await sleep(fault.delayMs)
        return twirpError(res, fault.status, 'injected fault', fault.body)
      }
      const problem = checkIds(json)
      if (problem) return twirpError(res, 400, problem)
      const pending = byName.get(str(json['name']) ?? '')
      if (!pending) return twirpError(res, 404, 'artifact not found')
      if (pending.finalized) return twirpError(res, 409, 'artifact already finalized')
      if (!pending.committed) return twirpError(res, 412, 'artifact blob was not uploaded')
      pending.finalized = true
      const zip = pending.committed
      const id = nextId++
      const hashValue = json['hash']
      const artifact: FakeArtifact = {
        name: pending.name,
        id,
        size: zip.length,
        reportedSize: Number(json['size'] ?? 0),
        expiresAt: pending.expiresAt,
        retentionDays:
          pending.expiresAt === undefined
            ? undefined
            : Math.round((Date.parse(pending.expiresAt) - pending.createdAt) / 86_400_000),
        mimeType: pending.mimeType,
        hash: typeof hashValue === 'string' ? hashValue : str(asRecord(hashValue)['value']),
        zip,
        files: () => unzipFiles(zip),
      }
      artifacts.push(artifact)
      return twirpOk(res, { ok: true, artifact_id: String(id) })
    }
    return twirpError(res, 404, `no handler for ${method}`)
  }

  const handleBlob = async (
    req: IncomingMessage,
    res: ServerResponse,
    record: ArtifactServiceRequest,
    url: URL,
  ): Promise<void> => {
    const body = await readBody(req)
    record.body = body.length
    record.call = 'upload'
    if (req.method !== 'PUT') return blobError(res, 405)
    const fault = faultFor('upload')
    if (fault) {
      if (fault.delayMs) await sleep(fault.delayMs)
      return blobError(res, fault.status, fault.body)
    }
    const pending = byBlobPath.get(url.pathname)
    if (!pending || !url.searchParams.get('sig')) return blobError(res, 403)
    if (pending.finalized) return blobError(res, 409)
    const comp = url.searchParams.get('comp')
    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid')
      if (!blockId) return blobError(res, 400)
      pending.blocks.set(blockId, body)
    } else if (comp === 'blocklist') {
      const ids = [
        ...body.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g),
      ]
      const parts: Buffer[] = []
      for (const match of ids) {
        const block = pending.blocks.get(match[2] ?? '')
        if (!block) return blobError(res, 400)
        parts.push(block)
      }
      pending.committed = Buffer.concat(parts)
      pending.contentType = req.headers['x-ms-blob-content-type'] as string | undefined
    } else if (comp === null) {
      pending.committed = body
      pending.contentType = req.headers['x-ms-blob-content-type'] as string | undefined
    } else {
      return blobError(res, 400)
    }
    res.writeHead(201, {
      etag: `"0x${randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}"`,
      'last-modified': new Date().toUTCString(),
      'x-ms-request-id': randomUUID(),
      'x-ms-version': '2025-01-05',
      'x-ms-request-server-encrypted': 'true',
      'content-length': '0',
    })
    res.end()
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const record: ArtifactServiceRequest = {
      call: 'unknown',
      method: req.method ?? '',
      url: `${url.pathname}${url.search}`,
      headers: flatHeaders(req),
      body: undefined,
      status: 0,
    }
    requests.push(record)
    res.on('finish', () => {
      record.status = res.statusCode
    })
    const work = url.pathname.startsWith(TWIRP_PREFIX)
      ? handleTwirp(req, res, record, url.pathname.slice(TWIRP_PREFIX.length))
      : url.pathname.startsWith(BLOB_PREFIX)
        ? handleBlob(req, res, record, url)
        : readBody(req).then(() => twirpError(res, 404, 'not found'))
    work.catch((error: unknown) => {
      if (!res.headersSent) twirpError(res, 500, String(error))
      else res.destroy()
    })
  })
  origin = await listenLoopback(server)

  const env: Record<string, string> = {
    ACTIONS_RUNTIME_TOKEN: token,
    ACTIONS_RESULTS_URL: `${origin}/`,
  }
  if (options.maxRetentionDays !== undefined) {
    env['GITHUB_RETENTION_DAYS'] = String(options.maxRetentionDays)
  }

  return {
    url: origin,
    env,
    artifacts,
    requests,
    fault: (f) => {
      faults.push({ ...f })
    },
    clearFaults: () => {
      faults.length = 0
    },
    close: () => closeServer(server),
  }
}
