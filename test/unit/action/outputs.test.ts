import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { OUTPUT_NAMES } from '../../../src/shared/catalogue.ts'
import { boundedOutputs, fitOutput } from '../../../src/action/outputs.ts'
import { OUTPUT_MAX_BYTES } from '../../../src/shared/runner.ts'
import { repoRoot } from '../../support/run-action.ts'

describe('outputs', () => {
  it('are exactly the outputs action.yml declares, in its order', () => {
    const action = parse(readFileSync(`${repoRoot}/action.yml`, 'utf8')) as {
      outputs: Record<string, unknown>
    }
    expect([...OUTPUT_NAMES]).toEqual(Object.keys(action.outputs))
  })
})

describe('boundedOutputs: the one setOutput every mode gets', () => {
  function writer(maxBytes?: number) {
    const writes: [string, string][] = []
    const warnings: string[] = []
    const set = boundedOutputs(
      (name, value) => writes.push([name, value]),
      (message) => warnings.push(message),
      maxBytes,
    )
    return { set, writes, warnings }
  }

  it('writes a value once, and again only when it changes', () => {
    const { set, writes, warnings } = writer()
    set('status', 'queued')
    set('status', 'queued')
    set('status-id', 'st_1')
    set('status', 'in_progress')
    set('status', 'in_progress')
    expect(writes).toEqual([
      ['status', 'queued'],
      ['status-id', 'st_1'],
      ['status', 'in_progress'],
    ])
    expect(warnings).toEqual([])
  })

  it('bounds every output at 64 KiB by default', () => {
    expect(OUTPUT_MAX_BYTES).toBe(64 * 1024)
    const { set, writes, warnings } = writer()
    set('fix-next-prompt', 'é'.repeat(OUTPUT_MAX_BYTES))
    const [, value] = writes[0]!
    expect(Buffer.byteLength(value)).toBeLessThanOrEqual(OUTPUT_MAX_BYTES)
    expect(value.endsWith('é…')).toBe(true)
    expect(warnings).toEqual([
      expect.stringMatching(/^Output `fix-next-prompt` is 128 KiB, over the 64 KiB .*shortened/),
    ])
  })

  it('keeps a JSON object valid JSON, dropping its largest fields and naming them', () => {
    const { set, writes, warnings } = writer(1024)
    const job = { id: 'job_1', status: 'completed', huge: 'x'.repeat(5000), big: 'y'.repeat(800) }
    set('job', JSON.stringify(job))
    set('job', JSON.stringify({ ...job, status: 'failed' }))
    expect(writes).toHaveLength(2)
    for (const [, value] of writes) {
      expect(Buffer.byteLength(value)).toBeLessThanOrEqual(1024)
      expect(JSON.parse(value)).toMatchObject({
        id: 'job_1',
        big: 'y'.repeat(800),
        outputTruncated: ['huge'],
      })
    }
    // One warning per output, not one per write.
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/without huge, listed in `outputTruncated`/)
  })

  it('keeps a JSON array valid JSON, with its first items', () => {
    const fitted = fitOutput(
      JSON.stringify(Array.from({ length: 100 }, (_, i) => `file-${i}.json`)),
      200,
    )
    expect(Buffer.byteLength(fitted.value)).toBeLessThanOrEqual(200)
    const kept = JSON.parse(fitted.value) as string[]
    expect(kept[0]).toBe('file-0.json')
    expect(fitted.shortened).toBe(`its first ${kept.length} of 100 items`)
  })

  it('leaves a value within the bound as it is', () => {
    expect(fitOutput('{"a":1}', 7)).toEqual({ value: '{"a":1}' })
  })
})
