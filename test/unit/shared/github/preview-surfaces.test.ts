/**
 * The GitHub calls around a preview with the real client (Octokit) against the loopback GitHub
 * fake: a pull request's files over many pages, and the commit status and deployment as GitHub
 * would show them, with a token that may not write them, a GitHub that hangs, a re-run and the
 * post step after a killed run.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { systemClock } from '../../../../src/shared/clock.ts'
import { lazyGitHub, type GitHubClient } from '../../../../src/shared/github/client.ts'
import {
  COMMIT_STATUS_CONTEXT,
  PREVIEW_ENVIRONMENT,
  PreviewSurfaces,
  finishLeftoverSurfaces,
  type PreviewSurfacesDeps,
} from '../../../../src/shared/github/preview-surfaces.ts'
import { listPullRequestFiles } from '../../../../src/shared/github/pull-request-files.ts'
import { faults, startGitHubApi, type GitHubApi } from '../../../fakes/github-api.ts'
import { recordingLog } from '../../../support/recording-log.ts'

const SHA = '3f1c2a9b7e6d5c4b3a29181706f5e4d3c2b1a090'
const PREVIEW = 'https://acme-docs-branch.mintlify.app'
const RUN = 'https://github.com/acme/docs/actions/runs/42'
/** Where the test keeps what the surfaces save for the post step. */
const SURFACES = 'surfaces'

let api: GitHubApi
let github: () => Promise<GitHubClient>
beforeEach(async () => {
  api = await startGitHubApi({ owner: 'acme', repo: 'docs' })
  github = lazyGitHub({
    token: 'ghs_test',
    apiUrl: api.url,
    owner: 'acme',
    repo: 'docs',
    log: recordingLog(),
  })
})
afterEach(async () => {
  await api.close()
})

const bounds = (ms = 10_000) => ({
  clock: systemClock,
  deadline: Date.now() + ms,
  signal: new AbortController().signal,
  log: recordingLog(),
})

describe("a pull request's changed files", () => {
  it('lists every file, a rename as its new path with its old one', async () => {
    api.setPullRequestFiles(7, [
      ...Array.from({ length: 249 }, (_, i) => ({
        filename: `guides/page-${i}.mdx`,
        status: 'modified' as const,
      })),
      { filename: 'guides/new-name.mdx', status: 'renamed', previous_filename: 'guides/old.mdx' },
      { filename: 'logo.svg', status: 'unchanged' },
    ])
    const listed = await listPullRequestFiles(await github(), 7, bounds())
    expect(listed.complete).toBe(true)
    expect(listed.files).toHaveLength(250)
    expect(listed.files.at(-1)).toEqual({
      path: 'guides/new-name.mdx',
      status: 'renamed',
      previousPath: 'guides/old.mdx',
    })
    const pages = api.requests.filter((r) => r.path.endsWith('/pulls/7/files'))
    expect(pages.map((r) => r.query)).toEqual(
      [1, 2, 3].map((p) => ({ per_page: '100', page: String(p) })),
    )
  })

  it("stops at GitHub's 3,000 files and says the list is not complete", async () => {
    api.setPullRequestFiles(
      8,
      Array.from({ length: 3_500 }, (_, i) => ({
        filename: `p/${i}.mdx`,
        status: 'added' as const,
      })),
    )
    const listed = await listPullRequestFiles(await github(), 8, bounds())
    expect(listed).toMatchObject({ complete: false })
    expect(listed.files).toHaveLength(3_000)
    expect(api.requests.filter((r) => r.path.endsWith('/files'))).toHaveLength(30)
  })

  it('throws what GitHub said when the token may not read them', async () => {
    api.fault(faults.noPullRequestFiles())
    await expect(listPullRequestFiles(await github(), 7, bounds())).rejects.toThrow(
      /Listing the files of pull request #7 \(page 1\) failed: HTTP 403/,
    )
  })
})

function surfacesDeps(overrides: Partial<PreviewSurfacesDeps> = {}) {
  const warnings: string[] = []
  const state = new Map<string, string>()
  const deps: PreviewSurfacesDeps = {
    github,
    ...bounds(),
    log: { ...recordingLog(), warning: (message) => warnings.push(message) },
    runUrl: RUN,
    saveState: (saved) => state.set(SURFACES, saved ? JSON.stringify(saved) : ''),
    ...overrides,
  }
  return { deps, warnings, state }
}

const both = { commitStatus: true, githubDeployment: true }

