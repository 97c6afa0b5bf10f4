/**
 * Fakes of the deploy, preview and automation modes' own seams (their deps): an API that answers
 * from a script and counts every call, an in-memory GitHub thread, an injected clock, and the
 * outputs, summary and saved state as a runner would keep them.
 */
import { reportOf } from './link-report.ts'
import type { Deployment } from '../../src/shared/mintlify/deployment-schemas.ts'
import type { AgentJob } from '../../src/shared/mintlify/schemas.ts'
import type { LinkCheckOptions } from '../../src/shared/link-check/check.ts'
import type { OutputName } from '../../src/shared/catalogue.ts'
import { stateSetter } from '../../src/shared/saved-state.ts'
import type { SavedPreview } from '../../src/preview/deps.ts'
import type { AutomationDeps } from '../../src/automation/mode.ts'
import type { PreviewDeps } from '../../src/preview/deps.ts'
import { FakeClock } from './fake-clock.ts'
import { FakeIssues } from './fake-issues.ts'
import { inertDeps } from './mode-deps.ts'
import { recordingLog } from './recording-log.ts'

/** Deps every one of the three modes accepts (the deploy mode's are a subset of the preview's). */
type TriggerDeps = PreviewDeps & AutomationDeps

type TriggerApi = TriggerDeps['api']
type Method = keyof TriggerApi

/**
 * Answers each method from its script, one entry per call (the last one repeats); an entry that
 * is an Error is thrown. `calls` lists every call in order, so a test sees what was sent.
 */
class FakeTriggerApi implements TriggerApi {
  readonly calls: string[] = []
  statuses: (Deployment | Error)[] = [{ status: 'success' }]
  jobs: (AgentJob | Error)[] = [{ id: 'job_1', status: 'completed' }]
  queued: { statusId: string; previewUrl?: string } | Error = { statusId: 'st_1' }
  run: { instanceId: string; jobId?: string } | Error = { instanceId: 'run_1', jobId: 'job_1' }
  /** Called on every call, after it is counted: a test can abort or move the clock here. */
  onCall: (method: Method) => void = () => undefined

  count(method: Method): number {
    return this.calls.filter((call) => call.startsWith(method)).length
  }

  private answer<T>(method: Method, detail: string, script: T | Error | (T | Error)[]): T {
    this.calls.push(`${method} ${detail}`.trim())
    this.onCall(method)
    const entry = Array.isArray(script) ? (script.length > 1 ? script.shift() : script[0]) : script
    if (entry instanceof Error) throw entry
    if (entry === undefined) throw new Error(`nothing scripted for ${method}`)
    return entry
  }

  async queueDeployment(projectId: string) {
    return this.answer('queueDeployment', projectId, this.queued)
  }
  async queuePreview(projectId: string, branch: string) {
    return this.answer('queuePreview', `${projectId} ${branch}`, this.queued)
  }
  async getDeploymentStatus(statusId: string) {
    return this.answer('getDeploymentStatus', statusId, this.statuses)
  }
  async runAutomation(projectId: string, automationId: string) {
    return this.answer('runAutomation', `${projectId} ${automationId}`, this.run)
  }
  async getJob(projectId: string, jobId: string) {
    return this.answer('getJob', `${projectId} ${jobId}`, this.jobs)
  }
}

/** TriggerDeps of fakes, and what the run left where a user would look. */
export function fakeTriggerDeps(timeoutMs = 60_000) {
  const clock = new FakeClock()
  const api = new FakeTriggerApi()
  const github = new FakeIssues()
  const controller = new AbortController()
  const outputs = new Map<OutputName, string>()
  const outputWrites: [OutputName, string][] = []
  const summaries: string[] = []
  const state = new Map<string, string>()
  const log = recordingLog()
  let githubLoads = 0
  /** What the link checker was asked, and what it answers (a clean check by default). */
  const linkChecks: LinkCheckOptions[] = []
  const checker = {
    report: reportOf(),
  }
  const deps: TriggerDeps = {
    ...inertDeps(),
    api,
    clock,
    log,
    deadline: clock.now() + timeoutMs,
    signal: controller.signal,
    setOutput: (name, value) => {
      outputs.set(name, value)
      outputWrites.push([name, value])
    },
    writeSummary: async (markdown) => {
      summaries.push(markdown)
    },
    github: async () => {
      githubLoads++
      return github
    },
    // The preview comment and GitHub's surfaces are what these modes keep for the post step.
    saveState: stateSetter<Partial<SavedPreview>>(
      {
        saveState: (name, value) => state.set(name, value),
        getState: (name) => state.get(name) ?? '',
      },
      'preview',
    ),
    checkLinks: async (options) => {
      linkChecks.push(options)
      return checker.report
    },
  }
  return {
    linkChecks,
    checker,
    deps,
    api,
    github,
    clock,
    controller,
    outputs,
    outputWrites,
    summaries,
    state,
    log,
    githubLoads: () => githubLoads,
  }
}

/** Settings the deploy, preview and automation modes shares, with short intervals. */
export const COMMON = {
  apiKey: 'mint_test_key',
  projectId: 'proj_1',
  baseUrl: 'https://api.example.test',
  timeoutMs: 60_000,
  wait: true,
  pollIntervalMs: 1_000,
} as const
