/**
 * One comment kept on an issue or pull request: found by its marker among the comments this
 * action wrote (authorship checked first, see own-comments.ts), created at most once, edited in
 * place, never written when its text would not change. The preview comment and the agent's
 * tracking comments all go through here.
 *
 * A step can die at any moment (SIGINT, SIGKILL, `timeout-minutes`), also while GitHub is still
 * answering a create. So before a write leaves, what the post step needs is saved: the thread,
 * the marker, the hash of the text the comment is about to show and the text it should show once
 * the step is gone. The post step (`finishKeptComment`) writes that text only when the comment
 * still shows exactly what the main step wrote, and finds the comment by its marker when the
 * main step never learned its id.
 *
 * A create whose answer does not come back in time may have created the comment: it is never
 * simply sent again. The next write lists the thread first and adopts the comment it finds.
 */
import { createHash } from 'node:crypto'
import * as v from 'valibot'
import type { Clock } from '../clock.js'
import { formatDuration } from '../durations.js'
import type { Log } from '../runner.js'
import { readSavedState } from '../saved-state.js'
import { errorMessage } from '../text.js'
import { type IssueComment, type IssuesApi } from './client.js'
import { callGitHub, describeGitHubError, validationDetails, type GitHubError } from './call.js'
import { GITHUB_CALL_TIMEOUT_MS, LAST_WRITE_TIMEOUT_MS, ownComments } from './own-comments.js'

/** What the post step needs to finish a comment the main step left unfinished. */
export interface SavedKeptComment {
  /** The issue or pull request the comment is on. */
  thread: number
  /** How the comment's body starts (its marker, up to what changes between writes). */
  prefix: string
  /** Unknown when the step died before the create's answer came back. */
  commentId?: number
  /** The text the main step wrote (or was writing), hashed: the post step replaces that only. */
  shownSha256: string
  /** What the comment says once the main step is gone. */
  leftoverBody: string
}

/** Every marker this action writes starts so; a saved prefix must too (bounded, one line). */
const PREFIX_START = '<!-- mintlify-docs-'

export const SavedKeptCommentSchema = v.object({
  thread: v.pipe(v.number(), v.integer(), v.minValue(1)),
  prefix: v.pipe(
    v.string(),
    v.maxLength(600),
    v.check((prefix) => prefix.startsWith(PREFIX_START) && !prefix.includes('\n')),
  ),
  commentId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  shownSha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  leftoverBody: v.string(),
})

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** How a kept comment is recognised among ours: its marker's start, and its exact first line. */
export interface KeptMarker {
  /** The marker's start: how the comment is looked for, and what the post step saves. */
  prefix: string
  /**
   * Whether a first line is exactly a marker this comment is written with: a comment whose
   * first line starts with `prefix` but goes on with other text is not this comment.
   */
  isMarker: (firstLine: string) => boolean
}

export interface KeptCommentDeps extends KeptMarker {
  github: () => Promise<IssuesApi>
  clock: Clock
  log: Log
  /** The run's cancellation: a write that is not the last one stops with it. */
  signal: AbortSignal
  /** Epoch ms (the `timeout` input): bounds every write but the last one. */
  deadline: number
  thread: number
  /** "the preview comment on pull request #7", for log lines and warnings. */
  name: string
  /** Keeps what the post step must finish; undefined once nothing is left to finish. */
  saveState: (saved: SavedKeptComment | undefined) => void
  /** Called with the comment's link whenever it was written or found unchanged. */
  onUrl?: (url: string) => void
  /**
   * Asked before editing a comment that shows text other than the new one (read fresh from
   * GitHub): a sentence saying why the comment is left alone, or undefined to edit it.
   */
  checkBeforeEdit?: (shown: string, call: CallBounds) => Promise<string | undefined>
  /** What the token needs to write this comment, for the 403 warning. */
  permissionAdvice: string
}

/** The bounds of one write, for the calls a `checkBeforeEdit` makes. */
export interface CallBounds {
  clock: Clock
  log: Log
  /** What `deadline` is, when it is not the step's `timeout` (see CallOptions). */
  deadlineName?: string
  /** The run's cancellation; none for the last write, which has its own deadline. */
  signal?: AbortSignal
  timeoutMs: number
  deadline?: number
}

