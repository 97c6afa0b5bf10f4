/**
 * A Parquet store's folder end to end (#36): where a store may be (the workspace's rules, URL-
 * looking values), the folder's lock (two syncs at once, as two processes of the bundle and in
 * process; a holder that waits out the other's timeout; a dead holder's lock taken over; the
 * lock removed on every way out), links inside the store refused, and what a commit of the folder
 * or a reader's glob sees while a sync is cut short. In process on a FakeClock where waiting is
 * what is tested; the bundle as a process where the process is (two processes, SIGINT, SIGKILL).
 */
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { glob, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorsOf, noticesOf, useSimulator, warningsOf } from '../../support/e2e.ts'
import { FakeClock } from '../../support/fake-clock.ts'
import { filesUnder, readSyncState } from '../../support/parquet-store.ts'
import { cancelWhen, repoRoot, type RunActionResult } from '../../support/run-action.ts'
import { startApiSimulator } from '../../sim/index.ts'

const ctx = useSimulator({ views: { rows: 40 } })

/** The mode that syncs a store. */
const MODE = 'analytics-history'
const FROM = '2026-10-01'
const TO = '2026-10-04'
const LOCK = '.sync.lock'

let dir: string
let store: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-folder-'))
  // Outside the workspace, so it outlives each run's workspace: it must exist.
  store = join(dir, 'store')
  await mkdir(store)
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const inputs = (extra: Record<string, string> = {}) => ({
  mode: MODE,
  datasets: 'views',
  store,
  'date-from': FROM,
  'date-to': TO,
  ...extra,
})

const sync = (extra: Record<string, string> = {}) =>
  ctx.runInProcess(inputs(extra), { clock: new FakeClock() })

/** The one error line of a run refused before any request. */
function refusedBeforeAnyRequest(result: RunActionResult): string {
  expect(result.code).toBe(1)
  expect(ctx.sim.requests).toEqual([])
  const errors = errorsOf(result)
  expect(errors).toHaveLength(1)
  return errors[0]!
}

/** The lock file as another sync's, still running in this process. */
async function plantLock(record: Partial<Record<string, unknown>> = {}): Promise<string> {
  const text = `${JSON.stringify({
    run: 'https://github.com/octo/docs/actions/runs/41',
    pid: process.pid,
    host: hostname(),
    since: new Date(new FakeClock().now()).toISOString(),
    timeoutMs: 30 * 60_000,
    token: '0123456789ab',
    ...record,
  })}\n`
  await writeFile(join(store, LOCK), text)
  return text
}

describe('where a store may be', () => {
  it('a relative folder outside the workspace is refused before any request; nothing is created there', async () => {
    const result = await sync({ store: '../analytics-store' })
    expect(refusedBeforeAnyRequest(result)).toMatch(
      /^Input `store` \("\.\.\/analytics-store"\) resolves to .*, outside the workspace .* \(links followed\), where no later step of the job looks: a relative folder must stay inside the workspace; `store` is a folder inside the workspace \(created if missing\), the absolute path of an existing folder elsewhere, or a postgres:\/\/ or postgresql:\/\/ URL\.$/,
    )
    expect(await readdir(join(result.workspace, '..'))).not.toContain('analytics-store')
  })

  it('an absolute folder outside the workspace that does not exist is refused, never created', async () => {
    const missing = join(dir, 'x')
    const result = await sync({ store: missing })
    expect(refusedBeforeAnyRequest(result)).toMatch(
      /names a folder outside the workspace that does not exist, and a store outside the workspace is never created/,
    )
    expect(await readdir(dir)).toEqual(['store'])
  })

  it('a folder created inside the workspace is announced: a typo that starts a new store is seen', async () => {
    const result = await sync({ store: 'docs-analytcs' })
    expect(result.code).toBe(0)
    expect(noticesOf(result)[0]).toBe(
      `Started a new store at ${join(result.workspace, 'docs-analytcs')}: the folder did not exist. If \`store\` was meant to name an existing store, look for a typo in it.`,
    )
  })

  it('a JDBC URL is masked and refused, never a folder', async () => {
    const password = 'jdbc-S3cret-pass'
    const url = `jdbc:postgresql://db.example.com:5432/docs?user=sync&password=${password}`
    const result = await sync({ store: url })
    expect(refusedBeforeAnyRequest(result)).toMatch(/^Input `store` is a JDBC URL/)
    const masks = result.commands.filter((c) => c.command === 'add-mask').map((c) => c.message)
    expect(masks).toEqual(expect.arrayContaining([url, password]))
    expect(await readdir(result.workspace)).toEqual([])
  })

  it('a URL pasted with its quotes, through the bundle: refused, its password only in the mask lines', async () => {
    const password = 'quoted-S3cret-pass'
    const url = `"postgres://sync:${password}@db.example.com:5432/docs"`
    // The process is what is tested: what the runner's log receives.
    const result = await ctx.run(inputs({ store: url }))
    expect(refusedBeforeAnyRequest(result)).toBe(
      'Input `store` holds a URL inside quotes (a secret saved with its quotes?): save it without them; `store` is a folder inside the workspace (created if missing), the absolute path of an existing folder elsewhere, or a postgres:// or postgresql:// URL.',
    )
    const unmasked = result.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n')
    expect(unmasked + result.stderr).not.toContain(password)
    expect(await readdir(result.workspace)).toEqual([])
  })

  it('a link inside the store is refused before any request, naming it; nothing is written where it leads', async () => {
    const outside = join(dir, 'outside')
    await mkdir(outside)
    await symlink(outside, join(store, 'page_views'))
    const result = await sync()
    expect(refusedBeforeAnyRequest(result)).toBe(
      `Input \`store\`: page_views in ${store} is a symbolic link, where the store keeps its own; the store never writes through a link or outside its folder, so nothing was written: replace it with the store's own (or remove it).`,
    )
    expect(await readdir(outside)).toEqual([])
    expect(await readdir(store)).toEqual(['page_views'])
  })
})

