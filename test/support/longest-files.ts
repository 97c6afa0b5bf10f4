/**
 * The files that take longest, from the repository's root, longest first: sequencer.ts starts
 * them first. Apart from the sequencer so that its test reads the list without loading
 * `vitest/node` (about half a second of a worker's CPU).
 */
export const LONGEST_FILES: readonly string[] = [
  'test/e2e/analytics-history/nights-branch.test.ts',
  'test/e2e/analytics-history/nights-postgres.test.ts',
  'test/e2e/analytics-history/parquet.test.ts',
  'test/e2e/analytics-history/postgres.test.ts',
  'test/e2e/preview/link-check.test.ts',
  'test/e2e/static-export/bounds.test.ts',
  'test/e2e/faults/github.test.ts',
  'test/unit/rendering.test.ts',
]
