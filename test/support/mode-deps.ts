/**
 * The parts of a mode's deps (src/action/entry.ts's ModeDeps) a unit test of a mode rarely looks
 * at, with inert values: an event of no kind, no proxy, no artifact link, no cap on requests, a
 * recorded log, and a GitHub client that fails when asked for.
 */
import type { GitHubContext } from '../../src/shared/github/context.ts'
import { RequestBudget } from '../../src/shared/mintlify/budget.ts'
import { recordingLog } from './recording-log.ts'

/** A workflow run as a `workflow_dispatch` with an empty payload would have it. */
const NO_EVENT: GitHubContext = {
  eventName: 'workflow_dispatch',
  payload: {},
  owner: 'acme',
  repo: 'docs',
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  runId: '1',
  runAttempt: 1,
  runUrl: 'https://github.com/acme/docs/actions/runs/1/attempts/1',
}

export function inertDeps() {
  return {
    context: NO_EVENT,
    github: () => Promise.reject(new Error('this test gives the mode no GitHub client')),
    log: recordingLog(),
    saveState: () => undefined,
    budget: new RequestBudget(Number.POSITIVE_INFINITY),
    proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
    artifactLink: undefined,
  }
}
