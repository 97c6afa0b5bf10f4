/**
 * `npm run try -- <mode or workflow file> [input=value ...] [--keep]`: try a step before you have
 * a key. Runs a mode with the `with:` values given, or the steps of a workflow file (a copy of
 * one in examples/) that use the action, with their `with:` as written, against the API
 * simulator, a fake of GitHub's API and one of the artifact service, all on loopback, and prints
 * the summary, the comments and the outputs a real run would leave (scripts/offline/). Secrets
 * and variables get the simulator's stand-ins; a key given is not used and is sent nowhere.
 */
import { planTrial, USAGE, UsageError, type TrialPlan } from './offline/trial-plan.ts'
import { runTrial } from './offline/trial-run.ts'

const args = process.argv.slice(2)
let plan: TrialPlan | undefined
try {
  if (args.includes('--help') || args.includes('-h')) console.log(USAGE)
  else plan = planTrial(args)
} catch (error) {
  if (!(error instanceof UsageError)) throw error
  console.error(error.message)
  process.exitCode = 2
}
if (plan) process.exitCode = await runTrial(plan, (line) => console.log(line))
