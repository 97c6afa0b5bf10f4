/**
 * The Parquet folder's lock (src/analytics/history/parquet/lock.ts) on a real folder: one holder
 * at a time, a second sync waits within its deadline then fails naming the holder, a lock whose
 * holder is gone or older than its timeout plus the margin is taken over with a warning, and the
 * holder only ever removes its own lock.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  LOCK_FILE,
  LOCK_MARGIN_MS,
  lockFolder,
  type LockOptions,
} from '../../../../../src/analytics/history/parquet/lock.ts'
import { ParquetStoreError } from '../../../../../src/analytics/history/parquet/state.ts'
import type { Clock } from '../../../../../src/shared/clock.ts'
import { FakeClock } from '../../../../support/fake-clock.ts'
import { recordingLog, type RecordingLog } from '../../../../support/recording-log.ts'

const THIRTY_MINUTES = 30 * 60_000
const HOLDER = 'https://github.com/octo/docs/actions/runs/7'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'parquet-lock-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

function options(
  clock: Clock,
  extra: Partial<LockOptions> = {},
): LockOptions & { log: RecordingLog } {
  const log = recordingLog()
  return {
    clock,
    deadline: clock.now() + THIRTY_MINUTES,
    run: 'https://github.com/octo/docs/actions/runs/8',
    info: log.info,
    warning: log.warning,
    ...extra,
    log,
  }
}

/** A lock file as another sync would have left it. */
async function plantLock(record: Record<string, unknown>): Promise<string> {
  const text = `${JSON.stringify({ token: 'abcdef012345', ...record })}\n`
  await writeFile(join(folder, LOCK_FILE), text)
  return text
}

