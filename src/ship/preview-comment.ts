/**
 * The one comment a pull request gets about its preview, found by its marker among the comments
 * this action wrote (every page read, authorship checked first) and edited in place: building,
 * then ready or failed. Never one per push, and no edit when the text would not change. GitHub
 * failures are warnings: the preview itself is what the step reports.
 *
 * A main step killed while the comment says "building" (SIGKILL, `timeout-minutes`) cannot
 * write again: it saves what the comment should then say, and the post step writes it, unless
 * the comment has changed since (a later run's).
 */
import { createHash } from 'node:crypto'
import * as core from '@actions/core'
import * as v from 'valibot'
import type { Clock } from '../clock.js'
import { readSavedState } from '../saved-state.js'
import { callGitHub, describeGitHubError, type IssuesApi } from '../github/client.js'
import {
  GITHUB_CALL_TIMEOUT_MS,
  LAST_WRITE_TIMEOUT_MS,
  ownComments,
} from '../github/own-comments.js'

/** `project-id` holds only `[A-Za-z0-9._~-]`, so it cannot close the HTML comment. */
function markerOf(projectId: string): string {
  return `<!-- mintlify-docs-preview project=${projectId} -->`
}

/** What the post step needs to finish a comment the main step left unfinished. */
export interface SavedPreviewComment {
  commentId: number
  pullRequest: number
  /** The body the main step last wrote, hashed: the post step replaces that text only. */
  shownSha256: string
  /** What the comment says once the main step is gone. */
  leftoverBody: string
}

const SavedSchema = v.object({
  commentId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pullRequest: v.pipe(v.number(), v.integer(), v.minValue(1)),
  shownSha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  leftoverBody: v.string(),
})

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

export interface PreviewCommentDeps {
  github: () => Promise<IssuesApi>
  clock: Clock
  signal: AbortSignal
  pullRequest: number
  projectId: string
  /** Called with the comment's link whenever it was written (the `comment-url` output). */
  onUrl: (url: string) => void
  /** Keeps what the post step must finish; undefined once nothing is left to finish. */
  saveState: (saved: SavedPreviewComment | undefined) => void
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

  /**
   * Shows `markdown` (below the marker), creating the comment or editing ours. Unless `final`,
   * `leftover` is what the comment should say should the step die before writing again.
   */
  async show(markdown: string, final = false, leftover?: string): Promise<void> {
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
      if (this.current && this.current.body === body) {
        this.remember(final ? undefined : leftover)
        return
      }
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
      this.remember(final ? undefined : leftover)
    } catch (error) {
      this.broken = true
      // The final text could not be written: the post step tries it once more.
      if (final) this.remember(markdown)
      core.warning(
        `${error instanceof Error ? error.message : String(error)} The preview comment is left as it was; check \`permissions: pull-requests: write\` and the \`github-token\` input.`,
      )
    }
  }

  /** Saves `leftover` for the post step, to replace the text shown now; undefined clears it. */
  private remember(leftover: string | undefined): void {
    const shown = this.current
    if (!shown) return
    this.deps.saveState(
      leftover === undefined
        ? undefined
        : {
            commentId: shown.id,
            pullRequest: this.deps.pullRequest,
            shownSha256: sha256(shown.body),
            leftoverBody: `${this.marker}\n${leftover}`,
          },
    )
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

/**
 * The post step's part (action.yml `post:`): a preview comment the main step left on "building"
 * would mislead readers until the next push. Writes the text the main step saved, unless the
 * comment has changed since it was written (a later run's). Never throws: the post step must not
 * fail the job.
 */
export async function finishLeftoverPreviewComment(
  saved: string,
  deps: { github: () => Promise<IssuesApi>; clock: Clock },
): Promise<void> {
  const state = readSavedState<SavedPreviewComment>(saved, SavedSchema)
  if (!state) return
  await core.group('Finishing the preview comment left by the main step', async () => {
    const where = `pull request #${state.pullRequest}`
    try {
      const call = { clock: deps.clock, timeoutMs: GITHUB_CALL_TIMEOUT_MS }
      const github = await deps.github()
      const current = await callGitHub((signal) => github.getComment(state.commentId, signal), {
        ...call,
        doing: `Reading the preview comment on ${where}`,
      })
      if (sha256(current.body) !== state.shownSha256) {
        core.info(
          `The preview comment on ${where} has changed since this run wrote it: left as it is.`,
        )
        return
      }
      const updated = await callGitHub(
        (signal) => github.updateComment(state.commentId, state.leftoverBody, signal),
        { ...call, doing: `Updating the preview comment on ${where}` },
      )
      core.info(`Finished the preview comment the main step left unfinished: ${updated.url}`)
    } catch (error) {
      const failure = describeGitHubError(error, 'Finishing the preview comment', deps.clock.now())
      core.warning(
        `${failure.message} The preview comment on ${where} may still say it is building.`,
      )
    }
  })
}
