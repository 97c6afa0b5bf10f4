/**
 * The house rules ESLint cannot see (CONTRIBUTING.md, "Tests"): a file of `src/` over 150 lines
 * holds enough logic to be tested on its own, so some unit test imports it. Each failure names
 * the file and the test to write.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/run-action.ts'

/** A file of `src/` longer than this needs a unit test that imports it. */
const NEEDS_A_UNIT_TEST = 150

/** Every `.ts` file below `dir`, relative to the repository. */
function typescriptFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return typescriptFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

const lineCount = (text: string): number =>
  text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

/**
 * Static imports (`import ... from '…'`, `import '…'`) but type-only ones, which test nothing,
 * and dynamic `import('…')`: a string that spans no quote, so one statement is read at a time.
 */
const STATIC_IMPORT = /(?:^|\n)\s*import\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]/g
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g

/** The repository files a test file imports by a relative path (`.js` read as its `.ts`). */
function relativeImports(file: string, text: string): string[] {
  const specifiers = [
    ...[...text.matchAll(STATIC_IMPORT)].filter((m) => !m[1]).map((m) => m[2] ?? ''),
    ...[...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? ''),
  ]
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) =>
      relative(repoRoot, resolve(repoRoot, dirname(file), specifier)).replace(/\.js$/, '.ts'),
    )
}

describe('a file of src/ over 150 lines', () => {
  it('is imported by a unit test (test/unit/<its path>.test.ts)', () => {
    const imported = new Set(
      typescriptFiles('test/unit').flatMap((file) =>
        relativeImports(file, readFileSync(join(repoRoot, file), 'utf8')),
      ),
    )
    const large = typescriptFiles('src')
      .map((file) => ({ file, lines: lineCount(readFileSync(join(repoRoot, file), 'utf8')) }))
      .filter(({ lines }) => lines > NEEDS_A_UNIT_TEST)
    expect(large.length, 'the files of src/ over 150 lines, as read here').toBeGreaterThan(0)
    const untested = large
      .filter(({ file }) => !imported.has(file))
      .map(
        ({ file, lines }) =>
          `${file} (${lines} lines): no unit test imports it; write ${file.replace(/^src\//, 'test/unit/').replace(/\.ts$/, '.test.ts')}`,
      )
    expect(untested, 'files of src/ over 150 lines that no unit test imports').toEqual([])
  })

  it('counts an import only when it brings code: not `import type`', () => {
    const test = 'test/unit/shared/example.test.ts'
    const text = [
      "import type { Clock } from '../../../src/shared/clock.ts'",
      "import {\n  poll,\n  type PollOptions,\n} from '../../../src/shared/poll.js'",
      "import '../../support/workflow-commands.ts'",
      "import { expect } from 'vitest'",
      "const later = await import('../../../src/shared/markdown.ts')",
    ].join('\n')
    expect(relativeImports(test, text)).toEqual([
      'src/shared/poll.ts',
      'test/support/workflow-commands.ts',
      'src/shared/markdown.ts',
    ])
  })
})
