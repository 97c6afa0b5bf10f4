/**
 * A pull request's changed files as GitHub lists them (every commit of it, against its base):
 * page after page, each page one bounded call, the whole walk within the run's deadline and
 * GitHub's own cap of 3,000 files.
 */
import type { Log } from '../runner.js'
import type { Clock } from '../clock.js'
import { callGitHub } from './call.js'
import { GITHUB_CALL_TIMEOUT_MS } from './own-comments.js'
import type { ChangedFile } from '../link-check/changed-files.js'
import { FILES_PER_PAGE, type PreviewCallsApi } from './preview-calls.js'

/** GitHub lists at most 3,000 files of a pull request: 30 pages of 100. */
const MAX_FILES_PAGES = 3_000 / FILES_PER_PAGE

export interface ListedFiles {
  files: ChangedFile[]
  /** False when GitHub holds more than it lists (over 3,000 files). */
  complete: boolean
}

export interface ListBounds {
  clock: Clock
  /** Epoch ms: the run's deadline (`timeout`). */
  deadline: number
  signal: AbortSignal
  log: Log
}

/** Every changed file of pull request `pullNumber`; throws a GitHubError when GitHub refuses. */
export async function listPullRequestFiles(
  github: Pick<PreviewCallsApi, 'listPullRequestFilesPage'>,
  pullNumber: number,
  bounds: ListBounds,
): Promise<ListedFiles> {
  const files: ChangedFile[] = []
  for (let page = 1; page <= MAX_FILES_PAGES; page++) {
    const listed = await callGitHub(
      (signal) => github.listPullRequestFilesPage(pullNumber, page, signal),
      {
        clock: bounds.clock,
        signal: bounds.signal,
        deadline: bounds.deadline,
        log: bounds.log,
        timeoutMs: GITHUB_CALL_TIMEOUT_MS,
        doing: `Listing the files of pull request #${pullNumber} (page ${page})`,
      },
    )
    files.push(...listed.files)
    if (!listed.full) return { files, complete: true }
  }
  return { files, complete: false }
}
