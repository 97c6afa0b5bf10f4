/**
 * Polling benchmark worker: drives src/shared/job-wait.ts's `waitForJob` with a fake clock (sleeps
 * return at once and move time forward) and a fake job API whose job ends at a given time. No real
 * waiting: a 30 min job takes milliseconds. Run by bench/run.ts as
 *   node --import ./test/support/ts-hooks.mjs bench/polling.ts '<json PollingRequest>'
 * and prints one line `RESULT <json PollingCase[]>` (@actions/core's log lines are swallowed).
 *
 * For each job length it measures the job ending exactly then, and (the honest worst case) the
 * job ending anywhere within the poll gap that follows: 60 end times spread over that gap.
 */
import type { Deployment } from '../src/shared/mintlify/deployment-schemas.ts'
import type { AgentJob } from '../src/shared/mintlify/schemas.ts'
import { waitForVerdict } from '../src/shared/deployment/wait.ts'
import { waitForJob } from '../src/shared/job-wait.ts'
import { WaitTimeoutError } from '../src/shared/poll.ts'
import { FakeClock } from '../test/support/fake-clock.ts'
import { recordingLog } from '../test/support/recording-log.ts'

export interface PollingRequest {
  jobs: { label: string; durationMs: number; timeoutMs: number }[]
  pollIntervalMs: number
}

export interface PollingCase {
  label: string
  durationMs: number
  timeoutMs: number
  /** The job ending exactly `durationMs` after it was created. */
  exact: Outcome
  /** Over end times spread across the poll gap after `durationMs`. */
  sweep: { samples: number; worstDelayMs: number; worstAllowedMs: number; maxGets: number }
  /** Every sampled end time noticed within its allowed delay. */
  allWithin: boolean
  /** Any sample (or the exact one) ran into `timeout`. */
  timedOut: boolean
  /**
   * A deployment of the same length, followed by deploy mode: requests (the trigger and every
   * status read), ending exactly then and at worst over the same sweep.
   */
  deployment: { requests: number; maxRequests: number }
}

interface Outcome {
  /** GET polls after the create. */
  gets: number
  timedOut: boolean
  /** Job end to the moment waitForJob returned (fake clock; no network latency in it). */
  delayMs: number
  /** min(poll-interval, max(2 s, 10 % of the job's age when it ended)). */
  allowedMs: number
}

const START = Date.parse('2026-11-21T10:00:00Z')
const SWEEP_SAMPLES = 60

function allowedDelay(ageMs: number, pollIntervalMs: number): number {
  return Math.min(pollIntervalMs, Math.max(2000, ageMs / 10))
}

async function simulate(
  endsAfterMs: number,
  timeoutMs: number,
  pollIntervalMs: number,
): Promise<Outcome> {
  const clock = new FakeClock(START)
  const created = clock.now()
  const endsAt = created + endsAfterMs
  let gets = 0
  const job = (status: string): AgentJob => ({
    id: 'job_bench',
    status,
    prLink: status === 'completed' ? 'https://github.com/acme/docs/pull/1' : null,
  })
  const api = {
    getJob: async (): Promise<AgentJob> => {
      gets++
      if (gets > 100_000) throw new Error('runaway polling')
      return job(clock.now() >= endsAt ? 'completed' : 'active')
    },
  }
  let timedOut = false
  try {
    await waitForJob(job('active'), {
      api,
      projectId: 'proj_bench',
      pollIntervalMs,
      deadline: created + timeoutMs,
      clock,
      log: recordingLog(),
      onJob: () => undefined,
    })
  } catch (err) {
    if (!(err instanceof WaitTimeoutError)) throw err
    timedOut = true
  }
  return {
    gets,
    timedOut,
    delayMs: clock.now() - endsAt,
    allowedMs: allowedDelay(endsAfterMs, pollIntervalMs),
  }
}

/** Requests deploy mode sends for a deployment ending `endsAfterMs` after it was queued. */
async function simulateDeployment(
  endsAfterMs: number,
  timeoutMs: number,
  pollIntervalMs: number,
): Promise<number> {
  const clock = new FakeClock(START)
  const endsAt = clock.now() + endsAfterMs
  let gets = 0
  const api = {
    getDeploymentStatus: async (): Promise<Deployment> => {
      gets++
      if (gets > 100_000) throw new Error('runaway polling')
      return { status: clock.now() >= endsAt ? 'success' : 'in_progress' }
    },
  }
  try {
    await waitForVerdict(
      {
        statusId: 'st_bench',
        noun: 'Deployment',
        pollIntervalMs,
        justQueued: true,
        onDeployment: () => undefined,
      },
      {
        api,
        clock,
        deadline: clock.now() + timeoutMs,
        signal: new AbortController().signal,
        log: recordingLog(),
      },
    )
  } catch (err) {
    if (!(err instanceof WaitTimeoutError)) throw err
  }
  // The trigger, then every status read.
  return gets + 1
}

async function measure(request: PollingRequest): Promise<PollingCase[]> {
  const out: PollingCase[] = []
  for (const { label, durationMs, timeoutMs } of request.jobs) {
    const exact = await simulate(durationMs, timeoutMs, request.pollIntervalMs)
    // The gap that follows a poll at about `durationMs`: a job ending just after that poll
    // waits the whole gap. Sample end times across it (and a little beyond).
    const gap = Math.min(request.pollIntervalMs, Math.max(2000, durationMs / 10))
    let worstDelayMs = -Infinity
    let worstAllowedMs = 0
    let maxGets = exact.gets
    let allWithin = !exact.timedOut && exact.delayMs <= exact.allowedMs
    let timedOut = exact.timedOut
    const deployment = {
      requests: await simulateDeployment(durationMs, timeoutMs, request.pollIntervalMs),
      maxRequests: 0,
    }
    deployment.maxRequests = deployment.requests
    for (let i = 1; i <= SWEEP_SAMPLES; i++) {
      const endsAfter = durationMs + Math.round((i * 1.2 * gap) / SWEEP_SAMPLES)
      const o = await simulate(endsAfter, timeoutMs, request.pollIntervalMs)
      deployment.maxRequests = Math.max(
        deployment.maxRequests,
        await simulateDeployment(endsAfter, timeoutMs, request.pollIntervalMs),
      )
      maxGets = Math.max(maxGets, o.gets)
      timedOut ||= o.timedOut
      if (o.timedOut || o.delayMs > o.allowedMs) allWithin = false
      if (o.delayMs > worstDelayMs) {
        worstDelayMs = o.delayMs
        worstAllowedMs = o.allowedMs
      }
    }
    out.push({
      label,
      durationMs,
      timeoutMs,
      exact,
      sweep: { samples: SWEEP_SAMPLES, worstDelayMs, worstAllowedMs, maxGets },
      allWithin,
      timedOut,
      deployment,
    })
  }
  return out
}

const request = JSON.parse(process.argv[2] ?? '{}') as PollingRequest
const write = process.stdout.write.bind(process.stdout)
// @actions/core prints `Job ...: active after ...` lines and warnings: not part of the result.
process.stdout.write = (() => true) as typeof process.stdout.write
let result: PollingCase[]
try {
  result = await measure(request)
} finally {
  process.stdout.write = write
}
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`)
