/**
 * What every mode's input reader is built from: where raw values come from, the settings every
 * mode shares, the error bad input is refused with, and one reader per kind of value (a boolean,
 * a whole number, a duration, an id, one of a list, ...). Each reader throws an InputError whose
 * message is one sentence naming the input and what is allowed, before any request. Knows no
 * mode: each mode folder reads its own inputs with these (`src/<mode>/inputs.ts`), and getInputs
 * (src/action/inputs.ts) the common ones.
 *
 * A reader is generic in the names its source has, and takes a name from those only: a mode's
 * reader, given a source of its own inputs (the catalogue's), cannot read another mode's.
 */
import * as os from 'node:os'
import * as path from 'node:path'
import { artifactNameProblem } from './artifact.js'
import { SAFE_ID } from './mintlify/schemas.js'
import { parseDuration } from './durations.js'
import { errorMessage, quoteShort } from './text.js'

/** Bad input: the message is one sentence that names the input and what is allowed. */
export class InputError extends Error {
  readonly input: string

  constructor(input: string, message: string) {
    super(message)
    this.name = 'InputError'
    this.input = input
  }
}

/** `api-key` is empty: checked by getInputs, and by preview mode once it knows the event. */
export function missingApiKey(): InputError {
  return new InputError(
    'api-key',
    'Input `api-key` is required: pass your Mintlify admin API key from a secret, e.g. `api-key: ${{ secrets.MINTLIFY_API_KEY }}`.',
  )
}

/**
 * Where raw input values come from, `Name` being the inputs it has: the runner's inputs in the
 * action, a map in tests. `get` is a property, not a method, so that TypeScript checks its
 * parameter strictly: a source of fewer inputs is not a source of more.
 */
export interface InputSource<Name extends string = string> {
  /** The trimmed value of an input, '' when not set. */
  get: (name: Name) => string
  /** `$RUNNER_TEMP`, for the default `output-dir`. */
  runnerTemp?: string
  /** `$GITHUB_ACTION`: the step's id, unique in its job, for a default folder per step. */
  stepId?: string
  /** `$GITHUB_WORKSPACE`, which a relative `store` folder is read from. */
  workspace?: string
  /** Masks a secret an input holds (`store`'s URL) before anything is logged. */
  setSecret?: (value: string) => void
}

/** What every mode reads (getInputs reads them before the mode's own). */
export interface CommonSettings {
  apiKey: string
  projectId: string
  /** API origin, without a trailing slash. */
  baseUrl: string
  /** The `timeout` input: how long the step may wait or export, in ms. */
  timeoutMs: number
}

/** How a mode that triggers something waits for it (`wait`, `poll-interval`). */
export interface WaitSettings {
  wait: boolean
  pollIntervalMs: number
}

/**
 * What a ready preview is checked for, and where GitHub shows it: preview mode, and agent mode's
 * `preview: true` (`check`, `check-external`, `check-ignore`, `fail-on-broken`, `commit-status`,
 * `github-deployment`).
 */
export interface PreviewCheckSettings {
  /** Which pages: the changed ones, every page of the sitemap, or none. */
  check: 'changed' | 'all' | 'off'
  checkExternal: boolean
  /** Links whose URL one of these matches are never fetched (`check-ignore`, one a line). */
  checkIgnore: readonly IgnorePattern[]
  failOnBroken: boolean
  commitStatus: boolean
  githubDeployment: boolean
  /** The folder the `check-report` file is written to: under `$RUNNER_TEMP`. */
  checkReportDir: string
}

/**
 * One line of `check-ignore`, as the inputs compile it and the check matches it
 * (link-check/ignore.ts).
 */
export interface IgnorePattern {
  /** Its line in the input (1 for the first), to name it in a message. */
  line: number
  /** As written (trimmed). */
  source: string
  /** Compiled once, with the `u` flag, when the inputs are read. */
  regexp: RegExp
}

/** The `comment` input: `auto` keeps a tracking comment when an issue event triggered the run. */
export type CommentSetting = 'auto' | 'true' | 'false'

/** How a mode that follows a deployment waits for it, and `status-id` to resume one. */
export interface DeploymentWaitSettings extends WaitSettings {
  /** The `status-id` input; empty when not given. */
  statusId: string
}

/**
 * Where a mode reports on GitHub (preview mode, agent mode): its kept comment, the token it
 * writes with, and what a ready preview is checked for.
 */
export interface GitHubReportSettings {
  comment: CommentSetting
  /** The `github-token` input; empty when the workflow passed an empty value. */
  githubToken: string
  previewCheck: PreviewCheckSettings
}

const COMMENT_SETTINGS: readonly CommentSetting[] = ['auto', 'true', 'false']
/** The longest id the API client sends in a path (`SAFE_ID`). */
const MAX_ID_LENGTH = 128
const TRUE_VALUES = new Set(['true', 'True', 'TRUE'])
const FALSE_VALUES = new Set(['false', 'False', 'FALSE'])

