import { InputError } from '../input-error.js'
import type { AgentSettings } from '../settings.js'
import {
  commentRequest,
  createPromptFromComment,
  followUpPrompt,
  promptFromInput,
  promptFromIssue,
  COMMENT_COMMAND,
  type BuiltPrompt,
  type VisibleText,
} from './issue-prompt.js'
import type { Trigger } from '../github/trigger.js'

/** What the agent is asked to do in this run (DESIGN.md, "Where the instruction comes from"). */
export type Instruction =
  | { kind: 'create'; prompt: string }
  | { kind: 'follow-up'; jobId: string; prompt: string }
  | { kind: 'wait'; jobId: string }

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
  return `Input \`prompt\` is required in agent mode for the \`${eventName || 'unknown'}\` event: only \`issues\`, \`issue_comment\`, \`pull_request_review\` and \`pull_request_review_comment\` events supply the instruction themselves (or pass \`job-id\` to wait for a job).`
}
