/**
 * `npm run build`: the whole of dist/ from src/. ncc bundles src/index.ts (the main step) into
 * dist/index.js and its chunks; src/post.ts (the post step's entry, one import of the bundle) is
 * transpiled beside it as dist/post.js. ncc runs from src/ so that src/tsconfig.json applies (it
 * maps every `undici` import in the bundle to src/api/undici.ts).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')

rmSync(dist, { recursive: true, force: true })
const ncc = spawnSync(
  join(root, 'node_modules', '.bin', 'ncc'),
  ['build', 'index.ts', '-o', dist, '--license', 'licenses.txt'],
  { cwd: join(root, 'src'), stdio: 'inherit' },
)
if (ncc.status !== 0) process.exit(ncc.status ?? 1)

const post = ts.transpileModule(readFileSync(join(root, 'src', 'post.ts'), 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
})
writeFileSync(join(dist, 'post.js'), post.outputText)
