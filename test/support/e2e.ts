/**
 * Shared set-up of the end-to-end suites: a simulator per test, and the action run against it.
 *
 * Every run through `useSimulator()` is also a leak scan: it runs with step debugging on
 * (`ACTIONS_STEP_DEBUG=true`, `RUNNER_DEBUG=1`), with a recognisable API key
 * (`mint_LEAKCHECK_<random>`), and afterwards `assertNoLeak` checks that the key left no trace
 * in anything the step produced (see docs/security.md).
 */
import { randomBytes } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { afterEach, beforeEach, expect } from 'vitest'
import type { ArtifactService } from '../fakes/artifact-service.ts'
import type { GitHubApi } from '../fakes/github-api.ts'
import { startApiSimulator, type ApiSimulator, type SimulatorOptions } from '../sim/index.ts'
import { runInProcess, type InProcessOptions } from './in-process.ts'
import {
  cancelWhen,
  runAction,
  type RunActionOptions,
  type RunActionResult,
  type StdoutLineHandler,
} from './run-action.ts'

export interface SimContext {
  sim: ApiSimulator
  /** Runs dist/index.js against the simulator; `inputs` add to (or override) key, project and URL. */
  run: (
    inputs: Record<string, string>,
    options?: Partial<RunActionOptions>,
  ) => Promise<RunActionResult>
  /**
   * The same run in this process (support/in-process.ts), on `options.clock`: for the cases
   * where waiting, not the process, is what is tested. Scanned for leaks the same way.
   */
  runInProcess: (
    inputs: Record<string, string>,
    options?: Partial<InProcessOptions>,
  ) => Promise<RunActionResult>
}

/** Step debugging on, as a user chasing a problem would run it: debug lines must not leak either. */
export const DEBUG_ENV: Readonly<Record<string, string>> = {
  ACTIONS_STEP_DEBUG: 'true',
  RUNNER_DEBUG: '1',
}

/**
 * Simulator options under which every agent job, deployment, preview of `previewBranch` and
 * static export is finished at its first answer: for runs where the mode's end, not its wait,
 * is what is tested, and whose polls would take real time (a spawned run, the system clock).
 */
export function finishedAtOnce(previewBranch = 'docs/new-quickstart'): SimulatorOptions {
  return {
    jobScript: [{ status: 'completed' }],
    deploymentScript: [{ status: 'success' }],
    previewScripts: { [previewBranch]: [{ status: 'success' }] },
    staticExport: { script: [{ status: 'completed', progress: 100, pageCount: 42 }] },
  }
}

/** What `${{ github.token }}` evaluates to in `runAction` unless a test says otherwise. */
const HARNESS_GITHUB_TOKEN = 'ghs_runActionHarnessToken'

/** A key that is easy to spot in any output: `mint_LEAKCHECK_` and 24 random hex digits. */
export function leakCheckKey(): string {
  return `mint_LEAKCHECK_${randomBytes(12).toString('hex')}`
}

/**
 * Starts a fresh simulator for every test of the calling suite. Unless `options.apiKey` says
 * otherwise, its key is a fresh leak-check key; every run is scanned with `assertNoLeak` for the
 * key it was given, the simulator's key and the GitHub token.
 */
export function useSimulator(options: SimulatorOptions = {}): SimContext {
  const context = {} as SimContext
  let close: (() => Promise<void>) | undefined
  beforeEach(async () => {
    const started = await startSimulatorContext(options)
    Object.assign(context, started.context)
    close = started.close
  })
  afterEach(async () => {
    await close?.()
  })
  return context
}

/**
 * `useSimulator`'s simulator and runs for one scenario of its own, for scenarios that run at
 * once (`it.concurrent`, `Promise.all`): `close` stops it and removes its runs' folders.
 */
