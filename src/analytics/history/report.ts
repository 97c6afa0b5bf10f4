/**
 * What a sync tells people: the step's one sentence (how far the store got, what is left, what
 * stopped it) and the step summary (per dataset, the days loaded this run and the days the store
 * holds; the capped days of feedback by page; the keys served twice). Pure: run.ts sets them.
 */
import { formatInputDuration } from '../../shared/durations.js'
import { cell, code, text, textWithLinks } from '../../shared/markdown.js'
import type { Outcome } from '../../shared/outcome.js'
import { plural } from '../../shared/plural.js'
import { asSentence, errorMessage } from '../../shared/text.js'
import { addDays, daysBetween } from './days.js'
import type { StoredRange } from './store.js'
import type { DatasetSync, SyncResult } from './sync.js'
import type { TableName } from './tables.js'

/** The few facts of the run the sentences need besides the result. */
export interface SyncFacts {
  /** The store, in words (`Parquet folder /x`, `Postgres host:5432/db`): no secret. */
  store: string
  dateTo: string
  maxRequests: number
  timeoutMs: number
  requests: number
}

/** How many repeated keys the summary lists (the log has every one). */
const REPEATED_LISTED = 20

/** The last day stored of every dataset asked, or undefined while one has none. */
export function syncedThrough(result: SyncResult): string | undefined {
  let through: string | undefined
  for (const { cursor } of result.datasets) {
    if (cursor === undefined) return undefined
    if (through === undefined || cursor < through) through = cursor
  }
  return through
}

/** Days still to load up to `dateTo`, for the dataset furthest behind. */
export function backlogDays(result: SyncResult, dateTo: string, dateFrom: string): number {
  return Math.max(
    0,
    ...result.datasets.map(({ cursor }) =>
      daysBetween(cursor === undefined ? dateFrom : addDays(cursor, 1), dateTo),
    ),
  )
}

function where(result: SyncResult, facts: SyncFacts, backlog: number): string {
  const through = syncedThrough(result)
  const held = through
    ? `the store holds every dataset asked through ${through}`
    : 'the store does not yet hold a day of every dataset asked'
  const left = backlog > 0 ? `; ${plural(backlog, 'day')} left before ${facts.dateTo}` : ''
  return `${held}${left}`
}

/** The step's outcome: green when whole or stopped by the budget at a whole day. */
export function syncOutcome(result: SyncResult, facts: SyncFacts, backlog: number): Outcome {
  const { stop } = result
  const loaded = `${plural(result.days, 'day')}, ${plural(result.rows, 'row')} in ${plural(facts.requests, 'request')}`
  const state = where(result, facts, backlog)
  if (!stop) {
    const sentence =
      result.days === 0
        ? `Nothing to load: ${state} (${facts.store}).`
        : `Synced ${loaded} into the ${facts.store}: ${state}.`
    return { state: 'synced', level: 'notice', sentence }
  }
  switch (stop.kind) {
    case 'budget': {
      const budget = `\`max-requests\` (${facts.maxRequests})`
      if (result.days === 0) {
        const sentence = `${budget} ran out before the first day, ${stop.day}, was whole: one day of these datasets needs more requests than that; raise it. Nothing was stored.`
        return { state: 'failed', level: 'failure', sentence }
      }
      if (!result.datasets.some((d) => d.cursor !== d.storedBefore)) {
        const sentence = `${budget} ran out after re-reading the days \`lookback-days\` asks for (${loaded}), before any new day: at this budget the store never gets further; raise \`max-requests\` or lower \`lookback-days\`.`
        return { state: 'failed', level: 'failure', sentence }
      }
      const at = stop.lost
        ? `${budget} ran out while loading ${stop.day}, which was not stored`
        : `Stopped before ${budget} at a whole day`
      const sentence = `${at}: ${loaded} stored; ${state}. The next run goes on from there.`
      return { state: 'stopped', level: 'notice', sentence }
    }
    case 'timeout': {
      const sentence = `The \`timeout\` of ${formatInputDuration(facts.timeoutMs)} ran out before ${stop.day}: ${loaded} stored; ${state}. The next run goes on from there.`
      return { state: 'timed-out', level: 'failure', sentence }
    }
    case 'cancelled': {
      const sentence = `The sync was cancelled while loading ${stop.day}, which was not stored: ${loaded} stored; ${state}.`
      return { state: 'cancelled', level: 'failure', sentence }
    }
    case 'failed': {
      const what = stop.dataset ? `${stop.dataset} of ${stop.day}` : `Storing ${stop.day}`
      const sentence = `${stop.dataset ? 'Loading ' : ''}${what} failed: ${asSentence(errorMessage(stop.error))} The day was not stored and its cursor did not move: ${loaded} stored before it; ${state}.`
      return { state: 'failed', level: 'failure', sentence }
    }
  }
}

function span(first: string | undefined, last: string | undefined): string {
  if (first === undefined || last === undefined) return '—'
  return first === last ? first : `${first} to ${last}`
}

function datasetRow(dataset: DatasetSync, held: StoredRange | undefined): string {
  const loaded =
    dataset.days === 0 ? 'none' : `${dataset.days}: ${span(dataset.first, dataset.last)}`
  const cells = [
    dataset.name,
    code(dataset.table),
    loaded,
    dataset.rows.toLocaleString('en-US'),
    span(held?.from, held?.to),
  ]
  return `| ${cells.map(cell).join(' | ')} |`
}

/** The step summary of a sync. `ranges` is undefined when the store could not say. */
export function syncSummary(
  result: SyncResult,
  outcome: Outcome,
  facts: SyncFacts,
  ranges: ReadonlyMap<TableName, StoredRange> | undefined,
): string {
  const title = outcome.level === 'failure' ? 'Docs analytics sync failed' : 'Docs analytics synced'
  const lines = [
    `## ${title}`,
    '',
    `**Store:** ${text(facts.store)}`,
    '',
    '| Dataset | Table | Days loaded this run | Rows | The store holds |',
    '|---|---|---|---:|---|',
    ...result.datasets.map((dataset) => datasetRow(dataset, ranges?.get(dataset.table))),
    '',
  ]
  if (!ranges) lines.push('*The store could not list the days it holds.*', '')
  for (const dataset of result.datasets.filter((d) => d.capped.length > 0)) {
    lines.push(
      `**${dataset.name}:** the API serves a day's top 100 pages only, and had more on ${plural(dataset.capped.length, 'day')}: ${dataset.capped.join(', ')}.`,
      '',
    )
  }
  if (result.repeated.length > 0) {
    const listed = result.repeated.slice(0, REPEATED_LISTED)
    const more = result.repeated.length - listed.length
    lines.push(
      `**Served twice in one day** (the first row was kept):`,
      '',
      ...listed.map(({ day, dataset, key }) => `- ${day}, ${dataset}: ${code(key)}`),
      ...(more > 0 ? [`- …and ${plural(more, 'more key')} (in the log)`] : []),
      '',
    )
  }
  const kind = outcome.level === 'failure' ? 'CAUTION' : 'NOTE'
  lines.push(`> [!${kind}]`, `> ${textWithLinks(outcome.sentence, [], 2_000)}`, '')
  return lines.join('\n')
}
