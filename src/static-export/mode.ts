/**
 * Static-export mode: start an export of the docs (or resume `export-id`), wait for it with its
 * progress, ask for the bundle, download and verify it, extract it safely, hand it on as an
 * artifact, and say what was exported. The job is started at most once: every later failure
 * names the export to resume. `output-dir` is made ready before any request.
 */
import { constants, existsSync } from 'node:fs'
import { access, mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { StaticExportApi } from '../shared/mintlify/static-export-api.js'
import { ApiError } from '../shared/mintlify/errors.js'
import type {
  StaticExportBundle,
  StaticExportJob,
} from '../shared/mintlify/static-export-schemas.js'
import { uploadWithin, type UploadArtifactFn, type UploadedArtifact } from '../shared/artifact.js'
import { formatDuration } from '../shared/durations.js'
import { InputError } from '../shared/inputs.js'
import type { ModeDeps, Outcome } from '../shared/mode-contract.js'
import { plural } from '../shared/plural.js'
import { waitFor, WaitTimeoutError, type Waited } from '../shared/poll.js'
import { errorCode, errorMessage, oneLine } from '../shared/text.js'
import {
  checkLink,
  downloadBundle,
  linkShown,
  LinkExpiredError,
  type Downloaded,
  type DownloadRequest,
} from './download.js'
import { UnsafeArchiveError } from './errors.js'
import { extractBundle, type Extracted, type ExtractRequest } from './extract.js'
import type { StaticExportSettings } from './inputs.js'
import { exportSummary, type ExportReport } from './summary.js'

/** The archive's and the site's names inside `output-dir`. */
const BUNDLE_FILE = 'bundle.tar.gz'
const SITE_FOLDER = 'site'

/** Statuses the API documents, and those that end a job. */
const KNOWN: ReadonlySet<string> = new Set(['queued', 'running', 'completed', 'failed'])
const ENDING: ReadonlySet<string> = new Set(['completed', 'failed'])
/** The longest status a log line shows (the schema allows 100 printable characters). */
const STATUS_SHOWN = 100

/** The work that touches the storage host, the disk and the artifact service. */
export interface ExportSteps {
  download: (request: DownloadRequest) => Promise<Downloaded>
  extract: (request: ExtractRequest) => Promise<Extracted>
  upload: UploadArtifactFn
}

/** What static-export mode gets from the step (its `proxy` serves the download too). */
export type StaticExportDeps = ModeDeps<'static-export', StaticExportApi> & {
  /** Replaces the download, the extraction or the upload (tests); the real ones otherwise. */
  steps?: Partial<ExportSteps>
}

/**
 * Where a run was when it stopped: a cancellation while waiting or asking gets its own sentence,
 * a failure while extracting says what is left of the site.
 */
type Stage = 'waiting' | 'asking' | 'delivering' | 'extracting'

export async function runStaticExportMode(
  settings: StaticExportSettings,
  deps: StaticExportDeps,
): Promise<Outcome> {
  const started = deps.clock.now()
  // Only a run that downloads writes there: checked before the export is started or resumed.
  if (settings.wait) await prepareFolder(settings.outputDir, settings.extract)
  const job = await startOrResume(settings, deps)
  const report: ExportReport = { settings, job }
  showJob(deps.setOutput, job)
  if (!settings.wait) {
    if (job.status === 'failed') return failed(report, deps, 'failed', failedSentence(job))
    await deps.writeSummary(exportSummary(report))
    return {
      state: job.status,
      level: 'notice',
      sentence: `Export ${job.jobId} is ${oneLine(job.status, STATUS_SHOWN)}; download it in a later step with \`export-id: ${job.jobId}\`.`,
    }
  }
  const progress: { stage: Stage } = { stage: 'waiting' }
  try {
    report.job = await waitForExport(job, settings, deps, started, (seen) => {
      report.job = seen
      showJob(deps.setOutput, seen)
    })
    if (report.job.status === 'failed') {
      return await failed(report, deps, 'failed', failedSentence(report.job))
    }
    await deliver(report, deps, started, progress)
  } catch (error) {
    const { stage } = progress
    if (deps.signal.aborted && (stage === 'waiting' || stage === 'asking')) {
      return failed(report, deps, 'cancelled', cancelledSentence(report.job, stage))
    }
    const site = stage === 'extracting' ? siteLeft(settings.outputDir) : ''
    return failed(report, deps, 'failed', failureSentence(error, report.job, site))
  }
  await deps.writeSummary(exportSummary(report))
  return {
    state: 'exported',
    level: 'notice',
    sentence: `Exported ${plural(report.job.pageCount, 'page')} of ${settings.domain} after ${formatDuration(deps.clock.now() - started)}${report.site ? ` to ${report.site.dir}` : ''}.`,
  }
}

/**
 * Makes `output-dir` and clears the bundle an earlier run left in it, before any request: a
 * folder that cannot take the bundle fails now, not after the wait, and a step that fails before
 * its download leaves no bundle that passes for its own. An earlier site stays until a whole new
 * one replaces it (extract.ts), unless this run makes none (`extract: false`).
 */
async function prepareFolder(dir: string, extract: boolean): Promise<void> {
  try {
    await mkdir(dir, { recursive: true })
    await access(dir, constants.W_OK)
    await rm(join(dir, BUNDLE_FILE), { force: true })
    if (!extract) await rm(join(dir, SITE_FOLDER), { recursive: true, force: true })
  } catch (error) {
    throw new InputError(
      'output-dir',
      `Input \`output-dir\` must be a folder this step can write to: ${folderProblem(error)} (${dir}). No request was made.`,
    )
  }
}

/** Why a folder could not be made or written, from the file system's error code. */
function folderProblem(error: unknown): string {
  const code = errorCode(error) ?? ''
  if (code === 'EEXIST' || code === 'ENOTDIR') return 'a file is in the way'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'EROFS') return 'the file system is read-only'
  return `it could not be made (${code || oneLine(errorMessage(error), 200)})`
}

