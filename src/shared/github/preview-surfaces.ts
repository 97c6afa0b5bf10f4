/**
 * Where GitHub itself shows a preview, when asked (`commit-status`, `github-deployment`): a commit
 * status named `Mintlify preview` on the commit previewed (branch protection can require it), and
 * a deployment of that commit to the `docs-preview` environment (the pull request's "View
 * deployment"). Both are opt-in and never fail the step: a token without the permission gets one
 * warning per surface, and that surface is left alone for the rest of the run.
 *
 * Pending while the preview builds, then its verdict. A step killed in between cannot write
 * again: what the post step needs is saved before the first write, and the post step sets what
 * is still pending to `error` (`finishLeftoverSurfaces`).
 */
import * as v from 'valibot'
import type { Clock } from '../clock.js'
import type { Log } from '../runner.js'
import { readSavedState } from '../saved-state.js'
import { callGitHub, describeGitHubError, type CallOptions } from './call.js'
import { isCommitSha } from './context.js'
import { GITHUB_CALL_TIMEOUT_MS, LAST_WRITE_TIMEOUT_MS } from './own-comments.js'
import type { CommitStatusState, PreviewCallsApi } from './preview-calls.js'
import { parseHttpsUrl } from '../url.js'

/** The commit status's name: what branch protection requires. */
export const COMMIT_STATUS_CONTEXT = 'Mintlify preview'
/** The environment every preview's deployment goes to. */
export const PREVIEW_ENVIRONMENT = 'docs-preview'

/** What the post step needs to set a pending status to `error`. */
export interface SavedSurfaces {
  sha: string
  /** A pending commit status was (or was being) set. */
  commitStatus: boolean
  /** The deployment whose status is in progress, once known. */
  deploymentId?: number
  previewUrl?: string
  runUrl?: string
}

const httpsUrl = v.pipe(
  v.string(),
  v.check((value) => parseHttpsUrl(value) !== undefined),
)

const SavedSurfacesSchema = v.object({
  sha: v.pipe(
    v.string(),
    v.check((sha: string) => isCommitSha(sha)),
  ),
  commitStatus: v.boolean(),
  deploymentId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  previewUrl: v.optional(httpsUrl),
  runUrl: v.optional(httpsUrl),
})

/** What `commit-status` and `github-deployment` ask for. */
export interface SurfacesWanted {
  commitStatus: boolean
  githubDeployment: boolean
}

/** How the preview ended, as GitHub's surfaces show it. */
export interface SurfaceVerdict {
  state: Exclude<CommitStatusState, 'pending'>
  /** One short sentence (GitHub keeps 140 characters). */
  description: string
}

export interface PreviewSurfacesDeps {
  github: () => Promise<PreviewCallsApi>
  clock: Clock
  signal: AbortSignal
  /** Epoch ms (the `timeout` input): bounds every write but the last. */
  deadline: number
  log: Log
  /** The workflow run: the deployment's log, and the status's link while no preview URL is known. */
  runUrl: string
  /** Keeps what the post step needs; undefined once nothing is left to finish. */
  saveState: (saved: SavedSurfaces | undefined) => void
}

/** The surfaces asked for, named as their inputs ("`commit-status`"); undefined for none. */
export function surfacesAsked(wanted: SurfacesWanted): string | undefined {
  const named = [
    wanted.commitStatus ? '`commit-status`' : '',
    wanted.githubDeployment ? '`github-deployment`' : '',
  ].filter(Boolean)
  return named.length > 0 ? named.join(' and ') : undefined
}

type Surface = 'status' | 'deployment'

const ADVICE: Record<Surface, string> = {
  status: 'add `permissions: statuses: write` to the job, or set `commit-status: false`',
  deployment: 'add `permissions: deployments: write` to the job, or set `github-deployment: false`',
}

/** Bounds of one GitHub call, as callGitHub takes them (without `doing`). */
type Bounds = Omit<CallOptions, 'doing'>

export class PreviewSurfaces {
  private readonly deps: PreviewSurfacesDeps
  private readonly sha: string
  /** The surfaces still written: one is dropped after a refusal retrying cannot fix. */
  private readonly on = new Set<Surface>()
  private deploymentId: number | undefined
  private previewUrl: string | undefined

  /** `deploymentId`: the deployment an earlier step of this run created (the post step's). */
  constructor(
    wanted: SurfacesWanted,
    sha: string,
    deps: PreviewSurfacesDeps,
    deploymentId?: number,
  ) {
    this.deps = deps
    this.sha = sha
    this.deploymentId = deploymentId
    if (wanted.commitStatus) this.on.add('status')
    if (wanted.githubDeployment) this.on.add('deployment')
  }

  /** Pending: the commit status, and the deployment (found for this commit, or created). */
  async building(previewUrl: string | undefined): Promise<void> {
    this.previewUrl = previewUrl
    const bounds: Bounds = {
      clock: this.deps.clock,
      signal: this.deps.signal,
      deadline: this.deps.deadline,
      log: this.deps.log,
      timeoutMs: GITHUB_CALL_TIMEOUT_MS,
    }
    // Saved before anything leaves: a step killed while GitHub answers is still finished.
    this.save()
    await this.setStatus({ state: 'pending', description: 'The preview is building.' }, bounds)
    await this.ensureDeployment(bounds)
    this.save()
    await this.setDeploymentStatus('in_progress', 'The preview is building.', bounds)
  }

