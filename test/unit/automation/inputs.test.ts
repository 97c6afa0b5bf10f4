/** Automation mode's inputs: `automation-id` (required) and `fail-on-job-failure`. */
import { describe, expect, it } from 'vitest'
import { expectRefusalNaming, inputRefusal, readInputs } from '../../support/read-inputs.ts'

const BASE = { mode: 'automation', 'api-key': 'mint_abc123', 'project-id': 'proj_1' }

describe('automation inputs', () => {
  it('reads its settings', () => {
    expect(readInputs({ ...BASE, 'automation-id': 'auto_1' }).settings).toEqual({
      mode: 'automation',
      apiKey: 'mint_abc123',
      projectId: 'proj_1',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 30 * 60_000,
      wait: true,
      pollIntervalMs: 10_000,
      automationId: 'auto_1',
      failOnJobFailure: true,
    })
  })

  it.each([
    [{}, 'automation-id', /required in automation mode/],
    [{ 'automation-id': 'a b' }, 'automation-id', /letters, digits/],
    [{ 'automation-id': 'a1', 'fail-on-job-failure': '1' }, 'fail-on-job-failure', /true or false/],
  ])('refuses %o with one sentence naming the input', (override, input, message) => {
    expectRefusalNaming(inputRefusal({ ...BASE, ...override }), input, message)
  })
})
