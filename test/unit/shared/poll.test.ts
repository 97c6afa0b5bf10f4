import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/shared/mintlify/errors.ts'
import {
  pollDelay,
  progressGap,
  waitFor,
  WaitTimeoutError,
  type Waited,
} from '../../../src/shared/poll.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { recordingLog, type RecordingLog } from '../../support/recording-log.ts'

let log: RecordingLog
beforeEach(() => {
  log = recordingLog()
})
const logged = () => log.lines()
const warnings = () => logged().filter((line) => line.startsWith('::warning::'))
const infos = () => logged().filter((line) => !line.startsWith('::'))

interface Thing {
  status: string
  progress?: number
}

const THING: Waited<Thing> = {
  noun: 'Thing',
  id: 'th_1',
  known: new Set(['queued', 'running', 'done', 'broken']),
  ending: new Set(['done', 'broken']),
  resume: { input: 'export-id', does: 'pick it up' },
}

/** Reads answered from a script, the last answer repeating; an Error is thrown. */
function scripted(...answers: (Thing | Error)[]) {
  const read = { count: 0 }
  const get = async (): Promise<Thing> => {
    const answer = answers[Math.min(read.count++, answers.length - 1)]!
    if (answer instanceof Error) throw answer
    return answer
  }
  return { read, get }
}

function wait(
  clock: FakeClock,
  script: ReturnType<typeof scripted>,
  extra: Partial<Parameters<typeof waitFor<Thing>>[1]> = {},
  waited: Waited<Thing> = THING,
) {
  const seen: Thing[] = []
  const promise = waitFor(waited, {
    clock,
    log,
    pollIntervalMs: 10_000,
    deadline: clock.now() + 30 * 60_000,
    get: script.get,
    onValue: (thing) => seen.push(thing),
    ...extra,
  })
  return { promise, seen }
}

const timedOutRead = () =>
  new ApiError('no complete response within 0.0 s', { kind: 'timeout', operation: 'Getting th_1' })

describe('waitFor: statuses', () => {
  it('reads until an ending status, handing on every value read and logging each change once', async () => {
    const clock = new FakeClock()
    const script = scripted({ status: 'running' }, { status: 'running' }, { status: 'done' })
    const { promise, seen } = wait(clock, script, { first: { status: 'queued' } })
    expect(await promise).toEqual({ status: 'done' })
    expect(script.read.count).toBe(3)
    expect(seen.map((thing) => thing.status)).toEqual(['running', 'running', 'done'])
    expect(clock.sleeps).toEqual([2000, 2000, 2000])
    expect(infos()).toEqual([
      'Thing th_1: queued after 0.0 s',
      'Thing th_1: running after 2.0 s',
      'Thing th_1: done after 6.0 s',
    ])
    expect(warnings()).toEqual([])
  })

  it('without a value in hand, reads one at once; a first value that ends the wait ends it', async () => {
    const clock = new FakeClock()
    const script = scripted({ status: 'broken' })
    const { promise, seen } = wait(clock, script)
    expect(await promise).toEqual({ status: 'broken' })
    expect(script.read.count).toBe(1)
    expect(seen).toEqual([{ status: 'broken' }])
    expect(clock.sleeps).toEqual([])
  })

  it('logs what `describe` says, and counts durations from `startedAt`', async () => {
    const clock = new FakeClock()
    const startedAt = clock.now() - 5_000
    const script = scripted({ status: 'running', progress: 10 }, { status: 'done', progress: 100 })
    const describe = (thing: Thing) => `${thing.status}, ${thing.progress ?? 0}%`
    const { promise } = wait(
      clock,
      script,
      { first: { status: 'running', progress: 0 }, startedAt },
      { ...THING, describe },
    )
    await promise
    expect(infos()).toEqual([
      'Thing th_1: running, 0% after 5.0 s',
      'Thing th_1: running, 10% after 7.0 s',
      'Thing th_1: done, 100% after 9.0 s',
    ])
  })

  it('a status the API does not document: warned about once, waited through', async () => {
    const clock = new FakeClock()
    const script = scripted(
      { status: 'skipped' },
      { status: 'paused' },
      { status: 'skipped' },
      { status: 'done' },
    )
    const { promise } = wait(
      clock,
      script,
      { first: { status: 'skipped' } },
      {
        ...THING,
        unknownNote: 'the dashboard says so',
      },
    )
    expect(await promise).toEqual({ status: 'done' })
    expect(warnings()).toEqual([
      '::warning::Thing th_1 reports the status "skipped", which the API does not document (the dashboard says so); treating it as not finished and waiting until `timeout`.',
      '::warning::Thing th_1 reports the status "paused", which the API does not document (the dashboard says so); treating it as not finished and waiting until `timeout`.',
    ])
  })

  it('an ending status ends the wait only when `counts` says so', async () => {
    const clock = new FakeClock()
    const script = scripted({ status: 'done', progress: 1 }, { status: 'done', progress: 2 })
    const { promise } = wait(clock, script, {
      first: { status: 'done', progress: 0 },
      counts: (thing) => (thing.progress ?? 0) >= 2,
    })
    expect(await promise).toEqual({ status: 'done', progress: 2 })
    expect(script.read.count).toBe(2)
  })
})

