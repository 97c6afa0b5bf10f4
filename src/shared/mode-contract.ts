/**
 * The mode contract: what a mode is to the step, its registry entry (`src/<mode>/entry.ts`,
 * listed in src/action/registry.ts), and the one dependency type it gets from the step. It sits
 * below the modes, beside the catalogue, so a mode imports nothing of the wiring (src/action/). Both are typed by the mode's row of the
 * catalogue: its reader is given a source of its own inputs only, its `setOutput` takes its own
 * outputs only, and a mode the catalogue gives a post step must have one.
 */
import type { ArtifactLinkContext } from './artifact.js'
import type { Clock } from './clock.js'
import type { GitHubClient } from './github/client.js'
import type { GitHubContext } from './github/context.js'
import type { CommonSettings, InputSource } from './inputs.js'
import type { RequestBudget } from './mintlify/budget.js'
import type { ProxySettings } from './mintlify/proxy.js'
import type { ApiClient } from './mintlify/request.js'
import type { Log, SetOutput } from './runner.js'
import { savedPart } from './saved-state.js'
import type { InputOf, Mode, OutputOf, PostMode } from './catalogue.js'

/** What a mode gets from the step, whichever it is: built once, by step.ts. */
export interface ModeDeps<M extends Mode, Api = unknown, Saved = never> {
  /** The Mintlify APIs the entry asked for (its `api`), over the step's one client. */
  api: Api
  /** The event and the run. */
  context: GitHubContext
  /** The GitHub client, acting with the entry's `githubToken`; Octokit loads on the first call. */
  github: () => Promise<GitHubClient>
  clock: Clock
  /** Epoch ms: the `timeout` input, shared with the API client. */
  deadline: number
  /** Cancellation (SIGINT/SIGTERM). */
  signal: AbortSignal
  /** The step's log: lines, groups, annotations and masking. */
  log: Log
  /** Written when a value changes, bounded in size. */
  setOutput: SetOutput<OutputOf<M>>
  /** Bounded to what GitHub shows, and never failing the step (a warning says so). */
  writeSummary: (markdown: string) => Promise<void>
  /** Keeps what the post step must finish; undefined once nothing is left (see saved-state.ts). */
  saveState: (saved: Saved | undefined) => void
  /** The requests the client may send (the entry's `requestLimit`; no cap without one). */
  budget: RequestBudget
  /** The proxy every client uses (a download too). */
  proxy: ProxySettings
  /** Where the run's artifacts are listed, when the runner says. */
  artifactLink: ArtifactLinkContext | undefined
}

/** What a post step gets: it finishes a comment, so GitHub, the clock and the log. */
export interface PostDeps {
  github: () => Promise<GitHubClient>
  clock: Clock
  log: Log
}

/**
 * One mode, as the registry holds it: `S` its settings, `Api` the Mintlify APIs it uses, `Saved`
 * what its main step keeps for its post step. Its catalogue facts are its row of the catalogue
 * (catalogue.ts, kept import-free so the start-up and the docs read them without loading a
 * mode); the rest is here.
 */
export type ModeEntry<M extends Mode, S extends { mode: M }, Api, Saved = never> = {
  readonly mode: M
  /** Its settings from its own inputs, before any request (InputError for bad input). */
  readonly read: (source: InputSource<InputOf<M>>, common: CommonSettings, now: Date) => S
  /** The Mintlify APIs it uses (src/shared/mintlify/, one file each), over the step's client. */
  readonly api: (client: ApiClient) => Api
  /** Runs the mode to its outcome; its code is loaded here, with `await import()`. */
  readonly run: (settings: S, deps: ModeDeps<M, Api, Saved>) => Promise<Outcome>
  /** An empty `api-key` is the mode's to judge (preview mode on a fork's pull request). */
  readonly apiKeyOptional?: boolean
  /** The most requests the client may send, retries included; no cap when absent. */
  readonly requestLimit?: (settings: S) => number
  /** The token the GitHub client acts with; none when absent (the mode never calls GitHub). */
  readonly githubToken?: (settings: S) => string
} & (M extends PostMode
  ? {
      /**
       * The post step: finishes what the main step left, from `saved` (its `saveState`, as
       * JSON). Never throws: a problem is a warning, the post step must not fail the job.
       */
      readonly post: (saved: string, deps: PostDeps) => Promise<void>
    }
  : { readonly post?: never })

// How a mode's run ended, in one shape for every mode: main.ts ends the step from it (a failure
// fails the step with the sentence; a warning or notice is an annotation), and the mode shows the
// same sentence in its summary and comments.

/** What the step reports at its end: a notice, a warning, or a failure of the step. */
export type Level = 'notice' | 'warning' | 'failure'

export interface Outcome<State extends string = string> {
  /** The mode's word for where things ended (a job's `completed`, a preview's `ready`, ...). */
  state: State
  level: Level
  /** One sentence on how the run ended, for the log, the summary and the step's failure. */
  sentence: string
}

/**
 * The post step of a mode that keeps a comment and its preview's surfaces on GitHub (agent,
 * preview): the comment's part finished by the mode's own `finishComment`, then the surfaces'
 * part (commit status, deployment); each module loaded only when its part is there.
 */
export function commentAndSurfacesPost(
  finishComment: () => Promise<(saved: string, deps: PostDeps) => Promise<void>>,
): (saved: string, deps: PostDeps) => Promise<void> {
  return async (saved, deps) => {
    const comment = savedPart(saved, 'comment')
    if (comment) await (await finishComment())(comment, deps)
    const surfaces = savedPart(saved, 'surfaces')
    if (!surfaces) return
    const { finishLeftoverSurfaces } = await import('./github/preview-surfaces.js')
    await finishLeftoverSurfaces(surfaces, deps)
  }
}

/** A mode's run whose code `load` brings in with `await import()`, only when it runs. */
export function runLoaded<S, D>(
  load: () => Promise<(settings: S, deps: D) => Promise<Outcome>>,
): (settings: S, deps: D) => Promise<Outcome> {
  return async (settings, deps) => (await load())(settings, deps)
}
