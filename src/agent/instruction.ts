/**
 * Where agent mode's instruction comes from, before any request to Mintlify: the inputs or the
 * triggering issue or comment (`planInstruction`, pure), whether to keep a tracking comment, and
 * (for a comment, or a re-run) which job the thread's tracking comment records.
 */
import { describeGitHubError } from '../shared/github/call.js'
import { threadName, type Trigger } from '../shared/github/trigger.js'
import { InputError } from '../shared/inputs.js'
import type { AgentSettings } from './inputs.js'
import type { Log } from '../shared/runner.js'
import { capitalized } from '../shared/text.js'
import { keepsComment } from '../shared/github/kept-comment.js'
import { runRecord } from './comment/marker.js'
import { findTrackingComment, type FoundComment } from './comment/tracking.js'
import type { ModeDeps } from '../shared/mode-contract.js'
import type { Instruction } from './run.js'
import {
  commentRequest,
  createPromptFromComment,
  followUpPrompt,
  MAX_PROMPT_CHARS,
  promptFromInput,
  promptFromIssue,
  COMMENT_COMMAND,
  type BuiltPrompt,
  type VisibleText,
} from './issue-prompt.js'

/** How this run's instruction is found, decided before any request. */
export type InstructionPlan =
  /** Known from the inputs or the issue. `built`: how the prompt was made, and from what. */
  | { kind: 'ready'; instruction: Instruction; built?: BuiltPrompt & { from: 'issue' | 'input' } }
  /**
   * A comment: a follow-up to the job in this issue's tracking comment, or a new job when the
   * issue has none (only the GitHub API can tell). On a pull request there is no `create`: a
   * pull request without the agent's comment has no job to follow up.
   */
  | { kind: 'from-comment'; followUp: BuiltPrompt; create?: BuiltPrompt }
  /** Nothing to do (e.g. an edited comment); the step succeeds with a notice. */
  | { kind: 'skip'; reason: string }

/**
 * 1. A `prompt` input is the instruction: a follow-up with `job-id`, else a new job.
 * 2. `job-id` alone: wait for that job (event text is ignored).
 * 3. Neither: the `issues` event's issue creates a job; an `issue_comment`'s text follows up
 *    the issue's job (or creates one); any other event is an input error naming `prompt`.
 */
export function planInstruction(
  settings: AgentSettings,
  trigger: Trigger,
  visible?: VisibleText,
): InstructionPlan {
  const { jobId } = settings
  if (settings.prompt) {
    const built = { ...promptFromInput(settings.prompt), from: 'input' as const }
    if (!built.prompt) {
      throw new InputError(
        'prompt',
        'Input `prompt` holds only invisible or control characters; write the instruction in visible text.',
      )
    }
    const { prompt } = built
    const instruction: Instruction = jobId
      ? { kind: 'follow-up', jobId, prompt }
      : { kind: 'create', prompt }
    return { kind: 'ready', instruction, built }
  }
  if (jobId) return { kind: 'ready', instruction: { kind: 'wait', jobId } }
  if (trigger.kind === 'other') throw new InputError('prompt', promptRequired(trigger.eventName))
  if (!visible) throw new Error('unreachable: the event text is read without the Markdown parser')
  switch (trigger.kind) {
    case 'issue': {
      const built = { ...promptFromIssue(trigger.issue, visible), from: 'issue' as const }
      return { kind: 'ready', instruction: { kind: 'create', prompt: built.prompt }, built }
    }
    case 'comment': {
      // Edits and deletions would resend an old request (and edits of our own comment loop).
      if (trigger.action !== 'created') {
        return {
          kind: 'skip',
          reason: `The comment was ${trigger.action || 'changed'}, not created; only new comments are sent to the agent.`,
        }
      }
      const request = commentRequest(trigger.comment, visible)
      const onPullRequest = trigger.on === 'pull-request'
      // Reviews say many things; only a `/docs` request is meant for the agent.
      if (onPullRequest && !request.command) {
        return {
          kind: 'skip',
          reason: `The ${trigger.comment.location ? 'review comment' : 'comment'} does not start with \`${COMMENT_COMMAND}\`; on a pull request only \`${COMMENT_COMMAND} ...\` requests are sent to the agent.`,
        }
      }
      if (!request.text) {
        return {
          kind: 'skip',
          reason: `The comment holds no instruction (after \`${COMMENT_COMMAND}\` and hidden text are removed); nothing was sent to the agent.`,
        }
      }
      return {
        kind: 'from-comment',
        followUp: followUpPrompt(request, trigger.comment.location),
        create: onPullRequest
          ? undefined
          : createPromptFromComment(request, trigger.issue, visible),
      }
    }
  }
}

const EVENTS_WITH_TEXT = [
  'issues',
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment',
]

