/**
 * The one channel to the runner: inputs, the log and its annotations, masking, outputs, the
 * post step's state and the step summary. The action's is built on the Actions toolkit here, the
 * only file that imports it; tests hand in their own, so the step's wiring runs in process.
 */
import * as core from '@actions/core'
import type { Log } from '../shared/runner.js'

export interface Runner extends Log {
  /** The trimmed value of an input, '' when not set. */
  input: (name: string) => string
  /** The runner's variables: the event, the run, `RUNNER_TEMP`, the proxy variables. */
  env: Readonly<Record<string, string | undefined>>
  /**
   * Proxy variables rewritten with a scheme (`host:port` -> `http://host:port`), for this
   * process only: the GitHub and artifact clients read the environment themselves and need the
   * same URL as the API client.
   */
  exportProxyVariables: (normalized: Record<string, string>) => void
  /** Writes an output as the runner keeps it; the step bounds and de-duplicates first. */
  setOutput: (name: string, value: string) => void
  /** Keeps a value for the post step; '' clears it. */
  saveState: (name: string, value: string) => void
  /** What the main step kept under `name`; '' when nothing. */
  getState: (name: string) => string
  /** Appends to the step summary; called with a summary already bounded to GitHub's limit. */
  appendSummary: (markdown: string) => Promise<void>
  /** Ends the step as failed, with `message` as its error annotation. */
  setFailed: (message: string) => void
}

/** The runner of a real step: workflow commands on stdout, files the runner names. */
export function actionsRunner(): Runner {
  return {
    input: (name) => core.getInput(name),
    env: process.env,
    exportProxyVariables: (normalized) => Object.assign(process.env, normalized),
    info: (message) => core.info(message),
    debug: (message) => core.debug(message),
    notice: (message) => core.notice(message),
    warning: (message) => core.warning(message),
    group: (title, work) => core.group(title, work),
    setSecret: (value) => core.setSecret(value),
    setOutput: (name, value) => core.setOutput(name, value),
    saveState: (name, value) => core.saveState(name, value),
    getState: (name) => core.getState(name),
    appendSummary: async (markdown) => {
      if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown).write()
    },
    setFailed: (message) => core.setFailed(message),
  }
}
