/**
 * Analytics mode as main.ts runs it: plan the requests, export each dataset, write the digest,
 * set the outputs and the step summary, then upload the files. Loaded with `await import()` from
 * main.ts, so neither this nor `@actions/artifact` costs agent mode anything.
 */
import { randomBytes } from 'node:crypto'
import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BudgetSpentError } from '../shared/mintlify/budget.js'
import type { AnalyticsApi } from '../shared/mintlify/analytics-api.js'
import type { ViewTotals } from '../shared/mintlify/schemas.js'
import { code, textWithLinks } from '../shared/markdown.js'
import type { ModeDeps, Outcome } from '../shared/mode-contract.js'
import { plural } from '../shared/plural.js'
import { InputError } from '../shared/inputs.js'
import type { Log } from '../shared/runner.js'
import type { AnalyticsSettings } from './inputs.js'
import { asSentence, errorMessage } from '../shared/text.js'
import {
  artifactSummaryMarkdown,
  preloadArtifactClient,
  uploadWithin,
  type UploadArtifactFn,
} from '../shared/artifact.js'
import { loadDataset, type DatasetName } from './datasets/catalogue.js'
import type { DatasetOptions } from './datasets/dataset.js'
import { Digest } from './digest.js'
import {
  compareWith,
  exportDataset,
  readPreviousPeriod,
  type DatasetExport,
  type ExportDeps,
  type ExportTarget,
} from './export.js'
import type { DateRange } from './range.js'

/**
 * What analytics mode gets from the step (its `budget` counts the requests sent, the client
 * taking one before every attempt), and a stand-in for the upload in tests.
 */
export type AnalyticsModeDeps = ModeDeps<'analytics', AnalyticsApi> & {
  /** Replaces the real upload (tests). */
  uploadArtifact?: UploadArtifactFn
}

type SetOutput = AnalyticsModeDeps['setOutput']

/**
 * Exports every dataset asked for, then uploads, keeping the outputs truthful at each moment:
 * `date-from`/`date-to` first; rows, totals, `files`, the digest and the summary as soon as the
 * files are complete (before the upload starts, so a slow or stopped upload takes nothing away);
 * the artifact last. A dataset that cannot be finished (the budget, an outage) stops the run:
 * the whole datasets before it keep their files and are uploaded, and the step fails saying
 * which are whole and which are not. A run cancelled at any point fails.
 */
export async function runAnalyticsMode(
  settings: AnalyticsSettings,
  deps: AnalyticsModeDeps,
): Promise<Outcome> {
  setRangeOutputs(settings, deps.setOutput)
  await deps.log.group('Planning the requests', () => checkPlan(settings, deps.log))
  warnAboutContact(settings, repositoryIsPublic(deps.context.payload), deps.log)
  // Compiled while the export waits on the network, not after it.
  if (settings.uploadArtifact && !deps.uploadArtifact) preloadArtifactClient()

  const digest = new Digest({
    projectId: settings.projectId,
    range: rangeOf(settings),
    previousRange: settings.previousRange,
  })
  const { whole, stopped } = await exportAll(settings, deps, digest)
  deps.setOutput('requests', String(deps.budget.sent))
  const report = whole.size > 0 ? digest.markdown() : `## Docs analytics export failed\n`
  const files = await writeResults(settings, whole, digest, report, deps.setOutput)
  const failure = stopped ? stopMessage(settings, whole, stopped) : undefined
  await deps.writeSummary(
    report + (failure ? caution(failure) : '') + filesMarkdown(files, settings),
  )

  // After a cancellation, nothing more is started: the failure says where the files are.
  if (settings.uploadArtifact && files.length > 0 && !deps.signal.aborted) {
    await upload(settings, files, deps)
  }
  if (failure) return { state: 'failed', level: 'failure', sentence: failure }
  if (deps.signal.aborted) {
    const sentence = `The run was cancelled after the export finished; the files are on disk: ${files.join(', ')}.`
    return { state: 'cancelled', level: 'failure', sentence }
  }
  return { state: 'exported', level: 'notice', sentence: exportedSentence(settings, whole, files) }
}

/** From the event payload's `repository`; undefined when the payload does not say. */
function repositoryIsPublic(payload: Record<string, unknown>): boolean | undefined {
  const repository = payload.repository
  if (typeof repository !== 'object' || repository === null) return undefined
  if ('private' in repository && typeof repository.private === 'boolean') return !repository.private
  if ('visibility' in repository) return repository.visibility === 'public'
  return undefined
}

function rangeOf(settings: AnalyticsSettings): DateRange {
  return { dateFrom: settings.dateFrom, dateTo: settings.dateTo }
}

function optionsOf(settings: AnalyticsSettings): DatasetOptions {
  return { includeContact: settings.includeContact, compare: settings.previousRange !== undefined }
}

function setRangeOutputs(settings: AnalyticsSettings, setOutput: SetOutput): void {
  const previous = settings.previousRange
  setOutput('date-from', settings.dateFrom)
  setOutput('date-to', settings.dateTo)
  setOutput('previous-date-from', previous?.dateFrom ?? '')
  setOutput('previous-date-to', previous?.dateTo ?? '')
  setOutput('artifact-id', '')
  setOutput('artifact-url', '')
}

