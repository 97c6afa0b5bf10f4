/**
 * Waiting on something the API runs (an agent job, a deployment, a static export): one schedule,
 * one loop and one waiter for every mode, bounded by `timeout` and cancellation.
 */
import { ApiError } from './mintlify/errors.js'
import type { Clock } from './clock.js'
import { formatDuration } from './durations.js'
import type { Log } from './runner.js'
import { oneLine, quoteShort } from './text.js'

/** The first gap between polls, unless `poll-interval` is shorter. */
const FIRST_POLL_GAP_MS = 2000
/** A wait logs a line at least this often, and its progress lines no more often than the floor. */
const PROGRESS_MAX_GAP_MS = 60_000
const PROGRESS_MIN_GAP_MS = 15_000

/**
 * The wait before the next poll of something that has been running `ageMs`: starts at
 * min(2 s, pollInterval) and grows with its age (10 % of it) up to `pollInterval`. A quick one is
 * noticed within about 2 s; a long one costs few requests, and the delay in noticing its end
 * stays within 10 % of its run time.
 */
export function pollDelay(ageMs: number, pollIntervalMs: number): number {
  const first = Math.min(FIRST_POLL_GAP_MS, pollIntervalMs)
  return Math.min(pollIntervalMs, Math.max(first, Math.round(ageMs / 10)))
}

/**
 * How long the log stays quiet during a wait before a progress line repeats the last status:
 * `poll-interval`, but at least 15 s (no flood of lines on a short one) and at most 60 s (a
 * long one still shows the wait moving every minute).
 */
export function progressGap(pollIntervalMs: number): number {
  return Math.min(PROGRESS_MAX_GAP_MS, Math.max(PROGRESS_MIN_GAP_MS, pollIntervalMs))
}

/** When polling goes on, how often, and until when. */
export interface PollSchedule {
  pollIntervalMs: number
  /** Epoch ms: the `timeout` input. */
  deadline: number
  clock: Clock
  signal?: AbortSignal
}

interface PollOptions<T> extends PollSchedule {
  /** Epoch ms the wait began: the schedule grows with the age. */
  startedAt: number
  /** One poll (the client retries inside it). */
  get: (signal?: AbortSignal) => Promise<T>
  /** Whether `value` ends the wait. */
  done: (value: T) => boolean
  /** Called with every value polled, before `done` is asked. */
  onValue: (value: T) => void
}

/** The wait ran into `timeout`; `last` is the last value seen. */
class PollTimeout<T> {
  readonly last: T
  constructor(last: T) {
    this.last = last
  }
}

/**
 * Polls from `first` until `done` or the deadline: no poll is started that could not end before
 * it. Returns the last value, or a PollTimeout with it when the deadline came first.
 */
async function pollUntil<T>(first: T, options: PollOptions<T>): Promise<T | PollTimeout<T>> {
  const { clock, deadline, signal } = options
  let value = first
  while (!options.done(value)) {
    const now = clock.now()
    const gap = pollDelay(now - options.startedAt, options.pollIntervalMs)
    if (now + gap >= deadline) {
      // No poll would fit before `timeout`: wait it out, then report where things stand.
      await clock.sleep(Math.max(0, deadline - now), signal)
      return new PollTimeout(value)
    }
    await clock.sleep(gap, signal)
    value = await options.get(signal)
    options.onValue(value)
  }
  return value
}

/** What every waited thing has: its status, as the API reports it. */
interface HasStatus {
  status: string
}

/** The input that picks a wait up in a later step, and what that step then does. */
export interface Resume {
  input: 'job-id' | 'status-id' | 'export-id'
  /** `wait for it`, `download it`. */
  does: string
}

/** What is waited for: how it is named, what its statuses mean, how it is resumed. */
export interface Waited<T extends HasStatus> {
  /** `Job`, `Deployment`, `Preview`, `Export`: how the log and messages name it. */
  noun: string
  id: string
  /** The statuses the API documents: any other is warned about once, and waited through. */
  known: ReadonlySet<string>
  /** The statuses that end the wait. */
  ending: ReadonlySet<string>
  /** What the log and the timeout say of a value: its status unless said otherwise. */
  describe?: (value: T) => string
  resume: Resume
  /** Said of a status the API does not document, in brackets after the warning's first clause. */
  unknownNote?: string
  /** What the progress lines say is waited for: `<noun> <id>` in lower case unless given. */
  subject?: string
}

export interface WaitOptions<T extends HasStatus> extends PollSchedule {
  /** Each change of status is a line; a status the API does not document, a warning. */
  log: Log
  /** Epoch ms every duration in the log and the timeout counts from; now unless given. */
  startedAt?: number
  /** The value in hand, logged as it is; without one, the first read is made at once. */
  first?: T
  /** One read (the client retries inside it). */
  get: (signal?: AbortSignal) => Promise<T>
  /** Called with every value read (not `first`), before the wait asks whether it ended. */
  onValue: (value: T) => void
  /** Whether a value with an ending status really ends the wait (everyone but the agent: yes). */
  counts?: (value: T) => boolean
}

