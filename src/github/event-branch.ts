/**
 * The branch and pull request an event is about, read from the webhook payload (untrusted: every
 * value is checked before it is used).
 */
import { isBranchName } from '../branch.js'
import { isCommitSha, type GitHubContext } from './context.js'

const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target'])

export interface EventPullRequest {
  number: number
  /** The head branch. */
  headRef: string | undefined
  /** Opened from a fork: its `pull_request` workflows get no secrets. */
  fromFork: boolean
  /** `head.sha`: the commit the event is about, when it is 40 hex digits. */
  headSha?: string
}

/** The pull request of a `pull_request` or `pull_request_target` event. */
export function eventPullRequest(context: GitHubContext): EventPullRequest | undefined {
  if (!PULL_REQUEST_EVENTS.has(context.eventName)) return undefined
  const pr = record(context.payload.pull_request)
  const number = pr?.number
  if (!pr || typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) {
    return undefined
  }
  const head = record(pr.head)
  const base = record(pr.base)
  const headRepo = record(head?.repo)
  const baseRepo = record(base?.repo)
  const ref = typeof head?.ref === 'string' && isBranchName(head.ref) ? head.ref : undefined
  const fromFork =
    headRepo?.fork === true ||
    (typeof headRepo?.full_name === 'string' &&
      typeof baseRepo?.full_name === 'string' &&
      headRepo.full_name !== baseRepo.full_name)
  const headSha = isCommitSha(head?.sha) ? head.sha : undefined
  return { number, headRef: ref, fromFork, ...(headSha ? { headSha } : {}) }
}

/**
 * The branch an event is about: a pull request's head branch, else the pushed (or dispatched)
 * branch from the payload's `ref`; undefined for a tag or an event without a branch.
 */
export function eventBranch(context: GitHubContext): string | undefined {
  const pr = eventPullRequest(context)
  if (pr) return pr.headRef
  const ref = context.payload.ref
  if (typeof ref !== 'string' || !ref.startsWith('refs/heads/')) return undefined
  const name = ref.slice('refs/heads/'.length)
  return isBranchName(name) ? name : undefined
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined
}