describe('the commit status and the deployment', () => {
  it('pending while building, then the verdict, linking to the preview', async () => {
    const { deps, warnings, state } = surfacesDeps()
    const surfaces = new PreviewSurfaces(both, SHA, deps)
    await surfaces.building(PREVIEW)
    expect(JSON.parse(state.get(SURFACES) ?? '{}')).toMatchObject({
      sha: SHA,
      commitStatus: true,
      deploymentId: api.deployments[0]!.id,
    })
    await surfaces.finish({ state: 'success', description: 'Preview ready.' })
    expect(state.get(SURFACES)).toBe('')
    expect(warnings).toEqual([])
    expect(api.statuses).toEqual([
      expect.objectContaining({
        sha: SHA,
        state: 'pending',
        context: COMMIT_STATUS_CONTEXT,
        target_url: PREVIEW,
      }),
      expect.objectContaining({
        sha: SHA,
        state: 'success',
        description: 'Preview ready.',
        target_url: PREVIEW,
      }),
    ])
    expect(api.deployments).toHaveLength(1)
    const [deployment] = api.deployments
    expect(deployment!).toMatchObject({ sha: SHA, environment: PREVIEW_ENVIRONMENT })
    expect(deployment!.request).toMatchObject({
      ref: SHA,
      required_contexts: [],
      auto_merge: false,
      transient_environment: true,
      production_environment: false,
    })
    expect(deployment!.statuses).toEqual([
      expect.objectContaining({
        state: 'in_progress',
        environment_url: PREVIEW,
        log_url: RUN,
        auto_inactive: false,
      }),
      expect.objectContaining({ state: 'success', environment_url: PREVIEW, auto_inactive: false }),
    ])
  })

  it("a re-run of the same commit reuses its deployment; another pull request's stays active", async () => {
    const other = 'b'.repeat(40)
    for (const sha of [SHA, other, SHA]) {
      const surfaces = new PreviewSurfaces(
        { commitStatus: false, githubDeployment: true },
        sha,
        surfacesDeps().deps,
      )
      await surfaces.building(PREVIEW)
      await surfaces.finish({ state: 'success', description: 'Preview ready.' })
    }
    expect(api.deployments.map((d) => d.sha)).toEqual([SHA, other])
    expect(api.deployments.flatMap((d) => d.statuses.map((s) => s.state))).not.toContain('inactive')
    expect(api.statuses).toEqual([])
  })

  it('a token without the permissions: one warning per surface naming it, never a throw', async () => {
    api.fault(faults.noStatusPermission())
    api.fault(faults.noDeploymentPermission())
    const { deps, warnings, state } = surfacesDeps()
    const surfaces = new PreviewSurfaces(both, SHA, deps)
    await surfaces.building(PREVIEW)
    // Both refused: nothing is left for the post step to set.
    expect(state.get(SURFACES)).toBe('')
    await surfaces.finish({ state: 'failure', description: '2 broken links.' })
    expect(warnings).toEqual([
      expect.stringMatching(
        /commit status `Mintlify preview` failed: HTTP 403.*`permissions: statuses: write`/,
      ),
      expect.stringMatching(
        /Creating a GitHub deployment.*HTTP 403.*`permissions: deployments: write`/,
      ),
    ])
    // After the refusal, nothing more is tried on that surface.
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/repos/acme/docs/statuses/${SHA}`,
      '/repos/acme/docs/deployments',
    ])
  })

  it('a GitHub that never answers holds the build up no longer than the deadline', async () => {
    api.fault(faults.stall())
    const { deps, warnings } = surfacesDeps({ deadline: Date.now() + 400 })
    const started = Date.now()
    await new PreviewSurfaces(both, SHA, deps).building(PREVIEW)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(warnings.join('\n')).toMatch(/did not answer/)
  })

  it("the post step sets a killed run's pending status and deployment to error", async () => {
    const { deps, state } = surfacesDeps()
    await new PreviewSurfaces(both, SHA, deps).building(PREVIEW)
    const warnings: string[] = []
    await finishLeftoverSurfaces(state.get(SURFACES) ?? '', {
      github,
      clock: systemClock,
      log: { ...recordingLog(), warning: (message) => warnings.push(message) },
    })
    expect(warnings).toEqual([])
    expect(api.statuses.map((s) => s.state)).toEqual(['pending', 'error'])
    expect(api.statuses[1]).toMatchObject({
      target_url: PREVIEW,
      description: expect.stringMatching(/stopped before/),
    })
    expect(api.deployments).toHaveLength(1)
    expect(api.deployments[0]!.statuses.map((s) => s.state)).toEqual(['in_progress', 'error'])
  })

  it('the post step leaves alone a state it cannot read', async () => {
    for (const saved of ['', 'not json', JSON.stringify({ sha: 'HEAD', commitStatus: true })]) {
      await finishLeftoverSurfaces(saved, { github, clock: systemClock, log: recordingLog() })
    }
    expect(api.requests).toEqual([])
  })
})
