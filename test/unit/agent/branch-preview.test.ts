/**
 * Agent mode's `preview: true` (src/agent/branch-preview.ts) on its seams: a deployment API that
 * answers from a script, an in-memory GitHub (FakeIssues), a FakeClock for the polls and the
 * link checker handed in. Once the job opened its pull request here, the preview of its branch
 * is queued once and followed; a failed preview is a warning, not the job's failure; the link
 * check reads the pull request's pages; `fail-on-broken` fails the step; the commit status goes
 * on the pull request's head, or one warning says why GitHub is not told.
 */
import { describe, expect, it } from 'vitest'
import { withPreview } from '../../../src/agent/branch-preview.ts'
import type { Conclusion } from '../../../src/agent/conclusion.ts'
import type { AgentSettings } from '../../../src/agent/inputs.ts'
import type { SavedSurfaces } from '../../../src/shared/github/preview-surfaces.ts'
import type { AgentJob } from '../../../src/shared/mintlify/schemas.ts'
import { httpError } from '../../support/fake-issues.ts'
import { fakeTriggerDeps } from '../../support/fake-trigger-deps.ts'
import { reportOf } from '../../support/link-report.ts'
import { readInputs } from '../../support/read-inputs.ts'

const PREVIEW = 'https://acme-docs-fix-typo.mintlify.app'
const PR = 'https://github.com/acme/docs/pull/31'

function settingsOf(inputs: Record<string, string> = {}): AgentSettings {
  const { settings } = readInputs({
    mode: 'agent',
    'api-key': 'mint_abc123',
    'project-id': 'proj_1',
    prompt: 'Fix the typo',
    'github-token': 'ghs_test',
    'poll-interval': '1s',
    preview: 'true',
    ...inputs,
  })
  if (settings.mode !== 'agent') throw new Error('expected agent settings')
  return settings
}

const JOB: AgentJob = {
  id: 'job_1',
  status: 'completed',
  prLink: PR,
  source: { repository: 'acme/docs', ref: 'fix-typo' },
}

function completed(job: Partial<AgentJob> = {}): Extract<Conclusion, { state: 'completed' }> {
  return {
    state: 'completed',
    job: { ...JOB, ...job },
    level: 'notice',
    sentence: `Job job_1 completed and opened a pull request: ${PR}`,
  }
}

/** The agent's deps over the trigger modes' fakes, and what a run left. */
function harness() {
  const fake = fakeTriggerDeps()
  fake.api.queued = { statusId: 'st_9', previewUrl: PREVIEW }
  fake.api.statuses = [{ status: 'queued' }, { status: 'in_progress' }, { status: 'success' }]
  fake.github.files = [{ path: 'guides/typo.mdx', status: 'modified' }]
  const saved: (SavedSurfaces | undefined)[] = []
  const outputs = new Map<string, string>()
  const deps: Parameters<typeof withPreview>[2] = {
    ...fake.deps,
    api: fake.api,
    setOutput: (name, value) => outputs.set(name, value),
    saveSurfaces: (surfaces) => saved.push(surfaces),
  }
  return { ...fake, deps, outputs, saved }
}

describe('no preview', () => {
  it('without `preview: true`, or when the job opened no pull request here, nothing is queued', async () => {
    const h = harness()
    const cases: [AgentSettings, Conclusion][] = [
      [settingsOf({ preview: 'false' }), completed()],
      [settingsOf(), completed({ prLink: null })],
      [settingsOf(), { ...completed(), elsewhere: 'other/repo' }],
      [settingsOf(), { state: 'failed', job: JOB, level: 'failure', sentence: 'x' }],
    ]
    for (const [settings, conclusion] of cases) {
      expect(await withPreview(settings, conclusion, h.deps)).toBe(conclusion)
    }
    expect(h.api.calls).toEqual([])
  })

  it('a job that names no usable branch: a warning saying so, nothing queued', async () => {
    const h = harness()
    for (const source of [undefined, { ref: null }, { ref: 'bad..branch' }]) {
      const ended = await withPreview(settingsOf(), completed({ source }), h.deps)
      expect(ended.level).toBe('warning')
      expect(ended.sentence).toBe(
        `Job job_1 completed and opened a pull request: ${PR} No preview: the job names no branch for its pull request.`,
      )
    }
    expect(h.api.calls).toEqual([])
  })
})

