/**
 * Analytics mode as main.ts runs it: plan the requests, export each dataset, write the digest,
 * set the outputs and the step summary, then upload the files. Loaded with `await import()` from
 * main.ts, so neither this nor `@actions/artifact` costs agent mode anything.
 */
import { randomBytes } from 'node:crypto'
import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as core from '@actions/core'
import { BudgetSpentError, type RequestBudget } from '../api/budget.js'
import type { AnalyticsApi } from '../api/client.js'
import type { ViewTotals } from '../api/types.js'
import type { Clock } from '../clock.js'
import { formatInputDuration } from '../durations.js'
import { code, text } from '../markdown.js'
import type { SetOutput } from '../outputs.js'
import { plural } from '../plural.js'
import type { AnalyticsSettings, DatasetName } from '../settings.js'
import {
  preloadArtifactClient,
  uploadExportArtifact,
  type ArtifactLinkContext,
  type UploadedArtifact,
} from './artifact.js'
import {
  COMPARABLE,
  datasetFor,
  type AnyDataset,
  type Dataset,
  type TrafficRow,
} from './datasets.js'
import { Digest } from './digest.js'
import {
  compareWith,
  exportDataset,
  readPreviousPeriod,
  type DatasetExport,
  type ExportDeps,
  type ExportTarget,
  type RowHooks,
} from './export.js'
import { artifactSummaryMarkdown } from './summary.js'
import { asSentence, errorMessage } from '../text.js'

/** Uploads the files as an artifact (`uploadExportArtifact`, or a stand-in in tests). */
export type UploadArtifactFn = (
  name: string,
  files: string[],
  rootDir: string,
  retentionDays: number | undefined,
) => Promise<UploadedArtifact>

/** What analytics mode needs from the outside, handed in by main.ts. */
export interface AnalyticsModeIO {
  api: AnalyticsApi
  /** The analytics requests sent so far (the client takes one before every attempt). */
  budget: RequestBudget
  clock: Clock
  /** Epoch ms: the `timeout` input, covering the export and the upload. */
  deadline: number
  signal: AbortSignal
  setOutput: SetOutput
  writeSummary: (markdown: string) => Promise<void>
  /** Whether the repository is public: a warning when readers' emails go into the artifact. */
  repositoryPublic?: boolean
  /** GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID: without them `artifact-url` is empty. */
  artifactLink?: ArtifactLinkContext
  /** Replaces the real upload (tests). */
  uploadArtifact?: UploadArtifactFn
}

/** The requests one dataset costs at least (a dataset of unknown size: its first page). */
function minimumRequests(name: DatasetName, settings: AnalyticsSettings): number {
  return settings.previousRange && COMPARABLE.includes(name) ? 2 : 1
}

/** One line per dataset: what it costs, before the first request is sent. */
function logPlan(settings: AnalyticsSettings, datasets: readonly AnyDataset[]): number {
  let floor = 0
  for (const dataset of datasets) {
    const least = minimumRequests(dataset.name, settings)
    floor += least
    const paging = dataset.paging
    const cost =
      paging.kind === 'single'
        ? plural(least, 'request')
        : `at least ${plural(least, 'request')}, one per ${paging.kind === 'cursor' ? paging.limit : settings.pageSize} rows${least > 1 ? ' in each period' : ''}`
    core.info(`${dataset.name} (${dataset.title}): ${cost}`)
  }
  core.info(
    `At least ${plural(floor, 'request')} in all; \`max-requests\` allows ${settings.maxRequests} (the API allows 100 analytics requests per organization per hour, retries included).`,
  )
  return floor
}

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
  io: AnalyticsModeIO,
): Promise<void> {
  const range = { dateFrom: settings.dateFrom, dateTo: settings.dateTo }
  const previous = settings.previousRange
  io.setOutput('date-from', settings.dateFrom)
  io.setOutput('date-to', settings.dateTo)
  io.setOutput('previous-date-from', previous?.dateFrom ?? '')
  io.setOutput('previous-date-to', previous?.dateTo ?? '')
  io.setOutput('artifact-id', '')
  io.setOutput('artifact-url', '')
  const options = { includeContact: settings.includeContact, compare: previous !== undefined }
  const datasets = settings.datasets.map((name) => datasetFor(name, options))

  const floor = await core.group('Planning the requests', async () => logPlan(settings, datasets))
  if (floor > settings.maxRequests) {
    throw new Error(
      `Input \`max-requests\` (${settings.maxRequests}) is below the ${floor} requests these datasets need at least; raise it or export fewer datasets. No request was made.`,
    )
  }
  if (
    settings.includeContact &&
    settings.datasets.includes('feedback') &&
    io.repositoryPublic !== false
  ) {
    core.warning(
      `\`include-contact: true\` puts readers' email addresses in the feedback files, and this repository ${io.repositoryPublic ? 'is public: anyone can download the artifact' : 'may be public: anyone who can read it can download the artifact'}.`,
    )
  }
  // Compiled while the export waits on the network, not after it.
  if (settings.uploadArtifact && !io.uploadArtifact) preloadArtifactClient()

  const target: ExportTarget = {
    projectId: settings.projectId,
    formats: settings.formats,
    outputDir: settings.outputDir,
    pageSize: settings.pageSize,
    timeoutMs: settings.timeoutMs,
    exportedAt: new Date(io.clock.now()).toISOString(),
  }
  const deps: ExportDeps = {
    api: io.api,
    clock: io.clock,
    signal: io.signal,
    deadline: io.deadline,
  }
  const digest = new Digest({ projectId: settings.projectId, range, previousRange: previous })
  const { whole, stopped } = await exportAll(datasets, settings, target, deps, digest)
  io.setOutput('requests', String(io.budget.sent))

  const files = [...whole.values()].flatMap((result) => result.files)
  if (whole.size > 0) {
    const report = await writeReport(settings, digest.markdown())
    files.push(report)
    setDatasetOutputs(io, whole, digest, files, report)
  }
  const failure = stopped ? stopMessage(settings, whole, stopped) : undefined
  await writeSummary(
    io,
    (whole.size > 0 ? digest.markdown() : `## Docs analytics export failed\n`) +
      (failure ? caution(failure) : '') +
      filesMarkdown(files, settings.uploadArtifact),
  )

  // After a cancellation, nothing more is started: the failure says where the files are.
  if (settings.uploadArtifact && files.length > 0 && !io.signal.aborted) {
    await upload(settings, files, io)
  }
  if (failure) throw new Error(failure, { cause: stopped?.error })
  if (io.signal.aborted) {
    throw new Error(
      `The run was cancelled after the export finished; the files are on disk: ${files.join(', ')}.`,
    )
  }
}

