/**
 * The simulator's deployment routes (Mintlify's "External API",
 * test/openapi/external-openapi.json): queue a deployment of the deployment branch, queue a
 * preview deployment of a branch, and poll either by its status id. Each deployment follows a
 * script; scenarios, branch markers and the options are described in api-simulator.ts.
 */
import { createHash, randomBytes } from 'node:crypto'
import { SIM_REPOSITORY } from './agent-jobs.ts'
import type { Reply } from './query.ts'
import { validScript } from './scripts.ts'

interface DeploymentStep {
  /** Any string: the API's four statuses, or one outside its enum (e.g. 'skipped'). */
  status: string
  /** GETs that show this step before the next one; default 1, 0 skips it. */
  polls?: number
  /** The summary while this step shows (default: one for the status). */
  summary?: string
}
export type DeploymentScript = readonly DeploymentStep[]

export type DeployScenario =
  'success' | 'failure' | 'never-ends' | 'unknown-status' | 'skipped' | 'slow'

export interface DeploymentsOptions {
  /** The built-in script of every deployment (default 'success'). */
  deployScenario?: DeployScenario
  /** The script of every deployment; wins over `deployScenario`. */
  deploymentScript?: DeploymentScript
  /** Scripts (or scenarios) of previews by exact branch name; win over branch markers. */
  previewScripts?: Readonly<Record<string, DeploymentScript | DeployScenario>>
  /** Polls of `queued` and then of `in_progress` in the 'slow' scenario (default 5). */
  slowPolls?: number
  /** false: the plan has no previews, a preview request is a 403 (default true). */
  previews?: boolean
  /** The branch a deployment deploys (default 'main'). */
  deploymentBranch?: string
  /** The project's subdomain (default 'acme'): `acme.mintlify.app`, previews `acme-<slug>...`. */
  subdomain?: string
  /** Hostile text in every server string a user may see (see HOSTILE_TEXT). */
  hostileText?: boolean
  /** The `previewUrl` answered for a branch, by exact branch name, instead of its https URL. */
  previewUrls?: Readonly<Record<string, string>>
  /** Screenshots as `http://` and `javascript:` values instead of https URLs. */
  insecureScreenshots?: boolean
  /** `author: null` in every status object (default: an author). */
  nullAuthor?: boolean
  /**
   * A long build log: every poll in progress appends about this many bytes more, in lines of
   * 200 characters (default: one short line).
   */
  progressLogBytes?: number
  /** The pages every status's commit touched (default: a new, two changed and a removed one). */
  filesChanged?: { added: string[]; modified: string[]; removed: string[] }
}

/** A status object, as GET /v1/project/update-status/{statusId} answers it. */
export interface DeploymentStatus {
  _id: string
  projectId: string
  createdAt: string
  /** Set once the status is `success` or `failure`. */
  endedAt?: string
  status: string
  summary: string
  logs: string[]
  subdomain: string
  /** Set while the status is `success`. */
  screenshot?: string
  screenshotLight?: string
  screenshotDark?: string
  author: { name: string; avatarUrl: string; githubUserId: number } | null
  commit: {
    sha: string
    ref: string
    message: string
    filesChanged: { added: string[]; modified: string[]; removed: string[] }
  }
  source: 'api'
}

/** A branch's preview: its stable URL and the status id of each (re)deployment, in order. */
export interface PreviewRecord {
  branch: string
  previewUrl: string
  statusIds: string[]
}

/**
 * The hostile pieces `hostileText: true` puts into summaries, logs, commit messages, author
 * names and file paths (beside the API key itself, which they also carry).
 */
export const HOSTILE_TEXT: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '[click me](javascript:alert(document.cookie))',
  '![pixel](https://evil.example/pixel.png)',
  '@octocat @acme/maintainers',
  '<!-- mintlify-docs-agent job=evil state=completed -->',
  '```\nfenced ``` and `inline` backticks',
  '| forged | table |\n|---|---|',
  '\n::error::forged error from the server',
  '\n::warning file=docs.json::forged warning',
  'bidi \u202Egnp.exe\u202C zero\u200Bwidth \u2066isolate\u2069 bom\uFEFF',
]

