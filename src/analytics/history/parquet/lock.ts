/**
 * The Parquet folder's lock: one sync writes a folder at a time. The lock is a file in the
 * store's folder (`.sync.lock`, beside `sync-state.json`, matched by no reader's
 * `<table>/**\/*.parquet` glob and named in the store's `.gitignore`) holding its holder's run,
 * process, host, the time it was taken and the holder's timeout. It is created with O_EXCL, so of
 * two syncs one holds it; the other waits, within its own `timeout`, then fails naming the holder.
 * A lock whose holder is gone (its process, on this machine, no longer runs) or that is older
 * than its holder's timeout plus a margin is taken over, with a warning. The holder removes it on
 * every way out (its `close`), and checks it is still its own before it moves a day into place.
 */
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { lstat, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Clock } from '../../../shared/clock.js'
import { formatDuration } from '../../../shared/durations.js'
import { errorCode, errorMessage, quoteShort } from '../../../shared/text.js'
import { isRecord, ParquetStoreError } from './state.js'

export const LOCK_FILE = '.sync.lock'
/**
 * How long past its holder's `timeout` a lock is honoured: the holder's last day finishing and
 * its exit. A sync never runs longer than its timeout, so an older lock's holder was killed.
 */
export const LOCK_MARGIN_MS = 5 * 60_000
/** The waits between looks at a held lock: short at first, then at most this. */
const FIRST_LOOK_MS = 250
const LONGEST_LOOK_MS = 5_000

/** What the lock file holds. */
interface LockRecord {
  /** The holder's workflow run (its URL), or what names it outside GitHub Actions. */
  run: string
  pid: number
  host: string
  /** When it was taken: ISO 8601, UTC. */
  since: string
  /** The holder's time left (its `timeout`) when it took the lock. */
  timeoutMs: number
}

/** A lock found in the folder: its text as read, and what it says (undefined: unreadable). */
interface HeldLock {
  text: string
  record: LockRecord | undefined
  /** The file's modification time, epoch ms: the age of a lock that cannot be read. */
  modifiedAt: number
}

export interface LockOptions {
  clock: Clock
  /** Epoch ms on `clock`: the run's `timeout`, which bounds the wait. */
  deadline: number
  signal?: AbortSignal
  /** The run taking the lock, as another sync's message names it. */
  run: string
  info: (message: string) => void
  warning: (message: string) => void
}

/** A lock this sync holds. */
export interface FolderLock {
  /** Fails (ParquetStoreError `locked`) when the lock is no longer this sync's. */
  check(): Promise<void>
  /** Removes the lock file when it is still this sync's; safe to call twice; never throws. */
  release(): Promise<void>
}

/** Takes the lock of `folder`, waiting for another sync's within the deadline. */
export async function lockFolder(folder: string, options: LockOptions): Promise<FolderLock> {
  const { clock, deadline } = options
  const file = join(folder, LOCK_FILE)
  const started = clock.now()
  let said = false
  for (;;) {
    const mine = recordText(options)
    if (await created(file, mine)) return heldLock(folder, file, mine)
    const held = await readLock(folder, file)
    if (held === undefined) continue
    const stale = staleness(held, clock.now())
    if (stale !== undefined) {
      if (await takeOver(file, held)) {
        options.warning(
          `Input \`store\`: took over the lock of ${folder} from ${holderOf(held)}: ${stale}.`,
        )
      }
      continue
    }
    const now = clock.now()
    if (now >= deadline) throw lockedError(folder, held, now - started)
    if (!said) {
      options.info(
        `The store ${folder} is locked by another sync (${holderOf(held)}); waiting for it, within \`timeout\`.`,
      )
      said = true
    }
    const look = Math.min(LONGEST_LOOK_MS, Math.max(FIRST_LOOK_MS, (now - started) / 10))
    try {
      await clock.sleep(Math.min(look, deadline - now), options.signal)
    } catch (error) {
      if (!options.signal?.aborted) throw error
      throw new ParquetStoreError(
        'locked',
        `Input \`store\`: the sync was cancelled while waiting for the lock of ${folder}, held by ${holderOf(held)}; nothing was stored.`,
        error,
      )
    }
  }
}

function recordText(options: LockOptions): string {
  const now = options.clock.now()
  const record: LockRecord = {
    run: options.run,
    pid: process.pid,
    host: hostname(),
    since: new Date(now).toISOString(),
    timeoutMs: Math.max(0, options.deadline - now),
  }
  // A token of its own: two locks taken in one millisecond by one process still differ.
  return `${JSON.stringify({ ...record, token: randomBytes(6).toString('hex') }, null, 2)}\n`
}