export type KeptWrite =
  | { kind: 'written'; url: string }
  | { kind: 'unchanged'; url: string }
  /** `checkBeforeEdit` said no: the sentence why. */
  | { kind: 'left-alone'; reason: string }
  | { kind: 'failed'; failure: GitHubError }
  /** An earlier failure that retrying cannot fix (no permission, thread deleted). */
  | { kind: 'disabled' }

export interface WriteOptions {
  /** What the comment should say should the step die before writing again. */
  leftover?: string
  /** The last write: it clears what was saved, and outlives the `timeout` and a cancellation. */
  final?: boolean
  /** The last write's bound (shorter after a cancellation). */
  timeoutMs?: number
}

interface Shown {
  id: number
  url: string
  /** What the comment shows, as far as this run knows; '' when an edit's fate is unknown. */
  body: string
}

export class KeptComment {
  private readonly deps: KeptCommentDeps
  /** undefined: not looked for yet (or a create's answer never came); null: there is none. */
  private current: Shown | null | undefined
  /** A create left without an answer: the next write looks for the comment it may have made. */
  private createUnanswered = false
  private disabled = false
  private saved: SavedKeptComment | undefined

  /**
   * `known`: the comment found earlier (edited, not reposted), null when it is known not to
   * exist (e.g. the thread's first comment about a job just created); undefined to look for it.
   */
  constructor(deps: KeptCommentDeps, known?: IssueComment | null) {
    this.deps = deps
    this.current = known ? { id: known.id, url: known.url, body: known.body } : known
  }

  get url(): string {
    return this.current?.url ?? ''
  }

  /** Shows `body` (the whole text, marker first). Never throws: a failure is returned, and warned. */
  async write(body: string, options: WriteOptions = {}): Promise<KeptWrite> {
    if (this.disabled) return { kind: 'disabled' }
    const call = this.bounds(options)
    let creating = false
    try {
      const github = await this.deps.github()
      let fresh = false
      if (this.current === undefined) {
        this.current = (await this.find(github, call)) ?? null
        fresh = true
        if (this.current && this.createUnanswered) {
          this.deps.log.info(
            `GitHub created ${this.deps.name} after all, without answering in time: ${this.current.url}. Editing that one; no second comment.`,
          )
        }
        this.createUnanswered = false
      }
      const shown = this.current
      if (shown && shown.body !== body && this.deps.checkBeforeEdit) {
        if (!fresh) shown.body = (await this.read(github, shown.id, call)).body
        if (shown.body !== body) {
          const reason = await this.deps.checkBeforeEdit(shown.body, call)
          if (reason !== undefined) {
            this.save(undefined)
            return { kind: 'left-alone', reason }
          }
        }
      }
      if (shown && shown.body === body) {
        this.deps.onUrl?.(shown.url)
        this.save(this.stateFor(shown.id, body, options))
        return { kind: 'unchanged', url: shown.url }
      }
      const next = this.stateFor(shown?.id, body, options)
      // Saved before the request leaves: a step killed while GitHub answers can still be finished.
      if (next) this.save(next)
      creating = !shown
      const written = shown
        ? await this.edit(github, shown, body, call)
        : await this.create(github, body, call)
      this.current = { id: written.id, url: written.url, body }
      this.save(next && { ...next, commentId: written.id })
      this.deps.onUrl?.(written.url)
      return { kind: 'written', url: written.url }
    } catch (error) {
      const failure = describeGitHubError(error, `Writing ${this.deps.name}`, this.deps.clock.now())
      this.afterFailure(failure, body, creating, options)
      this.deps.log.warning(this.advice(failure))
      return { kind: 'failed', failure }
    }
  }

  private bounds(options: WriteOptions): CallBounds {
    const { clock, log } = this.deps
    if (!options.final) {
      return {
        clock,
        log,
        signal: this.deps.signal,
        timeoutMs: GITHUB_CALL_TIMEOUT_MS,
        deadline: this.deps.deadline,
      }
    }
    // The last write still goes out after the timeout or a cancellation, within its own bound
    // (every call of it shares one deadline): the step ends within `timeout` plus that bound,
    // whatever GitHub does.
    const left = this.deps.deadline - clock.now()
    const timeoutMs =
      options.timeoutMs ??
      (this.deps.signal.aborted
        ? LAST_WRITE_TIMEOUT_MS
        : Math.min(GITHUB_CALL_TIMEOUT_MS, Math.max(0, left) + LAST_WRITE_TIMEOUT_MS))
    // No cancellation signal: the last write is bounded by its own deadline alone, so a bound
    // that runs out reads as GitHub's slowness, not as a cancellation.
    return {
      clock,
      log,
      timeoutMs,
      deadline: clock.now() + timeoutMs,
      deadlineName: `the ${formatDuration(timeoutMs)} the last write has once the step is over`,
    }
  }