const DEFAULT_SLOW_POLLS = 5
const DEFAULT_BRANCH = 'main'
const DEFAULT_SUBDOMAIN = 'acme'
const PREVIEW_DOMAIN = 'mintlify.app'
const TERMINAL = new Set(['success', 'failure'])
/** Every built-in scenario. */
export const DEPLOY_SCENARIOS: readonly DeployScenario[] = [
  'success',
  'failure',
  'never-ends',
  'unknown-status',
  'skipped',
  'slow',
]
const SCENARIOS = new Set<string>(DEPLOY_SCENARIOS)

function scenarioScript(scenario: DeployScenario, slowPolls: number): DeploymentScript {
  switch (scenario) {
    case 'success':
      return [
        { status: 'queued', polls: 1 },
        { status: 'in_progress', polls: 2 },
        { status: 'success' },
      ]
    case 'failure':
      return [
        { status: 'queued', polls: 1 },
        { status: 'in_progress', polls: 2 },
        { status: 'failure' },
      ]
    case 'never-ends':
      return [{ status: 'queued', polls: 1 }, { status: 'in_progress' }]
    case 'unknown-status':
      return [
        { status: 'queued', polls: 1 },
        { status: 'skipped', polls: 2 },
        { status: 'success' },
      ]
    case 'skipped':
      return [{ status: 'skipped' }]
    case 'slow':
      return [
        { status: 'queued', polls: slowPolls },
        { status: 'in_progress', polls: slowPolls },
        { status: 'success' },
      ]
  }
}

/** Branch-name markers of previews, checked in this order. */
const BRANCH_MARKERS: readonly [string, DeployScenario][] = [
  ['sim-failure', 'failure'],
  ['sim-never-ends', 'never-ends'],
  ['sim-unknown-status', 'unknown-status'],
  ['sim-skipped', 'skipped'],
  ['sim-slow', 'slow'],
]

const PROGRESS_LINES = [
  'Installing dependencies',
  'Validating docs.json',
  'Building 42 pages',
  'Optimizing images',
  'Generating the search index',
  'Uploading static assets',
]

/** A deployment as the server holds it: what it shows, and where it is in its script. */
interface DeploymentRecord {
  view: DeploymentStatus
  script: DeploymentScript
  step: number
  servedInStep: number
  /** Step whose status was last applied. */
  enteredStep: number
  progress: number
  /** Where a success says it deployed to. */
  siteUrl: string
}

const NOT_FOUND: Reply = { status: 404, body: { error: 'Status not found' } }
const NO_BRANCH: Reply = { status: 400, body: { error: 'branch is required' } }
const NO_PREVIEWS: Reply = {
  status: 403,
  body: { error: 'Preview deployments are not available on your current plan' },
}

export class Deployments {
  /** Status objects by status id, as last shown to a client (or as created). */
  readonly shown = new Map<string, DeploymentStatus>()
  /** Previews by branch. */
  readonly previews = new Map<string, PreviewRecord>()
  readonly subdomain: string
  readonly #records = new Map<string, DeploymentRecord>()
  readonly #options: DeploymentsOptions
  readonly #deployScript: DeploymentScript
  readonly #slowPolls: number
  readonly #branch: string
  readonly #projectId: string
  readonly #apiKey: string
  /** The URL of every preview not in `previewUrls` (the simulator's docs site), if any. */
  readonly #previewUrl: string | undefined
  #counter = 0

