/**
 * Analytics mode as main.ts runs it: export, set the outputs, write the step summary, then upload
 * the files. Loaded with `await import()` from main.ts, so neither this nor `@actions/artifact`
 * costs agent mode anything.
 */
import * as core from '@actions/core'
import type { ViewsApi } from '../api/types.js'
import type { Clock } from '../clock.js'
import { formatInputDuration } from '../durations.js'
import { text } from '../markdown.js'
import type { SetOutput } from '../outputs.js'
import type { AnalyticsSettings } from '../settings.js'
import {
  preloadArtifactClient,
  uploadExportArtifact,
  type ArtifactLinkContext,
  type UploadedArtifact,
} from './artifact.js'
import { runAnalytics, type AnalyticsResult } from './export.js'
import { analyticsSummaryMarkdown, artifactSummaryMarkdown, describeRange } from './summary.js'

/** Uploads the files as an artifact (`uploadExportArtifact`, or a stand-in in tests). */
export type UploadArtifactFn = (
  name: string,
  files: string[],
  rootDir: string,
  retentionDays: number | undefined,
) => Promise<UploadedArtifact>

/** What analytics mode needs from the outside, handed in by main.ts. */
export interface AnalyticsModeIO {
  api: ViewsApi
  clock: Clock
  /** Epoch ms: the `timeout` input, covering the export and the upload. */
  deadline: number
  signal: AbortSignal
  setOutput: SetOutput
  writeSummary: (markdown: string) => Promise<void>
  /** GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID: without them `artifact-url` is empty. */
  artifactLink?: ArtifactLinkContext
  /** Replaces the real upload (tests). */
  uploadArtifact?: UploadArtifactFn
}

/**
 * Exports, then uploads, keeping the outputs truthful at each moment: `date-from`/`date-to`
 * first; `rows`, totals, `files` and the summary as soon as the files are complete (before the
 * upload starts, so a slow or stopped upload takes nothing away); the artifact last. Throws
 * with one sentence that says how far it got; a run cancelled at any point fails.
 */
export async function runAnalyticsMode(
  settings: AnalyticsSettings,
  io: AnalyticsModeIO,
): Promise<void> {
  io.setOutput('date-from', settings.dateFrom)
  io.setOutput('date-to', settings.dateTo)
  io.setOutput('artifact-id', '')
  io.setOutput('artifact-url', '')
  // Compiled while the export waits on the network, not after it.
  if (settings.uploadArtifact && !io.uploadArtifact) preloadArtifactClient()

  let result: AnalyticsResult
  try {
    result = await runAnalytics(settings, {
      api: io.api,
      clock: io.clock,
      signal: io.signal,
      deadline: io.deadline,
    })
  } catch (error) {
    const failure = messageOf(error)
    await writeSummary(
      io,
      `## Page views export failed\n\n**Range:** ${describeRange(settings.dateFrom, settings.dateTo)}\n\n${caution(failure)}`,
    )
    throw new Error(failure, { cause: error })
  }

  io.setOutput('rows', String(result.rows))
  io.setOutput('total', String(result.totals.total))
  io.setOutput('human', String(result.totals.human))
  io.setOutput('ai', String(result.totals.ai))
  io.setOutput('files', JSON.stringify(result.files))
  await writeSummary(io, analyticsSummaryMarkdown(result, settings))

  if (settings.uploadArtifact) await upload(settings, result, io)
  if (io.signal.aborted) {
    throw new Error(
      `The run was cancelled after the export finished; the files are on disk: ${result.files.join(', ')}.`,
    )
  }
}

/** The upload, raced against cancellation and `timeout`: `@actions/artifact` takes no signal. */
async function upload(
  settings: AnalyticsSettings,
  result: AnalyticsResult,
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
          send(name, result.files, result.outputDir, settings.retentionDays),
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
          }, so the artifact was not uploaded. The files are on disk: ${result.files.join(', ')}.`
        : messageOf(error)
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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The summary is a report: failing to write it never fails the step. */
async function writeSummary(io: AnalyticsModeIO, markdown: string): Promise<void> {
  try {
    await io.writeSummary(markdown)
  } catch (error) {
    core.warning(`Writing the step summary failed: ${messageOf(error)}`)
  }
}
