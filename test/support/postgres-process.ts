/**
 * Starts, finds and stops the Postgres server of test/support/postgres-server.ts, whose state
 * lives in one run folder: the tests share one server per run through it (postgres.ts), the
 * benchmark starts its own. No vitest import here, so the benchmark can use it.
 */
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { fileURLToPath } from 'node:url'

/** A running server: the superuser `postgres` logs in with `password` on 127.0.0.1:`port`. */
export interface PostgresServer {
  port: number
  password: string
}

const MANAGER = fileURLToPath(new URL('postgres-server.ts', import.meta.url))
/** initdb on two loaded cores has taken 10 s here; allow for a slower machine. */
const START_TIMEOUT_MS = 120_000

/** `postgres://user:password@127.0.0.1:port/database` */
export function postgresUrl(
  server: PostgresServer,
  database = 'postgres',
  user = 'postgres',
  password = server.password,
): string {
  const credentials = `${encodeURIComponent(user)}:${encodeURIComponent(password)}`
  return `postgres://${credentials}@127.0.0.1:${server.port}/${encodeURIComponent(database)}`
}

/**
 * Starts the server manager for `runDir`, detached so it outlives the process that asked
 * (a test worker); it stops the server when `ownerPid` exits.
 */
export async function launchPostgresServer(runDir: string, ownerPid: number): Promise<void> {
  const output = openSync(join(runDir, 'manager.log'), 'a')
  const manager = spawn(process.execPath, [MANAGER, runDir, String(ownerPid)], {
    detached: true,
    stdio: ['ignore', output, output],
  })
  manager.unref()
  await writeFile(join(runDir, 'manager.pid'), String(manager.pid))
}

/** The server of `runDir` once it accepts connections; throws with the reason if it failed. */
export async function waitForPostgresServer(runDir: string): Promise<PostgresServer> {
  const started = Date.now()
  for (;;) {
    const server = await readFile(join(runDir, 'server.json'), 'utf8').catch(() => undefined)
    if (server !== undefined) return JSON.parse(server) as PostgresServer
    const failed = await readFile(join(runDir, 'failed.txt'), 'utf8').catch(() => undefined)
    if (failed !== undefined) throw new Error(`The test Postgres server did not start: ${failed}`)
    if (Date.now() - started > START_TIMEOUT_MS) {
      throw new Error(
        `The test Postgres server did not start within ${START_TIMEOUT_MS / 1000} s (see ${runDir}/postgres.log).`,
      )
    }
    await sleep(50)
  }
}

/** Stops the server of `runDir` (if one was launched) and waits until its manager is gone. */
export async function stopPostgresServer(runDir: string): Promise<void> {
  const pidText = await readFile(join(runDir, 'manager.pid'), 'utf8').catch(() => undefined)
  if (pidText === undefined) return
  const pid = Number(pidText)
  const alive = (): boolean => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
  if (alive()) process.kill(pid, 'SIGTERM')
  for (let waited = 0; alive() && waited < 15_000; waited += 50) await sleep(50)
}

/** Creates an empty database on `server` and returns the superuser's URL of it. */
export async function createDatabase(server: PostgresServer, name: string): Promise<string> {
  await asSuperuser(server, (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`),
  )
  return postgresUrl(server, name)
}

/** Runs `work` on a connection of the superuser to `database`, then closes it. */
export async function asSuperuser<T>(
  server: PostgresServer,
  work: (client: pg.Client) => Promise<T>,
  database = 'postgres',
): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl(server, database) })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
