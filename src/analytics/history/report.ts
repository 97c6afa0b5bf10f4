/**
 * What a sync tells people: the step's one sentence (what the run did, how far the store got,
 * what is left, what stopped it) and the step summary (what a day costs, how many days a run of
 * this `max-requests` stores and how many runs the backlog needs, in sentences; per dataset the
 * days stored and read again and the days the store holds; the capped days of feedback by page;
 * the keys served twice). Pure: mode.ts sets them.
 */
import { formatInputDuration } from '../../shared/durations.js'
import { cell, code, text, textWithLinks } from '../../shared/markdown.js'
import type { Outcome } from '../../shared/mode-contract.js'
import { plural } from '../../shared/plural.js'
import { asSentence, errorMessage } from '../../shared/text.js'
import type { StoredRange } from './store.js'
import type { DatasetSync, SyncResult, SyncStop } from './sync.js'

/** The few facts of the run the sentences need besides the result. */
export interface SyncFacts {
  /** The store, in words (`Parquet folder /x`, `Postgres host:5432/db`): no secret. */
  store: string
  dateTo: string
  maxRequests: number
  lookbackDays: number
  timeoutMs: number
  requests: number
}

/** How many repeated keys the summary lists (the log has every one). */
const REPEATED_LISTED = 20

/** The last day stored of every dataset asked, or undefined while one has none. */
export function syncedThrough(result: SyncResult): string | undefined {
  let through: string | undefined
  for (const { range } of result.datasets) {
    if (range === undefined) return undefined
    if (through === undefined || range.last < through) through = range.last
  }
  return through
}

/** What the run did: "stored 4 days, read 2 days again and refreshed 250 feedback items". */
function done(result: SyncResult): string {
  const parts = [
    ...(result.days > 0 ? [`stored ${plural(result.days, 'day')}`] : []),
    ...(result.rereads > 0 ? [`read ${plural(result.rereads, 'day')} again`] : []),
    ...(result.refresh?.done ? [`refreshed ${plural(result.refresh.items, 'feedback item')}`] : []),
  ]
  if (parts.length === 0) return 'nothing was stored'
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]
  return `${list} (${result.rows.toLocaleString('en-US')} row${result.rows === 1 ? '' : 's'})`
}

/**
 * Where the store is: "the store holds every dataset asked through 2026-11-20", and with
 * `facts`, the days it still lacks ("; 6 days left before 2026-11-21").
 */
function where(result: SyncResult, facts?: SyncFacts): string {
  const through = syncedThrough(result)
  const held = through
    ? `the store holds every dataset asked through ${through}`
    : 'the store does not yet hold a day of every dataset asked'
  const left =
    facts && result.backlog > 0
      ? `; ${plural(result.backlog, 'day')} left before ${facts.dateTo}`
      : ''
  return `${held}${left}`
}

/** What a stopped run leaves for the next: days to load, the refresh, days to read again. */
function left(result: SyncResult, facts: SyncFacts): string {
  const rereadsLeft = result.plan.rereads.length - result.rereads
  const parts = [
    ...(result.backlog > 0
      ? [`${plural(result.backlog, 'day')} to load before ${facts.dateTo}`]
      : []),
    ...(result.refreshLeft ? ['the feedback refresh'] : []),
    ...(rereadsLeft > 0 ? [`${plural(rereadsLeft, 'stored day')} to read again`] : []),
  ]
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
    : (parts[0] ?? '')
}

/** The fewest requests one day costs, known from what a run that could not store one spent. */
function leastDayCost(stop: SyncStop | undefined): number | undefined {
  if (stop?.kind !== 'budget' || !stop.lost?.whole || stop.piece === 'refresh') return undefined
  return stop.lost.spent + 1
}