/** The datasets in order, until one cannot be finished: the whole ones, and what stopped. */
async function exportAll(
  datasets: readonly AnyDataset[],
  settings: AnalyticsSettings,
  target: ExportTarget,
  deps: ExportDeps,
  digest: Digest,
): Promise<{
  whole: Map<DatasetName, DatasetExport>
  stopped?: { name: DatasetName; error: unknown }
}> {
  const whole = new Map<DatasetName, DatasetExport>()
  for (const dataset of datasets) {
    try {
      const result = await exportOne(dataset, settings, target, deps, digest)
      whole.set(dataset.name, result)
      digest.finished(dataset.name, result)
    } catch (error) {
      return { whole, stopped: { name: dataset.name, error } }
    }
  }
  return { whole }
}

/** One dataset: for a comparison, the previous period first (into memory), then the files. */
async function exportOne(
  dataset: AnyDataset,
  settings: AnalyticsSettings,
  target: ExportTarget,
  deps: ExportDeps,
  digest: Digest,
): Promise<DatasetExport> {
  const range = { dateFrom: settings.dateFrom, dateTo: settings.dateTo }
  const observe = digest.observer(dataset.name)
  if (settings.previousRange && (dataset.name === 'views' || dataset.name === 'visitors')) {
    const traffic = dataset as Dataset<TrafficRow>
    const previous = await readPreviousPeriod(traffic, settings.previousRange, target, deps)
    digest.previous(dataset.name, previous)
    const hooks: RowHooks<TrafficRow> = { ...compareWith(previous), observe }
    const result = await exportDataset(traffic, range, target, deps, hooks)
    return {
      ...result,
      pages: result.pages + previous.pages,
      warnings: [...previous.warnings, ...result.warnings],
    }
  }
  return exportDataset(dataset as Dataset<unknown>, range, target, deps, { observe })
}

/** The step fails with one sentence: what stopped, which datasets are whole, which are not. */
function stopMessage(
  settings: AnalyticsSettings,
  whole: ReadonlyMap<DatasetName, DatasetExport>,
  stopped: { name: DatasetName; error: unknown },
): string {
  const missing = settings.datasets.filter((name) => !whole.has(name))
  const cause = asSentence(errorMessage(stopped.error))
  const budget = isBudgetStop(stopped.error)
    ? ` The \`max-requests\` budget of ${settings.maxRequests} ran out before ${stopped.name} was whole.`
    : ''
  const done =
    whole.size > 0
      ? ` Whole, with their files: ${[...whole.keys()].join(', ')}.`
      : ' No dataset is whole.'
  return `${cause}${budget}${done} Not exported: ${missing.join(', ')}.`
}

function isBudgetStop(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof BudgetSpentError) return true
  }
  return false
}