function promptRequired(eventName: string): string {
  if (EVENTS_WITH_TEXT.includes(eventName)) {
    return `Input \`prompt\` is required in agent mode here: this \`${eventName}\` event's payload holds no issue or comment to build the instruction from.`
  }
  return `Input \`prompt\` is required in agent mode (the default \`mode\`) for the \`${eventName || 'unknown'}\` event: only \`issues\`, \`issue_comment\`, \`pull_request_review\` and \`pull_request_review_comment\` events supply the instruction themselves (or pass \`job-id\` to wait for a job; to deploy, preview, run an automation or export analytics instead, set \`mode\`).`
}

/** Plans the instruction; for an issue event, inside a log group that names the issue. */
export async function readInstruction(
  settings: AgentSettings,
  trigger: Trigger,
  log: Log,
): Promise<InstructionPlan> {
  const fromInputs = Boolean(settings.prompt || settings.jobId)
  if (trigger.kind === 'other' || fromInputs) {
    const plan = planInstruction(settings, trigger)
    if (plan.kind === 'ready' && plan.built) reportPrompt(plan.built, 'the `prompt` input', log)
    if (trigger.kind !== 'other') {
      log.info(
        'The instruction comes from the inputs (`prompt`, `job-id`); the event text is not used.',
      )
    }
    return plan
  }
  // The Markdown parser is loaded only when the event's text becomes the prompt.
  const { visibleMarkdown } = await import('./visible-text.js')
  const title =
    trigger.kind === 'issue'
      ? `Reading issue #${trigger.issue.number}`
      : `Reading the comment on ${where(trigger)}`
  return log.group(title, async () => {
    const plan = planInstruction(settings, trigger, visibleMarkdown)
    if (plan.kind === 'ready' && plan.built) reportPrompt(plan.built, 'the issue', log)
    else if (plan.kind === 'from-comment') reportPrompt(plan.followUp, 'the comment', log)
    return plan
  })
}

/** Whether to keep a tracking comment; says why not when the user asked for one. */
export function wantsComment(
  settings: AgentSettings,
  trigger: Trigger,
  log: Pick<Log, 'warning'>,
): boolean {
  return keepsComment({
    setting: settings.comment,
    hasThread: trigger.kind !== 'other',
    token: settings.githubToken,
    what: 'tracking comment',
    noThread:
      trigger.kind === 'other'
        ? `\`comment: true\` needs an issue to comment on, and this \`${trigger.eventName}\` event has none: no tracking comment is written.`
        : '',
    log,
  })
}

/** This workflow run, as far as re-runs are concerned. */
export interface RunAttempt {
  /** `GITHUB_RUN_ID`: the same for every attempt of a run. */
  id: string
  /** `GITHUB_RUN_ATTEMPT`: 1, then 2, 3... for "Re-run jobs". */
  attempt: number
}

/** "issue #12" or "pull request #13": where the trigger's conversation is. */
function where(trigger: Exclude<Trigger, { kind: 'other' }>): string {
  return threadName(
    trigger.kind === 'comment' && trigger.on === 'pull-request',
    trigger.issue.number,
  )
}

export interface Chosen {
  instruction: Instruction
  /** This issue's tracking comment of the job, to edit instead of posting another. */
  existing?: FoundComment
  /** Set when an earlier attempt of this run already created the job or sent the follow-up. */
  resumedFrom?: FoundComment
}

/**
 * A comment follows up the job recorded in the issue's tracking comment, or creates a job when
 * the issue has none. A follow-up or wait on an issue also edits that job's comment when there
 * is one; not finding it (or failing to look) only means a new comment. A later attempt of the
 * same run first looks for what an earlier attempt did, so it never acts twice.
 */
export async function chooseInstruction(
  plan: Exclude<InstructionPlan, { kind: 'skip' }>,
  trigger: Trigger,
  commenting: boolean,
  run: RunAttempt,
  deps: Pick<ModeDeps<'agent'>, 'github' | 'clock' | 'signal' | 'deadline' | 'log'>,
): Promise<Chosen | { skip: string }> {
  const resumed = await findEarlierAttempt(plan, trigger, commenting, run, deps)
  if (resumed) return resumed
  const chosen = await chooseForThisAttempt(plan, trigger, commenting, deps)
  if ('skip' in chosen) return chosen
  if (run.attempt > 1 && chosen.instruction.kind === 'create') {
    deps.log.warning(
      `This is attempt ${run.attempt} of workflow run ${run.id}, and nothing records a job created by an earlier attempt (${
        commenting ? 'no tracking comment of this run on the issue' : 'no tracking comment is kept'
      }), so a new job is created. A job an earlier attempt created keeps running: find it on the Mintlify dashboard, and pass its id as \`job-id\` to wait for it instead.`,
    )
  }
  return chosen
}

/**
 * On a re-run (attempt > 1), the tracking comment this run wrote records the job it created or
 * the comment whose follow-up it sent: waiting for that job is the re-run's whole work. When the
 * issue's comments cannot be read, the step fails rather than risk a second job.
 */