/** The outcome of a run the budget stopped. */
function budgetOutcome(
  result: SyncResult,
  stop: Extract<SyncStop, { kind: 'budget' }>,
  facts: SyncFacts,
): Outcome {
  const budget = `\`max-requests\` (${facts.maxRequests})`
  const least = leastDayCost(stop)
  if (least !== undefined && result.days + result.rereads === 0) {
    const sentence = `${budget} cannot hold one day of these datasets: ${stop.day ?? ''} took all ${plural(facts.maxRequests, 'request')} and was not whole, so a day costs at least ${plural(least, 'request')}; raise \`max-requests\` (docs/analytics.md has the sizing rule). Nothing was stored.`
    return { state: 'failed', level: 'failure', sentence }
  }
  const at =
    stop.piece === 'refresh'
      ? `${budget} ran out ${stop.lost ? 'during' : 'before'} the feedback refresh`
      : stop.lost
        ? `${budget} ran out while loading ${stop.day ?? ''}, which was not stored`
        : `Stopped before ${budget} at a whole day`
  const rest = left(result, facts)
  const sentence = `${at}: ${done(result)} in ${plural(facts.requests, 'request')}; ${where(result)}${rest ? `; left for the next run: ${rest}` : ''}.`
  const never = neverCatchesUp(result, facts)
  if (never) return { state: 'stopped', level: 'warning', sentence: `${sentence} ${never}` }
  if (stop.piece === 'refresh' && stop.lost?.whole) {
    const refresh = `The feedback refresh alone needs more than ${budget}, so it never finishes: lower \`feedback-refresh-days\` or raise \`max-requests\`.`
    return { state: 'stopped', level: 'warning', sentence: `${sentence} ${refresh}` }
  }
  return { state: 'stopped', level: 'notice', sentence }
}

/** The step's outcome: green when the plan is done or the budget stopped it after a whole day. */
export function syncOutcome(result: SyncResult, facts: SyncFacts): Outcome {
  const { stop } = result
  if (!stop) {
    const sentence =
      result.days + result.rereads === 0 && !result.refresh
        ? `Nothing to load: ${where(result)} (${facts.store}).`
        : `Synced the ${facts.store}: ${done(result)} in ${plural(facts.requests, 'request')}; ${where(result)}.`
    return { state: 'synced', level: 'notice', sentence }
  }
  const what = stop.day ?? 'the feedback refresh'
  const so = `${done(result)} before it; ${where(result, facts)}`
  switch (stop.kind) {
    case 'budget':
      return budgetOutcome(result, stop, facts)
    case 'timeout': {
      const sentence = `The \`timeout\` of ${formatInputDuration(facts.timeoutMs)} ran out before ${what}: ${so}. The next run goes on from there.`
      return { state: 'timed-out', level: 'failure', sentence }
    }
    case 'cancelled': {
      const sentence = `The sync was cancelled while loading ${what}${stop.day ? ', which was not stored' : ''}: ${so}.`
      return { state: 'cancelled', level: 'failure', sentence }
    }
    case 'failed': {
      const subject = stop.dataset
        ? `Loading ${stop.dataset} of ${what}`
        : stop.day
          ? `Storing ${stop.day}`
          : 'The feedback refresh'
      const kept = stop.day
        ? 'The day was not stored and its range did not move'
        : 'The pages read before it were kept'
      const sentence = `${subject} failed: ${asSentence(errorMessage(stop.error))} ${kept}: ${so}.`
      return { state: 'failed', level: 'failure', sentence }
    }
  }
}

/** Days a run of `max-requests` stores, at `cost` requests a day. */
function daysPerRun(facts: SyncFacts, cost: number): number {
  return Math.floor(facts.maxRequests / cost)
}

/** The warning sentence when this budget can never catch up, or undefined when it can. */
function neverCatchesUp(result: SyncResult, facts: SyncFacts): string | undefined {
  const cost = result.dayCost
  if (cost === undefined || result.backlog === 0 || daysPerRun(facts, cost) > 1) return undefined
  return `At ${plural(cost, 'request')} a day, \`max-requests\` (${facts.maxRequests}) stores no more than the one new day each night brings, so the store never catches up: raise it to at least ${2 * cost} (docs/analytics.md has the sizing rule).`
}

