/**
 * Static-export mode's settings and how they are read from its inputs (`domain`, `paths`,
 * `max-bundle-size`, the default artifact name, ...), before any request.
 */
import {
  InputError,
  artifactName,
  boolean,
  identifier,
  outputDir,
  printableText,
  retentionDays,
  waitSettings,
  type CommonSettings,
  type InputSource,
  type WaitSettings,
} from '../shared/inputs.js'
import type { InputOf } from '../shared/catalogue.js'

/** Static-export mode: export the docs as a static site, or resume `export-id`. */
export interface StaticExportSettings extends CommonSettings, WaitSettings {
  mode: 'static-export'
  /** The deployment's hostname, lower-cased. */
  domain: string
  /** Page paths to export; empty: every published page. */
  paths: string[]
  /** The `docs-version` input (sent as `version`); empty: the latest. */
  docsVersion: string
  /** The `export-id` input; empty when not given. */
  exportId: string
  /** Absolute: where the bundle and the site go; by default a folder of this step's own. */
  outputDir: string
  extract: boolean
  /** `max-bundle-size`, in bytes. */
  maxBundleBytes: number
  uploadArtifact: boolean
  artifactName: string
  /** Undefined: the repository's default retention. */
  retentionDays: number | undefined
}

export function readStaticExportSettings(
  source: InputSource<InputOf<'static-export'>>,
  common: CommonSettings,
): StaticExportSettings {
  const domain = parseDomain(source.get('domain'))
  return {
    ...common,
    mode: 'static-export',
    ...waitSettings(source),
    domain,
    paths: parsePaths(source.get('paths')),
    docsVersion: printableText(source, 'docs-version', 200),
    exportId: identifier(source, 'export-id', false),
    outputDir: outputDir(source, defaultFolder(source.stepId)),
    extract: boolean(source, 'extract', true),
    maxBundleBytes: parseByteSize(source.get('max-bundle-size'), '2GiB'),
    uploadArtifact: boolean(source, 'upload-artifact', true),
    artifactName: artifactName(source) || defaultExportArtifactName(domain),
    retentionDays: retentionDays(source),
  }
}

/** A DNS name as the API wants it: labels of letters, digits and inner hyphens, at most 253. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const MAX_PATHS = 10_000
const MAX_PATH_LENGTH = 1_000
const UNITS: Readonly<Record<string, number>> = {
  '': 1,
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
}
/** The largest `max-bundle-size`: a runner's disk holds the bundle and 100 times it extracted. */
const MAX_BUNDLE_LIMIT = 20 * 1024 ** 3

/**
 * `domain`: the deployment's hostname only (`docs.example.com`), lower-cased; a protocol, path,
 * port, credentials or an empty value is refused, naming the input.
 */
export function parseDomain(raw: string): string {
  const value = raw.trim()
  const allowed =
    "the deployment's hostname only, such as `docs.example.com` or `acme.mintlify.app`"
  if (!value) {
    throw new InputError(
      'domain',
      `Input \`domain\` is required in static-export mode: ${allowed}.`,
    )
  }
  const shown = JSON.stringify(value.slice(0, 80))
  const refuse = (why: string): never => {
    throw new InputError('domain', `Input \`domain\` must be ${allowed}, ${why}; got ${shown}.`)
  }
  if (value.includes('://')) refuse('without a protocol')
  if (value.includes('/')) refuse('without a path or trailing slash')
  if (value.includes('@')) refuse('without credentials')
  if (value.includes(':')) refuse('without a port')
  const host = value.toLowerCase().replace(/\.$/, '')
  const labels = host.split('.')
  if (host.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label))) {
    refuse('made of letters, digits, hyphens and dots')
  }
  return host
}

/** `paths`: page paths separated by commas or newlines, each once, in the order given. */
export function parsePaths(raw: string): string[] {
  const paths = raw
    .split(/[,\n]/)
    .map((path) => path.trim())
    .filter(Boolean)
  const bad = paths.find(
    (path) =>
      path.length > MAX_PATH_LENGTH ||
      path.includes('://') ||
      // eslint-disable-next-line no-control-regex -- refusing control characters is the point
      /[\u0000-\u001f\u007f]/.test(path),
  )
  if (bad !== undefined || paths.length > MAX_PATHS) {
    throw new InputError(
      'paths',
      `Input \`paths\` must be page paths (such as \`guides/getting-started\`), comma- or newline-separated, at most ${MAX_PATHS} of at most ${MAX_PATH_LENGTH} characters each; ${bad === undefined ? 'it has too many' : `got ${JSON.stringify(bad.slice(0, 60))}`}.`,
    )
  }
  return [...new Set(paths)]
}

/** `max-bundle-size`: bytes, or a number with a unit (`500MB`, `2GiB`, `1.5GB`). */
export function parseByteSize(raw: string, fallback: string): number {
  const value = (raw || fallback).trim()
  const match = /^(\d{1,15}(?:\.\d{1,6})?)\s?([a-z]{0,3})$/i.exec(value)
  const factor = match ? UNITS[(match[2] ?? '').toLowerCase()] : undefined
  const bytes = match && factor !== undefined ? Math.floor(Number(match[1]) * factor) : NaN
  if (!(bytes >= 1024 && bytes <= MAX_BUNDLE_LIMIT)) {
    throw new InputError(
      'max-bundle-size',
      `Input \`max-bundle-size\` must be a size from 1KiB to 20GiB, as bytes or with a unit (\`500MB\`, \`2GiB\`); got ${JSON.stringify(value.slice(0, 40))}.`,
    )
  }
  return bytes
}

/** `static-export-<domain>`: a domain holds no character an artifact name forbids. */
function defaultExportArtifactName(domain: string): string {
  return `static-export-${domain}`
}

/**
 * The default `output-dir` under `$RUNNER_TEMP`: `static-export/<step id>`, a folder per step
 * (`GITHUB_ACTION` is unique in a job), so a second export in the same job never replaces the
 * bundle and site a finished step's outputs name. `static-export` without a step id.
 */
function defaultFolder(stepId: string | undefined): string {
  // GitHub keeps letters, digits, `_` and `-` in it already; anything else cannot reach a path.
  const step = (stepId ?? '').replace(/[^\w-]/g, '-').slice(0, 100)
  return step ? `static-export/${step}` : 'static-export'
}
