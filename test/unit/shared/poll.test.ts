import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/shared/mintlify/errors.ts'
import { pollDelay, waitFor, WaitTimeoutError, type Waited } from '../../../src/shared/poll.ts'
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
