/**
 * Automation mode: run a scheduled automation now (once), report its run, and, with `wait`,
 * follow the run's job as an agent job when the API answers for it; when it does not, say where
 * the run is followed and pass.
 */
import { ApiError } from '../shared/mintlify/errors.js'
import type { AgentApi } from '../shared/mintlify/agent-api.js'
import type { AutomationApi } from '../shared/mintlify/automation-api.js'
import type { AgentJob } from '../shared/mintlify/schemas.js'
import { isTerminal, setJobOutputs, waitForJob } from '../shared/job-wait.js'
import { code, detailsTable, textWithLinks, url } from '../shared/markdown.js'
import type { ModeDeps, Outcome } from '../shared/mode-contract.js'
import type { AutomationSettings } from './inputs.js'

const DASHBOARD = "the dashboard's Automation Runs page"

/** What automation mode gets from the step: the run's API, and the agent's for its job. */
export type AutomationDeps = ModeDeps<'automation', AutomationApi & Pick<AgentApi, 'getJob'>>

/** `state`: the run's job's last status, or `queued` when the run is not followed here. */
export async function runAutomationMode(
  settings: AutomationSettings,
  deps: AutomationDeps,
): Promise<Outcome> {
  const { api, signal, log, setOutput } = deps
  const { projectId, automationId } = settings
  const run = await log.group(`Running automation ${automationId}`, async () => {
    const queued = await api.runAutomation(projectId, automationId, signal)
    log.info(
      `Automation ${automationId}: run ${queued.instanceId} is queued${queued.jobId ? ` as job ${queued.jobId}` : ''}.`,
    )
    return queued
  })
  setOutput('instance-id', run.instanceId)
  setOutput('status', 'queued')
  if (run.jobId) setOutput('job-id', run.jobId)

  let job: AgentJob | undefined
  let sentence: string
  if (!settings.wait) {
    sentence = `Automation run ${run.instanceId} is queued; not waiting for it (\`wait: false\`).`
  } else if (!run.jobId) {
    sentence = `Automation run ${run.instanceId} is queued; the API named no job for it, so it is followed on ${DASHBOARD}.`
  } else {
    const jobId = run.jobId
    job = await firstLook(jobId, settings, deps).catch((error: unknown) => {
      throw signal.aborted ? cancelledAfterQueued(run.instanceId, jobId) : error
    })
    sentence = job
      ? ''
      : `Automation run ${run.instanceId} is queued; the API does not answer for its job ${run.jobId}, so it is followed on ${DASHBOARD}.`
  }
  if (job) {
    const outputs = (latest: AgentJob): void => setJobOutputs(setOutput, latest)
    outputs(job)
    let last = job
    try {
      job = await log.group(`Waiting for job ${job.id}`, () =>
        waitForJob(last, {
          api,
          projectId,
          log,
          pollIntervalMs: settings.pollIntervalMs,
          deadline: deps.deadline,
          clock: deps.clock,
          signal,
          onJob: (latest) => {
            last = latest
            outputs(latest)
          },
        }),
      )
    } catch (error) {
      throw signal.aborted ? cancelledAfterQueued(run.instanceId, last.id) : error
    }
    sentence = jobSentence(run.instanceId, job)
  }
  await deps.writeSummary(summaryOf(automationId, run.instanceId, run.jobId, job, sentence))
  const state = job?.status ?? 'queued'
  if (state === 'failed' && settings.failOnJobFailure) return { state, level: 'failure', sentence }
  return { state, level: state === 'archived' ? 'warning' : 'notice', sentence }
}

/** Cancelled once the run is queued: it keeps running, and where to follow it. */
function cancelledAfterQueued(instanceId: string, jobId: string): Error {
  return new Error(
    `The run was cancelled after automation run ${instanceId} was queued; it keeps running as job ${jobId}: follow it on ${DASHBOARD}, or wait for it in agent mode with \`job-id: ${jobId}\`.`,
  )
}

/** The run's job, or undefined when the API does not know it (404): then it is not ours to follow. */
async function firstLook(
  jobId: string,
  settings: AutomationSettings,
  deps: AutomationDeps,
): Promise<AgentJob | undefined> {
  try {
    return await deps.api.getJob(settings.projectId, jobId, deps.signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined
    throw error
  }
}

function jobSentence(instanceId: string, job: AgentJob): string {
  const pr = job.prLink ? `, with the pull request ${job.prLink}` : ''
  if (job.status === 'completed') return `Automation run ${instanceId} completed${pr}.`
  if (job.status === 'failed') return `Automation run ${instanceId} failed (job ${job.id}).`
  if (isTerminal(job.status)) return `Automation run ${instanceId} ended ${job.status}${pr}.`
  return `Automation run ${instanceId} is ${job.status}.`
}

function summaryOf(
  automationId: string,
  instanceId: string,
  jobId: string | undefined,
  job: AgentJob | undefined,
  sentence: string,
): string {
  const rows: [string, string][] = [
    ['Automation', code(automationId)],
    ['Run', code(instanceId)],
  ]
  if (jobId) rows.push(['Job', code(jobId)])
  if (job) rows.push(['Status', code(job.status)])
  if (job?.prLink) rows.push(['Pull request', url(job.prLink)])
  // The sentence names the pull request's URL as text (the log keeps it so): here it is a link.
  const lines = ['## Automation run', '', textWithLinks(sentence, [job?.prLink], 2_000), '']
  lines.push(...detailsTable(rows))
  return `${lines.join('\n')}\n`
}
