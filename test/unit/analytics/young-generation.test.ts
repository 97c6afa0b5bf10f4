/**
 * The bound on V8's young generation (src/analytics/young-generation.ts) works by setting a V8
 * flag while the process runs, which V8 does not promise to honour: this checks that the Node
 * the action runs on does. Each case runs in a child process of its own (the flag would hold
 * for the rest of this worker), with a load that makes V8 grow the young generation: a page's
 * worth of objects alive at every collection, and plenty of garbage.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { youngGenerationSize } from '../../../src/analytics/young-generation.ts'

const run = promisify(execFile)
const here = path.dirname(fileURLToPath(import.meta.url))
const moduleUrl = pathToFileURL(
  path.join(here, '..', '..', '..', 'src', 'analytics', 'young-generation.ts'),
).href
const MiB = 1024 * 1024

/** The largest young generation (bytes) the load reached, held at `limitMiB` or not at all. */
async function largestYoungGeneration(limitMiB: number | undefined): Promise<number> {
  const script = `
    import { holdYoungGeneration, youngGenerationSize } from ${JSON.stringify(moduleUrl)}
    let largest = 0
    let page = []
    for (let i = 0; i < 4_000_000; i++) {
      page.push({ path: '/docs/page-' + i, total: i })
      if (page.length === 2_000) {
        page = []
        ${limitMiB === undefined ? '' : `holdYoungGeneration(${limitMiB * MiB})`}
        largest = Math.max(largest, youngGenerationSize())
      }
    }
    process.stdout.write(String(largest))
  `
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script])
  return Number(stdout)
}

describe('holdYoungGeneration', () => {
  it('reads the size of the young generation', () => {
    expect(youngGenerationSize()).toBeGreaterThan(0)
  })

  it('stops V8 growing the young generation once it has reached the limit', async () => {
    const [free, held] = await Promise.all([
      largestYoungGeneration(undefined),
      largestYoungGeneration(4),
    ])
    // Left alone, V8 grows it far past the limit under this load; held, it stays there (V8
    // counts a page more than the semi-spaces, so "there" is a little over 4 MiB, not 8).
    expect(free).toBeGreaterThanOrEqual(16 * MiB)
    expect(held).toBeLessThan(8 * MiB)
  }, 60_000)
})
