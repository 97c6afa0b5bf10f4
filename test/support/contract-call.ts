/**
 * One exchange with the API simulator for the contract tests: the request is checked against the
 * vendored OpenAPI documents before it is sent (unless it is meant to break them); each test file
 * then checks the answer the way its documents require.
 */
import { expect } from 'vitest'
import type { ApiSimulator } from '../sim/index.ts'
import { validateRequest } from './openapi.ts'

export interface Answer {
  status: number
  body: unknown
  headers: Record<string, string>
}

export interface CallOptions {
  body?: unknown
  /** The key to send; default the simulator's, null for none. */
  key?: string | null
  /** The request is meant to break the contract: do not assert validateRequest is clean. */
  invalidRequest?: boolean
}

export async function send(
  sim: ApiSimulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {}
  const key = options.key === undefined ? sim.apiKey : options.key
  if (key !== null) headers.authorization = `Bearer ${key}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (!options.invalidRequest) {
    expect(validateRequest({ method, path, body: options.body, headers })).toEqual([])
  }
  const res = await fetch(sim.url + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return {
    status: res.status,
    body: JSON.parse(await res.text()) as unknown,
    headers: Object.fromEntries(res.headers),
  }
}
