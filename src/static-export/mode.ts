/**
 * Static-export mode: start an export of the docs (or resume `export-id`), wait for it with its
 * progress, ask for the bundle, download and verify it, extract it safely, hand it on as an
 * artifact, and say what was exported. The job is started at most once: every later failure
 * names the export to resume.
 */
import * as core from '@actions/core'
import { join } from 'node:path'
import type { StaticExportApi } from '../shared/mintlify/client.js'
import { ApiError } from '../shared/mintlify/errors.js'
import type { ProxySettings } from '../shared/mintlify/proxy.js'
import type {
  StaticExportBundle,
  StaticExportJob,
} from '../shared/mintlify/static-export-schemas.js'
import { formatDuration } from '../shared/durations.js'
import type { ModeDeps } from '../action/entry.js'
import type { SetOutput } from '../action/outputs.js'
import { plural } from '../shared/plural.js'
import { pollUntil, PollTimeout, waitFor } from '../shared/poll.js'
import type { Outcome } from '../shared/outcome.js'
import type { StaticExportSettings } from './inputs.js'
import { errorMessage, oneLine } from '../shared/text.js'
import type { ArtifactLinkContext, UploadedArtifact } from '../shared/artifact.js'
import type { Downloaded } from './download.js'
import { exportSummary, type ExportReport } from './summary.js'

/** The archive's and the site's names inside `output-dir`. */
const BUNDLE_FILE = 'bundle.tar.gz'
const SITE_FOLDER = 'site'

/** Statuses the API documents, and those that end a job. */
const KNOWN: ReadonlySet<string> = new Set(['queued', 'running', 'completed', 'failed'])
const ENDING: ReadonlySet<string> = new Set(['completed', 'failed'])

export interface StaticExportDeps extends ModeDeps {
  api: StaticExportApi
  /** The runner's proxy settings: the download goes through them too. */
  proxy: ProxySettings
  /** GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID: without them `artifact-url` is empty. */
  artifactLink?: ArtifactLinkContext
}

export async function runStaticExportMode(
  settings: StaticExportSettings,
  deps: StaticExportDeps,
): Promise<Outcome> {
  const setOutput = deps.setOutput
  const started = deps.clock.now()
  const job = await startOrResume(settings, deps)
  const report: ExportReport = { settings, job }
  showJob(setOutput, job)
  if (!settings.wait) {
    await deps.writeSummary(exportSummary(report))
    return {
      state: job.status,
      level: 'notice',
      sentence: `Export ${job.jobId} is ${job.status}; download it in a later step with \`export-id: ${job.jobId}\`.`,
    }
  }
  try {
    report.job = await waitForExport(job, settings, deps, started, (seen) => {
      report.job = seen
      showJob(setOutput, seen)
    })
    const { downloaded, bundle } = await fetchBundle(report.job, settings, deps)
    report.bundle = { ...downloaded, expiresAt: bundle.expiresAt }
    setOutput('bundle-path', downloaded.path)
    setOutput('bundle-sha256', downloaded.sha256)
    setOutput('bundle-size', String(downloaded.bytes))
    core.info(
      `Downloaded the bundle: ${downloaded.bytes} bytes, SHA-256 ${downloaded.sha256}, to ${downloaded.path}.`,
    )
    setOutput('site-dir', '')
    if (settings.extract) {
      const { extractBundle } = await import('./extract.js')
      const site = await extractBundle({
        archive: downloaded.path,
        archiveBytes: downloaded.bytes,
        target: join(settings.outputDir, SITE_FOLDER),
        signal: deps.signal,
      })
      report.site = site
      setOutput('site-dir', site.dir)
      core.info(
        `Extracted ${plural(site.files, 'file')} (${site.bytes} bytes) to ${site.dir}; every entry checked.`,
      )
    }
    if (settings.uploadArtifact) {
      report.artifact = await upload(settings, report, deps)
      setOutput('artifact-id', String(report.artifact.id))
      setOutput('artifact-url', report.artifact.url ?? '')
    }
  } catch (error) {
    const said = errorMessage(error)
    // A timeout's sentence already names the export to resume; an unsafe archive's is the one
    // sentence that names its entry (downloading it again would bring the same archive).
    const whole =
      said.includes('`export-id: ') ||
      (error instanceof Error && error.name === 'UnsafeArchiveError')
    const message = whole ? said : `${said} ${resumeHint(report.job)}`
    report.failure = message
    await deps.writeSummary(exportSummary(report)).catch(() => undefined)
    return { state: 'failed', level: 'failure', sentence: message }
  }
  await deps.writeSummary(exportSummary(report))
  return {
    state: 'exported',
    level: 'notice',
    sentence: `Exported ${report.job.pageCount} ${report.job.pageCount === 1 ? 'page' : 'pages'} of ${settings.domain} after ${formatDuration(deps.clock.now() - started)}${report.site ? ` to ${report.site.dir}` : ''}.`,
  }
}

