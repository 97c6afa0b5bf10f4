import { type RepositoryAccess } from '../shared/github/client.js'
import { callGitHub } from '../shared/github/call.js'
import type { GitHubContext } from '../shared/github/context.js'
import type { CommentRef, Trigger } from '../shared/github/trigger.js'
import { InputError } from '../shared/inputs.js'
import type { AgentSettings } from './inputs.js'
import { startsWithMarker } from './comment/marker.js'
import { GITHUB_CALL_TIMEOUT_MS } from '../shared/github/own-comments.js'
import type { ModeDeps } from '../shared/mode-contract.js'

export interface Authorization {
  allowed: boolean
  /** One sentence for the log (allowed) or the notice (refused). */
  reason: string
}

/** Access that may ask the agent for changes: the same people who could push them. */
const WRITE_ACCESS = new Set(['admin', 'maintain', 'write'])

/**
 * Decides whether the author of the triggering comment may drive the agent. Anyone can comment
 * on a public repository; the agent opens pull requests with the project's credentials. So:
 * users with write access, and logins listed in `allowed-users`; bots only when listed; never
 * this action's own tracking comment (a PAT-written comment would otherwise trigger a loop).
 * `accessOf` is called only when the answer depends on it.
 */
export async function authorizeCommenter(
  comment: CommentRef,
  allowedUsers: readonly string[],
  accessOf: (login: string) => Promise<RepositoryAccess>,
  repository: string,
): Promise<Authorization> {
  const who = `\`${comment.author.login}\``
  // As broad as can be: a marker with text after it is no kept comment, but still ours to skip.
  if (startsWithMarker(comment.body)) {
    return {
      allowed: false,
      reason: "The comment is this action's own tracking comment; it does not trigger the agent.",
    }
  }
  if (allowedUsers.includes(comment.author.login.toLowerCase())) {
    return { allowed: true, reason: `${who} is listed in \`allowed-users\`.` }
  }
  if (comment.author.isBot) {
    return {
      allowed: false,
      reason: `Not sending the comment to the agent: ${who} is a bot, and bots may trigger the agent only when listed in \`allowed-users\`.`,
    }
  }
  const access = await accessOf(comment.author.login)
  if (WRITE_ACCESS.has(access.permission) || WRITE_ACCESS.has(access.roleName)) {
    return {
      allowed: true,
      reason: `${who} has ${access.roleName || access.permission} access to ${repository}.`,
    }
  }
  return {
    allowed: false,
    reason: `Not sending the comment to the agent: ${who} has ${access.roleName || access.permission} access to ${repository}; only users with write access, or listed in \`allowed-users\`, may trigger it from a comment.`,
  }
}

/**
 * For a run triggered by a comment: whether its author may drive the agent (see
 * `authorizeCommenter`), in a log group. Returns why not, or undefined when they may (and for
 * every other trigger).
 */
export async function checkCommenter(
  settings: AgentSettings,
  trigger: Trigger,
  context: GitHubContext,
  deps: Pick<ModeDeps<'agent'>, 'github' | 'clock' | 'signal' | 'deadline' | 'log'>,
): Promise<string | undefined> {
  if (trigger.kind !== 'comment') return undefined
  if (!settings.githubToken) {
    throw new InputError(
      'github-token',
      "Input `github-token` is empty, but an `issue_comment` event needs it: to check that the commenter may trigger the agent and to find the issue's job.",
    )
  }
  const { comment } = trigger
  return deps.log.group('Checking who may trigger the agent', async () => {
    const result = await authorizeCommenter(
      comment,
      settings.allowedUsers,
      async (login) => {
        const github = await deps.github()
        return callGitHub((signal) => github.accessOf(login, signal), {
          clock: deps.clock,
          log: deps.log,
          signal: deps.signal,
          deadline: deps.deadline,
          timeoutMs: GITHUB_CALL_TIMEOUT_MS,
          doing: `Checking the repository access of \`${login}\``,
        })
      },
      `${context.owner}/${context.repo}`,
    )
    if (!result.allowed) return result.reason
    deps.log.info(result.reason)
    return undefined
  })
}
