/**
 * `<store>/sync-state.json`, the Parquet store's stored ranges: for each project, the last day
 * stored of each table (`projects`, its cursor) and its first day (`first_days`), and the
 * layout's format version. Written last for each day, to a temporary name and renamed, so it
 * never names a day whose files are not all in place. A file that does not parse, that names a
 * day the calendar has not, or of a newer format, is refused and never rewritten.
 *
 * `first_days` came after format 1's first stores: a table without one gets the first day its
 * files hold (store.ts), and keeps it from its next stored day on. A version of the action
 * that does not know `first_days` reads the file as before.
 */
import { readFile } from 'node:fs/promises'
import { errorCode, errorMessage } from '../../../shared/text.js'
import { isRealDay } from '../days.js'
import { isTableName, type TableName } from '../tables.js'

/** The layout this action writes (docs/analytics.md); a store of a later one is refused. */
const STORE_FORMAT = 1
export const STATE_FILE = 'sync-state.json'

/** Days by project id, then by table (tables this version does not know are kept). */
type DaysByProject = Record<string, Record<string, string>>

/** The stored ranges: the last days (`projects`, the cursors) and the first days. */
export interface SyncState {
  format: number
  projects: DaysByProject
  firstDays: DaysByProject
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A day that is not one: its project, table and text, for the refusal. */
class BadDay {
  readonly project: string
  readonly table: string
  readonly day: string
  constructor(project: string, table: string, day: string) {
    this.project = project
    this.table = table
    this.day = day
  }
}

/** Days by project, then table, as read; a day the calendar has not is returned as a BadDay. */
function parseDays(value: unknown): DaysByProject | BadDay | 'unreadable' {
  if (!isRecord(value)) return 'unreadable'
  const projects: DaysByProject = {}
  for (const [project, tables] of Object.entries(value)) {
    if (!isRecord(tables)) return 'unreadable'
    const days: Record<string, string> = {}
    for (const [table, day] of Object.entries(tables)) {
      if (typeof day !== 'string') return 'unreadable'
      if (!isRealDay(day)) return new BadDay(project, table, day)
      days[table] = day
    }
    projects[project] = days
  }
  return projects
}

/** The state as read, or why it cannot be one. */
function parseState(text: string): SyncState | BadDay | 'unreadable' | 'newer' {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'unreadable'
  }
  if (!isRecord(value)) return 'unreadable'
  const { format } = value
  if (typeof format !== 'number' || !Number.isSafeInteger(format)) return 'unreadable'
  if (format > STORE_FORMAT) return 'newer'
  if (format < 1) return 'unreadable'
  const projects = parseDays(value.projects)
  const firstDays = value.first_days === undefined ? {} : parseDays(value.first_days)
  if (projects === 'unreadable' || projects instanceof BadDay) return projects
  if (firstDays === 'unreadable' || firstDays instanceof BadDay) return firstDays
  return { format: STORE_FORMAT, projects, firstDays }
}

/** The state of the store at `file`; an empty one when the store is new. */
export async function readState(file: string, folder: string): Promise<SyncState> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      return { format: STORE_FORMAT, projects: {}, firstDays: {} }
    }
    throw new ParquetStoreError(
      'unreadable-state',
      `Input \`store\`: cannot read ${STATE_FILE} in ${folder}: ${errorMessage(error)}.`,
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
  if (state instanceof BadDay) {
    throw new ParquetStoreError(
      'unreadable-state',
      `Input \`store\`: ${STATE_FILE} in ${folder} ${storedDayProblem(state)}; the store was left untouched: correct that day in the file (or remove the table's line, to load the table again from \`date-from\`).`,
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

/** What is wrong with a day the file names, in words after "sync-state.json in <folder>". */
function storedDayProblem({ project, table, day }: BadDay): string {
  return `gives ${table} of project ${JSON.stringify(project.slice(0, 40))} the day ${JSON.stringify(day.slice(0, 40))}, which is not a calendar day (YYYY-MM-DD)`
}

/** The last and first days of `projectId`'s tables, the tables this version knows only. */
export function daysOf(
  state: SyncState,
  projectId: string,
): { last: Map<TableName, string>; first: Map<TableName, string> } {
  const known = (days: Record<string, string> | undefined): Map<TableName, string> => {
    const map = new Map<TableName, string>()
    for (const [table, day] of Object.entries(days ?? {})) {
      if (isTableName(table)) map.set(table, day)
    }
    return map
  }
  return { last: known(state.projects[projectId]), first: known(state.firstDays[projectId]) }
}

/**
 * The state with each table's range grown to hold `date` (never shrunk); `firstDays` fills in
 * the first days a store of before `first_days` did not record (store.ts finds them).
 */
export function advanced(
  state: SyncState,
  projectId: string,
  tables: readonly TableName[],
  date: string,
  firstDays: ReadonlyMap<TableName, string> = new Map(),
): SyncState {
  const last = { ...state.projects[projectId] }
  const first = { ...state.firstDays[projectId] }
  for (const table of tables) {
    const cursor = last[table]
    if (cursor === undefined || cursor < date) last[table] = date
    const start = first[table] ?? firstDays.get(table) ?? date
    first[table] = start < date ? start : date
  }
  return {
    format: STORE_FORMAT,
    projects: { ...state.projects, [projectId]: last },
    firstDays: { ...state.firstDays, [projectId]: first },
  }
}

/** Days by project and table with stable key order, one table a line in a diff of the branch. */
function sortedDays(days: DaysByProject): DaysByProject {
  const byKey = ([a]: [string, unknown], [b]: [string, unknown]): number => (a < b ? -1 : 1)
  return Object.fromEntries(
    Object.entries(days)
      .sort(byKey)
      .map(([project, tables]) => [
        project,
        Object.fromEntries(Object.entries(tables).sort(byKey)),
      ]),
  )
}

/** The file's text: stable key order, readable in a diff of the branch. */
export function stateText(state: SyncState): string {
  const text = {
    format: STORE_FORMAT,
    projects: sortedDays(state.projects),
    first_days: sortedDays(state.firstDays),
  }
  return `${JSON.stringify(text, null, 2)}\n`
}
