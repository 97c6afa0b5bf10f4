/**
 * src/preview/mode.ts against fakes of its own seams (their deps, an in-memory pull request
 * thread, an injected clock): which branch is built and how often, the one comment a pull request
 * gets, the runs that build nothing and why, and bad input refused before any request.
 */
import { describe, expect, it } from 'vitest'
import type { GitHubContext } from '../../../src/shared/github/context.ts'
import { InputError } from '../../../src/shared/inputs.ts'
import { STATE_KEYS } from '../../../src/shared/catalogue.ts'
import type { Outcome } from '../../../src/shared/mode-contract.ts'
import type { PreviewSettings } from '../../../src/preview/inputs.ts'
import { markerOf } from '../../../src/preview/comment.ts'
import { runPreviewMode } from '../../../src/preview/mode.ts'
import { httpError } from '../../support/fake-issues.ts'
import { COMMON, fakeTriggerDeps } from '../../support/fake-trigger-deps.ts'

const HEAD = 'a'.repeat(40)
const NEWER = 'b'.repeat(40)
const SETTINGS: PreviewSettings = {
  ...COMMON,
  mode: 'preview',
  statusId: '',
  branch: '',
  comment: 'auto',
  githubToken: 'ghs_token',
  // The check and GitHub's surfaces have their own tests (test/unit/preview/check.test.ts).
  previewCheck: {
    check: 'off',
    checkExternal: false,
    checkIgnore: [],
    failOnBroken: false,
    commitStatus: false,
    githubDeployment: false,
    checkReportDir: '/tmp/runner/mintlify-link-check',
  },
}

function pullRequestEvent(
  head: { ref: string; repo: string; fork?: boolean },
  eventName = 'pull_request',
  author = 'alice',
): GitHubContext {
  return {
    eventName,
    payload: {
      sender: { login: author },
      pull_request: {
        number: 7,
        user: { login: author },
        head: {
          ref: head.ref,
          sha: HEAD,
          repo: { full_name: head.repo, fork: head.fork ?? false },
        },
        base: { repo: { full_name: 'acme/docs' } },
      },
    },
    owner: 'acme',
    repo: 'docs',
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    runId: '42',
    runAttempt: 1,
    runUrl: 'https://github.com/acme/docs/actions/runs/42',
  }
}
const OWN_PR = pullRequestEvent({ ref: 'feature-x', repo: 'acme/docs' })
const FORK_PR = pullRequestEvent({ ref: 'main', repo: 'mallory/docs', fork: true })
const DISPATCH: GitHubContext = { ...OWN_PR, eventName: 'workflow_dispatch', payload: {} }

/** How the step fails: a failure outcome's sentence as an Error, or the error thrown (bad input). */
async function failureOf(run: Promise<Outcome>): Promise<unknown> {
  return run.then(
    (outcome) => new Error(outcome.level === 'failure' ? outcome.sentence : 'expected a failure'),
    (e: unknown) => e,
  )
}

