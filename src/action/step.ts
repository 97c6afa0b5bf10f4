/**
 * One step of the action from what the runner hands it to how it ended: the inputs, the event,
 * the clients, the mode, its Outcome. main.ts builds the StepHost from the process and
 * `@actions/core` and ends the step; tests hand in their own (an injected clock, outputs kept
 * in a map), so they run the very wiring of the action in process without patching globals.
 */
import { RequestBudget } from '../shared/mintlify/budget.js'
import { MintlifyClient } from '../shared/mintlify/client.js'
import { readProxySettings } from '../shared/mintlify/proxy.js'
import type { Mode } from './catalogue.js'
import type { Clock } from '../shared/clock.js'
import { readGitHubContext } from '../shared/github/context.js'
import { lazyGitHub } from '../shared/github/client.js'
import { getInputs } from './inputs.js'
import { boundMarkdown, MAX_SUMMARY_CHARS } from '../shared/markdown.js'
import { runMode } from './registry.js'
import type { Outcome } from '../shared/outcome.js'
import { boundedOutputs } from './outputs.js'

/** What a step gets from the runner. */
export interface StepHost {
  /** The trimmed value of an input, '' when not set (`core.getInput`). */
  input: (name: string) => string
  /** The runner's variables: the event, the run, `RUNNER_TEMP`, the proxy variables. */
  env: Readonly<Record<string, string | undefined>>
  clock: Clock
  /** Cancellation (SIGINT/SIGTERM). */
  signal: AbortSignal
  /** Masks a value in every later log line (`core.setSecret`). */
  setSecret: (value: string) => void
  /** Writes an output as the runner keeps it; the step bounds and de-duplicates first. */
  setOutput: (name: string, value: string) => void
  /** Keeps a value for the post step (`core.saveState`); '' clears it. */
  saveState: (name: string, value: string) => void
  /** Appends to the step summary; called with a summary already bounded to GitHub's limit. */
  appendSummary: (markdown: string) => Promise<void>
  warning: (message: string) => void
  /**
   * Proxy variables rewritten with a scheme (`host:port` -> `http://host:port`): the GitHub and
   * artifact clients read the environment themselves and need the same URL as the API client.
   */
  exportProxyVariables: (normalized: Record<string, string>) => void
}

/** Runs the step to its outcome; throws (an InputError first of all) when it cannot. */
export async function runStep(host: StepHost, fixedMode?: Mode): Promise<Outcome> {
  const { clock } = host
  const { context, warnings: contextWarnings } = readGitHubContext(host.env)
  const { settings, warnings } = getInputs(
    { get: host.input, runnerTemp: host.env.RUNNER_TEMP, fixedMode },
    new Date(clock.now()),
  )
  for (const warning of [...contextWarnings, ...warnings]) host.warning(warning)
  const deadline = clock.now() + settings.timeoutMs
  const proxy = readProxySettings(host.env)
  // A proxy password is a secret too, whichever library might print the proxy's URL.
  for (const secret of proxy.secrets) host.setSecret(secret)
  host.exportProxyVariables(proxy.normalized)
  const requestBudget = new RequestBudget(
    settings.mode === 'analytics' ? settings.maxRequests : Number.POSITIVE_INFINITY,
  )
  const client = new MintlifyClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    deadline,
    clock,
    proxy: proxy.settings,
    budget: requestBudget,
  })
  try {
    const { owner, repo, runId, serverUrl } = context
    return await runMode(settings, {
      context,
      deps: {
        api: client,
        clock,
        deadline,
        signal: host.signal,
        // Every output of every mode passes here: written when it changes, and bounded in size.
        setOutput: boundedOutputs(host.setOutput, host.warning),
        // GitHub drops a step summary over 1 MiB whole: keep it under.
        writeSummary: (markdown) => host.appendSummary(boundMarkdown(markdown, MAX_SUMMARY_CHARS)),
      },
      github: (token) =>
        lazyGitHub({ token, apiUrl: context.apiUrl, owner: context.owner, repo: context.repo }),
      saveState: host.saveState,
      requestBudget,
      proxy: proxy.settings,
      artifactLink:
        host.env.GITHUB_SERVER_URL && owner && repo && runId
          ? { serverUrl, repository: `${owner}/${repo}`, runId }
          : undefined,
    })
  } finally {
    await client.close()
  }
}
