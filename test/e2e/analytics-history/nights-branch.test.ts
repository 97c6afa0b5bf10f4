/**
 * 45 nights of examples/analytics-history-branch.yml's own `with:` against the simulator's
 * default site, 100 analytics requests an hour: a Parquet folder in the workspace (nights.ts).
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import { memoryFolder, readStore } from '../../support/parquet-store.ts'
import {
  compareRead,
  example,
  expectKeptUp,
  expectStoreServed,
  nights,
  NIGHTS_TIMEOUT_MS,
  organization,
  SERVED_COLUMNS,
} from './nights.ts'

const org = organization()

describe('45 nights of the branch example', () => {
  it(
    'green every night, caught up within the sizing rule, the folder holding what the API serves',
    async () => {
      // In memory (memoryFolder): the nights write about 1,500 files, each synced to disk.
      const workspace = await memoryFolder('nights-')
      try {
        const step = await example('analytics-history-branch.yml', {
          'secrets.MINTLIFY_API_KEY': org.ctx.sim.apiKey,
          'vars.MINTLIFY_PROJECT_ID': org.ctx.sim.projectId,
        })
        const range = expectKeptUp(org.ctx.sim, step, await nights(org, step, workspace))
        const store = await readStore(join(workspace, step.with.store ?? ''), SERVED_COLUMNS)
        await expectStoreServed(org.ctx.sim, compareRead(store), range)
      } finally {
        await rm(workspace, { recursive: true, force: true })
      }
    },
    NIGHTS_TIMEOUT_MS,
  )
})
