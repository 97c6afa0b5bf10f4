/**
 * `check-ignore`: which links the check leaves alone. Each line is a regular expression the
 * workflow's author wrote, but the URLs it runs on come from pages anyone with a pull request
 * wrote, and a pattern like `(a+)+$` backtracks for centuries on the right 2,000 characters. So a
 * pattern runs only on a URL within the check's length bound, and only inside a `vm` context with
 * a timeout (V8 stops a running regular expression there; on the main thread nothing would): a
 * pattern that runs past its bound on one URL is dropped for the rest of the check and reported
 * once, so no pattern can hold the step past `timeout`. The bound is wall-clock time, which a busy
 * runner spends elsewhere too: a pattern is blamed only for a run it spent on the CPU.
 */
import { createContext, Script } from 'node:vm'
import { errorCode } from '../text.js'
import type { Clock } from '../clock.js'
import { MAX_URL_CHARS } from './html.js'
import type { IgnorePattern } from '../inputs.js'

/** How long one run of the patterns may take (on one URL, or on a batch) before it is stopped. */
export const PATTERN_TIME_MS = 100
/**
 * URLs matched in one run: a run with a timeout costs a watchdog thread (a fraction of a
 * millisecond, several on a busy runner), so a page's links are matched a batch at a time, and
 * one at a time only when a batch runs out of its bound.
 */
const BATCH_URLS = 50
/** How many times a pattern is tried alone again when the machine, not the pattern, took the time. */
const MAX_STALLS = 2

/** The state the script in the context reads and writes: plain properties, no global lookups. */
interface MatchJob {
  patterns: (RegExp | null)[]
  urls: string[]
  from: number
  to: number
  /** For each URL, the index of the first pattern in [from, to) that matches it, else -1. */
  found: number[]
  /** The pattern running, so that a timeout names it. */
  at: number
}

/** Tries patterns[from..to) on each URL; writes what it finds to `found`. */
const MATCH = new Script(`(function (job) {
  const patterns = job.patterns
  const urls = job.urls
  const found = job.found
  for (let u = 0; u < urls.length; u++) {
    const url = urls[u]
    found[u] = -1
    for (let i = job.from; i < job.to; i++) {
      job.at = i
      const pattern = patterns[i]
      if (pattern !== null && pattern.test(url)) {
        found[u] = i
        break
      }
    }
  }
})(job)`)

/** The CPU time this process has spent, in ms: what a stalled run is told apart by. */
type CpuTime = () => number

const processCpuTime: CpuTime = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1_000
}

/** What `match` says of a URL: the line that matches it, none, or no time left to say. */
export type IgnoreMatch = IgnorePattern | 'none' | 'out-of-time'

/**
 * `short`: the time left, not PATTERN_TIME_MS, bounded the run; `stalled`: the bound ran out while
 * the process spent less than half of it on the CPU (the runner was busy elsewhere).
 */
type Run =
  | { kind: 'done'; found: number[] }
  | { kind: 'stopped'; at: number; short: boolean; stalled: boolean }

export class IgnoreRules {
  private readonly patterns: readonly IgnorePattern[]
  private readonly job: MatchJob
  /** Made on the first run: a check without patterns makes none. */
  private context: object | undefined
  private readonly clock: Clock
  private readonly deadline: number
  private readonly cpuTime: CpuTime
  /** How long one run may take: PATTERN_TIME_MS (less in a test that needs only some bound). */
  private readonly patternTimeMs: number
  /** Each URL is matched once per check. */
  private readonly known = new Map<string, IgnoreMatch>()
  /** Patterns that ran past the bound, in the order they did. */
  readonly dropped: IgnorePattern[] = []
  /** Timed runs so far (each costs a watchdog thread): what the batches save. */
  runs = 0
  /** The last run's bound, in ms: PATTERN_TIME_MS, or the time left when that was less. */
  lastBound = 0

  constructor(
    patterns: readonly IgnorePattern[],
    clock: Clock,
    deadline: number,
    cpuTime: CpuTime = processCpuTime,
    patternTimeMs = PATTERN_TIME_MS,
  ) {
    this.patterns = patterns
    const regexps = patterns.map((p) => p.regexp)
    this.job = { patterns: regexps, urls: [], from: 0, to: 0, found: [], at: -1 }
    this.clock = clock
    this.deadline = deadline
    this.cpuTime = cpuTime
    this.patternTimeMs = patternTimeMs
  }