export function waitSettings(source: InputSource<'wait' | 'poll-interval'>): WaitSettings {
  return {
    wait: boolean(source, 'wait', true),
    pollIntervalMs: duration(source, 'poll-interval', '10s', 100, 3_600_000),
  }
}

export function deploymentWaitSettings(
  source: InputSource<'wait' | 'poll-interval' | 'status-id'>,
): DeploymentWaitSettings {
  return { ...waitSettings(source), statusId: identifier(source, 'status-id', false) }
}

export function githubReportSettings(
  source: InputSource<'comment' | 'github-token' | PreviewCheckInput>,
): GitHubReportSettings {
  return {
    comment: commentSetting(source),
    githubToken: source.get('github-token'),
    previewCheck: previewCheckSettings(source),
  }
}

type PreviewCheckInput =
  | 'check'
  | 'check-external'
  | 'check-ignore'
  | 'fail-on-broken'
  | 'commit-status'
  | 'github-deployment'

const CHECK_SETTINGS: readonly PreviewCheckSettings['check'][] = ['changed', 'all', 'off']

export function previewCheckSettings(source: InputSource<PreviewCheckInput>): PreviewCheckSettings {
  return {
    check: oneOf(source, 'check', CHECK_SETTINGS, 'changed'),
    checkExternal: boolean(source, 'check-external', false),
    checkIgnore: ignorePatterns(source),
    failOnBroken: boolean(source, 'fail-on-broken', false),
    commitStatus: boolean(source, 'commit-status', false),
    githubDeployment: boolean(source, 'github-deployment', false),
    checkReportDir: path.resolve(source.runnerTemp || os.tmpdir(), 'mintlify-link-check'),
  }
}

/** The longest `check-ignore` pattern, and the most lines (each costs every URL a test). */
const MAX_PATTERN_CHARS = 1_000
const MAX_PATTERNS = 1_000

/**
 * `check-ignore`: one regular expression a line (JavaScript's, `u` flag), compiled once here, so
 * a pattern that does not compile is refused before any request. Lines are trimmed (a resolved
 * URL holds no white space) and blank ones skipped; there is no comment syntax: `#` is a literal
 * in a URL pattern.
 */
function ignorePatterns(source: InputSource<'check-ignore'>): IgnorePattern[] {
  const lines = source.get('check-ignore').split(/\r\n|\r|\n/)
  const count = lines.filter((line) => line.trim() !== '').length
  if (count > MAX_PATTERNS) {
    throw new InputError(
      'check-ignore',
      `Input \`check-ignore\` has ${count.toLocaleString('en-US')} patterns; at most ${MAX_PATTERNS.toLocaleString('en-US')} are allowed (one pattern can cover many links).`,
    )
  }
  const patterns: IgnorePattern[] = []
  for (const [index, raw] of lines.entries()) {
    const pattern = raw.trim()
    if (pattern === '') continue
    const line = index + 1
    const refuse = (why: string): InputError =>
      new InputError('check-ignore', `Input \`check-ignore\` line ${line} ${why}`)
    if (pattern.length > MAX_PATTERN_CHARS) {
      throw refuse(
        `is ${pattern.length.toLocaleString('en-US')} characters long; a pattern may have at most ${MAX_PATTERN_CHARS.toLocaleString('en-US')}.`,
      )
    }
    let regexp: RegExp
    try {
      regexp = new RegExp(pattern, 'u')
    } catch (error) {
      throw refuse(
        `must be a regular expression (JavaScript's, with the \`u\` flag), one a line; ${shownPattern(pattern)} is not one: ${regexpProblem(error)}.`,
      )
    }
    patterns.push({ line, source: pattern, regexp })
  }
  return patterns
}

/** A pattern in a message: as code when it can be, cut to 80 characters. */
function shownPattern(pattern: string): string {
  if (pattern.includes('`')) return quoteShort(pattern, 80)
  return `\`${pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern}\``
}

/** What V8 found wrong with a pattern: "Unterminated group", without the pattern it quotes. */
function regexpProblem(error: unknown): string {
  const message = errorMessage(error)
  const problem = message.slice(message.lastIndexOf(': ') + 2)
  return problem.length > 0 && problem.length <= 100 ? problem : 'invalid'
}

export function commentSetting(source: InputSource<'comment'>): CommentSetting {
  const value = (source.get('comment') || 'auto').toLowerCase()
  if ((COMMENT_SETTINGS as readonly string[]).includes(value)) return value as CommentSetting
  throw new InputError(
    'comment',
    `Input \`comment\` must be one of auto, true, false; got ${quoteShort(source.get('comment'))}.`,
  )
}

