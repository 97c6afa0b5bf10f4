/**
 * The export streams: it finishes under a heap far smaller than its rows, where the same export
 * that also keeps every served row runs out of heap (peak RSS grows with the work anyway, since V8
 * lets the heap grow before it collects, so only a capped heap shows that rows are not kept).
 * Runs src/ directly under Node 24's type stripping.
 *
 * Default: 100,000 rows under a 12 MB old space (about half a second each): kept, they would need
 * more than twice that heap (the control dies before it has kept 40,000 of them), and the
 * streaming export holds there as it does with more rows; more rows would only cost more time.
 * ANALYTICS_MEMORY_MILLION=1 adds the full-size check: a million rows under 48 MB.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const here = path.dirname(fileURLToPath(import.meta.url))
const hooks = path.join(here, '..', '..', 'support', 'ts-hooks.mjs')
const script = path.join(here, 'memory', 'export-rows.ts')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'memory-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function exportUnderHeap(
  rows: number,
  heapMb: number,
  formats: string,
  keep = false,
): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  const args = [
    `--max-old-space-size=${heapMb}`,
    '--max-semi-space-size=4',
    '--import',
    hooks,
    script,
    String(rows),
    dir,
    formats,
    ...(keep ? ['keep'] : []),
  ]
  try {
    const { stdout, stderr } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 })
    return { ok: true, stdout, stderr }
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string }
    return { ok: false, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }
  }
}

async function expectStreamed(rows: number, heapMb: number): Promise<void> {
  const { ok, stdout, stderr } = await exportUnderHeap(rows, heapMb, 'json,csv,ndjson')
  expect(stderr).not.toMatch(/out of memory/)
  expect(ok).toBe(true)
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT '))
  const result = JSON.parse(line?.slice('RESULT '.length) ?? '{}') as {
    rows: number
    requests: number
    warnings: string[]
    files: string[]
  }
  expect(result.rows).toBe(rows)
  expect(result.requests).toBe(Math.ceil(rows / 250))
  expect(result.warnings).toEqual([])
  expect((await readdir(dir)).sort()).toEqual([
    'page-views-2026-01-01-2026-02-01.csv',
    'page-views-2026-01-01-2026-02-01.json',
    'page-views-2026-01-01-2026-02-01.ndjson',
  ])
  const ndjson = await readFile(path.join(dir, 'page-views-2026-01-01-2026-02-01.ndjson'), 'utf8')
  expect(ndjson.split('\n').length - 1).toBe(rows)
}

describe('memory stays flat', () => {
  it('exports 100,000 rows in three formats under a 12 MB heap', async () => {
    await expectStreamed(100_000, 12)
  }, 60_000)

  it('control: the same export that keeps every row runs out of that heap', async () => {
    const { ok, stderr } = await exportUnderHeap(100_000, 12, 'ndjson', true)
    expect(ok).toBe(false)
    expect(stderr).toMatch(/heap out of memory/)
    // Killed mid-export: only hidden partial files remain, nothing that looks complete.
    for (const name of await readdir(dir)) expect(name).toMatch(/^\.page-views-.*\.partial$/)
  }, 60_000)

  it.runIf(process.env.ANALYTICS_MEMORY_MILLION === '1')(
    'exports a million rows under a 48 MB heap',
    async () => {
      await expectStreamed(1_000_000, 48)
    },
    300_000,
  )
})
