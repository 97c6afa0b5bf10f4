/**
 * Runs the committed bundle (`dist/index.js`) as the GitHub runner does, set up by
 * test/support/run-action.ts's prepareRun (clean environment, `INPUT_*` with action.yml's
 * defaults, command files, event payload), but spawned and timed by bench/proc.ts (from just
 * before `spawn()`, with the peak-RSS probe when asked). The temporary directory is removed.
 */
import type { ChildProcess } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { parseCommandFile, prepareRun } from '../test/support/run-action.ts'
import { spawnNode, type SpawnResult } from './proc.ts'

export interface ActionRunOptions {
  /** Directory holding the bundle's index.js. */
  distDir: string
  inputs: Record<string, string>
  /** Added to the runner's environment (e.g. NODE_OPTIONS); applied last. */
  env?: Record<string, string>
  event?: { name: string; payload: object }
  timeoutMs: number
  measureRss?: boolean
  measureCpu?: boolean
  onSpawn?: (child: ChildProcess, spawnedAt: number) => void
}

export interface ActionRunResult extends SpawnResult {
  /** Parsed GITHUB_OUTPUT. */
  outputs: Record<string, string>
}

export async function runActionProcess(options: ActionRunOptions): Promise<ActionRunResult> {
  const run = await prepareRun({
    inputs: options.inputs,
    env: options.env,
    event: options.event,
    entry: join(options.distDir, 'index.js'),
  })
  try {
    const result = await spawnNode({
      args: [run.entry],
      env: run.env,
      cwd: run.workspace,
      timeoutMs: options.timeoutMs,
      measureRss: options.measureRss,
      measureCpu: options.measureCpu,
      onSpawn: options.onSpawn,
    })
    const outputText = await readFile(run.paths.output, 'utf8').catch(() => '')
    let outputs: Record<string, string> = {}
    try {
      outputs = parseCommandFile(outputText)
    } catch {
      outputs = {}
    }
    return { ...result, outputs }
  } finally {
    await rm(run.tmpDir, { recursive: true, force: true })
  }
}

/** The `::error::` messages of a run (why it failed), for reports. */
export function errorLines(stdout: string): string[] {
  return stdout
    .split(/\r?\n/)
    .filter((line) => line.startsWith('::error'))
    .map((line) => line.replace(/^::error[^:]*::/, ''))
}
