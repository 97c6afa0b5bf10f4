/**
 * `check-ignore` in the link check: a line matches a link's whole URL once resolved against its
 * page (lychee's `--exclude`), and a matching link is never fetched, never broken, and listed as
 * ignored with its line. A catastrophic pattern (`(a+)+$` on a long URL) is stopped by its time
 * bound, reported once and dropped; it never holds the check past its deadline. Against a real
 * HTTPS preview on loopback, as check.test.ts.
 */
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { systemClock } from '../../../../src/shared/clock.ts'
import { runLinkCheck } from '../../../../src/shared/link-check/check.ts'
import { IgnoreRules, PATTERN_TIME_MS } from '../../../../src/shared/link-check/ignore.ts'
import type { IgnorePattern } from '../../../../src/shared/inputs.ts'
import type { LinkCheckOptions } from '../../../../src/shared/link-check/types.ts'
import { FakeClock } from '../../../support/fake-clock.ts'
import { startPreviewSite, type PreviewSite, type Route } from '../../../support/preview-site.ts'
import { TLS_CA_FILE } from '../../../support/tls-front.ts'

const ca = readFileSync(TLS_CA_FILE)
const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()))
})

/** Patterns as `check-ignore` gives them: one a line, compiled with the `u` flag. */
function patterns(...lines: string[]): IgnorePattern[] {
  return lines.map((source, i) => ({ line: i + 1, source, regexp: new RegExp(source, 'u') }))
}

const page = (links: string[]): Route => ({
  html: `<!DOCTYPE html><html><body>${links.map((href) => `<a href="${href}">x</a>`).join(' ')}</body></html>`,
})

async function site(routes: Record<string, Route>): Promise<PreviewSite> {
  const served = await startPreviewSite({ routes })
  cleanup.push(served.close)
  return served
}

function check(served: PreviewSite, extra: Partial<LinkCheckOptions>) {
  return runLinkCheck(
    {
      previewUrl: served.url,
      pages: { kind: 'paths', paths: ['/guides/page'] },
      removedPaths: [],
      external: true,
      ignore: [],
      deadline: Date.now() + 20_000,
      clock: systemClock,
      signal: new AbortController().signal,
      proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
      ...extra,
    },
    { tls: { ca }, limits: { retryDelayMs: 10 } },
  )
}

describe('check-ignore', () => {
  it('a matching link is never fetched, never broken, and listed as ignored with its line', async () => {
    const served = await site({
      '/guides/page': page([
        // Relative: resolved against the page before matching.
        '../launch/next-week',
        'https://partner.example.test/docs',
        '/guides/missing',
        '/guides/fine',
        // Not a URL at all: matched as written.
        'https://<your-domain>/api',
      ]),
      '/guides/fine': page([]),
    })
    const report = await check(served, {
      ignore: patterns(
        // The whole URL: a pattern for the path alone, anchored at its start, matches nothing.
        '^/launch/',
        '^https://[^/]+/launch/next-week$',
        '^https://partner\\.example\\.test/',
        '<your-domain>',
      ),
    })
    expect(served.requests.map((r) => r.path).sort()).toEqual([
      '/guides/fine',
      '/guides/missing',
      '/guides/page',
    ])
    expect(report.broken.map((p) => p.link)).toEqual(['/guides/missing'])
    expect(report.notChecked.map(({ link, cause, reason }) => ({ link, cause, reason }))).toEqual([
      {
        link: '/launch/next-week',
        cause: 'ignored',
        reason: 'ignored: line 2 of `check-ignore` matches it',
      },
      {
        link: 'https://partner.example.test/docs',
        cause: 'ignored',
        reason: 'ignored: line 3 of `check-ignore` matches it',
      },
      {
        link: 'https://<your-domain>/api',
        cause: 'ignored',
        reason: 'ignored: line 4 of `check-ignore` matches it',
      },
    ])
    expect(report.counts).toMatchObject({ broken: 1, notChecked: 3, notCheckedBy: { ignored: 3 } })
    expect(report.droppedPatterns).toBeUndefined()
  })

  it('a catastrophic pattern on a long URL is dropped once, reported, and holds nothing up', async () => {
    const long = (n: number) => `/guides/${'a'.repeat(1_900)}${n}!`
    const served = await site({
      '/guides/page': page([
        ...Array.from({ length: 5 }, (_, n) => long(n)),
        '/coming-soon/launch',
        '/guides/fine',
      ]),
      '/guides/fine': page([]),
    })
    const started = Date.now()
    const report = await check(served, {
      ignore: patterns('(a+)+$', '/coming-soon/'),
      deadline: Date.now() + 10_000,
    })
    // Two runs of at most PATTERN_TIME_MS on the first long URL (all patterns, then the suspect
    // alone); the pattern is gone after that.
    expect(Date.now() - started).toBeLessThan(PATTERN_TIME_MS * 2 + 1_500)
    expect(report.droppedPatterns).toEqual([{ line: 1, pattern: '(a+)+$' }])
    // The line after it still ignores what it names; the long links were checked (the preview
    // does not serve them: broken).
    expect(report.notChecked.map((p) => [p.link, p.cause])).toEqual([
      ['/coming-soon/launch', 'ignored'],
    ])
    expect(report.counts.broken).toBe(5)
    expect(report.unfinished).toBeUndefined()
  })

  it('never holds the check past its deadline: the bound shrinks to the time left', async () => {
    const served = await site({
      '/guides/page': page(Array.from({ length: 20 }, (_, n) => `/${'a'.repeat(2_000)}${n}!`)),
    })
    const started = Date.now()
    const report = await check(served, {
      ignore: patterns('(a+)+$'),
      deadline: Date.now() + 150,
    })
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(report.unfinished?.reason).toBe('the time ran out')
  })
})