describe('one sync at a time holds a Parquet folder', () => {
  /** A second simulator, of another project, with the same key. */
  async function otherProject() {
    return startApiSimulator({ apiKey: ctx.sim.apiKey, projectId: 'proj_two', views: { rows: 40 } })
  }

  /** Each project's cursors, and nothing of a sync left behind. */
  async function expectBothProjectsKept(other: string): Promise<void> {
    const state = await readSyncState(store)
    expect(Object.keys(state.projects).sort()).toEqual([ctx.sim.projectId, other].sort())
    for (const project of Object.values(state.projects)) {
      expect(project).toEqual({ daily_totals: '2026-10-03', page_views: '2026-10-03' })
    }
    const left = await readdir(store)
    expect(left.filter((name) => name === LOCK || name.endsWith('.tmp'))).toEqual([])
  }

  it('two processes of the bundle at once, two projects: the second waits; both cursors kept, no failed rename', async () => {
    const other = await otherProject()
    try {
      // The first sync holds the lock for 2 s while its second day is served.
      ctx.sim.fault({ route: 'views', afterRequests: 1, delayMs: 2_000 })
      let second: Promise<RunActionResult> | undefined
      let firstPid: number | undefined
      const first = ctx.run(inputs(), {
        onSpawn: (child) => {
          firstPid = child.pid
        },
        onStdoutLine: (line) => {
          if (second || !line.startsWith(`${FROM} stored:`)) return
          // The process is what is tested: two bundles on one folder.
          second = ctx.run(inputs({ 'project-id': other.projectId, 'base-url': other.url }))
        },
      })
      const results = [await first, await (second as Promise<RunActionResult>)]
      for (const result of results) {
        expect(errorsOf(result)).toEqual([])
        expect(result.code).toBe(0)
      }
      expect(results[1]!.stdout).toMatch(
        new RegExp(
          `^The store ${store} is locked by another sync \\(run https://github\\.com/acme/docs/actions/runs/9100000001, process ${firstPid} on .*\\); waiting for it, within \`timeout\`\\.$`,
          'm',
        ),
      )
      await expectBothProjectsKept(other.projectId)
    } finally {
      await other.close()
    }
  })

  it('two syncs at once in one process: the second waits; both cursors kept', async () => {
    const other = await otherProject()
    try {
      ctx.sim.fault({ route: 'views', afterRequests: 1, delayMs: 1_000 })
      let second: Promise<RunActionResult> | undefined
      const first = ctx.runInProcess(inputs(), {
        onLogLine: (line) => {
          if (second || !line.startsWith(`${FROM} stored:`)) return
          second = ctx.runInProcess(
            inputs({ 'project-id': other.projectId, 'base-url': other.url }),
          )
        },
      })
      const results = [await first, await (second as Promise<RunActionResult>)]
      expect(results.map((result) => result.code)).toEqual([0, 0])
      await expectBothProjectsKept(other.projectId)
      expect(results[1]!.stdout).toContain('is locked by another sync')
    } finally {
      await other.close()
    }
  })

  it('a holder that runs on waits out the timeout: the sync fails naming the holder, before any request', async () => {
    const held = await plantLock()
    const result = await sync({ timeout: '10m' })
    expect(refusedBeforeAnyRequest(result)).toBe(
      `Input \`store\`: the folder ${store} is locked by another sync (run https://github.com/octo/docs/actions/runs/41, process ${process.pid} on ${JSON.stringify(hostname())}, since 2026-11-21T10:00:00.000Z); this sync waited 10 min 0 s, until its \`timeout\`, and stored nothing. Syncs of one folder run one after the other: give their jobs one \`concurrency\` group, or raise \`timeout\`; if no sync holds it, remove ${join(store, LOCK)}.`,
    )
    expect(await readFile(join(store, LOCK), 'utf8')).toBe(held)
  })

  it('the lock of a holder whose process is gone is taken over, with a warning', async () => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
    await once(child, 'exit')
    await plantLock({ pid: child.pid })
    const result = await sync()
    expect(result.code).toBe(0)
    expect(warningsOf(result)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Input \`store\`: took over the lock of ${store} from run .*runs/41, process ${child.pid} on .*: its process \\(${child.pid} on this machine\\) is gone\\.$`,
        ),
      ),
    ])
    expect(await readdir(store)).not.toContain(LOCK)
  })
})

