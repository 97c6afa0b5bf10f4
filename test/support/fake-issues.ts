/**
 * An in-memory issue thread behind our GitHub client seam, for unit tests of the comments; it
 * also keeps a pull request's files, commit statuses and deployments (preview mode's calls).
 */
import type { GitHubClient, IssueComment } from '../../src/shared/github/client.ts'
import type { ChangedFile } from '../../src/shared/link-check/changed-files.ts'
import type { CommitStatus, DeploymentStatus } from '../../src/shared/github/preview-calls.ts'

/** An Octokit-shaped error, as @octokit/request throws them. */
export function httpError(status: number, message: string, headers: Record<string, string> = {}) {
  return Object.assign(new Error(message), {
    status,
    response: { status, headers, data: { message } },
  })
}

/** An in-memory issue with comments; `fail` makes the next calls of a method throw. */
export class FakeIssues implements GitHubClient {
  comments: IssueComment[] = []
  calls: string[] = []
  failures: Partial<Record<keyof GitHubClient, unknown[]>> = {}
  /** The pull request's changed files, listed on one page. */
  files: ChangedFile[] = []
  /** Every commit status set, in order. */
  statuses: (CommitStatus & { sha: string })[] = []
  /** The deployments, with every status each was given. */
  deployments: { id: number; sha: string; environment: string; statuses: DeploymentStatus[] }[] = []
  tokenLogin: string | undefined
  private nextId = 100

  /** Creates that act, then fail without an answer (the connection drops). */
  lateCreates = 0

  private maybeFail(method: keyof GitHubClient): void {
    const error = this.failures[method]?.shift()
    if (error !== undefined) throw error
  }
  async createComment(issueNumber: number, body: string) {
    this.calls.push(`create #${issueNumber}`)
    if (this.lateCreates === 0) this.maybeFail('createComment')
    const created = this.add(body, { login: 'github-actions[bot]', isBot: true })
    if (this.lateCreates > 0) {
      this.lateCreates--
      // GitHub made the comment, but its answer never came back.
      throw new Error('socket hang up')
    }
    return { ...created }
  }
  async updateComment(commentId: number, body: string) {
    this.calls.push(`update ${commentId}`)
    this.maybeFail('updateComment')
    const comment = this.comments.find((c) => c.id === commentId)
    if (!comment) throw httpError(404, 'Not Found')
    comment.body = body
    return { ...comment }
  }
  async getComment(commentId: number) {
    this.calls.push(`get ${commentId}`)
    this.maybeFail('getComment')
    const comment = this.comments.find((c) => c.id === commentId)
    if (!comment) throw httpError(404, 'Not Found')
    return { ...comment }
  }
  /** One page holds the whole thread. */
  async listCommentsPage() {
    this.calls.push('list')
    this.maybeFail('listCommentsPage')
    return { comments: this.comments.map((c) => ({ ...c })), lastPage: 1 }
  }
  /** The pull request's head commit, as `getPullRequest` answers it. */
  headSha = 'a'.repeat(40)
  async getPullRequest(number: number) {
    this.calls.push(`pull #${number}`)
    this.maybeFail('getPullRequest')
    return {
      headSha: this.headSha,
      headRepoFullName: 'acme/docs',
      baseRepoFullName: 'acme/docs',
      state: 'open',
    }
  }
  async accessOf() {
    return { permission: 'write', roleName: 'write' }
  }
  async authenticatedLogin() {
    this.calls.push('whoami')
    return this.tokenLogin
  }
  async listPullRequestFilesPage(pullNumber: number, page: number) {
    this.calls.push(`files #${pullNumber} page ${page}`)
    this.maybeFail('listPullRequestFilesPage')
    return { files: page === 1 ? [...this.files] : [], full: false }
  }
  async createCommitStatus(sha: string, status: CommitStatus) {
    this.calls.push(`status ${status.state}`)
    this.maybeFail('createCommitStatus')
    this.statuses.push({ sha, ...status })
  }
  async findDeployment(sha: string, environment: string) {
    this.calls.push('find deployment')
    this.maybeFail('findDeployment')
    return this.deployments.findLast((d) => d.sha === sha && d.environment === environment)?.id
  }
  async createDeployment(sha: string, environment: string) {
    this.calls.push('create deployment')
    this.maybeFail('createDeployment')
    const id = 9_000 + this.deployments.length
    this.deployments.push({ id, sha, environment, statuses: [] })
    return id
  }
  async createDeploymentStatus(id: number, status: DeploymentStatus) {
    this.calls.push(`deployment ${status.state}`)
    this.maybeFail('createDeploymentStatus')
    const deployment = this.deployments.find((d) => d.id === id)
    if (!deployment) throw httpError(404, 'Not Found')
    deployment.statuses.push(status)
  }
  add(body: string, author = { login: 'someone', isBot: false }): IssueComment {
    const id = this.nextId++
    const comment = {
      id,
      url: `https://github.com/acme/docs/issues/1#issuecomment-${id}`,
      body,
      author,
    }
    this.comments.push(comment)
    return comment
  }
}
