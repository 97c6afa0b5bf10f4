/**
 * Outputs, cancelled triggers and over-long ids, end to end against the simulator (issue 23,
 * items 9 to 11): GITHUB_OUTPUT stays small however long the build log grows, a run cancelled
 * after its trigger left says what may be queued, and an id input too long for a request path
 * is refused by the input check, in one short line, before any request.
 *
 * The bundle runs as a process where the process is the subject: the GITHUB_OUTPUT file and a
 * stdout pipe drained before exit, and SIGINT while the trigger is in flight. The other runs are
 * the action's own wiring in this process on a FakeClock, cancelled through the run's signal.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cancelAfter, errorsOf, useSimulator, warningsOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import type { InProcessOptions } from '../../support/in-process.ts'
import type { RunActionResult } from '../../support/run-action.ts'

/** The documented bound of one output (README, "Outputs"). */
const OUTPUT_MAX_BYTES = 64 * 1024
const fast = { 'poll-interval': '200ms' }

/** How many times each output name was written to the raw GITHUB_OUTPUT file. */
function writesByName(result: RunActionResult): { bytes: number; counts: Map<string, number> } {
  const text = readFileSync(result.env.GITHUB_OUTPUT!, 'utf8')
  const counts = new Map<string, number>()
  for (const line of text.split('\n')) {
    const heredoc = /^([a-z-]+)<<ghadelimiter_[0-9a-f-]+$/.exec(line)
    if (heredoc) counts.set(heredoc[1]!, (counts.get(heredoc[1]!) ?? 0) + 1)
  }
  return { bytes: Buffer.byteLength(text), counts }
}

/**
 * Cancels an in-process run as the runner's SIGINT does (through the run's signal), `delayMs`
 * after the first log line matching `predicate` (at once for 0).
 */
function cancelOn(predicate: RegExp, delayMs: number): Partial<InProcessOptions> {
  const cancellation = new AbortController()
  let seen = false
  return {
    clock: new FakeClock(),
    signal: cancellation.signal,
    onLogLine: (line) => {
      if (seen || !predicate.test(line)) return
      seen = true
      if (delayMs === 0) cancellation.abort()
      else setTimeout(() => cancellation.abort(), delayMs)
    },
  }
}

/** Exit 1 with one `::error::` line and no stack trace; returns the line. */
function oneError(result: RunActionResult, cancelled = false): string {
  if (cancelled) {
    expect(result.code === 1 || (result.code === null && result.signal === 'SIGTERM')).toBe(true)
  } else {
    expect(result.code).toBe(1)
  }
  const errors = errorsOf(result)
  expect(errors).toHaveLength(1)
  expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /)
  return errors[0]!
}

