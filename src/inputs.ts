import * as path from 'node:path'
import * as os from 'node:os'
import { InputError, missingApiKey } from './input-error.js'
import { parseDuration } from './durations.js'
import type {
  AgentSettings,
  AnalyticsSettings,
  AutomationSettings,
  CommentSetting,
  CommonSettings,
  DeploySettings,
  Mode,
  PreviewSettings,
  Settings,
  StaticExportSettings,
  WaitSettings,
} from './settings.js'
import { DATASET_NAMES, type DatasetName } from './analytics/datasets/catalogue.js'
import { EXPORT_FORMATS, type ExportFormat } from './analytics/formats.js'
import { previousRange, resolveDateRange } from './analytics/range.js'
import { artifactNameProblem, defaultArtifactName } from './artifact.js'
import { quoteShort, withoutTrailing } from './text.js'
import { SAFE_ID } from './api/schemas.js'
import { isBranchName } from './branch.js'
import { MODES, inputsThatDoNotApply } from './catalogue.js'
import {
  defaultExportArtifactName,
  parseByteSize,
  parseDomain,
  parsePaths,
} from './static-export/inputs.js'

/** Where raw input values come from: `core.getInput` in the action, a map in tests. */
export interface InputSource {
  /** The trimmed value of an input, '' when not set. */
  get(name: string): string
  /** `$RUNNER_TEMP`, for the default `output-dir`. */
  runnerTemp?: string
  /** The mode a sub-action's entry fixes (`deploy/` runs deploy mode whatever `mode` says). */
  fixedMode?: Mode
}

/** Warnings found while reading inputs (e.g. an unusual key shape); the caller logs them. */
export interface ParsedInputs {
  settings: Settings
  warnings: string[]
}

const COMMENT_SETTINGS: readonly CommentSetting[] = ['auto', 'true', 'false']
/** A GitHub login (letters, digits, hyphens; some old ones end in `-`), or a bot's `name[bot]`. */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/
/** The longest id the API client sends in a path (`SAFE_ID`). */
const MAX_ID_LENGTH = 128
const DEFAULT_BASE_URL = 'https://api.mintlify.com'
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1'])
const TRUE_VALUES = new Set(['true', 'True', 'TRUE'])
const FALSE_VALUES = new Set(['false', 'False', 'FALSE'])
/** Keys of other Mintlify APIs: certainly the wrong kind for this one. */
const WRONG_KEY_KINDS: Record<string, string> = {
  mint_dsc_: 'an assistant (public search) key',
  mint_us_: 'a key for a different Mintlify API',
}

/**
 * Reads and validates every input into one typed settings object. Throws an InputError whose
 * message is one sentence naming the input and what is allowed; no request is made before.
 */
export function getInputs(source: InputSource, now: Date): ParsedInputs {
  const warnings: string[] = []
  const mode = source.fixedMode ?? oneOf(source, 'mode', MODES, 'agent')
  if (source.fixedMode && source.get('mode') && source.get('mode') !== mode) {
    warnings.push(
      `Input \`mode\` is ignored: this sub-action always runs ${mode} mode (the root action takes \`mode\`).`,
    )
  }
  const elsewhere = source.fixedMode ? "use the mode's own sub-action" : 'set `mode`'
  for (const name of inputsThatDoNotApply(mode, (input) => source.get(input))) {
    warnings.push(
      `Input \`${name}\` does not apply to ${mode} mode and is ignored: remove it, or ${elsewhere} for the mode it belongs to.`,
    )
  }
  const common: CommonSettings = {
    // A fork's pull request gets no secrets: preview mode says so and passes (preview/mode.ts).
    apiKey: mode === 'preview' && !source.get('api-key') ? '' : apiKey(source, warnings),
    projectId: identifier(source, 'project-id', true),
    baseUrl: baseUrl(source),
    timeoutMs: duration(source, 'timeout', '30m', 1000, 6 * 3_600_000),
  }
  const settings = settingsOf(mode, source, common, now)
  return { settings, warnings }
}

function settingsOf(mode: Mode, source: InputSource, common: CommonSettings, now: Date): Settings {
  switch (mode) {
    case 'agent':
      return agentSettings(source, common)
    case 'analytics':
      return analyticsSettings(source, common, now)
    case 'deploy':
      return deploySettings(source, common)
    case 'preview':
      return previewSettings(source, common)
    case 'automation':
      return automationSettings(source, common)
    case 'static-export':
      return staticExportSettings(source, common)
  }
}

