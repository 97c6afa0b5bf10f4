/**
 * Uploads files as a workflow artifact (analytics exports, a static export). `@actions/artifact` (with the Azure storage
 * SDK inside) is imported only when an upload happens, which keeps agent-mode start-up fast:
 * ncc emits it as a separate chunk.
 */
import path from 'node:path'
import type * as ArtifactLibrary from '@actions/artifact'
import type { Clock } from './clock.js'
import { formatInputDuration } from './durations.js'
import { link, text } from './markdown.js'
import { errorMessage } from './text.js'

/** Characters artifact names cannot contain (as `@actions/artifact` validates them). */
const ARTIFACT_NAME_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/']

/** Where artifact links point; from the GitHub context (GITHUB_SERVER_URL, _REPOSITORY, _RUN_ID). */
export interface ArtifactLinkContext {
  /** Without a trailing slash (the context strips it once). */
  serverUrl: string
  /** `owner/name` */
  repository: string
  runId: string | number
}

export interface UploadedArtifact {
  id: number
  /** Set when a link context was given. */
  url?: string
}

/** Replaces the characters artifact names cannot hold with `-`. */
function safeArtifactName(name: string): string {
  let safe = ''
  for (const ch of name) safe += ARTIFACT_NAME_FORBIDDEN.includes(ch) ? '-' : ch
  return safe
}

/**
 * What an analytics export is called, in its artifact's name and its folder's: `page-views` for
 * page views alone (as in v1), `docs-analytics` for any other choice of datasets.
 */
export function analyticsExportName(viewsOnly: boolean): string {
  return viewsOnly ? 'page-views' : 'docs-analytics'
}

/**
 * `page-views-<project>-<from>-<to>` for page views alone (as in v1), `docs-analytics-...` for
 * any other choice of datasets, made safe for artifact names (date-times lose their `:`).
 */
export function defaultArtifactName(
  projectId: string,
  dateFrom: string,
  dateTo: string,
  viewsOnly = true,
): string {
  return safeArtifactName(`${analyticsExportName(viewsOnly)}-${projectId}-${dateFrom}-${dateTo}`)
}

/** Why `name` cannot be an artifact name, or undefined when it can (for validating the input). */
export function artifactNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'it is empty'
  const bad = [...new Set([...name].filter((ch) => ARTIFACT_NAME_FORBIDDEN.includes(ch)))]
  if (bad.length === 0) return undefined
  return `it contains ${bad.map((ch) => JSON.stringify(ch)).join(', ')} (not allowed: ${ARTIFACT_NAME_FORBIDDEN.map((ch) => JSON.stringify(ch)).join(' ')})`
}

/** `${serverUrl}/${repository}/actions/runs/${runId}/artifacts/${id}` */
export function artifactUrl(ctx: ArtifactLinkContext, id: number | string): string {
  return `${ctx.serverUrl}/${ctx.repository}/actions/runs/${ctx.runId}/artifacts/${id}`
}

type ArtifactModule = typeof ArtifactLibrary
let artifactModule: Promise<ArtifactModule> | undefined

/** The artifact library (Azure SDK inside), imported once; first call starts compiling it. */
function loadArtifactModule(): Promise<ArtifactModule> {
  return (artifactModule ??= import('@actions/artifact'))
}

/** Starts loading the artifact library now, so the upload does not wait for it later. */
export function preloadArtifactClient(): void {
  // A failure here is reported by the upload itself, which loads it again.
  loadArtifactModule().catch(() => {
    artifactModule = undefined
  })
}

/** Past this many files (a static site), a failure names their folder instead of each file. */
const FILES_LISTED = 100

function onDisk(files: readonly string[], rootDir?: string): string {
  if (rootDir !== undefined && files.length > FILES_LISTED) {
    return `The ${files.length} files are still on disk, under ${rootDir}.`
  }
  return `The files are still on disk: ${files.join(', ')}.`
}

/** Turns the library's errors into messages that say what to do. */
export function describeUploadError(
  name: string,
  files: readonly string[],
  err: unknown,
  rootDir?: string,
): Error {
  const message = errorMessage(err)
  let text: string
  if (/\(409\)|\bconflict\b|already exists/i.test(message)) {
    text =
      `Uploading the artifact "${name}" failed: an artifact with this name already exists in this workflow run. ` +
      'Set a unique `artifact-name` input, for example one that includes `${{ github.job }}` or a matrix value. ' +
      onDisk(files, rootDir)
  } else if (/\(403\)|\bforbidden\b/i.test(message)) {
    text =
      `Uploading the artifact "${name}" failed: the token lacks permission to upload artifacts (403 Forbidden) (${message}). ` +
      onDisk(files, rootDir)
  } else if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message)) {
    text =
      `Uploading the artifact "${name}" failed: the artifact service is not available here (${message}); it only is inside a GitHub Actions job. ` +
      'Set `upload-artifact: false` to skip the upload. ' +
      onDisk(files, rootDir)
  } else {
    text = `Uploading the artifact "${name}" failed: ${message}. ${onDisk(files, rootDir)}`
  }
  return new Error(text, { cause: err })
}

/**
 * Uploads `files` (absolute paths under `rootDir`) as the artifact `name`. `retentionDays`
 * undefined: the repository's default. With `link`, the result carries the artifact's URL.
 * Errors say what to do and where the files are.
 */
