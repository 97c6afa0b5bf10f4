/**
 * src/shared/retry.ts, the one retry policy: which failed tries go again, how long each waits
 * (the server's Retry-After or rate-limit reset, else backoff with jitter), never past the
 * deadline; with the real limits of the API client and GitHub's (each client passes its own), and
 * the loop on a fake clock.
 */
import { describe, expect, it } from 'vitest'
import { GITHUB_RETRIES } from '../../../src/shared/github/call.ts'
import { API_RETRIES } from '../../../src/shared/mintlify/client.ts'
import {
  answerFault,
  backoffDelay,
  decideRetry,
  networkFault,
  parseRetryAfter,
  retrying,
  serverWait,
  TunnelRefusedError,
  type Fault,
  type RetryContext,
  type RetryLimits,
  type TryOutcome,
} from '../../../src/shared/retry.ts'
import { FakeClock } from '../../support/fake-clock.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const HOUR = 3_600_000

function context(extra: Partial<RetryContext> = {}): RetryContext {
  return { replaySafe: true, now: NOW, deadline: NOW + HOUR, random: () => 1, ...extra }
}

/** The decision after the n-th try failed with `fault` (all n tries with the same kind). */
function decide(
  fault: Fault,
  n: number,
  extra: Partial<RetryContext> = {},
  limits: RetryLimits = API_RETRIES,
) {
  const limited = fault.rateLimited ? n : 0
  return decideRetry(fault, { attempt: n, failed: n - limited, limited }, limits, context(extra))
}

/** The wait after the n-th try failed with `fault`, with the API's limits. */
function waitAfter(fault: Fault, n: number, random: () => number = () => 1): number | undefined {
  const decision = decide(fault, n, { random })
  return decision.retry ? decision.waitMs : undefined
}

const limited = (serverWaitMs?: number): Fault => ({ status: 429, rateLimited: true, serverWaitMs })
const unavailable = (serverWaitMs?: number): Fault => ({ status: 503, serverWaitMs })