  /**
   * Matches a page's URLs ahead of `match`, BATCH_URLS in a run under one bound: a batch that
   * runs out of it (a slow pattern, or the time left) leaves its URLs and the rest to `match`,
   * one URL at a time, which finds the pattern to blame.
   */
  prepare(urls: readonly string[]): void {
    if (this.patterns.length === 0) return
    const fresh = [...new Set(urls)].filter((u) => u.length <= MAX_URL_CHARS && !this.known.has(u))
    for (let start = 0; start < fresh.length; start += BATCH_URLS) {
      const batch = fresh.slice(start, start + BATCH_URLS)
      const run = this.run(batch, 0, this.patterns.length)
      if (run.kind !== 'done') return
      batch.forEach((url, k) => this.known.set(url, this.found(run.found[k] ?? -1)))
    }
  }

  /** The first pattern (in the input's order) that matches `url`; never run on a longer URL. */
  match(url: string): IgnoreMatch {
    if (this.patterns.length === 0 || url.length > MAX_URL_CHARS) return 'none'
    const known = this.known.get(url)
    if (known !== undefined) return known
    if (this.clock.now() >= this.deadline) return 'out-of-time'
    const found = this.search(url)
    if (found !== 'out-of-time') this.known.set(url, found)
    return found
  }

  /**
   * All patterns on one URL in one run. When the run times out, the pattern it was in is tried
   * alone under a fresh bound, so one slow pattern is not blamed for the time of those before
   * it; if it times out alone too, it is dropped, and the rest are tried. A run cut short by the
   * time left says nothing of its pattern: the URL is left undecided (the check is ending).
   */
  private search(url: string): IgnoreMatch {
    const count = this.patterns.length
    let from = 0
    while (from < count) {
      const whole = this.run([url], from, count)
      if (whole.kind === 'done') return this.found(whole.found[0] ?? -1)
      if (whole.short) return 'out-of-time'
      const alone = this.runAlone(url, whole.at)
      if (alone.kind === 'done' && alone.found[0] !== -1) return this.found(whole.at)
      if (alone.kind === 'stopped') {
        if (alone.short) return 'out-of-time'
        this.drop(whole.at)
      }
      from = whole.at + 1
    }
    return 'none'
  }

  /** The pattern at `index` alone on `url`, tried again (at most MAX_STALLS times) after a stall. */
  private runAlone(url: string, index: number): Run {
    let run = this.run([url], index, index + 1)
    for (let stalls = 0; stalls < MAX_STALLS; stalls++) {
      if (run.kind === 'done' || run.short || !run.stalled) break
      run = this.run([url], index, index + 1)
    }
    return run
  }

  private found(index: number): IgnoreMatch {
    return this.patterns[index] ?? 'none'
  }

  /**
   * One run of the script on `urls` and patterns[from..to), bounded by PATTERN_TIME_MS or the
   * time left, whichever is shorter (`short`: the time left was). `stopped`: the timeout ended it
   * (or a pattern threw, which V8 does when its backtracking runs out of stack): `at` was running.
   */
  private run(urls: string[], from: number, to: number): Run {
    const left = Math.floor(this.deadline - this.clock.now())
    const short = left < this.patternTimeMs
    const bound = Math.max(1, Math.min(this.patternTimeMs, left))
    Object.assign(this.job, { urls, from, to, found: [], at: from })
    this.runs++
    this.lastBound = bound
    this.context ??= createContext({ job: this.job })
    const cpu = this.cpuTime()
    try {
      MATCH.runInContext(this.context, { timeout: bound })
      return { kind: 'done', found: this.job.found }
    } catch (error) {
      const stalled = timedOut(error) && this.cpuTime() - cpu < bound / 2
      return { kind: 'stopped', at: this.job.at, short, stalled }
    }
  }

  private drop(index: number): void {
    const pattern = this.patterns[index]
    if (!pattern || this.job.patterns[index] === null) return
    this.job.patterns[index] = null
    this.dropped.push(pattern)
  }
}

/** Whether `error` is the vm's timeout, not a pattern that threw (by its code: any realm's error). */
function timedOut(error: unknown): boolean {
  return errorCode(error) === 'ERR_SCRIPT_EXECUTION_TIMEOUT'
}
