/**
 * A bound on the garbage V8 lets the old generation hold during a sync. A sync keeps about 15 MB
 * alive, but each day's rows live until the day is stored, so they outlive the young generation
 * and die old; V8 lets a small, quickly collected old generation grow to as much as four times
 * what it kept before collecting it again, so a hundred days built up about 45 MB of garbage
 * between full collections, and a million-row sync peaked at 1.5x the resident memory of one
 * day. Told to grow by half at most (`--heap-growing-percent=50`; V8 keeps a minimum step of its
 * own, about 12 MB here), V8 collects every four days of 10,000 rows instead of every twenty: the
 * same sync peaks at about 1.15x, for about half a second more of collecting on the main thread
 * (the process's CPU, helper threads included, grew by about a tenth: 9.1 s to 10.3 s).
 *
 * Like the young generation's bound (../young-generation.ts), the flag is read each time V8 sets
 * the old generation's next limit (after every full collection), so setting it while the process
 * runs takes effect; test/unit/analytics/history/old-generation.test.ts checks that it still does
 * on the Node this runs on. The mode sets it once, before a sync into a Parquet folder, for the
 * rest of the process. A sync into Postgres is left alone: the same bound took its 1M-row peak
 * from about 165 to 125 MiB, but the extra collections cost its backfill about a tenth more wall
 * time, most of the margin of its target against COPY (bench/RESULTS.md), and it has no memory
 * target.
 */
import v8 from 'node:v8'

/** The most V8 lets the old generation grow past what it kept, in percent. */
const OLD_GENERATION_GROWTH_PERCENT = 50

export function boundOldGenerationGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`)
}
