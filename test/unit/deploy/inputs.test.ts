/** Deploy mode's inputs: `status-id` and the wait, over the inputs every mode shares. */
import { describe, expect, it } from 'vitest'
import { expectRefusalNaming, inputRefusal, readInputs } from '../../support/read-inputs.ts'

const BASE = { mode: 'deploy', 'api-key': 'mint_abc123', 'project-id': 'proj_1' }

describe('deploy inputs', () => {
  it('reads its settings, and nothing of other modes', () => {
    expect(readInputs({ ...BASE, 'status-id': 'st_1', wait: 'false' }).settings).toEqual({
      mode: 'deploy',
      apiKey: 'mint_abc123',
      projectId: 'proj_1',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 30 * 60_000,
      wait: false,
      pollIntervalMs: 10_000,
      statusId: 'st_1',
    })
  })

  it('refuses a `status-id` that is not an id, naming it', () => {
    expectRefusalNaming(
      inputRefusal({ ...BASE, 'status-id': '../x' }),
      'status-id',
      /letters, digits/,
    )
  })
})
