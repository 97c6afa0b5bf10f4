import { execFileSync } from 'node:child_process'
import { existsSync, realpathSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { delimiter, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApiSimulator, type ApiSimulator } from '../../sim/index.ts'
import { assertNoLeak, DEBUG_ENV, errorsOf, leakCheckKey } from '../../support/e2e.ts'
import { runAction, type RunActionResult } from '../../support/run-action.ts'

/** The first `node` on PATH (or in the usual places) older than 24, with its version. */
function findOlderNode(): { path: string; version: string } | undefined {
  const candidates = [
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'node')),
    '/usr/local/bin/node',
    '/usr/bin/node',
  ]
  const running = realpathSync(process.execPath)
  for (const path of new Set(candidates)) {
    // The Node running the tests is 24: no need to start it to ask.
    if (!existsSync(path) || realpathSync(path) === running) continue
    try {
      const version = execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' })
      if (Number(version.split('.')[0]) < 24) return { path, version: version.trim() }
    } catch {
      // Not runnable here: try the next one.
    }
  }
  return undefined
}

const older = findOlderNode()
const title = older
  ? `under Node ${older.version} (${older.path})`
  : 'under an older Node (skipped: no node binary older than 24 on PATH, /usr/local/bin or /usr/bin)'

describe(`action: dist/index.js ${title}`, () => {
  let sim: ApiSimulator
  const tmpDirs: string[] = []
  beforeEach(async () => {
    sim = await startApiSimulator({ apiKey: leakCheckKey() })
  })
  afterEach(async () => {
    await sim.close()
    await Promise.all(tmpDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })

  async function runUnderOlderNode(post: boolean): Promise<RunActionResult> {
    const result = await runAction({
      inputs: {
        'api-key': sim.apiKey,
        'project-id': sim.projectId,
        'base-url': sim.url,
        prompt: 'Document the --verbose flag',
      },
      env: DEBUG_ENV,
      nodePath: older?.path,
      post,
      // Something left to finish, so the post step loads the bundle.
      state: post ? { 'tracking-comment': '{}' } : {},
    })
    tmpDirs.push(result.tmpDir)
    await assertNoLeak(result, [sim.apiKey])
    return result
  }

  it.skipIf(!older).each([
    ['main', false],
    ['post', true],
  ])(
    'the %s step fails with one sentence naming Node 24, no stack trace, no request',
    async (_step, post) => {
      const result = await runUnderOlderNode(post)
      expect(result.code).toBe(1)
      expect(errorsOf(result)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^This action needs Node 24 or later but runs on Node ${older!.version.replace(/\./g, '\\.')}: .*runs\\.using: node24.*runner 2\\.327\\.1 or later`,
          ),
        ),
      ])
      // The error line is all there is: no stack trace, nothing from the crash it prevents.
      expect(result.stdout.trim().split('\n')).toHaveLength(1)
      expect(result.stderr).toBe('')
      expect(sim.requests).toEqual([])
      expect(result.outputs).toEqual({})
    },
  )
})
