/**
 * src/ship/preview-mode.ts against fakes of its own seams (ShipDeps, an in-memory pull request
 * thread, an injected clock): which branch is built and how often, the one comment a pull request
 * gets, the runs that build nothing and why, and bad input refused before any request.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { GitHubContext } from '../../../src/github/context.ts'
import { InputError } from '../../../src/input-error.ts'
import { STATE_KEYS } from '../../../src/outputs.ts'
import type { PreviewSettings } from '../../../src/settings.ts'
import { markerOf } from '../../../src/ship/preview-comment.ts'
import { runPreviewMode } from '../../../src/ship/preview-mode.ts'
import { httpError } from '../../support/fake-issues.ts'
import { COMMON, fakeShip } from './fakes.ts'

let stdout: MockInstance<typeof process.stdout.write>
beforeEach(() => {
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
})
afterEach(() => stdout.mockRestore())
const annotations = (kind: 'notice' | 'warning'): string[] =>
  stdout.mock.calls
    .map((c) => String(c[0]))
    .filter((line) => line.startsWith(`::${kind}::`))
    .map((line) => line.slice(kind.length + 4).trim())

const HEAD = 'a'.repeat(40)
const NEWER = 'b'.repeat(40)
const SETTINGS: PreviewSettings = {
  ...COMMON,
  mode: 'preview',
  statusId: '',
  branch: '',
  comment: 'auto',
  githubToken: 'ghs_token',
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

async function failureOf(run: Promise<void>): Promise<unknown> {
  return run.then(
    () => new Error('expected the run to fail'),
    (e: unknown) => e,
  )
}

describe('preview mode on a pull request of this repository', () => {
  it('builds the head branch once, and keeps one comment: building, then the verdict', async () => {
    const ship = fakeShip()
    ship.api.queued = { statusId: 'st_1', previewUrl: 'https://acme-feature-x.mintlify.app' }
    const shownWhileBuilding: string[] = []
    ship.api.onCall = () => shownWhileBuilding.push(ship.github.comments[0]?.body ?? '')
    await runPreviewMode(SETTINGS, OWN_PR, ship.deps)

    expect(ship.api.calls).toEqual(['queuePreview proj_1 feature-x', 'getDeploymentStatus st_1'])
    // While the preview built, the pull request already said so.
    expect(shownWhileBuilding.at(-1)).toContain('The preview is building')
    expect(ship.github.comments).toHaveLength(1)
    const [comment] = ship.github.comments
    expect(comment?.body.startsWith(`${markerOf('proj_1', HEAD)}\n### Preview ready`)).toBe(true)
    expect(comment?.body).toContain('https://acme-feature-x.mintlify.app')
    expect(ship.github.calls.filter((c) => c.startsWith('create'))).toEqual(['create #7'])
    expect(ship.outputs.get('comment-url')).toBe(comment?.url)
    expect(ship.outputs.get('preview-url')).toBe('https://acme-feature-x.mintlify.app')
    expect(ship.outputs.get('status')).toBe('success')
    // Nothing is left for the post step once the verdict is shown.
    expect(ship.state.get(STATE_KEYS.previewComment)).toBe('')
    expect(ship.summaries).toHaveLength(1)
    expect(ship.summaries[0]).toMatch(/^## Preview ready for `feature-x`/)
  })

  it('edits the comment of an earlier run of the same commit instead of adding one', async () => {
    const ship = fakeShip()
    const earlier = ship.github.add(`${markerOf('proj_1', HEAD)}\n### Preview failed`, {
      login: 'github-actions[bot]',
      isBot: true,
    })
    await runPreviewMode(SETTINGS, OWN_PR, ship.deps)
    expect(ship.github.comments.map((c) => c.id)).toEqual([earlier.id])
    expect(ship.github.comments[0]?.body).toContain('### Preview ready')
    expect(ship.github.calls.filter((c) => c.startsWith('create'))).toEqual([])
  })

  it("leaves a newer push's comment alone and keeps its verdict in the summary", async () => {
    const ship = fakeShip()
    const newer = `${markerOf('proj_1', NEWER)}\n### Preview ready`
    ship.github.add(newer, { login: 'github-actions[bot]', isBot: true })
    ship.github.headSha = NEWER
    await runPreviewMode(SETTINGS, OWN_PR, ship.deps)
    expect(ship.github.comments.map((c) => c.body)).toEqual([newer])
    expect(ship.summaries[0]).toMatch(
      /A newer push's run has updated the preview comment; this run's verdict for aaaaaaa is in this summary only/,
    )
  })

  it('a comment GitHub refuses is one warning naming the permission; the preview is still followed', async () => {
    const ship = fakeShip()
    ship.github.failures.createComment = [httpError(403, 'Resource not accessible by integration')]
    await runPreviewMode(SETTINGS, OWN_PR, ship.deps)
    expect(ship.api.calls).toEqual(['queuePreview proj_1 feature-x', 'getDeploymentStatus st_1'])
    expect(ship.outputs.get('status')).toBe('success')
    expect(ship.summaries[0]).toMatch(/^## Preview ready/)
    const warnings = annotations('warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('`permissions: pull-requests: write`')
  })

  it('with `comment: false`, never loads the GitHub client', async () => {
    const ship = fakeShip()
    await runPreviewMode({ ...SETTINGS, comment: 'false' }, OWN_PR, ship.deps)
    expect(ship.githubLoads()).toBe(0)
    expect(ship.api.count('queuePreview')).toBe(1)
  })

  it('fails with the build failure, after the comment says so', async () => {
    const ship = fakeShip()
    ship.api.statuses = [{ status: 'failure', summary: 'Broken link in intro.mdx' }]
    const error = await failureOf(runPreviewMode(SETTINGS, OWN_PR, ship.deps))
    expect((error as Error).message).toMatch(
      /^Preview st_1 failed after .*: Broken link in intro\.mdx\.$/,
    )
    expect(ship.github.comments[0]?.body).toContain('### Preview failed')
    expect(ship.api.count('queuePreview')).toBe(1)
  })
})

describe('preview mode builds nothing', () => {
  it("for a fork's pull request: no request, a notice, and the reason in the summary", async () => {
    const ship = fakeShip()
    await runPreviewMode(SETTINGS, FORK_PR, ship.deps)
    expect(ship.api.calls).toEqual([])
    expect(annotations('notice')).toEqual([
      expect.stringMatching(/^No preview: pull request #7 comes from a fork \(`mallory\/docs`\)/),
    ])
    // On `pull_request` a fork's token is read-only: no comment is tried.
    expect(ship.githubLoads()).toBe(0)
    expect(ship.summaries).toHaveLength(1)
    expect(ship.summaries[0]).toMatch(
      /^## No preview\n\nNo preview: pull request #7 comes from a fork \(`mallory\/docs`\).*previews of fork pull requests are not possible\./,
    )
  })

  it("for a fork's pull request on `pull_request_target`, says so on the pull request too", async () => {
    const ship = fakeShip()
    const target = pullRequestEvent(
      { ref: 'main', repo: 'mallory/docs', fork: true },
      'pull_request_target',
    )
    await runPreviewMode(SETTINGS, target, ship.deps)
    expect(ship.api.calls).toEqual([])
    expect(ship.github.comments).toHaveLength(1)
    expect(ship.github.comments[0]?.body).toContain('### No preview')
  })

  it("for Dependabot's pull request without a key: passes and names Dependabot's secrets", async () => {
    const ship = fakeShip()
    const dependabot = pullRequestEvent(
      { ref: 'dependabot/npm/x', repo: 'acme/docs' },
      'pull_request',
      'dependabot[bot]',
    )
    await runPreviewMode({ ...SETTINGS, apiKey: '' }, dependabot, ship.deps)
    expect(ship.api.calls).toEqual([])
    expect(ship.summaries[0]).toContain("Dependabot's runs get Dependabot's secrets only")
  })
})

describe('preview mode refuses bad input before any request', () => {
  it('without a key on a pull request of this repository: names `api-key`', async () => {
    const ship = fakeShip()
    const error = await failureOf(runPreviewMode({ ...SETTINGS, apiKey: '' }, OWN_PR, ship.deps))
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).input).toBe('api-key')
    expect(ship.api.calls).toEqual([])
    expect(ship.githubLoads()).toBe(0)
  })

  it('without a branch on an event that names none: names `branch` and the event', async () => {
    const ship = fakeShip()
    const error = await failureOf(runPreviewMode(SETTINGS, DISPATCH, ship.deps))
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).message).toMatch(
      /^Input `branch` is required in preview mode on a `workflow_dispatch` event/,
    )
    expect(ship.api.calls).toEqual([])
  })

  it('builds the `branch` input on any event, and waits for a `status-id` without queueing', async () => {
    const ship = fakeShip()
    await runPreviewMode({ ...SETTINGS, branch: 'release' }, DISPATCH, ship.deps)
    expect(ship.api.calls[0]).toBe('queuePreview proj_1 release')
    const resumed = fakeShip()
    await runPreviewMode({ ...SETTINGS, statusId: 'st_5' }, DISPATCH, resumed.deps)
    expect(resumed.api.calls).toEqual(['getDeploymentStatus st_5'])
  })
})
