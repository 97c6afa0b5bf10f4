/**
 * The files that start first (sequencer.ts, longest-files.ts) are the ones CONTRIBUTING.md's "The suite's time"
 * names, in the same order: a file that grows past them is added to both.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './run-action.ts'
import { LONGEST_FILES } from './longest-files.ts'

describe('the longest files', () => {
  it("are CONTRIBUTING's table of the slowest files, in its order", () => {
    const guide = readFileSync(join(repoRoot, 'CONTRIBUTING.md'), 'utf8')
    const section = guide.split("### The suite's time")[1]?.split('\n### ')[0] ?? ''
    const named = [...section.matchAll(/^\| `([\w/-]+)` /gm)].map(([, file]) => file)
    expect(named.map((file) => `test/${file}.test.ts`)).toEqual(LONGEST_FILES)
  })
})