describe("the preview of the job's branch", () => {
  it("is queued once for the branch and followed to ready; only `preview-url` of the preview's outputs is set", async () => {
    const h = harness()
    const ended = await withPreview(settingsOf({ check: 'off' }), completed(), h.deps)
    expect(h.api.calls.filter((call) => call.startsWith('queuePreview'))).toEqual([
      'queuePreview proj_1 fix-typo',
    ])
    expect(h.api.count('getDeploymentStatus')).toBe(3)
    expect(Object.fromEntries(h.outputs)).toEqual({ 'preview-url': PREVIEW })
    expect(ended.level).toBe('notice')
    expect(ended).toMatchObject({ preview: { url: PREVIEW, state: 'ready' } })
    expect(ended.sentence).toBe(
      `Job job_1 completed and opened a pull request: ${PR} Preview st_9 succeeded after 3.0 s: ${PREVIEW}.`,
    )
  })

  it('a preview that fails to build is a warning: the job did its work', async () => {
    const h = harness()
    h.api.statuses = [{ status: 'failure' }]
    const ended = await withPreview(settingsOf(), completed(), h.deps)
    expect(ended.level).toBe('warning')
    expect(ended).toMatchObject({ preview: { state: 'failed' } })
    expect(h.linkChecks).toEqual([])
  })
})

describe('the link check of the ready preview', () => {
  it("checks the pull request's pages, and says what it found", async () => {
    const h = harness()
    h.checker.report = reportOf({ checkedPages: 1, checkedLinks: 4 })
    const ended = await withPreview(settingsOf(), completed(), h.deps)
    expect(h.linkChecks).toHaveLength(1)
    expect(h.linkChecks[0]).toMatchObject({
      previewUrl: PREVIEW,
      pages: { kind: 'paths', paths: ['/guides/typo'] },
    })
    expect(h.github.calls).toContain('files #31 page 1')
    expect(ended.level).toBe('notice')
    expect(ended.sentence).toMatch(/Link check: 1 page checked, no broken links\.$/)
    expect(ended).toMatchObject({ preview: { check: { kind: 'checked' } } })
  })

  it('a broken link on the preview fails the step only with `fail-on-broken`', async () => {
    const broken = reportOf({
      checkedPages: 1,
      checkedLinks: 4,
      broken: [
        {
          page: '/guides/typo',
          link: '/guides/gone',
          status: 404,
          reason: 'the preview answered 404',
          onPreviewHost: true,
        },
      ],
    })
    const lenient = harness()
    lenient.checker.report = broken
    expect((await withPreview(settingsOf(), completed(), lenient.deps)).level).toBe('notice')
    const strict = harness()
    strict.checker.report = broken
    const ended = await withPreview(
      settingsOf({ 'fail-on-broken': 'true' }),
      completed(),
      strict.deps,
    )
    expect(ended.level).toBe('failure')
    expect(ended.sentence).toContain(
      "The step fails: 1 link on the preview's own pages is broken and `fail-on-broken` is true.",
    )
  })
})

describe("GitHub's surfaces on the pull request's head", () => {
  it('`commit-status`: building, then the verdict, on the head commit GitHub names', async () => {
    const h = harness()
    h.github.headSha = 'b'.repeat(40)
    h.checker.report = reportOf({ checkedPages: 1, checkedLinks: 2 })
    await withPreview(settingsOf({ 'commit-status': 'true' }), completed(), h.deps)
    expect(h.github.calls).toContain('pull #31')
    expect(h.github.statuses.map(({ sha, state }) => `${sha.slice(0, 1)} ${state}`)).toEqual([
      'b pending',
      'b success',
    ])
    expect(h.github.statuses.at(-1)?.description).toBe(
      'Preview ready; 1 page checked, no broken links.',
    )
  })

  it('not told, with one warning saying why: no token, no wait, a pull request of another repository', async () => {
    const cases: [Record<string, string>, Conclusion, string][] = [
      [
        { 'github-token': '' },
        completed(),
        '`commit-status`: input `github-token` is empty, so GitHub is not told.',
      ],
      [
        { wait: 'false' },
        completed(),
        "`commit-status`: this run does not wait for the preview's verdict (`wait: false`), so GitHub is not told.",
      ],
      [
        {},
        completed({ prLink: 'https://github.com/acme/docs/issues/31' }),
        "`commit-status`: the agent's pull request is not one of this repository, so GitHub is not told.",
      ],
    ]
    for (const [inputs, conclusion, warning] of cases) {
      const h = harness()
      await withPreview(settingsOf({ 'commit-status': 'true', ...inputs }), conclusion, h.deps)
      expect(h.log.annotations('warning')).toEqual([warning])
      expect(h.github.statuses).toEqual([])
    }
  })

  it('GitHub refusing to name the head: one warning, and the preview goes on', async () => {
    const h = harness()
    h.github.failures.getPullRequest = [httpError(404, 'Not Found')]
    const ended = await withPreview(settingsOf({ 'commit-status': 'true' }), completed(), h.deps)
    const [warning, ...more] = h.log.annotations('warning')
    expect(more).toEqual([])
    expect(warning).toBe(
      'Reading the head commit of pull request #31 failed: HTTP 404 ("Not Found"). `commit-status`: GitHub is not told.',
    )
    expect(ended).toMatchObject({ preview: { state: 'ready' } })
    expect(h.github.statuses).toEqual([])
  })
})
