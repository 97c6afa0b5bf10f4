/**
 * The catalogue's sub-actions (`<mode>/action.yml`), end to end: each runs through its own
 * action.yml (its own entry under dist/, its own defaults) against the simulator, as a process
 * (its entry is what is tested), runs its mode whatever `mode` says, and sets only the outputs
 * its action.yml declares. The root action warns about an input that does not apply to the
 * chosen mode (in this process, on a FakeClock: the warning, not the entry, is tested there).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { MODE_CATALOGUE, MODES, type InputName, type Mode } from '../../../src/shared/catalogue.ts'
import type { SimRoute } from '../../sim/routes.ts'
import {
  errorsOf,
  finishedAtOnce,
  startSimulatorContext,
  useSimulator,
  warningsOf,
} from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { repoRoot } from '../../support/run-action.ts'

/** What each mode needs to run to its end quickly against the simulator. */
const INPUTS: Record<Mode, Partial<Record<InputName, string>>> = {
  agent: { prompt: 'Document the new rate limits', 'poll-interval': '200ms' },
  analytics: { period: 'last-7-days', 'upload-artifact': 'false' },
  'analytics-history': { store: 'docs-analytics', period: 'yesterday' },
  deploy: { 'poll-interval': '200ms' },
  // No link check: the simulator's preview URLs are not served (preview/link-check.test.ts).
  preview: { branch: 'docs/new-quickstart', 'poll-interval': '200ms', check: 'off' },
  automation: { 'automation-id': 'auto-docs-sync', 'poll-interval': '200ms' },
  'static-export': {
    domain: 'docs.example.com',
    'poll-interval': '200ms',
    'upload-artifact': 'false',
  },
}

/**
 * The simulator route each mode's trigger (or first request) goes to: a mode whose first request
 * the simulator does not route yet needs its route in test/sim/routes.ts (`SimRoute`) first.
 */
const FIRST_ROUTE: Record<Mode, SimRoute> = {
  agent: 'create',
  analytics: 'views',
  'analytics-history': 'views',
  deploy: 'deploy',
  preview: 'preview',
  automation: 'automation',
  'static-export': 'static-export-start',
}

const subAction = (mode: Mode): string => join(repoRoot, mode, 'action.yml')
const declared = (mode: Mode, kind: 'inputs' | 'outputs'): string[] =>
  Object.keys((parse(readFileSync(subAction(mode), 'utf8')) as Record<string, object>)[kind] ?? {})

describe('action: sub-actions and the root action', () => {
  // At once, each against a simulator of its own whose jobs finish at their first answer: the
  // entry and the mode it runs are tested here, not the waiting.
  describe.concurrent('each sub-action runs its own mode through its own action.yml', () => {
    it.for(MODES)('%s/', async (mode, { expect, onTestFinished }) => {
      const { context: ctx, close } = await startSimulatorContext(finishedAtOnce())
      onTestFinished(close)
      // `mode` is not an input of a sub-action; the runner passes it on all the same.
      const other = mode === 'deploy' ? 'analytics' : 'deploy'
      const result = await ctx.run({ ...INPUTS[mode], mode: other }, { actionYml: subAction(mode) })
      expect(errorsOf(result)).toEqual([])
      expect(result.code).toBe(0)
      expect(ctx.sim.requests[0]?.route).toBe(FIRST_ROUTE[mode])
      expect(warningsOf(result)).toContain(
        `Input \`mode\` is ignored: this sub-action always runs ${mode} mode (the root action takes \`mode\`).`,
      )
      // Only what the sub-action declares, which is the catalogue's list.
      expect(declared(mode, 'outputs')).toEqual([...MODE_CATALOGUE[mode].outputs])
      expect(declared(mode, 'inputs')).toEqual([...MODE_CATALOGUE[mode].inputs])
      for (const name of Object.keys(result.outputs)) {
        expect(declared(mode, 'outputs'), `output ${name}`).toContain(name)
      }
    })
  })

  describe('the root action names an input that does not apply to the chosen mode', () => {
    const ctx = useSimulator()

    it('mode: deploy with branch and prompt: deploys, and warns about each', async () => {
      const result = await ctx.runInProcess(
        { mode: 'deploy', 'poll-interval': '200ms', branch: 'staging', prompt: 'hello' },
        { clock: new FakeClock() },
      )
      expect(result.code).toBe(0)
      expect(ctx.sim.requests[0]?.route).toBe('deploy')
      expect(warningsOf(result)).toEqual(
        expect.arrayContaining([
          'Input `prompt` does not apply to deploy mode and is ignored: remove it, or set `mode` for the mode it belongs to.',
          'Input `branch` does not apply to deploy mode and is ignored: remove it, or set `mode` for the mode it belongs to.',
        ]),
      )
    })

    it('inputs left at their defaults are not flagged', async () => {
      const result = await ctx.runInProcess(
        { mode: 'deploy', 'poll-interval': '200ms' },
        { clock: new FakeClock() },
      )
      expect(result.code).toBe(0)
      expect(warningsOf(result).filter((w) => w.includes('does not apply'))).toEqual([])
    })

    it('mode: analytics with store: refused before any request, naming analytics-history', async () => {
      const result = await ctx.runInProcess(
        { mode: 'analytics', store: 'docs-analytics', datasets: 'all' },
        { clock: new FakeClock() },
      )
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([
        'Input `store` belongs to analytics-history mode, not analytics mode: use `mode: analytics-history` (no request was made).',
      ])
      expect(ctx.sim.requests).toEqual([])
    })
  })
})
