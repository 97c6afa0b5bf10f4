/**
 * The catalogue of modes: the action's inputs and outputs, and for each mode the inputs it
 * reads, the outputs it sets, whether it has a post step and the state key that post step
 * finishes. It is the one list of modes: the registry (src/action/registry.ts) holds one entry
 * per mode here, each mode's reader is typed to its own inputs and its outputs to its own
 * outputs, `getInputs` warns about inputs that do not apply from it, and `npm run docs` writes
 * docs/reference.md's per-mode tables and the sub-actions (`<mode>/action.yml`) from it, checking
 * the root action.yml against it.
 *
 * It sits below the modes, beside the mode contract (mode-contract.ts), so a mode reads its
 * inputs' and outputs' types without importing the wiring. Kept free of imports: the entry
 * (src/index.ts) reads the mode names and the post step's state keys before anything else loads.
 */

/** Every input of the root action.yml, in its order, with its `default` ('' when none). */
export const INPUT_DEFAULTS = {
  mode: 'agent',
  'api-key': '',
  'project-id': '',
  'base-url': 'https://api.mintlify.com',
  prompt: '',
  'job-id': '',
  wait: 'true',
  timeout: '30m',
  'poll-interval': '10s',
  'fail-on-job-failure': 'true',
  comment: 'auto',
  'github-token': '${{ github.token }}',
  'allowed-users': '',
  preview: 'false',
  'status-id': '',
  branch: '',
  check: 'changed',
  'check-external': 'false',
  'check-ignore': '',
  'fail-on-broken': 'false',
  'commit-status': 'false',
  'github-deployment': 'false',
  'automation-id': '',
  'date-from': '',
  'date-to': '',
  period: '',
  datasets: 'views',
  'max-requests': '100',
  'include-contact': 'false',
  compare: 'none',
  store: '',
  'lookback-days': '3',
  'feedback-refresh-days': '30',
  'page-size': '250',
  format: 'json,csv',
  'output-dir': '',
  'upload-artifact': 'true',
  'artifact-name': '',
  'retention-days': '',
  domain: '',
  paths: '',
  'docs-version': '',
  'export-id': '',
  extract: 'true',
  'max-bundle-size': '2GiB',
} as const

export type InputName = keyof typeof INPUT_DEFAULTS

/** A deployment's outputs (deploy and preview modes). */
const DEPLOYMENT = ['status', 'status-id', 'subdomain', 'commit-sha', 'deployment'] as const
/** The link check's results. */
const CHECK_OUTPUTS = ['checked-pages', 'broken-links', 'check-report'] as const
/** An export's figures: its range and totals, and the period before's (analytics mode). */
const EXPORT_FIGURES = [
  'total',
  'human',
  'ai',
  'date-from',
  'date-to',
  'previous-date-from',
  'previous-date-to',
  'total-previous',
  'human-previous',
  'ai-previous',
  'total-change',
  'visitors',
  'visitors-previous',
] as const
/** An export's files and what they say. */
const EXPORT_FILES = ['datasets', 'files', 'report', 'fix-next-prompt'] as const
/** Where the uploaded artifact is. */
const ARTIFACT_OUTPUTS = ['artifact-id', 'artifact-url'] as const

/** Every output of action.yml, in its order. */
export const OUTPUT_NAMES = [
  'job-id',
  ...DEPLOYMENT,
  'preview-url',
  'instance-id',
  'pr-link',
  'job',
  'comment-url',
  ...CHECK_OUTPUTS,
  'rows',
  ...EXPORT_FIGURES,
  'requests',
  'synced-through',
  'backlog-days',
  'requests-per-day',
  ...EXPORT_FILES,
  ...ARTIFACT_OUTPUTS,
  'export-id',
  'page-count',
  'bundle-path',
  'bundle-sha256',
  'bundle-size',
  'site-dir',
] as const

export type OutputName = (typeof OUTPUT_NAMES)[number]

/** What every mode reads (besides `mode`, which only the root action has). */
const EVERY_MODE = ['api-key', 'project-id', 'base-url', 'timeout'] as const
/** How a mode that triggers something waits for it. */
const WAITS = ['wait', 'poll-interval'] as const
/** What a ready preview is checked for, and where GitHub shows it (preview mode, agent's `preview: true`). */
const PREVIEW_CHECK = [
  'check',
  'check-external',
  'check-ignore',
  'fail-on-broken',
  'commit-status',
  'github-deployment',
] as const
/** What both analytics modes read: the range, the datasets, the request budget, readers' emails. */
const ANALYTICS_SHARED = [
  'date-from',
  'date-to',
  'period',
  'datasets',
  'max-requests',
  'include-contact',
] as const

/** The inputs both analytics modes read (src/analytics/shared-inputs.ts reads them). */
export type AnalyticsSharedInput = (typeof ANALYTICS_SHARED)[number]

/** What the catalogue says of one mode. */
export interface ModeFacts {
  /** What the mode does, for the sub-action's description and the README. */
  readonly does: string
  readonly inputs: readonly InputName[]
  readonly outputs: readonly OutputName[]
  /**
   * The inputs the mode cannot run without, besides `api-key` and `project-id` (required of every
   * mode by the root action.yml): `required: true` in its sub-action, so an editor flags a step
   * that leaves one out.
   */
  readonly required: readonly InputName[]
  /** Finishes a comment the main step left unfinished (action.yml `runs.post`). */
  readonly post: boolean
}

