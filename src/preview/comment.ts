/**
 * The one comment a pull request gets about its preview (kept by shared/github/kept-comment.ts): found
 * by its marker among the comments this action wrote, edited in place: building, then ready or
 * failed. Never one per push, and no edit when the text would not change. GitHub failures are
 * warnings: the preview itself is what the step reports.
 *
 * The marker records the commit the comment speaks for. Two pushes make two runs that can finish
 * in any order: before editing a comment that speaks for another commit, the run asks GitHub for
 * the pull request's head, and leaves a newer push's verdict alone.
 *
 * A main step killed while the comment says "building" (SIGKILL, `timeout-minutes`), also while
 * GitHub is still answering its create, cannot write again: the post step writes what it saved,
 * unless the comment has changed since (a later run's).
 */
import type { Clock } from '../shared/clock.js'
import { type IssuesApi } from '../shared/github/client.js'
import { callGitHub } from '../shared/github/call.js'
import { SAFE_ID } from '../shared/mintlify/schemas.js'
import {
  finishKeptComment,
  firstLine,
  KeptComment,
  postStepProblem,
  readKeptState,
  type CallBounds,
  type SavedKeptComment,
} from '../shared/github/kept-comment.js'
import { boundMarkdown } from '../shared/markdown.js'
import type { Log } from '../shared/runner.js'
import type { PostDeps } from '../shared/mode-contract.js'

const MARKER_START = '<!-- mintlify-docs-preview project='
const MARKER_END = ' -->'

/** `project-id` holds only `[A-Za-z0-9._~-]`, so it cannot close the HTML comment. */
function prefixOf(projectId: string): string {
  return `${MARKER_START}${projectId} `
}

/**
 * `<!-- mintlify-docs-preview project=<id> sha=<40 hex> -->`; without `sha=` when the commit is
 * unknown (as version 1.0 wrote it, which later runs still find and may edit).
 */
export function markerOf(projectId: string, sha: string | undefined): string {
  return `${prefixOf(projectId)}${sha ? `sha=${sha} ` : ''}-->`
}

/**
 * The project and commit of a line that is exactly a marker `markerOf` writes (the commit
 * undefined for one without `sha=`); undefined for any other line, one with text after the
 * marker included.
 */
function readPreviewMarker(line: string): { projectId: string; sha?: string } | undefined {
  if (!line.startsWith(MARKER_START) || !line.endsWith(MARKER_END)) return undefined
  const [projectId = '', field, ...rest] = line
    .slice(MARKER_START.length, -MARKER_END.length)
    .split(' ')
  if (!SAFE_ID.test(projectId) || rest.length > 0) return undefined
  if (field === undefined) return { projectId }
  const sha = field.slice('sha='.length)
  return field.startsWith('sha=') && /^[0-9a-f]{40}$/.test(sha) ? { projectId, sha } : undefined
}

/** Whether a comment's first line is exactly a preview marker: only then is it the comment. */
export function isPreviewMarker(line: string): boolean {
  return readPreviewMarker(line) !== undefined
}

/** The commit a comment's marker speaks for; undefined for a marker without one. */
export function commitOf(body: string): string | undefined {
  return readPreviewMarker(firstLine(body))?.sha
}

/** The sentence the log and the summary carry when a newer push's run has the comment. */
function supersededSentence(sha: string | undefined): string {
  return `A newer push's run has updated the preview comment; this run's verdict${sha ? ` for ${sha.slice(0, 7)}` : ''} is in this summary only.`
}

export interface PreviewCommentDeps {
  github: () => Promise<IssuesApi>
  clock: Clock
  log: Log
  signal: AbortSignal
  /** Epoch ms (the `timeout` input). */
  deadline: number
  pullRequest: number
  projectId: string
  /** The commit this run previews (the pull request's head when the run started), if known. */
  sha: string | undefined
  /** Called with the comment's link whenever it was written (the `comment-url` output). */
  onUrl: (url: string) => void
  /** Keeps what the post step must finish; undefined once nothing is left to finish. */
  saveState: (saved: SavedKeptComment | undefined) => void
}

export class PreviewComment {
  private readonly deps: PreviewCommentDeps
  private readonly kept: KeptComment
  private readonly marker: string
  /** Set once the comment speaks for a newer push: no more writes. */
  private stopped = false
  /** The sentence saying why the comment was left alone, for the summary. */
  leftAlone: string | undefined

