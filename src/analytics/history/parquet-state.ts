/**
 * `<store>/sync-state.json`, the Parquet store's cursors: for each project, the last day stored
 * of each table, and the layout's format version. Written last for each day, to a temporary
 * name and renamed, so it never names a day whose files are not all in place. A file that does
 * not parse, or of a newer format, is refused and never rewritten.
 */
import { readFile } from 'node:fs/promises'
import { isDay } from './days.js'
import { STORE_TABLES, type TableName } from './tables.js'

/** The layout this action writes (docs/analytics.md); a store of a later one is refused. */
const STORE_FORMAT = 1
export const STATE_FILE = 'sync-state.json'

/** The cursors, by project id, then by table (tables this version does not know are kept). */
export interface SyncState {
  format: number
  projects: Record<string, Record<string, string>>
}

/** The store cannot be read or written; `message` is one sentence that names `store`. */
export class ParquetStoreError extends Error {
  /** `link`: a link where the store keeps its own; `locked`: another sync holds the folder. */
  readonly failure: 'unreadable-state' | 'newer-format' | 'write' | 'link' | 'locked'
  constructor(failure: ParquetStoreError['failure'], message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'ParquetStoreError'
    this.failure = failure
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The state as read, or why it cannot be one. */
function parseState(text: string): SyncState | 'unreadable' | 'newer' {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'unreadable'
  }
  if (!isRecord(value) || !Number.isSafeInteger(value.format)) return 'unreadable'
  if ((value.format as number) > STORE_FORMAT) return 'newer'
  if ((value.format as number) < 1 || !isRecord(value.projects)) return 'unreadable'
  const projects: SyncState['projects'] = {}
  for (const [project, tables] of Object.entries(value.projects)) {
    if (!isRecord(tables)) return 'unreadable'
    const cursors: Record<string, string> = {}
    for (const [table, day] of Object.entries(tables)) {
      if (typeof day !== 'string' || !isDay(day)) return 'unreadable'
      cursors[table] = day
    }
    projects[project] = cursors
  }
  return { format: STORE_FORMAT, projects }
}

/** The state of the store at `file`; an empty one when the store is new. */
export async function readState(file: string, folder: string): Promise<SyncState> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { format: STORE_FORMAT, projects: {} }
    }
    throw new ParquetStoreError(
      'unreadable-state',
      `Input \`store\`: cannot read ${STATE_FILE} in ${folder}: ${(error as Error).message}.`,
      error,
    )
  }
  const state = parseState(text)
  if (state === 'newer') {
    throw new ParquetStoreError(
      'newer-format',
      `Input \`store\`: the store in ${folder} was written in a newer layout than this version of the action reads (${STATE_FILE} says a format above ${STORE_FORMAT}); it was left untouched: use the action's newer version.`,
    )
  }
  if (state === 'unreadable') {
    throw new ParquetStoreError(
      'unreadable-state',
      `Input \`store\`: ${STATE_FILE} in ${folder} is not a sync state this action wrote (it does not parse as one); the store was left untouched: restore the file from the store's history, or sync into another folder.`,
    )
  }
  return state
}

/** The cursors of `projectId` by table, the tables this version knows only. */
export function cursorsOf(state: SyncState, projectId: string): Map<TableName, string> {
  const cursors = new Map<TableName, string>()
  for (const [table, day] of Object.entries(state.projects[projectId] ?? {})) {
    if (Object.hasOwn(STORE_TABLES, table)) cursors.set(table as TableName, day)
  }
  return cursors
}

/** The state with each table's cursor moved to `date` (never back). */
export function advanced(
  state: SyncState,
  projectId: string,
  tables: readonly TableName[],
  date: string,
): SyncState {
  const cursors = { ...state.projects[projectId] }
  for (const table of tables) {
    const cursor = cursors[table]
    if (cursor === undefined || cursor < date) cursors[table] = date
  }
  return { format: STORE_FORMAT, projects: { ...state.projects, [projectId]: cursors } }
}

/** The file's text: stable key order, one table a line, readable in a diff of the branch. */
export function stateText(state: SyncState): string {
  const projects = Object.fromEntries(
    Object.keys(state.projects)
      .sort()
      .map((project) => {
        const tables = state.projects[project] ?? {}
        return [
          project,
          Object.fromEntries(
            Object.keys(tables)
              .sort()
              .map((t) => [t, tables[t]]),
          ),
        ]
      }),
  )
  return `${JSON.stringify({ format: STORE_FORMAT, projects }, null, 2)}\n`
}
