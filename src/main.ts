import * as core from '@actions/core'
import { runAgentMode } from './agent/mode.js'
import { MintlifyClient } from './api/client.js'
import { Cancellation } from './cancellation.js'
import { systemClock } from './clock.js'
import { getInputs } from './inputs.js'

/**
 * The action: inputs -> mode -> outputs. The one place that reads the environment and calls
 * `setFailed`; everything below gets what it needs as arguments.
 */
export async function run(): Promise<void> {
  // Masked before anything else, so no later log line can carry it.
  const apiKey = core.getInput('api-key')
  if (apiKey) core.setSecret(apiKey)
  const cancellation = new Cancellation()
  let client: MintlifyClient | undefined
  try {
    const { settings, warnings } = getInputs(
      { get: (name) => core.getInput(name), runnerTemp: process.env.RUNNER_TEMP },
      new Date(systemClock.now()),
    )
    for (const warning of warnings) core.warning(warning)
    const deadline = systemClock.now() + settings.timeoutMs
    client = new MintlifyClient({
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      deadline,
      clock: systemClock,
    })
    const io = {
      api: client,
      clock: systemClock,
      deadline,
      signal: cancellation.signal,
      setOutput: (name: string, value: string) => core.setOutput(name, value),
      writeSummary: async (markdown: string) => {
        if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown).write()
      },
    }
    if (settings.mode === 'agent') {
      await runAgentMode(settings, io)
    } else {
      // Loaded only here: the export code and @actions/artifact cost agent mode nothing.
      const { runAnalyticsMode } = await import('./analytics/mode.js')
      const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env
      await runAnalyticsMode(settings, {
        ...io,
        artifactLink:
          GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID
            ? { serverUrl: GITHUB_SERVER_URL, repository: GITHUB_REPOSITORY, runId: GITHUB_RUN_ID }
            : undefined,
      })
    }
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error))
  } finally {
    cancellation.dispose()
    await client?.close()
  }
}
