/**
 * One step of the action from what the runner hands it to how it ended: the inputs, the event,
 * the clients, the mode, its Outcome. main.ts builds the StepHost from the process and the
 * runner (runner.ts) and ends the step; tests hand in their own (an injected clock, outputs kept
 * in a map), so they run the very wiring of the action in process without patching globals.
 */
import { RequestBudget } from '../shared/mintlify/budget.js'
import { MintlifyClient } from '../shared/mintlify/client.js'
import { readProxySettings } from '../shared/mintlify/proxy.js'
import type { Mode } from '../shared/catalogue.js'
import type { Clock } from '../shared/clock.js'
import { readGitHubContext } from '../shared/github/context.js'
import { lazyGitHub } from '../shared/github/client.js'
import { getInputs } from './inputs.js'
import { boundMarkdown, MAX_SUMMARY_CHARS } from '../shared/markdown.js'
import { entryOf } from './registry.js'
import { stateSetter } from '../shared/saved-state.js'
import type { Outcome } from '../shared/mode-contract.js'
import { boundedOutputs } from './outputs.js'
import { errorMessage } from '../shared/text.js'
import type { Runner } from './runner.js'

/** What a step gets from main.ts: the runner's channel, the clock, the cancellation. */
export interface StepHost {
  runner: Runner
  clock: Clock
  /** Cancellation (SIGINT/SIGTERM). */
  signal: AbortSignal
}

/** Runs the step to its outcome; throws (an InputError first of all) when it cannot. */
export async function runStep(host: StepHost, fixedMode?: Mode): Promise<Outcome> {
  const { clock, runner } = host
  const { context, warnings: contextWarnings } = readGitHubContext(runner.env)
  const { settings, warnings } = getInputs(
    {
      get: runner.input,
      runnerTemp: runner.env.RUNNER_TEMP,
      stepId: runner.env.GITHUB_ACTION,
      workspace: runner.env.GITHUB_WORKSPACE,
      setSecret: runner.setSecret,
    },
    new Date(clock.now()),
    fixedMode,
  )
  for (const warning of [...contextWarnings, ...warnings]) runner.warning(warning)
  const entry = entryOf(settings.mode)
  const deadline = clock.now() + settings.timeoutMs
  const proxy = readProxySettings(runner.env)
  // A proxy password is a secret too, whichever library might print the proxy's URL.
  for (const secret of proxy.secrets) runner.setSecret(secret)
  runner.exportProxyVariables(proxy.normalized)
  const budget = new RequestBudget(entry.requestLimit?.(settings) ?? Number.POSITIVE_INFINITY)
  const client = new MintlifyClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    deadline,
    clock,
    proxy: proxy.settings,
    budget,
    log: runner,
  })
  const { owner, repo, runId, serverUrl } = context
  try {
    return await entry.run(settings, {
      api: entry.api(client),
      context,
      github: lazyGitHub({
        token: entry.githubToken?.(settings) ?? '',
        apiUrl: context.apiUrl,
        owner,
        repo,
        log: runner,
      }),
      clock,
      deadline,
      signal: host.signal,
      log: runner,
      // Every output of every mode passes here: written when it changes, and bounded in size.
      setOutput: boundedOutputs(runner.setOutput, runner.warning),
      writeSummary: summaryWriter(runner),
      saveState: stateSetter(runner, settings.mode),
      budget,
      proxy: proxy.settings,
      artifactLink:
        runner.env.GITHUB_SERVER_URL && owner && repo && runId
          ? { serverUrl, repository: `${owner}/${repo}`, runId }
          : undefined,
    })
  } finally {
    await client.close()
  }
}

/**
 * Every summary write of every mode: bounded (GitHub drops a step summary over 1 MiB whole), and
 * never failing the step, since the summary is a report of what happened, not the work.
 */
function summaryWriter(runner: Runner): (markdown: string) => Promise<void> {
  return async (markdown) => {
    try {
      await runner.appendSummary(boundMarkdown(markdown, MAX_SUMMARY_CHARS))
    } catch (error) {
      runner.warning(`Writing the step summary failed: ${errorMessage(error)}`)
    }
  }
}
