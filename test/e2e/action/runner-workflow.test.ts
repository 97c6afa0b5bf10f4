/**
 * `.github/workflows/e2e-runner.yml` played here the way a runner plays it: its `run:` steps
 * through bash (the simulator started in the background, the output checks), its `uses: ./`
 * steps through dist/index.js (the artifact upload to the loopback fake), then their post steps.
 * So the workflow's own checks are known to pass before GitHub ever runs them.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { startArtifactService, type ArtifactService } from '../../fakes/artifact-service.ts'
import { assertMaskedFirst, assertNoLeak, DEBUG_ENV, errorsOf } from '../../support/e2e.ts'
import {
  parseCommandFile,
  repoRoot,
  runAction,
  type RunActionResult,
} from '../../support/run-action.ts'

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  with?: Record<string, string | number | boolean>
  env?: Record<string, string>
}
interface Workflow {
  jobs: Record<string, { steps: Step[] }>
}

const workflow = parse(
  readFileSync(join(repoRoot, '.github/workflows/e2e-runner.yml'), 'utf8'),
) as Workflow
const steps = Object.values(workflow.jobs)[0]!.steps

/** The expressions the workflow uses; any other one fails the test (extend this on purpose). */
function resolve(text: string, outputs: Record<string, Record<string, string>>): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    let m: RegExpMatchArray | null
    if ((m = expr.match(/^steps\.([\w-]+)\.outputs\.([\w-]+)$/))) {
      return outputs[m[1]!]?.[m[2]!] ?? ''
    }
    if (expr === 'github.run_attempt') return '1'
    throw new Error(`unknown expression in e2e-runner.yml: ${expr}`)
  })
}

/** Runs a `run:` script with bash in its own process group (killed afterwards: the simulator). */
async function bash(
  script: string,
  env: Record<string, string>,
  groups: number[],
): Promise<{ code: number | null; output: string }> {
  const child = spawn('bash', ['-eo', 'pipefail', '-c', script], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (child.pid !== undefined) groups.push(child.pid)
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const code = await new Promise<number | null>((done) => child.on('close', done))
  return { code, output }
}

describe('action: .github/workflows/e2e-runner.yml, played locally', () => {
  let artifacts: ArtifactService | undefined
  const groups: number[] = []
  const dirs: string[] = []
  afterEach(async () => {
    for (const pid of groups.splice(0)) {
      try {
        process.kill(-pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
    await artifacts?.close()
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
  })

  it('starts the simulator, runs both modes and their post steps, and its checks pass', async () => {
    artifacts = await startArtifactService()
    const runnerTemp = await mkdtemp(join(tmpdir(), 'e2e-runner-'))
    dirs.push(runnerTemp)
    // The simulator runs under this Node (24), as setup-node gives the workflow.
    const env: Record<string, string> = {
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      RUNNER_TEMP: runnerTemp,
    }
    const outputs: Record<string, Record<string, string>> = {}
    const actionRuns: RunActionResult[] = []
    const ran: string[] = []

    for (const step of steps) {
      if (step.uses === './') {
        const inputs = Object.fromEntries(
          Object.entries(step.with ?? {}).map(([k, v]) => [k, resolve(String(v), outputs)]),
        )
        const result = await runAction({ inputs, env: { ...DEBUG_ENV, ...artifacts.env } })
        dirs.push(result.tmpDir)
        expect(errorsOf(result), step.name).toEqual([])
        expect(result.code, step.name).toBe(0)
        assertMaskedFirst(result, inputs['api-key'])
        await assertNoLeak(result, [outputs.sim?.key])
        actionRuns.push(result)
        if (step.id) outputs[step.id] = result.outputs
      } else if (step.run !== undefined && !step.name?.includes('log')) {
        const stepEnv = Object.fromEntries(
          Object.entries(step.env ?? {}).map(([k, v]) => [k, resolve(v, outputs)]),
        )
        // Each step gets its own GITHUB_OUTPUT file, as on the runner.
        const githubOutput = join(runnerTemp, `output-${ran.length}`)
        await writeFile(githubOutput, '')
        const { code, output } = await bash(
          step.run,
          { ...env, ...stepEnv, GITHUB_OUTPUT: githubOutput },
          groups,
        )
        expect(code, `${step.name ?? step.run}:\n${output}`).toBe(0)
        if (step.id) outputs[step.id] = parseCommandFile(await readFile(githubOutput, 'utf8'))
      } else {
        continue
      }
      ran.push(step.name ?? step.uses ?? '')
    }

    expect(ran).toHaveLength(5)
    expect(outputs.agent?.['pr-link']).toMatch(/\/pull\/\d+$/)
    expect(artifacts.artifacts).toHaveLength(1)
    // The post steps, as the runner runs them after the job's steps.
    for (const main of actionRuns) {
      const post = await runAction({ inputs: {}, post: true, state: main.state, env: DEBUG_ENV })
      dirs.push(post.tmpDir)
      expect(post.code).toBe(0)
      expect(errorsOf(post)).toEqual([])
    }
  }, 60_000)
})
