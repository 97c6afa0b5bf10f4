import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readGitHubContext } from '../../../../src/shared/github/context.ts'
import { lastPageOf } from '../../../../src/shared/github/client.ts'
import { GitHubError, callGitHub, describeGitHubError } from '../../../../src/shared/github/call.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { recordingLog, type RecordingLog } from '../../../support/recording-log.ts'

let log: RecordingLog
beforeEach(() => {
  log = recordingLog()
})

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
    [httpError(422, 'Validation Failed'), 'invalid'],
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

describe('describeGitHubError: what GitHub may have done', () => {
  it("a 422 names GitHub's reason, not a permission", () => {
    const error = Object.assign(new Error('Validation Failed'), {
      status: 422,
      response: {
        status: 422,
        headers: {},
        data: {
          message: 'Validation Failed',
          errors: [
            {
              resource: 'IssueComment',
              code: 'custom',
              field: 'body',
              message: 'body is too long (maximum is 65536 characters)',
            },
          ],
        },
      },
    })
    const failure = describeGitHubError(error, 'Commenting on pull request #7', NOW)
    expect(failure).toMatchObject({ problem: 'invalid', status: 422, mayHaveActed: false })
    expect(failure.message).toBe(
      'Commenting on pull request #7 failed: HTTP 422 ("Validation Failed: body is too long (maximum is 65536 characters)").',
    )
  })

  it('a refused connection provably did nothing; a reset or a 5xx may have', () => {
    const refused = networkError('ECONNREFUSED')
    expect(describeGitHubError(refused, 'Posting', NOW)).toMatchObject({
      problem: 'other',
      mayHaveActed: false,
    })
    expect(describeGitHubError(refused, 'Posting', NOW).message).toMatch(/never reached GitHub/)
    expect(describeGitHubError(networkError('ECONNRESET'), 'Posting', NOW).mayHaveActed).toBe(true)
    expect(describeGitHubError(httpError(502, 'Bad gateway'), 'Posting', NOW).mayHaveActed).toBe(
      true,
    )
    expect(describeGitHubError(httpError(403, 'Nope'), 'Posting', NOW).mayHaveActed).toBe(false)
  })

  it('keeps server text on one line', () => {
    const failure = describeGitHubError(httpError(500, 'a\nb\u2028c\r::warning::x'), 'Posting', NOW)
    expect(failure.message).toBe('Posting failed: HTTP 500 ("a b c ::warning::x").')
  })
})

describe('lastPageOf', () => {
  const link = (rels: Record<string, number>) =>
    Object.entries(rels)
      .map(
        ([rel, page]) =>
          `<https://api.github.com/repositories/1/issues/7/comments?per_page=100&page=${page}>; rel="${rel}"`,
      )
      .join(', ')

  it("reads the last page from GitHub's Link header, on any page", () => {
    expect(lastPageOf(link({ next: 2, last: 30 }), 1)).toBe(30)
    expect(lastPageOf(link({ prev: 11, next: 13, last: 30, first: 1 }), 12)).toBe(30)
    // The last page has no `last`: it is the last.
    expect(lastPageOf(link({ prev: 29, first: 1 }), 30)).toBe(30)
    expect(lastPageOf(undefined, 1)).toBe(1)
  })

  it('ignores what is not a page link', () => {
    expect(lastPageOf('garbage, <nope>; rel="last"', 1)).toBe(1)
    expect(lastPageOf(link({ last: -3 }), 1)).toBe(1)
    expect(lastPageOf(`${'<'.repeat(5000)}; rel="last"`, 2)).toBe(2)
  })
})

/** What Octokit throws when fetch fails: a RequestError (500, no response) over fetch's TypeError. */
function networkError(code: string) {
  const socket = Object.assign(new Error(`connect ${code} 127.0.0.1:1`), { code })
  const fetchFailed = new TypeError('fetch failed', { cause: socket })
  return Object.assign(new Error(socket.message), { status: 500, cause: fetchFailed })
}

/** A call that fails with `errors` in turn, then answers 'ok'. */
function failing(...errors: unknown[]) {
  const fn = vi.fn<(signal: AbortSignal) => Promise<string>>()
  for (const error of errors) fn.mockRejectedValueOnce(error)
  return fn.mockResolvedValue('ok')
}

const infoLines = (): string[] => log.lines().filter((line) => !line.startsWith('::'))

