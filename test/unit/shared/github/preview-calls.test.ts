/**
 * The GitHub calls around a preview (src/shared/github/preview-calls.ts), one request each, with
 * the real client (Octokit) against the loopback GitHub fake: a pull request's files as the
 * pages to check (a rename with its old path; an entry that is no usable path dropped), a commit
 * status and a deployment as GitHub shows them (descriptions cut to GitHub's 140 characters, a
 * preview that holds nothing back and leaves other previews active), and an answer that names no
 * deployment refused in a sentence.
 */
import { getOctokit } from '@actions/github'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  FILES_PER_PAGE,
  previewCalls,
  type PreviewCallsApi,
} from '../../../../src/shared/github/preview-calls.ts'
import { startGitHubApi, type GitHubApi } from '../../../fakes/github-api.ts'

const SHA = '3f1c2a9b7e6d5c4b3a29181706f5e4d3c2b1a090'
const ENVIRONMENT = 'Mintlify preview'
const signal = new AbortController().signal

let api: GitHubApi
let calls: PreviewCallsApi
beforeEach(async () => {
  api = await startGitHubApi({ owner: 'acme', repo: 'docs' })
  calls = previewCalls(getOctokit('ghs_test', { baseUrl: api.url }), {
    owner: 'acme',
    repo: 'docs',
  })
})
afterEach(() => api.close())

describe("a pull request's files, one page at a time", () => {
  it('each file with how it changed; a rename keeps its old path; a full page says another may follow', async () => {
    api.setPullRequestFiles(7, [
      ...Array.from({ length: FILES_PER_PAGE }, (_, i) => ({
        filename: `guides/page-${i}.mdx`,
        status: 'modified' as const,
      })),
      { filename: 'guides/new-name.mdx', status: 'renamed', previous_filename: 'guides/old.mdx' },
      { filename: 'guides/copy.mdx', status: 'copied' },
      { filename: 'guides/touched.mdx', status: 'changed' },
      { filename: 'gone.mdx', status: 'removed' },
    ])
    const first = await calls.listPullRequestFilesPage(7, 1, signal)
    expect(first.full).toBe(true)
    expect(first.files).toHaveLength(FILES_PER_PAGE)
    expect(first.files[0]).toEqual({ path: 'guides/page-0.mdx', status: 'modified' })
    const second = await calls.listPullRequestFilesPage(7, 2, signal)
    expect(second).toEqual({
      full: false,
      files: [
        { path: 'guides/new-name.mdx', status: 'renamed', previousPath: 'guides/old.mdx' },
        { path: 'guides/copy.mdx', status: 'added' },
        { path: 'guides/touched.mdx', status: 'modified' },
        { path: 'gone.mdx', status: 'removed' },
      ],
    })
    expect(api.requests.at(-1)).toMatchObject({
      path: '/repos/acme/docs/pulls/7/files',
      query: { per_page: '100', page: '2' },
    })
  })

  it('drops what is no path it could use: absolute, with control characters, too long, an unknown status', async () => {
    api.setPullRequestFiles(8, [
      { filename: '/etc/passwd', status: 'modified' },
      { filename: 'guides/a\u0000b.mdx', status: 'added' },
      { filename: 'guides/line\nbreak.mdx', status: 'added' },
      { filename: `${'a/'.repeat(600)}page.mdx`, status: 'added' },
      { filename: 'logo.svg', status: 'unchanged' },
      { filename: 'renamed.mdx', status: 'renamed', previous_filename: '/abs/old.mdx' },
      { filename: 'kept.mdx', status: 'added' },
    ])
    const page = await calls.listPullRequestFilesPage(8, 1, signal)
    expect(page.files).toEqual([
      // A rename whose old path is unusable is still its new file.
      { path: 'renamed.mdx', status: 'renamed' },
      { path: 'kept.mdx', status: 'added' },
    ])
  })
})

describe('the commit status', () => {
  it("is set on the commit with its context and link; a description over GitHub's 140 characters is cut, not refused", async () => {
    await calls.createCommitStatus(
      SHA,
      {
        state: 'failure',
        context: 'Mintlify preview',
        description: `3 broken links: ${'x'.repeat(200)}`,
        targetUrl: 'https://github.com/acme/docs/actions/runs/42',
      },
      signal,
    )
    await calls.createCommitStatus(
      SHA,
      { state: 'pending', context: 'Mintlify preview', description: 'Building' },
      signal,
    )
    expect(api.statuses).toHaveLength(2)
    expect(api.statuses[0]).toMatchObject({
      sha: SHA,
      state: 'failure',
      context: 'Mintlify preview',
      target_url: 'https://github.com/acme/docs/actions/runs/42',
    })
    expect(api.statuses[0]?.description).toHaveLength(140)
    expect(api.statuses[1]).toMatchObject({ state: 'pending', target_url: null })
  })
})

describe('the deployment', () => {
  it('is created transient, not production, held back by no check and merging nothing; its statuses leave other previews active', async () => {
    expect(await calls.findDeployment(SHA, ENVIRONMENT, signal)).toBeUndefined()
    const id = await calls.createDeployment(SHA, ENVIRONMENT, 'd'.repeat(300), signal)
    expect(api.deployments).toHaveLength(1)
    const [created] = api.deployments
    expect(created?.id).toBe(id)
    expect(created?.request).toMatchObject({
      ref: SHA,
      environment: ENVIRONMENT,
      required_contexts: [],
      auto_merge: false,
      transient_environment: true,
      production_environment: false,
    })
    expect(String(created?.request['description'])).toHaveLength(140)
    await calls.createDeploymentStatus(
      id,
      {
        state: 'success',
        description: 'Ready',
        environmentUrl: 'https://acme-docs-branch.mintlify.app',
        logUrl: 'https://github.com/acme/docs/actions/runs/42',
      },
      signal,
    )
    expect(created?.statuses).toEqual([
      {
        state: 'success',
        description: 'Ready',
        environment_url: 'https://acme-docs-branch.mintlify.app',
        log_url: 'https://github.com/acme/docs/actions/runs/42',
        auto_inactive: false,
      },
    ])
  })

  it('found again by its commit and environment: the newest', async () => {
    await calls.createDeployment(SHA, ENVIRONMENT, 'first', signal)
    const newer = await calls.createDeployment(SHA, ENVIRONMENT, 'second', signal)
    await calls.createDeployment(SHA, 'production', 'elsewhere', signal)
    expect(await calls.findDeployment(SHA, ENVIRONMENT, signal)).toBe(newer)
  })

  it('an answer that names no deployment id is refused, saying so', async () => {
    api.fault({ method: 'POST', pathPattern: /\/deployments$/, status: 201, body: { id: 'x' } })
    await expect(calls.createDeployment(SHA, ENVIRONMENT, 'Building', signal)).rejects.toThrow(
      "Creating the GitHub deployment: GitHub's answer names no deployment id.",
    )
    api.clearFaults()
    api.fault({ method: 'GET', pathPattern: /\/deployments$/, status: 200, body: [{ id: -1 }] })
    expect(await calls.findDeployment(SHA, ENVIRONMENT, signal)).toBeUndefined()
  })

  it('every call ends when its signal fires', async () => {
    api.fault({ stall: true })
    const stop = new AbortController()
    const pending = calls.findDeployment(SHA, ENVIRONMENT, stop.signal)
    stop.abort(new Error('the run was cancelled'))
    await expect(pending).rejects.toThrow()
  })
})
