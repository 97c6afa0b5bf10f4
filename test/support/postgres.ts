/**
 * The tests' Postgres: one real server per `vitest run`, started by the first test that asks
 * (a run that needs none starts none) and shared by every worker; each test file takes a
 * database of its own. postgres-global.ts (vitest's globalSetup) gives the run its folder and
 * stops the server at the end.
 */
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { inject } from 'vitest'
import {
  createDatabase,
  launchPostgresServer,
  waitForPostgresServer,
  type PostgresServer,
} from './postgres-process.ts'

export { asSuperuser, postgresUrl, type PostgresServer } from './postgres-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for its Postgres server, and the pid the server watches. */
    postgresRun: { dir: string; ownerPid: number }
  }
}

/** How long a file's `beforeAll` may wait for the server (initdb is slow on a loaded machine). */
export const POSTGRES_START_MS = 120_000

let shared: Promise<PostgresServer> | undefined

/** The run's server, started by whichever worker asks first (the others wait for it). */
function testPostgres(): Promise<PostgresServer> {
  shared ??= (async () => {
    const { dir, ownerPid } = inject('postgresRun')
    const claimed = await writeFile(join(dir, 'claim'), String(process.pid), { flag: 'wx' }).then(
      () => true,
      () => false,
    )
    if (claimed) await launchPostgresServer(dir, ownerPid)
    return waitForPostgresServer(dir)
  })()
  return shared
}

/** A new, empty database on the run's server; returns the server and the superuser's URL. */
export async function testDatabase(
  prefix: string,
): Promise<{ server: PostgresServer; url: string; name: string }> {
  const server = await testPostgres()
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  return { server, url: await createDatabase(server, name), name }
}
