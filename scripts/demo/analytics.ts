/**
 * The demo's analytics scene: last month's docs analytics, every dataset, compared with the month
 * before: the files in the artifact, and the digest (report.md, also the step summary), whole.
 */
import { readFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { asRead, bold, indent, printOutputs, tidy } from '../offline/view.ts'
import type { DemoPart } from './part.ts'

export const monthlyAnalytics: DemoPart = {
  mode: 'analytics',
  title: "Last month's docs analytics, compared with the month before, with a digest",
  async run({ world, print, step }) {
    const result = await step({
      inputs: {
        ...world.common,
        period: 'previous-month',
        datasets: 'all',
        compare: 'previous',
        format: 'json,csv',
      },
    })
    printOutputs(print, result, [
      'date-from',
      'date-to',
      'previous-date-from',
      'previous-date-to',
      'requests',
      'rows',
      'total',
      'total-previous',
      'total-change',
      'visitors',
      'artifact-url',
    ])
    print(bold(`Files (${tidy(dirname(result.outputs.report ?? ''))}), also in the artifact`))
    for (const file of JSON.parse(result.outputs.files ?? '[]') as string[]) {
      const bytes = (await readFile(file)).length
      print(`  ${basename(file).padEnd(44)} ${String(bytes).padStart(8)} bytes`)
    }
    print(bold('\nThe digest (report.md, also the step summary), as it reads'))
    print(indent(tidy(asRead(result.summary))))
  },
}
