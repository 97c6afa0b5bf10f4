/** Preview mode's settings and how they are read from its inputs, before any request. */
import { isBranchName } from '../shared/branch.js'
import {
  InputError,
  commentSetting,
  identifier,
  previewCheckSettings,
  waitSettings,
  type CommentSetting,
  type CommonSettings,
  type InputSource,
  type PreviewCheckSettings,
  type WaitSettings,
} from '../shared/inputs.js'
import type { InputOf } from '../shared/catalogue.js'
import { quoteShort } from '../shared/text.js'

/** Preview mode: build a branch's preview, or wait for `status-id`. */
export interface PreviewSettings extends CommonSettings, WaitSettings {
  mode: 'preview'
  statusId: string
  /** The `branch` input; empty: the event's branch (see mode.ts). */
  branch: string
  comment: CommentSetting
  githubToken: string
  /** The link check of the ready preview, the commit status and the GitHub deployment. */
  previewCheck: PreviewCheckSettings
}

export function readPreviewSettings(
  source: InputSource<InputOf<'preview'>>,
  common: CommonSettings,
): PreviewSettings {
  return {
    ...common,
    mode: 'preview',
    ...waitSettings(source),
    statusId: identifier(source, 'status-id', false),
    branch: branchName(source),
    comment: commentSetting(source),
    githubToken: source.get('github-token'),
    previewCheck: previewCheckSettings(source),
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
