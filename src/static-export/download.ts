/**
 * Downloading the bundle from the storage host. The presigned link is a credential (its query
 * signs the request): it is only ever shown as `linkShown` (origin and path, the query hidden),
 * and the API key never goes there. The bytes are hashed while they stream to a temporary file
 * beside the target, which becomes the bundle only once every byte is there and the count equals
 * `sizeBytes`; on any failure it is removed. Each chunk is written (awaited) before the next is
 * read, so a write error is the disk's, told apart from the network's (DiskWriteError), and
 * nothing is still being written when the file is removed.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import { dirname, join, basename } from 'node:path'
import type { Dispatcher } from 'undici'
import type { Clock } from '../shared/clock.js'
import { formatDuration } from '../shared/durations.js'
import { USER_AGENT } from '../shared/version.js'
import { dispatcherFor, isLoopback, type ProxySettings } from '../shared/mintlify/proxy.js'
import { answerFault, networkFault, retrying, RETRY_DEFAULTS } from '../shared/retry.js'
import type { Fault, RetryLimits } from '../shared/retry.js'
import { errorCode, oneLine } from '../shared/text.js'
import { DiskWriteError } from './errors.js'

/** A reset mid-body is retried this many times in a row without a byte of progress. */
const MAX_STALLED_TRIES = 4
/**
 * The download's retries: a reset, a stall, a 5xx or a 429, resumed where it stopped; given up
 * after MAX_STALLED_TRIES tries in a row that brought nothing (a try that brought bytes starts
 * the count again).
 */
const DOWNLOAD_RETRIES: RetryLimits = {
  ...RETRY_DEFAULTS,
  attempts: { max: MAX_STALLED_TRIES },
  backoff: { baseMs: 250, maxMs: 5_000, jitter: 0 },
  rateLimit: { baseMs: 2_000, maxMs: 60_000, jitter: 0.5 },
}
/** Longest wait for the answer's headers, and longest silence between two chunks of its body. */
const REQUEST_TIMEOUT_MS = 30_000
/** An error page is read up to this much, to tell an expired link from another refusal. */
const MAX_ERROR_BODY = 4096

export interface DownloadRequest {
  /** The presigned link, checked by `checkLink`. */
  url: URL
  /** What the API said the bundle weighs: the bytes received must equal it. */
  sizeBytes: number
  /** The final path of the archive. */
  target: string
  clock: Clock
  /** Epoch ms: the `timeout` input. */
  deadline: number
  signal: AbortSignal
  proxy: ProxySettings
  /** Called after a reset, with the byte the next request resumes at (for the log). */
  onResume?: (from: number) => void
}

export interface Downloaded {
  path: string
  bytes: number
  sha256: string
}

/** The storage host answered 403 "Request has expired": a fresh link may be asked for. */
export class LinkExpiredError extends Error {
  constructor(shown: string) {
    super(`The bundle link ${shown} has expired (the storage host answered HTTP 403).`)
    this.name = 'LinkExpiredError'
  }
}

/** Longest link a log line or message shows: a `data:` link holds a whole file. */
const MAX_LINK_SHOWN = 200

/** The link as logs and messages show it: origin and path, the signing query hidden, bounded. */
export function linkShown(url: URL): string {
  const shown = oneLine(`${url.protocol}//${url.host}${url.pathname}`, MAX_LINK_SHOWN)
  return `${shown}${url.search ? '?…' : ''}`
}

/**
 * The bundle link as a URL, when it may be fetched: `https`, or plain `http` to loopback only
 * when the API itself (`apiUrl`, the `base-url`) is on loopback, as in a test; no credentials in
 * it. Refused links are named without their query, and bounded.
 */
export function checkLink(raw: string, apiUrl: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error('The API answered a bundle link that is not a URL; nothing was downloaded.')
  }
  const loopback = isLoopback(url.hostname)
  if (url.protocol === 'http:' && loopback && !isLoopback(new URL(apiUrl).hostname)) {
    throw new Error(
      `The API answered a plain-http bundle link to this runner's loopback (${linkShown(url)}) while \`base-url\` is not on loopback; it was refused without fetching it.`,
    )
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(
      `The API answered a bundle link that is not https (${oneLine(url.protocol.replace(':', ''), 20)}, ${linkShown(url)}); it was refused without fetching it.`,
    )
  }
  if (url.username || url.password) {
    throw new Error(
      `The API answered a bundle link with credentials in it (${linkShown(url)}); it was refused without fetching it.`,
    )
  }
  return url
}

/** One try's failure, and its fault for the retry policy (none: it is not tried again). */
class TryFailed extends Error {
  readonly fault: Fault
  constructor(message: string, fault: Fault = {}) {
    super(message)
    this.fault = fault
  }
}

