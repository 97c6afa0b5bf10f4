/**
 * The release workflow's notes step, run with bash on this repository's CHANGELOG.md: the
 * notes of a release are exactly its own section, and a version without one stops the release.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { repoRoot } from '../support/run-action.ts'

interface Step {
  id?: string
  run?: string
}
const release = parse(readFileSync(join(repoRoot, '.github/workflows/release.yml'), 'utf8')) as {
  on: { push: { tags: string[] } }
  jobs: Record<string, { permissions: Record<string, string>; steps: Step[] }>
}
const notesStep = Object.values(release.jobs)
  .flatMap((job) => job.steps)
  .find((step) => step.id === 'notes')!
const packageVersion = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version
const temp = mkdtempSync(join(tmpdir(), 'release-notes-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

function notesFor(
  tag: string,
  cwd = repoRoot,
): { code: number | null; notes: string; out: string } {
  const output = join(temp, `output-${tag}`)
  writeFileSync(output, '')
  // --norc: bash reads ~/.bashrc when its stdin is a socket (Node's pipes are); a runner's does not.
  const run = spawnSync(
    'bash',
    ['--noprofile', '--norc', '-eo', 'pipefail', '-c', notesStep.run!],
    {
      cwd,
      env: { PATH: process.env.PATH, TAG: tag, RUNNER_TEMP: temp, GITHUB_OUTPUT: output },
      encoding: 'utf8',
    },
  )
  const file = readFileSync(output, 'utf8').match(/^file=(.*)$/m)?.[1]
  return {
    code: run.status,
    notes: file ? readFileSync(file, 'utf8') : '',
    out: run.stdout + run.stderr,
  }
}

describe('release.yml', () => {
  it("releases package.json's version, which has its CHANGELOG section", () => {
    expect(release.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+'])
    const { code, notes } = notesFor(`v${packageVersion}`)
    expect(code).toBe(0)
    const changelog = readFileSync(join(repoRoot, 'CHANGELOG.md'), 'utf8')
    const section = changelog.split(`## [${packageVersion}]`)[1]!.split(/^## /m)[0]!
    expect(notes.trim()).toBe(
      section
        .split('\n')
        .slice(1)
        .filter((line) => !/^\[[^\]]+\]: /.test(line))
        .join('\n')
        .trim(),
    )
    expect(notes).toContain('### Added')
    expect(notes).not.toContain('## [')
    expect(notes).not.toMatch(/^\[[^\]]+\]: https:/m)
  })

  it('takes only its own section, not the next one or Unreleased', () => {
    const dir = mkdtempSync(join(temp, 'repo-'))
    writeFileSync(
      join(dir, 'CHANGELOG.md'),
      [
        '# Changelog',
        '## [Unreleased]',
        '- not yet',
        '## [1.2.0] - 2027-01-01',
        '- new in 1.2',
        '## [1.10.0] - 2027-02-01',
        '- not 1.1.0',
        '## [1.1.0] - 2026-12-01',
        '- new in 1.1',
        '',
        '[1.1.0]: https://example.invalid/v1.1.0',
      ].join('\n'),
    )
    expect(notesFor('v1.1.0', dir).notes.trim()).toBe('- new in 1.1')
    expect(notesFor('v1.2.0', dir).notes.trim()).toBe('- new in 1.2')
    const missing = notesFor('v1.3.0', dir)
    expect(missing.code).toBe(1)
    expect(missing.out).toContain("::error::CHANGELOG.md has no section '## [1.3.0]' with notes.")
  })

  it('can write only in the job that releases', () => {
    const writers = Object.entries(release.jobs)
      .filter(([, job]) => Object.values(job.permissions).includes('write'))
      .map(([name, job]) => [name, job.permissions])
    expect(writers).toEqual([['release', { contents: 'write' }]])
  })
})