  private stateFor(
    commentId: number | undefined,
    body: string,
    options: WriteOptions,
  ): SavedKeptComment | undefined {
    if (options.final || options.leftover === undefined) return undefined
    return {
      thread: this.deps.thread,
      prefix: this.deps.prefix,
      ...(commentId === undefined ? {} : { commentId }),
      shownSha256: sha256(body),
      leftoverBody: options.leftover,
    }
  }

  private save(saved: SavedKeptComment | undefined): void {
    if (saved === undefined && this.saved === undefined) return
    this.saved = saved
    this.deps.saveState(saved)
  }

  private afterFailure(
    failure: GitHubError,
    body: string,
    creating: boolean,
    options: WriteOptions,
  ): void {
    if (['forbidden', 'unauthorized'].includes(failure.problem)) {
      // The post step could not write either.
      this.disabled = true
      this.save(undefined)
      return
    }
    const shown = this.current
    if (!shown) {
      if (!this.createUnanswered && !(creating && failure.mayHaveActed)) {
        // Nothing was created: nothing for the post step to find.
        this.save(undefined)
        return
      }
      // The create may have made the comment: look for it before writing again.
      this.current = undefined
      this.createUnanswered = true
      // Should it show up, the post step gives it this final text.
      if (options.final && this.saved) this.save({ ...this.saved, leftoverBody: body })
      return
    }
    if (failure.problem === 'gone') {
      this.disabled = true
      this.save(undefined)
      return
    }
    const edited = failure.mayHaveActed
    const shownBefore = shown.body
    // An edit that may have landed leaves the comment's text unknown.
    if (edited) shown.body = ''
    // A final text that did not go out: the post step tries once more, if the comment still
    // shows what it showed before.
    if (options.final) {
      this.save({
        thread: this.deps.thread,
        prefix: this.deps.prefix,
        commentId: shown.id,
        shownSha256: sha256(shownBefore),
        leftoverBody: body,
      })
    }
  }

  private async find(github: IssuesApi, call: CallBounds): Promise<Shown | undefined> {
    const { thread, prefix, isMarker } = this.deps
    const found = await findKept(github, thread, { prefix, isMarker }, call)
    return found && { id: found.id, url: found.url, body: found.body }
  }

  private read(github: IssuesApi, id: number, call: CallBounds): Promise<IssueComment> {
    return callGitHub((signal) => github.getComment(id, signal), {
      ...call,
      doing: `Reading ${this.deps.name}`,
    })
  }

  private edit(github: IssuesApi, shown: Shown, body: string, call: CallBounds) {
    return callGitHub((signal) => github.updateComment(shown.id, body, signal), {
      ...call,
      doing: `Editing ${this.deps.name}`,
    })
  }

  private create(github: IssuesApi, body: string, call: CallBounds) {
    return callGitHub((signal) => github.createComment(this.deps.thread, body, signal), {
      ...call,
      // Retried only when GitHub provably did nothing: otherwise the next write lists first.
      replaySafe: false,
      doing: `Posting ${this.deps.name}`,
    })
  }

  /** One warning naming the real cause of a refused write, and what the user can do. */
  private advice(failure: GitHubError): string {
    return `${failure.message} ${causeOf(failure, this.deps.permissionAdvice, !!this.current)}`
  }
}

/**
 * The `comment` input, decided the same way for every kept comment: `false` never; `auto` and
 * `true` when the event has a thread to comment on and there is a token. A `true` that cannot be
 * honoured, or an empty token, is a warning saying so.
 */
export function keepsComment(options: {
  setting: 'auto' | 'true' | 'false'
  hasThread: boolean
  token: string
  /** "tracking comment", "preview comment". */
  what: string
  /** The warning when `comment: true` asked for a comment on an event without a thread. */
  noThread: string
  log: Pick<Log, 'warning'>
}): boolean {
  if (options.setting === 'false') return false
  if (!options.hasThread) {
    if (options.setting === 'true') options.log.warning(options.noThread)
    return false
  }
  if (!options.token) {
    options.log.warning(`Input \`github-token\` is empty: no ${options.what} is written.`)
    return false
  }
  return true
}

