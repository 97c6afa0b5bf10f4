/**
 * Uploads files as a workflow artifact (analytics exports, a static export). `@actions/artifact` (with the Azure storage
 * SDK inside) is imported only when an upload happens, which keeps agent-mode start-up fast:
 * ncc emits it as a separate chunk.
 */
import path from 'node:path'
import type * as ArtifactLibrary from '@actions/artifact'
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
