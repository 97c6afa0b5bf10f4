/**
 * Runs of static-export mode against the simulator, for its suites (test/e2e/static-export/):
 * in process on a FakeClock by default, or the bundle as a process, each scanned for every link
 * signature the storage host handed out and checked for what the storage host was sent.
 */
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { Clock } from '../../src/clock.ts'
import { assertNoLeak, type SimContext } from './e2e.ts'
import { FakeClock } from './fake-clock.ts'
import type { RunActionOptions, RunActionResult } from './run-action.ts'

/** The inputs of a quick export: short polls, no upload. */
const fast = {
  mode: 'static-export',
  domain: 'docs.example.com',
  'poll-interval': '200ms',
  'upload-artifact': 'false',
}
export const EXPORT_ID = /^se_[0-9a-f]{16}$/

export const routes = (ctx: SimContext, route: string) =>
  ctx.sim.requests.filter((r) => r.route === route)
export const starts = (ctx: SimContext) => routes(ctx, 'static-export-start')
export const outputDir = (result: RunActionResult) => join(result.runnerTemp, 'static-export')

/**
 * Runs the mode in process (on `clock`, a FakeClock by default) and scans everything the step
 * left for every link signature handed out.
 */
export function runExport(
  ctx: SimContext,
  inputs: Record<string, string> = {},
  clock: Clock = new FakeClock(),
): Promise<RunActionResult> {
  return checkedExport(ctx, () => ctx.runInProcess({ ...fast, ...inputs }, { clock }))
}

/** The same with the bundle as a process: for the upload, signals and exit codes. */
export function spawnedExport(
  ctx: SimContext,
  inputs: Record<string, string>,
  options: Partial<RunActionOptions>,
  extraTexts: Record<string, string | Uint8Array> = {},
): Promise<RunActionResult> {
  return checkedExport(ctx, () => ctx.run({ ...fast, ...inputs }, options), extraTexts)
}

async function checkedExport(
  ctx: SimContext,
  start: () => Promise<RunActionResult>,
  extraTexts: Record<string, string | Uint8Array> = {},
): Promise<RunActionResult> {
  const result = await start()
  const { signatures, credentials } = ctx.sim.storage
  await assertNoLeak(result, [...signatures, ...credentials], extraTexts)
  // The storage host never saw the API key, nor any Authorization header.
  for (const request of ctx.sim.storage.requests) {
    expect(request.method).toBe('GET')
    expect(request.headers.authorization).toBeUndefined()
    expect(JSON.stringify(request.headers)).not.toContain(ctx.sim.apiKey)
  }
  return result
}

/** What is left in the output folder (hidden temporary files included). */
export async function leftIn(dir: string): Promise<string[]> {
  return existsSync(dir) ? (await readdir(dir)).sort() : []
}