/** Creates the lock file holding `text`; false when another sync holds it. */
async function created(file: string, text: string): Promise<boolean> {
  try {
    await writeFile(file, text, { flag: 'wx' })
    return true
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    // Created but not written whole (a full disk): no half lock stays behind.
    await rm(file, { force: true }).catch(() => undefined)
    throw new ParquetStoreError(
      'write',
      `Input \`store\`: cannot create the lock ${file}: ${errorMessage(error)}.`,
      error,
    )
  }
}

/** The lock in the folder, or undefined when there is none (it was just released). */
async function readLock(folder: string, file: string): Promise<HeldLock | undefined> {
  let text: string
  let modifiedAt: number
  try {
    const stats = await lstat(file)
    if (!stats.isFile()) {
      throw new ParquetStoreError(
        'link',
        `Input \`store\`: ${LOCK_FILE} in ${folder} is not a file the sync wrote (a link or a folder); nothing was written: remove it.`,
      )
    }
    modifiedAt = stats.mtimeMs
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
  return { text, record: parseRecord(text), modifiedAt }
}

function parseRecord(text: string): LockRecord | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(value)) return undefined
  const { run, pid, host, since, timeoutMs } = value
  if (typeof run !== 'string' || typeof host !== 'string' || typeof since !== 'string') {
    return undefined
  }
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return undefined
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs)) return undefined
  if (!Number.isFinite(Date.parse(since))) return undefined
  return { run, pid, host, since, timeoutMs }
}

/** Why a held lock may be taken over, or undefined while its holder may still be writing. */
function staleness(held: HeldLock, now: number): string | undefined {
  const { record } = held
  if (record === undefined) {
    // A lock is unreadable only for the instant its holder writes it: an older one is abandoned.
    return now - held.modifiedAt > LOCK_MARGIN_MS
      ? `it cannot be read and was written more than ${formatDuration(LOCK_MARGIN_MS)} ago`
      : undefined
  }
  if (record.host === hostname() && !processRuns(record.pid)) {
    return `its process (${record.pid} on this machine) is gone`
  }
  if (now - Date.parse(record.since) > record.timeoutMs + LOCK_MARGIN_MS) {
    return `it was taken at ${record.since}, longer ago than its holder's timeout (${formatDuration(record.timeoutMs)}) plus ${formatDuration(LOCK_MARGIN_MS)}`
  }
  return undefined
}

/** Whether process `pid` of this machine runs (EPERM: it does, as another user). */
function processRuns(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return errorCode(error) === 'EPERM'
  }
}

/**
 * Moves the stale lock aside and removes it: true when the lock moved aside was the one judged
 * stale. A lock taken meanwhile by another sync is put back, and false returned.
 */
async function takeOver(file: string, held: HeldLock): Promise<boolean> {
  const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await rename(file, aside)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false
    throw error
  }
  const text = await readFile(aside, 'utf8').catch(() => undefined)
  if (text === held.text) {
    await rm(aside, { force: true })
    return true
  }
  await rename(aside, file).catch(() => rm(aside, { force: true }))
  return false
}

function holderOf(held: HeldLock): string {
  const { record } = held
  if (record === undefined) {
    return `a lock file that cannot be read, written at ${new Date(held.modifiedAt).toISOString()}`
  }
  return `${oneLineRun(record.run)}, process ${record.pid} on ${quoteShort(record.host)}, since ${record.since}`
}

/** The run as a lock names it: text from a file, so bounded and on one line. */
function oneLineRun(run: string): string {
  return /^https:\/\/[\w./-]{1,200}$/.test(run) ? `run ${run}` : quoteShort(run)
}

function lockedError(folder: string, held: HeldLock, waitedMs: number): ParquetStoreError {
  return new ParquetStoreError(
    'locked',
    `Input \`store\`: the folder ${folder} is locked by another sync (${holderOf(held)}); this sync waited ${formatDuration(waitedMs)}, until its \`timeout\`, and stored nothing. Syncs of one folder run one after the other: give their jobs one \`concurrency\` group, or raise \`timeout\`; if no sync holds it, remove ${join(folder, LOCK_FILE)}.`,
  )
}

function heldLock(folder: string, file: string, mine: string): FolderLock {
  let released = false
  return {
    async check() {
      const held = await readLock(folder, file)
      if (held?.text === mine) return
      throw new ParquetStoreError(
        'locked',
        `Input \`store\`: this sync's lock of ${folder} was taken over (it is now held by ${held === undefined ? 'no sync' : holderOf(held)}), so it stopped before moving a day into place.`,
      )
    },
    async release() {
      if (released) return
      released = true
      const text = await readFile(file, 'utf8').catch(() => undefined)
      if (text === mine) await rm(file, { force: true }).catch(() => undefined)
    },
  }
}