/**
 * One line per dataset, what it costs, before the first request is sent; refuses a plan whose
 * least cost is above `max-requests`.
 */
async function checkPlan(settings: AnalyticsSettings, log: Log): Promise<void> {
  let floor = 0
  for (const name of settings.datasets) {
    const dataset = await loadDataset(name, optionsOf(settings))
    // A dataset of unknown size costs its first page at least, in each period compared.
    const least = settings.previousRange && dataset.comparable ? 2 : 1
    floor += least
    const { paging } = dataset
    const cost =
      paging.kind === 'single'
        ? plural(least, 'request')
        : `at least ${plural(least, 'request')}, one per ${paging.kind === 'cursor' ? paging.limit : settings.pageSize} rows${least > 1 ? ' in each period' : ''}`
    log.info(`${name} (${dataset.title}): ${cost}`)
  }
  log.info(
    `At least ${plural(floor, 'request')} in all; \`max-requests\` allows ${settings.maxRequests} (the API allows 100 analytics requests per organization per hour, retries included).`,
  )
  if (floor > settings.maxRequests) {
    throw new InputError(
      'max-requests',
      `Input \`max-requests\` (${settings.maxRequests}) is below the ${floor} requests these datasets need at least; raise it or export fewer datasets. No request was made.`,
    )
  }
}

function warnAboutContact(
  settings: AnalyticsSettings,
  repositoryPublic: boolean | undefined,
  log: Log,
): void {
  if (!settings.includeContact || !settings.datasets.includes('feedback')) return
  if (repositoryPublic === false) return
  log.warning(
    `\`include-contact: true\` puts readers' email addresses in the feedback files, and this repository ${repositoryPublic ? 'is public: anyone can download the artifact' : 'may be public: anyone who can read it can download the artifact'}.`,
  )
}

/** The datasets in order, until one cannot be finished: the whole ones, and what stopped. */
async function exportAll(
  settings: AnalyticsSettings,
  deps: AnalyticsModeDeps,
  digest: Digest,
): Promise<{
  whole: Map<DatasetName, DatasetExport>
  stopped?: { name: DatasetName; error: unknown }
}> {
  const target: ExportTarget = {
    projectId: settings.projectId,
    formats: settings.formats,
    outputDir: settings.outputDir,
    pageSize: settings.pageSize,
    timeoutMs: settings.timeoutMs,
    exportedAt: new Date(deps.clock.now()).toISOString(),
  }
  const whole = new Map<DatasetName, DatasetExport>()
  for (const name of settings.datasets) {
    try {
      const result = await exportOne(name, settings, target, deps, digest)
      whole.set(name, result)
      digest.finished(name, result)
    } catch (error) {
      return { whole, stopped: { name, error } }
    }
  }
  return { whole }
}

/** One dataset: for a comparison, the period before first (into memory), then the files. */
async function exportOne<Name extends DatasetName>(
  name: Name,
  settings: AnalyticsSettings,
  target: ExportTarget,
  deps: ExportDeps,
  digest: Digest,
): Promise<DatasetExport> {
  const dataset = await loadDataset(name, optionsOf(settings))
  const observe = digest.observer(name)
  const { comparison } = dataset
  if (!settings.previousRange || !comparison) {
    return exportDataset(dataset, rangeOf(settings), target, deps, { observe })
  }
  const previous = await readPreviousPeriod(
    dataset,
    comparison,
    settings.previousRange,
    target,
    deps,
  )
  digest.previous(name, previous)
  const hooks = { ...compareWith(comparison, previous), observe }
  const result = await exportDataset(dataset, rangeOf(settings), target, deps, hooks)
  return {
    ...result,
    requests: result.requests + previous.requests,
    warnings: [...previous.warnings, ...result.warnings],
  }
}

/** `report.md`, `files` and every dataset output, once the datasets that could be are whole. */
async function writeResults(
  settings: AnalyticsSettings,
  whole: ReadonlyMap<DatasetName, DatasetExport>,
  digest: Digest,
  markdown: string,
  setOutput: SetOutput,
): Promise<string[]> {
  const files = [...whole.values()].flatMap((result) => result.files)
  if (whole.size === 0) return files
  const report = await writeReport(settings, markdown)
  files.push(report)
  setDatasetOutputs(setOutput, whole, digest, files, report)
  return files
}

/** The step fails with one sentence: what stopped, which datasets are whole, which are not. */
function stopMessage(
  settings: AnalyticsSettings,
  whole: ReadonlyMap<DatasetName, DatasetExport>,
  stopped: { name: DatasetName; error: unknown },
): string {
  const missing = settings.datasets.filter((name) => !whole.has(name))
  const cause = asSentence(errorMessage(stopped.error))
  const budget = BudgetSpentError.isCauseOf(stopped.error)
    ? ` The \`max-requests\` budget of ${settings.maxRequests} ran out before ${stopped.name} was whole.`
    : ''
  const done =
    whole.size > 0
      ? ` Whole, with their files: ${[...whole.keys()].join(', ')}.`
      : ' No dataset is whole.'
  return `${cause}${budget}${done} Not exported: ${missing.join(', ')}.`
}

