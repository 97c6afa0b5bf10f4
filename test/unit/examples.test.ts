import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { artifactNameProblem } from '../../src/shared/artifact.ts'
import { parseDuration } from '../../src/shared/durations.ts'
import type { Mode } from '../../src/shared/catalogue.ts'

const root = new URL('../..', import.meta.url)
const read = (file: string) => readFileSync(new URL(file, root), 'utf8')
const files = readdirSync(new URL('examples/', root)).filter((f) => f.endsWith('.yml'))
const ciFiles = readdirSync(new URL('.github/workflows/', root)).filter((f) => f.endsWith('.yml'))

interface Step {
  id?: string
  uses?: string
  if?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Job {
  if?: string
  permissions?: unknown
  environment?: { name?: string; url?: string }
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean }
  'timeout-minutes'?: number
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: unknown
  jobs: Record<string, Job>
}

const workflows = files.map((file) => ({
  file,
  workflow: parse(read(`examples/${file}`)) as Workflow,
}))
const ciWorkflows = ciFiles.map((file) => ({
  file,
  workflow: parse(read(`.github/workflows/${file}`)) as Workflow,
}))
/** The examples use the sub-actions (`mintlify/docs-agent-action/deploy@v1`), one per mode. */
const OURS = /^mintlify\/docs-agent-action\/([a-z-]+)@v1$/
const modeOf = (step: Step): string | undefined => OURS.exec(step.uses ?? '')?.[1]
const isOurs = (step: Step): boolean => modeOf(step) !== undefined
/** The inputs the step's own sub-action declares. */
const inputsOf = (mode: string): string[] =>
  Object.keys((parse(read(`${mode}/action.yml`)) as { inputs: object }).inputs)
/** The only scopes an example may write: the tracking comment, and editing the agent's PR. */
const WRITABLE = new Set(['issues', 'pull-requests'])
/** What a preview's opt-in surfaces need, only in a job whose step asks for them. */
const SURFACE_WRITABLE = { statuses: 'commit-status', deployments: 'github-deployment' } as const

/** What publishing to GitHub Pages needs, only in a job that runs actions/deploy-pages. */
const PAGES_WRITABLE = new Set(['pages', 'id-token'])

function checkPermissions(
  permissions: unknown,
  where: string,
  deploysPages = false,
  steps: Step[] = [],
): void {
  expect(typeof permissions, `${where}: permissions must be a mapping`).toBe('object')
  const asks = (input: string) => steps.some((step) => String(step.with?.[input]) === 'true')
  const pushes = steps.some((step) => /\bgit push\b/.test(step.run ?? ''))
  for (const [scope, level] of Object.entries(permissions as Record<string, unknown>)) {
    expect(['read', 'write', 'none'], `${where}: ${scope}`).toContain(level)
    if (level === 'write') {
      const surface = SURFACE_WRITABLE[scope as keyof typeof SURFACE_WRITABLE]
      const allowed =
        WRITABLE.has(scope) ||
        (deploysPages && PAGES_WRITABLE.has(scope)) ||
        (surface !== undefined && asks(surface)) ||
        // A job that commits a store to its branch pushes it.
        (pushes && scope === 'contents')
      expect(allowed, `${where}: ${scope}: write`).toBe(true)
    }
  }
}

