import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  expressionsInRun,
  lintWorkflows,
  workflowFiles,
  type ShellCheck,
} from '../../scripts/lint-workflows.ts'

/**
 * `npm test` passes with what the README's set-up installs: ShellCheck itself runs in
 * `npm run lint:workflows` (`.ci/run` installs it); here a stand-in at the script seam reports
 * an unquoted `$SOURCE` as ShellCheck does, so what we do with its findings is still checked.
 */
const noShellCheck: ShellCheck = () => []
const unquotedSource: ShellCheck = (script) =>
  script.split('\n').flatMap((text, i) => {
    const column = text.indexOf('$SOURCE') + 1
    return column > 0
      ? [
          {
            line: i + 1,
            column,
            code: 2086,
            level: 'info',
            message: 'Double quote to prevent globbing and word splitting.',
          },
        ]
      : []
  })

describe('npm run lint:workflows', () => {
  it('finds every workflow and example, and nothing actionlint or the ${{ }} rule reports in them', async () => {
    const files = workflowFiles()
    expect(files).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        '.github/workflows/codeql.yml',
        '.github/workflows/release.yml',
        'examples/weekly-page-views.yml',
      ]),
    )
    expect(await lintWorkflows(files, undefined, noShellCheck)).toEqual([])
  })

  it('reports what actionlint and ShellCheck find and ${{ }} in a run: script, with file and line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lint-workflows-'))
    try {
      await writeFile(
        join(dir, 'bad.yml'),
        [
          'on: issues',
          'permissions:',
          '  contents: raed',
          'jobs:',
          '  a:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - run: echo "${{ github.event.issue.title }}"',
          '      - run: |',
          '          echo start',
          '          cp $SOURCE backup',
          '',
        ].join('\n'),
      )
      const findings = await lintWorkflows(['bad.yml'], dir, unquotedSource)
      expect(findings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ file: 'bad.yml', line: 3, kind: 'permissions' }),
          expect.objectContaining({ line: 8, message: expect.stringContaining('untrusted') }),
          expect.objectContaining({ line: 8, kind: 'run-expression' }),
          // An unquoted variable: ShellCheck, at its line and column in the file.
          expect.objectContaining({
            line: 11,
            column: 14,
            kind: 'shellcheck',
            message: expect.stringMatching(/^SC2086/),
          }),
        ]),
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('the ${{ }} rule looks at every step of every job, and only at run:', () => {
    const text = [
      'jobs:',
      '  a:',
      '    steps:',
      '      - run: echo ok',
      '      - with: { x: "${{ github.token }}" }',
      '        env: { T: "${{ github.event.issue.title }}" }',
      '        run: echo "$T"',
      '  b:',
      '    steps:',
      '      - run: |',
      '          echo one',
      '          echo ${{ inputs.x }}',
      '',
    ].join('\n')
    expect(expressionsInRun(text, 'w.yml')).toEqual([
      expect.objectContaining({ file: 'w.yml', line: 10, kind: 'run-expression' }),
    ])
  })
})
