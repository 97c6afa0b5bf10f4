/**
 * Start-up benchmark: from just before `spawn()` to the moment the first request reaches the
 * simulator (its arrival time, recorded by the simulator when the request's head has been read),
 * for agent mode (a `prompt`, `workflow_dispatch`, no comment) and analytics mode, against a bare
 * `node -e 0` (spawn to exit). Rounds are interleaved (bare, agent, analytics) so drift hits all
 * three alike; one warm-up round is discarded. The simulator runs in this process so that its
 * clock is this process's clock; once the first request has been answered the child is killed
 * (what it does afterwards is not start-up). The bundle's size is reported beside it.
 *
 * Run alone (`node bench/startup-bench.ts [--quick] [--out FILE] [--dist DIR]`) it rewrites its
 * own section of bench/RESULTS.md (between the `startup` markers); --quick makes 5 rounds.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { startApiSimulator } from '../test/sim/index.ts'
import type { Mode } from '../src/shared/catalogue.ts'
import { runActionProcess } from './action-process.ts'
import { spawnNode } from './proc.ts'
import { int, marked, ms, ratio, runAlone, table, verdict } from './report.ts'

/** Issue 38: agent mode to its first request within 4x bare Node; the idle post step 1.5x. */
const STARTUP_TARGET = 4
const IDLE_POST_TARGET = 1.5

export interface StartupResult {
  runs: number
  bare: number[]
  agent: number[]
  analytics: number[]
  /** The post step with nothing to finish (`dist/post.js`, no tracking comment): spawn to exit. */
  idlePost: number[]
  bundle: BundleSize
}

/** The bundle's size in bytes: every file of dist/, its JavaScript, its largest chunk. */
interface BundleSize {
  total: number
  js: number
  largest: { name: string; bytes: number }
}

function bundleSize(distDir: string): BundleSize {
  const files = readdirSync(distDir).map((name) => ({
    name,
    bytes: statSync(join(distDir, name)).size,
  }))
  const js = files.filter((f) => f.name.endsWith('.js'))
  const largest = js.reduce((a, b) => (b.bytes > a.bytes ? b : a), { name: '', bytes: 0 })
  return {
    total: files.reduce((sum, f) => sum + f.bytes, 0),
    js: js.reduce((sum, f) => sum + f.bytes, 0),
    largest,
  }
}

const CHILD_TIMEOUT_MS = 20_000

export async function runStartup(distDir: string, runs: number): Promise<StartupResult> {
  let onAnswer: (() => void) | undefined
  const base = performance.now()
  const sim = await startApiSimulator({
    log: () => onAnswer?.(),
  })
  const result: StartupResult = {
    runs,
    bare: [],
    agent: [],
    analytics: [],
    idlePost: [],
    bundle: bundleSize(distDir),
  }

  async function timeToFirstRequest(mode: Extract<Mode, 'agent' | 'analytics'>): Promise<number> {
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

function startupSection(s: StartupResult, note?: string): string {
  const bare = median(s.bare)
  const line = (label: string, values: number[]): string[] => [
    label,
    ms(median(values)),
    ms(Math.min(...values)),
    ms(Math.max(...values)),
    ratio(median(values) / bare),
  ]
  const agentRatio = median(s.agent) / bare
  const postRatio = median(s.idlePost) / bare
  const { total, js, largest } = s.bundle
  return [
    `### 3. Start-up (median of ${s.runs}, after one discarded warm-up round)`,
    '',
    table(
      ['Process', 'Median', 'Min', 'Max', '÷ bare Node (medians)'],
      [
        line('`node -e 0` (spawn to exit)', s.bare),
        line('agent mode: spawn → `POST .../job` reaches the simulator', s.agent),
        line('analytics mode: spawn → first `GET .../views` reaches the simulator', s.analytics),
        line('post step with nothing to finish: spawn → exit', s.idlePost),
      ],
    ),
    '',
    table(
      ['Target', 'Measured'],
      [
        [
          `agent mode within ${STARTUP_TARGET}x of bare Node`,
          `${ratio(agentRatio)}: ${verdict(agentRatio <= STARTUP_TARGET)}`,
        ],
        [
          `idle post step within ${IDLE_POST_TARGET}x of bare Node`,
          `${ratio(postRatio)}: ${verdict(postRatio <= IDLE_POST_TARGET)}`,
        ],
      ],
    ),
    '',
    `The bundle measured: ${int(total)} bytes in dist/ (source maps and licences included), ${int(js)} bytes of JavaScript, the largest chunk ${largest.name} ${int(largest.bytes)} bytes.`,
    '',
    ...(note ? [note, ''] : []),
    "Agent mode: a `prompt` input, a `workflow_dispatch` event, no comment; analytics mode with its defaults and `upload-artifact: false`. Each run is a fresh `node dist/index.js` with the runner's environment; the child is killed once its first request has been answered. The idle post step is `node dist/post.js` with no saved comment, as the runner starts it after every job. Rounds interleave bare, agent, analytics and the post step.",
    '',
    STARTUP_NOTE,
  ].join('\n')
}

/** What the start-up is made of; docs/design.md ("undici") has the reasons. */
const STARTUP_NOTE =
  "The bundle holds one copy of undici, the major `@actions/http-client` declares, loaded through its public entry by everyone (ours, `@actions/http-client`'s, loaded by `@actions/core` for OIDC, and `@actions/github`'s fetch); no dependency is overridden or loaded by an internal path. Most of the start-up is V8 compiling the main chunk (`@actions/core`, undici, valibot, our code); Octokit, the Markdown parser, the export code and `@actions/artifact` are chunks of their own, loaded only by the mode that needs them."

/** The section between its markers, as RESULTS.md holds it. */
export function markedStartupSection(s: StartupResult, note?: string): string {
  return marked('startup', startupSection(s, note))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAlone(
    'startup-bench.ts',
    'startup',
    (distDir, quick) => runStartup(distDir, quick ? 5 : 20),
    markedStartupSection,
  )
}