function waitSettings(source: InputSource): WaitSettings {
  return {
    wait: boolean(source, 'wait', true),
    pollIntervalMs: duration(source, 'poll-interval', '10s', 100, 3_600_000),
  }
}

function agentSettings(source: InputSource, common: CommonSettings): AgentSettings {
  return {
    ...common,
    mode: 'agent',
    prompt: source.get('prompt'),
    jobId: identifier(source, 'job-id', false),
    ...waitSettings(source),
    failOnJobFailure: boolean(source, 'fail-on-job-failure', true),
    comment: commentSetting(source),
    githubToken: source.get('github-token'),
    allowedUsers: allowedUsers(source),
    preview: boolean(source, 'preview', false),
  }
}

function deploySettings(source: InputSource, common: CommonSettings): DeploySettings {
  return {
    ...common,
    mode: 'deploy',
    ...waitSettings(source),
    statusId: identifier(source, 'status-id', false),
  }
}

function previewSettings(source: InputSource, common: CommonSettings): PreviewSettings {
  return {
    ...common,
    mode: 'preview',
    ...waitSettings(source),
    statusId: identifier(source, 'status-id', false),
    branch: branchName(source),
    comment: commentSetting(source),
    githubToken: source.get('github-token'),
  }
}

function automationSettings(source: InputSource, common: CommonSettings): AutomationSettings {
  const automationId = identifier(source, 'automation-id', false)
  if (!automationId) {
    throw new InputError(
      'automation-id',
      "Input `automation-id` is required in automation mode: copy it from the automation's settings panel on the dashboard's Automations page.",
    )
  }
  return {
    ...common,
    mode: 'automation',
    ...waitSettings(source),
    automationId,
    failOnJobFailure: boolean(source, 'fail-on-job-failure', true),
  }
}

function staticExportSettings(source: InputSource, common: CommonSettings): StaticExportSettings {
  const domain = parseDomain(source.get('domain'))
  const outputDir =
    source.get('output-dir') || path.join(source.runnerTemp || os.tmpdir(), 'static-export')
  return {
    ...common,
    mode: 'static-export',
    ...waitSettings(source),
    domain,
    paths: parsePaths(source.get('paths')),
    docsVersion: printableText(source, 'docs-version', 200),
    exportId: identifier(source, 'export-id', false),
    outputDir: path.resolve(outputDir),
    extract: boolean(source, 'extract', true),
    maxBundleBytes: parseByteSize(source.get('max-bundle-size'), '2GiB'),
    uploadArtifact: boolean(source, 'upload-artifact', true),
    artifactName: source.get('artifact-name')
      ? artifactName(source, '', { dateFrom: '', dateTo: '' }, [])
      : defaultExportArtifactName(domain),
    retentionDays: source.get('retention-days')
      ? integer(source, 'retention-days', 0, 1, 90)
      : undefined,
  }
}