/**
 * Downloads the bundle to `request.target`, resuming with a Range request after a reset.
 * Throws LinkExpiredError for an expired link, DiskWriteError when the disk refuses a write, an
 * Error saying what went wrong otherwise; no partial file is left in any case.
 */
export async function downloadBundle(request: DownloadRequest): Promise<Downloaded> {
  const { url, target } = request
  const shown = linkShown(url)
  const folder = dirname(target)
  const partial = join(folder, `.${basename(target)}.${randomBytes(6).toString('hex')}.partial`)
  const onDisk = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      throw new DiskWriteError(
        `Writing the bundle to ${folder}`,
        folder,
        errorCode(error) ?? 'EIO',
        'no partial file was left',
      )
    }
  }
  const dispatcher = dispatcherFor(url, request.proxy, { connections: 1 })
  let file: FileHandle | undefined
  let done = false
  try {
    file = await onDisk(async () => {
      await mkdir(folder, { recursive: true })
      // A bundle left by an earlier run must not pass for this run's.
      await rm(target, { force: true })
      return open(partial, 'w', 0o644)
    })
    const handle = file
    const state = { received: 0, hash: createHash('sha256') }
    await fetchWhole(request, dispatcher, (chunk) => onDisk(() => handle.writeFile(chunk)), state)
    if (state.received !== request.sizeBytes) {
      throw new Error(
        `The bundle from ${shown} is ${state.received} bytes, not the ${request.sizeBytes} the API announced; it was not kept.`,
      )
    }
    file = undefined
    await onDisk(async () => {
      await handle.close()
      await rename(partial, target)
    })
    done = true
    return { path: target, bytes: state.received, sha256: state.hash.digest('hex') }
  } finally {
    await file?.close().catch(() => undefined)
    if (!done) await rm(partial, { force: true }).catch(() => undefined)
    await dispatcher.destroy().catch(() => undefined)
  }
}

/** Received so far: the byte count and the hash of those bytes. */
interface Progress {
  received: number
  hash: ReturnType<typeof createHash>
}

/** The GETs of the bundle until it is whole: a reset is resumed, a failure thrown. */
async function fetchWhole(
  request: DownloadRequest,
  dispatcher: Dispatcher,
  write: (chunk: Buffer) => Promise<void>,
  state: Progress,
): Promise<void> {
  const shown = linkShown(request.url)
  const { clock, deadline, signal } = request
  const cancelled = (cause: unknown): Error =>
    new Error(`Downloading the bundle from ${shown} stopped: the run was cancelled.`, { cause })
  const tried = await retrying(
    async () => {
      const before = state.received
      try {
        await fetchOnce(request, dispatcher, write, state, shown)
        return { ok: true, value: undefined }
      } catch (error) {
        if (signal.aborted) throw cancelled(error)
        if (!(error instanceof TryFailed)) throw error
        return {
          ok: false,
          failure: error,
          fault: error.fault,
          progressed: state.received > before,
        }
      }
    },
    {
      limits: DOWNLOAD_RETRIES,
      clock,
      deadline,
      replaySafe: true,
      signal,
      onWait: () => request.onResume?.(state.received),
    },
  )
  if (tried.ok) return
  const { failure, why } = tried
  if (why === 'cancelled') throw cancelled(failure)
  const detail =
    why === 'final'
      ? ''
      : `, after ${state.received} of ${request.sizeBytes} bytes; ${why === 'attempts' ? `${MAX_STALLED_TRIES} tries in a row brought nothing` : 'the `timeout` leaves no time to try again'}`
  throw new Error(`Downloading the bundle from ${shown} failed: ${failure.message}${detail}.`, {
    cause: failure,
  })
}

/**
 * One GET of the link (from `state.received` on, with a Range header): hands what arrives to
 * `write` and the hash. Throws TryFailed (transient or not), LinkExpiredError, or what `write`
 * throws (DiskWriteError).
 */
