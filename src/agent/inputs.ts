/** Agent mode's settings and how they are read from its inputs, before any request. */
import {
  InputError,
  boolean,
  githubReportSettings,
  identifier,
  waitSettings,
  type CommonSettings,
  type GitHubReportSettings,
  type InputSource,
  type WaitSettings,
} from '../shared/inputs.js'
import type { InputOf } from '../shared/catalogue.js'
import { quoteShort } from '../shared/text.js'

/** Agent mode; `previewCheck` applies with `preview: true`. */
export interface AgentSettings extends CommonSettings, WaitSettings, GitHubReportSettings {
  mode: 'agent'
  /** The `prompt` input; empty when not given (the triggering issue or comment may supply it). */
  prompt: string
  /** The `job-id` input; empty when not given. */
  jobId: string
  failOnJobFailure: boolean
  /** Logins from `allowed-users`, lower-cased (GitHub logins are case-insensitive). */
  allowedUsers: string[]
  /** `preview: true`: build the preview of the agent's pull request branch. */
  preview: boolean
}

/** A GitHub login (letters, digits, hyphens; some old ones end in `-`), or a bot's `name[bot]`. */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/

export function readAgentSettings(
  source: InputSource<InputOf<'agent'>>,
  common: CommonSettings,
): AgentSettings {
  return {
    ...common,
    mode: 'agent',
    prompt: source.get('prompt'),
    jobId: identifier(source, 'job-id', false),
    ...waitSettings(source),
    failOnJobFailure: boolean(source, 'fail-on-job-failure', true),
    allowedUsers: allowedUsers(source),
    preview: boolean(source, 'preview', false),
    ...githubReportSettings(source),
  }
}

function allowedUsers(source: InputSource<InputOf<'agent'>>): string[] {
  const logins = source
    .get('allowed-users')
    .split(/[\s,]+/)
    .map((login) => login.replace(/^@/, ''))
    .filter(Boolean)
  const bad = logins.find((login) => !LOGIN.test(login))
  if (bad !== undefined) {
    throw new InputError(
      'allowed-users',
      `Input \`allowed-users\` must be a comma-separated list of GitHub logins (an app's bot account as \`name[bot]\`); ${quoteShort(bad)} is not one.`,
    )
  }
  return [...new Set(logins.map((login) => login.toLowerCase()))]
}
