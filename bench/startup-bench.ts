/**
 * Start-up benchmark: from just before `spawn()` to the moment the first request reaches the
 * simulator (its arrival time, recorded by the simulator when the request's head has been read),
 * for agent mode (a `prompt`, `workflow_dispatch`, no comment) and analytics mode, against a bare
 * `node -e 0` (spawn to exit). Rounds are interleaved (bare, agent, analytics) so drift hits all
 * three alike; one warm-up round is discarded. The simulator runs in this process so that its
 * clock is this process's clock; once the first request has been answered the child is killed
 * (what it does afterwards is not start-up).
 */
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startApiSimulator } from '../test/sim/index.ts'
import { runActionProcess } from './action-process.ts'
import { spawnNode } from './proc.ts'

export interface StartupResult {
  runs: number
  bare: number[]
  agent: number[]
  analytics: number[]
  /** The post step with nothing to finish (`dist/post.js`, no tracking comment): spawn to exit. */
  idlePost: number[]
}

const CHILD_TIMEOUT_MS = 20_000

export async function runStartup(distDir: string, runs: number): Promise<StartupResult> {
  let onAnswer: (() => void) | undefined
  const base = performance.now()
  const sim = await startApiSimulator({
    log: () => onAnswer?.(),
  })
  const result: StartupResult = { runs, bare: [], agent: [], analytics: [], idlePost: [] }

  async function timeToFirstRequest(mode: 'agent' | 'analytics'): Promise<number> {
    sim.reset()
    const inputs: Record<string, string> = {
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      'base-url': sim.url,
      mode,
      ...(mode === 'agent'
        ? { prompt: 'Document the new rate limits on the API reference pages.' }
        : { 'upload-artifact': 'false' }),
    }
    let spawnedAt = 0
    const r = await runActionProcess({
      distDir,
      inputs,
      event: { name: 'workflow_dispatch', payload: { inputs: {} } },
      timeoutMs: CHILD_TIMEOUT_MS,
      onSpawn: (child, at) => {
        spawnedAt = at
        onAnswer = () => {
          onAnswer = undefined
          child.kill('SIGKILL')
        }
      },
    })
    onAnswer = undefined
    const first = sim.requests[0]
    const expected = mode === 'agent' ? 'create' : 'views'
    if (!first || first.route !== expected) {
      throw new Error(
        `start-up (${mode}): expected a '${expected}' request first, got ${first?.route ?? 'none'} (exit ${r.code ?? r.signal}): ${r.stdout.slice(-500)} ${r.stderr.slice(-500)}`,
      )
    }
    return base + first.time - spawnedAt
  }

  try {
    for (let round = 0; round <= runs; round++) {
      const bare = await spawnNode({
        args: ['-e', '0'],
        env: { PATH: process.env.PATH ?? '' },
        timeoutMs: CHILD_TIMEOUT_MS,
        stdio: 'ignore',
      })
      if (bare.code !== 0) throw new Error(`node -e 0 exited with ${bare.code ?? bare.signal}`)
      const agent = await timeToFirstRequest('agent')
      const analytics = await timeToFirstRequest('analytics')
      // The runner runs `post:` after every job (`post-if: always()`) with the main step's state.
      const post = await spawnNode({
        args: [join(distDir, 'post.js')],
        env: { PATH: process.env.PATH ?? '' },
        timeoutMs: CHILD_TIMEOUT_MS,
        stdio: 'ignore',
      })
      if (post.code !== 0)
        throw new Error(`the idle post step exited with ${post.code ?? post.signal}`)
      if (round === 0) continue // warm-up: file cache, first spawn
      result.bare.push(bare.wallMs)
      result.agent.push(agent)
      result.analytics.push(analytics)
      result.idlePost.push(post.wallMs)
    }
  } finally {
    onAnswer = undefined
    await sim.close()
  }
  return result
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return NaN
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