  constructor(deps: PreviewCommentDeps) {
    this.deps = deps
    this.marker = markerOf(deps.projectId, deps.sha)
    const where = `pull request #${deps.pullRequest}`
    this.kept = new KeptComment({
      github: deps.github,
      clock: deps.clock,
      log: deps.log,
      signal: deps.signal,
      deadline: deps.deadline,
      thread: deps.pullRequest,
      prefix: prefixOf(deps.projectId),
      isMarker: isPreviewMarker,
      name: `the preview comment on ${where}`,
      saveState: deps.saveState,
      onUrl: deps.onUrl,
      checkBeforeEdit: (shown, call) => this.newerPush(shown, call),
      permissionAdvice:
        'The token may not comment on pull requests: add `permissions: pull-requests: write` to the job, or set `comment: false`.',
    })
  }

  /** The whole body: the marker, then the text, bounded to what GitHub accepts. */
  private bodyOf(markdown: string): string {
    return boundMarkdown(`${this.marker}\n${markdown}`)
  }

  /**
   * Shows `markdown` (below the marker), creating the comment or editing ours. Unless `final`,
   * `leftover` is what the comment should say should the step die before writing again.
   */
  async show(markdown: string, final = false, leftover?: string): Promise<void> {
    if (this.stopped) return
    const written = await this.kept.write(this.bodyOf(markdown), {
      final,
      leftover: leftover === undefined ? undefined : this.bodyOf(leftover),
    })
    // After a failure the next write tries again (kept-comment.ts stops after a refusal that
    // retrying cannot fix): the verdict matters more than "building".
    if (written.kind === 'left-alone') {
      this.stopped = true
      this.leftAlone = written.reason
      if (written.reason === supersededSentence(this.deps.sha)) this.deps.log.notice(written.reason)
      else this.deps.log.warning(written.reason)
    }
  }

  /**
   * Before editing a comment that shows other text: undefined to go on, or why not. A comment
   * that speaks for another commit is edited only when this run's commit is the pull request's
   * head (the other run's push is then the older one).
   */
  private async newerPush(shown: string, call: CallBounds): Promise<string | undefined> {
    const theirs = commitOf(shown)
    const ours = this.deps.sha
    if (!theirs || theirs === ours) return undefined
    const { pullRequest } = this.deps
    try {
      const github = await this.deps.github()
      const pr = await callGitHub((signal) => github.getPullRequest(pullRequest, signal), {
        ...call,
        doing: `Reading the head commit of pull request #${pullRequest}`,
      })
      if (ours && pr.headSha === ours) return undefined
      return supersededSentence(ours)
    } catch (error) {
      return `${postStepProblem(error, `Reading the head commit of pull request #${pullRequest}`, this.deps.clock)} The preview comment speaks for commit ${theirs.slice(0, 7)}, perhaps a newer push: it is left alone, and this run's verdict is in this summary only.`
    }
  }
}

/**
 * The post step's part (action.yml `post:`): a preview comment the main step left on "building"
 * would mislead readers until the next push. Writes the text the main step saved, unless the
 * comment has changed since it was written (a later run's); finds the comment by its marker when
 * the main step was killed before GitHub answered its create. Never throws: the post step must
 * not fail the job.
 */
export async function finishLeftoverPreviewComment(saved: string, deps: PostDeps): Promise<void> {
  const state = readKeptState(saved)
  if (!state) return
  const { log } = deps
  await log.group('Finishing the preview comment left by the main step', async () => {
    const where = `pull request #${state.thread}`
    try {
      const finished = await finishKeptComment(
        state,
        deps,
        `the preview comment on ${where}`,
        isPreviewMarker,
      )
      switch (finished.kind) {
        case 'finished':
          log.info(`Finished the preview comment the main step left unfinished: ${finished.url}`)
          break
        case 'already':
          log.info(`The preview comment on ${where} already shows this run's last text.`)
          break
        case 'changed':
          log.info(
            `The preview comment on ${where} has changed since this run wrote it: left as it is.`,
          )
          break
        case 'missing':
          log.info(`No preview comment of this run on ${where}: nothing to finish.`)
      }
    } catch (error) {
      const problem = postStepProblem(error, 'Finishing the preview comment', deps.clock)
      log.warning(`${problem} The preview comment on ${where} may still say it is building.`)
    }
  })
}