describe('the lock is removed on every way out', () => {
  it.each([
    ['success', {}, () => undefined, []],
    [
      'a failure',
      {},
      () => ctx.sim.fault({ route: 'views', afterRequests: 1, status: 400, body: { error: 'no' } }),
      [expect.stringMatching(/^Loading views of 2026-10-02 failed: .*400/)],
    ],
    [
      'the deadline',
      { timeout: '2m' },
      () => ctx.sim.fault({ route: 'views', afterRequests: 1, status: 503, times: Infinity }),
      [expect.stringMatching(/the `timeout` leaves no time to retry/)],
    ],
  ])('%s', async (_, extra, fault, errors) => {
    fault()
    const result = await sync(extra)
    expect(errorsOf(result)).toEqual(errors)
    expect(await readdir(store)).not.toContain(LOCK)
    expect(await readFile(join(store, '.gitignore'), 'utf8')).toContain(`/${LOCK}\n`)
  })

  it("SIGINT (the runner's cancellation), through the bundle", async () => {
    // The second day's request is held until the run is cancelled.
    ctx.sim.fault({ route: 'views', afterRequests: 1, delayMs: 10_000 })
    // The process is what is tested: its signal.
    const result = await ctx.run(inputs(), {
      onStdoutLine: cancelWhen(new RegExp(`^${FROM} stored:`), { sigtermAfterMs: 5_000 }),
    })
    expect(result.code).toBe(1)
    expect(errorsOf(result)[0]).toMatch(/^The sync was cancelled while loading 2026-10-02/)
    expect(await readdir(store)).not.toContain(LOCK)
  })
})

describe('a sync cut short (SIGKILL mid-day): what git and a reader see', () => {
  it("the branch example's `git add --all` commits neither the lock nor an unfinished file; `<table>/**/*.parquet` matches data files only", async () => {
    execFileSync('git', ['init', '--quiet', store])
    // Killed just before the 2nd file of a day is renamed in: the lock and a temporary file stay.
    const killed = await ctx.run(inputs({ datasets: 'views,visitors' }), {
      env: {
        NODE_OPTIONS: `--import ${join(repoRoot, 'test/support/kill-at.mjs')}`,
        KILL_AT: 'rename:2',
      },
    })
    expect(killed.signal).toBe('SIGKILL')
    const left = (await filesUnder(store)).filter((file) => !file.startsWith('.git/'))
    expect(left).toContain(LOCK)
    expect(left.some((file) => file.endsWith('.tmp'))).toBe(true)

    execFileSync('git', ['add', '--all'], { cwd: store })
    const staged = execFileSync('git', ['diff', '--cached', '--name-only'], { cwd: store })
      .toString()
      .trim()
      .split('\n')
    expect(staged).toContain('.gitignore')
    expect(staged.filter((file) => file.includes(LOCK) || file.endsWith('.tmp'))).toEqual([])

    const read: string[] = []
    for (const table of ['page_views', 'visitors']) {
      for await (const file of glob(`${table}/**/*.parquet`, { cwd: store })) read.push(file)
    }
    expect(read.length).toBeGreaterThan(0)
    for (const file of read) expect(file).toMatch(/\/date=\d{4}-\d\d-\d\d\/data\.parquet$/)
    // The next run takes the dead sync's lock over and completes the day.
    const again = await sync({ datasets: 'views,visitors' })
    expect(again.code).toBe(0)
    expect(warningsOf(again)).toEqual([expect.stringMatching(/took over the lock .* is gone\.$/)])
  })
})
