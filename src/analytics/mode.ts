/**
 * Analytics mode as main.ts runs it: export, set the outputs, write the step summary. Loaded with
 * `await import()` from main.ts, so neither this nor `@actions/artifact` costs agent mode anything.
 */
import * as core from '@actions/core'
import type { ViewsApi } from '../api/types.js'
import type { Clock } from '../clock.js'
import type { AnalyticsSettings } from '../settings.js'
import { uploadExportArtifact, type ArtifactLinkContext } from './artifact.js'
import {
  AnalyticsError,
  runAnalytics,
  type AnalyticsResult,
  type UploadArtifactFn,
} from './export.js'
import { text } from '../markdown.js'
import { analyticsSummaryMarkdown, describeRange } from './summary.js'

/** What analytics mode needs from the outside, handed in by main.ts. */
export interface AnalyticsModeIO {
  api: ViewsApi
  clock: Clock
  signal: AbortSignal
  setOutput: (name: string, value: string) => void
  writeSummary: (markdown: string) => Promise<void>
  /** GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID: without them `artifact-url` is empty. */
  artifactLink?: ArtifactLinkContext
  /** Replaces the real upload (tests). */
  uploadArtifact?: UploadArtifactFn
}

function setResultOutputs(io: AnalyticsModeIO, result: AnalyticsResult): void {
  io.setOutput('rows', String(result.rows))
  io.setOutput('total', String(result.totals.total))
  io.setOutput('human', String(result.totals.human))
  io.setOutput('ai', String(result.totals.ai))
  io.setOutput('files', JSON.stringify(result.files))
  io.setOutput('artifact-id', result.artifact ? String(result.artifact.id) : '')
  io.setOutput('artifact-url', result.artifact?.url ?? '')
}

/**
 * Runs the export and keeps the outputs truthful: `date-from`/`date-to` are set first, the rest
 * once the files are complete (also when only the upload failed). Throws with a message that
 * says how far the export got; the summary is written either way.
 */
export async function runAnalyticsMode(
  settings: AnalyticsSettings,
  io: AnalyticsModeIO,
): Promise<void> {
  io.setOutput('date-from', settings.dateFrom)
  io.setOutput('date-to', settings.dateTo)
  const upload: UploadArtifactFn =
    io.uploadArtifact ??
    ((name, files, rootDir, retentionDays) =>
      uploadExportArtifact(name, files, rootDir, retentionDays, io.artifactLink))

  let result: AnalyticsResult | undefined
  let failure: string | undefined
  try {
    result = await runAnalytics(settings, {
      api: io.api,
      clock: io.clock,
      signal: io.signal,
      uploadArtifact: upload,
    })
  } catch (error) {
    if (error instanceof AnalyticsError) result = error.result
    failure = error instanceof Error ? error.message : String(error)
  }

  if (result) {
    setResultOutputs(io, result)
  } else {
    io.setOutput('artifact-id', '')
    io.setOutput('artifact-url', '')
  }
  try {
    if (result) {
      let markdown = analyticsSummaryMarkdown(result, settings)
      if (failure) markdown += `\n> [!CAUTION]\n> ${text(failure, 2_000)}\n`
      await io.writeSummary(markdown)
    } else {
      await io.writeSummary(
        `## Page views export failed\n\n**Range:** ${describeRange(settings.dateFrom, settings.dateTo)}\n\n> [!CAUTION]\n> ${text(failure ?? '', 2_000)}\n`,
      )
    }
  } catch (error) {
    core.warning(
      `Writing the step summary failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (failure) throw new Error(failure)
}
