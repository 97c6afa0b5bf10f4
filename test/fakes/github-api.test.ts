import { getOctokit } from '@actions/github'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { faults, startGitHubApi } from './github-api.ts'
import type { GitHubApi } from './github-api.ts'

const repo = { owner: 'acme', repo: 'docs' }

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined
}

describe('GitHub API fake with the real @actions/github', () => {
  let api: GitHubApi
  beforeEach(async () => {
    api = await startGitHubApi()
  })
  afterEach(async () => {
    await api.close()
  })

  it('creates, lists, reads and updates comments with the real shapes', async () => {
    const octokit = getOctokit('ghs_test', { baseUrl: api.url })
    const created = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: 7,
      body: 'Working on it',
    })
    expect(created.status).toBe(201)
    expect(created.data.user?.login).toBe('github-actions[bot]')
    expect(created.data.user?.type).toBe('Bot')
    expect(created.data.html_url).toBe(
      `https://github.com/acme/docs/issues/7#issuecomment-${created.data.id}`,
    )

    const updated = await octokit.rest.issues.updateComment({
      ...repo,
      comment_id: created.data.id,
      body: 'Done',
    })
    expect(updated.status).toBe(200)
    expect(updated.data.body).toBe('Done')
    expect(api.comments.get(created.data.id)?.body).toBe('Done')

    const got = await octokit.rest.issues.getComment({ ...repo, comment_id: created.data.id })
    expect(got.data.body).toBe('Done')

    const listed = await octokit.rest.issues.listComments({ ...repo, issue_number: 7 })
    expect(listed.data.map((c) => c.id)).toEqual([created.data.id])

    const post = api.requests.find((r) => r.method === 'POST')
    expect(post?.path).toBe('/repos/acme/docs/issues/7/comments')
    expect(post?.body).toEqual({ body: 'Working on it' })
    expect(post?.headers['authorization']).toBe('token ghs_test')
  })

  it("links a pull request's comments to /pull/N and an issue's to /issues/N, as GitHub does", async () => {
    const octokit = getOctokit('ghs_test', { baseUrl: api.url })
    const earlier = api.addComment(3, 'before it was known to be a pull request')
    api.setPullRequest(3)
    expect(api.comments.get(earlier.id)?.html_url).toBe(
      `https://github.com/acme/docs/pull/3#issuecomment-${earlier.id}`,
    )
    const onPr = await octokit.rest.issues.createComment({ ...repo, issue_number: 3, body: 'x' })
    expect(onPr.data.html_url).toBe(
      `https://github.com/acme/docs/pull/3#issuecomment-${onPr.data.id}`,
    )
    const onIssue = await octokit.rest.issues.createComment({ ...repo, issue_number: 4, body: 'y' })
    expect(onIssue.data.html_url).toBe(
      `https://github.com/acme/docs/issues/4#issuecomment-${onIssue.data.id}`,
    )
    api.setIssue({ number: 3 })
    api.setIssue({ number: 4 })
    const pr = await octokit.rest.issues.get({ ...repo, issue_number: 3 })
    expect(pr.data.html_url).toBe('https://github.com/acme/docs/pull/3')
    expect(pr.data.pull_request?.html_url).toBe('https://github.com/acme/docs/pull/3')
    const issue = await octokit.rest.issues.get({ ...repo, issue_number: 4 })
    expect(issue.data.html_url).toBe('https://github.com/acme/docs/issues/4')
    expect(issue.data.pull_request).toBeUndefined()

    const declared = await startGitHubApi({ pullRequests: [9] })
    try {
      expect(declared.addComment(9, 'z').html_url).toMatch(
        /\/acme\/docs\/pull\/9#issuecomment-\d+$/,
      )
    } finally {
      await declared.close()
    }
  })

  it('paginates with a Link header that octokit.paginate follows', async () => {
    for (let i = 0; i < 5; i++) api.addComment(3, `comment ${i}`)
    api.addComment(4, 'other issue')
    const octokit = getOctokit('ghs_test', { baseUrl: api.url })
    const first = await octokit.rest.issues.listComments({ ...repo, issue_number: 3, per_page: 2 })
    expect(first.data).toHaveLength(2)
    expect(first.headers.link).toMatch(/page=2.*rel="next".*page=3.*rel="last"/)
    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      ...repo,
      issue_number: 3,
      per_page: 2,
    })
    expect(all.map((c) => c.body)).toEqual([0, 1, 2, 3, 4].map((i) => `comment ${i}`))
    expect(api.requests.filter((r) => r.query['page'] === '3')).toHaveLength(1)
  })

  it('reports collaborator permissions like GitHub (maintain -> write, triage -> read)', async () => {
    api.setPermission('maint', 'maintain')
    api.setPermission('tri', 'triage')
    const octokit = getOctokit('ghs_test', { baseUrl: api.url })
    const get = (username: string) =>
      octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username })
    expect((await get('maint')).data).toMatchObject({
      permission: 'write',
      role_name: 'maintain',
      user: { login: 'maint' },
    })
    expect((await get('tri')).data.permission).toBe('read')
    expect((await get('stranger')).data.permission).toBe('read')
  })

  it('fails with 403 when the token may not comment, and 401 without a token', async () => {
    api.fault(faults.noCommentPermission())
    const octokit = getOctokit('ghs_test', { baseUrl: api.url })
    const error: unknown = await octokit.rest.issues
      .createComment({ ...repo, issue_number: 1, body: 'x' })
      .catch((e: unknown) => e)
    expect(statusOf(error)).toBe(403)
    expect(String(error)).toMatch(/Resource not accessible by integration/)
    expect(api.comments.size).toBe(0)

    const response = await fetch(`${api.url}/repos/acme/docs/issues/1/comments`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Bad credentials' })
  })

  it('answers a secondary rate limit with retry-after, then recovers', async () => {
    api.fault(faults.secondaryRateLimit(1))
    const octokit = getOctokit('ghs_test', { baseUrl: api.url })
    const error: unknown = await octokit.rest.issues
      .listComments({ ...repo, issue_number: 1 })
      .catch((e: unknown) => e)
    expect(statusOf(error)).toBe(403)
    expect(String(error)).toMatch(/secondary rate limit/)
    const response = (error as { response?: { headers: Record<string, string> } }).response
    expect(response?.headers['retry-after']).toBe('1')
    expect((await octokit.rest.issues.listComments({ ...repo, issue_number: 1 })).status).toBe(200)
  })

  it('answers 410 for a deleted issue and 404 for its comments and unknown routes', async () => {
    const comment = api.addComment(9, 'tracking')
    api.deleteIssue(9)
    const octokit = getOctokit('ghs_test', { baseUrl: api.url })
    const create: unknown = await octokit.rest.issues
      .createComment({ ...repo, issue_number: 9, body: 'x' })
      .catch((e: unknown) => e)
    expect(statusOf(create)).toBe(410)
    const update: unknown = await octokit.rest.issues
      .updateComment({ ...repo, comment_id: comment.id, body: 'x' })
      .catch((e: unknown) => e)
    expect(statusOf(update)).toBe(404)

    const response = await fetch(`${api.url}/repos/acme/docs/pulls`, {
      headers: { authorization: 'Bearer x' },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      message: 'Not Found',
      documentation_url: expect.stringContaining('docs.github.com') as unknown,
    })
  })
})

