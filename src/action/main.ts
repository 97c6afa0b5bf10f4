import { readGitHubContext } from '../shared/github/context.js'
import { lazyGitHub } from '../shared/github/client.js'
import { Cancellation } from './cancellation.js'
import { MODES, type Mode } from '../shared/catalogue.js'
import { systemClock, type Clock } from '../shared/clock.js'
import type { Outcome } from '../shared/mode-contract.js'
import { entryOf } from './registry.js'
import { actionsRunner, type Runner } from './runner.js'
import { isPostMode, savedState } from '../shared/saved-state.js'
import { runStep, type StepHost } from './step.js'
import { errorMessage } from '../shared/text.js'

/** The main step as the runner starts it; `fixedMode` when started from a sub-action's entry. */
export async function run(fixedMode?: Mode): Promise<void> {
  const runner = actionsRunner()
  const cancellation = new Cancellation(runner)
  try {
    await mainStep({ runner, clock: systemClock, signal: cancellation.signal }, fixedMode)
  } finally {
    cancellation.dispose()
  }
}

/**
 * The action: the step (step.ts) run with what the runner hands it, then ended from its
 * outcome. The one place that ends a step; everything below gets what it needs as arguments.
 */
export async function mainStep(host: StepHost, fixedMode?: Mode): Promise<void> {
  const { runner } = host
  // Masked before anything else, so no later log line can carry it.
  maskInputs(runner, ['api-key', 'github-token'])
  try {
    endStep(await runStep(host, fixedMode), runner)
  } catch (error) {
    runner.setFailed(errorMessage(error))
  }
}

/** The one way a step ends: a failure fails it with the sentence; the rest are annotations. */
function endStep(outcome: Outcome, runner: Runner): void {
  if (outcome.level === 'failure') runner.setFailed(outcome.sentence)
  else if (outcome.level === 'warning') runner.warning(outcome.sentence)
  else runner.notice(outcome.sentence)
}

/** The post step as the runner starts it. */
export async function runPost(): Promise<void> {
  await postStep(actionsRunner(), systemClock)
}

/**
 * The post step: each mode with one finishes what its main step left unfinished (it was
 * cancelled, killed or timed out), such as a comment still saying "working" or "building".
 * Never fails the job; does nothing when nothing is left. Tests hand in their own runner, as
 * they do to `mainStep`.
 */
export async function postStep(runner: Runner, clock: Clock): Promise<void> {
  // The post step sees the same inputs: mask the key here too, before anything else.
  maskInputs(runner, ['api-key'])
  try {
    const left = MODES.filter(isPostMode)
      .map((mode) => ({ mode, saved: savedState(runner, mode) }))
      .filter(({ saved }) => saved !== '')
    if (left.length === 0) return
    maskInputs(runner, ['github-token'])
    const { context } = readGitHubContext(runner.env)
    const deps = {
      github: lazyGitHub({
        token: runner.input('github-token'),
        apiUrl: context.apiUrl,
        owner: context.owner,
        repo: context.repo,
        log: runner,
      }),
      clock,
      log: runner,
    }
    // Each entry loads its post step's code only here.
    for (const { mode, saved } of left) await entryOf(mode).post?.(saved, deps)
  } catch (error) {
    runner.warning(
      `The post step could not finish the comment left by the main step: ${errorMessage(error)}`,
    )
  }
}

/** Masks the values of the inputs `names` that are set, in every later line of the log. */
function maskInputs(runner: Runner, names: string[]): void {
  for (const name of names) {
    const value = runner.input(name)
    if (value) runner.setSecret(value)
  }
}
