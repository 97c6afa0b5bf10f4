import * as core from '@actions/core'
import { readGitHubContext } from './github/context.js'
import { lazyGitHub } from './github/client.js'
import { finishLeftoverComment, runAgentMode } from './agent/index.js'
import { RequestBudget } from './api/budget.js'
import { MintlifyClient } from './api/client.js'
import { readProxySettings } from './api/proxy.js'
import { Cancellation } from './cancellation.js'
import { systemClock } from './clock.js'
import { getInputs } from './inputs.js'
import { STATE_KEYS, type OutputName } from './outputs.js'
import { errorMessage } from './text.js'
import type { Mode } from './catalogue.js'

/**
 * The action: inputs -> mode -> outputs; `fixedMode` when started from a sub-action's entry. The one place that reads the environment and calls
 * `setFailed`; everything below gets what it needs as arguments.
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
    const io = {
      api: client,
      clock: systemClock,
      deadline,
      signal: cancellation.signal,
      setOutput: (name: OutputName, value: string) => core.setOutput(name, value),
      writeSummary: async (markdown: string) => {
        if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown).write()
      },
    }
    if (settings.mode === 'agent') {
      await runAgentMode(settings, context, {
        ...io,
        github: lazyGitHub({
          token: settings.githubToken,
          apiUrl: context.apiUrl,
          owner: context.owner,
          repo: context.repo,
        }),
        saveState: (name, value) => core.saveState(name, value),
        previews: client,
      })
    } else if (settings.mode === 'analytics') {
      // Loaded only here: the export code and @actions/artifact cost agent mode nothing.
      const { runAnalyticsMode } = await import('./analytics/mode.js')
      const { owner, repo, runId, serverUrl } = context
      await runAnalyticsMode(settings, {
        ...io,
        budget,
        repositoryPublic: repositoryIsPublic(context.payload),
        artifactLink:
          process.env.GITHUB_SERVER_URL && owner && repo && runId
            ? { serverUrl, repository: `${owner}/${repo}`, runId }
            : undefined,
      })
    } else if (settings.mode === 'static-export') {
      // Loaded only here: the download, the tar library and the artifact client cost the other
      // modes nothing.
      const { runStaticExportMode } = await import('./static-export/mode.js')
      const { owner, repo, runId, serverUrl } = context
      await runStaticExportMode(settings, {
        ...io,
        proxy: proxy.settings,
        artifactLink:
          process.env.GITHUB_SERVER_URL && owner && repo && runId
            ? { serverUrl, repository: `${owner}/${repo}`, runId }
            : undefined,
      })
    } else {
      const ship = {
        ...io,
        github: lazyGitHub({
          token: settings.mode === 'preview' ? settings.githubToken : '',
          apiUrl: context.apiUrl,
          owner: context.owner,
          repo: context.repo,
        }),
        saveState: (name: string, value: string) => core.saveState(name, value),
      }
      const { runDeployMode, runPreviewMode, runAutomationMode } = await import('./ship/index.js')
      if (settings.mode === 'deploy') await runDeployMode(settings, ship)
      else if (settings.mode === 'preview') await runPreviewMode(settings, context, ship)
      else await runAutomationMode(settings, ship)
    }
  } catch (error) {
    core.setFailed(errorMessage(error))
  } finally {
    cancellation.dispose()
    await client?.close()
  }
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
    if (tracking) await finishLeftoverComment(tracking, { ...deps, runUrl: context.runUrl })
    if (preview) {
      const { finishLeftoverPreviewComment } = await import('./ship/index.js')
      await finishLeftoverPreviewComment(preview, deps)
    }
  } catch (error) {
    core.warning(
      `The post step could not finish the comment left by the main step: ${errorMessage(error)}`,
    )
  }
}

/** From the event payload's `repository`; undefined when the payload does not say. */
function repositoryIsPublic(payload: Record<string, unknown>): boolean | undefined {
  const repository = payload.repository
  if (typeof repository !== 'object' || repository === null) return undefined
  if ('private' in repository && typeof repository.private === 'boolean') return !repository.private
  if ('visibility' in repository) return repository.visibility === 'public'
  return undefined
}
