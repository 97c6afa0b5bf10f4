/**
 * The last part of `npm run build`: writes the entries beside the bundle ncc built from
 * src/index.ts. Each is one import of that bundle; which step and mode run is known from the file
 * the runner started (see src/index.ts):
 * - dist/post.js, the post step's entry (action.yml `runs.post`), from src/post.ts;
 * - dist/<mode>.js for each mode of the catalogue, the entry of its sub-action
 *   (`<mode>/action.yml` `runs.main: ../dist/<mode>.js`).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { MODES } from '../src/shared/catalogue.ts'

const root = join(import.meta.dirname, '..')
const post = ts.transpileModule(readFileSync(join(root, 'src', 'post.ts'), 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
})
writeFileSync(join(root, 'dist', 'post.js'), post.outputText)
for (const mode of MODES) {
  writeFileSync(
    join(root, 'dist', `${mode}.js`),
    `// The ${mode}/ sub-action's entry: the bundle, started from this file, runs ${mode} mode (see index.ts).\nimport './index.js'\n`,
  )
}
