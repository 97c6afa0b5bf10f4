import type { Clock } from '../../src/shared/clock.ts'

/**
 * A clock whose sleeps return at once, moving time forward: tests of waiting without waiting.
 * A timer fires, at its own time, during the sleep that moves time past it.
 */
export class FakeClock implements Clock {
  time: number
  readonly sleeps: number[] = []
  /** The timers set and not yet fired or cancelled, in the order they were set. */
  readonly timers: { due: number; fire: () => void }[] = []

  constructor(start = Date.parse('2026-11-21T10:00:00Z')) {
    this.time = start
  }

  now(): number {
    return this.time
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw signal.reason
    this.sleeps.push(ms)
    const until = this.time + ms
    for (let next = this.#dueBy(until); next; next = this.#dueBy(until)) {
      this.timers.splice(this.timers.indexOf(next), 1)
      this.time = Math.max(this.time, next.due)
      next.fire()
    }
    this.time = until
  }

  timer(ms: number, fire: () => void): () => void {
    const timer = { due: this.time + ms, fire }
    this.timers.push(timer)
    return () => {
      const at = this.timers.indexOf(timer)
      if (at >= 0) this.timers.splice(at, 1)
    }
  }

  /** The first timer due by `until`: the earliest, the first set among equals. */
  #dueBy(until: number): { due: number; fire: () => void } | undefined {
    let first: { due: number; fire: () => void } | undefined
    for (const timer of this.timers)
      if (timer.due <= until && (!first || timer.due < first.due)) first = timer
    return first
  }
}
