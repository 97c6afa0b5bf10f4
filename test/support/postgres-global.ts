/**
 * vitest's globalSetup for the tests' Postgres server (postgres.ts): a folder for this run, and
 * at the end the server stopped and the folder removed. Nothing starts here: the first test
 * that needs the server starts it.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { stopPostgresServer } from './postgres-process.ts'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'action-postgres-'))
  project.provide('postgresRun', { dir, ownerPid: process.pid })
  return async () => {
    await stopPostgresServer(dir)
    await rm(dir, { recursive: true, force: true })
  }
}