describe("GitHub API fake: a pull request's files", () => {
  it('lists the `pullRequestFiles` option for every pull request not given its own', async () => {
    const api = await startGitHubApi({
      pullRequestFiles: [{ filename: 'guides/quickstart.mdx', status: 'modified' }],
    })
    try {
      const octokit = getOctokit('ghs_test', { baseUrl: api.url })
      api.setPullRequestFiles(2, [{ filename: 'api.mdx', status: 'removed' }])
      const names = async (n: number) =>
        (await octokit.rest.pulls.listFiles({ ...repo, pull_number: n })).data.map(
          (file) => `${file.status} ${file.filename}`,
        )
      expect(await names(1)).toEqual(['modified guides/quickstart.mdx'])
      expect(await names(31)).toEqual(['modified guides/quickstart.mdx'])
      expect(await names(2)).toEqual(['removed api.mdx'])
    } finally {
      await api.close()
    }
  })
})

describe('GitHub API fake on an injected clock', () => {
  it('dates comments and the rate limit reset by `now`, not by the machine', async () => {
    const at = Date.parse('2026-11-21T10:00:00Z')
    const api = await startGitHubApi({ now: () => new Date(at) })
    try {
      const octokit = getOctokit('ghs_test', { baseUrl: api.url })
      const created = await octokit.rest.issues.createComment({
        ...repo,
        issue_number: 7,
        body: 'Working on it',
      })
      expect(created.data.created_at).toBe('2026-11-21T10:00:00Z')
      expect(Number(created.headers['x-ratelimit-reset'])).toBe(at / 1000 + 3600)
    } finally {
      await api.close()
    }
  })
})