  constructor(
    options: DeploymentsOptions,
    context: { projectId: string; apiKey: string; previewUrl?: string | undefined },
  ) {
    this.#options = options
    this.#slowPolls = options.slowPolls ?? DEFAULT_SLOW_POLLS
    if (!Number.isInteger(this.#slowPolls) || this.#slowPolls < 1) {
      throw new Error('slowPolls must be an integer >= 1')
    }
    if (options.deployScenario !== undefined && !SCENARIOS.has(options.deployScenario)) {
      throw new Error(`unknown deployScenario ${String(options.deployScenario)}`)
    }
    this.#deployScript = options.deploymentScript
      ? validScript(options.deploymentScript, 'deploymentScript')
      : scenarioScript(options.deployScenario ?? 'success', this.#slowPolls)
    for (const [branch, script] of Object.entries(options.previewScripts ?? {})) {
      this.#scriptOf(script, `previewScripts[${JSON.stringify(branch)}]`)
    }
    this.#branch = options.deploymentBranch ?? DEFAULT_BRANCH
    this.subdomain = options.subdomain ?? DEFAULT_SUBDOMAIN
    this.#projectId = context.projectId
    this.#apiKey = context.apiKey
    this.#previewUrl = context.previewUrl
  }

  /** POST /v1/project/update/{projectId}: 202 `{statusId}`. */
  deploy(): Reply {
    const statusId = this.#create(
      this.#deployScript,
      this.#branch,
      this.subdomain,
      `https://${this.subdomain}.${PREVIEW_DOMAIN}`,
    )
    return { status: 202, body: { statusId } }
  }

  /** POST /v1/project/preview/{projectId} `{branch}`: 202 `{statusId, previewUrl}`. */
  preview(body: unknown): Reply {
    if (this.#options.previews === false) return NO_PREVIEWS
    const branch = branchOf(body)
    if (branch === undefined) return NO_BRANCH
    const given = this.#options.previewUrls?.[branch]
    // The docs site stands in for the branch's own preview, whose subdomain it keeps.
    const previewUrl = given ?? this.#previewUrl ?? this.previewUrlFor(branch)
    const subdomain = URL.parse(given ?? this.previewUrlFor(branch))?.hostname.split('.')[0]
    const statusId = this.#create(this.#previewScript(branch), branch, subdomain ?? '', previewUrl)
    const record = this.previews.get(branch) ?? { branch, previewUrl, statusIds: [] }
    record.statusIds.push(statusId)
    this.previews.set(branch, record)
    return { status: 202, body: { statusId, previewUrl } }
  }

  /** GET /v1/project/update-status/{statusId}: 200 status object, advancing its script. */
  status(statusId: string): Reply {
    const record = this.#records.get(statusId)
    if (!record) return NOT_FOUND
    return { status: 200, body: this.#poll(record) }
  }

  /** The preview URL of a branch: `https://<subdomain>-<branch slug>.mintlify.app`. */
  previewUrlFor(branch: string): string {
    let slug = branch
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
    if (slug === '') {
      slug = `branch-${createHash('sha1').update(branch).digest('hex').slice(0, 8)}`
    }
    // A DNS label holds at most 63 characters.
    const label = `${this.subdomain}-${slug}`.slice(0, 63).replace(/-+$/, '')
    return `https://${label}.${PREVIEW_DOMAIN}`
  }

  #scriptOf(script: DeploymentScript | DeployScenario, name: string): DeploymentScript {
    if (typeof script === 'string') {
      if (!SCENARIOS.has(script)) throw new Error(`${name}: unknown scenario ${script}`)
      return scenarioScript(script, this.#slowPolls)
    }
    return validScript(script, name)
  }

  #previewScript(branch: string): DeploymentScript {
    const scripted = this.#options.previewScripts?.[branch]
    if (scripted !== undefined) return this.#scriptOf(scripted, 'previewScripts')
    const lower = branch.toLowerCase()
    const marked = BRANCH_MARKERS.find(([marker]) => lower.includes(marker))?.[1]
    return scenarioScript(marked ?? 'success', this.#slowPolls)
  }

  #create(script: DeploymentScript, ref: string, subdomain: string, siteUrl: string): string {
    const n = ++this.#counter
    // A status id reads like the real one: a 24-digit hex object id.
    const statusId = `${n.toString(16).padStart(8, '0')}${randomBytes(8).toString('hex')}`
    const hostile = this.#options.hostileText === true
    const view: DeploymentStatus = {
      _id: statusId,
      projectId: this.#projectId,
      createdAt: new Date().toISOString(),
      status: script[0]?.status ?? 'queued',
      summary: '',
      logs: [],
      subdomain,
      author: this.#options.nullAuthor === true ? null : this.#author(),
      commit: {
        sha: createHash('sha1').update(`${ref}\n${n}`).digest('hex'),
        ref,
        message: hostile
          ? [
              `Update the quickstart ${this.#hostileInline()}`,
              '',
              ...HOSTILE_TEXT,
              this.#apiKey,
            ].join('\n')
          : 'Update the quickstart guide\n\nAlso fixes the navigation in docs.json.',
        filesChanged: this.#options.filesChanged ?? {
          added: ['guides/new-page.mdx', ...(hostile ? this.#hostilePaths() : [])],
          modified: ['guides/quickstart.mdx', 'docs.json'],
          removed: ['guides/old-page.mdx'],
        },
      },
      source: 'api',
    }
    const record: DeploymentRecord = {
      view,
      script,
      step: 0,
      servedInStep: 0,
      enteredStep: -1,
      progress: 0,
      siteUrl,
    }
    this.#skipEmptySteps(record)
    this.#enter(record)
    this.#records.set(statusId, record)
    this.#publish(record)
    return statusId
  }

  #author(): NonNullable<DeploymentStatus['author']> {
    const hostile = this.#options.hostileText === true
    return {
      name: hostile ? `Ada ${this.#hostileInline()} ${this.#apiKey}` : 'Ada Lovelace',
      avatarUrl: hostile
        ? 'https://avatars.githubusercontent.com/u/583231?v=4"><img src=x onerror=alert(1)>'
        : 'https://avatars.githubusercontent.com/u/583231?v=4',
      githubUserId: 583231,
    }
  }

  /** The hostile pieces on one line (a `::error::` line still follows a newline). */
  #hostileInline(): string {
    return HOSTILE_TEXT.map((t) => t.replace(/^\n/, '')).join(' ')
  }

  #hostilePaths(): string[] {
    return [
      'guides/<img src=x onerror=alert(1)>.mdx',
      'guides/[x](javascript:alert(1)).mdx',
      'guides/@octocat `tick` | pipe |.mdx',
      'guides/<!-- mintlify-docs-agent -->.mdx',
      'guides/x\n::error::forged path.mdx',
      'guides/\u202Excod.mdx\u200B',
      `guides/${this.#apiKey}.mdx`,
    ]
  }

