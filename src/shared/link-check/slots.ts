/**
 * Who may send a request now: at most `perHost` at a time to one host, and `total` at a time in
 * all; on each host, pages before links (a page's links are only known once it is read, so
 * reading the pages first keeps every slot busy). A wait ends when its signal fires.
 */
export type Priority = 'page' | 'link'

type Queues = Record<Priority, (() => void)[]>

export class Slots {
  private readonly perHost: number
  private readonly total: number
  private readonly active = new Map<string, number>()
  private running = 0
  /** The waiters of each host that has any, in arrival order within each priority. */
  private readonly waiting = new Map<string, Queues>()

  constructor(perHost: number, total: number) {
    this.perHost = perHost
    this.total = total
  }

  /** Resolves with the slot's release once one is free; rejects with the signal's reason. */
  acquire(host: string, priority: Priority, signal: AbortSignal): Promise<() => void> {
    if (signal.aborted) return Promise.reject(signal.reason as Error)
    return new Promise((resolve, reject) => {
      const grant = (): void => {
        signal.removeEventListener('abort', onAbort)
        resolve(this.take(host))
      }
      const onAbort = (): void => {
        const queue = this.waiting.get(host)?.[priority]
        const at = queue?.indexOf(grant) ?? -1
        if (at !== -1) queue?.splice(at, 1)
        reject(signal.reason as Error)
      }
      signal.addEventListener('abort', onAbort, { once: true })
      let queues = this.waiting.get(host)
      if (!queues) {
        queues = { page: [], link: [] }
        this.waiting.set(host, queues)
      }
      queues[priority].push(grant)
      this.grantFree()
    })
  }

  /** Counts a slot as taken; the function returned gives it back (once). */
  private take(host: string): () => void {
    this.running++
    this.active.set(host, (this.active.get(host) ?? 0) + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      this.running--
      const left = (this.active.get(host) ?? 1) - 1
      if (left === 0) this.active.delete(host)
      else this.active.set(host, left)
      this.grantFree()
    }
  }

  /** Starts every waiter that may start now. */
  private grantFree(): void {
    for (const [host, queues] of this.waiting) {
      while (this.running < this.total && (this.active.get(host) ?? 0) < this.perHost) {
        const next = queues.page.shift() ?? queues.link.shift()
        if (!next) break
        next()
      }
      if (queues.page.length === 0 && queues.link.length === 0) this.waiting.delete(host)
      if (this.running >= this.total) return
    }
  }
}