describe('examples/', () => {
  it('has a workflow for each documented use', () => {
    const triggers = workflows.flatMap(({ workflow }) => Object.keys(workflow.on))
    expect(triggers).toEqual(expect.arrayContaining(['issues', 'issue_comment', 'schedule']))
    expect(
      workflows.some(({ workflow }) =>
        Object.values(workflow.jobs).some((job) =>
          job.steps.some((step) =>
            Object.values(step.env ?? {}).some((v) => /steps\.\w+\.outputs\.pr-link/.test(v)),
          ),
        ),
      ),
    ).toBe(true)
    // The loop closes: one workflow hands the digest's prompt to the agent as an input.
    expect(
      workflows.some(({ workflow }) =>
        Object.values(workflow.jobs).some((job) =>
          job.steps.some(
            (step) =>
              modeOf(step) === 'agent' &&
              /^\$\{\{ steps\.\w+\.outputs\.fix-next-prompt \}\}$/.test(String(step.with?.prompt)),
          ),
        ),
      ),
    ).toBe(true)
  })

  it('shows deploy, preview and automation modes as docs/deploy.md describes them', () => {
    const jobs = workflows.flatMap(({ workflow }) => Object.values(workflow.jobs))
    const withMode = (mode: Mode) =>
      jobs.filter((job) => job.steps.some((step) => modeOf(step) === mode))
    // A later step gated on the deployment's verdict.
    expect(
      withMode('deploy').some((job) => {
        const id = job.steps.find((step) => modeOf(step) === 'deploy')?.id
        return job.steps.some((step) => step.if === `steps.${id}.outputs.status == 'success'`)
      }),
    ).toBe(true)
    // The preview as a GitHub deployment (the action's own, per commit, or the job's
    // environment, never both), one run per branch, superseded by a newer push.
    const preview = withMode('preview')
    expect(preview.length).toBeGreaterThan(0)
    for (const job of preview) {
      const step = job.steps.find((s) => modeOf(s) === 'preview')
      if (String(step?.with?.['github-deployment']) === 'true') {
        expect(job.environment).toBeUndefined()
        expect(job.permissions).toMatchObject({ deployments: 'write' })
      } else {
        expect(job.environment?.url).toBe(`\${{ steps.${step?.id}.outputs.preview-url }}`)
      }
      if (String(step?.with?.['commit-status']) === 'true') {
        expect(job.permissions).toMatchObject({ statuses: 'write' })
      }
      expect(job.concurrency).toEqual({
        group: 'docs-preview-${{ github.head_ref || github.ref_name }}',
        'cancel-in-progress': true,
      })
    }
    for (const job of withMode('deploy')) {
      expect(job.concurrency?.['cancel-in-progress']).toBe(false)
    }
    // Safe to copy for forks and Dependabot: a fork's pull request never reaches the step (its
    // head branch is not a branch of this repository), nor a Dependabot run (no secrets).
    for (const { workflow } of workflows) {
      const onPullRequest = 'pull_request' in workflow.on || 'pull_request_target' in workflow.on
      for (const job of Object.values(workflow.jobs)) {
        if (!onPullRequest || !job.steps.some((step) => modeOf(step) === 'preview')) continue
        expect(job.if).toContain(
          'github.event.pull_request.head.repo.full_name == github.repository',
        )
        expect(job.if).toContain("github.actor != 'dependabot[bot]'")
      }
    }
    expect(withMode('automation').length).toBeGreaterThan(0)
  })

  it("makes one choice for the agent's pull requests: the preview workflow, never also `preview: true`", () => {
    const previewsPullRequests = workflows.some(
      ({ workflow }) =>
        'pull_request' in workflow.on &&
        Object.values(workflow.jobs).some((job) => job.steps.some((s) => modeOf(s) === 'preview')),
    )
    expect(previewsPullRequests).toBe(true)
    for (const { file, workflow } of workflows) {
      const agentSteps = Object.values(workflow.jobs).flatMap((job) =>
        job.steps.filter((step) => modeOf(step) === 'agent'),
      )
      if (agentSteps.length === 0) continue
      for (const step of agentSteps)
        expect(String(step.with?.preview ?? 'false'), file).toBe('false')
      // And says so where a reader would turn it on.
      expect(read(`examples/${file}`), file).toContain(
        'No `preview: true`: examples/preview-branches.yml previews',
      )
    }
  })

  it('keeps analytics history in a store: a branch committed even after a failure, or Postgres from a secret', () => {
    const jobs = workflows.flatMap(({ workflow }) => Object.values(workflow.jobs))
    const syncs = jobs.filter((job) => job.steps.some((step) => step.with?.store !== undefined))
    const branch = syncs.find((job) => job.steps.some((step) => /git push/.test(step.run ?? '')))
    const push = branch?.steps.find((step) => /git push/.test(step.run ?? ''))
    expect(push?.if).toBe('${{ !cancelled() }}')
    expect(branch?.concurrency?.['cancel-in-progress']).toBe(false)
    expect(
      syncs.some((job) =>
        job.steps.some((step) => /^\$\{\{ secrets\.\w+ \}\}$/.test(String(step.with?.store))),
      ),
    ).toBe(true)
  })

  it("publishes a static export to GitHub Pages from the step's site-dir", () => {
    const jobs = workflows.flatMap(({ workflow }) => Object.values(workflow.jobs))
    const exporting = jobs.filter((job) =>
      job.steps.some((step) => modeOf(step) === 'static-export'),
    )
    expect(exporting.length).toBeGreaterThanOrEqual(2)
    expect(
      exporting.some((job) => {
        const id = job.steps.find((step) => modeOf(step) === 'static-export')?.id
        return job.steps.some(
          (step) =>
            step.uses?.startsWith('actions/upload-pages-artifact@') &&
            step.with?.path === `\${{ steps.${id}.outputs.site-dir }}`,
        )
      }),
    ).toBe(true)
    expect(
      jobs.some((job) => job.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))),
    ).toBe(true)
  })

  it.each(['docs/v2.0', 'v2:beta', 'release "2" <a|b>*?\\x'])(
    'static-export-per-release.yml: the artifact name made from the tag %j is accepted',
    async (tag) => {
      const { workflow } = workflows.find((w) => w.file === 'static-export-per-release.yml')!
      const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
      const name = String(
        steps.find((step) => modeOf(step) === 'static-export')?.with?.['artifact-name'],
      )
      // The name comes from an earlier step's output, made by its script from the tag.
      const [, id = '', output = ''] =
        /^\$\{\{ steps\.([\w-]+)\.outputs\.([\w-]+) \}\}$/.exec(name) ?? []
      const maker = steps.find((step) => step.id === id)
      expect(maker?.env?.TAG).toBe('${{ github.event.release.tag_name }}')
      const dir = await mkdtemp(join(tmpdir(), 'example-'))
      try {
        const outputFile = join(dir, 'output')
        await writeFile(outputFile, '')
        // `bash -e`, the runner's shell for a `run:` step; --norc: bash reads ~/.bashrc when its
        // stdin is a socket (Node's pipes are), which the runner's does not.
        execFileSync('bash', ['--noprofile', '--norc', '-e', '-c', maker?.run ?? ''], {
          env: { PATH: process.env.PATH, TAG: tag, GITHUB_OUTPUT: outputFile },
        })
        const lines = (await readFile(outputFile, 'utf8')).split('\n')
        const made = lines.find((line) => line.startsWith(`${output}=`))?.slice(output.length + 1)
        expect(made).toMatch(/^docs-snapshot-/)
        expect(artifactNameProblem(made ?? '')).toBeUndefined()
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
  )

  it.each(workflows)('$file: no ${{ }} inside a run: script', ({ workflow }) => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps) {
        if (step.run !== undefined) expect(step.run).not.toContain('${{')
      }
    }
  })

  it.each(workflows)('$file: least-privilege permissions on every job', ({ file, workflow }) => {
    expect(workflow.permissions, `${file}: top-level permissions`).toEqual({})
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const deploysPages = job.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))
      checkPermissions(
        job.permissions ?? workflow.permissions,
        `${file} ${name}`,
        deploysPages,
        job.steps,
      )
      expect(job['timeout-minutes'], `${file} ${name}: timeout-minutes`).toBeGreaterThan(0)
    }
  })

  it.each(workflows)(
    "$file: the job outlives its steps' `timeout`s, so the action can say why it stopped",
    ({ file, workflow }) => {
      const defaultTimeout = (
        parse(read('action.yml')) as { inputs: { timeout: { default: string } } }
      ).inputs.timeout.default
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const minutes = job.steps
          .filter(isOurs)
          .reduce(
            (sum, step) =>
              sum + parseDuration(String(step.with?.timeout ?? defaultTimeout))! / 60_000,
            0,
          )
        // Five minutes for the runner, the other steps and the action's last words.
        expect(job['timeout-minutes'], `${file} ${name}`).toBeGreaterThanOrEqual(minutes + 5)
      }
    },
  )

  it.each(workflows)('$file: uses only real inputs, and the key from a secret', ({ workflow }) => {
    const uses = Object.values(workflow.jobs).flatMap((job) => job.steps.filter(isOurs))
    expect(uses.length).toBeGreaterThan(0)
    for (const step of uses) {
      for (const input of Object.keys(step.with ?? {})) {
        expect(inputsOf(modeOf(step) ?? ''), `${modeOf(step)}/: ${input}`).toContain(input)
      }
      expect(step.with?.['api-key']).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/)
    }
  })

  it.each(files)('README links %s', (file) => {
    expect(read('README.md')).toContain(`](examples/${file})`)
  })

  it('README shows the quick-start workflow as it is', () => {
    const file = 'examples/docs-agent-on-label.yml'
    expect(read('README.md')).toContain(`](${file}):\n\n\`\`\`yaml\n${read(file)}\`\`\``)
  })
})

describe('.github/workflows/', () => {
  it.each(ciWorkflows)('$file: no ${{ }} inside a run: script', ({ workflow }) => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps) {
        if (step.run !== undefined) expect(step.run).not.toContain('${{')
      }
    }
  })

  it.each(ciWorkflows)('$file: read-only at the top, write only in a job', ({ file, workflow }) => {
    expect(typeof workflow.permissions, `${file}: top-level permissions`).toBe('object')
    const levels = Object.values(workflow.permissions as Record<string, unknown>)
    expect(levels.every((level) => level === 'read' || level === 'none')).toBe(true)
  })
})
