/**
 * Agent mode as main.ts runs it, on its own seams: an agent API that answers from a script, the
 * loopback GitHub fake behind the real client, a FakeClock for the polls. What a user sees of a
 * run: the outcome the step ends with, the outputs, the tracking comment, the summary, and what
 * was sent to Mintlify (once).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AgentApi } from '../../../src/shared/mintlify/agent-api.ts'
import { ApiError } from '../../../src/shared/mintlify/errors.ts'
import type { AgentJob } from '../../../src/shared/mintlify/schemas.ts'
import type { AgentSettings } from '../../../src/agent/inputs.ts'
import { runAgentMode } from '../../../src/agent/mode.ts'
import { lazyGitHub } from '../../../src/shared/github/client.ts'
import { STATE_KEYS, type OutputName } from '../../../src/shared/catalogue.ts'
import { stateSetter } from '../../../src/shared/saved-state.ts'
import type { GitHubContext } from '../../../src/shared/github/context.ts'
import { startGitHubApi, type GitHubApi } from '../../fakes/github-api.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import {
  eventContext,
  issueCommentEvent,
  issuesEvent,
  OWNER,
  pullRequestCommentEvent,
  REPO,
} from '../../support/github-events.ts'
import { readInputs } from '../../support/read-inputs.ts'
import { inertDeps } from '../../support/mode-deps.ts'
import { recordingLog } from '../../support/recording-log.ts'

/** Answers `getJob` from a script, one entry per call (the last repeats); counts every call. */
class ScriptedAgentApi implements AgentApi {
  readonly calls: string[] = []
  created: AgentJob | Error = { id: 'job_1', status: 'active' }
  statuses: AgentJob[] = [{ id: 'job_1', status: 'completed', prLink: null }]

  async createJob(projectId: string, prompt: string) {
    this.calls.push(`create ${projectId} ${prompt}`)
    if (this.created instanceof Error) throw this.created
    return this.created
  }
  async sendMessage(projectId: string, jobId: string, prompt: string) {
    this.calls.push(`message ${jobId} ${prompt}`)
    return { id: jobId, status: 'active' }
  }
  async getJob(_projectId: string, jobId: string) {
    this.calls.push(`get ${jobId}`)
    return (this.statuses.length > 1 ? this.statuses.shift() : this.statuses[0])!
  }
  // No test here asks for a preview (`preview: true`).
  async queuePreview(): Promise<never> {
    throw new Error('no preview is scripted')
  }
  async queueDeployment(): Promise<never> {
    throw new Error('no deployment is scripted')
  }
  async getDeploymentStatus(): Promise<never> {
    throw new Error('no deployment is scripted')
  }
}

let github: GitHubApi
let api: ScriptedAgentApi
let outputs: Map<OutputName, string>
let summaries: string[]
let state: Map<string, string>
beforeEach(async () => {
  github = await startGitHubApi({ owner: OWNER, repo: REPO })
  api = new ScriptedAgentApi()
  outputs = new Map()
  summaries = []
  state = new Map()
})
afterEach(() => github.close())

function settingsOf(inputs: Record<string, string>): AgentSettings {
  const { settings } = readInputs({
    'api-key': 'mint_abc123',
    'project-id': 'proj_1',
    'github-token': 'ghs_test',
    'poll-interval': '1s',
    ...inputs,
  })
  if (settings.mode !== 'agent') throw new Error('expected agent settings')
  return settings
}

const contextOf = (event: { name: string; payload: object }) => eventContext(event, github.url)

function deps(context: GitHubContext): Parameters<typeof runAgentMode>[1] {
  const clock = new FakeClock()
  const log = recordingLog()
  return {
    ...inertDeps(),
    api,
    context,
    clock,
    log,
    deadline: clock.now() + 30 * 60_000,
    signal: new AbortController().signal,
    setOutput: (name, value) => outputs.set(name, value),
    writeSummary: async (markdown) => {
      summaries.push(markdown)
    },
    github: lazyGitHub({ token: 'ghs_test', apiUrl: github.url, owner: OWNER, repo: REPO, log }),
    saveState: stateSetter(
      { saveState: (name, value) => state.set(name, value), getState: () => '' },
      'agent',
    ),
  }
}

const dispatch = { name: 'workflow_dispatch', payload: {} }
const issue = issuesEvent({ number: 12, title: 'Document --verbose', body: 'The CLI lacks it.' })
const comments = () => [...github.comments.values()]

