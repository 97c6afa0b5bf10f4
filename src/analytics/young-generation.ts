/**
 * A bound on V8's young generation for a long export. V8 starts the young generation small and
 * doubles it whenever the bytes that survived its collections since the last doubling exceed its
 * size. Every collection during an export finds the page in flight alive (a few hundred kB), so
 * those bytes add up with every page, whatever the size of the page: a million rows took it to
 * its maximum, two 64 MiB semi-spaces, about a hundred MiB of resident memory that a 10,000-row
 * export never needs; held at 16 MiB, a million-row export spends about 1% more of its time
 * collecting (measured: 0.35 s of garbage collection in 7 s instead of 0.25 s).
 *
 * Once it has reached `limitBytes` (the two semi-spaces together), V8 is told to stop growing it
 * (`--semi-space-growth-factor=1`). The flag is read each time V8 would grow the space, so setting
 * it while the process runs takes effect (the maximum size, `--max-semi-space-size`, is fixed when
 * the heap is set up and cannot be changed from inside the process). While V8 marks the old
 * generation it still lets the young one grow a page at a time, and gives that back when the
 * marking ends. test/unit/analytics/young-generation.test.ts checks that the bound still holds on
 * the Node this runs on.
 */
import v8 from 'node:v8'

/** Two 8 MiB semi-spaces: about what a 10,000-row export reaches by itself. */
const YOUNG_GENERATION_LIMIT = 16 * 1024 * 1024

let held = false

/** The young generation's size now (both semi-spaces), in bytes. */
export function youngGenerationSize(): number {
  const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')
  return space?.space_size ?? 0
}

/**
 * Called between pages: once the young generation has reached `limitBytes`, it grows no more for
 * the rest of the process. Cheap until then (one look at the heap's spaces), free after.
 */
export function holdYoungGeneration(limitBytes = YOUNG_GENERATION_LIMIT): void {
  if (held || youngGenerationSize() < limitBytes) return
  v8.setFlagsFromString('--semi-space-growth-factor=1')
  held = true
}
