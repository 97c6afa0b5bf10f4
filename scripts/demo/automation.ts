/** The demo's automation scene: after a release, an automation runs now and its job is followed. */
import { printOutputs } from '../offline/view.ts'
import type { DemoPart } from './part.ts'

export const automationAfterRelease: DemoPart = {
  mode: 'automation',
  title: 'After the release, an automation runs now and its job is followed',
  async run({ world, print, step }) {
    const result = await step({
      inputs: { ...world.common, 'automation-id': 'auto-docs-sync', 'poll-interval': '300ms' },
    })
    printOutputs(print, result, ['instance-id', 'job-id', 'status', 'pr-link'])
  },
}
