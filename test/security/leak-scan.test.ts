/**
 * The leak scan itself: `assertNoLeak` (run after every `useSimulator` run) must find the key in
 * every form and every place it checks, and must not flag the runner's `::add-mask::` line.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { assertMaskedFirst, assertNoLeak, leakCheckKey, leakForms } from '../support/e2e.ts'
import { parseWorkflowCommands, type RunActionResult } from '../support/run-action.ts'

let dir: string
let key: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leak-scan-'))
  await mkdir(join(dir, 'files'))
  await mkdir(join(dir, 'runner-temp', 'page-views'), { recursive: true })
  key = `${leakCheckKey()}+/=`
})
afterEach(() => rm(dir, { recursive: true, force: true }))

function fakeResult(stdout: string, stderr = ''): RunActionResult {
  return {
    code: 0,
    signal: null,
    stdout,
    stderr,
    outputs: {},
    summary: '',
    state: {},
    exportedEnv: {},
    addedPaths: [],
    commands: parseWorkflowCommands(stdout),
    tmpDir: dir,
    workspace: join(dir, 'workspace'),
    runnerTemp: join(dir, 'runner-temp'),
    env: {},
    durationMs: 0,
  }
}

async function leaks(result: RunActionResult, extra?: Record<string, string>): Promise<string> {
  try {
    await assertNoLeak(result, [key], extra)
  } catch (error) {
    return String(error)
  }
  return ''
}

describe('assertNoLeak', () => {
  it('accepts a clean run whose only trace of the key is the ::add-mask:: line', async () => {
    const result = fakeResult(`::add-mask::${key}\nCreating the agent job\n`)
    expect(await leaks(result)).toBe('')
    expect(() => assertMaskedFirst(result, key)).not.toThrow()
  })

  it('refuses a run that prints anything before masking the key', () => {
    const result = fakeResult(`Starting\n::add-mask::${key}\n`)
    expect(() => assertMaskedFirst(result, key)).toThrow(/first line of stdout masks the key/)
  })

  it.each([
    ['raw', (k: string) => k],
    ['URL-encoded', encodeURIComponent],
    ['base64', (k: string) => Buffer.from(k).toString('base64')],
    ['base64url', (k: string) => Buffer.from(k).toString('base64url')],
    ['JSON-escaped', (k: string) => JSON.stringify(`${k}"`)],
    ['cut short', (k: string) => `${k.slice(0, 20)}…`],
    ['a middle piece', (k: string) => k.slice(10, 24)],
  ])('finds the key %s in stdout', async (_form, encode) => {
    expect(await leaks(fakeResult(`::add-mask::${key}\nauth: ${encode(key)}\n`))).toMatch(
      /leaked.*in stdout/s,
    )
  })

  it('finds the key in stderr', async () => {
    expect(await leaks(fakeResult('', `Bearer ${key}`))).toMatch(/in stderr/)
  })

  it.each([
    'files/output',
    'files/step_summary',
    'files/state',
    'files/env',
    'runner-temp/page-views/page-views-2026-10-01-2026-11-01.csv',
  ])('finds the key in %s', async (file) => {
    await writeFile(join(dir, file), `x\n${key}\n`)
    expect(await leaks(fakeResult(''))).toContain(`in file ${file}`)
  })

  it('finds the key in extra texts (an artifact file, a comment body)', async () => {
    expect(await leaks(fakeResult(''), { 'comment 1': `job ${key}` })).toMatch(/in comment 1/)
  })

  it('lists the forms it looks for', () => {
    const forms = leakForms(key).map((f) => f.form)
    expect(forms).toEqual(
      expect.arrayContaining(['raw', 'URL-encoded', 'base64', 'characters 0..11']),
    )
  })

  it('ignores secrets too short to find reliably', async () => {
    await expect(assertNoLeak(fakeResult('k'), ['k'])).resolves.toBeUndefined()
  })
})
