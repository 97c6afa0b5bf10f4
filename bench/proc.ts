/**
 * Child processes for the benchmarks: every child is tracked (and killed if the bench exits
 * early), bounded by a timeout, timed from just before `spawn()` to its `exit` event, and can
 * report its peak RSS.
 *
 * Peak RSS comes from two sources:
 * - `bench/rss-probe.mjs`, preloaded with `--import`: writes `process.resourceUsage().maxRSS`
 *   (the kernel's high-water mark for the whole process) to the file named by BENCH_RSS_FILE
 *   when the process exits normally. Exact, but a process that dies (out of heap) writes
 *   nothing.
 * - VmHWM from /proc/<pid>/status, read every 20 ms while the child lives (Linux): the same
 *   high-water mark, as of the last read. The fallback for a child that crashed.
 *
 * The probe also writes the CPU the process used (user + system, `process.resourceUsage()`, from
 * its start to its `exit` event), with `measureCpu` or `measureRss`.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess, StdioOptions } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

export const benchDir = fileURLToPath(new URL('.', import.meta.url)).replace(/[\\/]+$/, '')
const rssProbe = join(benchDir, 'rss-probe.mjs')

const live = new Set<ChildProcess>()

/** Kills every child still running (SIGKILL); used on the way out. */
export function killAll(): void {
  for (const child of live) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  live.clear()
}

/** Registers a child started elsewhere (e.g. with fork) so that it is killed on the way out. */
export function track(child: ChildProcess): void {
  live.add(child)
  child.once('exit', () => live.delete(child))
}

export interface SpawnOptions {
  args: string[]
  env: Record<string, string>
  cwd?: string
  /** SIGKILL after this long; the result then has `timedOut`. */
  timeoutMs: number
  /** Preload the RSS probe and poll VmHWM. */
  measureRss?: boolean
  /** Preload the probe (for `cpuMs`) without polling VmHWM. */
  measureCpu?: boolean
  /** Keep at most this many characters of stdout and of stderr (the tail). Default 64 KiB. */
  keepChars?: number
  stdio?: 'pipe' | 'ignore'
  onSpawn?: (child: ChildProcess, spawnedAt: number) => void
}

export interface SpawnResult {
  code: number | null
  signal: NodeJS.Signals | null
  timedOut: boolean
  /** performance.now() just before spawn() and at the child's `exit` event. */
  spawnedAt: number
  exitedAt: number
  wallMs: number
  stdout: string
  stderr: string
  /** Peak RSS in bytes: from the probe when it wrote, else the last VmHWM read. */
  peakRss: number | undefined
  peakRssSource: 'probe' | 'vmhwm' | undefined
  /** User + system CPU of the process, in ms (from the probe; undefined if it wrote nothing). */
  cpuMs: number | undefined
}

function readVmHwm(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const m = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)
    return m ? Number(m[1]) * 1024 : undefined
  } catch {
    return undefined
  }
}

function appendTail(current: string, chunk: string, keep: number): string {
  const next = current + chunk
  return next.length > keep ? next.slice(next.length - keep) : next
}

/** Runs `node <args>` with process.execPath (Node 24 under `npm run`). */
export async function spawnNode(options: SpawnOptions): Promise<SpawnResult> {
  const keep = options.keepChars ?? 65_536
  let rssDir: string | undefined
  const env = { ...options.env }
  const args = [...options.args]
  if (options.measureRss || options.measureCpu) {
    rssDir = await mkdtemp(join(tmpdir(), 'bench-rss-'))
    env.BENCH_RSS_FILE = join(rssDir, 'maxrss')
    args.unshift('--import', rssProbe)
  }
  const stdio: StdioOptions = options.stdio === 'ignore' ? 'ignore' : ['ignore', 'pipe', 'pipe']
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, args, { cwd: options.cwd, env, stdio })
  track(child)
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  let stdout = ''
  let stderr = ''
  child.stdout?.setEncoding('utf8')
  child.stderr?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    stdout = appendTail(stdout, chunk, keep)
  })
  child.stderr?.on('data', (chunk: string) => {
    stderr = appendTail(stderr, chunk, keep)
  })
  let polled: number | undefined
  const poller = options.measureRss
    ? setInterval(() => {
        if (child.pid === undefined) return
        const hwm = readVmHwm(child.pid)
        if (hwm !== undefined) polled = Math.max(polled ?? 0, hwm)
      }, 20)
    : undefined
  options.onSpawn?.(child, spawnedAt)

  let timedOut = false
  const exit = await new Promise<{
    code: number | null
    signal: NodeJS.Signals | null
    exitedAt: number
  }>((resolve, reject) => {
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, options.timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      const exitedAt = performance.now()
      clearTimeout(timer)
      resolve({ code, signal, exitedAt })
    })
  })
  if (poller) clearInterval(poller)
  // Let the pipes drain (bounded: 'close' follows 'exit' unless a grandchild holds them).
  if (options.stdio !== 'ignore') {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      closed,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 2000)
      }),
    ])
    clearTimeout(timer)
  }

  let peakRss: number | undefined
  let peakRssSource: SpawnResult['peakRssSource']
  let cpuMs: number | undefined
  if (rssDir) {
    const text = await readFile(join(rssDir, 'maxrss'), 'utf8').catch(() => '')
    const probe = /^(\d+) (\d+) (\d+)$/.exec(text.trim())
    if (probe) {
      peakRss = Number(probe[1])
      peakRssSource = 'probe'
      cpuMs = (Number(probe[2]) + Number(probe[3])) / 1000
    } else if (polled !== undefined) {
      peakRss = polled
      peakRssSource = 'vmhwm'
    }
    await rm(rssDir, { recursive: true, force: true })
  }
  return {
    code: exit.code,
    signal: exit.signal,
    timedOut,
    spawnedAt,
    exitedAt: exit.exitedAt,
    wallMs: exit.exitedAt - spawnedAt,
    stdout,
    stderr,
    peakRss: options.measureRss ? peakRss : undefined,
    peakRssSource: options.measureRss ? peakRssSource : undefined,
    cpuMs,
  }
}
