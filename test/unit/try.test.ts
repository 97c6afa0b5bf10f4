/**
 * `npm run try`'s reading of its arguments and of a workflow's `with:` (scripts/offline/): bad
 * usage gets one sentence naming what is wrong, before anything starts; expressions get what
 * GitHub would give them offline; a key, a host or a database URL is put in place and said so.
 * The runs themselves, every mode of the catalogue, are in test/e2e/action/try.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { MODES } from '../../src/shared/catalogue.ts'
import { planTrial, USAGE, UsageError } from '../../scripts/offline/trial-plan.ts'
import { resolveInputs, type TrialContext } from '../../scripts/offline/trial-inputs.ts'
import { FAKE_GITHUB_TOKEN } from '../../scripts/offline/world.ts'

const refusal = (args: string[], read?: (path: string) => string): string => {
  try {
    planTrial(args, read)
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    return (error as Error).message
  }
  throw new Error(`${args.join(' ')} was not refused`)
}

const context: TrialContext = {
  sim: { url: 'http://127.0.0.1:9', apiKey: 'mint_sim_key', projectId: 'proj_sim' },
  payload: { release: { tag_name: 'v2.4.0' } },
  outputs: new Map([['analytics', { 'fix-next-prompt': 'Answer the questions.' }]]),
}

describe('npm run try: its arguments', () => {
  it('takes a mode and its inputs, on the event the examples run it on', () => {
    expect(planTrial(['preview', 'check=all', 'fail-on-broken=true'])).toEqual({
      source: 'preview mode',
      steps: [
        {
          label: 'preview mode',
          id: undefined,
          mode: 'preview',
          root: false,
          with: { check: 'all', 'fail-on-broken': 'true' },
          unexpected: [],
        },
      ],
      trigger: 'pull_request',
      keep: false,
    })
    expect(planTrial(['agent']).trigger).toBe('issues')
    expect(planTrial(['agent', 'prompt=Fix the typo', '--keep'])).toMatchObject({
      trigger: 'workflow_dispatch',
      keep: true,
      steps: [{ with: { prompt: 'Fix the typo' } }],
    })
    // A value keeps every `=` after the first.
    expect(planTrial(['agent', 'prompt=a=b']).steps[0]?.with).toEqual({ prompt: 'a=b' })
  })

  it("takes an example workflow's steps as written, in order, with the values given over them", () => {
    const plan = planTrial(['examples/weekly-docs-digest.yml', 'timeout=5m'])
    expect(plan.trigger).toBe('schedule')
    expect(plan.steps.map((step) => [step.label, step.mode, step.with['timeout']])).toEqual([
      ['step "analytics" of job "digest"', 'analytics', '5m'],
      ['step 2 of job "digest"', 'agent', '5m'],
    ])
    expect(plan.steps[0]?.with).toMatchObject({
      'api-key': '${{ secrets.MINTLIFY_API_KEY }}',
      'max-requests': '60',
    })
    expect(plan.steps[1]?.with['prompt']).toBe('${{ steps.analytics.outputs.fix-next-prompt }}')
  })

  it('takes the root action with `mode:`, and names an input its action does not declare', () => {
    const workflow = `on: push
jobs:
  docs:
    steps:
      - uses: actions/checkout@v4
      - uses: mintlify/docs-agent-action@v1
        with: { mode: deploy, chek: all, wait: false }
`
    const plan = planTrial(['mine.yml'], () => workflow)
    expect(plan.trigger).toBe('push')
    expect(plan.steps).toMatchObject([
      { mode: 'deploy', root: true, with: { wait: 'false' }, unexpected: ['chek'] },
    ])
  })

  it('refuses bad usage in one sentence naming what is wrong', () => {
    expect(refusal([])).toBe(USAGE)
    expect(USAGE).toContain(MODES.join(', '))
    expect(refusal(['deploi'])).toBe(
      `\`deploi\` is neither a mode (${MODES.join(', ')}) nor a workflow file (.yml or .yaml).`,
    )
    expect(refusal(['preview', 'chek=all'])).toMatch(
      /^`chek` is not an input of the preview sub-action: its inputs are api-key, .*check, /,
    )
    expect(refusal(['preview', 'check'])).toBe(
      '`check` is not an input=value pair: give each input as name=value, as in check=all.',
    )
    expect(refusal(['preview', 'check=all', 'check=off'])).toBe('The input `check` is given twice.')
    expect(refusal(['nowhere.yml'])).toBe(
      'nowhere.yml cannot be read: give the path of a workflow file.',
    )
    expect(refusal(['bad.yml'], () => 'jobs: [')).toMatch(/^bad\.yml is not valid YAML: /)
    const checkoutOnly = 'on: push\njobs:\n  t:\n    steps:\n      - uses: actions/checkout@v4\n'
    expect(refusal(['ci.yml'], () => checkoutOnly)).toBe(
      'ci.yml has no step that uses the action (`uses: mintlify/docs-agent-action/<mode>@v1`).',
    )
    const wrongMode =
      'jobs:\n  a:\n    steps:\n      - uses: mintlify/docs-agent-action/deploys@v1\n'
    expect(refusal(['w.yml'], () => wrongMode)).toBe(
      `The step 1 of job "a" of w.yml names \`deploys\`, not a mode of the action (${MODES.join(', ')}).`,
    )
  })
})

describe("npm run try: a step's inputs, offline", () => {
  it('gives secrets and variables the simulator’s stand-ins, and every other expression what GitHub would', () => {
    const { inputs, notes } = resolveInputs(
      {
        'api-key': '${{ secrets.MINTLIFY_API_KEY }}',
        'project-id': '${{ vars.MINTLIFY_PROJECT_ID }}',
        'automation-id': '${{ vars.MINTLIFY_AUTOMATION_ID }}',
        'docs-version': '${{ github.event.release.tag_name }}',
        prompt: '${{ steps.analytics.outputs.fix-next-prompt }}',
        'artifact-name': 'site-${{ steps.name.outputs.artifact }}',
        branch: '${{ vars.PREVIEW_BRANCH }}',
        paths: "${{ format('{0}', 'x') }}",
      },
      context,
    )
    expect(inputs).toEqual({
      'api-key': 'mint_sim_key',
      'project-id': 'proj_sim',
      'automation-id': 'auto-docs-sync',
      'docs-version': 'v2.4.0',
      prompt: 'Answer the questions.',
      'artifact-name': 'site-',
      branch: '',
      paths: '',
      'base-url': 'http://127.0.0.1:9',
    })
    expect(notes).toEqual([
      "api-key: `${{ secrets.MINTLIFY_API_KEY }}` is the simulator's key.",
      "project-id: `${{ vars.MINTLIFY_PROJECT_ID }}` is the simulator's project.",
      "automation-id: `${{ vars.MINTLIFY_AUTOMATION_ID }}` is the simulator's automation.",
      'docs-version: `${{ github.event.release.tag_name }}` is "v2.4.0", from the event.',
      'prompt: `${{ steps.analytics.outputs.fix-next-prompt }}` is the output of step "analytics".',
      'artifact-name: `${{ steps.name.outputs.artifact }}` is empty: step "name" did not run here or set no such output.',
      'branch: `${{ vars.PREVIEW_BRANCH }}` is empty: try does not know it (GitHub makes an unset one empty).',
      "paths: `${{ format('{0}', 'x') }}` is empty: try does not evaluate it (give the input as paths=value).",
    ])
  })

  it('never hands over a key, a token, a host or a database given: it says what stands in', () => {
    const { inputs, notes } = resolveInputs(
      {
        'api-key': 'mint_a_real_key_0123456789',
        'base-url': 'https://api.mintlify.com',
        'github-token': 'ghp_a_real_token',
        store: 'postgres://sync:secret@db.example.com/analytics',
        'project-id': 'proj_mine',
      },
      context,
    )
    expect(inputs).toEqual({
      'api-key': 'mint_sim_key',
      'base-url': 'http://127.0.0.1:9',
      'github-token': FAKE_GITHUB_TOKEN,
      store: 'docs-analytics',
      'project-id': 'proj_mine',
    })
    expect(notes).toEqual([
      "api-key: the key given is not needed and not used, and is sent nowhere: the simulator's key stands in for it.",
      'base-url: https://api.mintlify.com is replaced by the simulator (http://127.0.0.1:9): try reaches no host but its own loopback fakes.',
      'github-token: the token given is not used, and is sent nowhere: the fake GitHub takes any.',
      'store: a URL is replaced by the folder `docs-analytics` in the workspace: try reaches no database.',
    ])
    expect(notes.join('\n')).not.toMatch(/mint_a_real|ghp_a_real|secret@/)
  })
})