/** The real cause of a refused write, in one or two sentences. */
export function causeOf(failure: GitHubError, permissionAdvice: string, exists: boolean): string {
  const stale = exists ? ' The comment may show an outdated state.' : ''
  if (failure.status === 422) {
    const details = validationDetails(failure.cause)
    const tooLong = /too long/i.test(details)
    return tooLong
      ? `GitHub refused the text as too long (${details}); the comment is left as it was.`
      : `GitHub refused the text${details ? ` (${details})` : ''}.${stale}`
  }
  switch (failure.problem) {
    case 'forbidden':
      return `${permissionAdvice}${stale}`
    case 'gone':
      return 'The issue or the comment was deleted (or the token cannot see it); nothing else is affected.'
    case 'unauthorized':
      return `Check the \`github-token\` input.${stale}`
    case 'rate-limited':
      return `GitHub is rate limiting this token; nothing else is affected.${stale}`
    case 'timeout':
      // The message already says GitHub did not answer, and within what.
      return stale.trim()
    default:
      return stale.trim()
  }
}

/** The longest first line read from a comment: every marker this action writes is shorter. */
const MAX_MARKER_LINE = 1_024

/** A body's first line (without the CR of a CRLF), bounded: where its marker is. */
export function firstLine(body: string): string {
  const head = body.slice(0, MAX_MARKER_LINE + 2)
  const end = head.indexOf('\n')
  const line = end < 0 ? head : head.slice(0, end)
  return line.endsWith('\r') ? line.slice(0, -1) : line
}

/** Our newest comment on the thread whose first line is exactly its marker. */
async function findKept(
  github: IssuesApi,
  thread: number,
  marker: KeptMarker,
  call: CallBounds,
): Promise<IssueComment | undefined> {
  for await (const comment of ownComments(github, thread, {
    clock: call.clock,
    log: call.log,
    signal: call.signal,
    deadline: call.deadline,
    deadlineName: call.deadlineName,
    startsLikeOurs: (body) => body.startsWith(marker.prefix) && marker.isMarker(firstLine(body)),
  })) {
    return comment
  }
  return undefined
}

export type FinishedKept =
  | { kind: 'finished'; url: string }
  /** The comment shows other text now (a later write landed, a later run's): left as it is. */
  | { kind: 'changed' }
  /** No comment of ours with the marker: the create never landed. */
  | { kind: 'missing' }
  /** It already says the leftover text. */
  | { kind: 'already'; url: string }

/**
 * The post step's part: writes the leftover text the main step saved, only when the comment
 * still shows the text the main step wrote; finds the comment by its marker (`isMarker`, as the
 * main step's) when the main step never learned its id. Throws a GitHubError when GitHub fails.
 */
export async function finishKeptComment(
  saved: SavedKeptComment,
  deps: { github: () => Promise<IssuesApi>; clock: Clock; log: Log },
  name: string,
  isMarker: KeptMarker['isMarker'],
): Promise<FinishedKept> {
  const call: CallBounds = {
    clock: deps.clock,
    log: deps.log,
    signal: AbortSignal.timeout(2 * GITHUB_CALL_TIMEOUT_MS),
    timeoutMs: GITHUB_CALL_TIMEOUT_MS,
  }
  const github = await deps.github()
  const current =
    saved.commentId === undefined
      ? await findKept(github, saved.thread, { prefix: saved.prefix, isMarker }, call)
      : await callGitHub((signal) => github.getComment(saved.commentId ?? 0, signal), {
          ...call,
          doing: `Reading ${name}`,
        })
  if (!current) return { kind: 'missing' }
  if (current.body === saved.leftoverBody) return { kind: 'already', url: current.url }
  if (sha256(current.body) !== saved.shownSha256) return { kind: 'changed' }
  const updated = await callGitHub(
    (signal) => github.updateComment(current.id, saved.leftoverBody, signal),
    { ...call, doing: `Updating ${name}` },
  )
  return { kind: 'finished', url: updated.url }
}

/** The saved state, or undefined when it is empty, garbled or of another version's shape. */
export function readKeptState(saved: string): SavedKeptComment | undefined {
  return readSavedState<SavedKeptComment>(saved, SavedKeptCommentSchema)
}

/** Unexpected errors in the post step, in one line. */
export function postStepProblem(error: unknown, doing: string, clock: Clock): string {
  return error instanceof Error
    ? describeGitHubError(error, doing, clock.now()).message
    : `${doing} failed: ${errorMessage(error)}.`
}
