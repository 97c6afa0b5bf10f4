import { InputError } from '../input-error.js'
import type { AgentSettings } from '../settings.js'

/** What the agent is asked to do in this run (DESIGN.md, "Where the instruction comes from"). */
export type Instruction =
  | { kind: 'create'; prompt: string }
  | { kind: 'follow-up'; jobId: string; prompt: string }
  | { kind: 'wait'; jobId: string }

/** Decides the instruction from the `prompt` and `job-id` inputs. */
export function resolveInstruction(settings: AgentSettings): Instruction {
  const { prompt, jobId } = settings
  if (prompt && jobId) return { kind: 'follow-up', jobId, prompt }
  if (prompt) return { kind: 'create', prompt }
  if (jobId) return { kind: 'wait', jobId }
  throw new InputError(
    'prompt',
    'Input `prompt` is required in agent mode unless `job-id` names a job to wait for.',
  )
}
