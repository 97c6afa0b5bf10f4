import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  parseCommandFile,
  readActionDefaults,
  readEntry,
  repoRoot,
  RunActionTimeoutError,
  runAction,
  signalWhen,
} from './run-action.ts'

const moduleUrl = (path: string): string => pathToFileURL(join(repoRoot, 'node_modules', path)).href
const coreUrl = moduleUrl('@actions/core/lib/core.js')

let dir: string
const cleanup: string[] = []

/** Writes a throwaway script standing in for dist/index.js. */
async function script(name: string, source: string): Promise<string> {
  const path = join(dir, name)
  await writeFile(path, source)
  return path
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'run-action-test-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  await Promise.all(cleanup.map((d) => rm(d, { recursive: true, force: true })))
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('runAction', () => {
  it('runs a script like the runner and parses what @actions/core wrote', async () => {
    vi.stubEnv('INPUT_LEAKED', 'from the parent')
    vi.stubEnv('GITHUB_TOKEN', 'parent-secret')
    vi.stubEnv('ACTIONS_RUNTIME_TOKEN', 'parent-runtime')
    vi.stubEnv('RUNNER_DEBUG', '1')
    const entry = await script(
      'main.mjs',
      `
import * as core from '${coreUrl}'
import { appendFileSync, readFileSync } from 'node:fs'
const inherited = Object.keys(process.env).filter(
  (k) => k === 'INPUT_LEAKED' || k === 'GITHUB_TOKEN' || k === 'ACTIONS_RUNTIME_TOKEN' || k === 'RUNNER_DEBUG',
)
core.setOutput('project', core.getInput('project-id', { required: true }))
core.setOutput('multi', 'line 1\\nline 2')
core.setOutput('job', { id: 'j1', status: 'active' })
core.setOutput('inherited', inherited.join(','))
core.setOutput('cwd', process.cwd())
core.setOutput('node', process.versions.node.split('.')[0])
const event = JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, 'utf8'))
core.setOutput('event', process.env.GITHUB_EVENT_NAME + ':' + event.issue.number)
appendFileSync(process.env.GITHUB_OUTPUT, 'plain=a=b\\n')
core.saveState('job-id', 'j1')
core.exportVariable('EXPORTED', 'yes')
core.addPath('/opt/fake/bin')
core.warning('careful: 50%')
await core.summary.addHeading('Docs agent').addRaw('done').write()
console.log('finished')
`,
    )
    const lines: string[] = []
    const result = await runAction({
      entry,
      inputs: { 'project-id': 'proj_1' },
      event: { name: 'issues', payload: { issue: { number: 12 } } },
      env: { GITHUB_API_URL: 'http://127.0.0.1:9' },
      onStdoutLine: (line) => lines.push(line),
    })
    cleanup.push(result.tmpDir)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.outputs).toEqual({
      project: 'proj_1',
      multi: 'line 1\nline 2',
      job: '{"id":"j1","status":"active"}',
      inherited: '',
      cwd: result.workspace,
      node: '24',
      event: 'issues:12',
      plain: 'a=b',
    })
    expect(result.state).toEqual({ 'job-id': 'j1' })
    expect(result.exportedEnv).toEqual({ EXPORTED: 'yes' })
    expect(result.addedPaths).toEqual(['/opt/fake/bin'])
    expect(result.summary).toContain('<h1>Docs agent</h1>')
    expect(result.summary).toContain('done')
    expect(result.commands).toContainEqual({
      command: 'warning',
      properties: {},
      message: 'careful: 50%',
    })
    expect(lines).toContain('finished')
    expect(result.env['INPUT_PROJECT-ID']).toBe('proj_1')
    expect(result.env['GITHUB_API_URL']).toBe('http://127.0.0.1:9')
    expect(result.env['GITHUB_REPOSITORY']).toBe('acme/docs')
  })

  it('passes saved state to a post run as STATE_* variables', async () => {
    const entry = await script(
      'post.mjs',
      `
import * as core from '${coreUrl}'
core.setOutput('seen', core.getState('job-id') + '/' + core.getState('missing'))
`,
    )
    const result = await runAction({ entry, inputs: {}, post: true, state: { 'job-id': 'j9' } })
    cleanup.push(result.tmpDir)
    expect(result.code).toBe(0)
    expect(result.outputs['seen']).toBe('j9/')
  })

  it('lets a test signal the child when a line appears', async () => {
    const entry = await script(
      'cancel.mjs',
      `
import { appendFileSync } from 'node:fs'
process.on('SIGINT', () => {
  appendFileSync(process.env.GITHUB_OUTPUT, 'status=cancelled\\n')
  process.exit(130)
})
console.log('polling job j1')
setInterval(() => {}, 1000)
`,
    )
    const result = await runAction({
      entry,
      inputs: {},
      onStdoutLine: signalWhen(/polling/),
    })
    cleanup.push(result.tmpDir)
    expect(result.code).toBe(130)
    expect(result.outputs).toEqual({ status: 'cancelled' })
  })

  it('kills the child on timeout and rejects with what was collected', async () => {
    const entry = await script(
      'hang.mjs',
      `console.log('started'); console.error('oops'); setInterval(() => {}, 1000)`,
    )
    const error: unknown = await runAction({ entry, inputs: {}, timeoutMs: 1_000 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RunActionTimeoutError)
    const result = (error as RunActionTimeoutError).result
    cleanup.push(result.tmpDir)
    expect(result.signal).toBe('SIGKILL')
    expect(result.stdout).toContain('started')
    expect(result.stderr).toContain('oops')
  })

  it('applies action.yml defaults for inputs that are not given, like the runner', async () => {
    const actionYml = join(dir, 'action.yml')
    await writeFile(
      actionYml,
      `name: test
description: >-
  A test action
inputs:
  mode:
    description: 'agent or analytics'
    default: agent
  github-token:
    description: |
      token for the comment
    default: \${{ github.token }}
  api-key:
    description: key
    required: true
  output-dir:
    default: '\${{ runner.temp }}/page-views'
  wait:
    default: "true" # a comment
runs:
  using: node24
  main: dist/index.js
`,
    )
    const entry = await script(
      'inputs.mjs',
      `
import { appendFileSync } from 'node:fs'
const inputs = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('INPUT_')))
appendFileSync(process.env.GITHUB_OUTPUT, 'inputs=' + JSON.stringify(inputs) + '\\n')
`,
    )
    const result = await runAction({
      entry,
      actionYml,
      githubToken: 'ghs_abc',
      inputs: { 'api-key': 'k', wait: 'false' },
    })
    cleanup.push(result.tmpDir)
    expect(JSON.parse(result.outputs['inputs'] ?? '')).toEqual({
      INPUT_MODE: 'agent',
      'INPUT_GITHUB-TOKEN': 'ghs_abc',
      'INPUT_API-KEY': 'k',
      'INPUT_OUTPUT-DIR': `${result.runnerTemp}/page-views`,
      INPUT_WAIT: 'false',
    })
  })
})

// The fakes across the process boundary (the artifact service and GitHub reached by the real
// clients from a child through the environment runAction gives it) are shown by the bundle itself:
// test/e2e/faults/artifact.test.ts's first run uploads a zip to the fake artifact service, and
// test/e2e/agent/issue-cancellation.test.ts's spawned main step comments on the issue of its
// event. A script here loading the same clients unbundled (@actions/artifact alone is hundreds of
// CommonJS files) cost about 0.9 s of CPU to load them, for no behaviour those runs do not show.

describe('parseCommandFile', () => {
  it('reads heredoc blocks (LF and CRLF) and name=value lines; later entries win', () => {
    const text =
      'a<<ghadelimiter_1\r\nx\r\n\r\ny\r\nghadelimiter_1\r\n' +
      'b=1\n' +
      'c<<EOF\nEOF\n' +
      'b=2=3\n'
    expect(parseCommandFile(text)).toEqual({ a: 'x\n\ny', b: '2=3', c: '' })
  })

  it('rejects an unterminated heredoc', () => {
    expect(() => parseCommandFile('a<<EOF\nvalue\n')).toThrow(/delimiter/)
  })
})

describe('readEntry', () => {
  it('finds runs.main and runs.post, and nothing when there is none', () => {
    const yml =
      "inputs:\n  a:\n    default: x\nruns:\n  using: node24\n  main: ../dist/deploy.js\n  post: 'dist/post.js'\n  post-if: always()\n"
    expect(readEntry(yml, 'main')).toBe('../dist/deploy.js')
    expect(readEntry(yml, 'post')).toBe('dist/post.js')
    expect(readEntry('runs:\n  using: node24\n  main: dist/index.js\n', 'post')).toBeUndefined()
    expect(readEntry('inputs:\n  post:\n    default: x\n', 'post')).toBeUndefined()
  })
})

describe('readActionDefaults', () => {
  it('reads plain, quoted and block-scalar defaults', () => {
    const yml = [
      'inputs:',
      '  a:',
      '    default: plain # comment',
      "  'b':",
      "    default: 'it''s'",
      '  c:',
      '    default: |',
      '      line 1',
      '      line 2',
      '  d:',
      '    default: >-',
      '      folded',
      '      text',
      '  e:',
      '    required: true',
      'outputs:',
      '  f:',
      '    default: no',
    ].join('\n')
    expect(readActionDefaults(yml)).toEqual({
      a: 'plain',
      b: "it's",
      c: 'line 1\nline 2\n',
      d: 'folded text',
    })
  })
})