export const MODE_CATALOGUE = {
  agent: {
    does: "run Mintlify's docs agent from a prompt, an issue, a `/docs` comment or a review, and report its pull request",
    inputs: [
      ...EVERY_MODE,
      'prompt',
      'job-id',
      ...WAITS,
      'fail-on-job-failure',
      'comment',
      'github-token',
      'allowed-users',
      'preview',
      ...PREVIEW_CHECK,
    ],
    outputs: ['job-id', 'status', 'preview-url', 'pr-link', 'job', 'comment-url', ...CHECK_OUTPUTS],
    required: [],
    post: true,
  },
  analytics: {
    does: 'export every row of the docs analytics for a date range, with a digest of what to fix next',
    inputs: [
      ...EVERY_MODE,
      ...ANALYTICS_SHARED,
      'compare',
      'page-size',
      'format',
      'output-dir',
      'upload-artifact',
      'artifact-name',
      'retention-days',
    ],
    outputs: ['rows', ...EXPORT_FIGURES, 'requests', ...EXPORT_FILES, ...ARTIFACT_OUTPUTS],
    required: [],
    post: false,
  },
  'analytics-history': {
    does: 'keep a history of the docs analytics by whole UTC days in a Parquet folder or Postgres, night after night within the hourly request budget',
    inputs: [...EVERY_MODE, 'store', ...ANALYTICS_SHARED, 'lookback-days', 'feedback-refresh-days'],
    outputs: ['synced-through', 'backlog-days', 'rows', 'requests', 'requests-per-day'],
    required: ['store'],
    post: false,
  },
  deploy: {
    does: 'deploy the docs and wait for the verdict',
    inputs: [...EVERY_MODE, ...WAITS, 'status-id'],
    outputs: [...DEPLOYMENT],
    required: [],
    post: false,
  },
  preview: {
    does: "build a branch's preview, wait for it, and keep one comment on the pull request",
    inputs: [
      ...EVERY_MODE,
      ...WAITS,
      'status-id',
      'branch',
      'comment',
      'github-token',
      ...PREVIEW_CHECK,
    ],
    outputs: [...DEPLOYMENT, 'preview-url', 'comment-url', ...CHECK_OUTPUTS],
    required: [],
    post: true,
  },
  automation: {
    does: 'run an automation now and follow its job',
    inputs: [...EVERY_MODE, ...WAITS, 'automation-id', 'fail-on-job-failure'],
    outputs: ['job-id', 'status', 'instance-id', 'pr-link', 'job'],
    required: ['automation-id'],
    post: false,
  },
  'static-export': {
    does: 'export the docs as a static site, verified and safely extracted, ready for GitHub Pages or any host',
    inputs: [
      ...EVERY_MODE,
      'domain',
      'paths',
      'docs-version',
      'export-id',
      ...WAITS,
      'output-dir',
      'extract',
      'max-bundle-size',
      'upload-artifact',
      'artifact-name',
      'retention-days',
    ],
    outputs: [
      'export-id',
      'status',
      'page-count',
      'bundle-path',
      'bundle-sha256',
      'bundle-size',
      'site-dir',
      ...ARTIFACT_OUTPUTS,
    ],
    required: ['domain'],
    post: false,
  },
} as const satisfies Record<string, ModeFacts>

export type Mode = keyof typeof MODE_CATALOGUE

/** The inputs `M` reads: its reader is given a source of these only. */
export type InputOf<M extends Mode> = (typeof MODE_CATALOGUE)[M]['inputs'][number]

/** The outputs `M` sets: its `setOutput` takes these only. */
export type OutputOf<M extends Mode> = (typeof MODE_CATALOGUE)[M]['outputs'][number]

/** The modes with a post step. */
export type PostMode = {
  [M in Mode]: (typeof MODE_CATALOGUE)[M]['post'] extends true ? M : never
}[Mode]

/**
 * The key under which each mode with a post step keeps, for it, what it must finish: named here
 * once (src/shared/saved-state.ts reads and writes them; index.ts's quick exit looks for them).
 */
export const STATE_KEYS = {
  /** The tracking comment the post step may have to finish. */
  agent: 'tracking-comment',
  /** The preview comment the post step may have to finish. */
  preview: 'preview-comment',
} as const satisfies Record<PostMode, string>

/** The modes, in the catalogue's order (the README's and `mode`'s). */
export const MODES = Object.keys(MODE_CATALOGUE) as Mode[]

export function isMode(value: string): value is Mode {
  return Object.hasOwn(MODE_CATALOGUE, value)
}

/**
 * Inputs that would make a mode another one: set where they do not apply, they are refused
 * before any request, naming the mode they belong to, rather than ignored with a warning (with
 * `store`, an export would silently stop being a history).
 */
export const INPUTS_OF_ANOTHER_MODE: { readonly [M in Mode]?: Partial<Record<InputName, Mode>> } = {
  analytics: { store: 'analytics-history' },
}

/**
 * The inputs set to something other than their default that `mode` does not read: the root
 * action passes every input, so one meant for another mode would otherwise be ignored in silence.
 * A default that is an expression (`${{ github.token }}`) cannot be told from a value: skipped.
 */
export function inputsThatDoNotApply(mode: Mode, get: (name: InputName) => string): InputName[] {
  const reads: readonly InputName[] = MODE_CATALOGUE[mode].inputs
  return (Object.keys(INPUT_DEFAULTS) as InputName[]).filter((name) => {
    if (name === 'mode' || reads.includes(name)) return false
    const fallback: string = INPUT_DEFAULTS[name]
    const value = get(name)
    return value !== '' && value !== fallback && !fallback.includes('${{')
  })
}