export async function startSimulatorContext(
  options: SimulatorOptions = {},
): Promise<{ context: SimContext; close: () => Promise<void> }> {
  const tmpDirs: string[] = []
  const sim = await startApiSimulator({ apiKey: leakCheckKey(), ...options })
  const checked = async (
    inputs: Record<string, string>,
    extra: Partial<RunActionOptions & InProcessOptions>,
    start: (options: RunActionOptions & InProcessOptions) => Promise<RunActionResult>,
  ): Promise<RunActionResult> => {
    const merged: Record<string, string> = {
      'api-key': sim.apiKey,
      'project-id': sim.projectId,
      'base-url': sim.url,
      ...inputs,
    }
    const result = await start({
      ...extra,
      inputs: merged,
      env: { ...DEBUG_ENV, ...extra.env },
    })
    tmpDirs.push(result.tmpDir)
    assertMaskedFirst(result, merged['api-key'])
    const githubToken = merged['github-token'] ?? extra.githubToken ?? HARNESS_GITHUB_TOKEN
    await assertNoLeak(result, [merged['api-key'], sim.apiKey, githubToken])
    return result
  }
  const context: SimContext = {
    sim,
    run: (inputs, extra = {}) => checked(inputs, extra, runAction),
    runInProcess: (inputs, extra = {}) => checked(inputs, extra, runInProcess),
  }
  const close = async (): Promise<void> => {
    await sim.close()
    await Promise.all(tmpDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  }
  return { context, close }
}

/** The `::error::` lines of a run: what the runner shows as the step's failure. */
export function errorsOf(result: RunActionResult): string[] {
  return result.commands.filter((c) => c.command === 'error').map((c) => c.message)
}

export function warningsOf(result: RunActionResult): string[] {
  return result.commands.filter((c) => c.command === 'warning').map((c) => c.message)
}

export function noticesOf(result: RunActionResult): string[] {
  return result.commands.filter((c) => c.command === 'notice').map((c) => c.message)
}

// ---- the fault matrix's invariants -----------------------------------------------------------

/**
 * The never-create-twice rule: at most one create the server may have acted on (a create
 * answered with a 4xx provably did nothing), and at most one job on the server.
 */
export function expectAtMostOneCreate(sim: ApiSimulator): void {
  const mayHaveActed = sim.requests.filter(
    (r) => r.route === 'create' && !(r.status !== undefined && r.status >= 400 && r.status < 500),
  )
  expect(mayHaveActed.length, 'creates the server may have acted on').toBeLessThanOrEqual(1)
  expect(sim.jobs.size, 'jobs on the server').toBeLessThanOrEqual(1)
}

/**
 * The run failed with one `::error::` line (no stack trace) that says whether a job may exist:
 * it names the job (once `job-id` is set), or says that none was created or that one may exist.
 * With `cancelled`, the run may also have ended by the runner's SIGTERM (see
 * `expectCancelledCleanly`). Returns the line.
 */
export function expectFailureSaysWhetherJobExists(
  result: RunActionResult,
  cancelled = false,
): string {
  if (cancelled) expectCancelledCleanly(result)
  else expect(result.code).toBe(1)
  const errors = errorsOf(result)
  expect(errors).toHaveLength(1)
  const message = errors[0]!
  const jobId = result.outputs['job-id']
  if (jobId) expect(message).toMatch(new RegExp(`job ${jobId}`, 'i'))
  else expect(message).toMatch(/job may or may not exist|no job was created/)
  expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /)
  return message
}

/**
 * After SIGINT then SIGTERM: the action ended on its own (exit 1) or, when the SIGTERM landed
 * after it had finished its work and let go of the signal handlers, by that SIGTERM, as the
 * runner intends. Never by SIGKILL.
 */
function expectCancelledCleanly(result: RunActionResult): void {
  expect(
    result.code === 1 || (result.code === null && result.signal === 'SIGTERM'),
    `exit ${result.code} / ${result.signal}`,
  ).toBe(true)
}

/**
 * Cancels like the runner, SIGINT then SIGTERM after `sigtermAfterMs` (SIGKILL 6 s later), `delayMs`
 * after the `nth` stdout line matching `predicate`: lets a test cancel while a request it holds
 * on the server is surely in flight.
 */
export function cancelAfter(
  predicate: RegExp,
  nth: number,
  delayMs: number,
  sigtermAfterMs = 50,
): StdoutLineHandler {
  const cancel = cancelWhen(() => true, { sigtermAfterMs, killAfterMs: 6000 })
  let seen = 0
  return (line, child) => {
    if (!predicate.test(line) || ++seen !== nth) return
    setTimeout(() => cancel(line, child), delayMs)
  }
}

// ---- leak scan -------------------------------------------------------------------------------

/** Secrets shorter than this are not scanned for: they would match by chance. */
const MIN_SECRET_LENGTH = 8
/** Secrets at least this long are also scanned for every piece of this many characters. */
const PARTIAL_FROM_LENGTH = 24
const PARTIAL_LENGTH = 12
/** How `leakForms` names a piece: `characters 3..14`. */
const PIECE = 'characters '