describe('action: outputs, cancelled triggers and over-long ids', () => {
  describe('GITHUB_OUTPUT under a growing multi-MiB build log', () => {
    const ctx = useSimulator({
      // Four polls in progress, each adding 800 kB of build log: 3.2 MB in the last answer.
      deploymentScript: [
        { status: 'queued', polls: 1 },
        { status: 'in_progress', polls: 4 },
        { status: 'success' },
      ],
      progressLogBytes: 800_000,
    })

    it('writes each output once (status once per change), the deployment as valid JSON within the bound', async () => {
      // Spawned: what is tested is the GITHUB_OUTPUT file and a stdout pipe drained before exit.
      const result = await ctx.run({ mode: 'deploy', ...fast }, { timeoutMs: 30_000 })
      expect(result.code).toBe(0)
      expect(errorsOf(result)).toEqual([])
      const statusId = result.outputs['status-id']!
      const full = ctx.sim.deployments.get(statusId)!
      expect(full.logs.length).toBeGreaterThan(15_000)
      expect(Buffer.byteLength(JSON.stringify(full.logs))).toBeGreaterThan(3 * 1024 ** 2)

      const { bytes, counts } = writesByName(result)
      // Before: the whole status with its log at every poll (over 8 MB here).
      expect(bytes).toBeLessThan(OUTPUT_MAX_BYTES + 4096)
      expect(Object.fromEntries(counts)).toEqual({
        status: 3, // queued, in_progress, success: once per change
        'status-id': 1,
        subdomain: 1,
        'commit-sha': 1,
        deployment: 1,
      })

      const deployment = result.outputs.deployment!
      expect(Buffer.byteLength(deployment)).toBeLessThanOrEqual(OUTPUT_MAX_BYTES)
      const parsed = JSON.parse(deployment) as {
        _id: string
        status: string
        logs: string[]
        logsTruncated: boolean
        logsOmitted: number
      }
      expect(parsed).toMatchObject({ _id: statusId, status: 'success', logsTruncated: true })
      // The last lines, and a count of the ones left out.
      expect(parsed.logs.at(-1)).toBe(full.logs.at(-1))
      expect(parsed.logs.length + parsed.logsOmitted).toBe(full.logs.length)
      // The shortening is the deployment's own, not the backstop's: no warning.
      expect(warningsOf(result)).toEqual([])
      // The whole log is in the step log, and the summary stays small.
      expect(result.stdout).toContain(`│ ${full.logs.at(-3)!}`)
      expect(result.stdout).toContain(`Deployment log (${full.logs.length} lines)`)
      // All of it: the step does not exit before stdout, a pipe, has drained.
      expect(result.stdout).toContain(`│ ${full.logs.at(-1)!}`)
      expect(result.commands.filter((c) => c.command === 'notice')).toHaveLength(1)
      expect(Buffer.byteLength(result.summary)).toBeLessThan(64 * 1024)
    })
  })

  describe('SIGINT after the trigger left', () => {
    const ctx = useSimulator({ deployScenario: 'slow' })

    it('deploy: the request reached the server, no answer yet: says a deployment may be queued', async () => {
      // Spawned: the runner's SIGINT (then SIGTERM) into the bundle while the trigger is held.
      // The server queues the deployment at once and holds its answer for 10 s.
      ctx.sim.fault({ route: 'deploy', delayMs: 10_000 })
      const result = await ctx.run(
        { mode: 'deploy', ...fast },
        { onStdoutLine: cancelAfter(/Queueing the deployment/, 1, 300, 50) },
      )
      expect(result.durationMs).toBeLessThan(7000)
      const message = oneError(result, true)
      expect(message).toBe(
        'The run was cancelled while queueing the deployment; the request may have reached the server, so a deployment may or may not be queued: check the dashboard before running again.',
      )
      // It was queued: the case the sentence is for.
      expect(ctx.sim.deployments.size).toBe(1)
      expect(ctx.sim.requests.filter((r) => r.route === 'deploy')).toHaveLength(1)
    })

    it('deploy: once the id is known, names it and how to wait for it', async () => {
      const result = await ctx.runInProcess(
        { mode: 'deploy', ...fast },
        cancelOn(/^Deployment [0-9a-f]{24} is queued\./, 0),
      )
      const message = oneError(result)
      const statusId = result.outputs['status-id']!
      expect(statusId).toMatch(/^[0-9a-f]{24}$/)
      expect(message).toBe(
        `The run was cancelled after the deployment was queued. Deployment ${statusId} may still finish: wait for it with \`status-id: ${statusId}\`.`,
      )
    })

    it('preview: says a preview may be queued', async () => {
      ctx.sim.fault({ route: 'preview', delayMs: 10_000 })
      const result = await ctx.runInProcess(
        { mode: 'preview', branch: 'docs/cancelled', ...fast },
        cancelOn(/Queueing the preview/, 300),
      )
      const message = oneError(result)
      expect(message).toMatch(
        /^The run was cancelled while queueing the preview; .*a preview may or may not be queued: check the dashboard/,
      )
      expect(ctx.sim.deployments.size).toBe(1)
    })

    it('automation: says the automation may be running; once queued, names the run and its job', async () => {
      ctx.sim.fault({ route: 'automation', delayMs: 10_000 })
      const held = await ctx.runInProcess(
        { mode: 'automation', 'automation-id': 'auto-docs-sync', ...fast },
        cancelOn(/Running automation auto-docs-sync/, 300),
      )
      expect(oneError(held)).toBe(
        'Running automation auto-docs-sync failed: the run was cancelled after the request was sent; the request may have reached the server, so the automation may or may not be running (each run spends credits): check Automation Runs on the dashboard before running again.',
      )
      expect(ctx.sim.automationRuns).toHaveLength(1)

      ctx.sim.reset()
      const waiting = await ctx.runInProcess(
        { mode: 'automation', 'automation-id': 'auto-docs-sync', ...fast },
        cancelOn(/run [0-9a-f]{24} is queued as job/, 0),
      )
      const message = oneError(waiting)
      const instanceId = waiting.outputs['instance-id']!
      const jobId = waiting.outputs['job-id']!
      expect(message).toBe(
        `The run was cancelled after automation run ${instanceId} was queued; it keeps running as job ${jobId}: follow it on the dashboard's Automation Runs page, or wait for it in agent mode with \`job-id: ${jobId}\`.`,
      )
    })
  })

  describe('over-long ids', () => {
    const ctx = useSimulator()

    it.each([
      ['status-id', { mode: 'deploy' }],
      ['status-id', { mode: 'preview', branch: 'docs/x' }],
      ['automation-id', { mode: 'automation' }],
      ['project-id', { mode: 'automation', 'automation-id': 'auto-docs-sync' }],
      ['job-id', { prompt: 'Fix it' }],
    ])(
      'a %s of 129 and 10,000 characters: refused naming the input, no request, one short line',
      async (input, inputs) => {
        for (const length of [129, 10_000]) {
          const result = await ctx.runInProcess(
            { 'automation-id': 'auto-docs-sync', ...inputs, ...fast, [input]: 'a'.repeat(length) },
            { clock: new FakeClock() },
          )
          const message = oneError(result)
          expect(message).toMatch(
            new RegExp(`^Input \`${input}\` must be an id of 1 to 128 letters, digits and`),
          )
          expect(message).toContain(`… (${length} characters).`)
          expect(message.length).toBeLessThan(300)
          // No line of the log quotes the whole id either.
          for (const line of result.stdout.split('\n')) expect(line.length).toBeLessThan(1000)
          expect(ctx.sim.requests).toEqual([])
        }
      },
    )
  })
})