/**
 * The sizing, in sentences: what a day costs, how many days a run stores, how many runs the
 * backlog needs, or what a caught-up night costs (docs/analytics.md, "Sizing `max-requests`").
 */
function sizingSentences(result: SyncResult, facts: SyncFacts): string[] {
  const cost = result.dayCost
  if (cost === undefined) {
    const least = leastDayCost(result.stop)
    return [
      least === undefined
        ? 'No day of every dataset asked was stored in this run, so what a day costs was not measured.'
        : `One day of every dataset asked costs at least ${plural(least, 'request')}: more than \`max-requests\` (${facts.maxRequests}).`,
    ]
  }
  const perRun = daysPerRun(facts, cost)
  const sentences = [
    `One day of every dataset asked cost ${plural(cost, 'request')} in this run, so \`max-requests\` (${facts.maxRequests}) stores ${plural(perRun, 'day')} a run.`,
  ]
  if (result.backlog > 0) {
    sentences.push(
      neverCatchesUp(result, facts) ??
        `With one new day each night, the ${plural(result.backlog, 'day')} left need ${plural(Math.ceil(result.backlog / (perRun - 1)), 'more nightly run')}.`,
    )
    return sentences
  }
  const nightDays = Math.max(facts.lookbackDays, 1)
  const refresh = result.refresh ? ` (${plural(result.refresh.requests, 'request')} this run)` : ''
  const night = nightDays * cost + (result.refresh?.requests ?? 0)
  sentences.push(
    `The store is caught up: a night now loads ${plural(nightDays, 'day')} (\`lookback-days\`, the new day included), about ${plural(nightDays * cost, 'request')}, plus the feedback refresh${refresh}.`,
  )
  if (night > facts.maxRequests) {
    sentences.push(
      `That is more than \`max-requests\` (${facts.maxRequests}): the last days to read again are left out each night; raise it or lower \`lookback-days\`.`,
    )
  }
  return sentences
}

function span(range: StoredRange | undefined): string {
  if (range === undefined) return '—'
  return range.first === range.last ? range.first : `${range.first} to ${range.last}`
}

function datasetRow(dataset: DatasetSync): string {
  const cells = [
    dataset.name,
    code(dataset.table),
    dataset.days === 0 ? 'none' : plural(dataset.days, 'day'),
    dataset.rereads === 0 ? 'none' : plural(dataset.rereads, 'day'),
    dataset.rows.toLocaleString('en-US'),
    span(dataset.range),
  ]
  return `| ${cells.map(cell).join(' | ')} |`
}

/** The step summary of a sync. */
export function syncSummary(result: SyncResult, outcome: Outcome, facts: SyncFacts): string {
  const title =
    outcome.level === 'failure' ? 'Docs analytics history failed' : 'Docs analytics history'
  const lines = [
    `## ${title}`,
    '',
    `**Store:** ${text(facts.store)}`,
    '',
    sizingSentences(result, facts).join(' '),
    '',
    '| Dataset | Table | Stored this run | Read again | Rows written | The store holds |',
    '|---|---|---|---|---:|---|',
    ...result.datasets.map(datasetRow),
    '',
  ]
  if (result.refresh) {
    const { refresh } = result
    lines.push(
      `**Feedback refresh:** the items created ${refresh.from} to ${refresh.to} (end excluded) read again${refresh.done ? '' : ', cut short'}: ${plural(refresh.items, 'item')} in ${plural(refresh.requests, 'request')}.`,
      '',
    )
  }
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
  const kind = { failure: 'CAUTION', warning: 'WARNING', notice: 'NOTE' }[outcome.level]
  lines.push(`> [!${kind}]`, `> ${textWithLinks(outcome.sentence, [], 2_000)}`, '')
  return lines.join('\n')
}
