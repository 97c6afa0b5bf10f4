/**
 * The Parquet store's folder on disk: opened on its real path (created, and announced, only
 * inside the workspace), never written through a link (a table, project or day folder, a
 * `data.parquet`, `sync-state.json`, `.gitignore` or the lock that is a symbolic link is refused,
 * naming it, before anything is written), its `.gitignore`, which keeps the files a sync
 * leaves while it runs (the lock, the hidden temporary files) out of a commit of the folder, and
 * those temporary files: each new file written under one, synced to disk, then moved into place.
 */
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  type Stats,
  writeFileSync,
} from 'node:fs'
import { appendFile, lstat, mkdir, readFile, realpath } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { errorCode, errorMessage } from '../../../shared/text.js'
import { LOCK_FILE } from './lock.js'
import { ParquetStoreError, STATE_FILE } from './state.js'
import { STORE_TABLES } from '../tables.js'

export const DATA_FILE = 'data.parquet'
const GITIGNORE = '.gitignore'

/** What the store's `.gitignore` keeps out of a commit: the lock and every temporary file. */
const IGNORED = [
  `/${LOCK_FILE}`,
  `/${LOCK_FILE}.*.tmp`,
  `/.${STATE_FILE}.*.tmp`,
  `.${DATA_FILE}.*.tmp`,
] as const

/**
 * The real path of the store's folder, which every later path is built on: created when missing
 * if `create` (inside the workspace), with `announce` told; refused when missing otherwise.
 */
export async function openFolder(
  folder: string,
  create: boolean,
  announce: (message: string) => void,
): Promise<string> {
  const exists = await lstat(folder).then(
    () => true,
    () => false,
  )
  if (!exists) {
    if (!create) {
      throw new ParquetStoreError(
        'write',
        `Input \`store\`: the folder ${folder} does not exist (any more), and a store outside the workspace is never created: create it first.`,
      )
    }
    try {
      await mkdir(folder, { recursive: true })
    } catch (error) {
      throw new ParquetStoreError(
        'write',
        `Input \`store\`: cannot create the folder ${folder}: ${errorMessage(error)}.`,
        error,
      )
    }
    announce(
      `Started a new store at ${folder}: the folder did not exist. If \`store\` was meant to name an existing store, look for a typo in it.`,
    )
  }
  const real = await realpath(folder)
  const stats = await lstat(real)
  if (!stats.isDirectory()) {
    throw new ParquetStoreError('write', `Input \`store\`: ${folder} is not a folder.`)
  }
  return real
}

/** The refusal of a link where the store keeps a file or a folder of its own. */
function linkRefusal(folder: string, path: string, what: string): ParquetStoreError {
  return new ParquetStoreError(
    'link',
    `Input \`store\`: ${relative(folder, path)} in ${folder} is ${what}, where the store keeps its own; the store never writes through a link or outside its folder, so nothing was written: replace it with the store's own (or remove it).`,
  )
}

/**
 * Whether `path` exists; a link there is refused (ParquetStoreError `link`), and anything but
 * the `kind` the store keeps there fails as a write would. Synchronous, as every look at the
 * store's files is: a night writes and reads about a hundred of them, several looks each, and a
 * promise per look (a trip through libuv's threads) cost several times the look itself.
 */
function existing(folder: string, path: string, kind: 'file' | 'folder'): boolean {
  let stats
  try {
    stats = lstatSync(path)
  } catch (error) {
    stats = missing(error)
  }
  return judged(folder, path, kind, stats)
}

/** No stats for a path that does not exist; any other failure is thrown. */
function missing(error: unknown): undefined {
  if (errorCode(error) === 'ENOENT') return undefined
  throw error
}

function judged(folder: string, path: string, kind: 'file' | 'folder', stats?: Stats): boolean {
  if (!stats) return false
  if (stats.isSymbolicLink()) throw linkRefusal(folder, path, 'a symbolic link')
  if (kind === 'file' ? stats.isFile() : stats.isDirectory()) return true
  throw new Error(`${relative(folder, path)} is not a ${kind}`)
}

/**
 * Refuses, before anything is written, any link where the store keeps its own: the files at its
 * top, each table's project folders, their day folders and the day's `data.parquet`. Files and
 * folders the store does not name (a README, `.git`) are not looked at (a store of years holds
 * thousands of files: see `existing`).
 */