/** Free text sent to the API as is: printable, bounded. */
function printableText(source: InputSource, name: string, max: number): string {
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

/**
 * `branch`: a git branch name as git allows it (no white space or control characters, none of
 * `~ ^ : ? * [ \`, no `..`, `@{` or `//`, not starting or ending with `/` or `.`), at most 255
 * characters; a leading `refs/heads/` is dropped. Empty: the event's branch.
 */
function branchName(source: InputSource): string {
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

function commentSetting(source: InputSource): CommentSetting {
  const value = (source.get('comment') || 'auto').toLowerCase()
  if ((COMMENT_SETTINGS as readonly string[]).includes(value)) return value as CommentSetting
  throw new InputError(
    'comment',
    `Input \`comment\` must be one of auto, true, false; got ${quoteShort(source.get('comment'))}.`,
  )
}

function allowedUsers(source: InputSource): string[] {
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

function analyticsSettings(
  source: InputSource,
  common: CommonSettings,
  now: Date,
): AnalyticsSettings {
  const raw = {
    dateFrom: source.get('date-from'),
    dateTo: source.get('date-to'),
    period: source.get('period'),
  }
  const range = resolveDateRange(raw, now)
  const compare = oneOf(source, 'compare', ['none', 'previous'], 'none')
  const chosen = datasets(source)
  const outputDir =
    source.get('output-dir') || path.join(source.runnerTemp || os.tmpdir(), 'page-views')
  return {
    ...common,
    mode: 'analytics',
    ...range,
    pageSize: integer(source, 'page-size', 250, 1, 250),
    formats: formats(source),
    outputDir: path.resolve(outputDir),
    uploadArtifact: boolean(source, 'upload-artifact', true),
    artifactName: artifactName(source, common.projectId, range, chosen),
    retentionDays: source.get('retention-days')
      ? integer(source, 'retention-days', 0, 1, 90)
      : undefined,
    datasets: chosen,
    maxRequests: integer(source, 'max-requests', 100, 1, 100_000),
    includeContact: boolean(source, 'include-contact', false),
    previousRange: compare === 'previous' ? previousRange(raw, range) : undefined,
  }
}

/** `datasets`: `all`, or a comma-separated list of DATASET_NAMES; `views` when empty. */
function datasets(source: InputSource): DatasetName[] {
  if (source.get('datasets').trim().toLowerCase() === 'all') return [...DATASET_NAMES]
  const chosen = commaList(
    source,
    'datasets',
    DATASET_NAMES,
    'views',
    '`all` or a comma-separated list of',
  )
  // Exported in the catalog's order, whatever order the input lists them in.
  return DATASET_NAMES.filter((name) => chosen.includes(name))
}

function artifactName(
  source: InputSource,
  projectId: string,
  range: { dateFrom: string; dateTo: string },
  chosen: readonly DatasetName[],
): string {
  const name = source.get('artifact-name')
  if (!name) {
    const viewsOnly = chosen.length === 1 && chosen[0] === 'views'
    return defaultArtifactName(projectId, range.dateFrom, range.dateTo, viewsOnly)
  }
  const problem = artifactNameProblem(name)
  if (problem)
    throw new InputError(
      'artifact-name',
      `Input \`artifact-name\` is not a valid artifact name: ${problem}.`,
    )
  return name
}

function apiKey(source: InputSource, warnings: string[]): string {
  const key = source.get('api-key')
  if (!key) throw missingApiKey()
  for (const [prefix, kind] of Object.entries(WRONG_KEY_KINDS)) {
    if (key.startsWith(prefix)) {
      throw new InputError(
        'api-key',
        `Input \`api-key\` is ${kind} (it starts with \`${prefix}\`); this action needs an admin API key, which starts with \`mint_\` and is created on the dashboard's API keys page.`,
      )
    }
  }
  if (/\s/.test(key)) {
    throw new InputError('api-key', 'Input `api-key` contains white space; copy the key again.')
  }
  // A header value carries visible ASCII only: anything else would fail inside undici as a
  // misleading "connection failed" after the request had started.
  if (!/^[\x21-\x7e]+$/.test(key)) {
    throw new InputError(
      'api-key',
      'Input `api-key` holds characters that cannot be sent in an HTTP header (only visible ASCII is allowed); copy the key again.',
    )
  }
  if (!key.startsWith('mint_')) {
    warnings.push(
      'Input `api-key` does not start with `mint_` like Mintlify admin keys do; if requests fail with 401, check that it is an admin API key.',
    )
  }
  return key
}

function identifier(source: InputSource, name: string, required: boolean): string {
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

function baseUrl(source: InputSource): string {
  const raw = source.get('base-url') || DEFAULT_BASE_URL
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InputError(
      'base-url',
      `Input \`base-url\` must be an https URL such as ${DEFAULT_BASE_URL}; got ${quoteShort(raw)}.`,
    )
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new InputError(
      'base-url',
      `Input \`base-url\` must use https (plain http is allowed only to localhost or 127.0.0.1, for testing); got ${quoteShort(url.origin)}.`,
    )
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new InputError(
      'base-url',
      'Input `base-url` must not contain credentials, a query or a fragment; pass the API origin, e.g. https://api.mintlify.com.',
    )
  }
  return withoutTrailing(url.origin + url.pathname, '/')
}

function oneOf<T extends string>(
  source: InputSource,
  name: string,
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

function boolean(source: InputSource, name: string, fallback: boolean): boolean {
  const value = source.get(name)
  if (!value) return fallback
  if (TRUE_VALUES.has(value)) return true
  if (FALSE_VALUES.has(value)) return false
  throw new InputError(name, `Input \`${name}\` must be true or false; got ${quoteShort(value)}.`)
}

function duration(
  source: InputSource,
  name: string,
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

function integer(
  source: InputSource,
  name: string,
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

function formats(source: InputSource): ExportFormat[] {
  return commaList(source, 'format', EXPORT_FORMATS, 'json,csv', 'a comma-separated list of')
}

/**
 * A comma-separated input of names from `allowed` (case-insensitive), each once, in the order
 * given; `fallback` when empty.
 */
function commaList<T extends string>(
  source: InputSource,
  name: string,
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
