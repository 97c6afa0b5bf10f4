/**
 * A small end-to-end fuzz: random strings for a few inputs, through the action's whole wiring
 * (runStep, in process on a FakeClock: test/support/in-process.ts) against the simulator. Each run
 * exits 0 or fails with exactly one `::error::` line; when the inputs are invalid (as `getInputs`
 * judges them), no request reaches the simulator. test/unit/fuzz-inputs.test.ts fuzzes the
 * parsing itself with many more cases.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InputError } from '../../../src/shared/inputs.ts'
import { getInputs } from '../../../src/action/inputs.ts'
import { errorsOf, useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'

const ctx = useSimulator({ views: { rows: 20 } })

const BASELINE: Record<string, string> = {
  prompt: 'Fuzz [sim:polls=1]',
  wait: 'false',
  timeout: '10s',
  'poll-interval': '200ms',
  'date-from': '2026-10-01',
  'date-to': '2026-10-03',
  'upload-artifact': 'false',
}
const FUZZED = [
  'mode',
  'api-key',
  'project-id',
  'prompt',
  'job-id',
  'timeout',
  'poll-interval',
  'wait',
  'fail-on-job-failure',
  'page-size',
  'format',
  'date-from',
  'period',
]

/** What a workflow can put in an input: any well-formed text but NUL, or control characters. */
const text = fc
  .oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.string({ unit: 'binary-ascii' }))
  .map((s) => s.replace(/\0/g, ''))

const cases = fc.sample(
  fc
    .tuple(
      fc.constantFrom('agent', 'analytics'),
      fc.subarray(FUZZED, { minLength: 1, maxLength: 2 }),
      fc.array(text, { minLength: 2, maxLength: 2 }),
    )
    .map(([mode, names, values]) => {
      const inputs: Record<string, string> = { ...BASELINE, mode }
      names.forEach((name, i) => (inputs[name] = values[i] ?? ''))
      return inputs
    }),
  { numRuns: 8, seed: 5 },
)

describe('action: end-to-end fuzz of the inputs', () => {
  it.each(cases.map((inputs, i) => [i + 1, inputs] as const))(
    'random inputs #%i: exit 0 or one ::error:: line; no request when invalid',
    async (_n, fuzzed) => {
      const inputs: Record<string, string> = {
        'api-key': ctx.sim.apiKey,
        'project-id': ctx.sim.projectId,
        'base-url': ctx.sim.url,
        ...fuzzed,
      }
      let invalid: InputError | undefined
      try {
        getInputs({ get: (name) => (inputs[name] ?? '').trim(), runnerTemp: '/tmp/rt' }, new Date())
      } catch (error) {
        if (!(error instanceof InputError)) throw error
        invalid = error
      }
      const result = await ctx.runInProcess(inputs, { clock: new FakeClock() })
      const errors = errorsOf(result)
      const context = JSON.stringify({ fuzzed, code: result.code, errors })
      expect([0, 1], context).toContain(result.code)
      expect(errors, context).toHaveLength(result.code === 0 ? 0 : 1)
      expect(result.stdout + result.stderr, context).not.toMatch(/\n\s+at /)
      if (invalid) {
        expect(result.code, context).toBe(1)
        expect(errors[0], context).toContain(`\`${invalid.input}\``)
        expect(ctx.sim.requests, context).toEqual([])
      }
    },
  )

  it.each(['mint_日本語', 'mint_\u0007bell', 'mint_\u007fdel'])(
    'a key that cannot travel in a header (%j) is refused before any request',
    async (key) => {
      const result = await ctx.runInProcess(
        { prompt: 'Hello', 'api-key': key },
        { clock: new FakeClock() },
      )
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(/^Input `api-key` holds characters that cannot be sent/),
      ])
      expect(ctx.sim.requests).toEqual([])
    },
  )
})
