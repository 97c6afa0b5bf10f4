/**
 * The last part of `npm run build`: writes dist/post.js, the post step's entry (action.yml
 * `runs.post`), from src/post.ts, beside the bundle ncc built from src/index.ts. It is one import
 * of that bundle: which step runs is known from the file the runner started (see src/index.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const root = join(import.meta.dirname, '..')
const post = ts.transpileModule(readFileSync(join(root, 'src', 'post.ts'), 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
})
writeFileSync(join(root, 'dist', 'post.js'), post.outputText)
