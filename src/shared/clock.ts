/** Time as a dependency, so tests and benchmarks can drive it without real waiting. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  /**
   * Calls `fire` once after `ms`, unless the returned function cancels it first. It never keeps
   * the process alive: a step that ended is not held open by a timer it forgot.
   */
  timer(ms: number, fire: () => void): () => void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason as Error)
        return
      }
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(signal?.reason as Error)
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      signal?.addEventListener('abort', onAbort, { once: true })
    }),
  timer: (ms, fire) => {
    const timer = setTimeout(fire, ms).unref()
    return () => clearTimeout(timer)
  },
}