/** The job this run follows: the `export-id` input's (nothing started), or a new one. */
async function startOrResume(
  settings: StaticExportSettings,
  deps: StaticExportDeps,
): Promise<StaticExportJob> {
  if (settings.exportId) {
    const job = await deps.api.getStaticExport(settings.exportId, deps.signal)
    core.info(`Resuming export ${job.jobId} (${describe(job)}); no new export is started.`)
    return job
  }
  const job = await deps.api.startStaticExport(
    {
      domain: settings.domain,
      ...(settings.docsVersion ? { version: settings.docsVersion } : {}),
      ...(settings.paths.length > 0 ? { paths: settings.paths } : {}),
    },
    deps.signal,
  )
  core.info(
    `Started export ${job.jobId} of ${settings.domain}${settings.docsVersion ? ` (version ${settings.docsVersion})` : ''}${settings.paths.length > 0 ? `, ${plural(settings.paths.length, 'page path')}` : ''}.`,
  )
  return job
}

function showJob(setOutput: SetOutput, job: StaticExportJob): void {
  setOutput('export-id', job.jobId)
  setOutput('status', job.status)
  setOutput('page-count', String(job.pageCount))
}

function describe(job: StaticExportJob): string {
  return `${job.status}, ${Math.floor(job.progress)}%, ${plural(job.pageCount, 'page')}`
}

/**
 * Waits for the job to end (`completed` or `failed`; at `timeout` a WaitTimeoutError naming
 * `export-id`), logging its progress and pages on each change.
 */
async function waitForExport(
  first: StaticExportJob,
  settings: StaticExportSettings,
  deps: StaticExportDeps,
  started: number,
  onJob: (job: StaticExportJob) => void,
): Promise<StaticExportJob> {
  const last = await waitFor(
    {
      noun: 'Export',
      id: first.jobId,
      known: KNOWN,
      ending: ENDING,
      describe,
      resume: { input: 'export-id', does: 'download it' },
    },
    {
      ...deps,
      pollIntervalMs: settings.pollIntervalMs,
      startedAt: started,
      first,
      get: (signal) => deps.api.getStaticExport(first.jobId, signal),
      onValue: onJob,
    },
  )
  if (last.status === 'failed') {
    throw new Error(
      `Export ${last.jobId} failed: ${oneLine(last.error ?? '', 500).trim() || 'the API gave no reason'}.`,
    )
  }
  return last
}

/**
 * The bundle of a completed job, downloaded and verified. A 409 (not ready yet) is asked again
 * on the poll schedule; an expired link is replaced by a fresh one once.
 */
async function fetchBundle(
  job: StaticExportJob,
  settings: StaticExportSettings,
  deps: StaticExportDeps,
): Promise<{ bundle: StaticExportBundle; downloaded: Downloaded }> {
  const { checkLink, downloadBundle, linkShown, LinkExpiredError } = await import('./download.js')
  for (let link = 1; ; link++) {
    const bundle = await askForBundle(job, settings, deps)
    const url = checkLink(bundle.bundleUrl)
    // The link's signing values are credentials: masked, should any line ever carry them.
    for (const [name, value] of url.searchParams) {
      if (/signature|credential|token/i.test(name) && value.length >= 8) core.setSecret(value)
    }
    if (bundle.sizeBytes > settings.maxBundleBytes) {
      throw new Error(
        `The bundle of export ${job.jobId} is ${bundle.sizeBytes} bytes, more than \`max-bundle-size\` (${settings.maxBundleBytes} bytes); it was not downloaded: raise \`max-bundle-size\` to take it.`,
      )
    }
    core.info(
      `Downloading the bundle (${bundle.sizeBytes} bytes) from ${linkShown(url)}, link valid until ${bundle.expiresAt}.`,
    )
    try {
      const downloaded = await downloadBundle({
        url,
        sizeBytes: bundle.sizeBytes,
        target: join(settings.outputDir, BUNDLE_FILE),
        clock: deps.clock,
        deadline: deps.deadline,
        signal: deps.signal,
        proxy: deps.proxy,
        onResume: (from) =>
          core.info(`The download was cut off; resuming at byte ${from} with a Range request.`),
      })
      return { bundle, downloaded }
    } catch (error) {
      if (!(error instanceof LinkExpiredError) || link > 1) throw error
      core.info(`${error.message} Asking the API for a fresh link, once.`)
    }
  }
}

