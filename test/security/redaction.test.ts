/**
 * Server text the action prints is cleaned first. Error bodies that echo the request back must
 * not carry the API key out: the action shows the API's `error` text, so it redacts the key (and
 * its URL-encoded and base64 forms) first, and only then shortens the text; line breaks become
 * spaces, so server text cannot start a workflow command. Every run here is also scanned by
 * `useSimulator`'s leak check, which fails on the key, its encodings, or any 12 characters of it.
 * The runs are the bundle's wiring in process on a FakeClock (test/support/in-process.ts), but
 * the one about what the process prints (server text that would start a workflow command) runs
 * the bundle as a process.
 */
import { describe, expect, it } from 'vitest'
import { errorsOf, leakCheckKey, useSimulator } from '../support/e2e.ts'
import { FakeClock } from '../support/fake-clock.ts'

const ctx = useSimulator()

describe('redaction of server text, end to end', () => {
  it('redacts the key from an error body that echoes the Authorization header', async () => {
    const key = ctx.sim.apiKey
    ctx.sim.fault({
      route: 'create',
      status: 401,
      body: { error: `Invalid token in header "Authorization: Bearer ${key}"` },
    })
    const result = await ctx.runInProcess({ prompt: 'Hello' }, { clock: new FakeClock() })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/HTTP 401 \("Invalid token in header \\?"Authorization: Bearer \*\*\*/),
    ])
  })

  it('redacts before shortening a long error text, so no piece of the key survives the cut', async () => {
    const key = ctx.sim.apiKey
    // The API's text is cut at 300 characters: here the cut falls inside the echoed key.
    const error = `${'x'.repeat(270)} Bearer ${key} was rejected`
    expect(error.indexOf(key)).toBeLessThan(300)
    expect(error.indexOf(key) + key.length).toBeGreaterThan(300)
    ctx.sim.fault({ route: 'create', status: 400, body: { error } })
    const result = await ctx.runInProcess({ prompt: 'Hello' }, { clock: new FakeClock() })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([expect.stringMatching(/Bearer \*\*\*/)])
  })

  it.each([
    ['URL-encoded', encodeURIComponent],
    ['base64', (key: string) => Buffer.from(key).toString('base64')],
    ['base64url', (key: string) => Buffer.from(key).toString('base64url')],
  ])('redacts the key echoed %s', async (_form, encode) => {
    // A key with characters that URL-encoding and base64url change.
    const key = `${leakCheckKey()}+/=&?~`
    ctx.sim.fault({ route: 'create', status: 403, body: { error: `Forbidden for ${encode(key)}` } })
    const result = await ctx.runInProcess(
      { prompt: 'Hello', 'api-key': key },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([expect.stringMatching(/Forbidden for \*\*\*/)])
  })

  it('redacts the key from the description of a 200 body of the wrong shape', async () => {
    // The schema check quotes the value it did not expect: here the server put the key there.
    ctx.sim.fault({
      route: 'create',
      body: { id: 'job_1', status: 'active', source: `Bearer ${ctx.sim.apiKey}` },
    })
    const result = await ctx.runInProcess({ prompt: 'Hello' }, { clock: new FakeClock() })
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/does not match the API's documented shape \(source: .*may or may not/),
    ])
  })

  it('redacts the key from the per-page retry line of a garbled export page', async () => {
    ctx.sim.fault({
      route: 'views',
      body: {
        totals: { human: 1, ai: 1, total: 2 },
        views: [],
        hasMore: `Bearer ${ctx.sim.apiKey}`,
      },
    })
    const result = await ctx.runInProcess(
      {
        mode: 'analytics',
        'date-from': '2026-10-01',
        'date-to': '2026-10-02',
        'upload-artifact': 'false',
      },
      { clock: new FakeClock() },
    )
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/hasMore: .*trying again/)
  })

  it('turns line breaks in server text into spaces, so it cannot start a workflow command', async () => {
    // The schema check quotes the unexpected value in the retry line, which is logged as is.
    ctx.sim.fault({
      route: 'views',
      body: { totals: { human: 1, ai: 1, total: 2 }, views: [], hasMore: 'x\n::error::injected' },
    })
    const result = await ctx.run({
      mode: 'analytics',
      'date-from': '2026-10-01',
      'date-to': '2026-10-02',
      'upload-artifact': 'false',
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/hasMore: .*x ::error::injected.*trying again/)
    expect(result.stdout).not.toMatch(/^::error::injected/m)
  })

  it('treats a job id or status with a line break as a malformed response', async () => {
    ctx.sim.fault({ route: 'create', body: { id: 'job_1\n::error::injected', status: 'active' } })
    const result = await ctx.runInProcess({ prompt: 'Hello' }, { clock: new FakeClock() })
    expect(result.code).toBe(1)
    expect(result.stdout).not.toMatch(/^::error::injected/m)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/id: Invalid id: not a safe path segment.*may or may not exist/),
    ])
  })
})
