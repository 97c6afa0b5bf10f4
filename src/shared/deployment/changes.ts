/**
 * The change a preview (or a deployment) shows, read once per run: on a pull request, its files
 * as GitHub lists them (every commit of it, against its base), when the token may read them;
 * otherwise (a push, a dispatch, a token that may not) the files the deployment's commit
 * changed. The pages added, changed and removed that the comment and the summary list, and the
 * pages the link check fetches, all come from this one answer.
 *
 * The docs root (the folder holding `docs.json` or `mint.json`; paths are pages relative to it)
 * is found, in this order: in the checked-out workspace (its root, then its folders up to three
 * levels down), then among the changed files (a changed `docs.json` names its folder), else the
 * repository's root. A workspace that is not checked out costs nothing: it is simply empty.
 */
import { readdir } from 'node:fs/promises'
import * as path from 'node:path'
import { GitHubError } from '../github/call.js'
import type { PreviewCallsApi } from '../github/preview-calls.js'
import { listPullRequestFiles, type ListBounds } from '../github/pull-request-files.js'
import {
  pagesOfChangedFiles,
  type ChangedFile,
  type ChangedPages,
} from '../link-check/changed-files.js'
import type { Deployment } from '../mintlify/deployment-schemas.js'

/** The pages a change touched, and whose change it is. */
export interface Change {
  pages: ChangedPages
  /** Whose change, as a sentence names it: "this pull request", "the preview's commit". */
  whose: string
  /** False when GitHub holds more files than it lists (over 3,000): the lists are the first ones. */
  complete: boolean
}

/** Where the change can be read from. */
export interface ChangeSource {
  /** The pull request, on a pull request's event (or the agent's); undefined otherwise. */
  pullRequest: number | undefined
  /** The GitHub client, when there is a token. */
  github: (() => Promise<Pick<PreviewCallsApi, 'listPullRequestFilesPage'>>) | undefined
  /** The deployment as last read: its commit's `filesChanged`. */
  deployment: Deployment | undefined
  /** `GITHUB_WORKSPACE`, where the repository may be checked out. */
  workspace: string | undefined
  /** "the preview's commit", "the deployment's commit". */
  commitName: string
}

/** Changes to these check every page: navigation, API pages and snippets show up anywhere. */
const CONFIG_FILES = ['docs.json', 'mint.json']
/** How deep below the workspace a docs root is looked for, and how many folders at most. */
const MAX_ROOT_DEPTH = 3
const MAX_FOLDERS_SEARCHED = 500

/**
 * The change, from the pull request's files or else the commit's; undefined when neither is
 * known. A pull request GitHub will not list (no permission, GitHub down) is one log line, then
 * the commit's files.
 */
export async function readChange(
  source: ChangeSource,
  bounds: ListBounds,
): Promise<Change | undefined> {
  const listed = await pullRequestFiles(source, bounds)
  const files = listed?.files ?? filesOfCommit(source.deployment)
  if (!files) return undefined
  const root = await docsRoot(source.workspace, files)
  return {
    pages: pagesOfChangedFiles(files, root),
    whose: listed ? 'this pull request' : source.commitName,
    complete: listed?.complete ?? true,
  }
}

async function pullRequestFiles(
  source: ChangeSource,
  bounds: ListBounds,
): Promise<{ files: ChangedFile[]; complete: boolean } | undefined> {
  const { pullRequest, github } = source
  if (pullRequest === undefined || !github) return undefined
  try {
    return await listPullRequestFiles(await github(), pullRequest, bounds)
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error
    bounds.log.info(`${error.message} Taking the pages ${source.commitName} changed instead.`)
    return undefined
  }
}

/** The files the deployment's commit changed, as Mintlify reports them (no renames). */
function filesOfCommit(deployment: Deployment | undefined): ChangedFile[] | undefined {
  const changed = deployment?.commit?.filesChanged
  if (!changed) return undefined
  return [
    ...(changed.added ?? []).map((file) => ({ path: file, status: 'added' as const })),
    ...(changed.modified ?? []).map((file) => ({ path: file, status: 'modified' as const })),
    ...(changed.removed ?? []).map((file) => ({ path: file, status: 'removed' as const })),
  ]
}

/** The folder holding `docs.json` or `mint.json`, relative to the repository ('' for its root). */
export async function docsRoot(
  workspace: string | undefined,
  files: readonly ChangedFile[],
): Promise<string> {
  const checkedOut = workspace ? await configFolderIn(workspace) : undefined
  if (checkedOut !== undefined) return checkedOut
  const named = files
    .map((file) => file.path.split('/'))
    .filter((parts) => CONFIG_FILES.includes(parts.at(-1) ?? ''))
    .map((parts) => parts.slice(0, -1).join('/'))
    .sort((a, b) => a.length - b.length)
  return named[0] ?? ''
}

/** The shallowest folder under `workspace` holding a config file, breadth first and bounded. */
async function configFolderIn(workspace: string): Promise<string | undefined> {
  let level = ['']
  let searched = 0
  for (let depth = 0; depth <= MAX_ROOT_DEPTH && level.length > 0; depth++) {
    const next: string[] = []
    for (const folder of level) {
      if (++searched > MAX_FOLDERS_SEARCHED) return undefined
      const entries = await readdir(path.join(workspace, folder), { withFileTypes: true }).catch(
        () => [],
      )
      if (entries.some((entry) => entry.isFile() && CONFIG_FILES.includes(entry.name))) {
        return folder
      }
      for (const entry of entries) {
        if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') {
          continue
        }
        next.push(folder ? `${folder}/${entry.name}` : entry.name)
      }
    }
    level = next.sort()
  }
  return undefined
}
