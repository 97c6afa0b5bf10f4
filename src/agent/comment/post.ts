import * as v from 'valibot'
import type { PostDeps } from '../../shared/mode-contract.js'
import { readSavedState } from '../../shared/saved-state.js'
import {
  finishKeptComment,
  postStepProblem,
  SavedKeptCommentSchema,
} from '../../shared/github/kept-comment.js'
import { isTrackingMarker } from './marker.js'
import type { SavedTrackingComment } from './tracking.js'

const SavedSchema = v.object({
  ...SavedKeptCommentSchema.entries,
  jobId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
})

/**
 * The post step (action.yml `post:`, run even when the main step was cancelled, killed or timed
 * out): a tracking comment the main step left saying "working" would mislead readers forever.
 * Writes what the main step saved (that the run stopped, the job may still be running and how
 * to find it, or a final text it could not write), only while the comment still shows what the
 * main step wrote. Does nothing (and loads no GitHub client) when the main step left nothing to
 * finish. Never throws: problems are warnings, the post step must not fail the job.
 */
export async function finishLeftoverComment(saved: string, deps: PostDeps): Promise<void> {
  const state = readSavedState<SavedTrackingComment>(saved, SavedSchema)
  if (!state) return
  const { log } = deps
  await log.group('Finishing the tracking comment left by the main step', async () => {
    try {
      const finished = await finishKeptComment(
        state,
        deps,
        'the tracking comment',
        isTrackingMarker,
      )
      switch (finished.kind) {
        case 'finished':
          log.info(
            `The main step stopped before job ${state.jobId} finished; updated the tracking comment: ${finished.url}`,
          )
          break
        case 'already':
          log.info('The tracking comment already shows what this run had to say.')
          break
        case 'changed':
          // The main step's last write may have landed after all (killed before saving).
          log.info('The tracking comment has changed since this run wrote it: left as it is.')
          break
        case 'missing':
          log.info(`No tracking comment of job ${state.jobId} was found: nothing to finish.`)
      }
    } catch (error) {
      const problem = postStepProblem(error, 'Finishing the tracking comment', deps.clock)
      log.warning(
        `${problem} The tracking comment of job ${state.jobId} may still say it is working.`,
      )
    }
  })
}
