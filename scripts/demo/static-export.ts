/**
 * The demo's static export scene: the docs exported, the bundle downloaded, verified and
 * extracted, ready for GitHub Pages: its files, and the step summary, whole.
 */
import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { asRead, bold, indent, printOutputs, tidy } from '../offline/view.ts'
import type { DemoPart } from './part.ts'

export const staticExportForPages: DemoPart = {
  mode: 'static-export',
  title: 'A static export of the docs, verified and extracted, ready for GitHub Pages',
  async run({ world, print, step }) {
    const result = await step({
      inputs: {
        ...world.common,
        domain: 'docs.example.com',
        'docs-version': '2026-11',
        'poll-interval': '300ms',
      },
    })
    printOutputs(print, result, [
      'export-id',
      'status',
      'page-count',
      'bundle-path',
      'bundle-size',
      'bundle-sha256',
      'site-dir',
      'artifact-url',
    ])
    const siteDir = result.outputs['site-dir']
    if (siteDir) {
      print(bold(`The site (${tidy(siteDir)}), also in the artifact`))
      const entries = await readdir(siteDir, { recursive: true, withFileTypes: true })
      for (const entry of entries.filter((e) => e.isFile())) {
        print(`  ${relative(siteDir, join(entry.parentPath, entry.name))}`)
      }
    }
    print(bold('\nThe step summary, as it reads'))
    print(indent(tidy(asRead(result.summary))))
  },
}