/** The step's notice once every dataset is whole. */
function exportedSentence(
  settings: AnalyticsSettings,
  whole: ReadonlyMap<DatasetName, DatasetExport>,
  files: readonly string[],
): string {
  const rows = [...whole.values()].reduce((sum, result) => sum + result.rows, 0)
  const range = `${settings.dateFrom} to ${settings.dateTo}`
  return `Exported ${plural(rows, 'row')} of ${[...whole.keys()].join(', ')} (${range}): ${plural(files.length, 'file')} in ${settings.outputDir}.`
}

function setDatasetOutputs(
  setOutput: SetOutput,
  whole: ReadonlyMap<DatasetName, DatasetExport>,
  digest: Digest,
  files: readonly string[],
  report: string,
): void {
  const rows = [...whole.values()].reduce((sum, result) => sum + result.rows, 0)
  setOutput('rows', String(rows))
  const views = digest.trafficTotals('views')
  const visitors = digest.trafficTotals('visitors')
  const count = (totals: ViewTotals | undefined, field: keyof ViewTotals): string =>
    totals ? String(totals[field]) : ''
  setOutput('total', count(views.now, 'total'))
  setOutput('human', count(views.now, 'human'))
  setOutput('ai', count(views.now, 'ai'))
  setOutput('total-previous', count(views.previous, 'total'))
  setOutput('human-previous', count(views.previous, 'human'))
  setOutput('ai-previous', count(views.previous, 'ai'))
  setOutput(
    'total-change',
    views.now && views.previous ? String(views.now.total - views.previous.total) : '',
  )
  setOutput('visitors', count(visitors.now, 'total'))
  setOutput('visitors-previous', count(visitors.previous, 'total'))
  setOutput(
    'datasets',
    JSON.stringify(
      Object.fromEntries(
        [...whole].map(([name, result]) => [
          name,
          { rows: result.rows, requests: result.requests, files: result.files },
        ]),
      ),
    ),
  )
  setOutput('files', JSON.stringify(files))
  setOutput('report', report)
  setOutput('fix-next-prompt', digest.fixNextPrompt())
}

/** `report.md` beside the files, written under a hidden name and renamed when complete. */
async function writeReport(settings: AnalyticsSettings, markdown: string): Promise<string> {
  const final = path.join(settings.outputDir, 'report.md')
  const partial = path.join(
    settings.outputDir,
    `.report.md.${randomBytes(6).toString('hex')}.partial`,
  )
  try {
    await writeFile(partial, markdown, { flag: 'wx' })
    await rename(partial, final)
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined)
    throw error
  }
  return final
}

/**
 * The files by the names a reader meets when opening the artifact: relative to `output-dir`, the
 * artifact's root, never the runner's absolute paths (`$RUNNER_TEMP/…` means nothing once the job
 * is gone). The artifact's link follows once it is uploaded (artifactSummaryMarkdown).
 */
function filesMarkdown(files: readonly string[], settings: AnalyticsSettings): string {
  const lines = ['']
  const names = files.map((file) =>
    path.relative(settings.outputDir, file).split(path.sep).join('/'),
  )
  // With no file left (an export that failed before any dataset was whole), there is nothing to keep.
  if (!settings.uploadArtifact && names.length > 0) {
    lines.push(
      '**Artifact:** not uploaded (`upload-artifact: false`); the files stay in `output-dir` on the runner.',
      '',
    )
  }
  if (names.length > 0) {
    const where = settings.uploadArtifact ? ` in the artifact ${code(settings.artifactName)}` : ''
    lines.push(`**Files**${where}:`, '', ...names.map((name) => `- ${code(name, 1_000)}`), '')
  }
  return lines.join('\n')
}

/** The upload, bounded by `timeout` and cancellation (see `uploadWithin`). */
async function upload(
  settings: AnalyticsSettings,
  files: string[],
  deps: AnalyticsModeDeps,
): Promise<void> {
  const name = settings.artifactName
  try {
    const artifact = await deps.log.group(`Uploading artifact ${name}`, () =>
      uploadWithin(
        { name, files, rootDir: settings.outputDir, retentionDays: settings.retentionDays },
        { ...deps, timeoutMs: settings.timeoutMs },
        { info: deps.log.info, link: deps.artifactLink, send: deps.uploadArtifact },
      ),
    )
    deps.setOutput('artifact-id', String(artifact.id))
    deps.setOutput('artifact-url', artifact.url ?? '')
    await deps.writeSummary(artifactSummaryMarkdown({ ...artifact, name }))
  } catch (error) {
    const failure = errorMessage(error)
    await deps.writeSummary(caution(failure))
    throw new Error(failure, { cause: error })
  }
}

function caution(failure: string): string {
  // The sentence's `input` spans drawn as code, not shown as typed backticks.
  return `\n> [!CAUTION]\n> ${textWithLinks(failure, [], 2_000)}\n`
}
