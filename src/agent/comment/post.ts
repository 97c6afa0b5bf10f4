import * as core from '@actions/core'
import * as v from 'valibot'
import type { Clock } from '../../clock.js'
import { readSavedState } from '../../saved-state.js'
import { renderTrackingComment } from './body.js'
import { readMarker } from './marker.js'
import { callGitHub, describeGitHubError, type IssuesApi } from '../../github/client.js'
import { GITHUB_CALL_TIMEOUT_MS } from '../../github/own-comments.js'
import type { SavedTrackingComment } from './tracking.js'

export interface PostStepDeps {
  github: () => Promise<IssuesApi>
  clock: Clock
  runUrl: string
}

const SavedSchema = v.object({
  commentId: v.number(),
  jobId: v.string(),
  settled: v.boolean(),
  pendingBody: v.optional(v.string()),
  pullRequest: v.optional(
    v.object({ issue: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
  ),
})

/**
 * The post step (action.yml `post:`, run even when the main step was cancelled, killed or timed
 * out): a tracking comment the main step left saying "working" would mislead readers forever.
 * Rewrites it to say the run stopped, the job may still be running and how to find it. Does
 * nothing (and loads no GitHub client) when the main step left no unfinished comment. Never
 * throws: problems are warnings, the post step must not fail the job.
 */
export async function finishLeftoverComment(saved: string, deps: PostStepDeps): Promise<void> {
  const state = readSavedState<SavedTrackingComment>(saved, SavedSchema)
  if (!state || state.settled) return
  await core.group('Finishing the tracking comment left by the main step', async () => {
    try {
      const call = { clock: deps.clock, timeoutMs: GITHUB_CALL_TIMEOUT_MS }
      const github = await deps.github()
      const current = await callGitHub((signal) => github.getComment(state.commentId, signal), {
        ...call,
        doing: 'Reading the tracking comment',
      })
      const shown = readMarker(current.body)
      const shows = shown?.state
      // The main step's last write may have landed after all (killed before saving).
      if (shows !== 'working') {
        core.info(`The tracking comment already shows the final state (${shows ?? 'unknown'}).`)
        return
      }
      const body =
        state.pendingBody ??
        renderTrackingComment(
          { kind: 'stopped' },
          // The facts the main step rendered from: the runs' records (so a re-run finds the job
          // and waits for it) and, on the agent's pull request, the issue its job came from.
          {
            jobId: state.jobId,
            runUrl: deps.runUrl,
            records: shown?.records,
            pullRequest: state.pullRequest,
          },
        )
      const updated = await callGitHub(
        (signal) => github.updateComment(state.commentId, body, signal),
        { ...call, doing: 'Updating the tracking comment' },
      )
      core.info(
        `The main step stopped before job ${state.jobId} finished; updated the tracking comment: ${updated.url}`,
      )
    } catch (error) {
      const failure = describeGitHubError(error, 'Finishing the tracking comment', deps.clock.now())
      core.warning(
        `${failure.message} The tracking comment of job ${state.jobId} may still say it is working.`,
      )
    }
  })
}
