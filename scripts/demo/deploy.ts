/** The demo's deploy scene: after the merge, CI deploys the docs and waits for the verdict. */
import { printOutputs } from '../offline/view.ts'
import type { DemoPart } from './part.ts'

export const deployAfterMerge: DemoPart = {
  mode: 'deploy',
  title: 'After the merge, CI deploys the docs and waits for the verdict',
  async run({ world, print, step }) {
    const result = await step({ inputs: { ...world.common, 'poll-interval': '300ms' } })
    printOutputs(print, result, ['status', 'status-id', 'subdomain', 'commit-sha'])
  },
}