describe('Retry-After and rate-limit resets', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('3', NOW)).toBe(3000)
    expect(parseRetryAfter(' 1.5 ', NOW)).toBe(1500)
    expect(parseRetryAfter('0', NOW)).toBe(0)
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', NOW)).toBe(5000)
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', NOW)).toBe(0)
    expect(parseRetryAfter('soon', NOW)).toBeUndefined()
    expect(parseRetryAfter('-3', NOW)).toBeUndefined()
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined()
    expect(parseRetryAfter(`${'9'.repeat(70)}`, NOW)).toBeUndefined()
  })

  it('a wait in the past, or of 0, is no wait: a 429 then backs off on its own, at least 1 s', () => {
    expect(waitAfter(limited(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', NOW)), 1)).toBe(2000)
    expect(waitAfter(limited(0), 1, () => 0)).toBe(1000)
  })

  it('an absurdly far Retry-After parks nothing: the deadline ends a 429, the cap a 503, GitHub refuses it', () => {
    const far = parseRetryAfter('99999999999', NOW)
    const year9999 = parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT', NOW)
    expect(far).toBe(99_999_999_999_000)
    expect(year9999).toBeGreaterThan(200 * 365 * 24 * HOUR)
    expect(decide(limited(far), 1)).toEqual({ retry: false, why: 'deadline', waitMs: far })
    expect(decide(limited(year9999), 1)).toMatchObject({ retry: false, why: 'deadline' })
    expect(waitAfter(unavailable(far), 1)).toBe(60_000)
    expect(decide(limited(far), 1, {}, GITHUB_RETRIES)).toMatchObject({ why: 'too-long' })
    expect(decide(unavailable(far), 1, {}, GITHUB_RETRIES)).toMatchObject({ why: 'too-long' })
  })

  it("reads a spent rate limit's reset (GitHub's x-ratelimit-reset, epoch seconds)", () => {
    const reset = String((NOW + 7_000) / 1000)
    expect(serverWait({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }, NOW)).toBe(7000)
    // Retry-After comes first; a reset past, or of a limit not spent, or unreadable, is no wait.
    expect(
      serverWait(
        { 'retry-after': '2', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
        NOW,
      ),
    ).toBe(2000)
    expect(serverWait({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' }, NOW)).toBe(0)
    expect(serverWait({ 'x-ratelimit-remaining': '12', 'x-ratelimit-reset': reset }, NOW)).toBe(
      undefined,
    )
    expect(serverWait({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': 'soon' }, NOW)).toBe(
      undefined,
    )
  })

  it('tells a rate limit from a refusal by status, headers and, for GitHub, its own words', () => {
    const fault = (status: number, headers = {}, text = '', limits = GITHUB_RETRIES) =>
      answerFault({ status, headers, text }, limits, NOW)
    expect(fault(429)).toMatchObject({ rateLimited: true, serverWaitMs: undefined })
    expect(fault(403, { 'retry-after': '3' })).toMatchObject({
      rateLimited: true,
      serverWaitMs: 3000,
    })
    expect(fault(403, { 'x-ratelimit-remaining': '0' })).toMatchObject({ rateLimited: true })
    expect(fault(403, {}, 'You have exceeded a secondary rate limit')).toMatchObject({
      rateLimited: true,
    })
    expect(fault(403, {}, 'Resource not accessible by integration').rateLimited).toBe(false)
    // The API's 403 is a scope or an allow-list: never a rate limit.
    expect(fault(403, { 'retry-after': '3' }, '', API_RETRIES).rateLimited).toBe(false)
    expect(fault(503, { 'retry-after': '4' })).toMatchObject({
      rateLimited: false,
      serverWaitMs: 4000,
    })
  })
})

describe('how long: backoff with jitter', () => {
  const backoff = { baseMs: 1000, maxMs: 30_000, jitter: 0.5 }

  it('backs off exponentially with jitter between half and all of the step, up to the cap', () => {
    expect(backoffDelay(1, backoff, () => 0)).toBe(500)
    expect(backoffDelay(1, backoff, () => 1)).toBe(1000)
    expect(backoffDelay(3, backoff, () => 1)).toBe(4000)
    expect(backoffDelay(20, backoff, () => 1)).toBe(30_000)
    expect(backoffDelay(20, backoff, () => 0)).toBe(15_000)
  })

  it('stays within its bounds whatever the random draw; without jitter it waits exactly', () => {
    for (const n of [1, 2, 5, 30]) {
      const ceiling = Math.min(30_000, 1000 * 2 ** (n - 1))
      for (const draw of [0, 0.25, 0.5, 0.999_999]) {
        const wait = backoffDelay(n, backoff, () => draw)
        expect(wait).toBeGreaterThanOrEqual(ceiling / 2)
        expect(wait).toBeLessThanOrEqual(ceiling)
        expect(backoffDelay(n, { ...backoff, jitter: 0 }, () => draw)).toBe(ceiling)
      }
    }
  })

  it("prefers the server's Retry-After to its own backoff", () => {
    expect(waitAfter(limited(1500), 4)).toBe(1500)
    expect(waitAfter(unavailable(1500), 4)).toBe(1500)
    expect(waitAfter(unavailable(), 4)).toBe(8000)
  })

  it('never retries a 429 sooner than 1 s, whatever Retry-After says', () => {
    expect(waitAfter(limited(0), 1, () => 0)).toBe(1000)
    expect(waitAfter(limited(0), 1)).toBe(2000)
    expect(waitAfter(limited(0), 3)).toBe(8000)
    expect(waitAfter(limited(200), 1)).toBe(1000)
    expect(waitAfter(limited(), 1, () => 0)).toBe(1000)
    // Backoff grows to a minute, jittered, and stays there.
    expect(waitAfter(limited(), 30)).toBe(60_000)
    expect(waitAfter(limited(), 30, () => 0)).toBe(30_000)
  })

  it('backs off 5xx and network errors up to a minute, bounding a silly Retry-After', () => {
    expect(waitAfter(unavailable(), 30)).toBe(60_000)
    expect(waitAfter(unavailable(86_400_000), 1)).toBe(60_000)
    expect(waitAfter(unavailable(100), 1)).toBe(1000)
    expect(waitAfter({ network: 'reset' }, 2)).toBe(2000)
  })

  it("waits a trigger's whole rate-limit window when the server gives no wait", () => {
    expect(decide(limited(), 1, { rateLimitWindowMs: 10_000 })).toMatchObject({ waitMs: 10_000 })
    expect(decide(limited(3000), 1, { rateLimitWindowMs: 10_000 })).toMatchObject({ waitMs: 3000 })
  })
})

describe('within the deadline', () => {
  it('starts no wait that would end at or after the deadline, and says how long it would be', () => {
    expect(decide(limited(5000), 1, { deadline: NOW + 5000 })).toEqual({
      retry: false,
      why: 'deadline',
      waitMs: 5000,
    })
    expect(decide(limited(5000), 1, { deadline: NOW + 5001 })).toEqual({
      retry: true,
      waitMs: 5000,
      asked: true,
    })
    expect(decide(unavailable(), 1, { deadline: NOW + 999 })).toMatchObject({ why: 'deadline' })
  })

  it("leaves GitHub's try half a second after its wait", () => {
    const fault = { status: 403, rateLimited: true, serverWaitMs: 2000 }
    expect(decide(fault, 1, { deadline: NOW + 2400 }, GITHUB_RETRIES)).toMatchObject({
      why: 'deadline',
    })
    expect(decide(fault, 1, { deadline: NOW + 2501 }, GITHUB_RETRIES)).toMatchObject({
      retry: true,
      waitMs: 2000,
    })
  })
})

describe('which failures', () => {
  const create = { replaySafe: false }

  it('never creates twice: a create goes again only after a 429 or when it never left', () => {
    expect(decide(limited(), 1, create).retry).toBe(true)
    expect(decide({ network: 'refused', neverLeft: true }, 1, create).retry).toBe(true)
    expect(decide({ network: 'timeout', neverLeft: true }, 1, create).retry).toBe(true)
    expect(decide({ network: 'proxy-failed', neverLeft: true }, 1, create).retry).toBe(true)
    for (const fault of [
      unavailable(),
      { status: 500 },
      { network: 'reset' as const },
      { network: 'timeout' as const },
      { status: 201, garbled: true },
    ]) {
      expect(decide(fault, 1, create), JSON.stringify(fault)).toEqual({
        retry: false,
        why: 'final',
      })
    }
    // Five tries at most when only a proof allows it; as long as the deadline allows for a 429.
    expect(decide({ network: 'refused', neverLeft: true }, 5, create)).toMatchObject({
      why: 'attempts',
    })
    expect(decide(limited(), 50, create).retry).toBe(true)
  })

  it('a replay-safe request goes again after a 5xx, a network error or a timeout until the deadline', () => {
    for (const fault of [
      unavailable(),
      { network: 'reset' as const },
      { network: 'timeout' as const },
    ]) {
      expect(decide(fault, 40).retry, JSON.stringify(fault)).toBe(true)
    }
    // A garbled body rarely passes: five tries.
    expect(decide({ status: 200, garbled: true }, 4).retry).toBe(true)
    expect(decide({ status: 200, garbled: true }, 5)).toMatchObject({ why: 'attempts' })
  })

  it('never again: a refusal, a redirect, an answer over the cap, a refused tunnel, a failed check', () => {
    for (const fault of [
      { status: 400 },
      { status: 401 },
      { status: 404 },
      { status: 307 },
      { status: 200 },
      { status: 200, oversized: true },
      { status: 503, oversized: true },
      { network: 'proxy-refused' as const, neverLeft: true },
    ]) {
      expect(decide(fault, 1), JSON.stringify(fault)).toEqual({ retry: false, why: 'final' })
    }
  })

  it('GitHub: five tries at most, 1, 2, 4, 5 s apart, and no wait over 5 s', () => {
    const waits = [1, 2, 3, 4].map((n) => decide(unavailable(), n, {}, GITHUB_RETRIES))
    expect(waits.map((d) => (d.retry ? d.waitMs : d.why))).toEqual([1000, 2000, 4000, 5000])
    expect(decide(unavailable(), 5, {}, GITHUB_RETRIES)).toMatchObject({ why: 'attempts' })
    expect(decide({ status: 403, rateLimited: true }, 1, {}, GITHUB_RETRIES)).toMatchObject({
      why: 'too-long',
      waitMs: 60_000,
    })
  })
})

describe('network errors, told apart by class and code', () => {
  const coded = (code: string, message = `connect ${code}`) =>
    Object.assign(new Error(message), { code })

  it('reads the code through fetch and Octokit wrappers and a several-address failure', () => {
    // Octokit's RequestError over fetch's TypeError over the socket's error.
    const octokit = Object.assign(new Error('fetch failed'), {
      status: 500,
      cause: new TypeError('fetch failed', { cause: coded('ECONNREFUSED') }),
    })
    expect(networkFault(octokit)).toEqual({
      kind: 'refused',
      code: 'ECONNREFUSED',
      neverLeft: true,
    })
    const several = new AggregateError([coded('EHOSTUNREACH'), coded('ENETUNREACH')], 'x')
    expect(networkFault(several)).toMatchObject({ kind: 'unreachable', neverLeft: true })
    expect(networkFault(coded('ECONNRESET'))).toMatchObject({ kind: 'reset', neverLeft: false })
    expect(networkFault(coded('UND_ERR_SOCKET'))).toMatchObject({ kind: 'reset' })
    expect(networkFault(coded('ENOTFOUND'))).toMatchObject({ kind: 'unresolved', neverLeft: true })
    expect(networkFault(coded('UND_ERR_CONNECT_TIMEOUT'))).toMatchObject({
      kind: 'timeout',
      neverLeft: true,
    })
    expect(networkFault(coded('UND_ERR_BODY_TIMEOUT'))).toMatchObject({
      kind: 'timeout',
      neverLeft: false,
    })
    expect(networkFault(coded('DEPTH_ZERO_SELF_SIGNED_CERT'))).toMatchObject({ kind: 'tls' })
    expect(networkFault(coded('ERR_TLS_CERT_ALTNAME_INVALID'))).toMatchObject({ kind: 'tls' })
  })

  it('never by the text: a message naming a code is not that code', () => {
    expect(networkFault(new Error('connect ECONNREFUSED 127.0.0.1:1'))).toEqual({
      kind: 'other',
      code: undefined,
      neverLeft: false,
    })
    expect(
      networkFault(new Error('Proxy response (502) !== 200 when HTTP Tunneling')),
    ).toMatchObject({ kind: 'other' })
  })

  it("a proxy's answer to CONNECT: 502, 503, 504 may pass, anything else is a refusal", () => {
    const wrapped = (status: number) => new Error('x', { cause: new TunnelRefusedError(status) })
    for (const status of [502, 503, 504]) {
      expect(networkFault(wrapped(status))).toMatchObject({
        kind: 'proxy-failed',
        neverLeft: true,
        proxyStatus: status,
      })
    }
    expect(networkFault(new TunnelRefusedError(407))).toMatchObject({
      kind: 'proxy-refused',
      proxyStatus: 407,
    })
  })
})

describe('retrying: the loop, on a fake clock', () => {
  type Step = { ok: true } | { fault: Fault; progressed?: boolean }
  function tries(...steps: Step[]) {
    let n = 0
    return async (): Promise<TryOutcome<string, number>> => {
      const step = steps[n++] ?? { ok: true }
      return 'ok' in step
        ? { ok: true, value: `done after ${n}` }
        : { ok: false, failure: n, fault: step.fault, progressed: step.progressed }
    }
  }
  const run = (clock: FakeClock, extra = {}) => ({
    limits: API_RETRIES,
    clock,
    deadline: clock.now() + HOUR,
    replaySafe: true,
    random: () => 1,
    ...extra,
  })

  it('waits as decided, says each wait, and counts the failed tries apart from rate limits', async () => {
    const clock = new FakeClock()
    const waits: string[] = []
    const result = await retrying(
      tries({ fault: unavailable() }, { fault: limited(3000) }, { fault: { network: 'reset' } }),
      run(clock, {
        onWait: (failure: number, w: { ms: number; attempt: number }) =>
          waits.push(`${failure}:${w.ms}`),
      }),
    )
    expect(result).toEqual({ ok: true, value: 'done after 4', failed: 2 })
    expect(clock.sleeps).toEqual([1000, 3000, 2000])
    expect(waits).toEqual(['1:1000', '2:3000', '3:2000'])
  })

  it('ends with the last failure and why: final, or the deadline', async () => {
    const clock = new FakeClock()
    expect(await retrying(tries({ fault: { status: 404 } }), run(clock))).toEqual({
      ok: false,
      failure: 1,
      fault: { status: 404 },
      why: 'final',
    })
    const late = await retrying(
      tries({ fault: unavailable() }, { fault: limited(120_000) }),
      run(clock, { deadline: clock.now() + 60_000 }),
    )
    expect(late).toMatchObject({ ok: false, failure: 2, why: 'deadline', waitMs: 120_000 })
  })

  it('a try that made progress starts the count again (a resumed download)', async () => {
    const limits: RetryLimits = {
      ...API_RETRIES,
      attempts: { max: 2 },
      backoff: { baseMs: 100, maxMs: 1000, jitter: 0 },
    }
    const clock = new FakeClock()
    const reset = { fault: { network: 'reset' as const } }
    const result = await retrying(
      tries(reset, { ...reset, progressed: true }, reset, reset),
      run(clock, { limits }),
    )
    expect(result).toMatchObject({ ok: false, failure: 4, why: 'attempts' })
    expect(clock.sleeps).toEqual([100, 100, 200])
  })

  it('a try may say it was not replay-safe after all (a create that failed)', async () => {
    const once = async (): Promise<TryOutcome<string, string>> => ({
      ok: false,
      failure: 'created?',
      fault: unavailable(),
      replaySafe: false,
    })
    expect(await retrying(once, run(new FakeClock()))).toMatchObject({ why: 'final' })
  })

  it('a cancelled wait ends the tries at once', async () => {
    const stop = new AbortController()
    stop.abort(new Error('cancelled'))
    const result = await retrying(
      tries({ fault: unavailable() }),
      run(new FakeClock(), { signal: stop.signal }),
    )
    expect(result).toMatchObject({ ok: false, failure: 1, why: 'cancelled' })
  })
})
