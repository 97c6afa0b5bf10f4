/**
 * A failed try of a request, as the retry policy weighs it (its Fault) and as the ApiError it
 * becomes: what the network, a proxy or the API's answer said.
 */
import * as v from 'valibot'
import { networkFault, type Fault } from '../retry.js'
import { ApiError } from './errors.js'
import { serverText } from './redact.js'
import type { ApiRequest } from './request.js'
import { ErrorBodySchema } from './schemas.js'
import type { ProxyInUse } from './transport.js'

/** One failed try, before the retry policy (retry.ts) weighs its fault. */
export class Failure {
  readonly summary: string
  readonly kind: ApiError['kind']
  readonly status: number | undefined
  readonly apiError: string | undefined
  /** What the policy weighs: the status, the network's failure, the server's wait, ... */
  readonly fault: Fault
  readonly cause: unknown

  constructor(
    summary: string,
    details: {
      kind: ApiError['kind']
      fault: Fault
      status?: number
      apiError?: string
      cause?: unknown
    },
  ) {
    this.summary = summary
    this.kind = details.kind
    this.fault = details.fault
    this.status = details.status
    this.apiError = details.apiError
    this.cause = details.cause
  }

  /** The request provably never reached the server. */
  get notSent(): boolean {
    return this.fault.neverLeft === true
  }

  /** A failure of the network or the proxy; `notSent` as the transport's probe saw it. */
  static fromNetwork(cause: unknown, notSent: boolean, proxy: ProxyInUse | undefined): Failure {
    const { kind, code = 'no code', proxyStatus } = networkFault(cause)
    const fault = { network: kind, neverLeft: notSent || proxyStatus !== undefined }
    if (proxy && proxyStatus !== undefined) {
      const refused = `the proxy ${proxy.host} answered HTTP ${proxyStatus} to the tunnel request`
      // A 502, 503 or 504 from the proxy means it could not reach the API: nothing was sent, and
      // it may pass, like a reset. Anything else is the proxy's refusal: asking again won't help.
      if (kind === 'proxy-failed') return new Failure(refused, { kind: 'network', fault, cause })
      const advice =
        proxyStatus === 407
          ? `it wants credentials: set them in ${proxy.variable} as \`http://user:password@host:port\``
          : `check ${proxy.variable}, or name the API's host in NO_PROXY to reach it directly`
      return new Failure(`${refused}, refusing it; ${advice}`, { kind: 'network', fault, cause })
    }
    const via = proxy ? ` through the proxy ${proxy.host}` : ''
    return new Failure(
      notSent ? `could not connect${via} (${code})` : `the connection failed${via} (${code})`,
      { kind: 'network', fault, cause },
    )
  }

  toApiError<T>(call: ApiRequest<T>, extra?: { gaveUp: string }): ApiError {
    const summary = extra ? `${this.summary}; ${extra.gaveUp}` : this.summary
    // A create or follow-up that may have reached the server: its effect is unknown.
    const rejected = this.status !== undefined && this.status >= 400 && this.status < 500
    const effectUnknown = !call.replaySafe && !this.notSent && !rejected
    return new ApiError(summary, {
      kind: this.kind,
      operation: call.operation,
      status: this.status,
      apiError: this.apiError,
      hint: this.status === undefined ? undefined : call.hints?.[this.status],
      // Every failed create or follow-up says whether the server may have acted on it.
      effect: effectUnknown ? call.effect?.unknown : call.effect?.none,
      cause: this.cause,
    })
  }
}

/**
 * The run was cancelled during `call`. A create or trigger says, as every failure of one does,
 * whether the server may have acted: `mayHaveLeft` unless the request provably never left.
 */
export function aborted<T>(call: ApiRequest<T>, mayHaveLeft: boolean): ApiError {
  const summary = mayHaveLeft
    ? 'the run was cancelled after the request was sent'
    : 'the run was cancelled before the request was sent'
  return new ApiError(call.effect ? summary : 'the run was cancelled', {
    kind: 'aborted',
    operation: call.operation,
    effect: mayHaveLeft ? call.effect?.unknown : call.effect?.none,
  })
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The API's own `error` text, when the body is the documented `{"error": string}`. */
export function errorText(text: string, apiKey: string): string | undefined {
  const parsed = parseJson(text)
  if (!parsed.ok) return undefined
  const body = v.safeParse(ErrorBodySchema, parsed.value)
  if (!body.success) return undefined
  const details = body.output.details?.map((d) => d.message).join('; ')
  return serverText(details ? `${body.output.error}: ${details}` : body.output.error, apiKey)
}
