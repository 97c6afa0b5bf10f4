import { readFileSync } from 'node:fs'
import { errorMessage, withoutTrailing } from '../text.js'

/**
 * The workflow run as the runner describes it, read once by the step (what `@actions/github`'s
 * `context` holds, without loading Octokit just to read a JSON file).
 */
export interface GitHubContext {
  /** `GITHUB_EVENT_NAME`, e.g. `issues`, `issue_comment`, `workflow_dispatch`. */
  eventName: string
  /** The webhook payload from `GITHUB_EVENT_PATH`; `{}` when there is none. Untrusted text. */
  payload: Record<string, unknown>
  /** From `GITHUB_REPOSITORY` (`owner/repo`); empty outside a runner. */
  owner: string
  repo: string
  serverUrl: string
  /** REST API origin (`GITHUB_API_URL`): differs on GitHub Enterprise Server. */
  apiUrl: string
  runId: string
  runAttempt: number
  /** Link to this workflow run (this attempt); empty when the run id or repository is unknown. */
  runUrl: string
  /** `GITHUB_SHA` when it is 40 hex digits (on `pull_request`, the merge commit, not the head). */
  sha?: string
  /** `GITHUB_WORKSPACE`: where a checkout step puts the repository (empty when none ran). */
  workspace?: string
}

export interface ContextReading {
  context: GitHubContext
  /** Problems worth a warning, e.g. an unreadable event file. */
  warnings: string[]
}

/** Builds the context from the runner's environment variables (handed in, not read here). */
export function readGitHubContext(
  env: Readonly<Record<string, string | undefined>>,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): ContextReading {
  const warnings: string[] = []
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/')
  const serverUrl = withoutTrailing(env.GITHUB_SERVER_URL || 'https://github.com', '/')
  const runId = env.GITHUB_RUN_ID ?? ''
  const runAttempt = Number(env.GITHUB_RUN_ATTEMPT) || 1
  const runUrl =
    owner && repo && /^\d+$/.test(runId)
      ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` +
        (runAttempt > 1 ? `/attempts/${runAttempt}` : '')
      : ''
  return {
    context: {
      eventName: env.GITHUB_EVENT_NAME ?? '',
      payload: readPayload(env.GITHUB_EVENT_PATH, readFile, warnings),
      owner,
      repo,
      serverUrl,
      apiUrl: withoutTrailing(env.GITHUB_API_URL || 'https://api.github.com', '/'),
      runId,
      runAttempt,
      runUrl,
      sha: isCommitSha(env.GITHUB_SHA) ? env.GITHUB_SHA : undefined,
      workspace: env.GITHUB_WORKSPACE || undefined,
    },
    warnings,
  }
}

function readPayload(
  path: string | undefined,
  readFile: (path: string) => string,
  warnings: string[],
): Record<string, unknown> {
  if (!path) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(readFile(path))
  } catch (error) {
    const reason = errorMessage(error)
    warnings.push(
      `Could not read the event payload at GITHUB_EVENT_PATH (${reason}); the event's issue and comment are ignored.`,
    )
    return {}
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {}
}

/** A full commit id: 40 lowercase hex digits. */
export function isCommitSha(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{40}$/.test(value)
}
