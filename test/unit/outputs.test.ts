import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { OUTPUT_NAMES } from '../../src/outputs.ts'
import { repoRoot } from '../support/run-action.ts'

describe('outputs', () => {
  it('are exactly the outputs action.yml declares, in its order', () => {
    const action = parse(readFileSync(`${repoRoot}/action.yml`, 'utf8')) as {
      outputs: Record<string, unknown>
    }
    expect([...OUTPUT_NAMES]).toEqual(Object.keys(action.outputs))
  })
})
