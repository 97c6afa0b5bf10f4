/**
 * getInputs: the mode, the inputs every mode shares and the warnings for inputs that do not
 * apply, then the mode's own reader (its registry entry's `read`, given a source of its own
 * inputs). What the readers are built from is in src/shared/inputs.ts.
 */
import {
  INPUTS_OF_ANOTHER_MODE,
  MODES,
  inputsThatDoNotApply,
  type InputName,
  type Mode,
} from '../shared/catalogue.js'
import { entryOf, type Settings } from './registry.js'
import {
  InputError,
  missingApiKey,
  duration,
  identifier,
  oneOf,
  type CommonSettings,
  type InputSource,
} from '../shared/inputs.js'
import { quoteShort, withoutTrailing } from '../shared/text.js'

/** Warnings found while reading inputs (e.g. an unusual key shape); the caller logs them. */
export interface ParsedInputs {
  settings: Settings
  warnings: string[]
}

const DEFAULT_BASE_URL = 'https://api.mintlify.com'
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1'])
/** Keys of other Mintlify APIs: certainly the wrong kind for this one. */
const WRONG_KEY_KINDS: Record<string, string> = {
  mint_dsc_: 'an assistant (public search) key',
  mint_us_: 'a key for a different Mintlify API',
}

/**
 * Reads and validates every input into one typed settings object. Throws an InputError whose
 * message is one sentence naming the input and what is allowed; no request is made before.
 */
export function getInputs(
  source: InputSource<InputName>,
  now: Date,
  /** The mode a sub-action's entry fixes (`deploy/` runs deploy mode whatever `mode` says). */
  fixedMode?: Mode,
): ParsedInputs {
  const warnings: string[] = []
  const mode = fixedMode ?? oneOf(source, 'mode', MODES, 'agent')
  if (fixedMode && source.get('mode') && source.get('mode') !== mode) {
    warnings.push(
      `Input \`mode\` is ignored: this sub-action always runs ${mode} mode (the root action takes \`mode\`).`,
    )
  }
  const elsewhere = fixedMode ? "use the mode's own sub-action" : 'set `mode`'
  for (const name of inputsThatDoNotApply(mode, (input) => source.get(input))) {
    const owner = INPUTS_OF_ANOTHER_MODE[mode]?.[name]
    if (owner) {
      const use = fixedMode ? `the \`${owner}/\` sub-action` : `\`mode: ${owner}\``
      throw new InputError(
        name,
        `Input \`${name}\` belongs to ${owner} mode, not ${mode} mode: use ${use} (no request was made).`,
      )
    }
    warnings.push(
      `Input \`${name}\` does not apply to ${mode} mode and is ignored: remove it, or ${elsewhere} for the mode it belongs to.`,
    )
  }
  const entry = entryOf(mode)
  const common: CommonSettings = {
    apiKey: entry.apiKeyOptional && !source.get('api-key') ? '' : apiKey(source, warnings),
    projectId: identifier(source, 'project-id', true),
    baseUrl: baseUrl(source),
    timeoutMs: duration(source, 'timeout', '30m', 1000, 6 * 3_600_000),
  }
  return { settings: entry.read(source, common, now), warnings }
}

function apiKey(source: InputSource<'api-key'>, warnings: string[]): string {
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

function baseUrl(source: InputSource<'base-url'>): string {
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
