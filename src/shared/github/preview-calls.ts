/**
 * The GitHub calls around a preview: the pull request's changed files (which pages to check), a
 * commit status and a deployment (where GitHub shows the preview). One request each, bounded by
 * `signal`; the caller bounds them in time with `callGitHub` and walks the pages. Every answer is
 * a server's: checked before use.
 */
import type { getOctokit } from '@actions/github'
import type { ChangedFile, ChangedFileStatus } from '../link-check/changed-files.js'

type Octokit = ReturnType<typeof getOctokit>

/** One page of a pull request's files. */
interface PullRequestFilesPage {
  /** A renamed file is its new path, `renamed`, with its old one as `previousPath`. */
  files: ChangedFile[]
  /** Whether GitHub's answer was a full page (another may follow). */
  full: boolean
}

/** `state` of a commit status. */
export type CommitStatusState = 'pending' | 'success' | 'failure' | 'error'
/** `state` of a deployment status (the ones this action sets). */
type DeploymentStatusState = 'in_progress' | 'success' | 'failure' | 'error'

export interface CommitStatus {
  state: CommitStatusState
  /** The status's name on the commit (`Mintlify preview`). */
  context: string
  /** At most 140 characters (GitHub's limit). */
  description: string
  targetUrl?: string
}

export interface DeploymentStatus {
  state: DeploymentStatusState
  description: string
  /** The preview: the pull request's "View deployment" button. */
  environmentUrl?: string
  /** The workflow run. */
  logUrl?: string
}

/** Files per page when listing: GitHub's maximum. */
export const FILES_PER_PAGE = 100

/** The calls around a preview; every call is bounded by `signal`. */
export interface PreviewCallsApi {
  /** Page `page` (from 1) of `GET /repos/{o}/{r}/pulls/{n}/files`, FILES_PER_PAGE a page. */
  listPullRequestFilesPage(
    pullNumber: number,
    page: number,
    signal: AbortSignal,
  ): Promise<PullRequestFilesPage>
  /** `POST /repos/{o}/{r}/statuses/{sha}`. */
  createCommitStatus(sha: string, status: CommitStatus, signal: AbortSignal): Promise<void>
  /** The newest deployment of `sha` to `environment`, by id; undefined when there is none. */
  findDeployment(sha: string, environment: string, signal: AbortSignal): Promise<number | undefined>
  /** `POST /repos/{o}/{r}/deployments` of `sha` to a transient `environment`; its id. */
  createDeployment(
    sha: string,
    environment: string,
    description: string,
    signal: AbortSignal,
  ): Promise<number>
  /** `POST /repos/{o}/{r}/deployments/{id}/statuses`, leaving other deployments active. */
  createDeploymentStatus(id: number, status: DeploymentStatus, signal: AbortSignal): Promise<void>
}

/** Longer than any path a repository holds: a longer one is not a file name GitHub sent. */
const MAX_PATH_CHARS = 1_000
/** GitHub's limit for a status's description. */
const MAX_STATUS_DESCRIPTION = 140

const GITHUB_FILE_STATUS: Readonly<Record<string, ChangedFileStatus | undefined>> = {
  added: 'added',
  modified: 'modified',
  changed: 'modified',
  copied: 'added',
  removed: 'removed',
  renamed: 'renamed',
}

/** A path as GitHub lists it, when it is one: relative, printable, bounded. */
function filePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > MAX_PATH_CHARS) return undefined
  // eslint-disable-next-line no-control-regex -- a path with control characters is no path we use
  if (/[\u0000-\u001f\u007f]/.test(value) || value.startsWith('/')) return undefined
  return value
}

/** The file of one listed entry (none when it is not one): a rename keeps its old path. */
function changedFilesOf(entry: unknown): ChangedFile[] {
  if (typeof entry !== 'object' || entry === null) return []
  const { filename, status, previous_filename: previous } = entry as Record<string, unknown>
  const path = filePath(filename)
  const kind = typeof status === 'string' ? GITHUB_FILE_STATUS[status] : undefined
  if (!path || !kind) return []
  const previousPath = kind === 'renamed' ? filePath(previous) : undefined
  return [{ path, status: kind, ...(previousPath ? { previousPath } : {}) }]
}

/** The deployment's id from GitHub's answer; a missing or odd one is GitHub's error, not ours. */
function idOf(data: unknown): number | undefined {
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

class UnexpectedGitHubAnswer extends Error {
  constructor(doing: string) {
    super(`${doing}: GitHub's answer names no deployment id.`)
    this.name = 'UnexpectedGitHubAnswer'
  }
}

export function previewCalls(
  octokit: Octokit,
  repository: { owner: string; repo: string },
): PreviewCallsApi {
  return {
    async listPullRequestFilesPage(pullNumber, page, signal) {
      const { data } = await octokit.rest.pulls.listFiles({
        ...repository,
        pull_number: pullNumber,
        per_page: FILES_PER_PAGE,
        page,
        request: { signal },
      })
      const entries: unknown[] = Array.isArray(data) ? data : []
      return { files: entries.flatMap(changedFilesOf), full: entries.length >= FILES_PER_PAGE }
    },
    async createCommitStatus(sha, status, signal) {
      await octokit.rest.repos.createCommitStatus({
        ...repository,
        sha,
        state: status.state,
        context: status.context,
        description: status.description.slice(0, MAX_STATUS_DESCRIPTION),
        ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
        request: { signal },
      })
    },
    async findDeployment(sha, environment, signal) {
      const { data } = await octokit.rest.repos.listDeployments({
        ...repository,
        sha,
        environment,
        per_page: 1,
        request: { signal },
      })
      return Array.isArray(data) ? idOf(data[0]) : undefined
    },
    async createDeployment(sha, environment, description, signal) {
      const { data } = await octokit.rest.repos.createDeployment({
        ...repository,
        ref: sha,
        environment,
        description: description.slice(0, MAX_STATUS_DESCRIPTION),
        // A preview is not held back by the commit's checks, nor merges anything.
        required_contexts: [],
        auto_merge: false,
        transient_environment: true,
        production_environment: false,
        request: { signal },
      })
      const id = idOf(data)
      if (id === undefined) throw new UnexpectedGitHubAnswer('Creating the GitHub deployment')
      return id
    },
    async createDeploymentStatus(id, status, signal) {
      await octokit.rest.repos.createDeploymentStatus({
        ...repository,
        deployment_id: id,
        state: status.state,
        description: status.description.slice(0, MAX_STATUS_DESCRIPTION),
        // Other pull requests' previews share the environment: they stay active.
        auto_inactive: false,
        ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
        ...(status.logUrl ? { log_url: status.logUrl } : {}),
        request: { signal },
      })
    },
  }
}
