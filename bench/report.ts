/** Formatting for the benchmark tables, and the machine description. */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '../test/support/run-action.ts'

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cell: string): string => cell.replace(/\|/g, '\\|')
  const lines = [
    `| ${headers.map(escape).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ]
  return lines.join('\n')
}

export function ms(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return 'n/a'
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`
}

export function seconds(value: number): string {
  if (value < 60_000) return `${(value / 1000).toFixed(value % 1000 === 0 ? 0 : 2)} s`
  const s = Math.round(value / 1000)
  return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`
}

export function mib(bytes: number | undefined): string {
  return bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`
}

export function ratio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a'
}

export function int(value: number): string {
  return value.toLocaleString('en-US')
}

export function verdict(met: boolean | undefined): string {
  if (met === undefined) return 'not measured'
  return met ? 'met' : '**MISSED**'
}

export interface Machine {
  cpu: string
  cores: number
  memory: string
  os: string
  node: string
  date: string
}

function osName(): string {
  try {
    const text = readFileSync('/etc/os-release', 'utf8')
    const m = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(text)
    if (m?.[1]) return `${m[1]} (${os.type()} ${os.release()}, ${os.arch()})`
  } catch {
    // not Linux, or no os-release
  }
  return `${os.type()} ${os.release()} (${os.arch()})`
}

export function machine(): Machine {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: osName(),
    node: process.version,
    date: new Date().toISOString(),
  }
}

/** The commit, and whether dist/ differs from it (a bundle under test that is not committed). */
export function gitState(repo: string): { commit: string; distClean: boolean | undefined } {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo })
      .toString()
      .trim()
    let distClean: boolean | undefined
    try {
      execFileSync('git', ['diff', '--quiet', 'HEAD', '--', 'dist'], { cwd: repo })
      distClean = true
    } catch {
      distClean = false
    }
    return { commit, distClean }
  } catch {
    return { commit: 'unknown', distClean: undefined }
  }
}

/**
 * `section` between the markers of `name` (`<!-- name -->` and `<!-- /name -->`): a part of
 * RESULTS.md that a benchmark run alone rewrites in place.
 */
export function marked(name: string, section: string): string {
  return `<!-- ${name} -->\n\n${section}\n\n<!-- /${name} -->`
}

/**
 * Puts `section` (made with `marked(name, ...)`) in place of the part of `file` between the
 * same markers (at its end when it has none), formatted as run.ts formats the whole file.
 */
async function writeMarkedSection(file: string, name: string, section: string): Promise<void> {
  const start = `<!-- ${name} -->`
  const end = `<!-- /${name} -->`
  const text = await readFile(file, 'utf8').catch(() => '')
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  const updated =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${section}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${section}\n`
  const prettier = await import('prettier')
  const options = { ...(await prettier.resolveConfig(file)), filepath: file }
  await writeFile(file, await prettier.format(updated, options))
}

/**
 * A benchmark run alone, `node bench/<script> [--quick] [--out FILE] [--dist DIR]`: `measure`
 * runs it on the bundle (or on src/ under type stripping, `runs: 'source'`), `render` makes its
 * marked section with a note saying when and on what it was measured; the section is printed and
 * put in place in bench/RESULTS.md (--out names another file; --quick writes only to --out).
 */
export async function runAlone<T>(
  script: string,
  name: string,
  measure: (distDir: string, quick: boolean) => Promise<T>,
  render: (result: T, note: string) => string,
  runs: 'bundle' | 'source' = 'bundle',
): Promise<void> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      out: { type: 'string' },
      dist: { type: 'string' },
    },
  })
  const distDir = values.dist ?? process.env.ACTION_DIST ?? join(repoRoot, 'dist')
  if (runs === 'bundle' && !existsSync(join(distDir, 'index.js'))) {
    throw new Error(`no bundle at ${distDir}/index.js`)
  }
  const load = os.loadavg()[0] ?? NaN
  const result = await measure(distDir, values.quick)
  const { commit } = gitState(repoRoot)
  const what =
    runs === 'bundle'
      ? `the bundle built from commit ${commit}`
      : `src/ at commit ${commit} (under type stripping)`
  const section = render(
    result,
    `Measured alone (\`node bench/${script}${values.quick ? ' --quick' : ''}\`) on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${what}, the machine's 1-minute load average ${load.toFixed(2)} at the start (other work included); the rest of this file comes from the run named at its top.`,
  )
  process.stdout.write(`${section}\n`)
  const out = values.out ?? (values.quick ? undefined : join(repoRoot, 'bench', 'RESULTS.md'))
  if (out) await writeMarkedSection(out, name, section)
}