export async function uploadExportArtifact(
  name: string,
  files: readonly string[],
  rootDir: string,
  retentionDays: number | undefined,
  link?: ArtifactLinkContext,
): Promise<UploadedArtifact> {
  let id: number | undefined
  try {
    const { DefaultArtifactClient } = await loadArtifactModule()
    const client = new DefaultArtifactClient()
    const response = await client.uploadArtifact(
      name,
      [...files],
      path.resolve(rootDir),
      retentionDays === undefined ? {} : { retentionDays },
    )
    id = response.id
  } catch (err) {
    throw describeUploadError(name, files, err, rootDir)
  }
  if (id === undefined) {
    throw new Error(
      `Uploading the artifact "${name}" failed: the artifact service returned no artifact id. ${onDisk(files, rootDir)}`,
    )
  }
  return link ? { id, url: artifactUrl(link, id) } : { id }
}

/** Uploads files as an artifact: `uploadExportArtifact`, or a stand-in in tests. */
export type UploadArtifactFn = (
  name: string,
  files: string[],
  rootDir: string,
  retentionDays: number | undefined,
) => Promise<UploadedArtifact>

/** What one mode uploads: the files under `rootDir`, as the artifact `name`. */
export interface ArtifactUpload {
  name: string
  /** Absolute paths under `rootDir`. */
  files: string[]
  rootDir: string
  /** Undefined: the repository's default retention. */
  retentionDays: number | undefined
}

/** What bounds an upload: the step's `timeout` and its cancellation. */
export interface UploadBounds {
  clock: Clock
  /** Epoch ms: the `timeout` input. */
  deadline: number
  /** The `timeout` input, for the sentence that says it ran out. */
  timeoutMs: number
  /** Cancellation (SIGINT/SIGTERM). */
  signal: AbortSignal
}

/** The step stopped waiting for an upload: the run was cancelled, or `timeout` ran out. */
export class UploadStoppedError extends Error {
  readonly why: 'cancelled' | 'timeout'
  constructor(upload: ArtifactUpload, why: 'cancelled' | 'timeout', timeoutMs: number) {
    const cause =
      why === 'cancelled'
        ? 'the run was cancelled'
        : `the \`timeout\` of ${formatInputDuration(timeoutMs)} ran out`
    super(
      `Uploading the artifact "${upload.name}" stopped: ${cause}, so the artifact was not uploaded. ${onDisk(upload.files, upload.rootDir)}`,
    )
    this.name = 'UploadStoppedError'
    this.why = why
  }
}

/**
 * The one upload every mode makes: `upload` sent (with `send`, default the artifact service),
 * bounded by `timeout` and cancellation. `@actions/artifact` takes no signal, so a started
 * upload cannot be aborted, only abandoned: at cancellation or at `timeout` the step stops
 * waiting for it (UploadStoppedError) and ends, and the upload ends with the process. A run
 * already cancelled starts none. `info` gets the line naming the uploaded artifact.
 */
export async function uploadWithin(
  upload: ArtifactUpload,
  bounds: UploadBounds,
  options: { info: (line: string) => void; link?: ArtifactLinkContext; send?: UploadArtifactFn },
): Promise<UploadedArtifact> {
  const { name, files, rootDir, retentionDays } = upload
  if (bounds.signal.aborted) throw new UploadStoppedError(upload, 'cancelled', bounds.timeoutMs)
  const send: UploadArtifactFn =
    options.send ?? ((...args) => uploadExportArtifact(...args, options.link))
  const done = new AbortController()
  try {
    const uploaded = await Promise.race([
      send(name, files, rootDir, retentionDays),
      stopWaiting(upload, bounds, done.signal),
    ])
    options.info(
      `Uploaded artifact ${name} (id ${uploaded.id})${uploaded.url ? `: ${uploaded.url}` : ''}`,
    )
    return uploaded
  } finally {
    done.abort()
  }
}

/**
 * Rejects when the run is cancelled or `timeout` passes, whichever comes first; settles nothing
 * once `done` aborts. The timer is a real one: the upload it bounds runs in real time.
 */
function stopWaiting(
  upload: ArtifactUpload,
  bounds: UploadBounds,
  done: AbortSignal,
): Promise<never> {
  return new Promise<never>((_, reject) => {
    const stop = (why: UploadStoppedError['why']): void => {
      cleanup()
      reject(new UploadStoppedError(upload, why, bounds.timeoutMs))
    }
    const onCancel = (): void => stop('cancelled')
    const timer = setTimeout(
      () => stop('timeout'),
      Math.max(0, bounds.deadline - bounds.clock.now()),
    )
    const cleanup = (): void => {
      clearTimeout(timer)
      bounds.signal.removeEventListener('abort', onCancel)
    }
    // Cancelled while the upload was being started: no abort event is coming.
    if (bounds.signal.aborted) return stop('cancelled')
    bounds.signal.addEventListener('abort', onCancel, { once: true })
    done.addEventListener('abort', cleanup, { once: true })
  })
}

/**
 * The summary's line for the uploaded artifact, appended once the upload is done. It starts
 * with a blank line: right after the file list it would otherwise continue the last item.
 */
export function artifactSummaryMarkdown(artifact: {
  name: string
  id: number | string
  url?: string
}): string {
  const { name, url, id } = artifact
  return url
    ? `\n**Artifact:** ${link(name, url)}\n`
    : `\n**Artifact:** ${text(name)} (id ${text(String(id))})\n`
}
