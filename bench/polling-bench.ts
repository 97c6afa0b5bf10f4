/** Runs bench/polling.ts (src/ under type stripping, with test/support/ts-hooks.mjs) in a child. */
import { join } from 'node:path'
import type { PollingCase, PollingRequest } from './polling.ts'
import { benchDir, spawnNode } from './proc.ts'

export type { PollingCase } from './polling.ts'

export const DEFAULT_POLL_INTERVAL_MS = 10_000

export async function runPolling(): Promise<PollingCase[]> {
  const hour = 3_600_000
  const request: PollingRequest = {
    pollIntervalMs: DEFAULT_POLL_INTERVAL_MS,
    jobs: [
      { label: '20 s', durationMs: 20_000, timeoutMs: hour },
      { label: '5 min', durationMs: 300_000, timeoutMs: hour },
      { label: '30 min', durationMs: 1_800_000, timeoutMs: hour },
      { label: '30 min, default `timeout` (30m)', durationMs: 1_800_000, timeoutMs: hour / 2 },
    ],
  }
  const r = await spawnNode({
    args: [
      '--import',
      join(benchDir, '..', 'test', 'support', 'ts-hooks.mjs'),
      join(benchDir, 'polling.ts'),
      JSON.stringify(request),
    ],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    cwd: join(benchDir, '..'),
    timeoutMs: 60_000,
  })
  const line = r.stdout.split('\n').find((l) => l.startsWith('RESULT '))
  if (r.code !== 0 || !line) {
    throw new Error(
      `polling benchmark failed (exit ${r.code ?? r.signal}): ${r.stderr.slice(-2000)}`,
    )
  }
  return JSON.parse(line.slice('RESULT '.length)) as PollingCase[]
}