  /** The verdict: written last, within its own short bound (also after a cancellation). */
  async finish(verdict: SurfaceVerdict, previewUrl?: string): Promise<void> {
    this.previewUrl = previewUrl ?? this.previewUrl
    this.deps.saveState(undefined)
    const { clock } = this.deps
    const left = this.deps.deadline - clock.now()
    const timeoutMs = this.deps.signal.aborted
      ? LAST_WRITE_TIMEOUT_MS
      : Math.min(GITHUB_CALL_TIMEOUT_MS, Math.max(0, left) + LAST_WRITE_TIMEOUT_MS)
    // No signal: the last write is bounded by its own deadline alone, shared by its calls.
    const bounds: Bounds = {
      clock,
      log: this.deps.log,
      timeoutMs,
      deadline: clock.now() + timeoutMs,
      deadlineName: `the ${timeoutMs / 1000} s the last write has once the step is over`,
    }
    await this.setStatus(verdict, bounds)
    await this.ensureDeployment(bounds)
    await this.setDeploymentStatus(verdict.state, verdict.description, bounds)
  }

  private save(): void {
    // Nothing left to finish once every surface is off (refused): the post step has no work.
    if (this.on.size === 0) return this.deps.saveState(undefined)
    const saved: SavedSurfaces = {
      sha: this.sha,
      commitStatus: this.on.has('status'),
      ...(this.deploymentId ? { deploymentId: this.deploymentId } : {}),
      ...(this.previewUrl ? { previewUrl: this.previewUrl } : {}),
      ...(parseHttpsUrl(this.deps.runUrl) ? { runUrl: this.deps.runUrl } : {}),
    }
    this.deps.saveState(saved)
  }

  private async setStatus(
    status: { state: CommitStatusState; description: string },
    bounds: Bounds,
  ): Promise<void> {
    const targetUrl = this.previewUrl ?? (this.deps.runUrl || undefined)
    await this.attempt(
      'status',
      `Setting the commit status \`${COMMIT_STATUS_CONTEXT}\``,
      bounds,
      (github, signal) =>
        github.createCommitStatus(
          this.sha,
          { ...status, context: COMMIT_STATUS_CONTEXT, ...(targetUrl ? { targetUrl } : {}) },
          signal,
        ),
    )
  }

  /** This commit's deployment to the environment: a re-run finds the one the first run made. */
  private async ensureDeployment(bounds: Bounds): Promise<void> {
    if (this.deploymentId !== undefined) return
    this.deploymentId = await this.attempt(
      'deployment',
      `Finding the GitHub deployment of ${this.sha.slice(0, 7)}`,
      bounds,
      (github, signal) => github.findDeployment(this.sha, PREVIEW_ENVIRONMENT, signal),
    )
    if (this.deploymentId !== undefined || !this.on.has('deployment')) return
    this.deploymentId = await this.attempt(
      'deployment',
      `Creating a GitHub deployment to \`${PREVIEW_ENVIRONMENT}\``,
      // Not replay-safe: a create that may have landed is found by the next run's search.
      { ...bounds, replaySafe: false },
      (github, signal) =>
        github.createDeployment(this.sha, PREVIEW_ENVIRONMENT, 'Mintlify preview', signal),
    )
  }

  private async setDeploymentStatus(
    state: 'in_progress' | SurfaceVerdict['state'],
    description: string,
    bounds: Bounds,
  ): Promise<void> {
    const id = this.deploymentId
    if (id === undefined) return
    const environmentUrl = this.previewUrl
    const logUrl = this.deps.runUrl || undefined
    await this.attempt(
      'deployment',
      'Setting the GitHub deployment status',
      bounds,
      (github, signal) =>
        github.createDeploymentStatus(id, { state, description, environmentUrl, logUrl }, signal),
    )
  }

  /**
   * One call on `surface`, when it is still on. A failure is a warning: a refusal that retrying
   * cannot fix (no permission, no such commit) turns the surface off, once.
   */
  private async attempt<T>(
    surface: Surface,
    doing: string,
    bounds: Bounds,
    call: (github: PreviewCallsApi, signal: AbortSignal) => Promise<T>,
  ): Promise<T | undefined> {
    if (!this.on.has(surface)) return undefined
    try {
      const github = await this.deps.github()
      return await callGitHub((signal) => call(github, signal), { ...bounds, doing })
    } catch (error) {
      const failure = describeGitHubError(error, doing, this.deps.clock.now())
      const refused = ['forbidden', 'unauthorized', 'gone', 'invalid'].includes(failure.problem)
      if (refused) this.on.delete(surface)
      this.deps.log.warning(
        refused
          ? `${failure.message} The token may not do it: ${ADVICE[surface]}. The step goes on without it.`
          : `${failure.message} The step goes on without it.`,
      )
      return undefined
    }
  }
}

/** The saved state, or undefined when it is empty, garbled or of another version's shape. */
function readSurfacesState(saved: string): SavedSurfaces | undefined {
  return readSavedState<SavedSurfaces>(saved, SavedSurfacesSchema)
}

/**
 * The post step's part: the main step was killed while the preview built, so its commit status
 * and deployment still say pending: set them to `error`. Never throws.
 */
export async function finishLeftoverSurfaces(
  saved: string,
  deps: Pick<PreviewSurfacesDeps, 'github' | 'clock' | 'log'>,
): Promise<void> {
  const state = readSurfacesState(saved)
  if (!state) return
  const surfaces = new PreviewSurfaces(
    { commitStatus: state.commitStatus, githubDeployment: state.deploymentId !== undefined },
    state.sha,
    {
      ...deps,
      signal: AbortSignal.timeout(2 * GITHUB_CALL_TIMEOUT_MS),
      deadline: deps.clock.now() + GITHUB_CALL_TIMEOUT_MS,
      runUrl: state.runUrl ?? '',
      saveState: () => undefined,
    },
    state.deploymentId,
  )
  await surfaces.finish(
    {
      state: 'error',
      description: "The workflow run stopped before the preview's verdict.",
    },
    state.previewUrl,
  )
}
