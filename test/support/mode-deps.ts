/**
 * The parts of a mode's deps (src/shared/mode-contract.ts's ModeDeps) a unit test of a mode rarely looks
 * at, with inert values: a `workflow_dispatch` event, no proxy, no artifact link, no cap on requests, a
 * recorded log, and a GitHub client that fails when asked for.
 */
import { RequestBudget } from '../../src/shared/mintlify/budget.ts'
import { eventContext } from './github-events.ts'
import { recordingLog } from './recording-log.ts'

export function inertDeps() {
  return {
    context: eventContext({ name: 'workflow_dispatch', payload: {} }),
    github: () => Promise.reject(new Error('this test gives the mode no GitHub client')),
    log: recordingLog(),
    saveState: () => undefined,
    budget: new RequestBudget(Number.POSITIVE_INFINITY),
    proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
    artifactLink: undefined,
  }
}
