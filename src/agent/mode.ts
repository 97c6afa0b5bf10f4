/**
 * Agent mode, as main.ts runs it: read the instruction, check who asked, choose what to do to
 * which job, start its comments, run it, conclude once, finish the comments, write the summary.
 */
import type { AgentJob } from '../shared/mintlify/schemas.js'
import type { GitHubContext } from '../shared/github/context.js'
import { triggerOf, type Trigger } from '../shared/github/trigger.js'
import type { ModeDeps, Outcome } from '../shared/mode-contract.js'
import type { AgentApi } from '../shared/mintlify/agent-api.js'
import type { DeploymentApi } from '../shared/mintlify/deployment-api.js'
import type { SetOutput } from '../shared/runner.js'
import type { CheckLinks } from '../shared/deployment/link-check.js'
import type { SavedSurfaces } from '../shared/github/preview-surfaces.js'
import { savedParts } from '../shared/saved-state.js'
import type { AgentSettings } from './inputs.js'
import { checkCommenter } from './authorize.js'
import { JobComments } from './comment/job-comments.js'
import { runRecord } from './comment/marker.js'
import type { SavedTrackingComment } from './comment/tracking.js'
import { concludeFailure, concludeRun, type Conclusion } from './conclusion.js'
import {
  chooseInstruction,
  readInstruction,
  wantsComment,
  type Chosen,
  type InstructionPlan,
} from './instruction.js'
import { withPreview } from './branch-preview.js'
import { runAgent } from './run.js'
import { agentSummaryMarkdown } from './summary.js'
import { isTerminal, setJobOutputs } from '../shared/job-wait.js'

/** What agent mode keeps for its post step: its tracking comment and GitHub's surfaces. */
export interface SavedAgent extends Record<string, unknown> {
  comment: SavedTrackingComment
  surfaces: SavedSurfaces
}

/**
 * What agent mode gets from the step: the jobs' API and the previews' (`preview: true`);
 * `checkLinks` stands in for the preview's link check in tests.
 */
type AgentModeDeps = ModeDeps<'agent', AgentApi & DeploymentApi, Partial<SavedAgent>> & {
  checkLinks?: CheckLinks
}

/**
 * Returns how the run ended (main.ts ends the step from it); the comments and the summary are
 * written either way, and `job-id` is set the moment the job exists.
 */
export async function runAgentMode(settings: AgentSettings, deps: AgentModeDeps): Promise<Outcome> {
  const { context } = deps
  const save = savedParts<SavedAgent>(deps.saveState)
  const trigger = triggerOf(context)
  const plan = await readInstruction(settings, trigger, deps.log)
  const commenting = wantsComment(settings, trigger, deps.log)
  if (plan.kind === 'skip') return skip(plan.reason, deps)
  const refusal = await checkCommenter(settings, trigger, context, deps)
  if (refusal) return skip(refusal, deps)
  const run = { id: context.runId, attempt: context.runAttempt }
  const chosen = await chooseInstruction(plan, trigger, commenting, run, deps)
  if ('skip' in chosen) return skip(chosen.skip, deps)

  const comments =
    commenting && trigger.kind !== 'other'
      ? jobComments(chosen, trigger, plan, context, deps, save('comment'))
      : undefined
  const started = deps.clock.now()
  const conclusion = await withPreview(
    settings,
    await runAndConclude(settings, chosen, comments, context, deps),
    { ...deps, saveSurfaces: save('surfaces') },
  )
  await comments?.finish(conclusion, deps.signal.aborted)
  await deps.writeSummary(
    agentSummaryMarkdown({
      job: conclusion.job,
      action: chosen.resumedFrom ? 'resume' : chosen.instruction.kind,
      durationMs: deps.clock.now() - started,
      conclusion: conclusion.sentence,
      commentUrl: comments?.url,
      resumeHint: chosen.instruction.kind === 'create' && !comments,
      preview: conclusion.state === 'completed' ? conclusion.preview : undefined,
    }),
  )
  return conclusion
}

/** Runs the instruction and works out, once, how the run ended. */
async function runAndConclude(
  settings: AgentSettings,
  chosen: Chosen,
  comments: JobComments | undefined,
  context: GitHubContext,
  deps: AgentModeDeps,
): Promise<Conclusion> {
  const { instruction } = chosen
  const started = deps.clock.now()
  const outputs = jobOutputs(deps.setOutput)
  let job: AgentJob | undefined
  try {
    const result = await runAgent(settings, instruction, {
      ...deps,
      startedAt: started,
      onJob: (latest) => {
        job = latest
        outputs(latest)
      },
      onStarted: async (first) => {
        if (instruction.kind === 'create' && !comments) {
          // Nothing else records the job: a re-run would create another, so say how to resume.
          deps.log.info(
            `Nothing records job ${first.id} for a re-run of this workflow: to wait for it from a re-run or another workflow, set \`job-id: ${first.id}\`.`,
          )
        }
        // Looking up a job that already ended: the final text is the first one worth writing.
        if (instruction.kind === 'wait' && settings.wait && isTerminal(first.status)) return
        await comments?.start(
          first,
          settings.wait ? { state: 'working' } : concludeRun(first, false, settings, context),
        )
      },
    })
    return concludeRun(result.job, result.waited, settings, context)
  } catch (error) {
    return concludeFailure(error, job, instruction, deps.signal.aborted)
  }
}

/** The job's comments, for a run triggered on an issue or pull request. */
function jobComments(
  chosen: Chosen,
  trigger: Exclude<Trigger, { kind: 'other' }>,
  plan: InstructionPlan,
  context: GitHubContext,
  deps: AgentModeDeps,
  saveState: (saved: SavedTrackingComment | undefined) => void,
): JobComments {
  const fromComment = trigger.kind === 'comment' && plan.kind === 'from-comment'
  return new JobComments(
    {
      ...deps,
      context,
      saveState,
      onUrl: (url) => deps.setOutput('comment-url', url),
    },
    {
      number: trigger.issue.number,
      onPullRequest: trigger.kind === 'comment' && trigger.on === 'pull-request',
      existing: chosen.existing,
      record:
        chosen.instruction.kind === 'wait' || !context.runId
          ? undefined
          : runRecord(context.runId, fromComment ? trigger.comment.id : undefined),
      requestedBy: fromComment
        ? { login: trigger.comment.author.login, url: trigger.comment.url }
        : undefined,
    },
  )
}

/** Keeps `job-id`, `status`, `pr-link` and `job` truthful with every job object received. */
function jobOutputs(
  setOutput: SetOutput<'job-id' | 'status' | 'pr-link' | 'job'>,
): (job: AgentJob) => void {
  return (job) => setJobOutputs(setOutput, job)
}

/** Nothing to do, by design: a notice, a summary line, and the step succeeds. */
async function skip(reason: string, deps: AgentModeDeps): Promise<Outcome> {
  await deps.writeSummary(
    agentSummaryMarkdown({ job: undefined, action: 'none', durationMs: 0, conclusion: reason }),
  )
  return { state: 'skipped', level: 'notice', sentence: reason }
}
