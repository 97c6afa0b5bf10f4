import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { readGitHubContext } from '../../../src/github/context.ts'
import { GitHubError, callGitHub, describeGitHubError } from '../../../src/github/client.ts'
import { FakeClock } from '../../support/fake-clock.ts'

let stdout: MockInstance<typeof process.stdout.write>
beforeEach(() => {
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
})
afterEach(() => stdout.mockRestore())

function httpError(status: number, message: string, headers: Record<string, string> = {}) {
  return Object.assign(new Error(message), {
    status,
    response: { status, headers, data: { message, documentation_url: 'https://docs' } },
  })
}

describe('readGitHubContext', () => {
  const env = {
    GITHUB_EVENT_NAME: 'issues',
    GITHUB_EVENT_PATH: '/event.json',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://ghe.example.com/',
    GITHUB_API_URL: 'https://ghe.example.com/api/v3',
    GITHUB_RUN_ID: '123',
    GITHUB_RUN_ATTEMPT: '2',
  }

  it('reads the runner variables and the event payload', () => {
    const { context, warnings } = readGitHubContext(env, () => '{"action":"opened"}')
    expect(warnings).toEqual([])
    expect(context).toEqual({
      eventName: 'issues',
      payload: { action: 'opened' },
      owner: 'acme',
      repo: 'docs',
      serverUrl: 'https://ghe.example.com',
      apiUrl: 'https://ghe.example.com/api/v3',
      runId: '123',
      runAttempt: 2,
      runUrl: 'https://ghe.example.com/acme/docs/actions/runs/123/attempts/2',
    })
  })

  it('warns about an unreadable payload and carries on with none', () => {
    const { context, warnings } = readGitHubContext(env, () => '{oops')
    expect(context.payload).toEqual({})
    expect(warnings).toEqual([expect.stringMatching(/Could not read the event payload/)])
  })

  it('defaults outside a runner', () => {
    const { context } = readGitHubContext({})
    expect(context).toMatchObject({
      eventName: '',
      payload: {},
      apiUrl: 'https://api.github.com',
      runUrl: '',
    })
  })
})

const NOW = Date.parse('2026-11-21T10:00:00Z')

describe('describeGitHubError', () => {
  it.each([
    [httpError(403, 'Resource not accessible by integration'), 'forbidden'],
    [httpError(401, 'Bad credentials'), 'unauthorized'],
    [httpError(404, 'Not Found'), 'gone'],
    [httpError(410, 'This issue was deleted'), 'gone'],
    [httpError(403, 'You have exceeded a secondary rate limit'), 'rate-limited'],
    [httpError(403, 'x', { 'retry-after': '3' }), 'rate-limited'],
    [httpError(403, 'API rate limit exceeded', { 'x-ratelimit-remaining': '0' }), 'rate-limited'],
    [httpError(429, 'Too many'), 'rate-limited'],
    [httpError(502, 'Bad gateway'), 'other'],
    [Object.assign(new Error('connect ECONNREFUSED'), { status: 500 }), 'other'],
  ])('classifies %s', (error, problem) => {
    expect(describeGitHubError(error, 'Posting', NOW).problem).toBe(problem)
  })

  it('reads Retry-After as seconds or an HTTP date, and the reset time, on the given clock', () => {
    const wait = (headers: Record<string, string>) =>
      describeGitHubError(httpError(429, 'Too many', headers), 'Posting', NOW).retryAfterMs
    expect(wait({ 'retry-after': '3' })).toBe(3_000)
    expect(wait({ 'retry-after': new Date(NOW + 5_000).toUTCString() })).toBe(5_000)
    expect(
      wait({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String((NOW + 7_000) / 1000) }),
    ).toBe(7_000)
  })

  it('quotes GitHub without its documentation link', () => {
    expect(describeGitHubError(httpError(403, 'Nope'), 'Posting the comment', NOW).message).toBe(
      'Posting the comment failed: HTTP 403 ("Nope").',
    )
  })
})

describe('callGitHub', () => {
  it('waits once for a short rate limit, then succeeds', async () => {
    const clock = new FakeClock()
    const call = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(httpError(403, 'secondary rate limit', { 'retry-after': '2' }))
      .mockResolvedValueOnce('ok')
    await expect(callGitHub(call, { clock, timeoutMs: 10_000, doing: 'Posting' })).resolves.toBe(
      'ok',
    )
    expect(clock.sleeps).toEqual([2_000])
  })

  it('does not wait for a long rate limit, nor twice', async () => {
    const clock = new FakeClock()
    const long = vi.fn(async () => {
      throw httpError(429, 'slow down', { 'retry-after': '60' })
    })
    await expect(callGitHub(long, { clock, timeoutMs: 120_000, doing: 'Posting' })).rejects.toThrow(
      GitHubError,
    )
    expect(long).toHaveBeenCalledTimes(1)
    const always = vi.fn(async () => {
      throw httpError(403, 'secondary rate limit', { 'retry-after': '1' })
    })
    await expect(
      callGitHub(always, { clock, timeoutMs: 10_000, doing: 'Posting' }),
    ).rejects.toThrow(/secondary rate limit/)
    expect(always).toHaveBeenCalledTimes(2)
  })

  it('bounds a hanging call by its budget', async () => {
    const hang = (signal: AbortSignal) =>
      new Promise<never>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')))
      })
    await expect(
      callGitHub(hang, { clock: new FakeClock(), timeoutMs: 50, doing: 'Posting' }),
    ).rejects.toMatchObject({ problem: 'timeout', message: 'Posting failed: it ran out of time.' })
  })

  it('says so when the run was cancelled', async () => {
    const controller = new AbortController()
    controller.abort()
    const call = (signal: AbortSignal) => Promise.reject(signal.reason)
    await expect(
      callGitHub(call, {
        clock: new FakeClock(),
        timeoutMs: 5_000,
        signal: controller.signal,
        doing: 'Listing',
      }),
    ).rejects.toMatchObject({ message: 'Listing failed: the run was cancelled.' })
  })
})