async function findEarlierAttempt(
  plan: Exclude<InstructionPlan, { kind: 'skip' }>,
  trigger: Trigger,
  commenting: boolean,
  run: RunAttempt,
  deps: Pick<ModeDeps<'agent'>, 'github' | 'clock' | 'signal' | 'deadline' | 'log'>,
): Promise<Chosen | undefined> {
  if (run.attempt <= 1 || !commenting || trigger.kind === 'other' || !run.id) return undefined
  const acts = plan.kind === 'from-comment' || plan.instruction.kind !== 'wait'
  if (!acts) return undefined
  const requestId =
    trigger.kind === 'comment' && plan.kind === 'from-comment' ? trigger.comment.id : undefined
  const issue = trigger.issue
  return deps.log.group(`Checking what earlier attempts of run ${run.id} did`, async () => {
    let found: FoundComment | undefined
    try {
      found = await findTrackingComment(await deps.github(), issue.number, {
        clock: deps.clock,
        log: deps.log,
        signal: deps.signal,
        deadline: deps.deadline,
        record: runRecord(run.id, requestId),
      })
    } catch (error) {
      const failure = describeGitHubError(
        error,
        `Reading the comments of issue #${issue.number}`,
        deps.clock.now(),
      )
      throw new Error(
        `${failure.message} This is attempt ${run.attempt} of the run, and without the issue's tracking comment the action cannot tell whether an earlier attempt already ${requestId === undefined ? 'created the job' : 'sent the follow-up'}, so it does nothing rather than risk doing it twice: re-run the job again, or pass \`job-id\` to wait for the job.`,
        { cause: error },
      )
    }
    if (!found) {
      deps.log.info('No earlier attempt of this run recorded a job on the issue.')
      return undefined
    }
    deps.log.info(
      `An earlier attempt of this run already ${requestId === undefined ? 'created' : 'sent the follow-up to'} job ${found.jobId} (${found.url}): waiting for it instead of doing it again.`,
    )
    return {
      instruction: { kind: 'wait', jobId: found.jobId },
      existing: found,
      resumedFrom: found,
    }
  })
}

async function chooseForThisAttempt(
  plan: Exclude<InstructionPlan, { kind: 'skip' }>,
  trigger: Trigger,
  commenting: boolean,
  deps: Pick<ModeDeps<'agent'>, 'github' | 'clock' | 'signal' | 'deadline' | 'log'>,
): Promise<Chosen | { skip: string }> {
  const find = { clock: deps.clock, log: deps.log, signal: deps.signal, deadline: deps.deadline }
  if (plan.kind === 'from-comment' && trigger.kind !== 'other') {
    const issue = trigger.issue
    const found = await deps.log.group(`Finding the job of ${where(trigger)}`, async () => {
      const result = await findTrackingComment(await deps.github(), issue.number, find)
      deps.log.info(
        result
          ? `The tracking comment ${result.url} records job ${result.jobId}: sending the comment to it as a follow-up.`
          : plan.create
            ? 'This issue has no tracking comment: creating a new job from the comment.'
            : 'This pull request has no comment of the docs agent recording its job.',
      )
      return result
    })
    if (found) {
      return {
        instruction: { kind: 'follow-up', jobId: found.jobId, prompt: plan.followUp.prompt },
        existing: found,
      }
    }
    if (plan.create) return { instruction: { kind: 'create', prompt: plan.create.prompt } }
    return {
      skip: `Pull request #${issue.number} has no comment of the docs agent recording its job (the action leaves one on the pull requests the agent opens in this repository), so there is no job to send the request to; nothing was sent.`,
    }
  }
  if (plan.kind !== 'ready') throw new Error('unreachable: a comment plan without a comment')
  const { instruction } = plan
  if (!commenting || instruction.kind === 'create' || trigger.kind === 'other') {
    return { instruction }
  }
  try {
    const existing = await findTrackingComment(await deps.github(), trigger.issue.number, {
      ...find,
      jobId: instruction.jobId,
    })
    return { instruction, existing }
  } catch (error) {
    deps.log.info(
      `${describeGitHubError(error, 'Looking for the tracking comment of the job', deps.clock.now()).message} A new comment is posted instead.`,
    )
    return { instruction }
  }
}

function reportPrompt(built: BuiltPrompt, source: string, log: Log): void {
  // The text itself is not logged: a line of it starting with `::` would be a workflow command.
  log.info(`${capitalized(source)} makes a ${built.prompt.length}-character prompt.`)
  if (built.hiddenBlocks > 0 || built.invisibleChars > 0) {
    log.info(
      `Removed what a reader cannot see: ${built.hiddenBlocks} hidden construct(s) (HTML comments, tags and attributes, link definitions, titles, alt text, invisible math), ${built.invisibleChars} invisible or control character(s).`,
    )
  }
  if (built.truncatedFrom !== undefined) {
    log.warning(
      `${capitalized(source)} makes a ${built.truncatedFrom}-character prompt; only the first ${MAX_PROMPT_CHARS} characters were sent to the agent.`,
    )
  }
}