describe('IgnoreRules', () => {
  const url = (path: string) => `https://acme.mintlify.app${path}`

  it('gives the first line that matches, in the input’s order, and matches each URL once', () => {
    const rules = new IgnoreRules(
      patterns('/guides/', '/guides/beta', '\\.pdf$'),
      systemClock,
      Date.now() + 10_000,
    )
    expect(rules.match(url('/guides/beta'))).toMatchObject({ line: 1 })
    expect(rules.match(url('/files/spec.pdf'))).toMatchObject({ line: 3 })
    expect(rules.match(url('/api'))).toBe('none')
    // Once per URL: a second ask runs nothing (the pattern is gone, the answer stays).
    const counting = patterns('x')[0]!
    let runs = 0
    const spy = new RegExp('x', 'u')
    spy.test = (text: string) => {
      runs++
      return RegExp.prototype.test.call(counting.regexp, text)
    }
    const once = new IgnoreRules([{ ...counting, regexp: spy }], systemClock, Date.now() + 10_000)
    expect(once.match(url('/x'))).toMatchObject({ line: 1 })
    expect(once.match(url('/x'))).toMatchObject({ line: 1 })
    expect(runs).toBe(1)
  })

  it("matches a page's links a batch at a time: one timed run for 50 URLs, one URL at a time only after a batch ran out", () => {
    const many = Array.from({ length: 120 }, (_, i) => url(`/guides/page-${i}`))
    const rules = new IgnoreRules(
      patterns(
        ...Array.from({ length: 100 }, (_, k) => `^https://partner-${k}\\.example\\.com/`),
        '/page-7$',
      ),
      systemClock,
      Date.now() + 10_000,
    )
    rules.prepare([...many, ...many])
    expect(rules.runs).toBe(3)
    expect(rules.match(url('/guides/page-7'))).toMatchObject({ line: 101 })
    expect(rules.match(url('/guides/page-8'))).toBe('none')
    expect(rules.runs).toBe(3)

    // A catastrophic pattern stops its batch; the URLs are then matched one at a time, the
    // pattern is found, dropped once, and the rest of the page costs one run a URL. Every
    // millisecond it runs counts as CPU time, as on a runner with a core to itself: a busy
    // machine that kept it off the CPU would have it tried again (the stall, below). A bound of
    // 20 ms: the pattern never ends on the long URL, so any bound stops it (three times here).
    const slow = new IgnoreRules(
      patterns('(a+)+$', '/b$'),
      systemClock,
      Date.now() + 10_000,
      () => performance.now(),
      20,
    )
    const page = [url(`/${'a'.repeat(1_000)}!`), url('/b'), url('/c')]
    slow.prepare(page)
    expect(slow.runs).toBe(1)
    expect(page.map((u) => slow.match(u))).toEqual([
      'none',
      expect.objectContaining({ line: 2 }),
      'none',
    ])
    expect(slow.dropped.map((p) => p.line)).toEqual([1])
    // The batch; the long URL: every pattern, the suspect alone, the patterns after it; /b, /c.
    expect(slow.runs).toBe(1 + 3 + 2)
  })

  it('runs on no URL longer than 2,048 characters', () => {
    const rules = new IgnoreRules(patterns('.*'), systemClock, Date.now() + 10_000)
    expect(rules.match(url(`/${'a'.repeat(2_048)}`))).toBe('none')
    expect(rules.match(url('/a'))).toMatchObject({ line: 1 })
  })

  it('a pattern that throws (its backtracking out of stack) is dropped like a slow one', () => {
    const throwing = patterns('x')[0]!
    const regexp = new RegExp('x', 'u')
    regexp.test = () => {
      throw new RangeError('Maximum call stack size exceeded')
    }
    const rules = new IgnoreRules(
      [{ ...throwing, regexp }, ...patterns('.', 'y').slice(1)],
      systemClock,
      Date.now() + 10_000,
    )
    expect(rules.match(url('/y'))).toMatchObject({ line: 2 })
    expect(rules.dropped.map((p) => p.line)).toEqual([1])
  })

  it('a run the busy machine stalled (its bound ran out off the CPU) blames no pattern: it is tried again', () => {
    // A stall as a loaded runner makes one: the thread waits (Atomics.wait) past the bound,
    // spending no CPU, on the first two tries of the pattern; the third answers at once.
    let tries = 0
    const regexp = new RegExp('/coming-soon/', 'u')
    const test = regexp.test.bind(regexp)
    regexp.test = (text: string) => {
      if (++tries <= 2) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2 * PATTERN_TIME_MS)
      }
      return test(text)
    }
    const [first] = patterns('/coming-soon/')
    const rules = new IgnoreRules([{ ...first!, regexp }], systemClock, Date.now() + 10_000)
    expect(rules.match(url('/coming-soon/webhooks'))).toMatchObject({ line: 1 })
    expect(rules.dropped).toEqual([])
    // Every pattern (stalled), the pattern alone (stalled), alone again (answered).
    expect(rules.runs).toBe(3)

    // A pattern that stalls every time is dropped after two more tries alone, within its bounds.
    const stalling = new RegExp('x', 'u')
    stalling.test = () =>
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000) === 'ok'
    const always = new IgnoreRules(
      [{ ...first!, regexp: stalling }],
      systemClock,
      Date.now() + 10_000,
    )
    const started = Date.now()
    expect(always.match(url('/a'))).toBe('none')
    expect(always.dropped.map((p) => p.line)).toEqual([1])
    expect(always.runs).toBe(4)
    expect(Date.now() - started).toBeLessThan(10 * PATTERN_TIME_MS)
  })

  it('with less time left than its bound, a slow run leaves the URL undecided and drops nothing', () => {
    const clock = new FakeClock()
    // The clock stands still: 30 ms are left however long the run takes on a busy machine.
    const rules = new IgnoreRules(patterns('(a+)+$'), clock, clock.now() + 30)
    expect(rules.match(url(`/${'a'.repeat(1_000)}!`))).toBe('out-of-time')
    // One run, which V8 stopped at the 30 ms left (the pattern never ends on this URL), not at
    // PATTERN_TIME_MS; the pattern is not tried again alone, nor blamed.
    expect(rules.lastBound).toBe(30)
    expect(rules.runs).toBe(1)
    expect(rules.dropped).toEqual([])
  })
})