describe('waitFor: timeout', () => {
  it('at `timeout`: what, id, last status and the input that resumes it, in one sentence', async () => {
    const clock = new FakeClock()
    const { promise } = wait(clock, scripted({ status: 'running' }), {
      first: { status: 'queued' },
      deadline: clock.now() + 50_000,
    })
    const error = await promise.catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(WaitTimeoutError)
    expect(error).toMatchObject({ what: 'thing', id: 'th_1', lastStatus: 'running' })
    expect((error as Error).message).toBe(
      'Timed out after 50.0 s waiting for thing th_1 (last status: running); the thing may still finish: raise `timeout`, or pick it up in a later step with `export-id: th_1`.',
    )
    // No read was started that could not end before the deadline: the wait ends on it.
    expect(clock.now()).toBe(Date.parse('2026-11-21T10:00:50Z'))
  })

  it('a read cut short at `timeout` is the wait timing out, naming the last status seen', async () => {
    const clock = new FakeClock()
    const script = scripted({ status: 'running' }, timedOutRead())
    const error = await wait(clock, script, { first: { status: 'queued' } }).promise.catch(
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(WaitTimeoutError)
    expect((error as Error).message).toMatch(/^Timed out after 4\.0 s .*\(last status: running\)/)
  })

  it('a timeout before anything was read: the last status is unknown', async () => {
    const clock = new FakeClock()
    const error = await wait(clock, scripted(timedOutRead())).promise.catch(
      (thrown: unknown) => thrown,
    )
    expect(error).toMatchObject({ lastStatus: 'unknown' })
  })

  it('any other failed read is passed on as it is', async () => {
    const clock = new FakeClock()
    for (const kind of ['aborted', 'http', 'network'] as const) {
      const failure = new ApiError('no', { kind, operation: 'Getting th_1' })
      const script = scripted({ status: 'running' }, failure)
      await expect(wait(clock, script, { first: { status: 'queued' } }).promise).rejects.toBe(
        failure,
      )
    }
  })
})

describe('waitFor: cancellation', () => {
  it('stops at once when the run is cancelled, reading nothing more', async () => {
    const clock = new FakeClock()
    const controller = new AbortController()
    const script = scripted({ status: 'running' })
    const { promise } = wait(clock, script, {
      first: { status: 'queued' },
      signal: controller.signal,
      onValue: () => controller.abort(new Error('cancelled by SIGINT')),
    })
    await expect(promise).rejects.toThrow('cancelled by SIGINT')
    expect(script.read.count).toBe(1)
  })
})

/** The info lines written, each with the seconds since the clock's start it was written at. */
function timedInfos(clock: FakeClock): { lines: () => [number, string][] } {
  const start = clock.now()
  const lines: [number, string][] = []
  log = recordingLog((line) => {
    if (!line.startsWith('::')) lines.push([(clock.now() - start) / 1000, line])
  })
  return { lines: () => lines }
}

/** The gaps, in seconds, between lines written one after another. */
const gaps = (lines: [number, string][]) => lines.slice(1).map(([at], n) => at - lines[n]![0])
const progressOnly = (lines: [number, string][]) => lines.filter(([, line]) => /^Still /.test(line))

/** Reads that answer `status` until `ms` have passed on `clock`, then `done`; counted. */
function statusFor(clock: FakeClock, ms: number, status: string) {
  const start = clock.now()
  const read = { count: 0 }
  const get = async (): Promise<Thing> => {
    read.count++
    return { status: clock.now() - start >= ms ? 'done' : status }
  }
  return { read, get }
}

describe('waitFor: progress lines while the status stays the same', () => {
  it('a 25-minute wait logs its status with the elapsed time at least every 60 s, never more often than every 15 s', async () => {
    const clock = new FakeClock()
    const timed = timedInfos(clock)
    const script = statusFor(clock, 25 * 60_000, 'running')
    const { promise } = wait(clock, script, { first: { status: 'queued' }, pollIntervalMs: 10_000 })
    await promise
    const lines = timed.lines()
    expect(lines.slice(0, 4)).toEqual([
      [0, 'Thing th_1: queued after 0.0 s'],
      [2, 'Thing th_1: running after 2.0 s'],
      [17, 'Still running after 17.0 s (thing th_1)'],
      [32, 'Still running after 32.0 s (thing th_1)'],
    ])
    expect(lines.at(-2)?.[1]).toMatch(/^Still running after 24 min \d+ s \(thing th_1\)$/)
    expect(lines.at(-1)?.[1]).toMatch(/^Thing th_1: done after 25 min \d+ s$/)
    expect(Math.max(...gaps(lines))).toBeLessThanOrEqual(60)
    expect(Math.min(...gaps(progressOnly(lines)))).toBeGreaterThanOrEqual(15)
    // The lines repeat what was read: each read follows a gap of the poll schedule, none more.
    expect(script.read.count).toBe(clock.sleeps.length)
  })

  it('`poll-interval: 5m`: a line every 60 s, whatever the gaps between reads, and no extra read', async () => {
    const clock = new FakeClock()
    const timed = timedInfos(clock)
    const script = statusFor(clock, 10 * 60_000, 'running')
    const { promise } = wait(clock, script, {
      first: { status: 'running' },
      pollIntervalMs: 300_000,
    })
    await promise
    expect(script.read.count).toBe(clock.sleeps.length)
    const lines = timed.lines()
    expect(progressOnly(lines).map(([at]) => at)).toEqual([
      60, 120, 180, 240, 300, 360, 420, 480, 540, 600,
    ])
    expect(Math.max(...gaps(lines))).toBeLessThanOrEqual(60)
  })

  it('a read that hangs (a long retry inside it) does not silence the lines', async () => {
    const clock = new FakeClock()
    const timed = timedInfos(clock)
    let reads = 0
    const { promise } = wait(clock, scripted({ status: 'done' }), {
      first: { status: 'running' },
      get: async (signal) => {
        if (reads++ === 0) await clock.sleep(200_000, signal)
        return { status: reads > 1 ? 'done' : 'running' }
      },
    })
    await promise
    const lines = timed.lines()
    expect(lines.map(([at]) => at).filter((at) => at > 2 && at < 202)).toEqual([
      15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180, 195,
    ])
    expect(progressOnly(lines)[0]).toEqual([15, 'Still running after 15.0 s (thing th_1)'])
  })

  it('a status change is logged when it comes, a progress line only after 15 quiet seconds', async () => {
    const clock = new FakeClock()
    const timed = timedInfos(clock)
    // Polls every 200 ms; the status changes on the 100th read, 20 s in.
    const reads = { count: 0 }
    const { promise } = wait(clock, scripted({ status: 'done' }), {
      first: { status: 'queued' },
      pollIntervalMs: 200,
      get: async () => ({
        status: ++reads.count < 100 ? 'queued' : reads.count < 101 ? 'running' : 'done',
      }),
    })
    await promise
    expect(timed.lines()).toEqual([
      [0, 'Thing th_1: queued after 0.0 s'],
      [15, 'Still queued after 15.0 s (thing th_1)'],
      [20, 'Thing th_1: running after 20.0 s'],
      [20.2, 'Thing th_1: done after 20.2 s'],
    ])
  })

  it('the lines say what `subject` names, and the status as one bounded line', async () => {
    const clock = new FakeClock()
    const timed = timedInfos(clock)
    const status = `not\nready ${'x'.repeat(300)}`
    const script = statusFor(clock, 40_000, status)
    const { promise } = wait(
      clock,
      script,
      { first: { status }, pollIntervalMs: 30_000 },
      {
        ...THING,
        known: new Set([status, 'done']),
        subject: 'the bundle of thing th_1',
        describe: () => 'x',
      },
    )
    await promise
    const [, line] = progressOnly(timed.lines())[0]!
    expect(line).toMatch(/^Still not ready x+… after 30\.0 s \(the bundle of thing th_1\)$/)
    expect(line.length).toBeLessThan(160)
  })

  it('the gap between progress lines is poll-interval, within 15 s and 60 s', () => {
    expect(progressGap(200)).toBe(15_000)
    expect(progressGap(10_000)).toBe(15_000)
    expect(progressGap(30_000)).toBe(30_000)
    expect(progressGap(300_000)).toBe(60_000)
  })
})

describe('waitFor: progress lines end with the wait', () => {
  /** A wait of a thing `running` forever, ended by `end`; what was written after it ended. */
  async function endedBy(
    end: 'done' | 'timeout' | 'cancelled' | 'failed read',
  ): Promise<{ timers: number; after: string[] }> {
    const clock = new FakeClock()
    const timed = timedInfos(clock)
    const controller = new AbortController()
    let reads = 0
    const { promise } = wait(clock, scripted({ status: 'running' }), {
      first: { status: 'running' },
      deadline: clock.now() + 120_000,
      signal: controller.signal,
      get: async () => {
        if (++reads < 10) return { status: 'running' }
        if (end === 'done') return { status: 'done' }
        if (end === 'cancelled') controller.abort(new Error('cancelled by SIGINT'))
        if (end === 'failed read') throw new ApiError('no', { kind: 'http', operation: 'x' })
        return { status: 'running' }
      },
    })
    await promise.catch(() => undefined)
    const written = timed.lines().length
    await clock.sleep(600_000)
    return {
      timers: clock.timers.length,
      after: timed
        .lines()
        .slice(written)
        .map(([, l]) => l),
    }
  }

  it.each(['done', 'timeout', 'cancelled', 'failed read'] as const)(
    'ended by %s: no timer is left and nothing more is written',
    async (end) => {
      expect(await endedBy(end)).toEqual({ timers: 0, after: [] })
    },
  )
})

describe('poll schedule', () => {
  it('starts at min(2 s, poll-interval)', () => {
    expect(pollDelay(0, 10_000)).toBe(2000)
    expect(pollDelay(0, 500)).toBe(500)
  })

  it('grows with the age of what is waited for, up to poll-interval', () => {
    expect(pollDelay(20_000, 10_000)).toBe(2000)
    expect(pollDelay(50_000, 10_000)).toBe(5000)
    expect(pollDelay(600_000, 10_000)).toBe(10_000)
  })

  it('notices an end within max(2 s, 10 % of the age) and polls a 30 min job < 200 times', () => {
    let age = 0
    let polls = 0
    while (age < 30 * 60_000) {
      const gap = pollDelay(age, 10_000)
      expect(gap).toBeLessThanOrEqual(Math.min(10_000, Math.max(2000, age / 10 + 1)))
      age += gap
      polls++
    }
    expect(polls).toBeLessThan(200)
  })
})