describe('runAgentMode', () => {
  it('a prompt: creates the job once, follows it, and sets the outputs and summary', async () => {
    api.statuses = [
      { id: 'job_1', status: 'active' },
      { id: 'job_1', status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' },
    ]
    const outcome = await runAgentMode(
      settingsOf({ prompt: 'Fix the typo' }),
      deps(contextOf(dispatch)),
    )
    expect(outcome).toMatchObject({
      state: 'completed',
      level: 'notice',
      sentence:
        'Job job_1 completed and opened a pull request: https://github.com/acme/docs/pull/3',
    })
    expect(api.calls.filter((call) => call.startsWith('create'))).toEqual([
      'create proj_1 Fix the typo',
    ])
    expect(Object.fromEntries(outputs)).toMatchObject({
      'job-id': 'job_1',
      status: 'completed',
      'pr-link': 'https://github.com/acme/docs/pull/3',
    })
    expect(summaries).toHaveLength(1)
    expect(summaries[0]).toContain('job_1')
    // No issue to comment on: nothing asked of GitHub.
    expect(github.requests).toEqual([])
  })

  it('an issue: the tracking comment says working, then how the job ended', async () => {
    const outcome = await runAgentMode(settingsOf({}), deps(contextOf(issue)))
    expect(outcome).toMatchObject({ state: 'completed', level: 'notice' })
    expect(api.calls[0]).toMatch(/^create proj_1 [\s\S]*Document --verbose/)
    const [tracking, ...more] = comments()
    expect(more).toEqual([])
    expect(tracking).toMatchObject({ issueNumber: 12 })
    expect(tracking!.body).toContain('✅ **Done, no changes.**')
    expect(outputs.get('comment-url')).toBe(tracking!.html_url)
    // What the post step needs to finish the comment: nothing once it shows the end.
    expect(state.get(STATE_KEYS.agent)).toBe('')
    expect(summaries[0]).toContain(tracking!.html_url)
  })

  it('a failed job fails the step, and its comment says so', async () => {
    api.statuses = [{ id: 'job_1', status: 'failed' }]
    const outcome = await runAgentMode(settingsOf({}), deps(contextOf(issue)))
    expect(outcome).toMatchObject({ state: 'failed', level: 'failure' })
    expect(outcome.sentence).toMatch(/^Job job_1 failed on Mintlify's side/)
    expect(comments()[0]!.body).toContain('job_1')
    expect(outputs.get('status')).toBe('failed')
  })

  it('`wait: false`: the job is started, the comment says so, and the step passes at once', async () => {
    const outcome = await runAgentMode(settingsOf({ wait: 'false' }), deps(contextOf(issue)))
    expect(outcome).toMatchObject({ state: 'not-waiting', level: 'notice' })
    expect(api.calls.filter((call) => call.startsWith('get'))).toEqual([])
    expect(comments()[0]!.body).toContain('🚀 **Started**')
    expect(outputs.get('job-id')).toBe('job_1')
  })

  it('a create Mintlify refuses: the step fails naming the cause, and no comment is written', async () => {
    api.created = new ApiError('HTTP 401', {
      kind: 'http',
      status: 401,
      operation: 'Creating the agent job',
    })
    const outcome = await runAgentMode(settingsOf({}), deps(contextOf(issue)))
    expect(outcome).toMatchObject({ state: 'error', level: 'failure' })
    expect(outcome.sentence).toMatch(/^Creating the agent job failed: HTTP 401/)
    expect(comments()).toEqual([])
    expect(outputs.has('job-id')).toBe(false)
  })

  it('a review comment that asks nothing of the agent: skipped with a notice, nothing sent', async () => {
    const event = pullRequestCommentEvent({
      pr: { number: 7, title: 'Document --verbose' },
      body: 'Thanks, looks good!',
      login: 'reviewer',
    })
    const outcome = await runAgentMode(settingsOf({}), deps(contextOf(event)))
    expect(outcome).toEqual({
      state: 'skipped',
      level: 'notice',
      sentence:
        'The comment does not start with `/docs`; on a pull request only `/docs ...` requests are sent to the agent.',
    })
    expect(api.calls).toEqual([])
    expect(comments()).toEqual([])
    expect(summaries).toEqual([expect.stringContaining('## Mintlify docs agent')])
  })

  it('a comment from someone without write access: refused with a notice, nothing sent', async () => {
    const event = issueCommentEvent({
      issue: { number: 12, title: 't', body: 'b' },
      body: '/docs Delete the changelog',
      login: 'stranger',
    })
    const outcome = await runAgentMode(settingsOf({}), deps(contextOf(event)))
    expect(outcome).toMatchObject({ state: 'skipped', level: 'notice' })
    expect(outcome.sentence).toMatch(
      /^Not sending the comment to the agent: `stranger` has read access/,
    )
    expect(api.calls).toEqual([])
    expect(comments()).toEqual([])
  })
})