export async function refuseLinks(folder: string): Promise<void> {
  for (const name of [STATE_FILE, GITIGNORE, LOCK_FILE]) {
    existing(folder, join(folder, name), 'file')
  }
  for (const table of Object.keys(STORE_TABLES)) {
    const tableFolder = join(folder, table)
    if (!existing(folder, tableFolder, 'folder')) continue
    for (const project of storeEntries(folder, tableFolder, 'project_id=')) {
      for (const day of storeEntries(folder, project, 'date=')) {
        existing(folder, join(day, DATA_FILE), 'file')
      }
    }
  }
}

/** The folders under `parent` named `<prefix>...`, refusing one that is a link. */
function storeEntries(folder: string, parent: string, prefix: string): string[] {
  const entries = readdirSync(parent, { withFileTypes: true })
  const folders: string[] = []
  for (const entry of entries) {
    if (!entry.name.startsWith(prefix)) continue
    const path = join(parent, entry.name)
    if (entry.isSymbolicLink()) throw linkRefusal(folder, path, 'a symbolic link')
    if (entry.isDirectory()) folders.push(path)
  }
  return folders
}

/**
 * Makes `target`, a folder under the store's `folder`, one level at a time, refusing a level
 * that is a link: a day's files are written only where the store's real path leads.
 */
export async function storeFolder(folder: string, target: string): Promise<void> {
  let path = folder
  for (const name of relative(folder, target).split(sep)) {
    path = join(path, name)
    if (existing(folder, path, 'folder')) continue
    try {
      mkdirSync(path)
    } catch (error) {
      // Made meanwhile: judged again.
      if (errorCode(error) !== 'EEXIST') throw error
      existing(folder, path, 'folder')
    }
  }
}

/** Refuses a file of the store that is a link (to be read or replaced). */
export async function storeFile(folder: string, path: string): Promise<boolean> {
  return existing(folder, path, 'file')
}

/**
 * Adds to the folder's `.gitignore` the lines of IGNORED it lacks (a `.gitignore` of the user's
 * keeps its lines): appended, so a kill mid-write loses none of them.
 */
export async function keepGitignore(folder: string): Promise<void> {
  const file = join(folder, GITIGNORE)
  existing(folder, file, 'file')
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT') return ''
    throw error
  })
  const lines = new Set(text.split(/\r?\n/).map((line) => line.trim()))
  const missing = IGNORED.filter((line) => !lines.has(line))
  if (missing.length === 0) return
  const header = lines.has(GITIGNORE_HEADER) ? [] : [GITIGNORE_HEADER]
  const start = text === '' || text.endsWith('\n') ? '' : '\n'
  await appendFile(file, `${start}${[...header, ...missing].join('\n')}\n`)
}

const GITIGNORE_HEADER =
  '# The analytics sync: its lock and unfinished files, never committed (docs/analytics.md).'

/** Our temporary files: hidden, and not `*.parquet`, so no reader's glob takes them. */
const TEMPORARY = /^\.(?:data\.parquet|sync-state\.json|sync\.lock)\.[\da-f]{12}\.tmp$/

/**
 * Removes temporary files a killed run left in `folder` (ours only, by their name). The store's
 * own files are read, written and moved with synchronous calls: a night does a few hundred such
 * calls on small files, and a promise each (a trip through libuv's threads) cost several times
 * the call itself; the sync waits for each of them anyway.
 */
export function removeTemporaryFiles(folder: string): void {
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return
  }
  for (const name of names) if (TEMPORARY.test(name)) rmSync(join(folder, name))
}

/** Writes `bytes` to a new file at `file`, synced to disk; nothing is left there on failure. */
export function writeNewFile(file: string, bytes: Uint8Array | string): void {
  try {
    const fd = openSync(file, 'wx')
    try {
      writeFileSync(fd, bytes)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
  } catch (error) {
    rmSync(file, { force: true })
    throw error
  }
}

/** A temporary name in `folder` for the file `final` (a name TEMPORARY matches). */
export function temporaryName(folder: string, final: string): string {
  return join(folder, `.${final}.${randomBytes(6).toString('hex')}.tmp`)
}
