/**
 * Typed failures of the API client. Each carries what a user needs to act: the HTTP status,
 * the API's own `error` text, and a hint. Messages never contain the API key.
 */

export type ApiErrorKind =
  /** The server answered with an error status. */
  | 'http'
  /** No usable answer: connection refused, reset, DNS, TLS. */
  | 'network'
  /** The request or the overall `timeout` ran out. */
  | 'timeout'
  /** A 2xx whose body is not what the API documents. */
  | 'malformed'
  /** The run was cancelled (SIGINT/SIGTERM). */
  | 'aborted'

export interface ApiErrorDetails {
  kind: ApiErrorKind
  /** What was being done, e.g. "Creating the agent job". */
  operation: string
  status?: number
  /** The API's own `error` text, when its body had one. */
  apiError?: string
  /** A hint particular to the request, in place of the status's usual one. */
  hint?: string
  /**
   * For a create or follow-up: what the failure means for its effect, e.g. "no job was created"
   * or, when the server may have acted, that the job may or may not exist.
   */
  effect?: string
  cause?: unknown
}

const STATUS_HINTS: Record<number, string> = {
  400: 'the API rejected the request',
  401: 'the API key is invalid or expired: create an admin key on the dashboard and store it as a secret',
  403: "the API key lacks the scope for this request (GET needs read, POST needs write) or this runner's IP is not on the key's allow-list",
  404: 'check `project-id` (and `job-id`): the project or job was not found',
  429: 'rate limit exceeded',
}

function hintForStatus(status: number): string | undefined {
  if (STATUS_HINTS[status]) return STATUS_HINTS[status]
  if (status >= 500) return 'the API had a server error'
  return undefined
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** A create's or trigger's effect (see `ApiErrorDetails.effect`), for a caller's own sentence. */
  readonly effect: string | undefined

  constructor(summary: string, details: ApiErrorDetails) {
    super(ApiError.compose(summary, details), { cause: details.cause })
    this.name = 'ApiError'
    this.kind = details.kind
    this.status = details.status
    this.effect = details.effect
  }

  private static compose(summary: string, d: ApiErrorDetails): string {
    const parts = [`${d.operation} failed: ${summary}`]
    if (d.apiError) parts[0] += ` ("${d.apiError}")`
    if (d.status !== undefined) {
      const hint = d.hint ?? hintForStatus(d.status)
      if (hint) parts.push(hint)
    }
    if (d.effect) parts.push(d.effect)
    return parts.join('; ') + '.'
  }
}
