/**
 * Set up for every test file (vitest.config.ts `setupFiles`). In-process tests run code that logs
 * through `@actions/core`, which writes workflow commands (`::debug::`, `::add-mask::`,
 * `::warning::`, `::error::`) to stdout; on GitHub's CI they would become masks and annotations
 * of this repository's own run. They are held back here, and shown (made inert) for a failed test.
 */
import { beforeEach } from 'vitest'

const write = process.stdout.write.bind(process.stdout)
let held: string[] = []

process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
  if (typeof chunk === 'string' && chunk.startsWith('::')) {
    held.push(chunk)
    return true
  }
  return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
}) as typeof process.stdout.write

beforeEach((context) => {
  held = []
  context.onTestFailed(() => {
    // Not at the start of a line: no longer a workflow command.
    for (const line of held) write(`[workflow command held back] ${line}`)
  })
})
