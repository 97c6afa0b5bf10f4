/**
 * The log of in-process tests: stdout is silenced for each test of the calling file and what
 * `@actions/core` wrote is kept, so a test reads its annotations as a runner would show them.
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

export function captureStdout() {
  let stdout: MockInstance<typeof process.stdout.write> | undefined
  beforeEach(() => {
    stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  })
  afterEach(() => stdout?.mockRestore())
  const written = (): string[] => (stdout?.mock.calls ?? []).map((call) => String(call[0]))
  return {
    /** The messages of the `::notice::`, `::warning::` or `::error::` lines written so far. */
    annotations: (kind: 'notice' | 'warning' | 'error'): string[] =>
      written()
        .filter((line) => line.startsWith(`::${kind}::`))
        .map((line) => line.slice(kind.length + 4).trim()),
  }
}
