import * as core from '@actions/core'
import { readGitHubContext } from './github/context.js'
import { lazyGitHub } from './github/client.js'
import { RequestBudget } from './api/budget.js'
import { MintlifyClient } from './api/client.js'
import { readProxySettings } from './api/proxy.js'
import { Cancellation } from './cancellation.js'
import { systemClock } from './clock.js'
import { getInputs } from './inputs.js'
import { boundMarkdown, MAX_SUMMARY_CHARS } from './markdown.js'
import { boundedOutputs, STATE_KEYS } from './outputs.js'
import { errorMessage } from './text.js'
import type { Mode } from './catalogue.js'
import { runMode } from './modes.js'
import type { Outcome } from './outcome.js'

/**
 * The action: inputs -> the mode's entry (modes.ts) -> outputs; `fixedMode` when started from a
 * sub-action's entry. The one place that reads the environment and calls `setFailed`; everything
 * below gets what it needs as arguments.
 */
export async function run(fixedMode?: Mode): Promise<void> {
  // Masked before anything else, so no later log line can carry it.
  const apiKey = core.getInput('api-key')
  if (apiKey) core.setSecret(apiKey)
  const githubToken = core.getInput('github-token')
  if (githubToken) core.setSecret(githubToken)
  const cancellation = new Cancellation()
  let client: MintlifyClient | undefined
  try {
    const { context, warnings: contextWarnings } = readGitHubContext(process.env)
    const { settings, warnings } = getInputs(
      { get: (name) => core.getInput(name), runnerTemp: process.env.RUNNER_TEMP, fixedMode },
      new Date(systemClock.now()),
    )
    for (const warning of [...contextWarnings, ...warnings]) core.warning(warning)
    const deadline = systemClock.now() + settings.timeoutMs
    const proxy = readProxySettings(process.env)
    // A proxy password is a secret too, whichever library might print the proxy's URL.
    for (const secret of proxy.secrets) core.setSecret(secret)
    // The GitHub and artifact clients read these variables themselves and cannot use a value
    // without a scheme: they get the same `http://` URL as the API client.
    Object.assign(process.env, proxy.normalized)
    const budget = new RequestBudget(
      settings.mode === 'analytics' ? settings.maxRequests : Number.POSITIVE_INFINITY,
    )
    client = new MintlifyClient({
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      deadline,
      clock: systemClock,
      proxy: proxy.settings,
      budget,
    })
    const deps = {
      api: client,
      clock: systemClock,
      deadline,
      signal: cancellation.signal,
      // Every output of every mode passes here: written when it changes, and bounded in size.
      setOutput: boundedOutputs(
        (name, value) => core.setOutput(name, value),
        (message) => core.warning(message),
      ),
      writeSummary: async (markdown: string) => {
        // GitHub drops a step summary over 1 MiB whole: keep it under.
        if (process.env.GITHUB_STEP_SUMMARY)
          await core.summary.addRaw(boundMarkdown(markdown, MAX_SUMMARY_CHARS)).write()
      },
    }
    const { owner, repo, runId, serverUrl } = context
    const outcome = await runMode(settings, {
      context,
      deps,
      github: (token) =>
        lazyGitHub({ token, apiUrl: context.apiUrl, owner: context.owner, repo: context.repo }),
      saveState: (name, value) => core.saveState(name, value),
      budget,
      proxy: proxy.settings,
      artifactLink:
        process.env.GITHUB_SERVER_URL && owner && repo && runId
          ? { serverUrl, repository: `${owner}/${repo}`, runId }
          : undefined,
    })
    endStep(outcome)
  } catch (error) {
    core.setFailed(errorMessage(error))
  } finally {
    cancellation.dispose()
    await client?.close()
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
 * timed out): the tracking comment saying "working", the preview comment saying "building".
 * Never fails the job; does nothing when nothing is left.
 */
export async function runPost(): Promise<void> {
  // The post step sees the same inputs: mask the key here too, before anything else.
  const apiKey = core.getInput('api-key')
  if (apiKey) core.setSecret(apiKey)
  try {
    const tracking = core.getState(STATE_KEYS.trackingComment)
    const preview = core.getState(STATE_KEYS.previewComment)
    if (!tracking && !preview) return
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
      const { finishLeftoverComment } = await import('./agent/index.js')
      await finishLeftoverComment(tracking, deps)
    }
    if (preview) {
      const { finishLeftoverPreviewComment } = await import('./preview/comment.js')
      await finishLeftoverPreviewComment(preview, deps)
    }
  } catch (error) {
    core.warning(
      `The post step could not finish the comment left by the main step: ${errorMessage(error)}`,
    )
  }
}
