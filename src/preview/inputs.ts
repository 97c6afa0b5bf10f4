/** Preview mode's settings and how they are read from its inputs, before any request. */
import { isBranchName } from '../shared/branch.js'
import {
  InputError,
  deploymentWaitSettings,
  githubReportSettings,
  type CommonSettings,
  type DeploymentWaitSettings,
  type GitHubReportSettings,
  type InputSource,
} from '../shared/inputs.js'
import type { InputOf } from '../shared/catalogue.js'
import { quoteShort } from '../shared/text.js'

/** Preview mode: build a branch's preview, or wait for `status-id`. */
export interface PreviewSettings
  extends CommonSettings, DeploymentWaitSettings, GitHubReportSettings {
  mode: 'preview'
  /** The `branch` input; empty: the event's branch (see mode.ts). */
  branch: string
}

export function readPreviewSettings(
  source: InputSource<InputOf<'preview'>>,
  common: CommonSettings,
): PreviewSettings {
  return {
    ...common,
    mode: 'preview',
    ...deploymentWaitSettings(source),
    branch: branchName(source),
    ...githubReportSettings(source),
  }
}

/**
 * `branch`: a git branch name as git allows it (no white space or control characters, none of
 * `~ ^ : ? * [ \`, no `..`, `@{` or `//`, not starting or ending with `/` or `.`), at most 255
 * characters; a leading `refs/heads/` is dropped. Empty: the event's branch.
 */
function branchName(source: InputSource<InputOf<'preview'>>): string {
  const raw = source.get('branch')
  const name = raw.startsWith('refs/heads/') ? raw.slice('refs/heads/'.length) : raw
  if (!name) return ''
  if (!isBranchName(name)) {
    throw new InputError(
      'branch',
      `Input \`branch\` must be a git branch name (no spaces, no \`~ ^ : ? * [ \\\`, no \`..\`), at most 255 characters; got ${quoteShort(raw)}.`,
    )
  }
  return name
}
