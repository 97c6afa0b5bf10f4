/**
 * Agent mode's inputs: the defaults, `prompt`, `job-id`, `comment`, `allowed-users`, `preview` and
 * the preview's `check` and GitHub surfaces.
 */
import { describe, expect, it } from 'vitest'
import { expectRefusalNaming, inputRefusal, readInputs } from '../../support/read-inputs.ts'

const BASE = { 'api-key': 'mint_abc123', 'project-id': 'proj_1', prompt: 'Fix the typo' }

describe('agent inputs', () => {
  it('applies the documented defaults (agent is the mode when none is set)', () => {
    const { settings, warnings } = readInputs(BASE)
    expect(warnings).toEqual([])
    expect(settings).toEqual({
      mode: 'agent',
      apiKey: 'mint_abc123',
      projectId: 'proj_1',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 30 * 60_000,
      prompt: 'Fix the typo',
      jobId: '',
      wait: true,
      pollIntervalMs: 10_000,
      failOnJobFailure: true,
      comment: 'auto',
      githubToken: '',
      allowedUsers: [],
      preview: false,
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

  it('reads the tracking comment settings and allowed users (case-insensitive, @ optional)', () => {
    const { settings } = readInputs({
      ...BASE,
      comment: 'FALSE',
      'github-token': 'ghs_abc',
      'allowed-users': ' Alice,@bob\nrenovate[bot] , alice ',
    })
    expect(settings).toMatchObject({
      comment: 'false',
      githubToken: 'ghs_abc',
      allowedUsers: ['alice', 'bob', 'renovate[bot]'],
    })
  })

  it.each([
    [{ preview: 'maybe' }, 'preview', /true or false/],
    [{ check: 'changed-only' }, 'check', /one of changed, all, off; got "changed-only"/],
    [{ 'fail-on-broken': 'on' }, 'fail-on-broken', /true or false/],
    [{ 'fail-on-job-failure': '1' }, 'fail-on-job-failure', /true or false/],
    [{ 'job-id': 'a/b' }, 'job-id', /letters, digits/],
    [{ 'allowed-users': 'alice, bob smith!' }, 'allowed-users', /"smith!" is not one/],
    [{ 'allowed-users': 'a/b' }, 'allowed-users', /GitHub logins/],
  ])('refuses %o with one sentence naming the input', (override, input, message) => {
    expectRefusalNaming(inputRefusal({ ...BASE, ...override }), input, message)
  })
})
