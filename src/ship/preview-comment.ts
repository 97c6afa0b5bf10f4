/**
 * The one comment a pull request gets about its preview, found by its marker among the comments
 * this action wrote (every page read, authorship checked first) and edited in place: building,
 * then ready or failed. Never one per push, and no edit when the text would not change. GitHub
 * failures are warnings: the preview itself is what the step reports.
 */
import * as core from '@actions/core'
import type { Clock } from '../clock.js'
import { callGitHub, type IssuesApi } from '../github/client.js'
import {
  GITHUB_CALL_TIMEOUT_MS,
  LAST_WRITE_TIMEOUT_MS,
  ownComments,
} from '../github/own-comments.js'

/** `project-id` holds only `[A-Za-z0-9._~-]`, so it cannot close the HTML comment. */
function markerOf(projectId: string): string {
  return `<!-- mintlify-docs-preview project=${projectId} -->`
}

export interface PreviewCommentDeps {
  github: () => Promise<IssuesApi>
  clock: Clock
  signal: AbortSignal
  pullRequest: number
  projectId: string
  /** Called with the comment's link whenever it was written (the `comment-url` output). */
  onUrl: (url: string) => void
}

export class PreviewComment {
  private readonly deps: PreviewCommentDeps
  private readonly marker: string
  /** The comment once found or written; undefined before, null when there is none yet. */
  private current: { id: number; body: string } | null | undefined
  /** Set after a failure: the step goes on without the comment. */
  private broken = false

  constructor(deps: PreviewCommentDeps) {
    this.deps = deps
    this.marker = markerOf(deps.projectId)
  }

  /** Shows `markdown` (below the marker), creating the comment or editing ours. */
  async show(markdown: string, final = false): Promise<void> {
    if (this.broken) return
    const { clock, pullRequest } = this.deps
    // After a cancellation the last write still goes out, bounded well within the runner's grace.
    const signal =
      final && this.deps.signal.aborted
        ? AbortSignal.timeout(LAST_WRITE_TIMEOUT_MS)
        : this.deps.signal
    const call = {
      clock,
      signal,
      timeoutMs: final ? LAST_WRITE_TIMEOUT_MS : GITHUB_CALL_TIMEOUT_MS,
    }
    const body = `${this.marker}\n${markdown}`
    try {
      const github = await this.deps.github()
      if (this.current === undefined) this.current = (await this.find(github, signal)) ?? null
      if (this.current && this.current.body === body) return
      const existing = this.current
      const written = existing
        ? await callGitHub((s) => github.updateComment(existing.id, body, s), {
            ...call,
            doing: `Editing the preview comment on pull request #${pullRequest}`,
          })
        : await callGitHub((s) => github.createComment(pullRequest, body, s), {
            ...call,
            doing: `Commenting on pull request #${pullRequest}`,
          })
      this.current = { id: written.id, body }
      this.deps.onUrl(written.url)
    } catch (error) {
      this.broken = true
      core.warning(
        `${error instanceof Error ? error.message : String(error)} The preview comment is left as it was; check \`permissions: pull-requests: write\` and the \`github-token\` input.`,
      )
    }
  }

  private async find(
    github: IssuesApi,
    signal: AbortSignal,
  ): Promise<{ id: number; body: string } | undefined> {
    const ours = (body: string): boolean =>
      body === this.marker || body.startsWith(`${this.marker}\n`)
    for await (const comment of ownComments(github, this.deps.pullRequest, {
      clock: this.deps.clock,
      signal,
      startsLikeOurs: ours,
    })) {
      return { id: comment.id, body: comment.body }
    }
    return undefined
  }
}
