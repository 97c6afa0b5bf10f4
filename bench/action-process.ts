/**
 * Runs the committed bundle (`dist/index.js`) as the GitHub runner does, like
 * test/support/run-action.ts, but timed from just before `spawn()`: a clean environment,
 * `INPUT_*` variables with action.yml's defaults applied, fresh command files, an event payload,
 * the workspace as working directory. The temporary directory is removed afterwards.
 */
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseCommandFile, readActionDefaults, repoRoot } from '../test/support/run-action.ts'
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
  onSpawn?: (child: ChildProcess, spawnedAt: number) => void
}

export interface ActionRunResult extends SpawnResult {
  /** Parsed GITHUB_OUTPUT. */
  outputs: Record<string, string>
}

const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG']

let defaults: Record<string, string> | undefined

function actionDefaults(): Record<string, string> {
  defaults ??= readActionDefaults(readFileSync(join(repoRoot, 'action.yml'), 'utf8'))
  return defaults
}

export async function runActionProcess(options: ActionRunOptions): Promise<ActionRunResult> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-action-'))
  try {
    const workspace = join(dir, 'workspace')
    const runnerTemp = join(dir, 'runner-temp')
    await Promise.all([mkdir(workspace), mkdir(runnerTemp)])
    const files = {
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'step_summary'),
      GITHUB_STATE: join(dir, 'state'),
      GITHUB_ENV: join(dir, 'env'),
      GITHUB_PATH: join(dir, 'path'),
    }
    await Promise.all(Object.values(files).map((p) => writeFile(p, '')))
    const event = options.event ?? { name: 'workflow_dispatch', payload: {} }
    const eventPath = join(dir, 'event.json')
    await writeFile(eventPath, JSON.stringify(event.payload))

    const env: Record<string, string> = {}
    for (const key of INHERITED) {
      const value = process.env[key]
      if (value !== undefined) env[key] = value
    }
    Object.assign(env, files, {
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_REPOSITORY_OWNER: 'acme',
      GITHUB_RUN_ID: '9100000001',
      GITHUB_RUN_NUMBER: '42',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: 'https://api.github.com',
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_ACTOR: 'octocat',
      GITHUB_WORKFLOW: 'Docs',
      GITHUB_JOB: 'docs',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
      RUNNER_TEMP: runnerTemp,
      RUNNER_OS: 'Linux',
      RUNNER_ARCH: 'X64',
    })
    const inputs = { ...actionDefaults(), ...options.inputs }
    for (const [name, value] of Object.entries(inputs)) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
    }
    Object.assign(env, options.env)

    const result = await spawnNode({
      args: [join(options.distDir, 'index.js')],
      env,
      cwd: workspace,
      timeoutMs: options.timeoutMs,
      measureRss: options.measureRss,
      onSpawn: options.onSpawn,
    })
    const outputText = await readFile(files.GITHUB_OUTPUT, 'utf8').catch(() => '')
    let outputs: Record<string, string> = {}
    try {
      outputs = parseCommandFile(outputText)
    } catch {
      outputs = {}
    }
    return { ...result, outputs }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The `::error::` messages of a run (why it failed), for reports. */
export function errorLines(stdout: string): string[] {
  return stdout
    .split(/\r?\n/)
    .filter((line) => line.startsWith('::error'))
    .map((line) => line.replace(/^::error[^:]*::/, ''))
}
