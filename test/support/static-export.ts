/**
 * What the static-export end-to-end suites share (test/e2e/static-export/): the inputs of a quick
 * export against the simulator, the shape of an export id, the requests the simulator saw on one
 * route, and runs of the mode: in process on a FakeClock by default, or the bundle as a process,
 * each scanned for every link signature the storage host handed out and checked for what the
 * storage host was sent.
 */
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { Clock } from '../../src/shared/clock.ts'
import { assertNoLeak, type SimContext } from './e2e.ts'
import { FakeClock } from './fake-clock.ts'
import type { RunActionOptions, RunActionResult } from './run-action.ts'

/** A static export with short polls and no upload (the artifact service is a suite's choice). */
export const FAST_EXPORT_INPUTS = {
  mode: 'static-export',
  domain: 'docs.example.com',
  'poll-interval': '200ms',
  'upload-artifact': 'false',
}

/** An export id as the simulator makes them. */
export const EXPORT_ID = /^se_[0-9a-f]{16}$/

export type Ctx = SimContext

/** The requests the simulator saw on `route` (`static-export-start`, `-get`, `-bundle`). */
export const routes = (ctx: Ctx, route: string) => ctx.sim.requests.filter((r) => r.route === route)
export const starts = (ctx: Ctx) => routes(ctx, 'static-export-start')
/** The default `output-dir`: a folder of the step's own (its id, `GITHUB_ACTION`). */
export const outputDir = (result: RunActionResult) =>
  join(result.runnerTemp, 'static-export', result.env.GITHUB_ACTION ?? '')

/**
 * Runs the mode in process (on `clock`, a FakeClock by default) and scans everything the step
 * left for every link signature handed out.
 */
export function runExport(
  ctx: Ctx,
  inputs: Record<string, string> = {},
  clock: Clock = new FakeClock(),
): Promise<RunActionResult> {
  return checkedExport(ctx, () => ctx.runInProcess({ ...FAST_EXPORT_INPUTS, ...inputs }, { clock }))
}

/** The same with the bundle as a process: for the upload, signals and exit codes. */
export function spawnedExport(
  ctx: Ctx,
  inputs: Record<string, string>,
  options: Partial<RunActionOptions>,
  extraTexts: Record<string, string | Uint8Array> = {},
): Promise<RunActionResult> {
  return checkedExport(
    ctx,
    () => ctx.run({ ...FAST_EXPORT_INPUTS, ...inputs }, options),
    extraTexts,
  )
}

async function checkedExport(
  ctx: Ctx,
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