/** The pid of a process of this machine that has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await once(child, 'exit')
  return child.pid as number
}

const lockText = () => readFile(join(folder, LOCK_FILE), 'utf8')

describe('one holder at a time', () => {
  it('holds its run, process, host, time and timeout; removed by its release, which is safe twice', async () => {
    const clock = new FakeClock()
    const lock = await lockFolder(folder, options(clock))
    expect(JSON.parse(await lockText())).toEqual({
      run: 'https://github.com/octo/docs/actions/runs/8',
      pid: process.pid,
      host: hostname(),
      since: '2026-11-21T10:00:00.000Z',
      timeoutMs: THIRTY_MINUTES,
      token: expect.stringMatching(/^[\da-f]{12}$/),
    })
    await lock.check()
    await lock.release()
    await lock.release()
    await expect(lockText()).rejects.toThrow(/ENOENT/)
  })

  it('a second sync waits within its deadline, then fails naming the holder; the holder keeps its lock', async () => {
    const first = await lockFolder(folder, options(new FakeClock(), { run: HOLDER }))
    const held = await lockText()
    const clock = new FakeClock()
    const second = options(clock, { deadline: clock.now() + 10 * 60_000 })
    const error = await lockFolder(folder, second).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParquetStoreError)
    expect((error as ParquetStoreError).failure).toBe('locked')
    expect((error as Error).message).toBe(
      `Input \`store\`: the folder ${folder} is locked by another sync (run ${HOLDER}, process ${process.pid} on ${JSON.stringify(hostname())}, since 2026-11-21T10:00:00.000Z); this sync waited 10 min 0 s, until its \`timeout\`, and stored nothing. Syncs of one folder run one after the other: give their jobs one \`concurrency\` group, or raise \`timeout\`; if no sync holds it, remove ${join(folder, LOCK_FILE)}.`,
    )
    expect(second.log.lines()).toEqual([
      `The store ${folder} is locked by another sync (run ${HOLDER}, process ${process.pid} on ${JSON.stringify(hostname())}, since 2026-11-21T10:00:00.000Z); waiting for it, within \`timeout\`.`,
    ])
    // It looked again and again, a little less often as the wait grew, never past 5 s.
    expect(clock.sleeps.length).toBeGreaterThan(100)
    expect(Math.max(...clock.sleeps)).toBe(5_000)
    expect(await lockText()).toBe(held)
    await first.check()
    await first.release()
  })

  it('a second sync gets the lock as soon as the first releases it', async () => {
    const first = await lockFolder(folder, options(new FakeClock()))
    const clock = new FakeClock()
    const waiting: Clock = {
      now: () => clock.now(),
      // The first sync ends while the second waits.
      sleep: async (ms, signal) => {
        await clock.sleep(ms, signal)
        if (clock.sleeps.length === 3) await first.release()
      },
      timer: (ms, fire) => clock.timer(ms, fire),
    }
    const second = await lockFolder(folder, options(waiting))
    expect(clock.sleeps).toHaveLength(3)
    await second.check()
    await second.release()
  })

  it('a cancellation while waiting ends the wait, saying so', async () => {
    await plantLock({
      run: 'x',
      pid: process.pid,
      host: hostname(),
      since: new Date().toISOString(),
      timeoutMs: THIRTY_MINUTES,
    })
    const controller = new AbortController()
    controller.abort(new Error('cancelled by SIGINT'))
    const error = await lockFolder(
      folder,
      options(new FakeClock(Date.now()), { signal: controller.signal }),
    ).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(
      /^Input `store`: the sync was cancelled while waiting for the lock of .*; nothing was stored\.$/,
    )
  })
})

describe('a lock nobody holds any more is taken over, with a warning', () => {
  it('its process, on this machine, is gone', async () => {
    const pid = await endedPid()
    await plantLock({
      run: HOLDER,
      pid,
      host: hostname(),
      since: new Date().toISOString(),
      timeoutMs: THIRTY_MINUTES,
    })
    const taking = options(new FakeClock(Date.now()))
    const lock = await lockFolder(folder, taking)
    expect(taking.log.annotations('warning')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Input \`store\`: took over the lock of .* from run ${HOLDER}, process ${pid} on .*: its process \\(${pid} on this machine\\) is gone\\.$`,
        ),
      ),
    ])
    expect(JSON.parse(await lockText()).pid).toBe(process.pid)
    await lock.release()
  })

  it("older than its holder's timeout plus the margin (a process of another machine)", async () => {
    const clock = new FakeClock()
    const since = new Date(clock.now() - THIRTY_MINUTES - LOCK_MARGIN_MS - 1_000).toISOString()
    await plantLock({
      run: HOLDER,
      pid: 1,
      host: 'another-runner',
      since,
      timeoutMs: THIRTY_MINUTES,
    })
    const taking = options(clock)
    const lock = await lockFolder(folder, taking)
    expect(taking.log.annotations('warning')).toEqual([
      `Input \`store\`: took over the lock of ${folder} from run ${HOLDER}, process 1 on "another-runner", since ${since}: it was taken at ${since}, longer ago than its holder's timeout (30 min 0 s) plus 5 min 0 s.`,
    ])
    await lock.release()
  })

  it('but not one of another machine within its timeout plus the margin: that one is waited for', async () => {
    const clock = new FakeClock()
    const since = new Date(clock.now() - THIRTY_MINUTES).toISOString()
    await plantLock({
      run: HOLDER,
      pid: 1,
      host: 'another-runner',
      since,
      timeoutMs: THIRTY_MINUTES,
    })
    const waiting = options(clock, { deadline: clock.now() + LOCK_MARGIN_MS - 1_000 })
    await expect(lockFolder(folder, waiting)).rejects.toThrow(/is locked by another sync/)
  })

  it('a lock file that cannot be read: waited for while young, taken over once older than the margin', async () => {
    await writeFile(join(folder, LOCK_FILE), '')
    const clock = new FakeClock(Date.now())
    await expect(
      lockFolder(folder, options(clock, { deadline: clock.now() + 60_000 })),
    ).rejects.toThrow(/locked by another sync \(a lock file that cannot be read, written at /)
    const old = (Date.now() - LOCK_MARGIN_MS - 60_000) / 1000
    await utimes(join(folder, LOCK_FILE), old, old)
    const taking = options(new FakeClock(Date.now()))
    const lock = await lockFolder(folder, taking)
    expect(taking.log.annotations('warning')).toEqual([
      expect.stringMatching(/: it cannot be read and was written more than 5 min 0 s ago\.$/),
    ])
    await lock.release()
  })

  it('the sync whose lock was taken over stops before its next write, and leaves the new lock alone', async () => {
    const clock = new FakeClock()
    const first = await lockFolder(folder, options(clock))
    clock.time += THIRTY_MINUTES + LOCK_MARGIN_MS + 1_000
    // The first sync's record says another host: only its age counts.
    const text = JSON.parse(await lockText()) as Record<string, unknown>
    await writeFile(join(folder, LOCK_FILE), JSON.stringify({ ...text, host: 'another-runner' }))
    const second = await lockFolder(folder, options(clock))
    await expect(first.check()).rejects.toThrow(
      /^Input `store`: this sync's lock of .* was taken over \(it is now held by run https:\/\/github\.com\/octo\/docs\/actions\/runs\/8, process \d+ on .*\), so it stopped before moving a day into place\.$/,
    )
    const taken = await lockText()
    await first.release()
    expect(await lockText()).toBe(taken)
    await second.release()
  })
})

it('a lock that is a link is refused, and nothing is written through it', async () => {
  const target = join(folder, 'elsewhere.txt')
  await writeFile(target, 'not yours')
  await symlink(target, join(folder, LOCK_FILE))
  const error = await lockFolder(folder, options(new FakeClock())).catch((e: unknown) => e)
  expect((error as ParquetStoreError).failure).toBe('link')
  expect((error as Error).message).toMatch(
    /^Input `store`: \.sync\.lock in .* is not a file the sync wrote/,
  )
  expect(await readFile(target, 'utf8')).toBe('not yours')
})
