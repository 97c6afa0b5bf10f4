import * as core from '@actions/core'
import { readGitHubContext } from '../shared/github/context.js'
import { lazyGitHub } from '../shared/github/client.js'
import { Cancellation } from './cancellation.js'
import type { Mode } from './catalogue.js'
import { systemClock } from '../shared/clock.js'
import type { Outcome } from '../shared/outcome.js'
import { STATE_KEYS } from './outputs.js'
import { runStep } from './step.js'
import { errorMessage } from '../shared/text.js'

/**
 * The action: the step (step.ts) run with what the runner hands it, then ended from its
 * outcome; `fixedMode` when started from a sub-action's entry. The one place that reads the
 * environment and calls `setFailed`; everything below gets what it needs as arguments.
 */
export async function run(fixedMode?: Mode): Promise<void> {
  // Masked before anything else, so no later log line can carry it.
  const apiKey = core.getInput('api-key')
  if (apiKey) core.setSecret(apiKey)
  const githubToken = core.getInput('github-token')
  if (githubToken) core.setSecret(githubToken)
  const cancellation = new Cancellation()
  try {
    const outcome = await runStep(
      {
        input: (name) => core.getInput(name),
        env: process.env,
        clock: systemClock,
        signal: cancellation.signal,
        setSecret: (value) => core.setSecret(value),
        setOutput: (name, value) => core.setOutput(name, value),
        saveState: (name, value) => core.saveState(name, value),
        appendSummary: async (markdown) => {
          if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown).write()
        },
        warning: (message) => core.warning(message),
        exportProxyVariables: (normalized) => Object.assign(process.env, normalized),
      },
      fixedMode,
    )
    endStep(outcome)
  } catch (error) {
    core.setFailed(errorMessage(error))
  } finally {
    cancellation.dispose()
  }
}

/** The one way a step ends: a failure fails it with the sentence; the rest are annotations. */
function endStep(outcome: Outcome): void {
  if (outcome.level === 'failure') core.setFailed(outcome.sentence)
  else if (outcome.level === 'warning') core.warning(outcome.sentence)
  else core.notice(outcome.sentence)
}

/**
 * The post step: finishes a comment the main step left unfinished (it was cancelled, killed or
 * timed out): the tracking comment saying "working", the preview comment saying "building", and
 * sets a commit status or GitHub deployment left pending to `error`.
 * Never fails the job; does nothing when nothing is left.
 */
export async function runPost(): Promise<void> {
  // The post step sees the same inputs: mask the key here too, before anything else.
  const apiKey = core.getInput('api-key')
  if (apiKey) core.setSecret(apiKey)
  try {
    const tracking = core.getState(STATE_KEYS.trackingComment)
    const preview = core.getState(STATE_KEYS.previewComment)
    const surfaces = core.getState(STATE_KEYS.previewSurfaces)
    if (!tracking && !preview && !surfaces) return
    const githubToken = core.getInput('github-token')
    if (githubToken) core.setSecret(githubToken)
    const { context } = readGitHubContext(process.env)
    const deps = {
      github: lazyGitHub({
        token: githubToken,
        apiUrl: context.apiUrl,
        owner: context.owner,
        repo: context.repo,
      }),
      clock: systemClock,
    }
    if (tracking) {
      // Loaded only here and in agent mode: the other modes' start-up pays nothing for it.
      const { finishLeftoverComment } = await import('../agent/index.js')
      await finishLeftoverComment(tracking, deps)
    }
    if (preview) {
      const { finishLeftoverPreviewComment } = await import('../preview/comment.js')
      await finishLeftoverPreviewComment(preview, deps)
    }
    if (surfaces) {
      const { finishLeftoverSurfaces } = await import('../shared/github/preview-surfaces.js')
      await finishLeftoverSurfaces(surfaces, {
        ...deps,
        warning: (message) => core.warning(message),
      })
    }
  } catch (error) {
    core.warning(
      `The post step could not finish the comment left by the main step: ${errorMessage(error)}`,
    )
  }
}
