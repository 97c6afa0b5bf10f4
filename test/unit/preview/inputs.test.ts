/**
 * Preview mode's inputs: `branch`, `status-id`, `comment`, an empty key on a fork, and the
 * link check and GitHub surfaces.
 */
import { describe, expect, it } from 'vitest'
import { expectRefusalNaming, inputRefusal, readInputs } from '../../support/read-inputs.ts'

const BASE = { mode: 'preview', 'api-key': 'mint_abc123', 'project-id': 'proj_1' }

describe('preview inputs', () => {
  it('reads its settings; a leading refs/heads/ is dropped from `branch`', () => {
    expect(readInputs({ ...BASE, branch: 'refs/heads/docs/new-page' }).settings).toEqual({
      mode: 'preview',
      apiKey: 'mint_abc123',
      projectId: 'proj_1',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 30 * 60_000,
      wait: true,
      pollIntervalMs: 10_000,
      statusId: '',
      branch: 'docs/new-page',
      comment: 'auto',
      githubToken: '',
      previewCheck: {
        check: 'changed',
        checkExternal: false,
        checkIgnore: [],
        failOnBroken: false,
        commitStatus: false,
        githubDeployment: false,
        checkReportDir: '/tmp/runner/mintlify-link-check',
      },
    })
  })

  it('reads the link check and GitHub surfaces; the report goes under RUNNER_TEMP', () => {
    const inputs = {
      ...BASE,
      check: 'all',
      'check-external': 'true',
      'fail-on-broken': 'TRUE',
      'commit-status': 'true',
      'github-deployment': 'True',
    }
    expect(readInputs(inputs).settings).toMatchObject({
      previewCheck: {
        check: 'all',
        checkExternal: true,
        failOnBroken: true,
        commitStatus: true,
        githubDeployment: true,
        checkReportDir: '/tmp/runner/mintlify-link-check',
      },
    })
  })

  it('reads `check-ignore`: one pattern a line, blank lines skipped, `#` a literal, each compiled once with the `u` flag', () => {
    const ignore = [
      '^https://partner\\.example\\.com/',
      '',
      '  /guides/next-week#  ',
      '\t',
      '#install$',
    ].join('\n')
    const { settings } = readInputs({ ...BASE, 'check-ignore': ignore })
    if (settings.mode !== 'preview') throw new Error('expected preview settings')
    const { previewCheck } = settings
    expect(previewCheck.checkIgnore.map(({ line, source }) => [line, source])).toEqual([
      [1, '^https://partner\\.example\\.com/'],
      [3, '/guides/next-week#'],
      [5, '#install$'],
    ])
    const [partner, nextWeek, install] = previewCheck.checkIgnore.map((p) => p.regexp)
    expect(partner?.flags).toBe('u')
    expect(partner?.test('https://partner.example.com/api')).toBe(true)
    expect(partner?.test('https://partnerXexample.com/api')).toBe(false)
    expect(nextWeek?.test('https://preview.mintlify.app/guides/next-week#setup')).toBe(true)
    // `#` is part of the pattern, not a comment.
    expect(install?.test('https://preview.mintlify.app/guides#install')).toBe(true)
  })

  it("takes an empty `api-key` (a fork's pull request gets no secrets: the mode says so)", () => {
    expect(readInputs({ ...BASE, 'api-key': '' }).settings).toMatchObject({ apiKey: '' })
  })

  it.each([
    [{ branch: 'feature..x' }, 'branch', /git branch name/],
    [{ branch: 'a b' }, 'branch', /git branch name/],
    [{ branch: 'x\u202eevil' }, 'branch', /git branch name/],
    [{ branch: '-'.repeat(300) }, 'branch', /at most 255/],
    [{ 'status-id': '../x' }, 'status-id', /letters, digits/],
    [{ check: 'everything' }, 'check', /one of changed, all, off; got "everything"/],
    [{ check: 'Changed' }, 'check', /one of changed, all, off/],
    [{ 'check-external': 'yes' }, 'check-external', /true or false/],
    [{ 'fail-on-broken': '1' }, 'fail-on-broken', /true or false/],
    [{ 'commit-status': 'on' }, 'commit-status', /true or false/],
    [{ 'github-deployment': 'enabled' }, 'github-deployment', /true or false/],
    [
      { 'check-ignore': '^https://ok\\.example/\n(unclosed' },
      'check-ignore',
      /^Input `check-ignore` line 2 must be a regular expression \(JavaScript's, with the `u` flag\), one a line; `\(unclosed` is not one: Unterminated group\.$/,
    ],
    // The `u` flag refuses escapes that mean nothing (lychee's Rust patterns allow them).
    [{ 'check-ignore': 'partner\\-site' }, 'check-ignore', /line 1 .*Invalid escape/],
    [{ 'check-ignore': 'a\r\n\r\n[z-a]' }, 'check-ignore', /line 3 /],
    [
      { 'check-ignore': `ok\n${'a'.repeat(1_001)}` },
      'check-ignore',
      /^Input `check-ignore` line 2 is 1,001 characters long; a pattern may have at most 1,000\.$/,
    ],
    [
      { 'check-ignore': Array.from({ length: 1_001 }, (_, i) => `/p${i}$`).join('\n') },
      'check-ignore',
      /has 1,001 patterns; at most 1,000/,
    ],
  ])('refuses %o with one sentence naming the input', (override, input, message) => {
    expectRefusalNaming(inputRefusal({ ...BASE, ...override }), input, message)
  })
})