describe('callGitHub: retries within the time left', () => {
  it('retries a read after a 5xx and a reset, backing off, one log line each', async () => {
    const clock = new FakeClock()
    const call = failing(httpError(502, 'Bad gateway'), networkError('ECONNRESET'))
    await expect(
      callGitHub(call, { log, clock, timeoutMs: 15_000, doing: 'Listing' }),
    ).resolves.toBe('ok')
    expect(call).toHaveBeenCalledTimes(3)
    expect(clock.sleeps).toEqual([1_000, 2_000])
    expect(infoLines()).toEqual([
      expect.stringMatching(/^Listing failed: HTTP 502 \("Bad gateway"\)\. Retrying in 1\.0 s/),
      expect.stringMatching(/^Listing failed: .*ECONNRESET.*Retrying in 2\.0 s/),
    ])
  })

  it('waits for a secondary rate limit as long as GitHub asks, never less', async () => {
    const clock = new FakeClock()
    const call = failing(httpError(403, 'secondary rate limit', { 'retry-after': '3' }))
    await expect(
      callGitHub(call, { log, clock, timeoutMs: 15_000, doing: 'Posting' }),
    ).resolves.toBe('ok')
    expect(clock.sleeps).toEqual([3_000])
  })

  it('does not wait for a long rate limit', async () => {
    const clock = new FakeClock()
    const call = failing(httpError(429, 'slow down', { 'retry-after': '60' }))
    await expect(
      callGitHub(call, { log, clock, timeoutMs: 120_000, doing: 'Posting' }),
    ).rejects.toMatchObject({
      problem: 'rate-limited',
    })
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('never waits past the deadline', async () => {
    const clock = new FakeClock()
    const call = failing(httpError(403, 'secondary rate limit', { 'retry-after': '2' }))
    await expect(
      callGitHub(call, {
        log,
        clock,
        timeoutMs: 15_000,
        deadline: clock.now() + 2_400,
        doing: 'Listing',
      }),
    ).rejects.toMatchObject({ problem: 'rate-limited' })
    expect(call).toHaveBeenCalledTimes(1)
    expect(clock.sleeps).toEqual([])
  })

  it('gives up after five tries however much time is left', async () => {
    const clock = new FakeClock()
    const call = vi.fn(async () => {
      throw httpError(503, 'Unavailable')
    })
    await expect(
      callGitHub(call, { log, clock, timeoutMs: 600_000, doing: 'Listing' }),
    ).rejects.toMatchObject({
      status: 503,
    })
    expect(call).toHaveBeenCalledTimes(5)
    expect(clock.sleeps).toEqual([1_000, 2_000, 4_000, 5_000])
  })

  it('does not retry what retrying cannot fix', async () => {
    for (const error of [
      httpError(403, 'Resource not accessible'),
      httpError(404, 'Not Found'),
      httpError(422, 'Validation Failed'),
    ]) {
      const call = failing(error)
      await expect(
        callGitHub(call, { log, clock: new FakeClock(), timeoutMs: 15_000, doing: 'Editing' }),
      ).rejects.toThrow(GitHubError)
      expect(call).toHaveBeenCalledTimes(1)
    }
  })

  it('a create is retried only when GitHub provably did nothing', async () => {
    const create = { timeoutMs: 15_000, doing: 'Posting the comment', replaySafe: false }
    // Refused before it left, or rate limited: retried.
    const refused = failing(
      networkError('ECONNREFUSED'),
      httpError(403, 'secondary rate limit', { 'retry-after': '1' }),
    )
    await expect(callGitHub(refused, { ...create, log, clock: new FakeClock() })).resolves.toBe(
      'ok',
    )
    expect(refused).toHaveBeenCalledTimes(3)
    // A 502 or a reset may have created it: not sent again, and the error says so.
    for (const error of [httpError(502, 'Bad gateway'), networkError('ECONNRESET')]) {
      const maybe = failing(error)
      await expect(
        callGitHub(maybe, { ...create, log, clock: new FakeClock() }),
      ).rejects.toMatchObject({
        mayHaveActed: true,
      })
      expect(maybe).toHaveBeenCalledTimes(1)
    }
  })
})

describe('callGitHub: bounded by its own timeout and the time left', () => {
  const hang = (signal: AbortSignal) =>
    new Promise<never>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')))
    })

  it('says GitHub did not answer within its own bound', async () => {
    await expect(
      callGitHub(hang, { log, clock: new FakeClock(), timeoutMs: 100, doing: 'Posting' }),
    ).rejects.toMatchObject({
      problem: 'timeout',
      message: 'Posting failed: GitHub did not answer within 0.1 s.',
    })
  })

  it("names the step's timeout when the deadline is the nearer bound", async () => {
    const clock = new FakeClock()
    const started = Date.now()
    await expect(
      callGitHub(hang, {
        log,
        clock,
        timeoutMs: 15_000,
        deadline: clock.now() + 200,
        doing: 'Listing the comments of #7',
      }),
    ).rejects.toMatchObject({
      problem: 'timeout',
      message:
        "Listing the comments of #7 failed: GitHub did not answer within 0.2 s (what was left of the step's `timeout`).",
    })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('asks nothing once the deadline has passed', async () => {
    const clock = new FakeClock()
    const call = failing()
    await expect(
      callGitHub(call, {
        log,
        clock,
        timeoutMs: 15_000,
        deadline: clock.now() - 1,
        doing: 'Listing',
      }),
    ).rejects.toMatchObject({ problem: 'timeout', mayHaveActed: false })
    expect(call).not.toHaveBeenCalled()
  })

  it('says so when the run was cancelled, also during a retry wait', async () => {
    const controller = new AbortController()
    controller.abort()
    const call = (signal: AbortSignal) => Promise.reject(signal.reason)
    await expect(
      callGitHub(call, {
        log,
        clock: new FakeClock(),
        timeoutMs: 5_000,
        signal: controller.signal,
        doing: 'Listing',
      }),
    ).rejects.toMatchObject({ message: 'Listing failed: the run was cancelled.' })

    const later = new AbortController()
    const clock = new FakeClock()
    clock.sleep = async () => {
      later.abort()
      throw later.signal.reason
    }
    await expect(
      callGitHub(failing(httpError(502, 'Bad gateway')), {
        log,
        clock,
        timeoutMs: 5_000,
        signal: later.signal,
        doing: 'Listing',
      }),
    ).rejects.toMatchObject({
      problem: 'timeout',
      message: 'Listing failed: the run was cancelled.',
    })
  })
})
