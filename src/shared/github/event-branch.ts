/**
 * The branch and pull request an event is about, read from the webhook payload (untrusted: every
 * value is checked before it is used).
 */
import { isBranchName } from '../branch.js'
import { isCommitSha, type GitHubContext } from './context.js'

const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target'])

export interface EventPullRequest {
  number: number
  /** The head branch: for a fork's pull request, a branch of the fork, not of this repository. */
  headRef: string | undefined
  /**
   * Opened from another repository (a fork), or from one GitHub no longer names (a deleted
   * fork): its head branch is not a branch of this repository, and its `pull_request`
   * workflows get no secrets.
   */
  fromFork: boolean
  /** The head repository as `owner/name`, when the payload names a valid one. */
  headRepository: string | undefined
  /** `head.sha`: the commit the event is about, when it is 40 hex digits. */
  headSha?: string
}

const DEPENDABOT = 'dependabot[bot]'
const REPOSITORY_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/

/** The pull request of a `pull_request` or `pull_request_target` event. */
export function eventPullRequest(context: GitHubContext): EventPullRequest | undefined {
  if (!PULL_REQUEST_EVENTS.has(context.eventName)) return undefined
  const pr = record(context.payload.pull_request)
  const number = pr?.number
  if (!pr || typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) {
    return undefined
  }
  const head = record(pr.head)
  const ref = typeof head?.ref === 'string' && isBranchName(head.ref) ? head.ref : undefined
  const headRepository = repositoryName(record(head?.repo))
  const baseRepository = repositoryName(record(record(pr.base)?.repo))
  // Ours only when both are named and the same (GitHub names are case-insensitive): a head
  // repository that is missing (deleted), unnamed or marked a fork is never taken for this one.
  const fromFork =
    record(head?.repo)?.fork === true ||
    headRepository === undefined ||
    baseRepository === undefined ||
    headRepository.toLowerCase() !== baseRepository.toLowerCase()
  const headSha = isCommitSha(head?.sha) ? head.sha : undefined
  return { number, headRef: ref, fromFork, headRepository, ...(headSha ? { headSha } : {}) }
}

/**
 * Whether Dependabot triggered the run (the event's sender) or opened its pull request: such
 * runs get Dependabot's secrets only, not the repository's.
 */
export function byDependabot(context: GitHubContext): boolean {
  const pr = record(context.payload.pull_request)
  return loginOf(context.payload.sender) === DEPENDABOT || loginOf(pr?.user) === DEPENDABOT
}

/**
 * The branch of this repository an event is about: a pull request's head branch (none for a
 * fork's pull request), else the pushed (or dispatched) branch from the payload's `ref`;
 * undefined for a tag or an event without a branch.
 */
export function eventBranch(context: GitHubContext): string | undefined {
  const pr = eventPullRequest(context)
  // A fork's head branch names a branch of the fork: the same name here is another branch.
  if (pr) return pr.fromFork ? undefined : pr.headRef
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

function repositoryName(repo: Record<string, unknown> | undefined): string | undefined {
  const name = repo?.full_name
  return typeof name === 'string' && REPOSITORY_NAME.test(name) ? name : undefined
}

function loginOf(user: unknown): string | undefined {
  const login = record(user)?.login
  return typeof login === 'string' ? login : undefined
}
