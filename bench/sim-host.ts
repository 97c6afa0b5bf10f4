/** Parent side of bench/sim-process.ts: a simulator in a child process of its own. */
import { fork } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { SimulatorOptions } from '../test/sim/index.ts'
import { benchDir, track } from './proc.ts'

export interface SimStats {
  requests: number
  /** TCP connections the simulator accepted. */
  connections: number
  /** Distinct connections that carried a request. */
  connectionsUsed: number
  routes: Record<string, number>
  non2xx: number
  /** First request's arrival to the end of the last answer, on the simulator's clock. */
  windowMs: number | undefined
}

export type SimProcessMessage =
  | { type: 'ready'; url: string; apiKey: string; projectId: string }
  | { type: 'stats'; stats: SimStats }

export type SimHostMessage = { type: 'stats' } | { type: 'close' }

export interface SimHandle {
  url: string
  apiKey: string
  projectId: string
  stats(): Promise<SimStats>
  close(): Promise<void>
}

const READY_TIMEOUT_MS = 15_000

function waitFor<T extends SimProcessMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<SimProcessMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (raw: unknown): void => {
      const message = raw as SimProcessMessage
      if (message.type !== type) return
      cleanup()
      resolve(message as Extract<SimProcessMessage, { type: T }>)
    }
    const onExit = (): void => {
      cleanup()
      reject(new Error(`simulator process exited before '${type}'`))
    }
    const timer = setTimeout(() => {
      cleanup()
      reject(new Error(`simulator process: no '${type}' within ${timeoutMs} ms`))
    }, timeoutMs)
    const cleanup = (): void => {
      clearTimeout(timer)
      child.off('message', onMessage)
      child.off('exit', onExit)
    }
    child.on('message', onMessage)
    child.once('exit', onExit)
  })
}

export async function startSimProcess(options: Omit<SimulatorOptions, 'log'>): Promise<SimHandle> {
  const child = fork(join(benchDir, 'sim-process.ts'), [JSON.stringify(options)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  })
  track(child)
  const ready = await waitFor(child, 'ready', READY_TIMEOUT_MS)
  return {
    url: ready.url,
    apiKey: ready.apiKey,
    projectId: ready.projectId,
    async stats() {
      const answer = waitFor(child, 'stats', 10_000)
      child.send({ type: 'stats' } satisfies SimHostMessage)
      return (await answer).stats
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.send({ type: 'close' } satisfies SimHostMessage)
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}
