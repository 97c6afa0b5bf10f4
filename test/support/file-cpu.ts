/**
 * Each test file's CPU within a whole run, for CONTRIBUTING's "The suite's time": loaded by
 * vitest.config.ts only when `TEST_CPU_LOG` names a file, it appends one line per test file:
 * CPU seconds in total, the worker's own, its reaped children's (spawned bundles), the file's
 * wall seconds, and its path. Linux only (/proc/self/stat, in clock ticks of 1/100 s).
 */
import { appendFileSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'

interface Ticks {
  own: number
  children: number
}

function ticks(): Ticks {
  // The fields after the command's closing parenthesis: utime, stime, cutime, cstime are 12-15.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? []
  const field = (i: number): number => Number(fields[i] ?? 0)
  return { own: field(11) + field(12), children: field(13) + field(14) }
}

let start: Ticks = { own: 0, children: 0 }
let startedAt = 0

beforeAll(() => {
  start = ticks()
  startedAt = performance.now()
})

afterAll(() => {
  const end = ticks()
  const own = (end.own - start.own) / 100
  const children = (end.children - start.children) / 100
  const wall = (performance.now() - startedAt) / 1000
  const file = relative(process.cwd(), expect.getState().testPath ?? '')
  const line = [own + children, own, children, wall].map((s) => s.toFixed(1)).join('\t')
  appendFileSync(process.env.TEST_CPU_LOG ?? '', `${line}\t${file}\n`)
})