/** `output-dir`, absolute; `$RUNNER_TEMP/<folder>` when not set. */
export function outputDir(source: InputSource<'output-dir'>, folder: string): string {
  return path.resolve(
    source.get('output-dir') || path.join(source.runnerTemp || os.tmpdir(), folder),
  )
}

/** `artifact-name` when set, checked as the artifact service checks it; '' when not set. */
export function artifactName(source: InputSource<'artifact-name'>): string {
  const name = source.get('artifact-name')
  if (!name) return ''
  const problem = artifactNameProblem(name)
  if (problem) {
    throw new InputError(
      'artifact-name',
      `Input \`artifact-name\` is not a valid artifact name: ${problem}.`,
    )
  }
  return name
}

/** `retention-days`: 1 to 90; undefined when not set (the repository's default retention). */
export function retentionDays(source: InputSource<'retention-days'>): number | undefined {
  return source.get('retention-days') ? integer(source, 'retention-days', 0, 1, 90) : undefined
}

/** Free text sent to the API as is: printable, bounded. */
export function printableText<N extends string>(
  source: InputSource<N>,
  name: NoInfer<N>,
  max: number,
): string {
  const value = source.get(name)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (value.length > max || /[\u0000-\u001f\u007f]/.test(value)) {
    throw new InputError(
      name,
      `Input \`${name}\` must be at most ${max} printable characters on one line; got ${JSON.stringify(value.slice(0, 60))}.`,
    )
  }
  return value
}

/** An id the API client can send in a path; '' when not set and not `required`. */
export function identifier<N extends string>(
  source: InputSource<N>,
  name: NoInfer<N>,
  required: boolean,
): string {
  const value = source.get(name)
  if (!value) {
    if (required) {
      throw new InputError(
        name,
        `Input \`${name}\` is required: copy it from the API keys page of the Mintlify dashboard.`,
      )
    }
    return ''
  }
  // The API client's rule for an id in a request path, checked here so that a bad id is refused
  // naming its input, before any request.
  if (!SAFE_ID.test(value)) {
    throw new InputError(
      name,
      `Input \`${name}\` must be an id of 1 to ${MAX_ID_LENGTH} letters, digits and \`. _ ~ -\` (not \`.\` or \`..\`); got ${quoteShort(value, 40)}.`,
    )
  }
  return value
}

export function oneOf<N extends string, T extends string>(
  source: InputSource<N>,
  name: NoInfer<N>,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = source.get(name) || fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw new InputError(
    name,
    `Input \`${name}\` must be one of ${allowed.join(', ')}; got ${quoteShort(value)}.`,
  )
}

export function boolean<N extends string>(
  source: InputSource<N>,
  name: NoInfer<N>,
  fallback: boolean,
): boolean {
  const value = source.get(name)
  if (!value) return fallback
  if (TRUE_VALUES.has(value)) return true
  if (FALSE_VALUES.has(value)) return false
  throw new InputError(name, `Input \`${name}\` must be true or false; got ${quoteShort(value)}.`)
}

/** A duration in ms (`200ms`, `90s`, `15m`, `1h`, a bare number of seconds), within bounds. */
export function duration<N extends string>(
  source: InputSource<N>,
  name: NoInfer<N>,
  fallback: string,
  minMs: number,
  maxMs: number,
): number {
  const value = source.get(name) || fallback
  const ms = parseDuration(value)
  if (ms === undefined || ms < minMs || ms > maxMs) {
    throw new InputError(
      name,
      `Input \`${name}\` must be a duration between ${minMs < 1000 ? `${minMs}ms` : `${minMs / 1000}s`} and ${maxMs / 3_600_000}h, like 90s, 15m or 1h (a bare number means seconds); got ${quoteShort(value)}.`,
    )
  }
  return ms
}

export function integer<N extends string>(
  source: InputSource<N>,
  name: NoInfer<N>,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = source.get(name)
  if (!value) return fallback
  const n = Number(value)
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new InputError(
      name,
      `Input \`${name}\` must be a whole number from ${min} to ${max}; got ${quoteShort(value)}.`,
    )
  }
  return n
}

/**
 * A comma-separated input of names from `allowed` (case-insensitive), each once, in the order
 * given; `fallback` when empty. `what` opens the list in the error (`a comma-separated list of`).
 */
export function commaList<N extends string, T extends string>(
  source: InputSource<N>,
  name: NoInfer<N>,
  allowed: readonly T[],
  fallback: string,
  what: string,
): T[] {
  const value = source.get(name) || fallback
  const list = value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
  if (list.length === 0 || list.some((item) => !(allowed as readonly string[]).includes(item))) {
    throw new InputError(
      name,
      `Input \`${name}\` must be ${what} ${allowed.join(', ')}; got ${quoteShort(value)}.`,
    )
  }
  return [...new Set(list)] as T[]
}
