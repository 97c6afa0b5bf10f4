/**
 * Fault matrix, artifact upload: the real `@actions/artifact` client against a loopback fake of
 * the artifact service. When the upload fails, the export itself is complete: the files stay on
 * disk, the outputs describe them, and the message says where they are.
 *
 * The upload that succeeds, the timeout and the signal run the bundle as a process. The refusals
 * (409, 403 twice) are what the step does with the service's answer, not what its process does:
 * they run the same wiring in this process, the artifact client reading its service from this
 * process's environment for the run.
 */
import { access, readFile } from 'node:fs/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../../fakes/artifact-service.ts'
import { artifactTexts, assertNoLeak, errorsOf, useSimulator } from '../../support/e2e.ts'
import { cancelWhen, type RunActionResult } from '../../support/run-action.ts'

const ctx = useSimulator({ views: { rows: 300 } })
let artifacts: ArtifactService
beforeEach(async () => {
  artifacts = await startArtifactService()
})
afterEach(() => artifacts.close())

const inputs = { mode: 'analytics', 'date-from': '2026-10-01', 'date-to': '2026-11-01' }
const run = () => ctx.run(inputs, { env: artifacts.env })

/** The same run in this process: @actions/artifact reads its service from process.env. */
const runHere = () => ctx.runInProcess(inputs, { env: artifacts.env, processEnv: artifacts.env })

/** The upload failed, but the export is complete: files on disk, named in the message. */
async function expectFilesKept(result: RunActionResult, message: RegExp): Promise<void> {
  expect(result.code).toBe(1)
  const errors = errorsOf(result)
  expect(errors).toEqual([expect.stringMatching(message)])
  const files = JSON.parse(result.outputs.files ?? '[]') as string[]
  // The JSON and CSV files, and report.md.
  expect(files).toHaveLength(3)
  expect(errors[0]).toContain(`The files are still on disk: ${files.join(', ')}.`)
  for (const file of files) await access(file)
  const json = JSON.parse(await readFile(files[0]!, 'utf8')) as { views: unknown[] }
  expect(json.views).toEqual(ctx.sim.expectedViews('2026-10-01', '2026-11-01'))
  expect(result.outputs).toMatchObject({ rows: '300', 'artifact-id': '', 'artifact-url': '' })
  expect(result.summary).toContain('still on disk')
}

describe('faults: artifact service', () => {
  // One run that uploads, then a second under the same name: one spawn fewer than a test each.
  it('uploads a zip that holds the export and not the key; 409 for the same name again in this run: files stay on disk, the message says where', async () => {
    const first = await run()
    expect(first.code).toBe(0)
    expect(artifacts.artifacts).toHaveLength(1)
    expect(Object.keys(artifactTexts(artifacts))).toHaveLength(3)
    await assertNoLeak(first, [ctx.sim.apiKey], artifactTexts(artifacts))
    const second = await runHere()
    await expectFilesKept(
      second,
      /an artifact with this name already exists in this workflow run.*unique `artifact-name`/,
    )
    expect(artifacts.artifacts).toHaveLength(1)
  })

  it('403 from the service: files stay on disk, the message says where', async () => {
    artifacts.fault({ call: 'create', status: 403 })
    const result = await runHere()
    await expectFilesKept(result, /lacks permission to upload artifacts \(403 Forbidden\)/)
    expect(artifacts.artifacts).toEqual([])
  })

  it('403 from blob storage: files stay on disk, the message says where', async () => {
    artifacts.fault({ call: 'upload', status: 403 })
    const result = await runHere()
    await expectFilesKept(result, /Uploading the artifact .* failed: .*403/)
    expect(artifacts.artifacts).toEqual([])
  })
})

describe('faults: artifact service, an upload that does not end', () => {
  const stuck = () => artifacts.fault({ call: 'upload', status: 201, delayMs: 120_000 })

  it('`timeout` stops waiting for it: the step fails within the timeout, files kept', async () => {
    stuck()
    const result = await ctx.run({ ...inputs, timeout: '3s' }, { env: artifacts.env })
    expect(result.code).toBe(1)
    expect(result.durationMs).toBeLessThan(3000 + 3000)
    const files = JSON.parse(result.outputs.files ?? '[]') as string[]
    expect(errorsOf(result)).toEqual([
      `Uploading the artifact "page-views-${ctx.sim.projectId}-2026-10-01-2026-11-01" stopped: the \`timeout\` of 3s ran out, so the artifact was not uploaded. The files are still on disk: ${files.join(', ')}.`,
    ])
    for (const file of files) await access(file)
    // Outputs and the summary were written before the upload started.
    expect(result.outputs).toMatchObject({ rows: '300', 'artifact-id': '' })
    expect(result.summary).toContain('## Docs analytics')
    expect(artifacts.artifacts).toEqual([])
  })

  it('SIGINT during the upload: the step ends within the grace period and fails', async () => {
    stuck()
    let signalledAt = 0
    const cancel = cancelWhen(/^::group::Uploading artifact/)
    const result = await ctx.run(inputs, {
      env: artifacts.env,
      onStdoutLine: (line, child) => {
        if (!signalledAt && /^::group::Uploading artifact/.test(line)) signalledAt = Date.now()
        cancel(line, child)
      },
    })
    // Exited on its own (exit 1), long before the runner's SIGTERM 7.5 s after SIGINT.
    expect(result.signal).toBeNull()
    expect(result.code).toBe(1)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(/stopped: the run was cancelled, so the artifact was not uploaded/),
    ])
    expect(result.outputs.rows).toBe('300')
    expect(signalledAt).toBeGreaterThan(0)
  })
})