/** The forms of a secret that must not appear: as is, URL-encoded, base64, JSON-escaped, pieces. */
export function leakForms(secret: string): { form: string; text: string }[] {
  const forms = [
    { form: 'raw', text: secret },
    { form: 'URL-encoded', text: encodeURIComponent(secret) },
    { form: 'base64', text: Buffer.from(secret).toString('base64').replace(/=+$/, '') },
    { form: 'base64url', text: Buffer.from(secret).toString('base64url') },
    { form: 'JSON-escaped', text: JSON.stringify(secret).slice(1, -1) },
  ]
  if (secret.length >= PARTIAL_FROM_LENGTH) {
    for (let i = 0; i + PARTIAL_LENGTH <= secret.length; i++) {
      forms.push({
        form: `${PIECE}${i}..${i + PARTIAL_LENGTH - 1}`,
        text: secret.slice(i, i + PARTIAL_LENGTH),
      })
    }
  }
  const seen = new Set<string>()
  return forms.filter(({ text }) => !seen.has(text) && seen.add(text))
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/** stdout without the runner's `::add-mask::` lines for the given secrets. */
function stdoutWithoutMasks(result: RunActionResult, secrets: readonly string[]): string {
  return result.stdout
    .split(/\r?\n/)
    .filter((line) => {
      const m = /^::add-mask::(.*)$/.exec(line)
      return !(m && secrets.includes(unescapeData(m[1] ?? '')))
    })
    .join('\n')
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

/**
 * Asserts that none of `secrets` (in any form of `leakForms`) appears in the run's stdout (the
 * `::add-mask::` line excepted), stderr, or any file under its tmpDir: `GITHUB_OUTPUT`, the step
 * summary, `GITHUB_STATE`, `GITHUB_ENV`, `GITHUB_PATH`, and everything written to the workspace
 * and runner temp (the exports). `extraTexts` adds more, by label: an uploaded zip's files
 * (`artifactTexts`), comment bodies (`githubTexts`).
 */
export async function assertNoLeak(
  result: RunActionResult,
  secrets: readonly (string | undefined)[],
  extraTexts: Record<string, string | Uint8Array> = {},
): Promise<void> {
  const keys = [
    ...new Set(secrets.map((s) => (s ?? '').trim()).filter((s) => s.length >= MIN_SECRET_LENGTH)),
  ]
  if (keys.length === 0) return
  const texts: Record<string, string> = {
    stdout: stdoutWithoutMasks(result, keys),
    stderr: result.stderr,
  }
  for (const file of await filesUnder(result.tmpDir)) {
    texts[`file ${relative(result.tmpDir, file)}`] = await readFile(file, 'utf8')
  }
  for (const [label, text] of Object.entries(extraTexts)) {
    texts[label] = typeof text === 'string' ? text : Buffer.from(text).toString('utf8')
  }
  const all = Object.values(texts)
  if (!keys.some((key) => mayLeak(key, all))) return
  const leaks: string[] = []
  keys.forEach((key, n) => {
    for (const { form, text: needle } of leakForms(key)) {
      for (const [label, text] of Object.entries(texts)) {
        const at = text.indexOf(needle)
        if (at < 0) continue
        const context = text
          .slice(Math.max(0, at - 60), at + needle.length + 20)
          .split(needle)
          .join('<SECRET>')
        leaks.push(`secret #${n + 1} (${form}) in ${label}: …${context}…`)
      }
    }
  })
  expect(leaks.length, `a secret (or an encoding of it) leaked:\n${leaks.join('\n')}`).toBe(0)
}

/**
 * Whether any form of `leakForms(secret)` is in one of `texts`, exactly, at a third of the cost:
 * each piece of PARTIAL_LENGTH characters holds one of the secret's blocks of half that length
 * (at 0, 6, 12, ...), so the pieces are looked for where a block is. Most runs leak nothing;
 * `assertNoLeak` names the forms the long way only when this finds one.
 */
function mayLeak(secret: string, texts: readonly string[]): boolean {
  const whole = leakForms(secret).filter(({ form }) => !form.startsWith(PIECE))
  if (whole.some(({ text: needle }) => texts.some((text) => text.includes(needle)))) return true
  if (secret.length < PARTIAL_FROM_LENGTH) return false
  const half = PARTIAL_LENGTH / 2
  for (let block = 0; block + half <= secret.length; block += half) {
    const needle = secret.slice(block, block + half)
    for (const text of texts) {
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
        // The pieces that hold this block: they start up to `half` characters before it.
        const first = Math.max(0, block - half)
        const last = Math.min(block, secret.length - PARTIAL_LENGTH)
        for (let start = first; start <= last; start++) {
          const piece = secret.slice(start, start + PARTIAL_LENGTH)
          if (text.startsWith(piece, at - (block - start))) return true
        }
      }
    }
  }
  return false
}

/**
 * The key must be masked before the action prints anything else: `::add-mask::<key>` is the
 * first line of stdout whenever a key was given and anything was printed (a post step with
 * nothing to do prints nothing at all).
 */
export function assertMaskedFirst(result: RunActionResult, apiKey: string | undefined): void {
  const key = (apiKey ?? '').trim()
  if (key === '' || result.stdout === '') return
  const first = result.commands[0]
  expect(
    first?.command === 'add-mask' && first.message === key && result.stdout.startsWith('::'),
    `the first line of stdout masks the key (got ${JSON.stringify(result.stdout.split('\n')[0])})`,
  ).toBe(true)
}

/** Every file of every uploaded artifact, unzipped, for `assertNoLeak`'s `extraTexts`. */
export function artifactTexts(service: ArtifactService): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {}
  for (const artifact of service.artifacts) {
    for (const [name, content] of Object.entries(artifact.files())) {
      out[`artifact ${artifact.name}: ${name}`] = content
    }
  }
  return out
}

/**
 * Every comment body on the fake GitHub, and every request body sent to it (also refused ones:
 * a refused comment still carried its text out), for `assertNoLeak`'s `extraTexts`.
 */
export function githubTexts(github: GitHubApi): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [id, comment] of github.comments) out[`comment ${id}`] = comment.body
  github.requests.forEach((request, i) => {
    if (request.body !== undefined) {
      out[`GitHub request ${i + 1} (${request.method} ${request.path})`] =
        typeof request.body === 'string' ? request.body : JSON.stringify(request.body)
    }
  })
  return out
}
