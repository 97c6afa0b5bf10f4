/**
 * `npm run build`: dist/ from src/ with ncc (`npm run bundle`), then the entries beside it (scripts/entries.ts), then
 * a fingerprint of everything the build read (dist/build-inputs.sha256).
 *
 * `--if-stale` (what `npm test` runs first) builds only when that fingerprint differs from the
 * sources': rebuilding an unchanged bundle costs half a minute of two cores on every test run.
 * CI still builds from scratch and fails when dist/ differs from what is committed (.ci/run).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
const stampPath = join(root, 'dist', 'build-inputs.sha256')

/** Every file the bundle is built from, relative to the root, sorted. */
function buildInputs(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? walk(path) : [relative(root, path)]
    })
  const files = [
    ...walk(join(root, 'src')),
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'scripts/build.ts',
    'scripts/entries.ts',
  ]
  return files.sort()
}

function fingerprint(): string {
  const hash = createHash('sha256')
  for (const file of buildInputs()) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  return `${hash.digest('hex')}\n`
}

const wanted = fingerprint()
if (process.argv.includes('--if-stale') && existsSync(stampPath)) {
  if (readFileSync(stampPath, 'utf8') === wanted) {
    console.log('dist/ is built from the current sources: not rebuilt (`npm run build` forces it).')
    process.exit(0)
  }
}
// `npm run bundle`: ncc from src/, so that src/tsconfig.json's `paths` apply (see the comment there).
execFileSync('npm', ['run', '--silent', 'bundle'], { cwd: root, stdio: 'inherit' })
execFileSync(process.execPath, [join(root, 'scripts', 'entries.ts')], { stdio: 'inherit' })
writeFileSync(stampPath, wanted)