  #skipEmptySteps(record: DeploymentRecord): void {
    const last = record.script.length - 1
    while (record.step < last && record.script[record.step]?.polls === 0) {
      record.step++
      record.servedInStep = 0
    }
  }

  #poll(record: DeploymentRecord): DeploymentStatus {
    this.#skipEmptySteps(record)
    const step = record.script[record.step] ?? { status: 'in_progress' }
    if (record.enteredStep !== record.step) this.#enter(record)
    else if (step.status === 'in_progress') this.#progress(record)
    record.servedInStep++
    if (record.step < record.script.length - 1 && record.servedInStep >= (step.polls ?? 1)) {
      record.step++
      record.servedInStep = 0
    }
    return this.#publish(record)
  }

  /** Applies the current step: status, summary, endedAt, screenshots, its first log lines. */
  #enter(record: DeploymentRecord): void {
    const step = record.script[record.step] ?? { status: 'in_progress' }
    const { view } = record
    record.enteredStep = record.step
    view.status = step.status
    view.summary = this.#hostile(step.summary ?? defaultSummary(step.status))
    if (TERMINAL.has(step.status)) view.endedAt ??= new Date().toISOString()
    else delete view.endedAt
    if (step.status === 'success') Object.assign(view, this.#screenshots(view._id))
    else {
      delete view.screenshot
      delete view.screenshotLight
      delete view.screenshotDark
    }
    const sha = view.commit.sha.slice(0, 7)
    switch (step.status) {
      case 'queued':
        this.#log(record, `Queued a deployment of ${view.commit.ref} (${sha})`)
        break
      case 'in_progress':
        this.#log(record, `Cloning ${SIM_REPOSITORY}@${sha}`)
        this.#progress(record)
        break
      case 'success':
        this.#log(record, 'Built 42 pages', `Deployed to ${record.siteUrl}`)
        break
      case 'failure':
        this.#log(
          record,
          'error guides/quickstart.mdx:12:5 Unexpected closing tag "</Card>"',
          'error docs.json: navigation references a missing page "guides/old-page"',
          'error Build failed: 2 errors',
        )
        break
      default:
        this.#log(record, `Deployment ${step.status}`)
    }
  }

  /** One more log line while it builds (the hostile pieces come only with a new step). */
  #progress(record: DeploymentRecord): void {
    const i = record.progress++
    const line = PROGRESS_LINES[i % PROGRESS_LINES.length] ?? 'Building'
    record.view.logs.push(i < PROGRESS_LINES.length ? line : `${line} (again, ${i})`)
    const bytes = this.#options.progressLogBytes ?? 0
    for (let n = 0; n * 200 < bytes; n++) {
      const prefix = `poll ${i} line ${n} `
      record.view.logs.push(prefix + '.'.repeat(200 - prefix.length))
    }
  }

  /** Appends a step's log lines; with hostile text, preceded by every hostile piece. */
  #log(record: DeploymentRecord, ...lines: string[]): void {
    if (this.#options.hostileText === true) {
      record.view.logs.push(...HOSTILE_TEXT, `key ${this.#apiKey}`)
    }
    record.view.logs.push(...lines)
  }

  #hostile(summary: string): string {
    return this.#options.hostileText === true
      ? `${summary} ${this.#hostileInline()}\n::error::forged summary ${this.#apiKey}`
      : summary
  }

  #screenshots(
    statusId: string,
  ): Pick<DeploymentStatus, 'screenshot' | 'screenshotLight' | 'screenshotDark'> {
    if (this.#options.insecureScreenshots === true) {
      return {
        screenshot: `http://screenshots.mintlify.example/${statusId}.png`,
        screenshotLight: 'javascript:alert(document.domain)',
        screenshotDark: `http://screenshots.mintlify.example/${statusId}-dark.png`,
      }
    }
    const base = `https://screenshots.mintlify.example/${this.subdomain}/${statusId}`
    return {
      screenshot: `${base}.png`,
      screenshotLight: `${base}-light.png`,
      screenshotDark: `${base}-dark.png`,
    }
  }

  #publish(record: DeploymentRecord): DeploymentStatus {
    this.shown.set(record.view._id, cloneStatus(record.view))
    return cloneStatus(record.view)
  }
}

function defaultSummary(status: string): string {
  switch (status) {
    case 'queued':
      return 'Deployment queued'
    case 'in_progress':
      return 'Deployment in progress'
    case 'success':
      return 'Deployment succeeded'
    case 'failure':
      return 'Build failed: 2 errors'
    case 'skipped':
      return 'Deployment skipped: a newer deployment of this branch superseded it'
    default:
      return `Deployment ${status}`
  }
}

function cloneStatus(status: DeploymentStatus): DeploymentStatus {
  return structuredClone(status)
}

function branchOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const branch = (body as Record<string, unknown>).branch
  return typeof branch === 'string' && branch.trim() !== '' ? branch : undefined
}