/** The bundle POST, asked again on the poll schedule while the API answers 409 (not ready). */
async function askForBundle(
  job: StaticExportJob,
  settings: StaticExportSettings,
  deps: StaticExportDeps,
): Promise<StaticExportBundle> {
  const ask = async (signal?: AbortSignal): Promise<StaticExportBundle | undefined> => {
    try {
      return await deps.api.requestStaticExportBundle(job.jobId, signal)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return undefined
      throw error
    }
  }
  const started = deps.clock.now()
  const first = await ask(deps.signal)
  if (first) return first
  core.info(`The bundle of export ${job.jobId} is not ready yet (HTTP 409); asking again.`)
  const last = await pollUntil(first, {
    pollIntervalMs: settings.pollIntervalMs,
    deadline: deps.deadline,
    startedAt: started,
    clock: deps.clock,
    signal: deps.signal,
    get: ask,
    done: (bundle) => bundle !== undefined,
    onValue: () => undefined,
  })
  if (last instanceof PollTimeout || last === undefined) {
    throw new Error(
      `Timed out after ${formatDuration(deps.clock.now() - started)} waiting for the bundle of export ${job.jobId} (the API kept answering 409, not ready); raise \`timeout\`, or download it in a later step with \`export-id: ${job.jobId}\`.`,
    )
  }
  return last
}

/** After a failure: how to go on without starting another export. */
function resumeHint(job: StaticExportJob): string {
  if (job.status === 'failed') return 'Start a new export once the cause is fixed.'
  return `Export ${job.jobId} is not lost: pass \`export-id: ${job.jobId}\` to download it again without starting another.`
}

/** The uploaded artifact: the site, or the archive with `extract: false`. */
async function upload(
  settings: StaticExportSettings,
  report: ExportReport,
  deps: StaticExportDeps,
): Promise<UploadedArtifact> {
  const { uploadExportArtifact } = await import('../shared/artifact.js')
  const { readdir } = await import('node:fs/promises')
  const root = report.site?.dir ?? settings.outputDir
  const files = report.site
    ? (await readdir(root, { withFileTypes: true, recursive: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [join(settings.outputDir, BUNDLE_FILE)]
  const name = settings.artifactName
  return core.group(`Uploading artifact ${name}`, async () => {
    const stop = new AbortController()
    try {
      const uploaded = await Promise.race([
        uploadExportArtifact(name, files, root, settings.retentionDays, deps.artifactLink),
        stopped(deps, stop.signal),
      ])
      core.info(
        `Uploaded artifact ${name} (id ${uploaded.id})${uploaded.url ? `: ${uploaded.url}` : ''}`,
      )
      return uploaded
    } finally {
      stop.abort()
    }
  })
}

/** Rejects on cancellation or at `timeout`: `@actions/artifact` takes no signal. */
function stopped(deps: StaticExportDeps, done: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    const stop = (why: string): void =>
      reject(new Error(`Uploading the artifact stopped: ${why}, so it was not uploaded.`))
    const timer = setTimeout(
      () => stop('the `timeout` ran out'),
      Math.max(0, deps.deadline - deps.clock.now()),
    )
    const onAbort = (): void => stop('the run was cancelled')
    deps.signal.addEventListener('abort', onAbort, { once: true })
    done.addEventListener('abort', () => {
      clearTimeout(timer)
      deps.signal.removeEventListener('abort', onAbort)
    })
  })
}
