/**
 * The order test files start in (vitest.config.ts `sequence.sequencer`): the longest first, so no
 * file of half a minute starts last and holds the run open on one core while the other idles.
 * Vitest orders by the durations of the last run it remembers, and without them (a fresh clone,
 * CI) by file size, largest first, which put the two 45-night files, a few lines each, last.
 * `LONGEST_FILES` (CONTRIBUTING's "The suite's time" names them, with what they cost) go first,
 * in its order; every other file keeps vitest's order after them.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { LONGEST_FILES } from './longest-files.ts'

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const at = LONGEST_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`))
      return at < 0 ? LONGEST_FILES.length : at
    }
    // Array.prototype.sort is stable: vitest's order stands among the rest.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}
