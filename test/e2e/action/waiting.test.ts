/**
 * What a person watching the log sees during every wait of the action (issue 37, item 4): the
 * agent's job, an automation's job, a deployment's and a preview's build, a static export and
 * its bundle. Each wait logs a line at least every 60 s, with the elapsed time and the status
 * last read, whether or not it changed (`Still <status> after <elapsed> (<what>)`), and its
 * progress lines come no more often than every 15 s; they are in the log only, and nothing of
 * the wait is written after it ends. The waits run the default `poll-interval` (10 s) for the
 * simulated 4 to 25 minutes, in this process on a FakeClock: each log line is taken with the
 * fake time it was written at.
 */
import { describe, expect, it } from 'vitest'
import { formatDuration } from '../../../src/shared/durations.ts'
import { useSimulator } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { InProcessOptions } from '../../support/in-process.ts'
import {
  eventRunner,
  pullRequestEvent,
  useGitHub,
  type GitHubContext,
} from '../../support/issue-fixtures.ts'
import type { RunActionResult } from '../../support/run-action.ts'
import { FAST_EXPORT_INPUTS } from '../../support/static-export.ts'

/** A log line and the seconds since the run began at which it was written. */
interface Timed {
  at: number
  text: string
}

/** A clock and the options that take every log line but debug lines with its time on it. */
function watch(): { clock: FakeClock; lines: Timed[]; options: Partial<InProcessOptions> } {
  const clock = new FakeClock()
  const start = clock.now()
  const lines: Timed[] = []
  const onLogLine = (text: string): void => {
    // Debug lines (the harness turns step debugging on) are not what a user watches.
    if (!text.startsWith('::debug::')) lines.push({ at: (clock.now() - start) / 1000, text })
  }
  return { clock, lines, options: { clock, onLogLine } }
}

const PROGRESS = /^Still (.+) after (.+) \((.+)\)$/

/** A wait as its lines name it: `<noun> <id>: <from> after …` to `<noun> <id>: <to> after …`. */
interface Wait {
  noun: string
  id: string
  /** Regular expressions' sources: the first status line's status, and the last's. */
  from: string
  to: string
  /** What its progress lines name: `<noun> <id>` in lower case unless given. */
  subject?: string
}

/**
 * The wait, from its first status line to its last: no 60 s without a line, progress lines at
 * least 15 s apart, each saying the elapsed time truly and what is waited for; after the wait,
 * not one progress line of it, and no timer left on the clock. Returns its lines.
 */
function expectWatched(watched: ReturnType<typeof watch>, waited: Wait): Timed[] {
  const { lines, clock } = watched
  const { noun, id } = waited
  const subject = waited.subject ?? `${noun.toLowerCase()} ${id}`
  const first = new RegExp(`^${noun} ${id}: ${waited.from} after`)
  const last = new RegExp(`^${noun} ${id}: ${waited.to} after`)
  const from = lines.findIndex((line) => first.test(line.text))
  const to = lines.findIndex((line) => last.test(line.text))
  expect(from, 'the first line of the wait').toBeGreaterThanOrEqual(0)
  expect(to, 'the last line of the wait').toBeGreaterThan(from)
  const wait = lines.slice(from, to + 1)
  const gaps = (some: Timed[]) => some.slice(1).map((line, n) => line.at - some[n]!.at)
  expect(Math.max(...gaps(wait))).toBeLessThanOrEqual(60)
  const progress = wait.filter((line) => PROGRESS.test(line.text))
  expect(progress.length).toBeGreaterThan(0)
  expect(Math.min(...gaps(progress))).toBeGreaterThanOrEqual(15)
  for (const line of progress) {
    const [, , elapsed, what] = PROGRESS.exec(line.text)!
    expect(elapsed).toBe(formatDuration(line.at * 1000))
    expect(what).toBe(subject)
  }
  const after = lines.slice(to + 1).filter((line) => PROGRESS.exec(line.text)?.[3] === subject)
  expect(after).toEqual([])
  expect(clock.timers).toEqual([])
  return wait
}

/** The progress lines are in the log only: not in the summary, an output or a comment. */
function expectLogOnly(result: RunActionResult, gh?: GitHubContext): void {
  expect(result.summary).not.toMatch(/Still \S+ after/)
  expect(JSON.stringify(result.outputs)).not.toMatch(/Still \S+ after/)
  for (const comment of gh?.api.comments.values() ?? []) {
    expect(comment.body).not.toMatch(/Still \S+ after/)
  }
}

/** The lines of `wait` as text, from the `n`th on. */
const texts = (wait: Timed[], n = 0, count = 4) => wait.slice(n, n + count).map((l) => l.text)

