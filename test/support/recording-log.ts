/**
 * The step's log as a test reads it: a Log (src/shared/runner.ts) that keeps every line as the
 * runner would print it (annotations, groups and masks as workflow commands, escaped as the
 * toolkit escapes them), so a test reads its warnings from the channel instead of stdout.
 */
import type { Log } from '../../src/shared/runner.ts'

export interface RecordingLog extends Log {
  /** An error annotation (what the runner's `setFailed` writes). */
  error: (message: string) => void
  /** The log so far, as the runner's stdout would hold it. */
  text: () => string
  /** What was written so far, one entry per call (a group's start and end are one each). */
  lines: () => string[]
  /** The messages of the `::notice::`, `::warning::` or `::error::` lines written so far. */
  annotations: (kind: 'notice' | 'warning' | 'error') => string[]
  /** The values masked so far. */
  readonly secrets: string[]
}

/** `onLine` sees every line as it is written. */
export function recordingLog(onLine?: (line: string) => void): RecordingLog {
  const lines: string[] = []
  const secrets: string[] = []
  const written: { kind: string; message: string }[] = []
  const write = (line: string): void => {
    lines.push(line)
    for (const part of line.split('\n')) onLine?.(part)
  }
  const command = (kind: string, message: string): void => {
    written.push({ kind, message })
    write(`::${kind}::${escapeData(message)}`)
  }
  return {
    info: (message) => write(message),
    debug: (message) => command('debug', message),
    notice: (message) => command('notice', message),
    warning: (message) => command('warning', message),
    error: (message) => command('error', message),
    group: async (title, work) => {
      command('group', title)
      try {
        return await work()
      } finally {
        write('::endgroup::')
      }
    },
    setSecret: (value) => {
      secrets.push(value)
      command('add-mask', value)
    },
    text: () => lines.map((line) => `${line}\n`).join(''),
    lines: () => [...lines],
    annotations: (kind) => written.filter((line) => line.kind === kind).map((line) => line.message),
    secrets,
  }
}

function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}