/**
 * The wait ran into `timeout`: what was waited for, its id, its last status and how to pick the
 * wait up in a later step, in one sentence.
 */
export class WaitTimeoutError extends Error {
  /** `job`, `deployment`, `preview`, `export`. */
  readonly what: string
  readonly id: string
  readonly lastStatus: string
  readonly resume: Resume
  constructor(what: string, id: string, lastStatus: string, resume: Resume, waitedMs: number) {
    super(
      `Timed out after ${formatDuration(waitedMs)} waiting for ${what} ${id} (last status: ${lastStatus}); the ${what} may still finish: raise \`timeout\`, or ${resume.does} in a later step with \`${resume.input}: ${id}\`.`,
    )
    this.name = 'WaitTimeoutError'
    this.what = what
    this.id = id
    this.lastStatus = lastStatus
    this.resume = resume
  }
}

/**
 * Whether `error`, thrown by a read once the wait has begun, is the wait running into `timeout`:
 * every request is cut short at the deadline, so a read that timed out during the wait means
 * the wait timed out. Decided here, for every waiter.
 */
function isWaitTimeout(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'timeout'
}

/**
 * Reads `waited` until an ending status that counts (or `timeout`): logs each change with the
 * time since `startedAt`, warns once about each status the API does not document (and waits
 * through it), and throws a WaitTimeoutError at `timeout`. Returns the last value read.
 */
export async function waitFor<T extends HasStatus>(
  waited: Waited<T>,
  options: WaitOptions<T>,
): Promise<T> {
  const { clock } = options
  const startedAt = options.startedAt ?? clock.now()
  const describe = waited.describe ?? ((value: T) => value.status)
  const warned = new Set<string>()
  const progress = progressLines(waited, options, startedAt)
  let shown: string | undefined
  let last: T | undefined
  const see = (value: T): void => {
    last = value
    const { status } = value
    if (!waited.known.has(status) && !warned.has(status)) {
      warned.add(status)
      const note = waited.unknownNote ? ` (${waited.unknownNote})` : ''
      options.log.warning(
        `${waited.noun} ${waited.id} reports the status ${quoteShort(status)}, which the API does not document${note}; treating it as not finished and waiting until \`timeout\`.`,
      )
    }
    const said = describe(value)
    if (said === shown) return
    shown = said
    options.log.info(
      `${waited.noun} ${waited.id}: ${said} after ${formatDuration(clock.now() - startedAt)}`,
    )
    progress.restart(status)
  }
  const timedOut = (): WaitTimeoutError =>
    new WaitTimeoutError(
      waited.noun.toLowerCase(),
      waited.id,
      last === undefined ? 'unknown' : describe(last),
      waited.resume,
      clock.now() - startedAt,
    )
  const read = async (signal?: AbortSignal): Promise<T> => {
    try {
      return await options.get(signal)
    } catch (error) {
      throw isWaitTimeout(error) ? timedOut() : error
    }
  }
  try {
    let first = options.first
    if (first === undefined) {
      first = await read(options.signal)
      see(first)
      options.onValue(first)
    } else {
      see(first)
    }
    const end = await pollUntil(first, {
      ...options,
      startedAt,
      get: read,
      done: (value) => waited.ending.has(value.status) && (options.counts?.(value) ?? true),
      onValue: (value) => {
        see(value)
        options.onValue(value)
      },
    })
    if (end instanceof PollTimeout) throw timedOut()
    return end
  } finally {
    // Nothing of the wait writes once it is over: the step's outcome is its last word.
    progress.stop()
  }
}

/**
 * The wait's progress lines, `Still <status> after <elapsed> (<what is waited for>)`: a timer,
 * restarted by every status line the wait logs, that repeats the last status the API gave once the log
 * has been quiet for `progressGap`. It sends no request, so a read that hangs or a long
 * `poll-interval` does not silence it.
 */
function progressLines(
  waited: Pick<Waited<HasStatus>, 'noun' | 'id' | 'subject'>,
  options: Pick<WaitOptions<HasStatus>, 'clock' | 'log' | 'pollIntervalMs' | 'signal'>,
  startedAt: number,
): { restart: (status: string) => void; stop: () => void } {
  const { clock } = options
  const subject = waited.subject ?? `${waited.noun.toLowerCase()} ${waited.id}`
  let cancel = (): void => undefined
  let stopped = false
  const restart = (status: string): void => {
    cancel()
    if (stopped) return
    cancel = clock.timer(progressGap(options.pollIntervalMs), () => {
      if (options.signal?.aborted) return
      const elapsed = formatDuration(clock.now() - startedAt)
      options.log.info(`Still ${oneLine(status, 100)} after ${elapsed} (${subject})`)
      restart(status)
    })
  }
  const stop = (): void => {
    stopped = true
    cancel()
  }
  return { restart, stop }
}