describe('waiting: the agent job and the automation job', () => {
  const ctx = useSimulator({
    automations: {
      'auto-long': { jobScript: [{ status: 'active', polls: 60 }, { status: 'completed' }] },
    },
  })

  it('a 25-minute agent job: a line every 15 s of quiet, with its status and the time', async () => {
    const watched = watch()
    // 166 polls at the default `poll-interval` (10 s): about 25 minutes.
    const result = await ctx.runInProcess(
      { prompt: 'Document it [sim:polls=166]' },
      watched.options,
    )
    expect(result.code).toBe(0)
    const jobId = result.outputs['job-id'] ?? ''
    const wait = expectWatched(watched, { noun: 'Job', id: jobId, from: 'active', to: 'completed' })
    expect(texts(wait)).toEqual([
      `Job ${jobId}: active after 0.0 s`,
      `Still active after 15.0 s (job ${jobId})`,
      `Still active after 30.0 s (job ${jobId})`,
      `Still active after 45.0 s (job ${jobId})`,
    ])
    expect(texts(wait, wait.length - 2, 2)).toEqual([
      expect.stringMatching(new RegExp(`^Still active after 2[45] min \\d+ s \\(job ${jobId}\\)$`)),
      expect.stringMatching(new RegExp(`^Job ${jobId}: completed after 25 min \\d+ s$`)),
    ])
    expectLogOnly(result)
  })

  it("an automation's job: the same lines", async () => {
    const watched = watch()
    const result = await ctx.runInProcess(
      { mode: 'automation', 'automation-id': 'auto-long' },
      watched.options,
    )
    expect(result.code).toBe(0)
    const jobId = result.outputs['job-id'] ?? ''
    const wait = expectWatched(watched, { noun: 'Job', id: jobId, from: 'active', to: 'completed' })
    expect(texts(wait, 0, 2)).toEqual([
      `Job ${jobId}: active after 0.0 s`,
      `Still active after 15.0 s (job ${jobId})`,
    ])
    expectLogOnly(result)
  })
})

describe('waiting: a deployment and a preview build', () => {
  const BRANCH = 'docs/new-quickstart'
  const script = [
    { status: 'queued', polls: 10 },
    { status: 'in_progress', polls: 40 },
    { status: 'success' },
  ]
  const ctx = useSimulator({ deploymentScript: script, previewScripts: { [BRANCH]: script } })
  const gh = useGitHub({ pullRequests: [7] })

  it('a slow deployment: its queue and its build, each repeated while it lasts', async () => {
    const watched = watch()
    const result = await ctx.runInProcess({ mode: 'deploy' }, watched.options)
    expect(result.code).toBe(0)
    const id = result.outputs['status-id'] ?? ''
    const wait = expectWatched(watched, {
      noun: 'Deployment',
      id,
      from: 'queued',
      to: 'success',
    })
    expect(texts(wait, 0, 3)).toEqual([
      `Deployment ${id}: queued after 0.0 s`,
      `Still queued after 15.0 s (deployment ${id})`,
      expect.stringMatching(new RegExp(`^Deployment ${id}: in_progress after \\d+\\.0 s$`)),
    ])
    expect(wait.filter((line) => line.text.startsWith('Still in_progress')).length).toBeGreaterThan(
      5,
    )
    expectLogOnly(result)
  })

  it("a preview's build: the same lines in the log, none in the pull request's comment", async () => {
    const watched = watch()
    const run = eventRunner(ctx, gh, 'in-process')
    const result = await run(
      pullRequestEvent(),
      { mode: 'preview', check: 'off', 'poll-interval': '10s' },
      watched.options,
    )
    expect(result.code).toBe(0)
    const id = result.outputs['status-id'] ?? ''
    const wait = expectWatched(watched, { noun: 'Preview', id, from: 'queued', to: 'success' })
    expect(texts(wait, 0, 2)).toEqual([
      `Preview ${id}: queued after 0.0 s`,
      `Still queued after 15.0 s (preview ${id})`,
    ])
    expect(gh.api.comments.size).toBe(1)
    expectLogOnly(result, gh)
  })
})

describe('waiting: a static export and its bundle', () => {
  const ctx = useSimulator({
    staticExport: {
      script: [
        { status: 'queued', progress: 0, pageCount: 0, polls: 10 },
        { status: 'running', progress: 40, pageCount: 17, polls: 30 },
        { status: 'completed', progress: 100, pageCount: 42 },
      ],
    },
  })

  it('the job, then the bundle the API is not ready to give (409): both waits say where they are', async () => {
    ctx.sim.staticExports.bundleConflicts = 12
    const watched = watch()
    const result = await ctx.runInProcess(
      { ...FAST_EXPORT_INPUTS, 'poll-interval': '10s' },
      watched.options,
    )
    expect(result.code).toBe(0)
    const id = result.outputs['export-id'] ?? ''
    const job = expectWatched(watched, {
      noun: 'Export',
      id,
      from: 'queued, 0%, 0 pages',
      to: 'completed, 100%, 42 pages',
    })
    expect(texts(job, 0, 3)).toEqual([
      `Export ${id}: queued, 0%, 0 pages after 0.0 s`,
      `Still queued after 15.0 s (export ${id})`,
      expect.stringMatching(new RegExp(`^Export ${id}: running, 40%, 17 pages after \\d+\\.0 s$`)),
    ])
    const bundle = expectWatched(watched, {
      noun: 'Export',
      id,
      from: '.*the bundle is not ready yet \\(HTTP 409\\)',
      to: '.*the bundle is ready',
      subject: `the bundle of export ${id}`,
    })
    expect(texts(bundle, 1, 1)).toEqual([
      expect.stringMatching(
        new RegExp(`^Still not ready after \\d+ min \\d+ s \\(the bundle of export ${id}\\)$`),
      ),
    ])
    expectLogOnly(result)
  })
})
