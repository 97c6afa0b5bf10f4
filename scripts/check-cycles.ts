/**
 * Fails when the modules under src/ import each other in a cycle (type-only imports included:
 * they couple the files just the same). Uses TypeScript's own import scanner, so it needs no
 * extra dependency. Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '..', 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name))
}

/** Local imports of `file`, as absolute .ts paths (`./x.js` is the source `./x.ts`). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles
    .map((entry) => entry.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name.replace(/\.js$/, '.ts')))
}

const graph = new Map(sourceFiles(root).map((file) => [file, importsOf(file)]))
const state = new Map<string, 'visiting' | 'done'>()
const cycles: string[][] = []

function visit(file: string, path: string[]): void {
  if (state.get(file) === 'done') return
  if (state.get(file) === 'visiting') {
    cycles.push([...path.slice(path.indexOf(file)), file])
    return
  }
  state.set(file, 'visiting')
  for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...path, file])
  state.set(file, 'done')
}
for (const file of graph.keys()) visit(file, [])

if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`Import cycle: ${cycle.map((f) => relative(root, f)).join(' -> ')}`)
  }
  process.exit(1)
}
console.log(`No import cycle among the ${graph.size} modules of src/.`)