function setDatasetOutputs(
  io: AnalyticsModeIO,
  whole: ReadonlyMap<DatasetName, DatasetExport>,
  digest: Digest,
  files: readonly string[],
  report: string,
): void {
  const rows = [...whole.values()].reduce((sum, result) => sum + result.rows, 0)
  io.setOutput('rows', String(rows))
  const views = digest.trafficTotals('views')
  const visitors = digest.trafficTotals('visitors')
  const count = (totals: ViewTotals | undefined, field: keyof ViewTotals): string =>
    totals ? String(totals[field]) : ''
  io.setOutput('total', count(views.now, 'total'))
  io.setOutput('human', count(views.now, 'human'))
  io.setOutput('ai', count(views.now, 'ai'))
  io.setOutput('total-previous', count(views.previous, 'total'))
  io.setOutput('human-previous', count(views.previous, 'human'))
  io.setOutput('ai-previous', count(views.previous, 'ai'))
  io.setOutput(
    'total-change',
    views.now && views.previous ? String(views.now.total - views.previous.total) : '',
  )
  io.setOutput('visitors', count(visitors.now, 'total'))
  io.setOutput('visitors-previous', count(visitors.previous, 'total'))
  io.setOutput(
    'datasets',
    JSON.stringify(
      Object.fromEntries(
        [...whole].map(([name, result]) => [
          name,
          { rows: result.rows, requests: result.pages, files: result.files },
        ]),
      ),
    ),
  )
  io.setOutput('files', JSON.stringify(files))
  io.setOutput('report', report)
  io.setOutput('fix-next-prompt', digest.fixNextPrompt())
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

function filesMarkdown(files: readonly string[], uploaded: boolean): string {
  const lines = ['']
  if (!uploaded) lines.push('**Artifact:** not uploaded (`upload-artifact: false`).', '')
  if (files.length > 0) {
    lines.push('**Files:**', '', ...files.map((f) => `- ${code(f, 1_000)}`), '')
  }
  return lines.join('\n')
}

/** The upload, raced against cancellation and `timeout`: `@actions/artifact` takes no signal. */
async function upload(
  settings: AnalyticsSettings,
  files: string[],
  io: AnalyticsModeIO,
): Promise<void> {
  const name = settings.artifactName
  const send: UploadArtifactFn =
    io.uploadArtifact ?? ((...args) => uploadExportArtifact(...args, io.artifactLink))
  try {
    const artifact = await core.group(`Uploading artifact ${name}`, async () => {
      const stop = new AbortController()
      try {
        const uploaded = await Promise.race([
          send(name, files, settings.outputDir, settings.retentionDays),
          uploadStopper(io, stop.signal),
        ])
        core.info(
          `Uploaded artifact ${name} (id ${uploaded.id})${uploaded.url ? `: ${uploaded.url}` : ''}`,
        )
        return uploaded
      } finally {
        stop.abort()
      }
    })
    io.setOutput('artifact-id', String(artifact.id))
    io.setOutput('artifact-url', artifact.url ?? '')
    await writeSummary(io, artifactSummaryMarkdown({ ...artifact, name }))
  } catch (error) {
    const failure =
      error instanceof UploadStopped
        ? `Uploading the artifact "${name}" stopped: ${
            error.why === 'cancelled'
              ? 'the run was cancelled'
              : `the \`timeout\` of ${formatInputDuration(settings.timeoutMs)} ran out`
          }, so the artifact was not uploaded. The files are on disk: ${files.join(', ')}.`
        : errorMessage(error)
    await writeSummary(io, caution(failure))
    throw new Error(failure, { cause: error })
  }
}

/**
 * Rejects when the run is cancelled or `timeout` passes, whichever comes first; settles nothing
 * once `done` aborts. The timer is a real one: the upload it bounds runs in real time.
 */
function uploadStopper(io: AnalyticsModeIO, done: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    const stopWith = (why: UploadStopped['why']): void => {
      cleanup()
      reject(new UploadStopped(why))
    }
    const onCancel = (): void => stopWith('cancelled')
    const timer = setTimeout(() => stopWith('timeout'), Math.max(0, io.deadline - io.clock.now()))
    const cleanup = (): void => {
      clearTimeout(timer)
      io.signal.removeEventListener('abort', onCancel)
    }
    if (io.signal.aborted) return stopWith('cancelled')
    io.signal.addEventListener('abort', onCancel, { once: true })
    done.addEventListener('abort', cleanup, { once: true })
  })
}

class UploadStopped extends Error {
  readonly why: 'cancelled' | 'timeout'
  constructor(why: 'cancelled' | 'timeout') {
    super(`upload stopped: ${why}`)
    this.why = why
  }
}

function caution(failure: string): string {
  return `\n> [!CAUTION]\n> ${text(failure, 2_000)}\n`
}

/** The summary is a report: failing to write it never fails the step. */
async function writeSummary(io: AnalyticsModeIO, markdown: string): Promise<void> {
  try {
    await io.writeSummary(markdown)
  } catch (error) {
    core.warning(`Writing the step summary failed: ${errorMessage(error)}`)
  }
}