describe('preview mode on a pull request of this repository', () => {
  it('builds the head branch once, and keeps one comment: building, then the verdict', async () => {
    const fake = fakeTriggerDeps()
    fake.api.queued = { statusId: 'st_1', previewUrl: 'https://acme-feature-x.mintlify.app' }
    const shownWhileBuilding: string[] = []
    fake.api.onCall = () => shownWhileBuilding.push(fake.github.comments[0]?.body ?? '')
    await runPreviewMode(SETTINGS, { ...fake.deps, context: OWN_PR })

    expect(fake.api.calls).toEqual(['queuePreview proj_1 feature-x', 'getDeploymentStatus st_1'])
    // While the preview built, the pull request already said so.
    expect(shownWhileBuilding.at(-1)).toContain('The preview is building')
    expect(fake.github.comments).toHaveLength(1)
    const [comment] = fake.github.comments
    expect(comment?.body.startsWith(`${markerOf('proj_1', HEAD)}\n### Preview ready`)).toBe(true)
    expect(comment?.body).toContain('https://acme-feature-x.mintlify.app')
    expect(fake.github.calls.filter((c) => c.startsWith('create'))).toEqual(['create #7'])
    expect(fake.outputs.get('comment-url')).toBe(comment?.url)
    expect(fake.outputs.get('preview-url')).toBe('https://acme-feature-x.mintlify.app')
    expect(fake.outputs.get('status')).toBe('success')
    // Nothing is left for the post step once the verdict is shown.
    expect(fake.state.get(STATE_KEYS.preview)).toBe('')
    expect(fake.summaries).toHaveLength(1)
    expect(fake.summaries[0]).toMatch(/^## Preview ready for `feature-x`/)
  })

  it('edits the comment of an earlier run of the same commit instead of adding one', async () => {
    const fake = fakeTriggerDeps()
    const earlier = fake.github.add(`${markerOf('proj_1', HEAD)}\n### Preview failed`, {
      login: 'github-actions[bot]',
      isBot: true,
    })
    await runPreviewMode(SETTINGS, { ...fake.deps, context: OWN_PR })
    expect(fake.github.comments.map((c) => c.id)).toEqual([earlier.id])
    expect(fake.github.comments[0]?.body).toContain('### Preview ready')
    expect(fake.github.calls.filter((c) => c.startsWith('create'))).toEqual([])
  })

  it("leaves a newer push's comment alone and keeps its verdict in the summary", async () => {
    const fake = fakeTriggerDeps()
    const newer = `${markerOf('proj_1', NEWER)}\n### Preview ready`
    fake.github.add(newer, { login: 'github-actions[bot]', isBot: true })
    fake.github.headSha = NEWER
    await runPreviewMode(SETTINGS, { ...fake.deps, context: OWN_PR })
    expect(fake.github.comments.map((c) => c.body)).toEqual([newer])
    expect(fake.summaries[0]).toMatch(
      /A newer push's run has updated the preview comment; this run's verdict for aaaaaaa is in this summary only/,
    )
  })

  it('a comment GitHub refuses is one warning naming the permission; the preview is still followed', async () => {
    const fake = fakeTriggerDeps()
    fake.github.failures.createComment = [httpError(403, 'Resource not accessible by integration')]
    await runPreviewMode(SETTINGS, { ...fake.deps, context: OWN_PR })
    expect(fake.api.calls).toEqual(['queuePreview proj_1 feature-x', 'getDeploymentStatus st_1'])
    expect(fake.outputs.get('status')).toBe('success')
    expect(fake.summaries[0]).toMatch(/^## Preview ready/)
    const warnings = fake.log.annotations('warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('`permissions: pull-requests: write`')
  })

  it('with `comment: false`, never loads the GitHub client', async () => {
    const fake = fakeTriggerDeps()
    await runPreviewMode({ ...SETTINGS, comment: 'false' }, { ...fake.deps, context: OWN_PR })
    expect(fake.githubLoads()).toBe(0)
    expect(fake.api.count('queuePreview')).toBe(1)
  })

  it('fails with the build failure, after the comment says so', async () => {
    const fake = fakeTriggerDeps()
    fake.api.statuses = [{ status: 'failure', summary: 'Broken link in intro.mdx' }]
    const error = await failureOf(runPreviewMode(SETTINGS, { ...fake.deps, context: OWN_PR }))
    expect((error as Error).message).toMatch(
      /^Preview st_1 failed after .*: Broken link in intro\.mdx\.$/,
    )
    expect(fake.github.comments[0]?.body).toContain('### Preview failed')
    expect(fake.api.count('queuePreview')).toBe(1)
  })
})

describe('preview mode builds nothing', () => {
  it("for a fork's pull request: no request, a notice, and the reason in the summary", async () => {
    const fake = fakeTriggerDeps()
    const outcome = await runPreviewMode(SETTINGS, { ...fake.deps, context: FORK_PR })
    expect(fake.api.calls).toEqual([])
    expect(outcome).toMatchObject({
      state: 'skipped',
      level: 'notice',
      sentence: expect.stringMatching(
        /^No preview: pull request #7 comes from a fork \(`mallory\/docs`\)/,
      ) as string,
    })
    // On `pull_request` a fork's token is read-only: no comment is tried.
    expect(fake.githubLoads()).toBe(0)
    expect(fake.summaries).toHaveLength(1)
    expect(fake.summaries[0]).toMatch(
      /^## No preview\n\nPull request #7 comes from a fork \(`mallory\/docs`\).*previews of fork pull requests are not possible\./,
    )
  })

  it("for a fork's pull request on `pull_request_target`, says so on the pull request too", async () => {
    const fake = fakeTriggerDeps()
    const target = pullRequestEvent(
      { ref: 'main', repo: 'mallory/docs', fork: true },
      'pull_request_target',
    )
    await runPreviewMode(SETTINGS, { ...fake.deps, context: target })
    expect(fake.api.calls).toEqual([])
    expect(fake.github.comments).toHaveLength(1)
    expect(fake.github.comments[0]?.body).toContain('### No preview')
  })

  it("for Dependabot's pull request without a key: passes and names Dependabot's secrets", async () => {
    const fake = fakeTriggerDeps()
    const dependabot = pullRequestEvent(
      { ref: 'dependabot/npm/x', repo: 'acme/docs' },
      'pull_request',
      'dependabot[bot]',
    )
    await runPreviewMode({ ...SETTINGS, apiKey: '' }, { ...fake.deps, context: dependabot })
    expect(fake.api.calls).toEqual([])
    expect(fake.summaries[0]).toContain("Dependabot's runs get Dependabot's secrets only")
  })
})

describe('preview mode refuses bad input before any request', () => {
  it('without a key on a pull request of this repository: names `api-key`', async () => {
    const fake = fakeTriggerDeps()
    const error = await failureOf(
      runPreviewMode({ ...SETTINGS, apiKey: '' }, { ...fake.deps, context: OWN_PR }),
    )
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).input).toBe('api-key')
    expect(fake.api.calls).toEqual([])
    expect(fake.githubLoads()).toBe(0)
  })

  it('without a branch on an event that names none: names `branch` and the event', async () => {
    const fake = fakeTriggerDeps()
    const error = await failureOf(runPreviewMode(SETTINGS, { ...fake.deps, context: DISPATCH }))
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).message).toMatch(
      /^Input `branch` is required in preview mode on a `workflow_dispatch` event/,
    )
    expect(fake.api.calls).toEqual([])
  })

  it('builds the `branch` input on any event, and waits for a `status-id` without queueing', async () => {
    const fake = fakeTriggerDeps()
    await runPreviewMode({ ...SETTINGS, branch: 'release' }, { ...fake.deps, context: DISPATCH })
    expect(fake.api.calls[0]).toBe('queuePreview proj_1 release')
    const resumed = fakeTriggerDeps()
    await runPreviewMode({ ...SETTINGS, statusId: 'st_5' }, { ...resumed.deps, context: DISPATCH })
    expect(resumed.api.calls).toEqual(['getDeploymentStatus st_5'])
  })
})
