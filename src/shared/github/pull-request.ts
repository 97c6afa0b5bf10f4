/**
 * A pull request link from the API (`prLink`), checked before it is used: only an `https` link
 * to `<server>/<owner>/<repo>/pull/<number>` on this workflow's GitHub server is a pull request
 * the action may comment on.
 */
import { withoutTrailing } from '../text.js'
export interface PullRequestRef {
  owner: string
  repo: string
  number: number
}

const NAME = /^[A-Za-z0-9_.-]{1,100}$/

/** The pull request a link points to on `serverUrl`, or undefined for anything else. */
export function pullRequestOf(link: string, serverUrl: string): PullRequestRef | undefined {
  let url: URL
  let server: URL
  try {
    url = new URL(link)
    server = new URL(serverUrl)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.host !== server.host || url.username || url.password) {
    return undefined
  }
  const base = withoutTrailing(server.pathname, '/')
  if (!url.pathname.startsWith(`${base}/`)) return undefined
  const [owner = '', repo = '', kind, number = '', ...rest] = url.pathname
    .slice(base.length + 1)
    .split('/')
  if (kind !== 'pull' || !NAME.test(owner) || !NAME.test(repo) || !/^[1-9]\d{0,9}$/.test(number)) {
    return undefined
  }
  // `/files`, `/commits` and the like still name the pull request.
  if (rest.length > 1) return undefined
  return { owner, repo, number: Number(number) }
}

/** Whether the pull request is in `owner/repo` (GitHub names are case-insensitive). */
export function inRepository(pr: PullRequestRef, owner: string, repo: string): boolean {
  return (
    pr.owner.toLowerCase() === owner.toLowerCase() && pr.repo.toLowerCase() === repo.toLowerCase()
  )
}