async function fetchOnce(
  request: DownloadRequest,
  dispatcher: Dispatcher,
  write: (chunk: Buffer) => Promise<void>,
  state: Progress,
  shown: string,
): Promise<void> {
  const { clock, deadline, sizeBytes } = request
  const remaining = deadline - clock.now()
  if (remaining <= 0) throw new TryFailed('the `timeout` ran out')
  const expiry = new AbortController()
  const timer = setTimeout(
    () => expiry.abort(new DOMException('The download timed out', 'TimeoutError')),
    remaining,
  ).unref()
  const signal = AbortSignal.any([request.signal, expiry.signal])
  const resumeAt = state.received
  try {
    let answer: Dispatcher.ResponseData
    try {
      answer = await dispatcher.request({
        origin: request.url.origin,
        path: `${request.url.pathname}${request.url.search}`,
        method: 'GET',
        // No Authorization header: the link signs the request, and the storage host refuses one.
        headers: {
          'user-agent': USER_AGENT,
          'accept-encoding': 'identity',
          ...(resumeAt > 0 ? { range: `bytes=${resumeAt}-` } : {}),
        },
        signal,
        headersTimeout: Math.min(REQUEST_TIMEOUT_MS, remaining),
        bodyTimeout: Math.min(REQUEST_TIMEOUT_MS, remaining),
      })
    } catch (error) {
      throw networkFailure(error, expiry.signal.aborted, remaining)
    }
    const { headers, body } = answer
    await refuseUnusable(answer, resumeAt, shown, clock.now())
    // 200 to a Range request: the host sent the whole bundle again.
    const restarted = answer.statusCode === 200
    // A host that ignored the Range header sends the whole bundle again: the bytes already kept
    // are skipped, the rest appended.
    let skip = restarted ? resumeAt : 0
    const announced = Number(headers['content-length'])
    const total = (restarted ? 0 : resumeAt) + announced
    if (headers['content-length'] !== undefined && total !== sizeBytes) {
      await body.dump().catch(() => undefined)
      throw new TryFailed(
        `the storage host announced ${total} bytes, not the ${sizeBytes} the API did; the bundle was not kept`,
      )
    }
    try {
      for await (const whole of body as AsyncIterable<Buffer>) {
        const chunk = skip > 0 ? whole.subarray(Math.min(skip, whole.length)) : whole
        skip -= whole.length - chunk.length
        if (chunk.length === 0) continue
        if (state.received + chunk.length > sizeBytes) {
          body.destroy()
          throw new TryFailed(
            `the storage host sent more than the ${sizeBytes} bytes the API announced; the bundle was not kept`,
          )
        }
        await write(chunk)
        state.hash.update(chunk)
        state.received += chunk.length
      }
    } catch (error) {
      if (error instanceof TryFailed || error instanceof DiskWriteError) throw error
      throw networkFailure(error, expiry.signal.aborted, remaining)
    }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Throws for an answer the download cannot use: an expired link (LinkExpiredError), another
 * refusal, a server error or a rate limit (tried again), or a range other than the one asked for.
 */
async function refuseUnusable(
  answer: Dispatcher.ResponseData,
  resumeAt: number,
  shown: string,
  now: number,
): Promise<void> {
  const { statusCode, headers, body } = answer
  if (statusCode === 403) {
    const text = await readSome(body)
    if (text.includes('Request has expired')) throw new LinkExpiredError(shown)
    throw new TryFailed(
      'the storage host refused the link (HTTP 403); ask for the bundle again in a new run',
    )
  }
  if (statusCode >= 500 || statusCode === 429) {
    await body.dump().catch(() => undefined)
    const retryAfter = headers['retry-after']
    throw new TryFailed(
      `the storage host answered HTTP ${statusCode}`,
      answerFault(
        { status: statusCode, headers: { 'retry-after': [retryAfter].flat()[0] } },
        DOWNLOAD_RETRIES,
        now,
      ),
    )
  }
  const restarted = statusCode === 200
  if (!(restarted || (statusCode === 206 && resumeAt > 0))) {
    await body.dump().catch(() => undefined)
    throw new TryFailed(
      `the storage host answered HTTP ${statusCode}${statusCode >= 300 && statusCode < 400 ? ' (a redirect, not followed)' : ''}`,
    )
  }
  if (statusCode === 206 && rangeStart(headers['content-range']) !== resumeAt) {
    await body.dump().catch(() => undefined)
    throw new TryFailed(`the storage host resumed at another byte than ${resumeAt} asked for`)
  }
}

/** A network error or a timeout, told apart by retry.ts (by class and code: never the text). */
function networkFailure(error: unknown, timedOut: boolean, remainingMs: number): TryFailed {
  const { kind, code } = networkFault(error)
  // The time left ran out (undici's own idle timers are set to it when it is shorter than a
  // request's bound: firing a moment before the expiry, they are the same timeout): no fault
  // to weigh, there is no time for another try.
  if (timedOut || (kind === 'timeout' && remainingMs <= REQUEST_TIMEOUT_MS)) {
    return new TryFailed(`no complete answer within ${formatDuration(remainingMs)}`)
  }
  return new TryFailed(`the connection failed (${code ?? 'no code'})`, { network: kind })
}

/** The first byte of a `bytes <start>-<end>/<size>` Content-Range. */
function rangeStart(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  const match = /^bytes (\d{1,16})-\d{1,16}\/(?:\d{1,16}|\*)$/.exec(value ?? '')
  return match ? Number(match[1]) : undefined
}

async function readSome(body: Dispatcher.ResponseData['body']): Promise<string> {
  let text = ''
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      text += chunk.toString('utf8')
      if (text.length >= MAX_ERROR_BODY) break
    }
  } catch {
    // What arrived is enough to tell.
  } finally {
    body.destroy()
  }
  return text
}
