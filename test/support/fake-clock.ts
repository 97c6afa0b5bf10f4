import type { Clock } from '../../src/shared/clock.ts'

/** A clock whose sleeps return at once, moving time forward: tests of waiting without waiting. */
export class FakeClock implements Clock {
  time: number
  readonly sleeps: number[] = []

  constructor(start = Date.parse('2026-11-21T10:00:00Z')) {
    this.time = start
  }

  now(): number {
    return this.time
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw signal.reason
    this.sleeps.push(ms)
    this.time += ms
  }
}