/** The job this run follows: the `export-id` input's (nothing started), or a new one. */
async function startOrResume(
  settings: StaticExportSettings,
  deps: StaticExportDeps,
): Promise<StaticExportJob> {
  if (settings.exportId) {
    const job = await deps.api.getStaticExport(settings.exportId, deps.signal)
    deps.log.info(`Resuming export ${job.jobId} (${describe(job)}); no new export is started.`)
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
  deps.log.info(
    `Started export ${job.jobId} of ${settings.domain}${settings.docsVersion ? ` (version ${settings.docsVersion})` : ''}${settings.paths.length > 0 ? `, ${plural(settings.paths.length, 'page path')}` : ''}.`,
  )
  return job
}

function showJob(setOutput: StaticExportDeps['setOutput'], job: StaticExportJob): void {
  setOutput('export-id', job.jobId)
  setOutput('status', job.status)
  setOutput('page-count', String(job.pageCount))
}

/** The job for the log: server text on one bounded line. */
function describe(job: StaticExportJob): string {
  return `${oneLine(job.status, STATUS_SHOWN)}, ${Math.floor(job.progress)}%, ${plural(job.pageCount, 'page')}`
}

/** How both waits (the job, then its bundle) name the export, and how to pick it up. */
function exportWaited(jobId: string): Pick<Waited<{ status: string }>, 'noun' | 'id' | 'resume'> {
  return { noun: 'Export', id: jobId, resume: { input: 'export-id', does: 'download it' } }
}

/**
 * Waits for the job to end (`completed` or `failed`; at `timeout` a WaitTimeoutError naming
 * `export-id`), logging its progress and pages on each change.
 */
function waitForExport(
  first: StaticExportJob,
  settings: StaticExportSettings,
  deps: StaticExportDeps,
  started: number,
  onJob: (job: StaticExportJob) => void,
): Promise<StaticExportJob> {
  return waitFor(
    { ...exportWaited(first.jobId), known: KNOWN, ending: ENDING, describe },
    {
      ...deps,
      pollIntervalMs: settings.pollIntervalMs,
      startedAt: started,
      first,
      get: (signal) => deps.api.getStaticExport(first.jobId, signal),
      onValue: onJob,
    },
  )
}

/** The bundle, downloaded and verified, then the site, the artifact and their outputs. */
async function deliver(
  report: ExportReport,
  deps: StaticExportDeps,
  started: number,
  progress: { stage: Stage },
): Promise<void> {
  const { settings } = report
  const { setOutput } = deps
  const { downloaded, bundle } = await fetchBundle(report.job, settings, deps, started, progress)
  report.bundle = { ...downloaded, expiresAt: bundle.expiresAt }
  setOutput('bundle-path', downloaded.path)
  setOutput('bundle-sha256', downloaded.sha256)
  setOutput('bundle-size', String(downloaded.bytes))
  deps.log.info(
    `Downloaded the bundle: ${downloaded.bytes} bytes, SHA-256 ${downloaded.sha256}, to ${downloaded.path}.`,
  )
  setOutput('site-dir', '')
  if (settings.extract) {
    const extract = deps.steps?.extract ?? extractBundle
    progress.stage = 'extracting'
    const site = await extract({
      archive: downloaded.path,
      archiveBytes: downloaded.bytes,
      target: join(settings.outputDir, SITE_FOLDER),
      signal: deps.signal,
      clock: deps.clock,
      deadline: deps.deadline,
    })
    progress.stage = 'delivering'
    report.site = site
    setOutput('site-dir', site.dir)
    deps.log.info(
      `Extracted ${plural(site.files, 'file')} (${site.bytes} bytes) to ${site.dir}; every entry checked.`,
    )
  }
  if (settings.uploadArtifact) {
    report.artifact = await upload(settings, report, deps)
    setOutput('artifact-id', String(report.artifact.id))
    setOutput('artifact-url', report.artifact.url ?? '')
  }
}

/**
 * The bundle of a completed job, downloaded and verified. A 409 (not ready yet) is asked again
 * on the poll schedule; an expired link is replaced by a fresh one once.
 */
async function fetchBundle(
  job: StaticExportJob,
  settings: StaticExportSettings,
  deps: StaticExportDeps,
  started: number,
  progress: { stage: Stage },
): Promise<{ bundle: StaticExportBundle; downloaded: Downloaded }> {
  const download = deps.steps?.download ?? downloadBundle
  for (let link = 1; ; link++) {
    progress.stage = 'asking'
    const bundle = await askForBundle(job, settings, deps, started)
    progress.stage = 'delivering'
    const url = checkLink(bundle.bundleUrl, settings.baseUrl)
    // The link's signing values are credentials: masked, should any line ever carry them.
    for (const [name, value] of url.searchParams) {
      if (/signature|credential|token/i.test(name) && value.length >= 8) deps.log.setSecret(value)
    }
    if (bundle.sizeBytes > settings.maxBundleBytes) {
      throw new Error(
        `The bundle of export ${job.jobId} is ${bundle.sizeBytes} bytes, more than \`max-bundle-size\` (${settings.maxBundleBytes} bytes); it was not downloaded: raise \`max-bundle-size\` to take it.`,
      )
    }
    deps.log.info(
      `Downloading the bundle (${bundle.sizeBytes} bytes) from ${linkShown(url)}, link valid until ${oneLine(bundle.expiresAt, 40)}.`,
    )
    try {
      const downloaded = await download({
        url,
        sizeBytes: bundle.sizeBytes,
        target: join(settings.outputDir, BUNDLE_FILE),
        clock: deps.clock,
        deadline: deps.deadline,
        signal: deps.signal,
        proxy: deps.proxy,
        onResume: (from) =>
          deps.log.info(`The download was cut off; resuming at byte ${from} with a Range request.`),
      })
      return { bundle, downloaded }
    } catch (error) {
      if (!(error instanceof LinkExpiredError) || link > 1) throw error
      deps.log.info(`${error.message} Asking the API for a fresh link, once.`)
    }
  }
}

/** The bundle POST's answer while it is asked for: a 409 means not ready yet. */
type BundleAnswer = { status: 'ready'; bundle: StaticExportBundle } | { status: 'not ready' }
const BUNDLE_STATUSES: ReadonlySet<string> = new Set(['ready', 'not ready'])
const BUNDLE_READY: ReadonlySet<string> = new Set(['ready'])

/**
 * The bundle POST, asked again through the one waiter while the API answers 409 (not ready); at
 * `timeout` a WaitTimeoutError naming `export-id`.
 */
async function askForBundle(
  job: StaticExportJob,
  settings: StaticExportSettings,
  deps: StaticExportDeps,
  started: number,
): Promise<StaticExportBundle> {
  const ask = async (signal?: AbortSignal): Promise<BundleAnswer> => {
    try {
      return {
        status: 'ready',
        bundle: await deps.api.requestStaticExportBundle(job.jobId, signal),
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return { status: 'not ready' }
      throw error
    }
  }
  const first = await ask(deps.signal)
  if (first.status === 'ready') return first.bundle
  const last = await waitFor<BundleAnswer>(
    {
      ...exportWaited(job.jobId),
      subject: `the bundle of export ${job.jobId}`,
      known: BUNDLE_STATUSES,
      ending: BUNDLE_READY,
      describe: (answer) =>
        `${describe(job)}, the bundle ${answer.status === 'ready' ? 'is ready' : 'is not ready yet (HTTP 409)'}`,
    },
    {
      ...deps,
      pollIntervalMs: settings.pollIntervalMs,
      startedAt: started,
      first,
      get: ask,
      onValue: () => undefined,
    },
  )
  // The wait ends only on an answer that ends it: `ready`.
  if (last.status === 'ready') return last.bundle
  throw new Error(`The wait for the bundle of export ${job.jobId} ended without it.`)
}

/** The uploaded artifact: the site, or the archive with `extract: false`. */
async function upload(
  settings: StaticExportSettings,
  report: ExportReport,
  deps: StaticExportDeps,
): Promise<UploadedArtifact> {
  const rootDir = report.site?.dir ?? settings.outputDir
  const files = report.site
    ? (await readdir(rootDir, { withFileTypes: true, recursive: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [join(settings.outputDir, BUNDLE_FILE)]
  const name = settings.artifactName
  return deps.log.group(`Uploading artifact ${name}`, () =>
    uploadWithin(
      { name, files, rootDir, retentionDays: settings.retentionDays },
      { ...deps, timeoutMs: settings.timeoutMs },
      { info: deps.log.info, link: deps.artifactLink, send: deps.steps?.upload },
    ),
  )
}

/** Ends the run as failed (or cancelled) with `sentence`, said in the summary too. */
async function failed(
  report: ExportReport,
  deps: StaticExportDeps,
  state: 'failed' | 'cancelled',
  sentence: string,
): Promise<Outcome> {
  report.failure = sentence
  // The summary is a report: failing to write it never hides the failure itself.
  await deps.writeSummary(exportSummary(report))
  return { state, level: 'failure', sentence }
}

/** The job ended `failed`: the API's reason, and that this export cannot be picked up again. */
function failedSentence(job: StaticExportJob): string {
  const reason = oneLine(job.error ?? '', 500).trim() || 'the API gave no reason'
  return `Export ${job.jobId} failed: ${reason}. Start a new export once the cause is fixed.`
}

/** Cancelled while the run waited on the API: the export goes on, and how to pick it up. */
function cancelledSentence(job: StaticExportJob, stage: 'waiting' | 'asking'): string {
  const resume = `download it in a later step with \`export-id: ${job.jobId}\``
  return stage === 'waiting'
    ? `The run was cancelled while waiting for export ${job.jobId} (${describe(job)}); the export goes on without it: ${resume}.`
    : `The run was cancelled while asking for the bundle of export ${job.jobId}; ${resume}.`
}

/**
 * After an extraction that failed or stopped, what `output-dir` holds: the earlier site, which
 * extract.ts leaves as it was, or none.
 */
function siteLeft(dir: string): string {
  const site = join(dir, SITE_FOLDER)
  return existsSync(site)
    ? ` The site an earlier run left in ${site} is as it was.`
    : ` No site was left in ${dir}.`
}

/**
 * Any other failure once the job exists: its sentence, what is left of the site (`site`, after a
 * failed extraction), and how to go on without starting another export. A timeout already names
 * the input that resumes it; an unsafe archive would come back the same from another download.
 */
function failureSentence(error: unknown, job: StaticExportJob, site: string): string {
  const said = `${errorMessage(error)}${site}`
  if (error instanceof WaitTimeoutError || error instanceof UnsafeArchiveError) return said
  return `${said} Export ${job.jobId} is not lost: pass \`export-id: ${job.jobId}\` to download it again without starting another.`
}
